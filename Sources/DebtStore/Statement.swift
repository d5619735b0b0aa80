import CSQLite

/// A prepared statement: compiled SQL that can be bound, stepped, and reset many times.
///
/// A statement belongs to the connection that prepared it and, like the connection, to one thread
/// at a time: it is not `Sendable`. It finalizes itself when released. After a step fails it must not
/// be reused (SQLite may have left it half-reset); the statement cache drops it instead.
///
/// The usual way in is `Database.rows(_:_:)` or `Database.run(_:_:)`; take a statement when a loop
/// runs the same SQL many times:
///
///     let insert = try db.cachedStatement("INSERT INTO paths(path) VALUES (?)")
///     for path in paths { try insert.run([.text(path)]) }
public final class Statement {
    /// The SQL this statement was prepared from.
    public let sql: String

    /// The compiled statement, `nil` once finalized.
    private var pointer: OpaquePointer?
    private let connection: ConnectionHandle

    /// Whether a step failed: the statement cache evicts such a statement instead of reusing it.
    public private(set) var hasFailed = false

    init(pointer: OpaquePointer, sql: String, connection: ConnectionHandle) {
        self.pointer = pointer
        self.sql = sql
        self.connection = connection
    }

    deinit {
        // > Invoking sqlite3_finalize() on a NULL pointer is a harmless no-op.
        // A statement that outlives `Database.close()` finalizes here; `sqlite3_close_v2` kept the
        // connection as a zombie until then.
        sqlite3_finalize(pointer)
    }

    /// Finalizes now; used by `Database.close()` before it closes the connection.
    func finalize() {
        sqlite3_finalize(pointer)
        pointer = nil
    }

    /// The statement pointer, or a misuse error when the statement or its connection is gone.
    private func handle() throws(SQLiteError) -> OpaquePointer {
        guard let pointer, connection.pointer != nil else {
            throw .misuse("The statement was used after its database was closed.", sql: sql)
        }
        return pointer
    }

    /// The statement pointer for calls that cannot throw.
    var requirePointer: OpaquePointer {
        guard let pointer, connection.pointer != nil else {
            preconditionFailure("The statement `\(sql)` was used after its database was closed.")
        }
        return pointer
    }

    // MARK: - Running

    /// Runs the statement to its next row: `true` when a row is ready to read, `false` when done.
    ///
    /// A failure marks the statement as failed; do not step it again.
    public func step() throws(SQLiteError) -> Bool {
        let pointer = try handle()
        let code = sqlite3_step(pointer)
        switch code {
        case SQLITE_ROW:
            return true
        case SQLITE_DONE:
            return false
        default:
            hasFailed = true
            throw SQLiteError(db: sqlite3_db_handle(pointer), code: code, sql: sql)
        }
    }

    /// Rewinds the statement so it can run again; bindings stay.
    ///
    /// > If the most recent call to sqlite3_step(S) for the prepared statement S indicated an error,
    /// > then sqlite3_reset(S) returns an appropriate error code.
    /// That error was already thrown by `step()`, so the result is deliberately ignored.
    public func reset() {
        guard let pointer else { return }
        sqlite3_reset(pointer)
    }

    /// Sets every parameter back to `NULL`.
    public func clearBindings() {
        guard let pointer else { return }
        sqlite3_clear_bindings(pointer)
    }

    /// Binds `values`, steps until done, and resets: for statements that return no rows.
    public func run(_ values: [SQLValue] = []) throws(SQLiteError) {
        try bind(values)
        try runBound()
    }

    /// Binds named parameters, steps until done, and resets.
    public func run(_ named: [String: SQLValue]) throws(SQLiteError) {
        try bind(named)
        try runBound()
    }

    private func runBound() throws(SQLiteError) {
        defer { reset() }
        while try step() {}
    }

    /// Binds `values` and returns every row, copied out; the statement is reset afterwards.
    public func rows(_ values: [SQLValue] = []) throws(SQLiteError) -> [Row] {
        try bind(values)
        return try collectRows()
    }

    /// Binds named parameters and returns every row, copied out; the statement is reset afterwards.
    public func rows(_ named: [String: SQLValue]) throws(SQLiteError) -> [Row] {
        try bind(named)
        return try collectRows()
    }

    private func collectRows() throws(SQLiteError) -> [Row] {
        defer { reset() }
        let names = (0..<columnCount).map(columnName)
        var rows: [Row] = []
        while try step() {
            rows.append(Row(columns: names, values: (0..<names.count).map(value)))
        }
        return rows
    }

    /// Binds `values` and calls `body` with the statement positioned on each row in turn.
    ///
    /// Read the row with the column readers (`int(_:)`, `text(_:)`, ...); nothing is copied that the body
    /// does not read. The statement is reset afterwards, also when `body` throws.
    public func forEachRow(_ values: [SQLValue] = [], _ body: (Statement) throws -> Void) throws {
        try bind(values)
        defer { reset() }
        while try step() {
            try body(self)
        }
    }

    /// Binds named parameters and calls `body` with the statement positioned on each row in turn.
    public func forEachRow(_ named: [String: SQLValue], _ body: (Statement) throws -> Void) throws {
        try bind(named)
        defer { reset() }
        while try step() {
            try body(self)
        }
    }
}

@available(*, unavailable, message: "A statement belongs to one connection on one thread at a time.")
extension Statement: Sendable {}
