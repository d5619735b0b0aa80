import DebtReports
import DebtStore

/// `designdebt regressions`: the commits of a stretch of the timeline whose debt rose, each with
/// its top added findings; commits where the analyzer changed are listed apart.
public struct Regressions {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// A date (`2026-11-01`, from its start, UTC), a revision (the commits after it), or
        /// `last-run` (what the last collect added). Nil: the whole timeline.
        public var since: String?
        /// A date (through its end, UTC) or a revision (through it). Nil: the last stored commit.
        public var until: String?
        public var family: String?
        public var rule: String?
        /// The smallest rise that counts.
        public var minDelta = 1
        /// Added findings shown per regression.
        public var topFindings = 5

        public init(database: String, branch: String? = nil) {
            self.database = database
            self.branch = branch
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> RegressionReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let (range, scope) = try stretch(reader)
        var regressions: [Regression] = []
        var rulesChanged: [(commit: CommitInfo, total: Int)] = []
        guard let range else {
            return RegressionReport(
                branch: reader.branch, scope: scope, commitsExamined: 0, regressions: [], rulesChanged: [])
        }
        let bounds: [String: SQLValue] = [
            ":from_seq": .integer(Int64(range.lowerBound)), ":to_seq": .integer(Int64(range.upperBound)),
        ]
        var deltas: [Int: [String: [String: Int]]] = [:]
        for row in try reader.rows("commit-deltas", bounds) {
            deltas[Int(row.int("seq") ?? 0), default: [:]][row.text("key_kind") ?? "", default: [:]][
                row.text("key") ?? ""] = Int(row.int("delta") ?? 0)
        }
        for row in try reader.rows("commits-between", bounds) {
            let commit = HistoryReader.commitInfo(row)
            guard let counts = deltas[commit.seq] else { continue }
            let total = counts["total"]?[""] ?? 0
            let measured =
                options.rule.map { counts["rule"]?[$0] ?? 0 } ?? options.family.map { counts["family"]?[$0] ?? 0 }
                ?? total
            if commit.rebaselined {
                if measured != 0 { rulesChanged.append((commit, measured)) }
                continue
            }
            guard measured >= options.minDelta else { continue }
            let id = row.int("id") ?? 0
            let (before, after) = try reader.changedFindings(at: commit.seq)
            let added = Explain.difference(before: before, after: after).added.filter(matches)
            regressions.append(
                Regression(
                    commit: commit, total: measured,
                    byFamily: (counts["family"] ?? [:]).filter { $0.value != 0 }.sorted { $0.key < $1.key }.map {
                        (family: $0.key, delta: $0.value)
                    },
                    topAdded: Array(added.sorted(by: Self.mostTelling).prefix(options.topFindings)),
                    addedCount: added.count, pullRequest: Self.pullRequest(in: commit.subject),
                    merged: commit.isMerge ? try reader.mergedCommits(id) : []))
        }
        return RegressionReport(
            branch: reader.branch, scope: scope, commitsExamined: range.count, regressions: regressions,
            rulesChanged: rulesChanged)
    }

    func matches(_ finding: FindingInfo) -> Bool {
        if let rule = options.rule { return finding.rule == rule }
        if let family = options.family { return finding.family == family }
        return true
    }

    /// Errors before warnings before notes, then by place.
    static func mostTelling(_ a: FindingInfo, _ b: FindingInfo) -> Bool {
        let rank = ["error": 0, "warning": 1, "note": 2]
        let (x, y) = (rank[a.severity] ?? 3, rank[b.severity] ?? 3)
        return x != y ? x < y : (a.path, a.line) < (b.path, b.line)
    }

    /// The positions the options select, and how the report words them; nil when none.
    func stretch(_ reader: HistoryReader) throws -> (ClosedRange<Int>?, String) {
        let last = try reader.lastSeq()
        var first = 1
        var scope = "over the whole timeline"
        switch options.since {
        case nil:
            break
        case "last-run"?:
            first = Int(try reader.rows("last-run").first?.int("first") ?? Int64(last + 1))
            scope = "in the last collect"
        case let since?:
            if Trend.isCalendarDate(since) {
                first = try firstSeq(committedOnOrAfter: since, reader: reader) ?? (last + 1)
                scope = "since \(since)"
            } else {
                first = try reader.commit(since).info.seq + 1
                scope = "after \(String(since.prefix(10)))"
            }
        }
        var end = last
        if let until = options.until {
            if Trend.isCalendarDate(until) {
                end = (try firstSeq(committedOnOrAfter: Trend.dayAfter(until), reader: reader) ?? (last + 1)) - 1
                scope += " until \(until)"
            } else {
                end = try reader.commit(until).info.seq
                scope += " through \(String(until.prefix(10)))"
            }
        }
        return (first <= end ? first...end : nil, scope)
    }

    /// The first commit on the timeline committed on or after `date` (a UTC day).
    func firstSeq(committedOnOrAfter date: String, reader: HistoryReader) throws -> Int? {
        for row in try reader.rows("timeline") where Trend.committed(row.text("committed_at") ?? "", since: date) {
            return Int(row.int("seq") ?? 0)
        }
        return nil
    }

    /// `#123` from "Merge pull request #123 from ..." or "Fix the header (#123)".
    static func pullRequest(in subject: String) -> String? {
        if let match = subject.firstMatch(of: /^Merge pull request (#\d+)/) { return String(match.1) }
        if let match = subject.firstMatch(of: /\((#\d+)\)\s*$/) { return String(match.1) }
        if let match = subject.firstMatch(of: /^Merge branch '[^']+' into .* \(!(\d+)\)/) { return "!" + match.1 }
        return nil
    }
}
