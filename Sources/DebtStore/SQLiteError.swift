import CSQLite

/// An error reported by SQLite, or a misuse of this wrapper, with the SQL that caused it.
///
/// The description reads `SQLite error 19: NOT NULL constraint failed: commits.sha - while executing
/// `INSERT ...``. It never contains bound values: they may be private (author names, e-mail addresses)
/// and the SQL text alone says which statement failed.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The extended result code, such as 787 (`SQLITE_CONSTRAINT_FOREIGNKEY`) or 5 (`SQLITE_BUSY`).
    public let code: Int32

    /// SQLite's message for the failure, read right after the failing call.
    public let message: String

    /// The SQL that was being prepared or executed, if any.
    public let sql: String?

    /// Creates an error from its parts.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code: the low 8 bits of the extended code (19 for every constraint failure).
    public var primaryCode: Int32 { code & 0xff }

    /// Whether another connection holds a lock this one needed and the busy timeout ran out.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY }

    /// Whether a `NOT NULL`, `UNIQUE`, `CHECK`, `FOREIGN KEY`, or `STRICT` type constraint failed.
    public var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }

    /// `SQLite error CODE: MESSAGE - while executing `SQL``, on one line: the SQL's line breaks and
    /// indentation become single spaces, so an error is one line on stderr.
    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql {
            let oneLine = sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            text += " - while executing `\(oneLine)`"
        }
        return text
    }
}

extension SQLiteError {
    /// Reads the message of the call on `db` that just returned `code`.
    ///
    /// > The sqlite3_errmsg() and sqlite3_errmsg16() return English-language text that describes the error
    /// > [...] If the most recent API call was successful, the error message is "not an error".
    /// When the connection's own error code does not match (the call did not set it, or there is no
    /// connection), the generic text for the code is used instead.
    init(db: OpaquePointer?, code: Int32, sql: String?) {
        let message: String
        if let db, sqlite3_extended_errcode(db) == code, let text = sqlite3_errmsg(db) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(code))
        }
        self.init(code: code, message: message, sql: sql)
    }

    /// An error for using this wrapper wrongly, reported as `SQLITE_MISUSE` (21).
    static func misuse(_ message: String, sql: String? = nil) -> SQLiteError {
        SQLiteError(code: SQLITE_MISUSE, message: message, sql: sql)
    }
}
