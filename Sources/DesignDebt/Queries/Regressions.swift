import DebtReports
import DebtStore
import DesignRules
import Foundation
import GitHistory

/// `designdebt regressions`: the commits of a stretch of the timeline whose debt rose, each with
/// its top added findings; commits where the analyzer changed are listed apart.
public struct Regressions {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// A date (`2026-11-01`, from its start, UTC), a revision (the commits after it),
        /// `last-run` (what the last collect added), `last-alert` (every commit collected since the
        /// last `last-alert` that finished; the first one sets the baseline) or `all`. Nil: the 30
        /// days to the last commit.
        public var since: String?
        /// A date (through its end, UTC) or a revision (through it). Nil: the last stored commit.
        public var until: String?
        public var family: String?
        public var rule: String?
        /// Only findings of this severity or worse.
        public var severity: Severity?
        /// The smallest rise that counts.
        public var minDelta = 1
        /// Added findings shown per regression.
        public var topFindings = 5
        /// Whose findings: designdebt's, an imported tool's, or all.
        public var source = FindingSource.designdebt
        /// The largest rises first instead of timeline order.
        public var largestFirst = false
        /// At most this many regressions listed (the largest, with `largestFirst`); the headline counts all.
        public var limit: Int?

        public init(database: String, branch: String? = nil) {
            self.database = database
            self.branch = branch
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Without `since`, the days before the last collected commit that are looked at.
    static let defaultDays = 30

    public func run() throws -> RegressionReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let isAlert = options.since == "last-alert"
        if isAlert, try reader.rows("alert-start").isEmpty { return try baseline(reader) }
        let (range, scope) = try stretch(reader)
        guard let range else {
            return RegressionReport(
                branch: reader.branch, scope: scope, commitsExamined: 0, regressions: [], rulesChanged: [])
        }
        // designdebt's own findings are read only when they are asked for.
        let (own, rulesChanged) =
            options.source.isImportedOnly ? ([], []) : try ownRegressions(in: range, reader: reader)
        var regressions = Self.merging(
            own, try importedRegressions(in: range, reader: reader), limit: options.topFindings)
        let titles = Self.pullRequestTitles(of: regressions.map(\.commit), root: reader.root)
        for index in regressions.indices {
            regressions[index].pullRequestTitle = titles[regressions[index].commit.sha]
        }
        // The largest rises, the earlier first among equals; `--limit` keeps the largest, listed
        // in timeline order unless asked otherwise.
        let largest = regressions.enumerated().sorted {
            ($0.element.total, -$0.offset) > ($1.element.total, -$1.offset)
        }.map(\.element)
        var omitted = 0
        if let limit = options.limit, regressions.count > limit {
            omitted = regressions.count - limit
            let kept = Set(largest.prefix(limit).map(\.commit.seq))
            regressions = regressions.filter { kept.contains($0.commit.seq) }
        }
        if options.largestFirst {
            let order = Dictionary(uniqueKeysWithValues: largest.enumerated().map { ($1.commit.seq, $0) })
            regressions.sort { order[$0.commit.seq, default: 0] < order[$1.commit.seq, default: 0] }
        }
        var report = RegressionReport(
            branch: reader.branch, scope: scope, commitsExamined: range.count, regressions: regressions,
            rulesChanged: rulesChanged)
        report.omitted = omitted
        if isAlert { report.alertCursor = try cursor(at: range.upperBound, reader: reader) }
        return report
    }

    /// The first `--since last-alert`: what is stored so far is taken as seen, and reported as such.
    private func baseline(_ reader: HistoryReader) throws -> RegressionReport {
        let last = try reader.lastSeq()
        let findings = try reader.rows("counters-at", [":seq": .integer(Int64(last))])
            .first { $0.text("key_kind") == "total" }?.int("total")
        var report = RegressionReport(
            branch: reader.branch, scope: "since the last alert", commitsExamined: 0, regressions: [], rulesChanged: [])
        report.baseline = .init(commits: last, findings: Int(findings ?? 0))
        report.alertCursor = last > 0 ? try cursor(at: last, reader: reader) : nil
        return report
    }

