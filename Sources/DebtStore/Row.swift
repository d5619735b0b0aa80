/// One result row, copied out of a statement: column names and values.
public struct Row: Sendable, Hashable {
    /// The column names, as SQLite reports them (the `AS` alias when there is one).
    public let columns: [String]

    /// The values, in column order.
    public let values: [SQLValue]

    /// Creates a row; `columns` and `values` must have the same count.
    public init(columns: [String], values: [SQLValue]) {
        precondition(columns.count == values.count, "A row needs one value per column.")
        self.columns = columns
        self.values = values
    }

    /// The value at a column index; the index must be in range.
    public subscript(index: Int) -> SQLValue {
        values[index]
    }

    /// The value of the first column with this name, or `nil` when there is no such column.
    public subscript(name: String) -> SQLValue? {
        columns.firstIndex(of: name).map { values[$0] }
    }

    /// The integer at a column index, or `nil` when it is not an integer.
    public func int(_ index: Int) -> Int64? { values[index].int64 }

    /// The integer in the named column, or `nil` when it is missing or not an integer.
    public func int(_ name: String) -> Int64? { self[name]?.int64 }

    /// The number at a column index as a double, or `nil` when it is not a number.
    public func double(_ index: Int) -> Double? { values[index].double }

    /// The number in the named column as a double, or `nil` when it is missing or not a number.
    public func double(_ name: String) -> Double? { self[name]?.double }

    /// The text at a column index, or `nil` when it is not text.
    public func text(_ index: Int) -> String? { values[index].text }

    /// The text in the named column, or `nil` when it is missing or not text.
    public func text(_ name: String) -> String? { self[name]?.text }

    /// The bytes at a column index, or `nil` when it is not a blob.
    public func blob(_ index: Int) -> [UInt8]? { values[index].blob }

    /// The bytes in the named column, or `nil` when it is missing or not a blob.
    public func blob(_ name: String) -> [UInt8]? { self[name]?.blob }
}
