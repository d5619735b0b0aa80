import JSONSupport

/// The rows a query returned, as `designdebt query` prints them.
public struct QueryResult: Sendable, Equatable {
    /// One cell: SQLite's storage classes, blobs shown as their size.
    public enum Value: Sendable, Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)

        /// As a table or CSV cell shows it: empty for null, numbers as Swift writes them.
        public var display: String {
            switch self {
            case .null: return ""
            case .integer(let value): return String(value)
            case .real(let value): return JSONWriter.format(value)
            case .text(let value): return value
            }
        }

        var json: JSONValue {
            switch self {
            case .null: return .null
            case .integer(let value): return .number(Double(value))
            case .real(let value): return value.isFinite ? .number(value) : .null
            case .text(let value): return .string(value)
            }
        }

        var isNumber: Bool {
            switch self {
            case .integer, .real: return true
            default: return false
            }
        }
    }

    public var columns: [String]
    public var rows: [[Value]]

    public init(columns: [String], rows: [[Value]]) {
        self.columns = columns
        self.rows = rows
    }
}

/// The formats of `designdebt query`.
public enum QueryFormat: String, CaseIterable, Sendable {
    case table, json, csv

    public func render(_ result: QueryResult) -> String {
        switch self {
        case .table: return QueryFormat.table(result)
        case .json: return QueryFormat.json(result)
        case .csv: return CSV.line(result.columns) + result.rows.map { CSV.line($0.map(\.display)) }.joined()
        }
    }

    /// Columns aligned, numbers to the right, a line break in a cell shown as `⏎`; the row count after.
    static func table(_ result: QueryResult) -> String {
        let numeric = result.columns.indices.map { column in
            !result.rows.isEmpty && result.rows.allSatisfy { $0[column].isNumber || $0[column] == .null }
        }
        var table = TextTable(headers: result.columns, alignments: numeric.map { $0 ? .right : .left })
        for row in result.rows {
            table.append(
                row.map { cell in
                    String(cell.display.map { $0 == "\n" || $0 == "\r" ? "⏎" : $0 })
                })
        }
        let count = result.rows.count
        return table.render() + "(\(count) \(count == 1 ? "row" : "rows"))\n"
    }

    /// An array of objects keyed by column name, in column order.
    static func json(_ result: QueryResult) -> String {
        let rows = result.rows.map { row in
            JSONValue.object(zip(result.columns, row).map { ($0, $1.json) })
        }
        return JSONWriter().string(.array(rows)) + "\n"
    }
}