    /// Where an alert that reported through position `seq` stops.
    private func cursor(at seq: Int, reader: HistoryReader) throws -> RegressionReport.AlertCursor? {
        guard let row = try reader.rows("commit-at", [":seq": .integer(Int64(seq))]).first,
            let sha = row.text("sha")
        else { return nil }
        let run = try reader.rows("last-run-id").first?.int("id") ?? 0
        return .init(repositoryID: reader.repositoryID, sha: sha, seq: seq, runID: run)
    }

    /// Stores where `report`'s alert stopped, once it has been delivered: the next `--since
    /// last-alert` starts after it. The one write a report makes, in its own transaction.
    public func recordAlert(_ report: RegressionReport) throws {
        guard let cursor = report.alertCursor else { return }
        do {
            let database = try Database(path: options.database)
            defer { database.close() }
            try database.run(
                """
                INSERT INTO alert_cursors (repository_id, sha, seq, run_id, set_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (repository_id) DO UPDATE SET sha = excluded.sha, seq = excluded.seq,
                    run_id = excluded.run_id, set_at = excluded.set_at
                """,
                [
                    .integer(cursor.repositoryID), .text(cursor.sha), .integer(Int64(cursor.seq)),
                    .integer(cursor.runID), .text(ISO8601DateFormatter().string(from: Date())),
                ])
        } catch {
            throw DesignDebtError.runtime(
                "Cannot record the alert in '\(options.database)': \(error.description). The next alert reports "
                    + "these commits again.")
        }
    }

    /// designdebt's regressions in `range` (commits whose counter rose, with the findings they
    /// added, matched by fingerprint), and the rebaselined commits that changed it.
    func ownRegressions(in range: ClosedRange<Int>, reader: HistoryReader) throws -> (
        [Regression], [(commit: CommitInfo, total: Int)]
    ) {
        var regressions: [Regression] = []
        var rulesChanged: [(commit: CommitInfo, total: Int)] = []
        let bounds: [String: SQLValue] = [
            ":from_seq": .integer(Int64(range.lowerBound)), ":to_seq": .integer(Int64(range.upperBound)),
        ]
        var deltas = try Self.counters("commit-deltas", bounds, reader: reader)
        // At a rebaselined commit, the part of its change that is the new analyzer's.
        var measures = try Self.counters("rebaseline-deltas", bounds, reader: reader)
        let counter: (kind: String, key: String) =
            options.rule.map { ("rule", $0) } ?? options.family.map { ("family", $0) } ?? ("total", "")
        let floor = try options.severity.map { try SeverityFloor($0, root: reader.root) }
        if let floor {
            deltas = deltas.mapValues(floor.narrowed)
            measures = measures.mapValues(floor.narrowed)
        }
        let changes = try Self.changedFiles(
            in: bounds, counter: counter, minDelta: options.minDelta, reader: reader,
            // Under a severity floor the stored counters do not tell the rise: the commits whose
            // admitted rules rose are read one by one.
            only: floor.map { _ in
                deltas.compactMap { seq, counts in
                    let moved = measures[seq]?[counter.kind]?[counter.key] ?? 0
                    return (counts[counter.kind]?[counter.key] ?? 0) - moved >= options.minDelta ? seq : nil
                }
            })
        for row in try reader.rows("commits-between", bounds) {
            let commit = HistoryReader.commitInfo(row)
            var counts = deltas[commit.seq] ?? [:]
            var measured = counts[counter.kind]?[counter.key] ?? 0
            if commit.rebaselined {
                // Stored before the split, the whole change is the measure's.
                guard let measure = measures[commit.seq] else {
                    if measured != 0 { rulesChanged.append((commit, measured)) }
                    continue
                }
                let moved = measure[counter.kind]?[counter.key] ?? 0
                if moved != 0 { rulesChanged.append((commit, moved)) }
                measured -= moved
                counts = counts.merging(measure.mapValues { $0.mapValues { -$0 } }) {
                    $0.merging($1, uniquingKeysWith: +)
                }
            }
            guard measured >= options.minDelta else { continue }
            let added = (changes[commit.seq] ?? Change()).added().filter { matches($0) && floor?.admits($0) ?? true }
                .sorted(by: Self.mostTelling)
            regressions.append(
                Regression(
                    commit: commit, total: measured,
                    byFamily: (counts["family"] ?? [:]).filter { $0.value != 0 }.sorted { $0.key < $1.key }.map {
                        (family: $0.key, delta: $0.value)
                    },
                    topAdded: Array(added.prefix(options.topFindings)),
                    addedCount: added.count, pullRequest: Self.pullRequest(in: commit.subject),
                    merged: commit.isMerge ? try reader.mergedCommits(row.int("id") ?? 0) : []))
        }
        return (regressions, rulesChanged)
    }

