import CSQLite

// Column readers for the row `step()` just returned. Reading is only valid between a `step()` that
// returned `true` and the next `step()` or `reset()`.
extension Statement {
    /// The number of columns in each result row (0 for statements that return no rows).
    public var columnCount: Int {
        Int(sqlite3_column_count(requirePointer))
    }

    /// The name of a result column: its `AS` alias, or a name SQLite picks.
    public func columnName(_ index: Int) -> String {
        let pointer = column(index)
        guard let name = sqlite3_column_name(pointer, Int32(index)) else {
            // Only on out-of-memory.
            return ""
        }
        return String(cString: name)
    }

    /// Whether the column is `NULL` in the current row.
    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(column(index), Int32(index)) == SQLITE_NULL
    }

    /// The column as an integer, converted by SQLite's rules (`NULL` reads as 0).
    public func int(_ index: Int) -> Int64 {
        sqlite3_column_int64(column(index), Int32(index))
    }

    /// The column as a double, converted by SQLite's rules (`NULL` reads as 0.0).
    public func double(_ index: Int) -> Double {
        sqlite3_column_double(column(index), Int32(index))
    }

    /// The column as text, or `nil` when it is `NULL`.
    public func text(_ index: Int) -> String? {
        let pointer = column(index)
        let column = Int32(index)
        guard sqlite3_column_type(pointer, column) != SQLITE_NULL else { return nil }
        // > call sqlite3_column_text() first to force the result into the desired format, then invoke
        // > sqlite3_column_bytes() to find the size of the result.
        guard let bytes = sqlite3_column_text(pointer, column) else { return "" }
        let count = Int(sqlite3_column_bytes(pointer, column))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    /// The column as bytes, or `nil` when it is `NULL`.
    public func blob(_ index: Int) -> [UInt8]? {
        let pointer = column(index)
        let column = Int32(index)
        guard sqlite3_column_type(pointer, column) != SQLITE_NULL else { return nil }
        // > The return value from sqlite3_column_blob() for a zero-length BLOB is a NULL pointer.
        guard let bytes = sqlite3_column_blob(pointer, column) else { return [] }
        let count = Int(sqlite3_column_bytes(pointer, column))
        return Array(UnsafeRawBufferPointer(start: bytes, count: count))
    }

    /// The column as the value SQLite stored, in its own storage class.
    public func value(_ index: Int) -> SQLValue {
        let pointer = column(index)
        let column = Int32(index)
        switch sqlite3_column_type(pointer, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(pointer, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(pointer, column))
        case SQLITE_TEXT: return .text(text(index) ?? "")
        case SQLITE_BLOB: return .blob(blob(index) ?? [])
        default: return .null
        }
    }

    /// The current row, copied out.
    public func row() -> Row {
        let count = columnCount
        return Row(columns: (0..<count).map(columnName), values: (0..<count).map(value))
    }

    /// The statement pointer, after checking that the column exists.
    ///
    /// > If the SQL statement does not currently point to a valid row, or if the column index is out of
    /// > range, the result is undefined.
    private func column(_ index: Int) -> OpaquePointer {
        let pointer = requirePointer
        precondition(
            index >= 0 && index < Int(sqlite3_column_count(pointer)),
            "Column \(index) is out of range for `\(sql)`.")
        return pointer
    }
}
