import DebtReports
import DesignDebt

/// `designdebt goals`: the goals of designdebt.json and when each will be met.
extension DesignDebtCLI {
    static let goals = CommandSpec(
        name: "goals", abstract: "Show each goal's progress and the date it will be met at the current rate.",
        discussion: """
            Goals live in designdebt.json ("goals": {"spacing/off-scale": {"target": 0, "by": "2027-03-31"}}, \
            keyed by a rule, a family or "total"). The burn rate is the findings paid down per week over the \
            last four weeks.
            """,
        options: [
            .init(name: "at", short: nil, valueName: "<rev>", help: "The commit. (default: the last collected)"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to read the goals from. (default: the one at the repository's root)"),
            .database, .branch,
            .format(GoalsFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runGoals(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = GoalProgress.Options(
            database: parsed.database, branch: parsed.value("branch"))
        options.configPath = parsed.value("config")
        options.at = parsed.value("at")
        let report = try GoalProgress(options: options).run()
        standardOutput((GoalsFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        return .success
    }
}
