import DesignDebt

/// `designdebt rules`: the rule catalogue.
extension DesignDebtCLI {
    static let rules = CommandSpec(
        name: "rules", abstract: "List the rule catalogue.",
        options: [
            .init(
                name: "format", short: "f", valueName: "<format>", help: "Output format.",
                allowedValues: RuleCatalogFormat.allCases.map(\.rawValue), defaultValue: "table"),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    func runRules(_ parsed: ParsedArguments) -> ExitCode {
        let format = RuleCatalogFormat(rawValue: parsed.value("format") ?? "table") ?? .table
        standardOutput(RuleCatalogFormatter.render(format))
        return .success
    }
}
