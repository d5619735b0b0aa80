import DesignRules
import Foundation

/// A command's interface: what it accepts and how help describes it.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        let name: String
        let short: Character?
        /// Nil for a flag; the placeholder (`<format>`) for an option that takes a value.
        let valueName: String?
        let help: String
        var allowedValues: [String] = []
        var defaultValue: String?
        /// `--family` and `--rule` also name another tool's findings that `ingest` imported
        /// (`swiftlint`, `swiftlint/line_length`).
        var namesOtherTools = false

        /// Whether `value`, outside `allowedValues`, names another tool's family or rule: no near
        /// miss of designdebt's own (that is a typo), and not one of designdebt's families.
        func namesOtherTool(_ value: String) -> Bool {
            guard namesOtherTools, nearestWord(to: value, in: allowedValues) == nil else { return false }
            let families = Family.allCases.map(\.rawValue)
            let parts = value.split(separator: "/", maxSplits: 1)
            guard let tool = parts.first.map(String.init), !families.contains(tool) else { return false }
            return name == "rule" ? parts.count == 2 : parts.count == 1
        }
    }

    struct Positional: Sendable {
        let name: String
        let help: String
        let optional: Bool
    }

    let name: String
    let abstract: String
    var discussion: String = ""
    var positionals: [Positional] = []
    var options: [Option] = []

    /// What follows `designdebt scan` in its usage line: `[<path>] [--format <format>] ...`, one
    /// argument an element so that a wrapped line never splits one.
    var usageArguments: [String] {
        var parts: [String] = []
        for positional in positionals {
            parts.append(positional.optional ? "[<\(positional.name)>]" : "<\(positional.name)>")
        }
        for option in options where option.name != "help" {
            let spelled = option.valueName.map { "--\(option.name) \($0)" } ?? "--\(option.name)"
            parts.append("[\(spelled)]")
        }
        return parts
    }
}

/// A command line that does not fit its command.
struct UsageError: Error, Sendable {
    let message: String
    /// The command whose usage to print, or nil for the top level.
    let command: CommandSpec?
}

extension CommandSpec.Option {
    /// `--db`: every command that reads the history takes it, with the same default.
    static let database = CommandSpec.Option(
        name: "db", short: nil, valueName: "<path>", help: "The history database.",
        defaultValue: "the repository's \(ParsedArguments.defaultDatabase), from any folder in it")
    static let branch = CommandSpec.Option(
        name: "branch", short: "b", valueName: "<name>", help: "The branch, when the database holds several.")
    static let help = CommandSpec.Option(name: "help", short: "h", valueName: nil, help: "Show help information.")

    /// `--family`, any family of the catalogue: a scale family or a rule family (`api`, `a11y`), or an imported tool's name.
    static func family(help: String) -> CommandSpec.Option {
        CommandSpec.Option(
            name: "family", short: nil, valueName: "<family>", help: help,
            allowedValues: Family.allCases.map(\.rawValue), namesOtherTools: true)
    }

    /// `--rule`, one of the catalogue's rule ids (or an imported tool's, `swiftlint/line_length`).
    static func rule(help: String) -> CommandSpec.Option {
        CommandSpec.Option(
            name: "rule", short: nil, valueName: "<rule>", help: help,
            allowedValues: RuleCatalog.all.map(\.description.id), namesOtherTools: true)
    }

    /// `--severity`: findings of this severity or worse; a rule's is the one designdebt.json gives it now.
    static let severity = CommandSpec.Option(
        name: "severity", short: nil, valueName: "<severity>",
        help: "Only findings of this severity or worse (each rule's as designdebt.json sets it now).",
        allowedValues: Severity.allCases.map(\.rawValue))

    /// `--source`: whose findings a report reads.
    static let source = CommandSpec.Option(
        name: "source", short: nil, valueName: "<source>",
        help: "designdebt, an imported tool's name (swiftlint), or all.", defaultValue: "designdebt")

    /// `--format`, one of `values`.
    static func format(_ values: [String], default value: String) -> CommandSpec.Option {
        CommandSpec.Option(
            name: "format", short: "f", valueName: "<format>", help: "Output format.", allowedValues: values,
            defaultValue: value)
    }
}

/// Parsed arguments of one command.
struct ParsedArguments: Sendable {
    var values: [String: String] = [:]
    /// Every value of each option, in order: `--param a=1 --param b=2`.
    var allValues: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    /// The option's value; given twice, the last one.
    func value(_ name: String) -> String? { values[name] }

