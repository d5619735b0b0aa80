import DebtReports
import DesignDebt
import DesignRules

/// `designdebt trend`: how the debt changed over the collected history.
extension DesignDebtCLI {
    static let trend = CommandSpec(
        name: "trend", abstract: "Show how the debt changed over the collected history.",
        options: [
            .source, .severity, .database, .branch,
            .family(help: "Only this family."),
            .rule(help: "Only this rule (instead of per family)."),
            .init(
                name: "by", short: nil, valueName: "<bucket>", help: "One point per commit, day or ISO week.",
                allowedValues: Trend.Bucket.allCases.map(\.rawValue), defaultValue: "commit"),
            .init(
                name: "since", short: nil, valueName: "<date>",
                help: "Leave out points committed before this date (YYYY-MM-DD, UTC)."),
            .init(
                name: "metric", short: "m", valueName: "<metric>",
                help:
                    "Findings, or per family: sites, literal sites, off-scale literals, distinct values, token adoption %.",
                allowedValues: Trend.Metric.allCases.map(\.rawValue), defaultValue: "findings"),
            .format(TrendFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runTrend(_ parsed: ParsedArguments) throws -> ExitCode {
        let since = try parsed.value("since").map {
            try calendarDate($0, option: "since", command: DesignDebtCLI.trend)
        }
        var options = Trend.Options(
            database: parsed.database, branch: parsed.value("branch"),
            family: parsed.value("family"), rule: parsed.value("rule"),
            bucket: Trend.Bucket(rawValue: parsed.value("by") ?? "commit") ?? .commit, since: since)
        let metric = Trend.Metric(rawValue: parsed.value("metric") ?? "findings") ?? .findings
        if metric != .findings, parsed.value("rule") != nil {
            throw UsageError(
                message: "'--rule' counts findings; '--metric \(metric.rawValue)' counts the inventory per family.",
                command: DesignDebtCLI.trend)
        }
        options.metric = metric
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        options.severity = parsed.value("severity").flatMap(Severity.init(rawValue:))
        if metric != .findings, options.severity != nil {
            throw UsageError(
                message: "'--severity' counts findings; '--metric \(metric.rawValue)' counts the inventory per family.",
                command: DesignDebtCLI.trend)
        }
        if metric != .findings, options.source != .designdebt {
            throw UsageError(
                message: "Imported findings have no inventory: '--metric \(metric.rawValue)' reads designdebt's own.",
                command: DesignDebtCLI.trend)
        }
        let report = try Trend(options: options).run()
        standardOutput((TrendFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        return .success
    }
}
