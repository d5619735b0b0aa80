import DebtDemo
import DebtReports
import DesignDebt
import Foundation

/// `designdebt demo`: a generated app's history, collected and reported.
extension DesignDebtCLI {
    static let demo = CommandSpec(
        name: "demo", abstract: "Generate a SwiftUI app's history, collect it and show the trend.",
        discussion: """
            Writes a realistic repository (design tokens, views, merges, a regression week and a cleanup) with \
            git fast-import, runs 'designdebt collect' on it and prints 'designdebt trend --by week'. The same \
            generator feeds 'make bench'.
            """,
        options: [
            .init(
                name: "commits", short: nil, valueName: "<n>", help: "First-parent commits to generate.",
                defaultValue: "300"),
            .init(
                name: "files", short: nil, valueName: "<n>", help: "Swift files at the tip, about.", defaultValue: "60"),
            .init(name: "seed", short: nil, valueName: "<n>", help: "Generator seed: the same seed, the same shas."),
            .init(
                name: "out", short: "o", valueName: "<path>",
                help: "Keep the repository here (an empty or new folder) instead of a temporary one."),
            .help,
        ])

    func runDemo(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = DemoHistory.Options()
        if let value = parsed.value("commits") {
            options.commits = try positiveInteger(value, option: "commits", command: DesignDebtCLI.demo)
        }
        if let value = parsed.value("files") {
            options.files = try positiveInteger(value, option: "files", command: DesignDebtCLI.demo)
        }
        if let value = parsed.value("seed") {
            guard let seed = UInt64(value) else {
                throw UsageError(
                    message: "The value '\(value)' is invalid for '--seed'; expected a non-negative integer.",
                    command: DesignDebtCLI.demo)
            }
            options.seed = seed
        }
        let kept = parsed.value("out")
        let folder =
            kept
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-demo-\(UUID().uuidString)")
            .path
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let generated = try DemoHistory(options: options).generate(into: folder)
        standardError(
            "Generated \(generated.firstParentCommits) commits (\(generated.mergeCommits) merges), "
                + "\(generated.swiftFilesAtTip) Swift files at the tip, in \(String(format: "%.2f", generated.seconds)) s: \(folder)\n"
        )
        let database = folder + "/.designdebt/history.sqlite"
        let bar = ProgressBar(write: standardError)
        let summary = try Collector(options: CollectOptions(repository: folder, database: database)).run {
            bar.update($0)
        }
        bar.finish()
        standardOutput(CollectSummaryFormatter.line(summary) + "\n")
        let report = try Trend(options: Trend.Options(database: database, bucket: .week)).run()
        standardOutput(TrendFormat.table.render(report))
        if let week = generated.regressionWeek {
            try showMonday(week: week, database: database, folder: folder, kept: kept != nil)
        }
        if kept != nil {
            standardOutput(
                "\nThe repository and its database stay in \(folder); try 'designdebt trend --db \(database) --by day'.\n"
            )
        }
        return .success
    }

    /// What a team sees on the Monday after the regression week: its regressions, and the week's
    /// report as an HTML page (kept when the repository is).
    func showMonday(week: String, database: String, folder: String, kept: Bool) throws {
        var weekly = WeeklyDebtReport.Options(database: database)
        weekly.week = week
        let report = try WeeklyDebtReport(options: weekly).run()
        var options = Regressions.Options(database: database)
        options.since = report.start
        options.until = report.end
        standardOutput("\nMonday after the regression week (\(week)):\n\n")
        standardOutput(RegressionFormat.table.render(try Regressions(options: options).run()))
        let page =
            (kept ? folder + "/.designdebt" : FileManager.default.temporaryDirectory.path)
            + "/report-\(week).html"
        do {
            try WeeklyReportFormat.html.render(report).write(toFile: page, atomically: true, encoding: .utf8)
        } catch {
            throw DesignDebtError.runtime("Cannot write the weekly report to '\(page)': \(error.localizedDescription)")
        }
        standardOutput("\nThe week's report: \(page)\n")
    }
}
