import DebtReports
import DebtStore
import DesignRules
import GitHistory

/// `designdebt top`: the files, folders, rules, families or owners with the most findings at a
/// commit, with their change over 7 and 30 days (the code's: a change of measure since is taken
/// out); or the hotspots, where paying debt down pays most.
public struct TopOffenders {
    public enum Grouping: String, CaseIterable, Sendable { case file, dir, rule, family, owner }

    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        public var at: String?
        /// The day (UTC) the 7- and 30-day changes end on; nil: the day of the commit `at`.
        public var asOf: String?
        public var by = Grouping.file
        public var family: String?
        public var rule: String?
        /// Only findings of this severity or worse.
        public var severity: Severity?
        /// Folder depth for `dir`: 2 keeps `Packages/Feed`.
        public var depth = 2
        public var limit = 10
        /// Rank files by findings times the commits that touched them in the last 90 days.
        public var hotspots = false
        /// Whose findings: designdebt's, an imported tool's, or all.
        public var source = FindingSource.designdebt

        public init(database: String, branch: String? = nil) {
            self.database = database
            self.branch = branch
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The days the changes look back over, and the window hotspots count commits in.
    static let changeWindows = (short: 7, long: 30)
    static let hotspotDays = 90

    public func run() throws -> TopReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let at = try reader.commit(orTip: options.at)
        let owners = options.by == .owner ? try codeOwners(at: at.sha, reader: reader) : nil
        let floor = try options.severity.map { try SeverityFloor($0, root: reader.root) }
        let now = try counts(at: at.seq, reader: reader, owners: owners, floor: floor)
        let end = options.asOf.map { Trend.day($0, adding: 1) + "T00:00:00Z" } ?? at.date
        let week = try earlier(than: end, days: Self.changeWindows.short, reader: reader)
        let month = try earlier(than: end, days: Self.changeWindows.long, reader: reader)
        // A change of measure since is no change of the code: the counts then are taken as the
        // analyzer of `at` would have counted them.
        let shifts =
            options.source.isImportedOnly
            ? [] : try reader.measureShifts(after: month ?? week ?? at.seq, through: at.seq)
        // A finding moved to another file since is no change of either file: the counts then are
        // taken with each finding where it went.
        let byPath = options.hotspots || [.file, .dir, .owner].contains(options.by)
        let moves =
            byPath && !options.source.isImportedOnly
            ? try Regressions.moves(after: month ?? week ?? at.seq, through: at.seq, reader: reader) : []
        func remeasured(at seq: Int) throws -> [String: Int] {
            var findings = try reader.findings(at: seq, source: options.source)
            // Each finding of then followed through the moves since to where it went.
            if moves.contains(where: { $0.seq > seq }) {
                var position: [String: Int] = [:]
                for (index, finding) in findings.enumerated() {
                    position[finding.path + "\u{1F}" + finding.fingerprint] = index
                }
                for move in moves where move.seq > seq {
                    guard let index = position.removeValue(forKey: move.from.path + "\u{1F}" + move.from.fingerprint)
                    else { continue }
                    findings[index].path = move.to.path
                    findings[index].fingerprint = move.to.fingerprint
                    position[move.to.path + "\u{1F}" + move.to.fingerprint] = index
                }
            }
            var then: [String: Int] = [:]
            for finding in findings {
                for key in keys(countedOf: finding, owners: owners, floor: floor) { then[key, default: 0] += 1 }
            }
            for shift in shifts where shift.seq > seq {
                then.merge(shift.change { keys(countedOf: $0, owners: owners, floor: floor) }, uniquingKeysWith: +)
            }
            return then
        }
        let weekCounts = try week.map(remeasured)
        let monthCounts = try month.map(remeasured)
        var offenders = now.map { key, findings in
            Offender(
                key: key, findings: findings, change7: weekCounts.map { findings - ($0[key] ?? 0) },
                change30: monthCounts.map { findings - ($0[key] ?? 0) })
        }
        if options.hotspots {
            let since = try earlier(than: at.date, days: Self.hotspotDays, reader: reader) ?? 0
            let touches = try commitsTouching(after: since, through: at.seq, reader: reader)
            offenders = offenders.map { offender in
                var ranked = offender
                ranked.commits = touches[offender.key] ?? 0
                ranked.score = offender.findings * (ranked.commits ?? 0)
                return ranked
            }.filter { ($0.score ?? 0) > 0 }
            offenders.sort { ($0.score ?? 0, $1.key) > ($1.score ?? 0, $0.key) }
        } else {
            offenders.sort { ($0.findings, $1.key) > ($1.findings, $0.key) }
        }
        return TopReport(
            branch: reader.branch, at: at, by: options.hotspots ? "file" : options.by.rawValue,
            hotspots: options.hotspots, offenders: Array(offenders.prefix(options.limit)),
            total: now.values.reduce(0, +))
    }

