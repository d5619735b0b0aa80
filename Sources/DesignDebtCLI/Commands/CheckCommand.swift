import DebtReports
import DesignDebt

/// `designdebt check`: the findings a change adds, for a pull request or a commit hook.
extension DesignDebtCLI {
    static let check = CommandSpec(
        name: "check", abstract: "Report only the findings a change adds (and the ones it removes).",
        discussion: """
            Analyzes the Swift files the change touches, before and after, and matches their findings by \
            fingerprint: inherited debt never shows, and code that only moved (another line, another file, a \
            renamed file) is not new. The change is --base..--head, or --base and the work tree (staged and \
            unstaged edits) with --working-tree. --base defaults to where the head left the default branch, \
            or HEAD with --working-tree. Warning-only by default: exit 0 whatever it finds; --fail-on \
            makes exit 1 when the change adds an error, a warning or above, or any finding. The history \
            database, when it holds the base side under the same configuration, saves analyzing it again.
            """,
        positionals: [.init(name: "path", help: "A folder inside the repository. (default: .)", optional: true)],
        options: [
            .init(
                name: "base", short: nil, valueName: "<rev>",
                help: "The commit to compare against. (default: the merge base with the default branch)"),
            .init(name: "head", short: nil, valueName: "<rev>", help: "The commit to check. (default: HEAD)"),
            .init(
                name: "working-tree", short: "w", valueName: nil,
                help: "Check the work tree's staged and unstaged changes against --base (default HEAD)."),
            .format(ChangeReportFormat.allCases.map(\.rawValue), default: "text"),
            .init(
                name: "fail-on", short: nil, valueName: "<level>", help: "When to exit 1.",
                allowedValues: FailureThreshold.allCases.map(\.rawValue), defaultValue: "never"),
            .init(
                name: "db", short: nil, valueName: "<path>", help: "A history database to read the base side from.",
                defaultValue: "<repo>/.designdebt/history.sqlite, when it exists"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the repository root."),
            .help,
        ])

    func runCheck(_ parsed: ParsedArguments) throws -> ExitCode {
        let workingTree = parsed.flags.contains("working-tree")
        if workingTree, parsed.value("head") != nil {
            throw UsageError(message: "Give --head or --working-tree, not both.", command: DesignDebtCLI.check)
        }
        let options = ChangeCheck.Options(
            path: parsed.positionals.first ?? ".", base: parsed.value("base"), head: parsed.value("head"),
            workingTree: workingTree, configPath: parsed.value("config"), database: parsed.value("db"))
        let format = ChangeReportFormat(rawValue: parsed.value("format") ?? "text") ?? .text
        let threshold = FailureThreshold(rawValue: parsed.value("fail-on") ?? "never") ?? .never
        let report = try ChangeCheck(options: options).run()
        standardOutput(format.render(report))
        if !format.isForPeople { standardError(ChangeReportFormat.summary(report) + "\n") }
        return threshold.fails(report.added) ? .checkFailed : .success
    }
}
