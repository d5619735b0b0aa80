import DebtDemo
import Dispatch
import Foundation
import Testing

/// DESIGN.md, "Reports read while a collect writes (WAL)": every reading command, run again and
/// again while a backfill writes, succeeds, never waits past the busy timeout, and never sees a
/// commit half stored: the timeline's running total of findings at the last commit it shows equals
/// a fresh count of the findings in the files open at that commit, read in the same statement.
@Suite struct ReadersDuringWritesTests {
    /// The busy timeout readers open the database with (`Database.init`'s default, milliseconds).
    static let busyTimeout = 5.0

    @Test(.timeLimit(.minutes(30))) func readersNeverFailWaitOrSeeAHalfStoredCommit() throws {
        let scale = SoakScale.current
        let binary = try designdebtExecutable()
        let (repository, folder) = try DemoRepositoryFolder.generated(scale.readersHistory)
        defer { repository.remove() }
        let database = folder + "/history.sqlite"
        let check = folder + "/consistent.sql"
        try """
        SELECT t.seq, t.findings AS running,
            (SELECT count(*) FROM findings_at_tip AS f WHERE f.repository_id = t.repository_id) AS fresh
        FROM timeline_totals AS t
        WHERE t.repository_id = :repository
            AND t.seq = (SELECT max(seq) FROM commits WHERE repository_id = :repository)
        """.write(toFile: check, atomically: true, encoding: .utf8)
        // A database with some history, as a nightly job finds it; then the rest is backfilled.
        let first = try CollectRun(
            binary, repository: repository.path, database: database, branch: "main", extra: ["--max-commits", "50"])
        first.wait()
        try first.requireSuccess()

        let db = ["--db", database, "--branch", "main"]
        let readers: [[String]] = [
            ["trend", "--by", "week", "--format", "json"] + db,
            ["regressions", "--since", "all", "--format", "json"] + db,
            ["findings", "--sort", "age", "--format", "json"] + db,
            ["report", "--format", "md"] + db,
            ["query", check, "--format", "csv"] + db,
        ]
        let writer = try CollectRun(binary, repository: repository.path, database: database, branch: "main")
        var iterations = 0
        var failures: [String] = []
        var slowest = 0.0
        var checkedCommits = Set<Int>()
        var halfStored: [String] = []
        while !writer.hasEnded {
            let arguments = readers[iterations % readers.count]
            iterations += 1
            let started = DispatchTime.now()
            let run = try TestProcess.run(binary.path, arguments)
            slowest = max(slowest, Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9)
            guard run.status == 0 else {
                failures.append("\(arguments[0]) exited \(run.status): \(run.errors)")
                continue
            }
            guard arguments[0] == "query" else { continue }
            // `seq,running,fresh` then one row.
            let row = run.output.split(separator: "\n").dropFirst().first.map { $0.split(separator: ",") } ?? []
            guard row.count == 3, let seq = Int(row[0]) else {
                halfStored.append("unreadable answer: \(run.output)")
                continue
            }
            checkedCommits.insert(seq)
            if row[1] != row[2] {
                halfStored.append("at commit \(seq): running total \(row[1]), fresh count \(row[2])")
            }
        }
        writer.wait()
        try writer.requireSuccess()

        #expect(failures.isEmpty, "\(failures.count) of \(iterations) reads failed: \(failures.prefix(3))")
        #expect(halfStored.isEmpty, "\(halfStored.prefix(3))")
        #expect(slowest < Self.busyTimeout, "a read took \(slowest) s")
        // Not vacuous: the reads happened while commits were being added.
        #expect(checkedCommits.count >= 3, "the consistency check saw commits \(checkedCommits.sorted())")
        scale.report(
            "readers during a backfill of \(scale.readersHistory.commits) commits: \(iterations) reads "
                + "(trend, regressions, findings, report, query in turn), \(failures.count) failed, slowest "
                + String(format: "%.2f", slowest) + " s; consistency checked at \(checkedCommits.count) commits, "
                + "\(halfStored.count) half-stored")
    }
}

/// DESIGN.md, "Two collects at once never corrupt anything": collects started together on one
/// database, again and again. Without `--wait` one proceeds and the other exits 2 naming it; with
/// `--wait` the second runs after the first. In the end the database holds what one uninterrupted
/// collect stores, row for row.
@Suite struct TwoWritersTests {
    @Test(.timeLimit(.minutes(30))) func collectsStartedTogetherTakeTurnsOrSayWhoHoldsTheDatabase() throws {
        let scale = SoakScale.current
        let binary = try designdebtExecutable()
        let history = scale.readersHistory
        let (repository, folder) = try DemoRepositoryFolder.generated(history)
        defer { repository.remove() }
        let reference = folder + "/reference.sqlite"
        let shared = folder + "/shared.sqlite"
        _ = try CollectRun.timed(binary, repository: repository.path, database: reference, branch: "main")

        let step = String(max(1, history.commits / scale.writerRounds))
        var refused = 0
        var waited = 0
        var rounds = 0
        var stored = 0
        while stored < history.commits && rounds < scale.writerRounds * 2 {
            rounds += 1
            // Odd rounds refuse, even rounds wait.
            let waits = rounds % 2 == 0
            let extra = ["--max-commits", step] + (waits ? ["--wait", "60"] : [])
            let first = try CollectRun(
                binary, repository: repository.path, database: shared, branch: "main", extra: extra)
            let second = try CollectRun(
                binary, repository: repository.path, database: shared, branch: "main", extra: extra)
            first.wait()
            second.wait()
            let endings = [first, second].map { $0.ending() }
            let successes = endings.filter { $0.status == 0 }.count
            if waits {
                #expect(successes == 2, "round \(rounds): \(endings)")
                waited += 1
            } else if successes == 1 {
                let loser = try #require(endings.first { $0.status != 0 })
                #expect(loser.status == 2)
                #expect(
                    loser.errors.hasPrefix("Error: Another collect holds the database '\(shared)' (pid "),
                    "\(loser.errors)")
                refused += 1
            } else {
                // The first had finished before the second looked: both ran in turn.
                #expect(successes == 2, "round \(rounds): \(endings)")
            }
            let state = try StoreState(copyOf: shared, branch: "main")
            #expect(state.integrity == ["ok"])
            stored = state.seqs.count
        }
        let final = try StoreState(copyOf: shared, branch: "main")
        let expected = try StoreState(copyOf: reference, branch: "main")
        #expect(final.seqs.count == history.commits)
        #expect(final.results == expected.results, "row for row, what one uninterrupted collect stores")
        #expect(refused >= 1 && waited >= 1, "refused \(refused), waited \(waited)")
        scale.report(
            "two writers: \(rounds) rounds of two collects at once, \(refused) refused with the holder named, "
                + "\(waited) waited their turn; \(final.results.count) result rows compared, "
                + "\(final.results.difference(from: expected.results).count) differing")
    }
}
