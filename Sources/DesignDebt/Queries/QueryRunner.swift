import CSQLite
import DebtReports
import DebtStore
import DesignRules
import Foundation

/// `designdebt query`: one of the named queries of `Queries/` or a team's own SQL file, run
/// against a history database that is opened read-only and told to stay so (`query_only`).
public struct QueryRunner {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// A query's name (`regressions`) or the path of an `.sql` file.
        public var query: String
        /// `--param key=value`, keys without their `:`.
        public var parameters: [String: String]

        public init(database: String, branch: String? = nil, query: String, parameters: [String: String] = [:]) {
            self.database = database
            self.branch = branch
            self.query = query
            self.parameters = parameters
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The named queries with the first line of what each answers, for `--list`.
    public static var catalogue: [(name: String, summary: String, parameters: [String])] {
        NamedQuery.all.map { query in
            // The header's prose: after `-- name:`, up to `-- Parameters:`.
            let header = query.sql.split(separator: "\n").prefix { $0.hasPrefix("--") }.dropFirst()
                .prefix { !$0.hasPrefix("-- Parameters") }
            let summary = header.map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            return (query.name, summary, parameters(of: query.sql))
        }
    }

    /// The named parameters an SQL text mentions (`:seq`), each once, in order of appearance.
    static func parameters(of sql: String) -> [String] {
        var names: [String] = []
        for line in sql.split(separator: "\n") where !line.hasPrefix("--") {
            for match in line.matches(of: /:([a-z_]+)\b/) where !names.contains(String(match.1)) {
                names.append(String(match.1))
            }
        }
        return names
    }

    public func run() throws -> QueryResult {
        let (name, sql) = try resolve()
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let statement: Statement
        do {
            statement = try reader.database.prepare(sql)
        } catch  where error.code == SQLITE_MISUSE {
            // The one misuse `prepare` reports: SQL after the first statement.
            throw DesignDebtError.input(
                "The query '\(name)' holds more than one statement; a query is one SELECT (or WITH ... SELECT).")
        } catch {
            throw DesignDebtError.input("The query '\(name)' is not valid SQL: \(error.message)")
        }
        guard statement.isReadOnly else {
            throw DesignDebtError.input("The query '\(name)' would change the database; queries only read.")
        }
        var bindings: [String: SQLValue] = [:]
        var unused = Set(options.parameters.keys)
        for parameter in statement.parameterNames {
            let key = String(parameter.dropFirst())
            unused.remove(key)
            if let text = options.parameters[key] {
                bindings[parameter] = Int64(text).map(SQLValue.integer) ?? .text(text)
            } else if key == "repository" {
                bindings[parameter] = .integer(reader.repositoryID)
            } else {
                throw DesignDebtError.input("The query '\(name)' needs '--param \(key)=<value>'.")
            }
        }
        if let extra = unused.sorted().first {
            throw DesignDebtError.input("The query '\(name)' has no parameter '\(extra)'.")
        }
        let rows: [Row]
        do {
            rows = try statement.rows(bindings)
        } catch {
            throw DesignDebtError.runtime("The query '\(name)' failed: \(error.message)")
        }
        let columns = (0..<statement.columnCount).map(statement.columnName)
        return QueryResult(columns: columns, rows: rows.map { $0.values.map(QueryRunner.value) })
    }

    /// The query's name for messages and its SQL: a file when the argument names one, else a named query.
    func resolve() throws -> (name: String, sql: String) {
        let argument = options.query
        if argument.hasSuffix(".sql") || argument.contains("/") {
            guard let data = FileManager.default.contents(atPath: argument),
                let sql = String(data: data, encoding: .utf8)
            else {
                throw DesignDebtError.input("Cannot read the query file '\(argument)'.")
            }
            return (argument, sql)
        }
        if let query = NamedQuery.all.first(where: { $0.name == argument }) { return (argument, query.sql) }
        let hint = nearestWord(to: argument, in: NamedQuery.all.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
        throw DesignDebtError.input("No query named '\(argument)'.\(hint) See 'designdebt query --list'.")
    }

    static func value(_ value: SQLValue) -> QueryResult.Value {
        switch value {
        case .null: return .null
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .text(let text): return .text(text)
        case .blob(let bytes): return .text("<\(bytes.count) bytes>")
        }
    }
}