    /// The files each commit changed, both sides, for the commits of `bounds` whose counter rose
    /// by at least `minDelta`, or for the commits `only` lists.
    static func changedFiles(
        in bounds: [String: SQLValue], counter: (kind: String, key: String), minDelta: Int, reader: HistoryReader,
        only: [Int]?, minFiles: Int = 0
    ) throws -> [Int: Change] {
        var query = bounds
        query[":kind"] = .text(counter.kind)
        query[":key"] = .text(counter.key)
        query[":min_delta"] = .integer(Int64(minDelta))
        query[":min_files"] = .integer(Int64(minFiles))
        query[":seqs"] = .null
        if let only {
            // The commits listed, whatever their counters did: one query for all of them.
            guard let first = only.min(), let last = only.max() else { return [:] }
            query[":from_seq"] = .integer(Int64(first))
            query[":to_seq"] = .integer(Int64(last))
            query[":kind"] = .text("total")
            query[":key"] = .text("")
            query[":min_delta"] = .integer(Int64(Int32.min))
            query[":seqs"] = .text("[" + only.map(String.init).joined(separator: ",") + "]")
        }
        // A blob's rows are read once, though it is the after side of one commit and the before
        // side of the next; only the findings left unmatched are decoded. Columns: seq, side,
        // path, blob_id, analyzer_id, finding_rows.
        var packed: [BlobResultKey: StoredFindingRows.Packed] = [:]
        var changes: [Int: Change] = [:]
        try reader.forEachRow("changed-files-between", query) { row in
            let blob = BlobResultKey(blob: row.int(3), analyzer: row.int(4))
            let rows = packed[blob] ?? StoredFindingRows.Packed(row.text(5) ?? "")
            packed[blob] = rows
            let seq = Int(row.int(0))
            if row.text(1) == "before" {
                changes[seq, default: Change()].before.append((row.text(2) ?? "", rows))
            } else {
                changes[seq, default: Change()].after.append((row.text(2) ?? "", rows))
            }
        }
        return changes
    }

    /// A blob's results under one analyzer.
    private struct BlobResultKey: Hashable {
        let blob: Int64
        let analyzer: Int64
    }

    /// Counter changes per commit, by kind and key, as `commit-deltas` and `rebaseline-deltas` list
    /// them (columns: seq, key_kind, key, delta).
    static func counters(_ query: String, _ bounds: [String: SQLValue], reader: HistoryReader) throws -> [Int: [String:
        [String: Int]]]
    {
        var counters: [Int: [String: [String: Int]]] = [:]
        try reader.forEachRow(query, bounds) { row in
            counters[Int(row.int(0)), default: [:]][row.text(1) ?? "", default: [:]][row.text(2) ?? ""] = Int(
                row.int(3))
        }
        return counters
    }

