import DebtReports
import DesignDebt

/// `designdebt rules`: the rule catalogue.
extension DesignDebtCLI {
    static let rules = CommandSpec(
        name: "rules", abstract: "List the rule catalogue.",
        options: [
            .format(RuleCatalogFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runRules(_ parsed: ParsedArguments) -> ExitCode {
        let format = RuleCatalogFormat(rawValue: parsed.value("format") ?? "table") ?? .table
        standardOutput(RuleCatalogFormatter.render(format, width: width))
        return .success
    }
}
