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

    static let collect = CommandSpec(
        name: "collect", abstract: "Record new commits of a branch in the database.",
        discussion: """
            Walks the first-parent history of the branch and records, for every commit not yet stored, the \
            findings and inventory of its Swift files. The first run backfills the whole history (or from \
            --since); later runs add only new commits. Each commit is written in one transaction, so an \
            interrupted run resumes where it stopped.
            """,
        options: [
            .init(name: "repo", short: "r", valueName: "<path>", help: "The git repository.", defaultValue: "."),
            .init(
                name: "db", short: nil, valueName: "<path>", help: "The history database.",
                defaultValue: "<repo>/.designdebt/history.sqlite"),
            .init(
                name: "branch", short: "b", valueName: "<name>",
                help: "The branch to follow. (default: the remote's HEAD, else the checked-out branch)"),
            .init(
                name: "since", short: nil, valueName: "<rev|date>",
                help: "Start the first backfill at this commit or date (YYYY-MM-DD)."),
            .init(
                name: "max-commits", short: nil, valueName: "<n>", help: "Add at most this many commits in this run."),
            .init(
                name: "jobs", short: "j", valueName: "<n>", help: "Files analyzed in parallel.",
                defaultValue: "the number of cores"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the repository root."),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    static let trend = CommandSpec(
        name: "trend", abstract: "Show how the debt changed over the collected history.",
        options: [
            .init(
                name: "db", short: nil, valueName: "<path>", help: "The history database.",
                defaultValue: ".designdebt/history.sqlite"),
            .init(
                name: "branch", short: "b", valueName: "<name>", help: "The branch, when the database holds several."),
            .init(
                name: "family", short: nil, valueName: "<family>", help: "Only this family.",
                allowedValues: Family.scaleFamilies.map(\.rawValue)),
            .init(
                name: "rule", short: nil, valueName: "<rule>", help: "Only this rule (instead of per family).",
                allowedValues: RuleCatalog.all.map(\.description.id)),
            .init(
                name: "by", short: nil, valueName: "<bucket>", help: "One point per commit, day or ISO week.",
                allowedValues: Trend.Bucket.allCases.map(\.rawValue), defaultValue: "commit"),
            .init(
                name: "since", short: nil, valueName: "<date>",
                help: "Leave out points committed before this date (YYYY-MM-DD, UTC)."),
            .init(
                name: "format", short: "f", valueName: "<format>", help: "Output format.",
                allowedValues: TrendFormat.allCases.map(\.rawValue), defaultValue: "table"),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    static let demo = CommandSpec(
        name: "demo", abstract: "Generate a SwiftUI app's history, collect it and show the trend.",
        discussion: """
            Writes a realistic repository (design tokens, views, merges, a regression week and a cleanup) with \
            git fast-import, runs 'designdebt collect' on it and prints 'designdebt trend --by week'. The same \
            generator feeds 'make bench'.
            """,
        options: [
            .init(
                name: "commits", short: nil, valueName: "<n>", help: "First-parent commits to generate.",
                defaultValue: "300"),
            .init(
                name: "files", short: nil, valueName: "<n>", help: "Swift files at the tip, about.", defaultValue: "60"),
            .init(name: "seed", short: nil, valueName: "<n>", help: "Generator seed: the same seed, the same shas."),
            .init(
                name: "out", short: "o", valueName: "<path>",
                help: "Keep the repository here (an empty or new folder) instead of a temporary one."),
            .init(name: "help", short: "h", valueName: nil, help: "Show help information."),
        ])

    static let help = CommandSpec(
        name: "help", abstract: "Show subcommand help information.",
        positionals: [.init(name: "subcommand", help: "The subcommand to describe.", optional: true)],
        options: [.init(name: "help", short: "h", valueName: nil, help: "Show help information.")])

    static let commands = [collect, trend, scan, rules, demo, help]

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
        case "collect": return try runCollect(parsed)
        case "trend": return try runTrend(parsed)
        case "demo": return try runDemo(parsed)
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

    func runCollect(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = CollectOptions(repository: parsed.value("repo") ?? ".")
        options.database = parsed.value("db")
        options.branch = parsed.value("branch")
        options.since = parsed.value("since")
        // A revision passes as it is; what is shaped like a date must be one.
        if let since = options.since, since.prefixMatch(of: /\d{4}-\d{2}-\d{2}/) != nil {
            _ = try calendarDate(String(since.prefix(10)), option: "since", command: DesignDebtCLI.collect)
        }
        options.configPath = parsed.value("config")
        if let value = parsed.value("max-commits") {
            options.maxCommits = try positiveInteger(value, option: "max-commits", command: DesignDebtCLI.collect)
        }
        if let value = parsed.value("jobs") {
            options.jobs = try positiveInteger(value, option: "jobs", command: DesignDebtCLI.collect)
        }
        let bar = ProgressBar(write: standardError)
        let summary = try Collector(options: options).run { bar.update($0) }
        bar.finish()
        standardOutput(CollectSummaryFormatter.line(summary))
        return .success
    }

    func runTrend(_ parsed: ParsedArguments) throws -> ExitCode {
        let since = try parsed.value("since").map {
            try calendarDate($0, option: "since", command: DesignDebtCLI.trend)
        }
        let options = Trend.Options(
            database: parsed.value("db") ?? ".designdebt/history.sqlite", branch: parsed.value("branch"),
            family: parsed.value("family"), rule: parsed.value("rule"),
            bucket: Trend.Bucket(rawValue: parsed.value("by") ?? "commit") ?? .commit, since: since)
        let report = try Trend(options: options).run()
        standardOutput((TrendFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        return .success
    }

    func runDemo(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = DemoHistory.Options()
        if let value = parsed.value("commits") {
            options.commits = try positiveInteger(value, option: "commits", command: DesignDebtCLI.demo)
        }
        if let value = parsed.value("files") {
            options.files = try positiveInteger(value, option: "files", command: DesignDebtCLI.demo)
        }
        if let value = parsed.value("seed") {
            guard let seed = UInt64(value) else {
                throw UsageError(
                    message: "The value '\(value)' is invalid for '--seed'; expected a non-negative integer.",
                    command: DesignDebtCLI.demo)
            }
            options.seed = seed
        }
        let kept = parsed.value("out")
        let folder =
            kept
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-demo-\(UUID().uuidString)")
            .path
        defer { if kept == nil { try? FileManager.default.removeItem(atPath: folder) } }
        let generated = try DemoHistory(options: options).generate(into: folder)
        standardError(
            "Generated \(generated.firstParentCommits) commits (\(generated.mergeCommits) merges), "
                + "\(generated.swiftFilesAtTip) Swift files at the tip, in \(String(format: "%.2f", generated.seconds)) s: \(folder)\n"
        )
        let database = folder + "/.designdebt/history.sqlite"
        let bar = ProgressBar(write: standardError)
        let summary = try Collector(options: CollectOptions(repository: folder, database: database)).run {
            bar.update($0)
        }
        bar.finish()
        standardOutput(CollectSummaryFormatter.line(summary) + "\n")
        let report = try Trend(options: Trend.Options(database: database, bucket: .week)).run()
        standardOutput(TrendFormat.table.render(report))
        if kept != nil {
            standardOutput(
                "\nThe repository and its database stay in \(folder); try 'designdebt trend --db \(database) --by day'.\n"
            )
        }
        return .success
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