    /// Imported tools' regressions: each import in `range` against the tool's import before it
    /// (the first import of a tool is its baseline), findings matched by fingerprint as the
    /// analyzer's are.
    func importedRegressions(in range: ClosedRange<Int>, reader: HistoryReader) throws -> [Regression] {
        var regressions: [Regression] = []
        var previous: [String: [FindingInfo]] = [:]
        let floor = try options.severity.map { try SeverityFloor($0, root: reader.root) }
        for item in try reader.imports(of: options.source) where item.commit.seq <= range.upperBound {
            let findings = try reader.importedFindings(item).filter { matches($0) && floor?.admits($0) ?? true }
            defer { previous[item.source] = findings }
            guard range.contains(item.commit.seq), let before = previous[item.source] else { continue }
            let delta = findings.count - before.count
            guard delta >= options.minDelta else { continue }
            let added = FindingPairing.pair(before: before, after: findings).added.map { findings[$0] }
                .sorted(by: Self.mostTelling)
            regressions.append(
                Regression(
                    commit: item.commit, total: delta, byFamily: [(item.source, delta)],
                    topAdded: Array(added.prefix(options.topFindings)), addedCount: added.count,
                    pullRequest: Self.pullRequest(in: item.commit.subject), merged: []))
        }
        return regressions
    }

    /// One list in timeline order; a commit in both is one regression, its changes added up.
    static func merging(_ own: [Regression], _ imported: [Regression], limit: Int) -> [Regression] {
        var bySeq = Dictionary(own.map { ($0.commit.seq, $0) }, uniquingKeysWith: { first, _ in first })
        for regression in imported {
            guard var merged = bySeq[regression.commit.seq] else {
                bySeq[regression.commit.seq] = regression
                continue
            }
            merged.total += regression.total
            merged.byFamily += regression.byFamily
            merged.addedCount += regression.addedCount
            merged.topAdded = Array((merged.topAdded + regression.topAdded).sorted(by: mostTelling).prefix(limit))
            bySeq[regression.commit.seq] = merged
        }
        return bySeq.values.sorted { $0.commit.seq < $1.commit.seq }
    }

    /// One commit's changed files: the versions it ended, and the versions it began, each with
    /// its findings packed; a finding is decoded only when it is asked for.
    struct Change {
        var before: [(path: String, rows: StoredFindingRows.Packed)] = []
        var after: [(path: String, rows: StoredFindingRows.Packed)] = []

        typealias Side = [(path: String, rows: StoredFindingRows.Packed)]

        /// One finding: its side (before or after the commit), its file's index there and its row
        /// in the file. Small and plain, so a commit's thousands of rows copy nothing counted.
        struct Row {
            let isAfter: Bool
            let file: Int
            let index: Int
        }

        func file(of row: Row) -> (path: String, rows: StoredFindingRows.Packed) {
            row.isAfter ? after[row.file] : before[row.file]
        }

        /// Read through the side's storage, not a copy of its file (a path and packed rows to
        /// retain and release for every key a pairing asks).
        func fingerprint(of row: Row) -> UInt64 {
            row.isAfter ? after[row.file].rows.fingerprints[row.index] : before[row.file].rows.fingerprints[row.index]
        }

        func finding(_ row: Row) -> FindingInfo? {
            let file = file(of: row)
            guard var finding = file.rows.finding(row.index) else { return nil }
            finding.path = file.path
            return finding
        }

        func key(_ row: Row) -> FindingKey { FindingKey(path: file(of: row).path, fingerprint: fingerprint(of: row)) }

        static func rows(_ side: Side, isAfter: Bool) -> [Row] {
            var rows: [Row] = []
            for (file, entry) in side.enumerated() {
                for index in entry.rows.fingerprints.indices {
                    rows.append(Row(isAfter: isAfter, file: file, index: index))
                }
            }
            return rows
        }

