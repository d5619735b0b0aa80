import DebtReports
import DesignDebt
import DesignRules
import Foundation

/// The command line: parses arguments, runs a use case, maps errors to exit
/// codes. Output goes through the two sinks so tests can capture it.
public struct DesignDebtCLI {
    /// Exit codes: 0 ok, 1 the check found what it was asked to fail on,
    /// 2 runtime error (I/O, git, database), 64 usage error, 130 and 143 a collect stopped by
    /// SIGINT or SIGTERM.
    public enum ExitCode: Int32 {
        case success = 0
        case checkFailed = 1
        case runtimeError = 2
        case usageError = 64
        /// 128 + the signal, as a shell reports a process a signal ended: a collect stopped by
        /// SIGINT or SIGTERM at a commit boundary.
        case interrupted = 130
        case terminated = 143
    }

    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    /// Terminal width for help text.
    public var width: Int

    public init(
        standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
        width: Int = getenv("COLUMNS").flatMap { Int(String(cString: $0)) } ?? 80
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.width = width
    }

    static let commands = [
        collect, trend, regressions, explain, findings, top, file, report, goals, query, scan, check, fix, ingest,
        initialize, rules, demo, help,
    ]

    /// Runs one invocation; `arguments` excludes the program name.
    public func run(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            standardError("Error: \(error.message)\n")
            if let command = error.command {
                standardError(
                    HelpFormatter.usage(command, label: "Usage: ", width: width)
                        + "\n  See 'designdebt \(command.name) --help' for more information.\n")
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
        case "check": return try runCheck(parsed)
        case "fix": return try runFix(parsed)
        case "init": return try runInit(parsed)
        case "ingest": return try runIngest(parsed)
        case "collect": return try runCollect(parsed)
        case "trend": return try runTrend(parsed)
        case "query": return try runQuery(parsed)
        case "explain": return try runExplain(parsed)
        case "regressions": return try runRegressions(parsed)
        case "findings": return try runFindings(parsed)
        case "top": return try runTop(parsed)
        case "file": return try runFile(parsed)
        case "goals": return try runGoals(parsed)
        case "report": return try runReport(parsed)
        case "demo": return try runDemo(parsed)
        case "rules": return runRules(parsed)
        default: return try runHelp(parsed)
        }
    }

    func positiveInteger(_ value: String, option: String, command: CommandSpec) throws -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError(
                message: "The value '\(value)' is invalid for '--\(option)'; expected a positive integer.",
                command: command)
        }
        return number
    }

    /// `value` when it is a calendar date (``Trend/isCalendarDate(_:)``), else a usage error: git
    /// reads a date it cannot parse as some other date, never as an error.
    func calendarDate(_ value: String, option: String, command: CommandSpec) throws -> String {
        guard Trend.isCalendarDate(value) else {
            throw UsageError(
                message: "The value '\(value)' is invalid for '--\(option)'; expected a date (YYYY-MM-DD).",
                command: command)
        }
        return value
    }
}
