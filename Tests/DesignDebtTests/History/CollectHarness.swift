import DebtDemo
import DebtStore
import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// What the reliability harnesses share: the real executable, a collect run as a child process,
// and what a history database holds, read from a copy.

/// The `designdebt` executable SwiftPM builds beside the test bundle: DesignDebtTests depends on it.
func designdebtExecutable() throws -> URL {
    // On Linux the tests run in the bundle's own executable; on macOS `xctest` loads the bundle.
    var folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        .map { $0.deletingLastPathComponent() }
    if let main = Bundle.main.executableURL {
        folders.append(main.resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let found = folders.map { $0.appendingPathComponent("designdebt") }.first { candidate in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder) && !isFolder.boolValue
            && FileManager.default.isExecutableFile(atPath: candidate.path)
    }
    return try #require(
        found,
        """
        No 'designdebt' executable beside the test bundle (looked in \(folders.map(\.path))); \
        'swift test' builds it because DesignDebtTests depends on it in Package.swift.
        """)
}

/// One `designdebt collect` child process. Its standard error goes to a file, quoted when it fails.
final class CollectRun {
    private let process = Process()
    private let errors: String
    private let errorHandle: FileHandle
    private let exited = DispatchSemaphore(value: 0)

    init(_ binary: URL, repository: String, database: String, branch: String, extra: [String] = []) throws {
        process.executableURL = binary
        process.arguments = ["collect", "--repo", repository, "--db", database, "--branch", branch] + extra
        errors = database + ".\(UUID().uuidString.prefix(8)).stderr"
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
    }

    /// A collect run to its end: its wall time in seconds; fails the test unless it exited 0.
    static func timed(_ binary: URL, repository: String, database: String, branch: String) throws -> Double {
        let started = DispatchTime.now()
        let run = try CollectRun(binary, repository: repository, database: database, branch: branch)
        run.process.waitUntilExit()
        try? run.errorHandle.close()
        try run.requireSuccess()
        return Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    }