    /// The position of the last commit more than `days` before `instant`; nil when the history starts later.
    func earlier(than instant: String, days: Int, reader: HistoryReader) throws -> Int? {
        try reader.commit(before: instant, days: days)?.seq
    }

    /// Findings per key at commit `seq`, under the filters.
    func counts(at seq: Int, reader: HistoryReader, owners: CodeOwners?, floor: SeverityFloor?) throws -> [String: Int]
    {
        var counts: [String: Int] = [:]
        for finding in try reader.findings(at: seq, source: options.source) {
            for key in keys(countedOf: finding, owners: owners, floor: floor) { counts[key, default: 0] += 1 }
        }
        return counts
    }

    /// What a finding counts toward under the filters: nothing when `--rule`, `--family` or
    /// `--severity` leaves it out.
    func keys(countedOf finding: FindingInfo, owners: CodeOwners?, floor: SeverityFloor?) -> [String] {
        if let floor, !floor.admits(finding) { return [] }
        if let rule = options.rule, finding.rule != rule { return [] }
        if let family = options.family, finding.family != family { return [] }
        return keys(of: finding, owners: owners)
    }

    /// What a finding counts toward; an owned path counts for each of its owners.
    func keys(of finding: FindingInfo, owners: CodeOwners?) -> [String] {
        switch options.hotspots ? .file : options.by {
        case .file: return [finding.path]
        case .rule: return [finding.rule]
        case .family: return [finding.family]
        case .dir:
            let folders = finding.path.split(separator: "/").dropLast()
            return [folders.isEmpty ? "." : folders.prefix(options.depth).joined(separator: "/")]
        case .owner:
            let names = owners?.owners(of: finding.path) ?? []
            return names.isEmpty ? ["(no owner)"] : names
        }
    }

    /// Commits that changed each path after position `since`, through `seq`: each version a
    /// commit began is one touch.
    func commitsTouching(after since: Int, through seq: Int, reader: HistoryReader) throws -> [String: Int] {
        var touches: [String: Int] = [:]
        try reader.forEachRow("path-versions", [":seq": .integer(Int64(seq))]) { row in
            guard row.int(2) > since, let path = row.text(0) else { return }
            touches[path, default: 0] += 1
        }
        return touches
    }

    /// The CODEOWNERS of the repository as of `sha`: read with git from the collected repository.
    func codeOwners(at sha: String, reader: HistoryReader) throws -> CodeOwners {
        guard let repository = try? Repository(path: reader.root) else {
            throw DesignDebtError.input(
                "'--by owner' reads CODEOWNERS from the repository, and '\(reader.root)' is not one any more.")
        }
        for location in CodeOwners.locations {
            if let bytes = try? repository.contents(of: location, at: sha) {
                return CodeOwners(String(decoding: bytes, as: UTF8.self))
            }
        }
        throw DesignDebtError.input(
            "No CODEOWNERS at \(String(sha.prefix(10))) (looked in \(CodeOwners.locations.joined(separator: ", "))).")
    }
}
