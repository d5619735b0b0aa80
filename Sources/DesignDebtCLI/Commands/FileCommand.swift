import DebtReports
import DesignDebt

/// `designdebt file`: one file's story.
extension DesignDebtCLI {
    static let file = CommandSpec(
        name: "file", abstract: "Show one file's debt at each commit that changed it, and its findings now.",
        discussion: """
            The file is followed back through its names, as git log --follow does: git's renames, with edits \
            or without, as collect recorded them. With --source, another tool's imported findings of the file \
            at each of its imports.
            """,
        positionals: [
            .init(
                name: "path",
                help: "The file: relative to the current folder, absolute, or from the repository's root.",
                optional: false)
        ],
        options: [
            .source, .database, .branch,
            .format(FileStoryFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runFile(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = FileHistory.Options(
            database: parsed.database, branch: parsed.value("branch"),
            path: parsed.positionals.first ?? "")
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        let story = try FileHistory(options: options).run()
        standardOutput((FileStoryFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(story))
        return .success
    }
}