        /// ``FindingPairing`` over the two sides; `moves` asks which pairs are moves (each finding
        /// first in its own file), else the fingerprints match across all files at once. A
        /// finding its file kept by fingerprint is matched there, in no pair: only the rest are
        /// paired, and only theirs are decoded.
        func pairing(moves: Bool, acrossFilesOnly: Bool = false) -> (
            before: [Row], after: [Row], result: FindingPairing.Result
        ) {
            var beforeRows = Self.rows(before, isAfter: false)
            var afterRows = Self.rows(after, isAfter: true)
            if moves {
                // Each file against its own other side, by fingerprint, undecoded.
                var beforeFile: [String: Int] = [:]
                for (file, entry) in before.enumerated() { beforeFile[entry.path] = file }
                var waiting: [Int: [UInt64: [Int]]] = [:]
                for (position, row) in beforeRows.enumerated() {
                    waiting[row.file, default: [:]][fingerprint(of: row), default: []].append(position)
                }
                var keptBefore = Set<Int>()
                var keptAfter = Set<Int>()
                for (position, row) in afterRows.enumerated() {
                    guard let file = beforeFile[after[row.file].path] else { continue }
                    let key = fingerprint(of: row)
                    guard var candidates = waiting[file]?[key], !candidates.isEmpty else { continue }
                    keptBefore.insert(candidates.removeFirst())
                    keptAfter.insert(position)
                    waiting[file]?[key] = candidates
                }
                if !keptBefore.isEmpty {
                    beforeRows = beforeRows.enumerated().filter { !keptBefore.contains($0.offset) }.map(\.element)
                    afterRows = afterRows.enumerated().filter { !keptAfter.contains($0.offset) }.map(\.element)
                }
                // Asked only for moves: what is left in one file alone cannot have moved.
                let paths = Set(beforeRows.map { file(of: $0).path }).union(afterRows.map { file(of: $0).path })
                if acrossFilesOnly, paths.count < 2 || beforeRows.isEmpty || afterRows.isEmpty {
                    return (
                        beforeRows, afterRows,
                        FindingPairing.Result(added: Array(afterRows.indices), removed: Array(beforeRows.indices))
                    )
                }
            }
            let result = FindingPairing.pair(
                before: beforeRows, after: afterRows, path: { file(of: $0).path }, home: nil,
                fingerprint: { fingerprint(of: $0) }, code: { file(of: $0).rows.code($0.index) })
            return (beforeRows, afterRows, result)
        }

        /// The findings of the after side that nothing before pairs with: what the commit added,
        /// in order.
        func added() -> [FindingInfo] {
            let (_, afterRows, result) = pairing(moves: false)
            return result.added.compactMap { finding(afterRows[$0]) }
        }

        /// The findings the commit moved to another file, each as it was and as it is. None
        /// unless findings left their own file on one side and reached another on the other.
        func moves() -> [(from: FindingInfo, to: FindingInfo)] {
            let paths = Set(before.filter { !$0.rows.fingerprints.isEmpty }.map(\.path))
                .union(after.filter { !$0.rows.fingerprints.isEmpty }.map(\.path))
            guard paths.count > 1 else { return [] }
            let (beforeRows, afterRows, result) = pairing(moves: true, acrossFilesOnly: true)
            return result.pairs.compactMap { pair in
                let (from, to) = (beforeRows[pair.before], afterRows[pair.after])
                guard file(of: from).path != file(of: to).path, let was = finding(from), let now = finding(to) else {
                    return nil
                }
                return (was, now)
            }
        }

        /// For each finding the commit began that its file did not hold by fingerprint before, the
        /// finding it was: its path and fingerprint key before the commit.
        func previous() -> [FindingKey: FindingKey] {
            let (beforeRows, afterRows, result) = pairing(moves: true)
            var previous: [FindingKey: FindingKey] = [:]
            for pair in result.pairs { previous[key(afterRows[pair.after])] = key(beforeRows[pair.before]) }
            return previous
        }
    }

    /// A finding by its file and its fingerprint's key.
    struct FindingKey: Hashable {
        let path: String
        let fingerprint: UInt64
    }

