import DebtReports
import DebtStore
import Foundation
import GitHistory

/// The answers the report commands build on, each one named query of `Queries/`.
extension HistoryReader {
    /// The commit `rev` names: a sha or its start, else anything git resolves in the collected
    /// repository (`HEAD~3`, a tag), when it is still there.
    func commit(_ rev: String) throws -> (id: Int64, info: CommitInfo) {
        var sha = rev.lowercased()
        if sha.wholeMatch(of: /[0-9a-f]{4,40}/) == nil {
            guard let repository = try? Repository(path: root) else {
                throw DesignDebtError.input(
                    "Cannot resolve '\(rev)': the repository '\(root)' is not there any more; give a commit's sha.")
            }
            guard let resolved = try? repository.resolve(rev) else {
                // `01/03/2025`, `3.1.2025`, `2025/01/03`: a date in a spelling this tool does not read.
                let dateLike = rev.wholeMatch(of: /\d{1,4}[\/.\-]\d{1,2}[\/.\-]\d{1,4}/) != nil
                throw DesignDebtError.input(
                    "'\(rev)' names no commit of the repository '\(root)'"
                        + (dateLike ? "; write a date as YYYY-MM-DD." : "."))
            }
            sha = resolved
        }
        let rows = try rows("commit", [":rev": .text(sha)])
        guard rows.count == 1, let row = rows.first, let id = row.int("id") else {
            if rows.count > 1 {
                throw DesignDebtError.input("The commit '\(rev)' is ambiguous: give more of its sha.")
            }
            throw DesignDebtError.input("The commit '\(rev)' is not on the collected timeline of '\(branch)'.")
        }
        return (id, Self.commitInfo(row))
    }

    /// The last stored commit; a usage error when nothing is collected yet.
    func tip() throws -> CommitInfo {
        guard let row = try rows("tip").first else {
            throw DesignDebtError.input("No commits collected on '\(branch)' yet.")
        }
        return HistoryReader.commitInfo(row)
    }

    /// The commit `rev` names, or the last stored one when there is no `rev`.
    func commit(orTip rev: String?) throws -> CommitInfo {
        try rev.map { try commit($0).info } ?? tip()
    }

    /// The last commit committed more than `days` days before `instant` (ISO 8601); nil when the
    /// history starts later.
    func commit(before instant: String, days: Int = 0) throws -> CommitInfo? {
        try rows("commit-before", [":at": .text(instant), ":days": .integer(Int64(days))]).first.map(
            HistoryReader.commitInfo)
    }

    /// The position of the last stored commit; 0 when none is.
    func lastSeq() throws -> Int {
        try rows("tip").first?.int("seq").map { Int($0) } ?? 0
    }

    /// A named query's rows, `:repository` bound to this reader's.
    func rows(_ query: String, _ parameters: [String: SQLValue] = [:]) throws -> [Row] {
        do {
            let (statement, bound) = try prepared(query, parameters)
            return try statement.rows(bound)
        } catch {
            throw DesignDebtError.runtime("Cannot read the database: \(error.message)")
        }
    }

    /// Calls `body` on each row of a named query in turn, `:repository` bound to this reader's:
    /// for queries of thousands of rows, read by column index with nothing copied that is not read.
    func forEachRow(
        _ query: String, _ parameters: [String: SQLValue] = [:], _ body: (Statement) throws -> Void
    ) throws {
        do {
            let (statement, bound) = try prepared(query, parameters)
            try statement.forEachRow(bound, body)
        } catch let error as SQLiteError {
            throw DesignDebtError.runtime("Cannot read the database: \(error.message)")
        }
    }

    /// A named query's statement and its parameters, with `:repository` bound to this reader's
    /// when the query asks for it.
    private func prepared(_ query: String, _ parameters: [String: SQLValue]) throws(SQLiteError) -> (
        Statement, [String: SQLValue]
    ) {
        let statement = try database.cachedStatement(NamedQuery.sql(query))
        var bound = parameters
        if statement.hasParameter(":repository") { bound[":repository"] = .integer(repositoryID) }
        return (statement, bound)
    }