    /// Sends `signal` unless the run exits within `seconds`. Nil when the run ended on its own (it
    /// exited before the signal, or finished its last commit as it came); else how it ended: its exit
    /// status (nil when the signal killed it) and what it printed on stderr.
    func stopped(by signal: Int32, after seconds: Double) -> (status: Int32?, errors: String)? {
        let sent = exited.wait(timeout: .now() + seconds) == .timedOut
        if sent { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        try? errorHandle.close()
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        guard sent else { return nil }
        if process.terminationReason == .uncaughtSignal { return (nil, message) }
        return process.terminationStatus == 0 ? nil : (process.terminationStatus, message)
    }

    /// Whether the run has ended.
    var hasEnded: Bool { !process.isRunning }

    /// Waits for the run to end on its own.
    func wait() {
        process.waitUntilExit()
        try? errorHandle.close()
    }

    /// How the run ended, once it has: its exit status (the signal's number when one ended it) and
    /// what it printed on stderr.
    func ending() -> (status: Int32, errors: String) {
        (process.terminationStatus, (try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")
    }

    /// Fails the test, quoting the run's standard error, unless it exited 0.
    func requireSuccess(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let ending = process.terminationReason == .exit ? "exit code" : "signal"
        try #require(
            process.terminationReason == .exit && process.terminationStatus == 0,
            "designdebt collect ended with \(ending) \(process.terminationStatus): \(message)",
            sourceLocation: sourceLocation)
    }
}

/// What a history database holds for one branch, read from a copy of its files: the next run must meet
/// them exactly as a kill left them, write-ahead log included, not checkpointed by the test.
struct StoreState {
    /// `PRAGMA integrity_check`'s answer. A file the killed run never created is an empty database.
    var integrity = ["ok"]
    var foreignKeyErrors = 0
    var seqs: [Int] = []
    /// One line per commit in seq order: seq, sha, parent, flags, then every rollup delta, skipped-file
    /// delta and merged commit stored with it.
    var timeline: [String] = []
    /// Which blob each path held from which seq through which (nil: still holds it), by path and seq.
    var files: [(path: String, blob: String, from: Int, through: Int?)] = []
    var runs: [(id: Int64, status: String)] = []
    /// Every row of every table that holds results, one line each, table by table: ids are replaced by
    /// what they stand for (a commit's or a blob's sha, a path, an analyzer's fingerprint), so two
    /// databases that stored the same history in different runs read alike. Runs are bookkeeping of
    /// the process, not results, and are left out with the columns that point at them.
    var results: [String] = []

    /// Tables whose rows are named by one of their columns rather than by their id.
    private static let naturalKeys = [
        "commits": "sha", "blobs": "sha", "paths": "path", "analyzers": "fingerprint",
        "repositories": "root || ' ' || branch",
    ]

    /// `results` of `db`: each table's rows, sorted, with foreign ids resolved.
    private static func dumpResults(_ db: Database) throws -> [String] {
        let tables = try db.rows(
            """
            SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                AND name NOT IN ('runs', 'schema_migrations') ORDER BY name
            """
        ).compactMap { $0.text(0) }
        var lines: [String] = []
        for table in tables {
            // A table's own integer key is a row number, not a result (a rule's text id is one).
            let columns = try db.rows("SELECT name, pk = 1 AND type = 'INTEGER' FROM pragma_table_info('\(table)')")
                .map { (name: $0.text(0) ?? "", isRowNumber: $0.int(1) == 1) }
            var references: [String: String] = [:]
            for key in try db.rows("SELECT \"from\", \"table\" FROM pragma_foreign_key_list('\(table)')") {
                references[key.text(0) ?? ""] = key.text(1) ?? ""
            }
            let selected: [String] = columns.compactMap { column in
                if column.isRowNumber { return nil }
                if references[column.name] == "runs" { return nil }
                if let target = references[column.name] {
                    let natural = naturalKeys[target] ?? "id"
                    return "quote((SELECT \(natural) FROM \(target) WHERE \(target).id = t.\"\(column.name)\"))"
                }
                return "quote(t.\"\(column.name)\")"
            }
            guard !selected.isEmpty else { continue }
            let row = selected.joined(separator: " || ' | ' || ")
            let rows = try db.rows("SELECT \(row) FROM \"\(table)\" t").map { $0.text(0) ?? "NULL" }
            lines += rows.sorted().map { "\(table): \($0)" }
        }
        return lines
    }

    /// The file intervals, one line each, as they stood after commit `seq`: none opened later, none
    /// closed yet that closed later.
    func intervals(through seq: Int) -> [String] {
        files.filter { $0.from <= seq }.map { file in
            let through = file.through.flatMap { $0 < seq ? String($0) : nil } ?? "open"
            return "\(file.path) \(file.blob) \(file.from)...\(through)"
        }
    }

    /// Every interval, one line each, as it stands.
    var intervals: [String] { intervals(through: Int.max) }

    init(copyOf database: String, branch: String) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: database) else { return }
        let copy = database + ".copy"
        func removeCopy() {
            for suffix in ["", "-wal", "-shm"] { try? manager.removeItem(atPath: copy + suffix) }
        }
        removeCopy()
        defer { removeCopy() }
        // Without the shared-memory index, opening rebuilds it from the log: committed frames only.
        for suffix in ["", "-wal"] where manager.fileExists(atPath: database + suffix) {
            try manager.copyItem(atPath: database + suffix, toPath: copy + suffix)
        }
        let db = try Database(path: copy, mode: .readWrite)
        defer { db.close() }
        integrity = try db.rows("PRAGMA integrity_check").map { $0.text(0) ?? "" }
        foreignKeyErrors = try db.rows("PRAGMA foreign_key_check").count
        // Killed before the first migration committed: no tables yet.
        guard try db.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'commits'") == 1 else { return }
        let branch: [String: SQLValue] = ["branch": .text(branch)]
        let commits = try db.rows(
            """
            SELECT c.seq, c.sha, c.parent_sha, c.is_merge, c.rebaselined
            FROM commits c JOIN repositories p ON p.id = c.repository_id WHERE p.branch = :branch ORDER BY c.seq
            """, branch)
        let parts = try db.rows(
            """
            SELECT c.seq, 'rollup ' || r.key_kind || ' ' || r.key || ' ' || r.delta
            FROM commits c JOIN repositories p ON p.id = c.repository_id JOIN commit_rollups r ON r.commit_id = c.id
            WHERE p.branch = :branch
            UNION ALL
            SELECT c.seq, 'skipped ' || s.reason || ' ' || s.delta
            FROM commits c JOIN repositories p ON p.id = c.repository_id JOIN skipped_files s ON s.commit_id = c.id
            WHERE p.branch = :branch
            UNION ALL
            SELECT c.seq, 'merged ' || m.sha
            FROM commits c JOIN repositories p ON p.id = c.repository_id JOIN merged_commits m ON m.commit_id = c.id
            WHERE p.branch = :branch
            ORDER BY 1, 2
            """, branch)
        var partsBySeq: [Int64: [String]] = [:]
        for part in parts { partsBySeq[part.int(0) ?? 0, default: []].append(part.text(1) ?? "") }
        seqs = commits.map { Int($0.int(0) ?? 0) }
        timeline = commits.map { commit in
            let seq = commit.int(0) ?? 0
            let head =
                "\(seq) \(commit.text(1) ?? "") parent \(commit.text(2) ?? "none") merge \(commit.int(3) ?? -1)"
                + " rebaselined \(commit.int(4) ?? -1)"
            return ([head] + (partsBySeq[seq] ?? [])).joined(separator: "; ")
        }
        files = try db.rows(
            """
            SELECT pa.path, b.sha, f.from_seq, f.to_seq
            FROM file_versions f JOIN repositories p ON p.id = f.repository_id JOIN paths pa ON pa.id = f.path_id
                JOIN blobs b ON b.id = f.blob_id
            WHERE p.branch = :branch ORDER BY pa.path, f.from_seq
            """, branch
        ).map { ($0.text(0) ?? "", $0.text(1) ?? "", Int($0.int(2) ?? 0), $0.int(3).map { Int($0) }) }
        results = try Self.dumpResults(db)
        runs = try db.rows(
            """
            SELECT r.id, r.status FROM runs r JOIN repositories p ON p.id = r.repository_id
            WHERE p.branch = :branch ORDER BY r.id
            """, branch
        ).map { ($0.int(0) ?? 0, $0.text(1) ?? "") }
    }
}

