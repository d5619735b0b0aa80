import DebtReports
import DesignRules

/// `designdebt help`: a subcommand's help.
extension DesignDebtCLI {
    static let help = CommandSpec(
        name: "help", abstract: "Show subcommand help information.",
        positionals: [.init(name: "subcommand", help: "The subcommand to describe.", optional: true)],
        options: [.init(name: "help", short: "h", valueName: nil, help: "Show help information.")])

    func runHelp(_ parsed: ParsedArguments) throws -> ExitCode {
        guard let name = parsed.positionals.first else {
            standardOutput(HelpFormatter.topLevel(commands: DesignDebtCLI.commands, width: width))
            return .success
        }
        guard let command = DesignDebtCLI.commands.first(where: { $0.name == name }) else {
            let hint =
                nearestWord(to: name, in: DesignDebtCLI.commands.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "Unknown subcommand '\(name)'.\(hint)", command: DesignDebtCLI.help)
        }
        standardOutput(HelpFormatter.help(for: command, width: width))
        return .success
    }
}
