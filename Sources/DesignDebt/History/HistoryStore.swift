import DebtReports
import DebtStore
import DesignRules
import GitHistory
import JSONSupport

/// The collector's reads and writes of the history database, every
/// statement prepared once and bound, never concatenated.
final class HistoryStore {
    let database: Database

    init(database: Database) {
        self.database = database
    }

    // MARK: Repository, analyzer, run

    func repositoryID(root: String, branch: String, remote: String?) throws -> Int64 {
        try database.run(
            "INSERT INTO repositories (root, remote, branch) VALUES (?, ?, ?) ON CONFLICT (root, branch) DO UPDATE SET remote = excluded.remote",
            [.text(root), SQLValue(remote), .text(branch)])
        guard
            let id = try database.scalarInt(
                "SELECT id FROM repositories WHERE root = ? AND branch = ?", [.text(root), .text(branch)])
        else {
            throw DesignDebtError.runtime("The repository row for '\(root)' could not be read back.")
        }
        return id
    }

    /// Every stored timeline: its repository row's id, root and branch, and its last commit. A clone
    /// that moved or a branch that was renamed is looked for among them.
    func timelines() throws -> [(id: Int64, root: String, branch: String, lastSHA: String)] {
        try database.rows(
            """
            SELECT r.id, r.root, r.branch, c.sha FROM repositories AS r
            JOIN commits AS c ON c.repository_id = r.id
                AND c.seq = (SELECT max(seq) FROM commits WHERE repository_id = r.id)
            ORDER BY r.id
            """
        ).map { ($0.int(0) ?? 0, $0.text(1) ?? "", $0.text(2) ?? "", $0.text(3) ?? "") }
    }

    /// Records that the repository `id` is now collected at `root`.
    func move(repositoryID id: Int64, to root: String) throws {
        try database.run("UPDATE repositories SET root = ? WHERE id = ?", [.text(root), .integer(id)])
    }

    /// Records that the repository `id` now follows `branch` (its old name is gone).
    func rename(repositoryID id: Int64, to branch: String) throws {
        try database.run("UPDATE repositories SET branch = ? WHERE id = ?", [.text(branch), .integer(id)])
    }

    /// Whether the database has a repository row for `branch` at `root`.
    func hasRepository(root: String, branch: String) throws -> Bool {
        try database.scalarInt(
            "SELECT count(*) FROM repositories WHERE root = ? AND branch = ?", [.text(root), .text(branch)]) == 1
    }

    func analyzerID(_ identity: AnalyzerIdentity) throws -> Int64 {
        try database.run(
            "INSERT INTO analyzers (fingerprint, tool_version, rule_ids, config) VALUES (?, ?, ?, ?) ON CONFLICT (fingerprint) DO NOTHING",
            [.text(identity.fingerprint), .text(identity.toolVersion), .text(identity.ruleIDs), .text(identity.config)])
        guard
            let id = try database.scalarInt(
                "SELECT id FROM analyzers WHERE fingerprint = ?", [.text(identity.fingerprint)])
        else {
            throw DesignDebtError.runtime("The analyzer row could not be read back.")
        }
        return id
    }

    /// Marks runs a killed process left `running` as failed: only one
    /// collector runs at a time (the lock file), so none of them is live.
    func closeAbandonedRuns(repositoryID: Int64) throws {
        try database.run(
            "UPDATE runs SET status = 'failed', finished_at = coalesce(finished_at, started_at) WHERE repository_id = ? AND status = 'running'",
            [.integer(repositoryID)])
    }

    func beginRun(repositoryID: Int64, analyzerID: Int64, startedAt: String) throws -> Int64 {
        try database.run(
            "INSERT INTO runs (repository_id, analyzer_id, started_at, tool_version, status) VALUES (?, ?, ?, ?, 'running')",
            [.integer(repositoryID), .integer(analyzerID), .text(startedAt), .text(DesignDebtTool.version)])
        return database.lastInsertRowID
    }

