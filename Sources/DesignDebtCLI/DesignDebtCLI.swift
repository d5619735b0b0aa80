import DesignDebt
import DesignRules
import Foundation

/// The command line: parses arguments, runs a use case, maps errors to exit
/// codes. Output goes through the two sinks so tests can capture it.
public struct DesignDebtCLI {
    /// Exit codes: 0 ok, 1 the check found what it was asked to fail on,
    /// 2 runtime error (I/O, git, database), 64 usage error.
    public enum ExitCode: Int32 {
        case success = 0
        case checkFailed = 1
        case runtimeError = 2
        case usageError = 64
    }

    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    /// Terminal width for help text.
    public var width: Int

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        width: Int = Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.width = width
    }

    static let scan = CommandSpec(
        name: "scan", abstract: "Report the design debt of a working tree.",
        discussion: """
            Scans the Swift files under PATH (skipping build, vendored, generated and test files) and prints \
            the inventory of design-scale sites per family and the findings of every rule. Settings come from \
            designdebt.json at PATH, or --config.
            """,
        positionals: [.init(name: "path", help: "The folder to scan. (default: .)", optional: true)],
        options: [
            .init(
                name: "format", short: "f", valueName: "<format>", help: "Output format.",
                allowedValues: ScanFormat.allCases.map(\.rawValue), defaultValue: "table"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the root."),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    static let rules = CommandSpec(
        name: "rules", abstract: "List the rule catalogue.",
        options: [
            .init(
                name: "format", short: "f", valueName: "<format>", help: "Output format.",
                allowedValues: RuleCatalogFormat.allCases.map(\.rawValue), defaultValue: "table"),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    static let help = CommandSpec(
        name: "help", abstract: "Show subcommand help information.",
        positionals: [.init(name: "subcommand", help: "The subcommand to describe.", optional: true)],
        options: [.init(name: "help", short: "h", valueName: nil, help: "Show help information.")])

    static let commands = [scan, rules, help]

    /// Runs one invocation; `arguments` excludes the program name.
    public func run(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            standardError("Error: \(error.message)\n")
            if let command = error.command {
                standardError(
                    "Usage: \(command.usage)\n  See 'designdebt \(command.name) --help' for more information.\n")
            } else {
                standardError("Usage: designdebt <subcommand>\n  See 'designdebt --help' for more information.\n")
            }
            return .usageError
        } catch let error as DesignDebtError {
            standardError("Error: \(error.description)\n")
            return error.kind == .usage ? .usageError : .runtimeError
        } catch {
            standardError("Error: \(error)\n")
            return .runtimeError
        }
    }

    func dispatch(_ arguments: [String]) throws -> ExitCode {
        guard let first = arguments.first else {
            standardOutput(HelpFormatter.topLevel(commands: DesignDebtCLI.commands, width: width))
            return .success
        }
        switch first {
        case "-h", "--help":
            standardOutput(HelpFormatter.topLevel(commands: DesignDebtCLI.commands, width: width))
            return .success
        case "--version":
            standardOutput(DesignDebtTool.version + "\n")
            return .success
        default:
            break
        }
        guard let command = DesignDebtCLI.commands.first(where: { $0.name == first }) else {
            let names = DesignDebtCLI.commands.map(\.name)
            let kind = first.hasPrefix("-") ? "option" : "subcommand"
            let hint =
                nearestWord(to: first.trimmingCharacters(in: CharacterSet(charactersIn: "-")), in: names).map {
                    " Did you mean '\($0)'?"
                } ?? ""
            throw UsageError(message: "Unknown \(kind) '\(first)'.\(hint)", command: nil)
        }
        let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: command)
        if parsed.flags.contains("help") {
            standardOutput(HelpFormatter.help(for: command, width: width))
            return .success
        }
        switch command.name {
        case "scan": return try runScan(parsed)
        case "rules": return runRules(parsed)
        default: return try runHelp(parsed)
        }
    }

    func runScan(_ parsed: ParsedArguments) throws -> ExitCode {
        let root = parsed.positionals.first ?? "."
        let format = ScanFormat(rawValue: parsed.value("format") ?? "table") ?? .table
        let scan = try WorkingTreeScan(root: root, configPath: parsed.value("config"))
        let result = try scan.run()
        standardOutput(format.formatter.format(result))
        return .success
    }

    func runRules(_ parsed: ParsedArguments) -> ExitCode {
        let format = RuleCatalogFormat(rawValue: parsed.value("format") ?? "table") ?? .table
        standardOutput(RuleCatalogFormatter.render(format))
        return .success
    }

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
