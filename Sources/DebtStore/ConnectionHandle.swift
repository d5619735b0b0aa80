import CSQLite

/// The `sqlite3 *` shared by a database and its statements, so a statement can tell that the
/// connection was closed under it instead of calling into a dead connection.
///
/// Statements must not keep the `Database` alive (the database caches them: a cycle), so they hold
/// this box instead.
final class ConnectionHandle {
    /// The open connection, or `nil` once `Database.close()` ran.
    private(set) var pointer: OpaquePointer?

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// The open connection, or a misuse error mentioning `sql` when it was closed.
    func open(for sql: String?) throws(SQLiteError) -> OpaquePointer {
        guard let pointer else {
            throw .misuse("The database connection is closed.", sql: sql)
        }
        return pointer
    }

    /// The open connection for calls that cannot throw; closing and then using is a programming error.
    var requireOpen: OpaquePointer {
        guard let pointer else {
            preconditionFailure("The database connection was used after close().")
        }
        return pointer
    }

    /// Forgets the pointer; the caller closes it.
    func invalidate() {
        pointer = nil
    }
}