    func finishRun(_ id: Int64, status: String, finishedAt: String, summary: CollectSummary) throws {
        try database.run(
            """
            UPDATE runs SET status = ?, finished_at = ?, commits_added = ?, commits_removed = ?, blobs_analyzed = ?,
                blobs_reused = ? WHERE id = ?
            """,
            [
                .text(status), .text(finishedAt), SQLValue(summary.commitsAdded), SQLValue(summary.commitsRemoved),
                SQLValue(summary.blobsAnalyzed), SQLValue(summary.blobsReused), .integer(id),
            ])
    }

    // MARK: Timeline

    struct StoredCommit {
        let id: Int64
        let seq: Int
        let sha: String
        let analyzerID: Int64
    }

    func timeline(repositoryID: Int64) throws -> [StoredCommit] {
        try database.rows(
            "SELECT id, seq, sha, analyzer_id FROM commits WHERE repository_id = ? ORDER BY seq",
            [.integer(repositoryID)]
        ).map { row in
            StoredCommit(
                id: row.int(0) ?? 0, seq: Int(row.int(1) ?? 0), sha: row.text(2) ?? "", analyzerID: row.int(3) ?? 0)
        }
    }

    /// Takes the commits after `seq` off the timeline (history was rewritten):
    /// their rows, rollups and merge lists go; intervals they opened go, and
    /// intervals they closed open again.
    func removeCommits(repositoryID: Int64, after seq: Int, runID: Int64, at time: String) throws -> Int {
        try database.transaction {
            // Kept, where they stood, off the timeline: nothing counts them.
            try database.run(
                """
                INSERT INTO left_commits (repository_id, sha, seq, parent_sha, author_name, authored_at, committed_at,
                    subject, left_at, run_id)
                SELECT repository_id, sha, seq, parent_sha, author_name, authored_at, committed_at, subject, ?, ?
                FROM commits WHERE repository_id = ? AND seq > ?
                ON CONFLICT (repository_id, sha) DO UPDATE SET seq = excluded.seq, left_at = excluded.left_at,
                    run_id = excluded.run_id
                """, [.text(time), .integer(runID), .integer(repositoryID), SQLValue(seq)])
            try database.run(
                "DELETE FROM file_versions WHERE repository_id = ? AND from_seq > ?",
                [.integer(repositoryID), SQLValue(seq)])
            try database.run(
                "UPDATE file_versions SET to_seq = NULL WHERE repository_id = ? AND to_seq >= ?",
                [.integer(repositoryID), SQLValue(seq)])
            try database.run(
                "DELETE FROM commits WHERE repository_id = ? AND seq > ?", [.integer(repositoryID), SQLValue(seq)])
            return database.changes
        }
    }

    /// Forgets, among the commits that left the branch, those it took back (they are on the
    /// timeline again): once per run, not per commit.
    func forgetReturnedCommits(repositoryID: Int64) throws {
        try database.run(
            """
            DELETE FROM left_commits WHERE repository_id = ? AND EXISTS (
                SELECT 1 FROM commits AS c WHERE c.repository_id = left_commits.repository_id AND c.sha = left_commits.sha)
            """, [.integer(repositoryID)])
    }

    /// The paths open at the end of the timeline and their blobs.
    func openFiles(repositoryID: Int64) throws -> [String: OpenFile] {
        var files: [String: OpenFile] = [:]
        let statement = try database.cachedStatement(
            """
            SELECT p.path, b.id, b.status, f.from_seq FROM file_versions f JOIN paths p ON p.id = f.path_id
            JOIN blobs b ON b.id = f.blob_id WHERE f.repository_id = ? AND f.to_seq IS NULL
            """)
        try statement.forEachRow([.integer(repositoryID)]) { row in
            files[row.text(0) ?? ""] = OpenFile(
                blobID: row.int(1), status: BlobStatus(rawValue: row.text(2) ?? "") ?? .ok, fromSeq: Int(row.int(3)))
        }
        return files
    }

