import DebtDemo
import DesignDebt
import Foundation

/// The history section: `designdebt collect` on a generated history against
/// what git alone needs to hand over the same input (the first-parent raw log
/// and every distinct Swift blob), then the nightly case of a few new commits.
struct HistoryBenchmark {
    let options: BenchOptions
    let designdebt: String
    let scratch: String

    /// Rounds of git alone and a backfill (on a fresh database) timed per figure.
    static let backfillRuns = 5
    /// Incremental runs, each after 10 new commits.
    static let incrementalRuns = 5
    /// Commits added before each incremental run.
    static let incrementalCommits = 10

    /// Measures the 2,500-commit history, and the 50,000-commit one when asked.
    func run(report: inout Report) throws {
        // A mistyped checkout is said before minutes of the generated history, not after.
        for repository in options.historyRepositories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: repository, isDirectory: &isFolder), isFolder.boolValue
            else {
                throw BenchError("'\(repository)' is not a folder: --history-repo takes a git checkout.")
            }
        }
        let git = try Subprocess.executable(named: "git")
        let collect = try Subprocess.run(designdebt, ["collect", "--help"])
        let hasCollect = collect.status == 0
        try measure(
            DemoHistory.Options.benchmark, name: "history", git: git, hasCollect: hasCollect, full: true,
            report: &report)
        if options.historyLarge {
            try measure(
                DemoHistory.Options.large, name: "history-large", git: git, hasCollect: hasCollect, full: false,
                report: &report)
        }
        for repository in options.historyRepositories {
            try measureExisting(repository, git: git, hasCollect: hasCollect, report: &report)
        }
    }

    /// A repository's own history (`--history-repo`): git alone against a backfill of its checked-out
    /// branch into a scratch database, with the ratio's target; no commits are added to it.
    private func measureExisting(_ repository: String, git: String, hasCollect: Bool, report: inout Report)
        throws
    {
        let name = (repository as NSString).lastPathComponent
        let input = try HistoryInput(git: git, repository: repository, branch: "HEAD", scratch: scratch)
        report.line()
        report.line("History '\(name)' (\(repository))")
        report.line(
            "  \(Report.grouped(input.firstParentCommits)) first-parent commits, \(Report.grouped(input.swiftFilesAtTip)) Swift files at the tip"
        )
        report.line(
            "  \(Report.grouped(input.blobCount)) distinct Swift blobs in the first-parent diffs, \(Report.megabytes(input.blobBytes))"
        )
        report.line()
        report.line(
            "Collect on the history".padding(toLength: 40, withPad: " ", startingAt: 0) + "   median      (best)")
        let database = (scratch as NSString).appendingPathComponent("\(name)-\(UUID().uuidString).sqlite")
        let timed = try timeBackfill(
            repository: repository, input: input, database: database, runs: Self.backfillRuns, git: git,
            hasCollect: hasCollect)
        report.wall("git alone (log and Swift blobs)", timed.baseline, note: "the floor collect builds on")
        guard hasCollect else {
            report.line("  collect: not available in this build")
            return
        }
        report.wall("designdebt collect (backfill)", timed.backfill, note: "informational")
        Self.reportRatioAndPeak(
            backfill: timed.backfill, baseline: timed.baseline, ratios: timed.ratios, peaks: timed.peaks, judged: true,
            report: &report)
    }

    /// The backfill over git alone and the peak RSS, each with its target when `judged` (the ratio
    /// without one, the peak "informational", when not).
    private static func reportRatioAndPeak(
        backfill: Samples, baseline: Samples, ratios: Samples, peaks: [Int], judged: Bool, report: inout Report
    ) {
        let ratio = backfill.median / baseline.median
        let ratioVerdict =
            judged
            ? report.verdict(ratio <= Targets.backfillOverGit, "<= \(String(format: "%.1f", Targets.backfillOverGit))")
            : ""
        report.line(
            Report.label("collect / git alone")
                + String(format: "%8.2f      (per-run median %.2f, best %.2f)", ratio, ratios.median, ratios.min)
                + (ratioVerdict.isEmpty ? "" : "  " + ratioVerdict))
        if let peak = peaks.sorted().last {
            // `time` reports the largest of collect and the git processes it waited for; on a large
            // history that is `git cat-file`, whose pack mappings grow with the history.
            let megabytes = Double(peak) * 1024 / 1e6
            let verdict =
                judged
                ? report.verdict(
                    megabytes <= Targets.backfillPeakMegabytes,
                    "<= \(String(format: "%.0f", Targets.backfillPeakMegabytes)) MB")
                : "informational"
            report.line(
                Report.label("peak RSS, collect or a git child") + String(format: "%8.1f MB", megabytes) + "  "
                    + verdict)
        }
    }

    /// The timings of git alone and of backfills into `database`, alternating run by run so that a burst
    /// of load on the machine hits both alike, after one untimed run of each git command.
    private func timeBackfill(
        repository: String, input: HistoryInput, database: String, runs: Int, git: String, hasCollect: Bool
    ) throws -> (log: Samples, catFile: Samples, baseline: Samples, backfill: Samples, ratios: Samples, peaks: [Int]) {
        let logArguments = input.logArguments
        let catFileArguments = ["-C", repository, "cat-file", "--batch"]
        let arguments = ["collect", "--repo", repository, "--db", database]
        _ = try Subprocess.measure(git, logArguments, runs: 0, scratch: scratch)
        _ = try Subprocess.measure(git, catFileArguments, runs: 0, scratch: scratch, stdinPath: input.blobList)
        var log = Samples()
        var catFile = Samples()
        var baseline = Samples()
        var backfill = Samples()
        var ratios = Samples()
        var peaks: [Int] = []
        for _ in 0..<runs {
            let logRun = try Self.timed(git, logArguments)
            let catFileRun = try Self.timed(git, catFileArguments, stdinPath: input.blobList)
            log.append(logRun)
            catFile.append(catFileRun)
            baseline.append(logRun + catFileRun)
            guard hasCollect else { continue }
            let (seconds, peak) = try runBackfill(arguments, database: database)
            backfill.append(seconds)
            ratios.append(seconds / (logRun + catFileRun))
            if let peak { peaks.append(peak) }
        }
        return (log, catFile, baseline, backfill, ratios, peaks)
    }

    /// One shape: generate, describe, time git, time collect (and, when
    /// `full`, repeat the backfill and time the incremental runs).
    private func measure(
        _ shape: DemoHistory.Options, name: String, git: String, hasCollect: Bool, full: Bool, report: inout Report
    ) throws {
        let repository = (scratch as NSString).appendingPathComponent(name)
        let history = DemoHistory(options: shape)
        let generated: DemoHistory.Summary
        do {
            generated = try history.generate(into: repository)
        } catch {
            throw BenchError("Could not generate the history: \(error.description)")
        }
        let input = try HistoryInput(git: git, repository: repository, branch: shape.branch, scratch: scratch)
        // The report's header already ends in a blank line when this is its first section.
        if !(full && options.historyOnly) { report.line() }
        report.line(
            "History '\(name)' (DemoHistory, \(Report.grouped(shape.commits)) commits x \(Report.grouped(shape.files)) files, generated in \(String(format: "%.2f", generated.seconds)) s)"
                + (options.keepTree ? ": " + repository : "")
        )
        report.line(
            "  \(Report.grouped(input.firstParentCommits)) first-parent commits (\(Report.grouped(generated.mergeCommits)) merges, \(Report.grouped(generated.sideCommits)) feature-branch commits), \(Report.grouped(input.swiftFilesAtTip)) Swift files at the tip"
        )
        report.line(
            "  \(Report.grouped(input.blobCount)) distinct Swift blobs in the first-parent diffs, \(Report.megabytes(input.blobBytes))"
        )
        report.line()
        report.line(
            "Collect on the history".padding(toLength: 40, withPad: " ", startingAt: 0) + "   median      (best)")

        let runs = full ? Self.backfillRuns : 1
        let database = (scratch as NSString).appendingPathComponent("\(name).sqlite")
        let arguments = ["collect", "--repo", repository, "--db", database]
        // The warm-up collect is traced: the pages it writes to the database's log, per commit. The
        // large shape is timed once, without it: it is there for scaling, not for the ratio's target.
        let pagesWritten = hasCollect && full ? try tracedPagesWritten(arguments, database: database) : nil
        let (log, catFile, baseline, backfill, ratios, peaks) = try timeBackfill(
            repository: repository, input: input, database: database, runs: runs, git: git, hasCollect: hasCollect)
        report.wall("git log --first-parent --raw", log, note: "commits and changed paths")
        report.wall("git cat-file --batch, Swift blobs", catFile, note: "every distinct Swift blob")
        report.wall("git alone (sum)", baseline, note: "the floor collect builds on")

        guard hasCollect else {
            report.line("  collect: not available in this build")
            return
        }
        // The targets are set for the 2,500-commit history; the large one is for scaling only.
        let backfillVerdict =
            full
            ? report.verdict(
                backfill.median <= Targets.backfillSeconds, "<= \(String(format: "%.0f", Targets.backfillSeconds)) s")
            : "informational"
        report.wall("designdebt collect (backfill)", backfill, note: backfillVerdict)
        Self.reportRatioAndPeak(
            backfill: backfill, baseline: baseline, ratios: ratios, peaks: peaks, judged: full, report: &report)
        let size = Self.fileSize(database) + Self.fileSize(database + "-wal")
        report.line(
            Report.label("database size")
                + "\(Report.grouped(size)) bytes, \(Report.grouped(size / max(1, input.firstParentCommits))) per commit"
        )

        if let pagesWritten {
            let perCommit = Double(pagesWritten) / Double(max(1, input.firstParentCommits))
            report.line(
                Report.label("pages written per commit")
                    + String(format: "%8.1f", perCommit)
                    + "       informational: what one commit's transaction appends to the log")
        }

        guard full else { return }
        var incremental = Samples()
        for _ in 0..<Self.incrementalRuns {
            do {
                _ = try history.extend(repository, by: Self.incrementalCommits)
            } catch {
                throw BenchError("Could not add commits to the history: \(error.description)")
            }
            let outcome = try Subprocess.run(designdebt, arguments)
            guard outcome.status == 0 else {
                throw BenchError(
                    "'designdebt \(arguments.joined(separator: " "))' exited with status \(outcome.status).")
            }
            incremental.append(outcome.seconds)
        }
        let incrementalVerdict = report.verdict(
            incremental.median < Targets.incrementalSeconds, "< \(Targets.incrementalSeconds) s")
        report.wall("collect, \(Self.incrementalCommits) new commits", incremental, note: incrementalVerdict)
        try measureCheck(repository: repository, database: database, report: &report)
        let queries = QueryBenchmark(options: options, designdebt: designdebt, database: database)
        try queries.run(report: &report)
        try queries.runAfterAYear(repository: repository, scratch: scratch, report: &report)
    }

    /// `designdebt check` of the last commit against its parent, as a pull request's job runs it
    /// beside a collected history: the head's tokens come from the facts the collect kept.
    private func measureCheck(repository: String, database: String, report: inout Report) throws {
        let arguments = ["check", repository, "--base", "HEAD~1", "--head", "HEAD", "--db", database]
        let check = try Subprocess.measure(designdebt, arguments, runs: options.runs, scratch: scratch)
        let verdict = report.verdict(
            check.median < Targets.checkSeconds, "< \(String(format: "%.0f", Targets.checkSeconds * 1000)) ms")
        report.wall("check of the last commit", check, note: verdict)
    }

    /// One backfill on a fresh database: its wall time and the peak RSS `time` saw.
    private func runBackfill(_ arguments: [String], database: String) throws -> (seconds: Double, peakKilobytes: Int?) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        let (outcome, peak) = try Subprocess.runMeasuringMemory(designdebt, arguments, scratch: scratch)
        guard outcome.status == 0 else {
            throw BenchError("'designdebt \(arguments.joined(separator: " "))' exited with status \(outcome.status).")
        }
        return (outcome.seconds, peak)
    }

    /// A backfill from scratch with `DESIGNDEBT_TRACE` set, untimed: the pages it wrote to the
    /// database's log, as its trace says (nil when this build says nothing of them).
    private func tracedPagesWritten(_ arguments: [String], database: String) throws -> Int? {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        let trace = (scratch as NSString).appendingPathComponent("trace.txt")
        let outcome = try Subprocess.run(
            designdebt, arguments, stderrPath: trace, environment: ["DESIGNDEBT_TRACE": "1"])
        guard outcome.status == 0 else {
            throw BenchError("'designdebt \(arguments.joined(separator: " "))' exited with status \(outcome.status).")
        }
        let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        let prefix = "trace: pages written "
        return text.split(separator: "\n").last { $0.hasPrefix(prefix) }.flatMap { Int($0.dropFirst(prefix.count)) }
    }

    /// One timed run that must succeed.
    private static func timed(_ executable: String, _ arguments: [String], stdinPath: String? = nil) throws -> Double {
        let outcome = try Subprocess.run(executable, arguments, stdinPath: stdinPath)
        guard outcome.status == 0 else {
            throw BenchError("'\(executable)' exited with status \(outcome.status) on a timed run.")
        }
        return outcome.seconds
    }

    private static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }
}
