import CSQLite

/// A connection to one SQLite database file.
///
/// Opening sets the connection up the way the store needs it: extended result codes, a busy timeout,
/// and for writable connections WAL (readers never wait for the writer), `synchronous=NORMAL` (durable
/// at each checkpoint, never corrupt), and enforced foreign keys. A file that is not a database fails
/// here, not at the first query.
///
/// A connection is used by one thread at a time: it is not `Sendable`. Open one per task instead.
public final class Database {
    /// How to open the file.
    public enum Mode: Sendable {
        /// Read and write, creating the file if it does not exist.
        case readWriteCreate
        /// Read and write an existing file.
        case readWrite
        /// Read an existing file; every write fails (`PRAGMA query_only`).
        case readOnly

        var openFlags: Int32 {
            switch self {
            case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readWrite: SQLITE_OPEN_READWRITE
            case .readOnly: SQLITE_OPEN_READONLY
            }
        }
    }

    /// The path the database was opened with.
    public let path: String

    /// The mode the database was opened with.
    public let mode: Mode

    let connection: ConnectionHandle
    private var statementCache: [String: Statement] = [:]

    /// Opens (or, with `.readWriteCreate`, creates) the database at `path`.
    ///
    /// - Parameters:
    ///   - path: A file path; `:memory:` opens a private in-memory database.
    ///   - mode: Whether to write, and whether to create the file.
    ///   - busyTimeout: How long, in milliseconds, to wait for another connection's lock before failing
    ///     with `SQLITE_BUSY`.
    /// - Throws: `SQLiteError` when the file cannot be opened, is not a database, or cannot use WAL.
    public init(path: String, mode: Mode = .readWriteCreate, busyTimeout: Int = 5000) throws(SQLiteError) {
        self.path = path
        self.mode = mode
        var pointer: OpaquePointer?
        // The connection is confined to one thread by the type system (not Sendable), so SQLite's own
        // per-connection mutex is not needed.
        let code = sqlite3_open_v2(path, &pointer, mode.openFlags | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let pointer else {
            // > Whether or not an error occurs when it is opened, resources associated with the database
            // > connection handle should be released by passing it to sqlite3_close() when it is no
            // > longer required.
            let error = SQLiteError(db: pointer, code: pointer.map(sqlite3_extended_errcode) ?? code, sql: nil)
            sqlite3_close_v2(pointer)
            throw Self.openError(error, path: path)
        }
        connection = ConnectionHandle(pointer)
        do {
            try configure(pointer, busyTimeout: busyTimeout)
        } catch {
            close()
            throw Self.openError(error, path: path)
        }
    }

    /// Names the file in an error raised while opening it.
    private static func openError(_ error: SQLiteError, path: String) -> SQLiteError {
        SQLiteError(code: error.code, message: "Cannot open '\(path)': \(error.message)", sql: error.sql)
    }

    private func configure(_ pointer: OpaquePointer, busyTimeout: Int) throws(SQLiteError) {
        sqlite3_extended_result_codes(pointer, 1)
        // Set before anything else touches the file: turning WAL on needs a lock that a concurrent
        // opener may hold for a moment.
        sqlite3_busy_timeout(pointer, Int32(clamping: busyTimeout))
        // > The legacy behavior is that double-quoted string literals are accepted [...] this is a
        // > misfeature. `"name"` must mean a column, never silently a string when the column is missing.
        _ = csqlite_db_config_bool(pointer, SQLITE_DBCONFIG_DQS_DML, 0)
        _ = csqlite_db_config_bool(pointer, SQLITE_DBCONFIG_DQS_DDL, 0)
        // Opening is lazy: the file is first read here, so a text file fails now with
        // "file is not a database" (26) instead of at the first real query.
        _ = try scalarText("SELECT count(*) FROM sqlite_master")
        switch mode {
        case .readOnly:
            try execute("PRAGMA query_only = ON")
        case .readWrite, .readWriteCreate:
            // > If the file is write protected [...] the database is opened read-only: SQLite does not
            // > say so until the first write fails. A writer is refused here, before it starts.
            guard sqlite3_db_readonly(pointer, "main") != 1 else {
                throw SQLiteError(code: SQLITE_READONLY, message: "the file is read-only", sql: nil)
            }
            // > The new journal mode is returned. If the journal mode could not be changed, the original
            // > journal mode is returned.
            let journalMode = try scalarText("PRAGMA journal_mode = WAL")?.lowercased()
            let inMemory = path == ":memory:" && journalMode == "memory"
            guard journalMode == "wal" || inMemory else {
                throw SQLiteError(
                    code: SQLITE_ERROR,
                    message: "cannot switch to WAL (journal_mode answered '\(journalMode ?? "")').",
                    sql: "PRAGMA journal_mode = WAL")
            }
            try execute("PRAGMA synchronous = NORMAL")
            try execute("PRAGMA foreign_keys = ON")
        }
    }

    /// The first column of the first row as text, with a one-off statement (the cache is for queries
    /// that repeat).
    private func scalarText(_ sql: String) throws(SQLiteError) -> String? {
        let statement = try prepare(sql)
        defer { statement.finalize() }
        return try statement.step() ? statement.text(0) : nil
    }

    deinit {
        close()
    }

    /// Finalizes every cached statement and closes the connection. Closing twice does nothing.
    ///
    /// Statements prepared with `prepare(_:)` that are still referenced elsewhere keep the connection
    /// as a zombie until they are released (`sqlite3_close_v2`); using them throws.
    public func close() {
        guard let pointer = connection.pointer else { return }
        for statement in statementCache.values {
            statement.finalize()
        }
        statementCache.removeAll()
        connection.invalidate()
        // > If sqlite3_close_v2() is called with unfinalized prepared statements [...] then the database
        // > connection becomes an unusable "zombie" which will automatically be deallocated when the last
        // > prepared statement is finalized.
        sqlite3_close_v2(pointer)
    }

    /// Whether the connection is still open.
    public var isOpen: Bool { connection.pointer != nil }

    // MARK: - Statements

    /// Runs one or more `;`-separated statements, ignoring any rows they return.
    ///
    /// Nothing can be bound: use it for schema and pragmas, and `run(_:_:)` for anything with values.
    /// A failure stops at the failing statement, whose SQL is in the error.
    public func execute(_ sql: String) throws(SQLiteError) {
        let pointer = try connection.open(for: sql)
        let failure: SQLiteError? = sql.withCString { start in
            var cursor = start
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(pointer, cursor, -1, &statement, &tail)
                guard code == SQLITE_OK else {
                    return SQLiteError(db: pointer, code: code, sql: Self.trimmed(String(cString: cursor)))
                }
                // Only whitespace or comments were left.
                guard let statement else { return nil }
                defer { sqlite3_finalize(statement) }
                var stepCode: Int32
                repeat {
                    stepCode = sqlite3_step(statement)
                } while stepCode == SQLITE_ROW
                guard stepCode == SQLITE_DONE else {
                    let text = sqlite3_sql(statement).map { Self.trimmed(String(cString: $0)) }
                    return SQLiteError(db: pointer, code: stepCode, sql: text)
                }
                guard let tail else { return nil }
                cursor = tail
            }
            return nil
        }
        if let failure {
            throw failure
        }
    }