    // MARK: Paths and blobs

    private var pathIDs: [String: Int64] = [:]

    func pathID(_ path: String) throws -> Int64 {
        if let id = pathIDs[path] { return id }
        try database.cachedStatement("INSERT INTO paths (path) VALUES (?) ON CONFLICT (path) DO NOTHING").run([
            .text(path)
        ])
        let rows = try database.cachedStatement("SELECT id FROM paths WHERE path = ?").rows([.text(path)])
        guard let id = rows.first?.int(0) else {
            throw DesignDebtError.runtime("The path row for '\(path)' could not be read back.")
        }
        pathIDs[path] = id
        return id
    }

    func hasBlobs() throws -> Bool {
        try database.scalarInt("SELECT EXISTS (SELECT 1 FROM blobs)") == 1
    }

    /// The stored blob with this sha: its id, status and whether `analyzerID` analyzed it.
    func blob(sha: String, analyzerID: Int64) throws -> (id: Int64, status: BlobStatus, analyzed: Bool)? {
        let rows = try database.cachedStatement(
            """
            SELECT b.id, b.status, EXISTS (SELECT 1 FROM blob_results a WHERE a.blob_id = b.id AND a.analyzer_id = ?)
            FROM blobs b WHERE b.sha = ?
            """
        ).rows([.integer(analyzerID), .text(sha)])
        guard let row = rows.first, let id = row.int(0) else { return nil }
        return (id, BlobStatus(rawValue: row.text(1) ?? "") ?? .ok, row.int(2) == 1)
    }

    /// Stores a blob's row, or replaces what an earlier run measured of it (absent then, or read
    /// under another configuration), and returns its id.
    ///
    /// Not one upsert with `RETURNING`: SQLite buffers returned rows in a temporary b-tree that
    /// it opens and closes at every run, which was half of this call's cost in a backfill.
    func insertBlob(sha: String, size: Int?, lines: Int?, status: BlobStatus) throws -> Int64 {
        try database.cachedStatement(
            "INSERT INTO blobs (sha, size, lines, status) VALUES (?, ?, ?, ?) ON CONFLICT (sha) DO NOTHING"
        ).run { row in
            row.bind(sha)
            row.bind(size)
            row.bind(lines)
            row.bind(status.rawValue)
        }
        if database.changes == 1 { return database.lastInsertRowID }
        try database.cachedStatement("UPDATE blobs SET size = ?, lines = ?, status = ? WHERE sha = ?").run { row in
            row.bind(size)
            row.bind(lines)
            row.bind(status.rawValue)
            row.bind(sha)
        }
        guard
            let id = try database.cachedStatement("SELECT id FROM blobs WHERE sha = ?").rows([.text(sha)]).first?.int(0)
        else {
            throw DesignDebtError.runtime("The blob row for \(sha) could not be read back.")
        }
        return id
    }

    /// Stores a blob's results under an analyzer, once: a second insert of the same pair changes nothing.
    func insertResults(blobID: Int64, analyzerID: Int64, _ results: BlobResults) throws {
        try database.cachedStatement(
            """
            INSERT INTO blob_results (
                blob_id, analyzer_id, findings, sites, finding_rows, site_rows, suppressed_rows, blocked_rows
            )
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """
        ).run { row in
            row.bind(blobID)
            row.bind(analyzerID)
            row.bind(results.findings)
            row.bind(results.sites)
            row.bind(results.findingRows)
            row.bind(results.siteRows)
            row.bind(results.suppressedRows)
            row.bind(results.blockedRows)
        }
    }

