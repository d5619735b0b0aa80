import DebtReports
import DesignDebt
import Dispatch

/// `designdebt scan`: the debt of a working tree.
extension DesignDebtCLI {
    static let scan = CommandSpec(
        name: "scan", abstract: "Report the design debt of a working tree.",
        discussion: """
            Scans the Swift files under PATH (skipping build, vendored, generated and test files) and prints \
            the inventory of design-scale sites per family and the findings of every rule. Settings come from \
            designdebt.json at PATH, or --config.
            """,
        positionals: [.init(name: "path", help: "The folder to scan. (default: .)", optional: true)],
        options: [
            .format(ScanFormat.allCases.map(\.rawValue), default: "table"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the root."),
            CommandSpec.Option(
                name: "enable-all-rules", short: nil, valueName: nil,
                help: "Run the opt-in rules too (designdebt rules marks them)."),
            .help,
        ])

    func runScan(_ parsed: ParsedArguments) throws -> ExitCode {
        let root = parsed.positionals.first ?? "."
        let format = ScanFormat(rawValue: parsed.value("format") ?? "table") ?? .table
        let scan = try WorkingTreeScan(
            root: root, configPath: parsed.value("config"), enableAllRules: parsed.flags.contains("enable-all-rules"))
        let result = try scan.run()
        let formatting = DispatchTime.now()
        let output = format.formatter.format(result)
        Trace.phase("format", since: formatting)
        standardOutput(output)
        return .success
    }
}