    /// One statement of a script without the whitespace (the newline after the previous `;`) around it.
    private static func trimmed(_ sql: String) -> String {
        let start = sql.firstIndex { !$0.isWhitespace } ?? sql.endIndex
        let end = sql.lastIndex { !$0.isWhitespace }.map(sql.index(after:)) ?? start
        return String(sql[start..<end])
    }

    /// Compiles one statement. The caller owns it; it finalizes when released.
    ///
    /// More than one statement in `sql` is an error (trailing comments and whitespace are fine).
    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        try prepare(sql, flags: 0)
    }

    /// Returns the cached statement for this exact SQL text, compiling it the first time.
    ///
    /// The statement comes back reset with its bindings cleared. A statement whose last step failed is
    /// dropped and compiled again, never reused. Do not nest two uses of the same SQL text: the inner one
    /// resets the outer.
    public func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statementCache[sql] {
            if !statement.hasFailed {
                statement.reset()
                statement.clearBindings()
                return statement
            }
            statementCache[sql] = nil
        }
        // > The SQLITE_PREPARE_PERSISTENT flag is a hint to the query planner that the prepared statement
        // > will be retained for a long time and probably reused many times.
        let statement = try prepare(sql, flags: UInt32(SQLITE_PREPARE_PERSISTENT))
        statementCache[sql] = statement
        return statement
    }

    private func prepare(_ sql: String, flags: UInt32) throws(SQLiteError) -> Statement {
        let pointer = try connection.open(for: sql)
        let result: Result<OpaquePointer, SQLiteError> = sql.withCString { start in
            var statement: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(pointer, start, -1, flags, &statement, &tail)
            guard code == SQLITE_OK else {
                return .failure(SQLiteError(db: pointer, code: code, sql: sql))
            }
            guard let statement else {
                return .failure(.misuse("There is no statement to prepare, only whitespace or comments.", sql: sql))
            }
            // SQLite's own tokenizer decides whether the rest holds another statement.
            if let tail, tail.pointee != 0 {
                var extra: OpaquePointer?
                sqlite3_prepare_v2(pointer, tail, -1, &extra, nil)
                if extra != nil {
                    sqlite3_finalize(extra)
                    sqlite3_finalize(statement)
                    return .failure(
                        .misuse("Only one statement can be prepared at a time; use execute(_:) for several.", sql: sql))
                }
            }
            return .success(statement)
        }
        switch result {
        case .success(let statement):
            return Statement(pointer: statement, sql: sql, connection: connection)
        case .failure(let error):
            throw error
        }
    }

    // MARK: - State

    /// The rowid of the most recent successful `INSERT` on this connection.
    public var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(connection.requireOpen)
    }

    /// The rows changed by the most recent `INSERT`, `UPDATE`, or `DELETE` on this connection.
    public var changes: Int {
        Int(sqlite3_changes64(connection.requireOpen))
    }

    /// Whether a transaction is open (the connection is not in autocommit mode).
    public var isInTransaction: Bool {
        sqlite3_get_autocommit(connection.requireOpen) == 0
    }

    /// The pages this connection has written since it opened: to the write-ahead log in WAL mode
    /// (`SQLITE_DBSTATUS_CACHE_WRITE`), what each commit costs the disk.
    public var pagesWritten: Int {
        var current: Int32 = 0
        var highest: Int32 = 0
        guard sqlite3_db_status(connection.requireOpen, SQLITE_DBSTATUS_CACHE_WRITE, &current, &highest, 0) == SQLITE_OK
        else { return 0 }
        return Int(current)
    }
}

@available(*, unavailable, message: "A connection is used by one thread at a time; open one per task.")
extension Database: Sendable {}