    /// Copies the results of the blob `sha` under `from` to the analyzer `to`, when `from` has
    /// them; its id and status, or nil when there was nothing to copy.
    func copyResults(sha: String, from: Int64, to: Int64) throws -> (id: Int64, status: BlobStatus)? {
        guard
            let row = try database.cachedStatement("SELECT id, status FROM blobs WHERE sha = ?").rows([.text(sha)])
                .first,
            let id = row.int(0)
        else { return nil }
        try database.cachedStatement(
            """
            INSERT INTO blob_results (
                blob_id, analyzer_id, findings, sites, finding_rows, site_rows, suppressed_rows, blocked_rows
            )
            SELECT blob_id, ?, findings, sites, finding_rows, site_rows, suppressed_rows, blocked_rows
            FROM blob_results WHERE blob_id = ? AND analyzer_id = ?
            ON CONFLICT DO NOTHING
            """
        ).run { statement in
            statement.bind(to)
            statement.bind(id)
            statement.bind(from)
        }
        guard database.changes == 1 else { return nil }
        return (id, BlobStatus(rawValue: row.text(1) ?? "") ?? .ok)
    }

    /// The rollup counters of a blob analyzed in an earlier run, rebuilt from
    /// its stored findings and inventory (the views) exactly as `RollupKey.counts` builds them.
    func rollupCounts(blobID: Int64, analyzerID: Int64) throws -> [RollupKey: Int] {
        var findings: [Finding] = []
        try database.cachedStatement("SELECT rule_id FROM findings WHERE blob_id = ? AND analyzer_id = ?")
            .forEachRow([.integer(blobID), .integer(analyzerID)]) { row in
                let rule = row.text(0) ?? ""
                let family = Family(rawValue: String(rule.prefix { $0 != "/" })) ?? .api
                findings.append(
                    Finding(
                        ruleID: rule, family: family, severity: .warning, line: 1, column: 1, message: "", snippet: ""))
            }
        var sites: [ScaleSite] = []
        try database.cachedStatement(
            "SELECT family, kind, value, value_text, on_scale FROM inventory WHERE blob_id = ? AND analyzer_id = ?"
        ).forEachRow([.integer(blobID), .integer(analyzerID)]) { row in
            sites.append(
                ScaleSite(
                    family: Family(rawValue: row.text(0) ?? "") ?? .spacing, site: "",
                    kind: ValueKind(rawValue: row.text(1) ?? "") ?? .expression,
                    value: row.isNull(2) ? nil : row.double(2), text: row.text(3) ?? "",
                    onScale: row.isNull(4) ? nil : row.int(4) == 1, line: 1, column: 1))
        }
        var suppressed: [String: Int] = [:]
        var blocked: [(rule: String, needs: String)] = []
        try database.cachedStatement(
            "SELECT suppressed_rows, blocked_rows FROM blob_results WHERE blob_id = ? AND analyzer_id = ?"
        ).forEachRow([.integer(blobID), .integer(analyzerID)]) { row in
            // Written by this tool a moment or a run ago; a row it cannot read counts nothing.
            let rows = (try? JSONParser.parse(Array((row.text(0) ?? "[]").utf8)))?.arrayValue ?? []
            for pair in rows {
                guard let fields = pair.arrayValue, fields.count == 2, let rule = fields[0].stringValue,
                    let count = fields[1].numberValue
                else { continue }
                suppressed[rule] = Int(count)
            }
            let blockedRows = (try? JSONParser.parse(Array((row.text(1) ?? "[]").utf8)))?.arrayValue ?? []
            for item in blockedRows {
                guard let fields = item.arrayValue, fields.count >= 2, let rule = fields[0].stringValue,
                    let needs = fields[1].stringValue
                else { continue }
                blocked.append((rule, needs))
            }
        }
        var counts = RollupKey.counts(of: FileAnalysis(sites: sites, findings: findings, suppressed: suppressed))
        for (key, count) in RollupKey.blockedTally(blocked) { counts[key, default: 0] += count }
        return counts
    }

    // MARK: Commits

    struct CommitRow {
        let repositoryID: Int64
        let record: CommitRecord
        let seq: Int
        let analyzerID: Int64
        let runID: Int64
        let rebaselined: Bool
    }