    /// The findings moved to another file by each commit after position `after` through
    /// `through`: what a per-file change leaves out, since a move is no debt.
    static func moves(after: Int, through: Int, reader: HistoryReader) throws -> [(
        seq: Int, from: FindingInfo, to: FindingInfo
    )] {
        guard after < through else { return [] }
        let changes = try changedFiles(
            in: [":from_seq": .integer(Int64(after + 1)), ":to_seq": .integer(Int64(through))],
            counter: ("total", ""), minDelta: Int(Int32.min), reader: reader, only: nil, minFiles: 2)
        return changes.keys.sorted().flatMap { seq in
            (changes[seq]?.moves() ?? []).map { (seq, $0.from, $0.to) }
        }
    }

    func matches(_ finding: FindingInfo) -> Bool {
        if let rule = options.rule { return finding.rule == rule }
        if let family = options.family { return finding.rule.hasPrefix(family + "/") }
        return true
    }

    /// Errors before warnings before notes, then by place.
    static func mostTelling(_ a: FindingInfo, _ b: FindingInfo) -> Bool {
        let (x, y) = (severityRank(a.severity), severityRank(b.severity))
        return x != y ? x < y : (a.path, a.line) < (b.path, b.line)
    }

    /// A switch, not a dictionary: it runs for every comparison of a sort.
    static func severityRank(_ severity: String) -> Int {
        switch severity {
        case "error": 0
        case "warning": 1
        case "note": 2
        default: 3
        }
    }

    /// The positions the options select, and how the report words them; nil when none.
    func stretch(_ reader: HistoryReader) throws -> (ClosedRange<Int>?, String) {
        let last = try reader.lastSeq()
        var first = 1
        var scope = "over the whole timeline"
        switch options.since {
        case nil:
            // The question people ask without a date: what regressed lately.
            guard let tip = try? reader.tip() else { break }
            let since = Trend.day(String(Trend.utc(tip.date).prefix(10)), adding: -Self.defaultDays)
            first = try firstSeq(committedOnOrAfter: since, reader: reader) ?? (last + 1)
            scope = "in the \(Self.defaultDays) days to \(tip.day)"
        case "all"?:
            break
        case "last-run"?:
            first = Int(try reader.rows("last-run").first?.int("first") ?? Int64(last + 1))
            scope = "in the last collect"
        case "last-alert"?:
            first = Int(try reader.rows("alert-start").first?.int("first") ?? Int64(last + 1))
            scope = "since the last alert"
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
                end = (try firstSeq(committedOnOrAfter: Trend.day(until, adding: 1), reader: reader) ?? (last + 1)) - 1
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

    /// `#123` from "Merge pull request #123 from ..." (GitHub's merge) or "Fix the header (#123)"
    /// (a squash), `!45` from GitLab's "Merge branch 'x' into 'main' (!45)"-style ending. Read by
    /// hand: it runs for every commit a report lists.
    static func pullRequest(in subject: String) -> String? {
        let merge = "Merge pull request #"
        if subject.hasPrefix(merge) {
            let digits = subject.dropFirst(merge.count).prefix { $0.isASCII && $0.isNumber }
            return digits.isEmpty ? nil : "#" + digits
        }
        var trimmed = Substring(subject)
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard let mark = inside.first, mark == "#" || mark == "!", inside.count > 1,
            inside.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return String(inside)
    }

    /// GitHub merges' pull request titles, by sha: the first line of each message's body ("Merge
    /// pull request #12 from ada/x", blank line, the title). Read from the collected repository,
    /// all in one git call, when it is still there; the store keeps subjects only.
    static func pullRequestTitles(of commits: [CommitInfo], root: String) -> [String: String] {
        let merges = commits.filter { $0.isMerge && $0.subject.hasPrefix("Merge pull request #") }.map(\.sha)
        guard !merges.isEmpty, let repository = try? Repository(path: root),
            let messages = try? repository.messages(of: merges)
        else { return [:] }
        return messages.compactMapValues { message in
            let lines = message.split(separator: "\n", omittingEmptySubsequences: true).dropFirst()
            return lines.first.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap {
                $0.isEmpty ? nil : $0
            }
        }
    }
}
