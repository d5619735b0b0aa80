import DebtDemo
import DebtStore
import DesignDebt
import Dispatch
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// docs/history.md, "Whole commits only": a `designdebt collect` killed at any moment leaves whole
/// commits only, `PRAGMA integrity_check` says ok, and the next run resumes after the last stored commit.
///
/// The real executable is started and killed with `SIGKILL`, again and again, until a run gets to finish
/// on its own. After every kill the database must hold the first commits of the timeline with no gap,
/// each with exactly what an uninterrupted collect stored for it, and the files open at the last one;
/// at the end, all of it, and every killed run marked `failed`.
@Suite struct KillResumeTests {
    /// Sixteen chunks of commits (`Collector.chunkSize` is 64): a run stores its commits chunk by chunk, so
    /// a kill after the first chunk and before the last leaves part of the timeline. A debug build
    /// collects it in two to five seconds.
    static let history = DemoHistory.Options(commits: 1_000, files: 20)

    @Test(.timeLimit(.minutes(3))) func aKilledCollectLeavesWholeCommitsAndTheNextRunResumes() throws {
        let binary = try designdebtExecutable()
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        _ = try DemoHistory(options: Self.history).generate(into: repository.path)
        // A first collect of `main` spends most of its time analyzing blobs, so kills land there. A second
        // branch at the same tip reuses every blob analyzed for `main`: its runs are mostly commit
        // transactions, and kills land in and between them.
        _ = try repository.git("branch", "mirror", "main")
        let folder = repository.path + "/.designdebt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let reference = folder + "/reference.sqlite"
        let killed = folder + "/killed.sqlite"
        for branch in ["main", "mirror"] {
            let started = DispatchTime.now()
            let uninterrupted = try CollectRun(binary, repository: repository.path, database: reference, branch: branch)
            #expect(!uninterrupted.killed(after: 120))
            try uninterrupted.requireSuccess()
            let fullRun = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let expected = try StoreState(copyOf: reference, branch: branch)
            #expect(expected.seqs.count == Self.history.commits)

            // Each start is killed after `delay`. A run that stored nothing new gets half as long again
            // next time; one that did gets as long again, and starts further on. Some run ends on its own.
            var delay = fullRun / 10
            var kills = 0
            var midRun = 0
            var abandonedRuns: [Int64] = []
            var stored = 0
            var finished = false
            while !finished && kills < 40 {
                let run = try CollectRun(binary, repository: repository.path, database: killed, branch: branch)
                guard run.killed(after: delay) else {
                    // Also fails when the lock a killed run held kept this one out.
                    try run.requireSuccess()
                    finished = true
                    continue
                }
                kills += 1
                let context = "\(branch), kill \(kills) after \(String(format: "%.2f", delay)) s"
                let state = try StoreState(copyOf: killed, branch: branch)
                expect(state, isAPrefixOf: expected, context)
                let running = state.runs.filter { $0.status == "running" }
                if state.seqs.count > stored && state.seqs.count < expected.seqs.count {
                    // Mid-run: this run had stored commits and had more to store.
                    midRun += 1
                    #expect(running.count == 1, "\(context): the killed run should say 'running': \(state.runs)")
                }
                abandonedRuns += running.map(\.id)
                if state.seqs.count == stored { delay *= 1.5 }
                stored = state.seqs.count
            }
            #expect(finished, "\(branch): no collect finished on its own in \(kills) starts")
            // Not vacuous: some kill stopped a run between its first stored commit and its last.
            #expect(midRun >= 1, "\(branch): none of \(kills) kills landed mid-run (a full run took \(fullRun) s)")

            let final = try StoreState(copyOf: killed, branch: branch)
            expect(final, isAPrefixOf: expected, "\(branch), resumed to the end")
            #expect(final.seqs.count == expected.seqs.count)
            #expect(final.runs.last?.status == "ok")
            // The next run marked each killed one failed.
            #expect(final.runs.filter { $0.status == "failed" }.map(\.id) == abandonedRuns, "\(final.runs)")
        }
    }