    /// Every value the option was given, for one that can repeat.
    func values(_ name: String) -> [String] { allValues[name] ?? [] }

    /// Where the history is: `--db`, else the repository's, found from the current folder up.
    var database: String { value("db") ?? ParsedArguments.repositoryDatabase() }

    static let defaultDatabase = ".designdebt/history.sqlite"

    /// The history of the repository the current folder is in, as git finds a repository from a
    /// subfolder: the nearest folder up that holds `.designdebt/history.sqlite` or `.git`, and its
    /// database (which may not exist yet). Outside any, the default path where the command runs.
    static func repositoryDatabase(from start: String = FileManager.default.currentDirectoryPath) -> String {
        guard let folder = nearestFolder(from: start, holding: [defaultDatabase, ".git"]) else {
            return defaultDatabase
        }
        return folder == URL(fileURLWithPath: start).standardizedFileURL.path
            ? defaultDatabase : folder + "/" + defaultDatabase
    }

    /// The root of the repository `start` is in: the nearest folder up that holds `.git`.
    static func repositoryRoot(from start: String) -> String? {
        nearestFolder(from: start, holding: [".git"])
    }

    /// The nearest folder from `start` up that holds one of `names`.
    private static func nearestFolder(from start: String, holding names: [String]) -> String? {
        var folder = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            if names.contains(where: { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) })
            {
                return folder.path
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }
}

/// Parses arguments the way swift-argument-parser does: `--name value`,
/// `--name=value`, `-x`, grouped short flags (`-hv`), and `--` ending options.
enum ArgumentParser {
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = spec.options.first(where: { $0.name == name }) else {
                    let hint = nearestOption(to: name, in: spec).map { " Did you mean '--\($0)'?" } ?? ""
                    throw UsageError(message: "Unknown option '--\(name)'.\(hint)", command: spec)
                }
                if option.valueName == nil {
                    guard inlineValue == nil else {
                        throw UsageError(message: "The flag '--\(name)' does not take a value.", command: spec)
                    }
                    parsed.flags.insert(option.name)
                    continue
                }
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else {
                        throw UsageError(
                            message: "Missing value for '--\(name) \(option.valueName ?? "")'.", command: spec)
                    }
                    value = arguments[index]
                    index += 1
                }
                try store(value, for: option, in: &parsed, spec: spec)
                continue
            }
            // Short options: `-h`, grouped flags `-hv`, or `-f json`.
            let letters = Array(argument.dropFirst())
            for (position, letter) in letters.enumerated() {
                guard let option = spec.options.first(where: { $0.short == letter }) else {
                    throw UsageError(message: "Unknown option '-\(letter)'.", command: spec)
                }
                if option.valueName == nil {
                    parsed.flags.insert(option.name)
                    continue
                }
                let rest = String(letters[(position + 1)...])
                let value: String
                if !rest.isEmpty {
                    value = rest
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        message: "Missing value for '-\(letter) \(option.valueName ?? "")'.", command: spec)
                }
                try store(value, for: option, in: &parsed, spec: spec)
                break
            }
        }
        let required = spec.positionals.filter { !$0.optional }.count
        if parsed.positionals.count < required, !parsed.flags.contains("help") {
            throw UsageError(
                message: "Missing expected argument '<\(spec.positionals[parsed.positionals.count].name)>'.",
                command: spec)
        }
        if parsed.positionals.count > spec.positionals.count {
            throw UsageError(
                message: "Unexpected argument '\(parsed.positionals[spec.positionals.count])'.", command: spec)
        }
        return parsed
    }

    static func store(
        _ value: String, for option: CommandSpec.Option, in parsed: inout ParsedArguments, spec: CommandSpec
    ) throws(UsageError) {
        if !option.allowedValues.isEmpty, !option.allowedValues.contains(value), !option.namesOtherTool(value) {
            let hint = nearestWord(to: value, in: option.allowedValues).map { " Did you mean '\($0)'?" } ?? ""
            throw UsageError(
                message:
                    "The value '\(value)' is invalid for '--\(option.name) \(option.valueName ?? "")'.\(hint) Allowed: \(option.allowedValues.joined(separator: ", ")).",
                command: spec)
        }
        parsed.values[option.name] = value
        parsed.allValues[option.name, default: []].append(value)
    }

    static func nearestOption(to name: String, in spec: CommandSpec) -> String? {
        nearestWord(to: name, in: spec.options.map(\.name))
    }
}
