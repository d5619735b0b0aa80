import DebtReports
import DesignDebt

/// `designdebt ingest`: another linter's findings at a collected commit.
extension DesignDebtCLI {
    static let ingest = CommandSpec(
        name: "ingest", abstract: "Import another linter's findings (SwiftLint, SARIF) at a commit.",
        discussion: """
            Reads FILE (SwiftLint's --reporter json output, or a SARIF 2.1.0 log) and stores its findings at the \
            commit, under the tool's name (swiftlint, or each SARIF run's driver name), apart from designdebt's \
            own. trend, top, regressions, findings and report then read them with --source NAME or --source all. \
            Paths are matched to the commit's files; importing the same file again changes nothing, and another \
            file for the same tool and commit replaces the first.
            """,
        positionals: [.init(name: "file", help: "The tool's output.", optional: false)],
        options: [
            .init(
                name: "format", short: "f", valueName: "<format>", help: "What FILE is.",
                allowedValues: ExternalFindingsFormat.allCases.map(\.rawValue)),
            .init(name: "commit", short: nil, valueName: "<rev>", help: "The collected commit the findings belong to."),
            .init(name: "repo", short: "r", valueName: "<path>", help: "The git repository.", defaultValue: "."),
            .init(
                name: "db", short: nil, valueName: "<path>", help: "The history database.",
                defaultValue: "<repo>/.designdebt/history.sqlite"),
            .init(
                name: "source", short: nil, valueName: "<name>", help: "Store under this name instead of the tool's."),
            .help,
        ])

    func runIngest(_ parsed: ParsedArguments) throws -> ExitCode {
        guard let formatName = parsed.value("format"), let format = ExternalFindingsFormat(rawValue: formatName) else {
            throw UsageError(message: "Give --format swiftlint-json or --format sarif.", command: DesignDebtCLI.ingest)
        }
        guard let commit = parsed.value("commit") else {
            throw UsageError(
                message: "Give the commit the findings belong to with --commit.", command: DesignDebtCLI.ingest)
        }
        if let source = parsed.value("source"), source.isEmpty || source == "designdebt" || source == "all" {
            throw UsageError(
                message: "'\(source)' cannot name imported findings; choose another --source.",
                command: DesignDebtCLI.ingest)
        }
        let options = FindingImport.Options(
            file: parsed.positionals.first ?? "", format: format, commit: commit,
            repository: parsed.value("repo") ?? ".",
            database: parsed.value("db"), source: parsed.value("source"))
        for outcome in try FindingImport(options: options).run() {
            let outside = outcome.outsideRepository == 0 ? "" : " (\(outcome.outsideRepository) outside the repository)"
            standardOutput(
                outcome.unchanged
                    ? "\(outcome.source) at \(outcome.commit.prefix(7)): this file was imported already; nothing changed.\n"
                    : "Imported \(outcome.findings) \(outcome.source) findings at \(outcome.commit.prefix(7))\(outside).\n"
            )
        }
        return .success
    }
}
