import DebtReports
import DesignDebt

/// `designdebt file`: one file's story.
extension DesignDebtCLI {
    static let file = CommandSpec(
        name: "file", abstract: "Show one file's debt at each commit that changed it, and its findings now.",
        discussion: """
            Renames are followed back where the file began with the very blob another path ended with (how \
            git's raw diff shows a rename without edits).
            """,
        positionals: [
            .init(
                name: "path",
                help: "The file: relative to the current folder, absolute, or from the repository's root.",
                optional: false)
        ],
        options: [
            .database, .branch,
            .format(FileStoryFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runFile(_ parsed: ParsedArguments) throws -> ExitCode {
        let options = FileHistory.Options(
            database: parsed.database, branch: parsed.value("branch"),
            path: parsed.positionals.first ?? "")
        let story = try FileHistory(options: options).run()
        standardOutput((FileStoryFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(story))
        return .success
    }
}
