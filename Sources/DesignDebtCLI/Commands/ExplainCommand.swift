import DebtReports
import DesignDebt

/// `designdebt explain`: what one commit introduced and removed.
extension DesignDebtCLI {
    static let explain = CommandSpec(
        name: "explain", abstract: "Show exactly what one commit added to and removed from the debt.",
        discussion: """
            Compares the findings of the files the commit changed before and after it: a finding that stayed, \
            moved to another file or kept its code in a renamed type is neither added nor removed, and a move \
            and a renamed file are listed apart. Then the inventory: literal values that appeared or went, and \
            token adoption before and after. REV is a sha or its start, or any revision git resolves in the \
            collected repository. With --source, another tool's import at the commit against its import before.
            """,
        positionals: [.init(name: "rev", help: "The commit.", optional: false)],
        options: [
            .source, .database, .branch,
            .format(ExplanationFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runExplain(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = Explain.Options(
            database: parsed.database, branch: parsed.value("branch"),
            revision: parsed.positionals.first ?? "")
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        let explanation = try Explain(options: options).run()
        standardOutput((ExplanationFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(explanation))
        return .success
    }
}
