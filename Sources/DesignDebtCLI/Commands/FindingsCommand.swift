import DebtReports
import DesignDebt

/// `designdebt findings`: the findings at a commit, each with its age and where it came from.
extension DesignDebtCLI {
    static let findings = CommandSpec(
        name: "findings", abstract: "List the findings at a commit, each with the commit that introduced it.",
        discussion: """
            A finding was introduced by the first commit from which it (by fingerprint, in its file) has been \
            present without a break; one that went away and came back is new again. A renamed file starts a \
            new story. The table opens with the debt by age.
            """,
        options: [
            .init(name: "at", short: nil, valueName: "<rev>", help: "The commit. (default: the last collected)"),
            .family(help: "Only this family."),
            .rule(help: "Only this rule."),
            .init(name: "path", short: nil, valueName: "<glob>", help: "Only paths matching this glob."),
            .init(
                name: "sort", short: nil, valueName: "<order>", help: "By path and line, or oldest first.",
                allowedValues: FindingAges.Sort.allCases.map(\.rawValue), defaultValue: "path"),
            .source, .database, .branch,
            .format(FindingsFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runFindings(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = FindingAges.Options(
            database: parsed.database, branch: parsed.value("branch"))
        options.at = parsed.value("at")
        options.family = parsed.value("family")
        options.rule = parsed.value("rule")
        options.path = parsed.value("path")
        options.sort = FindingAges.Sort(rawValue: parsed.value("sort") ?? "path") ?? .path
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        let report = try FindingAges(options: options).run()
        standardOutput((FindingsFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        return .success
    }
}
