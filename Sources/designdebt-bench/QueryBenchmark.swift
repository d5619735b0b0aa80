import DebtReports
import DesignDebt
import Foundation

/// The query layer on the collected history: each report command's query time in process (the
/// use case, no rendering), then `designdebt report` as a process against `designdebt --version`.
struct QueryBenchmark {
    let options: BenchOptions
    let designdebt: String
    let database: String

    func run(report: inout Report) throws {
        report.line()
        report.line(
            "Queries on the collected history".padding(toLength: 40, withPad: " ", startingAt: 0)
                + "   median      (best)")
        let worst = try Regressions(options: Regressions.Options(database: database)).run().regressions
            .max { $0.total < $1.total }
        let topFile = try TopOffenders(options: TopOffenders.Options(database: database)).run().offenders.first?.key
        var everything = Regressions.Options(database: database)
        everything.since = "all"
        var lastRun = Regressions.Options(database: database)
        lastRun.since = "last-run"
        var byAge = FindingAges.Options(database: database)
        byAge.sort = .age
        var hotspots = TopOffenders.Options(database: database)
        hotspots.hotspots = true
        var distinct = Trend.Options(database: database, bucket: .week)
        distinct.metric = .distinct
        var cases: [(String, () throws -> Void)] = [
            ("trend --by week", { _ = try Trend(options: Trend.Options(database: database, bucket: .week)).run() }),
            ("trend --metric distinct", { _ = try Trend(options: distinct).run() }),
            ("regressions (30 days)", { _ = try Regressions(options: Regressions.Options(database: database)).run() }),
            ("regressions --since all", { _ = try Regressions(options: everything).run() }),
            ("regressions --since last-run", { _ = try Regressions(options: lastRun).run() }),
            ("findings --sort age", { _ = try FindingAges(options: byAge).run() }),
            ("top", { _ = try TopOffenders(options: TopOffenders.Options(database: database)).run() }),
            ("top --hotspots", { _ = try TopOffenders(options: hotspots).run() }),
            ("goals", { _ = try GoalProgress(options: GoalProgress.Options(database: database)).run() }),
            ("query timeline", { _ = try QueryRunner(options: .init(database: database, query: "timeline")).run() }),
        ]
        if let worst {
            cases.append(
                (
                    "explain (worst regression)",
                    {
                        _ = try Explain(options: Explain.Options(database: database, revision: worst.commit.sha)).run()
                    }
                ))
        }
        if let topFile {
            cases.append(
                (
                    "file (top offender)",
                    {
                        _ = try FileHistory(options: FileHistory.Options(database: database, path: topFile)).run()
                    }
                ))
        }
        for (name, body) in cases {
            try measureQuery(name, report: &report, body)
        }
        // The report's target is its wall time as a process, below; its query time is shown for scale.
        let weekly = try measure(runs: options.runs) {
            _ = try WeeklyDebtReport(options: WeeklyDebtReport.Options(database: database)).run()
        }
        report.wall("report (weekly), query time", weekly, note: "informational")
        let version = try Subprocess.measure(
            designdebt, ["--version"], runs: options.runs, scratch: NSTemporaryDirectory())
        report.wall("designdebt --version", version, note: "process start, the baseline")
        let wall = try measureHTMLReport(of: database, report: &report)
        report.line(Report.label("report / process start") + String(format: "%8.1f", wall.median / version.median))
    }

    /// One report command's query time in process, against the query target.
    private func measureQuery(_ name: String, report: inout Report, _ body: () throws -> Void) throws {
        let samples = try measure(runs: options.runs, body)
        report.wall(
            name, samples,
            note: report.verdict(samples.median < Targets.querySeconds, "< \(Int(Targets.querySeconds * 1000)) ms"))
    }

    /// `designdebt report --format html` on `database` as a process, against the report target.
    @discardableResult
    private func measureHTMLReport(of database: String, report: inout Report) throws -> Samples {
        let wall = try Subprocess.measure(
            designdebt, ["report", "--db", database, "--format", "html"], runs: options.runs,
            scratch: NSTemporaryDirectory())
        report.wall(
            "designdebt report --format html", wall,
            note: report.verdict(wall.median < Targets.reportSeconds, "< \(Targets.reportSeconds) s"))
        return wall
    }

    /// Nightly collects a year of nights leave on a quiet branch: each finds nothing new, and each
    /// records its run.
    static let nightlyRuns = 365

    /// The same history after a year of nightly collects, on a copy: what every report reads
    /// first (the branch, its last collect) must not grow with the runs.
    func runAfterAYear(repository: String, scratch: String, report: inout Report) throws {
        let aged = (scratch as NSString).appendingPathComponent("aged.sqlite")
        for suffix in ["", "-wal"] {
            try? FileManager.default.removeItem(atPath: aged + suffix)
            if FileManager.default.fileExists(atPath: database + suffix) {
                try FileManager.default.copyItem(atPath: database + suffix, toPath: aged + suffix)
            }
        }
        let collect = ["collect", "--repo", repository, "--db", aged]
        for _ in 0..<Self.nightlyRuns {
            let outcome = try Subprocess.run(designdebt, collect)
            guard outcome.status == 0 else {
                throw BenchError("'designdebt \(collect.joined(separator: " "))' exited with status \(outcome.status).")
            }
        }
        report.line()
        report.line(
            "After \(Self.nightlyRuns) nightly collects".padding(toLength: 40, withPad: " ", startingAt: 0)
                + "   median      (best)")
        try measureQuery("goals", report: &report) {
            _ = try GoalProgress(options: GoalProgress.Options(database: aged)).run()
        }
        try measureHTMLReport(of: aged, report: &report)
    }
}
