import DebtReports
import DebtStore
import DesignRules

/// `designdebt findings`: every finding at a commit with the commit that introduced it: the
/// first commit from which that finding has been present without a break, followed through
/// renames and moves to other files. A finding that went away and came back is new again.
public struct FindingAges {
    public enum Sort: String, CaseIterable, Sendable { case path, age }

    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// The commit reported on; nil for the last stored.
        public var at: String?
        public var family: String?
        public var rule: String?
        /// A glob (`Sources/Feed/**`), as in designdebt.json.
        public var path: String?
        public var sort = Sort.path
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

    public func run() throws -> FindingsReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let at = try reader.commit(orTip: options.at)
        let glob = options.path.map(Glob.init)
        let wanted: (FindingInfo) -> Bool = { finding in
            (options.rule.map { finding.rule == $0 } ?? true) && (options.family.map { finding.family == $0 } ?? true)
                && (glob?.matches(finding.path) ?? true)
        }
        var dated: [(FindingInfo, Int)] = []
        if !options.source.isImportedOnly {
            let findings = try reader.findings(at: at.seq).filter(wanted)
            dated += zip(findings, try introductions(of: findings, at: at.seq, reader: reader)).map { ($0, $1) }
        }
        let imports = try reader.imports(of: options.source).filter { $0.commit.seq <= at.seq }
        for latest in reader.latestImports(imports, at: at.seq) {
            let findings = try reader.importedFindings(latest).filter(wanted)
            let chain = imports.filter { $0.source == latest.source }
            dated += zip(findings, try importedIntroductions(of: findings, chain: chain, reader: reader)).map {
                ($0, $1)
            }
        }
        if options.source == .all {
            dated.sort { ($0.0.path, $0.0.line, $0.0.column) < ($1.0.path, $1.0.line, $1.0.column) }
        }
        var commits: [Int: CommitInfo] = [:]
        var aged: [AgedFinding] = []
        for (finding, seq) in dated {
            if commits[seq] == nil {
                commits[seq] = try reader.rows("commit-at", [":seq": .integer(Int64(seq))]).first.map(
                    HistoryReader.commitInfo)
            }
            let introduced = commits[seq] ?? at
            aged.append(
                AgedFinding(
                    finding: finding, introduced: introduced, ageDays: Trend.daysBetween(introduced.date, at.date))
            )
        }
        if options.sort == .age {
            aged.sort {
                ($0.introduced.seq, $0.finding.path, $0.finding.line) < (
                    $1.introduced.seq, $1.finding.path, $1.finding.line
                )
            }
        }
        return FindingsReport(branch: reader.branch, at: at, findings: aged)
    }

    /// For each imported finding, the commit of the earliest import in the unbroken run of the
    /// tool's imports, back from the newest, that holds it (its fingerprint, in that file).
    func importedIntroductions(of findings: [FindingInfo], chain: [ImportInfo], reader: HistoryReader) throws -> [Int] {
        var held: [Set<String>] = []
        for item in chain.reversed() {
            held.append(Set(try reader.importedFindings(item).map { $0.path + "\u{1F}" + $0.fingerprint }))
        }
        let newestFirst = Array(chain.reversed())
        return findings.map { finding in
            let key = finding.path + "\u{1F}" + finding.fingerprint
            var introduced = newestFirst.first?.commit.seq ?? 0
            for (item, keys) in zip(newestFirst, held) {
                guard keys.contains(key) else { break }
                introduced = item.commit.seq
            }
            return introduced
        }
    }

    struct BlobUnderAnalyzer: Hashable {
        let blob: Int64
        let analyzer: Int64
    }

    typealias Version = HistoryReader.Version

    /// For each finding, the position of the commit that introduced it: walking back through its
    /// file's versions while each one, adjacent to the next, still holds the fingerprint, and
    /// where a version began without it, to the finding that commit's pairing says it was
    /// (``FindingPairing``: in a file renamed, moved to another file, or in a renamed type).
    func introductions(of findings: [FindingInfo], at seq: Int, reader: HistoryReader) throws -> [Int] {
        let versions = try reader.pathVersions(at: seq)
        // Each blob's findings under an analyzer, read at once for all the walks (a blob with
        // none has no row) and unpacked when a walk first needs them.
        var texts: [BlobUnderAnalyzer: String] = [:]
        try reader.forEachRow("blobs-with-findings") { row in
            texts[BlobUnderAnalyzer(blob: row.int(0), analyzer: row.int(1))] = row.text(2)
        }
        let none = StoredFindingRows.Packed("[]")
        var packed: [BlobUnderAnalyzer: StoredFindingRows.Packed] = [:]
        var fingerprints: [BlobUnderAnalyzer: Set<UInt64>] = [:]
        func rows(of version: Version) -> StoredFindingRows.Packed {
            let key = BlobUnderAnalyzer(blob: version.blob, analyzer: version.analyzer)
            if let known = packed[key] { return known }
            guard let text = texts[key] else { return none }
            let rows = StoredFindingRows.Packed(text)
            packed[key] = rows
            return rows
        }
        func holds(_ version: Version) -> Set<UInt64> {
            let key = BlobUnderAnalyzer(blob: version.blob, analyzer: version.analyzer)
            if let known = fingerprints[key] { return known }
            let found = Set(rows(of: version).fingerprints)
            fingerprints[key] = found
            return found
        }
        // The versions each commit ended (the commit before it was their last) and began: its
        // change, read from the versions already in hand.
        var ended: [Int: [(path: String, version: Version)]] = [:]
        var begun: [Int: [(path: String, version: Version)]] = [:]
        for (path, list) in versions {
            for version in list {
                begun[version.from, default: []].append((path, version))
                if let to = version.to { ended[to + 1, default: []].append((path, version)) }
            }
        }
        // Per commit: each finding it began that its file did not hold, with the one it was before.
        var pairings: [Int: [Regressions.FindingKey: Regressions.FindingKey]] = [:]
        func was(_ finding: Regressions.FindingKey, before commit: Int) throws -> Regressions.FindingKey? {
            if pairings[commit] == nil {
                // Nothing before it, nothing to have been: its after side is not read.
                var change = Regressions.Change()
                for side in ended[commit] ?? [] {
                    let found = rows(of: side.version)
                    if !found.fingerprints.isEmpty { change.before.append((side.path, found)) }
                }
                guard !change.before.isEmpty else {
                    pairings[commit] = [:]
                    return nil
                }
                for side in begun[commit] ?? [] {
                    let found = rows(of: side.version)
                    if !found.fingerprints.isEmpty { change.after.append((side.path, found)) }
                }
                pairings[commit] = change.previous()
            }
            return pairings[commit]?[finding]
        }
        return try findings.map { finding in
            // Newest first: index 0 is the version present at `seq`.
            guard var history = versions[finding.path], var current = history.first else { return seq }
            var key = Regressions.FindingKey(
                path: finding.path, fingerprint: StoredFindingRows.key(finding.fingerprint))
            var index = 0
            var introduced = current.from
            // A walk visits each version at most once; the bound only guards against a malformed store.
            for _ in 0..<100_000 {
                if index + 1 < history.count, history[index + 1].to == current.from - 1,
                    holds(history[index + 1]).contains(key.fingerprint)
                {
                    index += 1
                } else if current.from > 1, let before = try was(key, before: current.from),
                    let older = versions[before.path], let at = older.firstIndex(where: { $0.to == current.from - 1 })
                {
                    (history, index, key) = (older, at, before)
                } else {
                    break
                }
                current = history[index]
                introduced = current.from
            }
            return introduced
        }
    }
}
