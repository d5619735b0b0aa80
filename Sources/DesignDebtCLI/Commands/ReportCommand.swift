import DebtReports
import DesignDebt
import DesignRules
import Foundation

/// `designdebt report`: the weekly debt report.
extension DesignDebtCLI {
    static let report = CommandSpec(
        name: "report", abstract: "Write the weekly debt report, as Markdown or one HTML page.",
        discussion: """
            Per family: the debt and its change (the code's: what a change of rules, configuration, tokens or \
            build settings moved is listed apart), the distinct values and token adoption; twelve weeks of debt, \
            in total and per family; the week's regressions and the commits that paid debt down; top offender \
            files and rules; new values; goals (from designdebt.json) with their projected dates. The week is an \
            ISO week (2026-W48), by default the last full week before today; --since/--until give another span. \
            HTML is one self-contained page (no script, nothing fetched) whose commits, pull requests and files \
            link to the repository's page when its remote is on GitHub, GitLab or Bitbucket.
            """,
        options: [
            .init(name: "week", short: nil, valueName: "<yyyy-Www>", help: "The ISO week, such as 2026-W48."),
            .init(name: "since", short: nil, valueName: "<date>", help: "The first day of another span (YYYY-MM-DD)."),
            .init(name: "until", short: nil, valueName: "<date>", help: "The last day of that span (YYYY-MM-DD)."),
            .init(
                name: "output", short: "o", valueName: "<file>", help: "Write the report here instead of printing it."),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to read the goals from. (default: the one at the repository's root)"),
            .source, .severity, .database, .branch,
            .format(WeeklyReportFormat.allCases.map(\.rawValue), default: "md"),
            .help,
        ])

    func runReport(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = WeeklyDebtReport.Options(
            database: parsed.database, branch: parsed.value("branch"))
        if parsed.value("week") != nil, parsed.value("since") != nil || parsed.value("until") != nil {
            throw UsageError(message: "Give '--week' or '--since'/'--until', not both.", command: DesignDebtCLI.report)
        }
        options.week = parsed.value("week")
        for name in ["since", "until"] {
            if let value = parsed.value(name) {
                _ = try calendarDate(value, option: name, command: DesignDebtCLI.report)
            }
        }
        options.since = parsed.value("since")
        options.until = parsed.value("until")
        options.configPath = parsed.value("config")
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        options.severity = parsed.value("severity").flatMap(Severity.init(rawValue:))
        let report = try WeeklyDebtReport(options: options).run()
        let text = (WeeklyReportFormat(rawValue: parsed.value("format") ?? "md") ?? .md).render(report)
        guard let output = parsed.value("output") else {
            standardOutput(text)
            return .success
        }
        // Name what is missing: Foundation says only that "the file doesn't exist".
        let folder = (output as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if !folder.isEmpty,
            !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue
        {
            throw DesignDebtError.runtime(
                "Cannot write the report to '\(output)': the folder '\(folder)' does not exist; create it first.")
        }
        do {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw DesignDebtError.runtime("Cannot write the report to '\(output)': \(error.localizedDescription)")
        }
        standardError("Wrote the \(report.title) report to \(output).\n")
        return .success
    }
}