    /// The findings of the files commit `seq` changed: before it and after it.
    func changedFindings(at seq: Int) throws -> (before: [FindingInfo], after: [FindingInfo]) {
        var before: [FindingInfo] = []
        var after: [FindingInfo] = []
        for row in try rows("commit-changes", [":seq": .integer(Int64(seq))]) {
            let finding = Self.findingInfo(row)
            if row.text("side") == "before" { before.append(finding) } else { after.append(finding) }
        }
        return (before, after)
    }

    /// Every finding at commit `seq`, in path, line and column order: each file's packed rows
    /// decoded once (`findings-at` reads the same through the `findings` view, column by column).
    func findings(at seq: Int) throws -> [FindingInfo] {
        var findings: [FindingInfo] = []
        for row in try rows("finding-rows-at", [":seq": .integer(Int64(seq))]) {
            let path = row.text("path") ?? ""
            var file = StoredFindingRows.decode(row.text("finding_rows") ?? "[]")
            for index in file.indices { file[index].path = path }
            file.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            findings += file
        }
        return findings
    }

    /// One version of a file: the blob it held from commit `from` through `to` (nil: still), and
    /// the analyzer that last measured it.
    typealias Version = (blob: Int64, from: Int, to: Int?, analyzer: Int64)

    /// Every version of every file up to commit `seq`, newest first per path. A version's
    /// analyzer is its last commit's (or `seq`'s, while it lasts), looked up in the commits'
    /// analyzers read once.
    func pathVersions(at seq: Int) throws -> [String: [Version]] {
        let parameters: [String: SQLValue] = [":seq": .integer(Int64(seq))]
        var analyzers: [Int: Int64] = [:]
        try forEachRow("commit-analyzers", parameters) { row in analyzers[Int(row.int(0))] = row.int(1) }
        var versions: [String: [Version]] = [:]
        try forEachRow("path-versions", parameters) { row in
            guard let path = row.text(0) else { return }
            let to = row.isNull(3) ? nil : Int(row.int(3))
            versions[path, default: []].append(
                (row.int(1), Int(row.int(2)), to, analyzers[min(to ?? seq, seq)] ?? 0))
        }
        for index in versions.values.indices { versions.values[index].sort { $0.from > $1.from } }
        return versions
    }

    /// Running totals after commit `seq`: key kind, then key, then total.
    func counters(at seq: Int) throws -> Counters {
        var counters = Counters()
        for row in try rows("counters-at", [":seq": .integer(Int64(seq))]) {
            counters.add(Int(row.int("total") ?? 0), kind: row.text("key_kind") ?? "", key: row.text("key") ?? "")
        }
        return counters
    }

    /// The distinct literal values of each family after commit `seq`.
    func values(at seq: Int) throws -> [String: Set<String>] {
        var values: [String: Set<String>] = [:]
        for row in try rows("values-at", [":seq": .integer(Int64(seq))]) {
            values[row.text("family") ?? "", default: []].insert(row.text("value") ?? "")
        }
        return values
    }

    /// The files commit `seq` renamed.
    func renames(at seq: Int) throws -> [Rename] {
        try rows("renames-at", [":seq": .integer(Int64(seq))]).map {
            Rename(from: $0.text("from_path") ?? "", to: $0.text("to_path") ?? "")
        }
    }

    /// The side-branch commits merge `commitID` brought in.
    func mergedCommits(_ commitID: Int64) throws -> [CommitInfo] {
        try rows("merged-commits", [":commit": .integer(commitID)]).map { row in
            CommitInfo(
                sha: row.text("sha") ?? "", seq: 0, date: row.text("authored_at") ?? "",
                author: row.text("author_name") ?? "", subject: row.text("subject") ?? "")
        }
    }

    static func commitInfo(_ row: Row) -> CommitInfo {
        CommitInfo(
            sha: row.text("sha") ?? "", seq: Int(row.int("seq") ?? 0), date: row.text("committed_at") ?? "",
            author: row.text("author_name") ?? "", subject: row.text("subject") ?? "",
            isMerge: row.int("is_merge") == 1, rebaselined: row.int("rebaselined") == 1)
    }

    static func findingInfo(_ row: Row) -> FindingInfo {
        FindingInfo(
            rule: row.text("rule_id") ?? "", severity: row.text("severity") ?? "", path: row.text("path") ?? "",
            line: Int(row.int("line") ?? 0), column: Int(row.int("column") ?? 0), message: row.text("message") ?? "",
            snippet: row.text("snippet") ?? "", fingerprint: row.text("fingerprint") ?? "")
    }
}
