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

/// docs/history.md, "Whole commits only": a `designdebt collect` stopped at any moment leaves whole
/// commits only, `PRAGMA integrity_check` says ok, and the next run resumes after the last stored commit.
///
/// The real executable is started and stopped again and again, each time a little further into what is
/// left of the backfill, until a run gets to finish on its own. Most stops are `SIGKILL` (a power cut,
/// the OOM killer); the others are `SIGTERM` (a CI runner's timeout) and `SIGINT` (Ctrl-C), which stop
/// before the next commit, say so in one line and exit 128 + the signal. After every stop the database
/// must hold the first commits of the timeline with no gap, each with exactly what an uninterrupted
/// collect stored for it, and the files open at the last one; no lock keeps the next run out; at the
/// end, every table that holds results equals the uninterrupted run's, row for row, and every run
/// stopped before its end is marked `failed`.
@Suite struct KillResumeTests {
    @Test(.timeLimit(.minutes(60))) func aStoppedCollectLeavesWholeCommitsAndTheNextRunResumes() throws {
        let scale = SoakScale.current
        let binary = try designdebtExecutable()
        let (repository, folder) = try DemoRepositoryFolder.generated(scale.killHistory)
        defer { repository.remove() }
        // A first collect of `main` spends most of its time analyzing blobs, so stops land there. A second
        // branch at the same tip reuses every blob analyzed for `main`: its runs are mostly commit
        // transactions, and stops land in and between them.
        _ = try repository.git("branch", "mirror", "main")
        let reference = folder + "/reference.sqlite"
        let stopped = folder + "/stopped.sqlite"
        var figures = StopFigures()
        for branch in ["main", "mirror"] {
            let fullRun = try CollectRun.timed(binary, repository: repository.path, database: reference, branch: branch)
            let expected = try StoreState(copyOf: reference, branch: branch)
            #expect(expected.seqs.count == scale.killHistory.commits)
            // What every run pays before its first commit: opening, the tip's tokens, git's listing.
            let idle = try CollectRun.timed(binary, repository: repository.path, database: reference, branch: branch)

            // Each stop lands at a random point of an even share of the backfill left, after the start-up.
            // A stop that found nothing new stored (the machine is busier than when it was timed)
            // lets the next run go half as long again, and again, until one stores something: every
            // run pays the start-up first.
            let share = max(0.01, (fullRun - idle) / Double(scale.stopsPerBranch))
            var stalls = 0.0
            var abandonedRuns: [Int64] = []
            var stored = 0
            var finished = false
            var attempts = 0
            while !finished && attempts < scale.stopsPerBranch * 10 {
                attempts += 1
                let signal = StopFigures.signal(for: attempts)
                let delay = idle + Double.random(in: 0.2...2) * share * pow(1.5, stalls)
                let run = try CollectRun(binary, repository: repository.path, database: stopped, branch: branch)
                guard let ending = run.stopped(by: signal, after: delay) else {
                    // Ended on its own. Also fails when the lock a stopped run held kept this one out.
                    try run.requireSuccess()
                    finished = true
                    continue
                }
                figures.count(signal)
                let context =
                    "\(branch), stop \(attempts) (\(StopFigures.name(signal))) after \(String(format: "%.2f", delay)) s"
                let state = try StoreState(copyOf: stopped, branch: branch)
                expect(state, isAPrefixOf: expected, context)
                if signal != SIGKILL {
                    // Asked to stop: it did so between commits, said so in one line, and ended its run.
                    let added = state.seqs.count - stored
                    #expect(ending.status == (signal == SIGTERM ? 143 : 130), "\(context): \(ending.errors)")
                    #expect(
                        ending.errors
                            == "Stopped by \(StopFigures.name(signal)) after \(added) new commit\(added == 1 ? "" : "s"), "
                            + "each stored whole; the next collect resumes from there.\n", "\(context)")
                    #expect(state.runs.last?.status == "failed", "\(context): ended, not left running")
                } else {
                    let running = state.runs.filter { $0.status == "running" }
                    if state.seqs.count > stored && state.seqs.count < expected.seqs.count {
                        // Mid-run: this run had stored commits and had more to store.
                        figures.midRun += 1
                        #expect(running.count == 1, "\(context): the killed run should say 'running': \(state.runs)")
                    }
                    abandonedRuns += running.map(\.id)
                }
                stalls = state.seqs.count == stored ? stalls + 1 : 0
                stored = state.seqs.count
            }
            #expect(finished, "\(branch): no collect finished on its own in \(attempts) starts")

            let final = try StoreState(copyOf: stopped, branch: branch)
            expect(final, isAPrefixOf: expected, "\(branch), resumed to the end")
            #expect(final.seqs.count == expected.seqs.count)
            #expect(final.runs.last?.status == "ok")
            // The next run marked each killed one failed; none is left running. (A kill that lands after
            // a run stored its last commit leaves it `ok`: it had finished.)
            #expect(!final.runs.contains { $0.status == "running" }, "\(final.runs)")
            #expect(
                abandonedRuns.allSatisfy { id in final.runs.contains { $0.id == id && $0.status == "failed" } },
                "\(final.runs)")
            // Every table that holds results, row for row: nothing lost, nothing twice.
            let reference = try StoreState(copyOf: reference, branch: branch)
            figures.rowsCompared += reference.results.count
            if final.results != reference.results {
                let difference = final.results.difference(from: reference.results)
                figures.rowsDiffering += difference.count
                Issue.record(
                    "\(branch): the resumed database differs from an uninterrupted run's: \(difference.prefix(5))")
            }
        }
        #expect(figures.total >= scale.minimumStops, "only \(figures.total) stops landed: \(figures)")
        // Not vacuous: some kill stopped a run between its first stored commit and its last.
        #expect(figures.midRun >= 1, "none of \(figures.kills) kills landed mid-run")
        scale.report(
            "kill/stop harness: \(figures.total) stops survived (\(figures.kills) SIGKILL, \(figures.midRun) of them "
                + "mid-run; \(figures.terms) SIGTERM; \(figures.ints) SIGINT) over two backfills of "
                + "\(scale.killHistory.commits) commits; \(figures.rowsCompared) result rows compared, "
                + "\(figures.rowsDiffering) differing")
    }
}

/// What the stop harness did, for its assertions and the soak's figures.
struct StopFigures: CustomStringConvertible {
    var kills = 0
    var terms = 0
    var ints = 0
    var midRun = 0
    var rowsCompared = 0
    var rowsDiffering = 0

    var total: Int { kills + terms + ints }
    var description: String { "\(kills) SIGKILL (\(midRun) mid-run), \(terms) SIGTERM, \(ints) SIGINT" }

    /// Half the stops are kills; a quarter each are the two polite signals.
    static func signal(for attempt: Int) -> Int32 {
        switch attempt % 4 {
        case 1: SIGTERM
        case 3: SIGINT
        default: SIGKILL
        }
    }

    static func name(_ signal: Int32) -> String {
        signal == SIGKILL ? "SIGKILL" : signal == SIGTERM ? "SIGTERM" : "SIGINT"
    }

    mutating func count(_ signal: Int32) {
        switch signal {
        case SIGKILL: kills += 1
        case SIGTERM: terms += 1
        default: ints += 1
        }
    }
}