    func insertCommit(_ row: CommitRow) throws -> Int64 {
        let record = row.record
        try database.cachedStatement(
            """
            INSERT INTO commits (repository_id, sha, seq, parent_sha, author_name, author_email, authored_at,
                committed_at, subject, is_merge, analyzer_id, run_id, rebaselined, renames_read)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        ).run { values in
            values.bind(row.repositoryID)
            values.bind(record.sha)
            values.bind(row.seq)
            values.bind(record.parents.first)
            values.bind(record.authorName)
            values.bind(record.authorEmail)
            values.bind(record.authoredAt)
            values.bind(record.committedAt)
            values.bind(record.subject)
            values.bind(record.parents.count > 1)
            values.bind(row.analyzerID)
            values.bind(row.runID)
            values.bind(row.rebaselined)
            // Only a commit that deleted a Swift file and added one can have renamed one: the
            // others' renames are read already, as none.
            let changes = record.changes.lazy.filter { $0.path.hasSuffix(".swift") }
            values.bind(!(changes.contains { $0.isDeletion } && changes.contains { $0.status == "A" }))
        }
        return database.lastInsertRowID
    }

    /// Ends the interval the path opened at `fromSeq` after commit `lastSeq`.
    func closeFile(repositoryID: Int64, pathID: Int64, fromSeq: Int, lastSeq: Int) throws {
        try database.cachedStatement(
            "UPDATE file_versions SET to_seq = ? WHERE repository_id = ? AND path_id = ? AND from_seq = ?"
        ).run { row in
            row.bind(lastSeq)
            row.bind(repositoryID)
            row.bind(pathID)
            row.bind(fromSeq)
        }
        guard database.changes == 1 else {
            throw DesignDebtError.runtime(
                "The open interval of path \(pathID) from commit \(fromSeq) is not in the database.")
        }
    }

    func openFile(repositoryID: Int64, pathID: Int64, blobID: Int64, fromSeq: Int) throws {
        try database.cachedStatement(
            "INSERT INTO file_versions (repository_id, path_id, blob_id, from_seq) VALUES (?, ?, ?, ?)"
        ).run { row in
            row.bind(repositoryID)
            row.bind(pathID)
            row.bind(blobID)
            row.bind(fromSeq)
        }
    }

    func insertRollups(commitID: Int64, _ deltas: [(key: RollupKey, delta: Int)]) throws {
        let statement = try database.cachedStatement(
            "INSERT INTO commit_rollups (commit_id, key_kind, key, delta) VALUES (?, ?, ?, ?)")
        for (key, delta) in deltas where delta != 0 {
            try statement.run { row in
                row.bind(commitID)
                row.bind(key.kind)
                row.bind(key.key)
                row.bind(delta)
            }
        }
    }

    /// Stores what a rebaselined commit's change of analyzer moved (`rebaseline_deltas`), its
    /// total always, so the commit reads as measured apart even when the new analyzer moved nothing.
    func insertRebaselineDeltas(commitID: Int64, _ deltas: [RollupKey: Int]) throws {
        let statement = try database.cachedStatement(
            "INSERT INTO rebaseline_deltas (commit_id, key_kind, key, delta) VALUES (?, ?, ?, ?)")
        var rows = deltas.filter { $0.value != 0 }
        rows[RollupKey("total", ""), default: 0] += 0
        for (key, delta) in rows {
            try statement.run { row in
                row.bind(commitID)
                row.bind(key.kind)
                row.bind(key.key)
                row.bind(delta)
            }
        }
    }

    // MARK: Filling in blobs that were missing

    /// The blobs recorded `missing` that a path of the repository held at some point.
    func missingBlobs(repositoryID: Int64) throws -> [(id: Int64, sha: String)] {
        // Most databases have none: one look at the blobs says so before any interval is read.
        guard try database.scalarInt("SELECT EXISTS (SELECT 1 FROM blobs WHERE status = 'missing')") == 1 else {
            return []
        }
        return try database.rows(
            """
            SELECT DISTINCT b.id, b.sha FROM file_versions AS f JOIN blobs AS b ON b.id = f.blob_id
            WHERE f.repository_id = ? AND b.status = 'missing' ORDER BY b.id
            """, [.integer(repositoryID)]
        ).map { ($0.int(0) ?? 0, $0.text(1) ?? "") }
    }

    /// The analyzers the repository's stored commits were measured with.
    func analyzers(repositoryID: Int64) throws -> [Int64] {
        try database.rows(
            "SELECT DISTINCT analyzer_id FROM commits WHERE repository_id = ? ORDER BY analyzer_id",
            [.integer(repositoryID)]
        ).compactMap { $0.int(0) }
    }

    /// Where paths of the repository held a blob: the path, the first commit and the last (nil: still).
    func intervals(repositoryID: Int64, blobID: Int64) throws -> [(path: String, from: Int, through: Int?)] {
        try database.rows(
            """
            SELECT p.path, f.from_seq, f.to_seq FROM file_versions AS f JOIN paths AS p ON p.id = f.path_id
            WHERE f.repository_id = ? AND f.blob_id = ? ORDER BY f.from_seq, p.path
            """, [.integer(repositoryID), .integer(blobID)]
        ).map { ($0.text(0) ?? "", Int($0.int(1) ?? 0), $0.int(2).map { Int($0) }) }
    }

    func commitID(repositoryID: Int64, seq: Int) throws -> Int64? {
        try database.scalarInt(
            "SELECT id FROM commits WHERE repository_id = ? AND seq = ?", [.integer(repositoryID), SQLValue(seq)])
    }

    /// Adds deltas to a stored commit's rollups; a counter that comes to zero goes, as a commit
    /// stores none.
    func addRollups(commitID: Int64, _ deltas: [(key: RollupKey, delta: Int)]) throws {
        for (key, delta) in deltas where delta != 0 {
            try database.run(
                """
                INSERT INTO commit_rollups (commit_id, key_kind, key, delta) VALUES (?, ?, ?, ?)
                ON CONFLICT (commit_id, key_kind, key) DO UPDATE SET delta = delta + excluded.delta
                """, [.integer(commitID), .text(key.kind), .text(key.key), SQLValue(delta)])
        }
        try database.run("DELETE FROM commit_rollups WHERE commit_id = ? AND delta = 0", [.integer(commitID)])
    }

    /// Adds deltas to a stored commit's skipped files, as `addRollups` does.
    func addSkipped(commitID: Int64, _ deltas: [String: Int]) throws {
        for (reason, delta) in deltas where delta != 0 {
            try database.run(
                """
                INSERT INTO skipped_files (commit_id, reason, delta) VALUES (?, ?, ?)
                ON CONFLICT (commit_id, reason) DO UPDATE SET delta = delta + excluded.delta
                """, [.integer(commitID), .text(reason), SQLValue(delta)])
        }
        try database.run("DELETE FROM skipped_files WHERE commit_id = ? AND delta = 0", [.integer(commitID)])
    }

    // MARK: Joining older history (a deepened shallow clone)

    func branch(repositoryID: Int64) throws -> String? {
        try database.rows("SELECT branch FROM repositories WHERE id = ?", [.integer(repositoryID)]).first?.text(0)
    }

    /// The sha of the last stored commit of the timeline, if any.
    func lastCommitSHA(repositoryID: Int64) throws -> String? {
        try database.rows(
            "SELECT sha FROM commits WHERE repository_id = ? ORDER BY seq DESC LIMIT 1", [.integer(repositoryID)]
        ).first?.text(0)
    }

    /// The first stored commit: its id, sha and parent (nil when it was stored as a root).
    func firstCommit(repositoryID: Int64) throws -> (id: Int64, sha: String, parent: String?)? {
        try database.rows(
            "SELECT id, sha, parent_sha FROM commits WHERE repository_id = ? AND seq = 1", [.integer(repositoryID)]
        ).first.map { ($0.int(0) ?? 0, $0.text(1) ?? "", $0.text(2)) }
    }

    /// Removes a repository's row and everything stored for it, in one transaction.
    func removeRepository(root: String, branch: String) throws {
        guard
            let id = try database.scalarInt(
                "SELECT id FROM repositories WHERE root = ? AND branch = ?", [.text(root), .text(branch)])
        else { return }
        try database.transaction {
            for table in ["file_versions", "commits", "left_commits", "runs"] {
                try database.run("DELETE FROM \(table) WHERE repository_id = ?", [.integer(id)])
            }
            try database.run("DELETE FROM repositories WHERE id = ?", [.integer(id)])
        }
    }

    /// Joins the timeline of `older` (commits up to `parent`) before the timeline of `repositoryID`,
    /// whose first commit `firstCommitID` was stored as a root; returns how many commits came
    /// before it. The caller's transaction makes it one step.
    func join(older: Int64, before repositoryID: Int64, firstCommitID: Int64, parent: String) throws -> Int {
        let count = Int(
            try database.scalarInt("SELECT count(*) FROM commits WHERE repository_id = ?", [.integer(older)]) ?? 0)
        let shift = SQLValue(count)
        let scratch: [SQLValue] = [.integer(older)]
        // The first commit counted every file as added: it now counts what changed since its parent,
        // whose totals are the older commits' deltas summed.
        let totals = try database.rows(
            """
            SELECT r.key_kind, r.key, sum(r.delta) FROM commit_rollups AS r JOIN commits AS c ON c.id = r.commit_id
            WHERE c.repository_id = ? GROUP BY r.key_kind, r.key
            """, scratch
        ).map { (key: RollupKey($0.text(0) ?? "", $0.text(1) ?? ""), delta: -Int($0.int(2) ?? 0)) }
        try addRollups(commitID: firstCommitID, totals)
        let skipped = try database.rows(
            """
            SELECT s.reason, sum(s.delta) FROM skipped_files AS s JOIN commits AS c ON c.id = s.commit_id
            WHERE c.repository_id = ? GROUP BY s.reason
            """, scratch)
        try addSkipped(
            commitID: firstCommitID,
            Dictionary(uniqueKeysWithValues: skipped.map { ($0.text(0) ?? "", -Int($0.int(1) ?? 0)) }))
        // The stored timeline moves up (through negative values: positions stay unique at every row).
        let stored: [SQLValue] = [.integer(repositoryID)]
        try database.run("UPDATE commits SET seq = -seq WHERE repository_id = ?", stored)
        try database.run("UPDATE commits SET seq = ? - seq WHERE repository_id = ?", [shift] + stored)
        try database.run(
            "UPDATE file_versions SET from_seq = -(from_seq + ?), to_seq = to_seq + ? WHERE repository_id = ?",
            [shift, shift] + stored)
        try database.run(
            "UPDATE file_versions SET from_seq = -from_seq WHERE repository_id = ? AND from_seq < 0", stored)
        try database.run("UPDATE left_commits SET seq = seq + ? WHERE repository_id = ?", [shift] + stored)
        // A file the parent held goes on in one interval when the first commit kept its blob; else its
        // interval ends at the parent.
        let held = try database.rows(
            "SELECT path_id, blob_id, from_seq FROM file_versions WHERE repository_id = ? AND to_seq IS NULL", scratch)
        for file in held {
            let path = SQLValue.integer(file.int(0) ?? 0)
            let from = SQLValue.integer(file.int(2) ?? 0)
            try database.run(
                """
                UPDATE file_versions SET from_seq = ?
                WHERE repository_id = ? AND path_id = ? AND from_seq = ? + 1 AND blob_id = ?
                """, [from, .integer(repositoryID), path, shift, .integer(file.int(1) ?? 0)])
            if database.changes == 1 {
                try database.run(
                    "DELETE FROM file_versions WHERE repository_id = ? AND path_id = ? AND from_seq = ?",
                    [.integer(older), path, from])
            } else {
                try database.run(
                    "UPDATE file_versions SET to_seq = ? WHERE repository_id = ? AND path_id = ? AND from_seq = ?",
                    [shift, .integer(older), path, from])
            }
        }
        try database.run("UPDATE file_versions SET repository_id = ? WHERE repository_id = ?", stored + scratch)
        try database.run("UPDATE commits SET repository_id = ? WHERE repository_id = ?", stored + scratch)
        try database.run("UPDATE commits SET parent_sha = ? WHERE id = ?", [.text(parent), .integer(firstCommitID)])
        try database.run("DELETE FROM repositories WHERE id = ?", scratch)
        return count
    }

    func insertSkipped(commitID: Int64, _ deltas: [String: Int]) throws {
        let statement = try database.cachedStatement(
            "INSERT INTO skipped_files (commit_id, reason, delta) VALUES (?, ?, ?)")
        for (reason, delta) in deltas.sorted(by: { $0.key < $1.key }) where delta != 0 {
            try statement.run([.integer(commitID), .text(reason), SQLValue(delta)])
        }
    }

    func insertMergedCommits(commitID: Int64, _ commits: [MergedCommit]) throws {
        let statement = try database.cachedStatement(
            "INSERT INTO merged_commits (commit_id, sha, author_name, authored_at, subject) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"
        )
        for commit in commits {
            try statement.run([
                .integer(commitID), .text(commit.sha), .text(commit.authorName), .text(commit.authoredAt),
                .text(commit.subject),
            ])
        }
    }

    /// Skipped files by reason after commit `seq`, as stored.
    func skippedTotals(repositoryID: Int64, throughSeq seq: Int) throws -> [String: Int] {
        var totals: [String: Int] = [:]
        try database.cachedStatement(
            """
            SELECT s.reason, sum(s.delta) FROM skipped_files s JOIN commits c ON c.id = s.commit_id
            WHERE c.repository_id = ? AND c.seq <= ? GROUP BY s.reason HAVING sum(s.delta) != 0
            """
        ).forEachRow([.integer(repositoryID), SQLValue(seq)]) { row in
            totals[row.text(0) ?? ""] = Int(row.int(1))
        }
        return totals
    }

    /// Totals of every rollup key at the timeline's end (for checks and the summary).
    func totals(repositoryID: Int64, throughSeq seq: Int) throws -> [RollupKey: Int] {
        var totals: [RollupKey: Int] = [:]
        try database.cachedStatement(
            """
            SELECT r.key_kind, r.key, sum(r.delta) FROM commit_rollups r JOIN commits c ON c.id = r.commit_id
            WHERE c.repository_id = ? AND c.seq <= ? GROUP BY r.key_kind, r.key HAVING sum(r.delta) != 0
            """
        ).forEachRow([.integer(repositoryID), SQLValue(seq)]) { row in
            totals[RollupKey(row.text(0) ?? "", row.text(1) ?? "")] = Int(row.int(2))
        }
        return totals
    }
}

/// Why a blob's content was not analyzed, or `ok`.
public enum BlobStatus: String, Sendable {
    case ok, missing, binary
    case notUTF8 = "not_utf8"
    case tooLarge = "too_large"
    case generated

    /// The summary's skip reason for a blob that was not analyzed.
    var skipReason: String? {
        switch self {
        case .ok: return nil
        case .missing: return "missing"
        case .binary: return SkipReason.binary.rawValue
        case .notUTF8: return SkipReason.notUTF8.rawValue
        case .tooLarge: return SkipReason.tooLarge.rawValue
        case .generated: return SkipReason.generatedHeader.rawValue
        }
    }
}

/// A path open at the end of the timeline.
struct OpenFile {
    let blobID: Int64
    let status: BlobStatus
    /// The commit whose interval for the path is open.
    let fromSeq: Int
}

/// A commit a merge brought to the first-parent line.
public struct MergedCommit: Sendable {
    public let sha: String
    public let authorName: String
    public let authoredAt: String
    public let subject: String
}
