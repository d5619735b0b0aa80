// One-call queries over the statement cache: the common case for the store's writers and readers.
extension Database {
    /// Runs one statement with positional values (cached by SQL text).
    public func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
        try cachedStatement(sql).run(values)
    }

    /// Runs one statement with named parameters (`:since`) (cached by SQL text).
    public func run(_ sql: String, _ named: [String: SQLValue]) throws(SQLiteError) {
        try cachedStatement(sql).run(named)
    }

    /// Every row of one query with positional values, copied out (cached by SQL text).
    public func rows(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        try cachedStatement(sql).rows(values)
    }

    /// Every row of one query with named parameters, copied out (cached by SQL text).
    public func rows(_ sql: String, _ named: [String: SQLValue]) throws(SQLiteError) -> [Row] {
        try cachedStatement(sql).rows(named)
    }

    /// The first column of the first row as an integer: `nil` when there is no row or it is `NULL`.
    public func scalarInt(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Int64? {
        let statement = try cachedStatement(sql)
        try statement.bind(values)
        defer { statement.reset() }
        guard try statement.step(), !statement.isNull(0) else { return nil }
        return statement.int(0)
    }

    /// The schema version the application keeps in the file header (`PRAGMA user_version`).
    public func userVersion() throws(SQLiteError) -> Int {
        Int(try scalarInt("PRAGMA user_version") ?? 0)
    }

    /// Sets `PRAGMA user_version`; it is a signed 32-bit integer in the file header.
    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        precondition(Int(Int32.min)...Int(Int32.max) ~= version, "user_version is a 32-bit integer, not \(version).")
        // Pragmas take no parameters; an Int is safe to format into the SQL.
        try execute("PRAGMA user_version = \(version)")
    }
}