    /// Expects the database to be sound and to hold the first commits an uninterrupted collect stored, as
    /// that collect stored them, naming the first line that differs.
    private func expect(
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
}

/// SIGTERM (a CI runner's timeout) and SIGINT (Ctrl-C) are asked, not forced: the collect stops
/// before its next commit, says so in one line, exits 128 + the signal, and the next run resumes.
@Suite struct StopSignalTests {
    @Test(.timeLimit(.minutes(3))) func aSignalledCollectStopsBetweenCommitsAndSaysSo() throws {
        let binary = try designdebtExecutable()
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        _ = try DemoHistory(options: Self.history).generate(into: repository.path)
        let folder = repository.path + "/.designdebt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/history.sqlite"
        var stored = 0
        var stops = 0
        for (signal, status, name) in [(SIGTERM, Int32(143), "SIGTERM"), (SIGINT, Int32(130), "SIGINT")] {
            let run = try CollectRun(binary, repository: repository.path, database: database, branch: "main")
            let (exit, errors) = run.signalled(signal, after: 0.3)
            // Ended before the signal, or after its last commit: there was nothing left to stop.
            guard let exit, exit != 0 else { continue }
            stops += 1
            #expect(exit == status, "\(errors)")
            let state = try StoreState(copyOf: database, branch: "main")
            #expect(state.integrity == ["ok"])
            #expect(state.seqs == Array(1...max(1, state.seqs.count)) || state.seqs.isEmpty, "whole commits, no gap")
            let added = state.seqs.count - stored
            #expect(
                errors.contains(
                    "Stopped by \(name) after \(added) new commit\(added == 1 ? "" : "s"), each stored whole; the next collect resumes from there."
                ), "\(errors)")
            #expect(state.runs.last?.status == "failed", "ended, not left running")
            stored = state.seqs.count
        }
        #expect(stops > 0, "a run was stopped by a signal")
        let last = try CollectRun(binary, repository: repository.path, database: database, branch: "main")
        #expect(!last.killed(after: 120))
        try last.requireSuccess()
        #expect(try StoreState(copyOf: database, branch: "main").seqs.count == Self.history.commits)
    }

    /// Long enough that a signal after 0.3 s finds the run writing commits.
    static let history = DemoHistory.Options(commits: 3_000, files: 20)
}

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
private final class CollectRun {
    private let process = Process()
    private let errors: String
    private let errorHandle: FileHandle
    private let exited = DispatchSemaphore(value: 0)

    init(_ binary: URL, repository: String, database: String, branch: String) throws {
        process.executableURL = binary
        process.arguments = ["collect", "--repo", repository, "--db", database, "--branch", branch]
        errors = database + ".stderr"
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
    }

    /// Sends `SIGKILL` unless the run exits within `seconds`; true when the signal is what ended it (a
    /// run that exits just before it arrives finished on its own).
    func killed(after seconds: Double) -> Bool {
        let sent = exited.wait(timeout: .now() + seconds) == .timedOut
        if sent {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? errorHandle.close()
        return sent && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    /// Sends `signal` unless the run exits within `seconds`; its exit status (nil when it ended on
    /// its own first) and what it printed on stderr.
    func signalled(_ signal: Int32, after seconds: Double) -> (status: Int32?, errors: String) {
        let sent = exited.wait(timeout: .now() + seconds) == .timedOut
        if sent { kill(process.processIdentifier, signal) }
        process.waitUntilExit()
        try? errorHandle.close()
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        return (sent && process.terminationReason == .exit ? process.terminationStatus : nil, message)
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
private struct StoreState {
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
        runs = try db.rows(
            """
            SELECT r.id, r.status FROM runs r JOIN repositories p ON p.id = r.repository_id
            WHERE p.branch = :branch ORDER BY r.id
            """, branch
        ).map { ($0.int(0) ?? 0, $0.text(1) ?? "") }
    }
}
