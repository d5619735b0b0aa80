import DebtReports
import DesignDebt
import DesignRules

/// `designdebt top`: the top offenders, or the hotspots.
extension DesignDebtCLI {
    static let top = CommandSpec(
        name: "top", abstract: "Rank files, folders, rules, families or owners by their findings.",
        discussion: """
            Each offender comes with its change against the last commit 7 and 30 days earlier. '--by owner' \
            reads CODEOWNERS (.github/, the root or docs/; GitHub and GitLab syntax, the last match wins) as \
            of that commit. '--hotspots' ranks files by findings times the commits that touched them in the \
            90 days before: where paying debt down pays most.
            """,
        options: [
            .init(
                name: "by", short: nil, valueName: "<grouping>", help: "What to rank.",
                allowedValues: TopOffenders.Grouping.allCases.map(\.rawValue), defaultValue: "file"),
            .init(name: "at", short: nil, valueName: "<rev>", help: "The commit. (default: the last collected)"),
            .family(help: "Only this family."),
            .rule(help: "Only this rule."),
            .init(name: "depth", short: nil, valueName: "<n>", help: "Folder depth for '--by dir'.", defaultValue: "2"),
            .init(name: "limit", short: nil, valueName: "<n>", help: "Rows shown.", defaultValue: "10"),
            .init(name: "hotspots", short: nil, valueName: nil, help: "Rank files by findings x recent commits."),
            .source, .severity, .database, .branch,
            .format(TopFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runTop(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = TopOffenders.Options(
            database: parsed.database, branch: parsed.value("branch"))
        options.at = parsed.value("at")
        options.by = TopOffenders.Grouping(rawValue: parsed.value("by") ?? "file") ?? .file
        options.family = parsed.value("family")
        options.rule = parsed.value("rule")
        if let value = parsed.value("depth") {
            options.depth = try positiveInteger(value, option: "depth", command: DesignDebtCLI.top)
        }
        if let value = parsed.value("limit") {
            options.limit = try positiveInteger(value, option: "limit", command: DesignDebtCLI.top)
        }
        options.hotspots = parsed.flags.contains("hotspots")
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        options.severity = parsed.value("severity").flatMap(Severity.init(rawValue:))
        let report = try TopOffenders(options: options).run()
        standardOutput((TopFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        return .success
    }
}