extension DemoRepositoryFolder {
    /// A generated history in a new folder, and its `.designdebt` folder, where the harnesses keep
    /// their databases.
    static func generated(_ options: DemoHistory.Options) throws -> (repository: DemoRepositoryFolder, folder: String) {
        let repository = try DemoRepositoryFolder()
        _ = try DemoHistory(options: options).generate(into: repository.path)
        let folder = repository.path + "/.designdebt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return (repository, folder)
    }
}

/// How hard the reliability harnesses push: `make test` runs small histories and a dozen stops;
/// `make soak` sets `DESIGNDEBT_SOAK=1` for the full figures, which each harness prints in one line.
struct SoakScale {
    let isSoak: Bool

    static let current = SoakScale(isSoak: ProcessInfo.processInfo.environment["DESIGNDEBT_SOAK"] == "1")

    /// The history the stop harness backfills, once per branch.
    var killHistory: DemoHistory.Options {
        isSoak ? DemoHistory.Options(commits: 3_000, files: 30) : DemoHistory.Options(commits: 1_000, files: 20)
    }
    /// The history collected while readers read.
    var readersHistory: DemoHistory.Options {
        isSoak ? DemoHistory.Options(commits: 5_000, files: 60) : DemoHistory.Options(commits: 1_500, files: 30)
    }
    /// Rounds of two collects started together.
    var writerRounds: Int { isSoak ? 40 : 6 }
    /// Stops aimed at per branch, and the fewest that must land over both.
    var stopsPerBranch: Int { isSoak ? 60 : 10 }
    var minimumStops: Int { isSoak ? 50 : 12 }

    /// Prints a harness's figures where `make soak` collects them.
    func report(_ line: String) {
        print("reliability figures: \(line)")
    }
}

/// Expects the database to be sound and to hold the first commits an uninterrupted collect stored, as
/// that collect stored them, naming the first line that differs.
func expect(
    _ state: StoreState, isAPrefixOf expected: StoreState, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let count = state.seqs.count
    #expect(state.integrity == ["ok"], "\(context)", sourceLocation: sourceLocation)
    #expect(state.foreignKeyErrors == 0, "\(context)", sourceLocation: sourceLocation)
    #expect(state.seqs == Array(1..<count + 1), "\(context): seq has a gap", sourceLocation: sourceLocation)
    #expect(count <= expected.seqs.count, "\(context)", sourceLocation: sourceLocation)
    let comparisons = [
        ("commit", state.timeline, Array(expected.timeline.prefix(count))),
        ("file interval", state.intervals, expected.intervals(through: count)),
    ]
    for (what, stored, wanted) in comparisons {
        let line = { (lines: [String], index: Int) in lines.indices.contains(index) ? lines[index] : "nothing" }
        let lines = 0..<max(stored.count, wanted.count)
        guard let index = lines.first(where: { line(stored, $0) != line(wanted, $0) }) else { continue }
        let message =
            "\(context): \(what) \(index + 1) is \(line(stored, index)); after \(count) commits an uninterrupted "
            + "collect has \(line(wanted, index))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    // Runs before this one were marked failed when it started: only it may still say 'running'.
    let running = state.runs.filter { $0.status == "running" }
    #expect(
        running.allSatisfy { $0.id == state.runs.last?.id }, "\(context): \(state.runs)",
        sourceLocation: sourceLocation)
}
