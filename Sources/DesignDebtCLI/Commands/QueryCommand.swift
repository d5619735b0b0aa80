import DebtReports
import DesignDebt

/// `designdebt query`: a named query or a team's own SQL, read-only.
extension DesignDebtCLI {
    static let query = CommandSpec(
        name: "query", abstract: "Run a named query, or your own SQL file, on the history database.",
        discussion: """
            The named queries live in Queries/ (one question each, its parameters in its header); 'designdebt \
            query --list' names them. A path ending in .sql runs that file instead. The database is opened \
            read-only: a statement that would write is refused. ':repository' is bound to the chosen branch's \
            repository unless given.
            """,
        positionals: [.init(name: "query", help: "A query's name, or the path of an .sql file.", optional: true)],
        options: [
            .init(
                name: "param", short: "p", valueName: "<key=value>",
                help: "A value for the query's :key parameter; repeat for more."),
            .init(name: "list", short: nil, valueName: nil, help: "List the named queries and their parameters."),
            .database, .branch,
            .format(QueryFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runQuery(_ parsed: ParsedArguments) throws -> ExitCode {
        if parsed.flags.contains("list") {
            // A line per query with its parameters, what it answers wrapped under it: 80 columns.
            var output = ""
            for entry in QueryRunner.catalogue {
                output += entry.name + "  " + entry.parameters.map { ":" + $0 }.joined(separator: " ") + "\n"
                output += wrapWords(entry.summary, indent: 4, width: width) + "\n"
            }
            standardOutput(output)
            return .success
        }
        guard let name = parsed.positionals.first else {
            throw UsageError(
                message: "Name a query, or a .sql file; '--list' shows them.", command: DesignDebtCLI.query)
        }
        var parameters: [String: String] = [:]
        for pair in parsed.values("param") {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError(
                    message: "The value '\(pair)' is invalid for '--param'; expected key=value.",
                    command: DesignDebtCLI.query)
            }
            let key = String(pair[..<equals])
            parameters[key.hasPrefix(":") ? String(key.dropFirst()) : key] = String(pair[pair.index(after: equals)...])
        }
        let options = QueryRunner.Options(
            database: parsed.database, branch: parsed.value("branch"),
            query: name, parameters: parameters)
        let result = try QueryRunner(options: options).run()
        standardOutput((QueryFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(result))
        return .success
    }
}
