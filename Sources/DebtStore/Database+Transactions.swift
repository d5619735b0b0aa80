extension Database {
    /// How a transaction takes its locks.
    public enum TransactionKind: Sendable {
        /// Takes the write lock at `BEGIN`, waiting up to the busy timeout: for anything that writes.
        ///
        /// A deferred transaction that reads and then writes can hit `SQLITE_BUSY` that no timeout fixes
        /// (another writer committed since its read), so writes always start immediate.
        case immediate
        /// Takes locks as statements need them: for consistent multi-statement reads.
        case deferred

        var beginSQL: String {
            switch self {
            case .immediate: "BEGIN IMMEDIATE"
            case .deferred: "BEGIN DEFERRED"
            }
        }
    }

    /// Runs `body` in a transaction and commits, or rolls back and rethrows the first error.
    ///
    /// If `body` throws, or `COMMIT` fails (a deferred foreign key, `SQLITE_BUSY`), the transaction is
    /// rolled back and that first error is rethrown unchanged; an error from the rollback itself is
    /// dropped, as it says nothing new. Transactions do not nest: `BEGIN` inside one fails.
    public func transaction<T>(_ kind: TransactionKind = .immediate, _ body: () throws -> T) throws -> T {
        // Cached: a collect opens one transaction per commit, and parsing these two every time showed.
        try cachedStatement(kind.beginSQL).run()
        do {
            let result = try body()
            try cachedStatement("COMMIT").run()
            return result
        } catch {
            rollbackIfNeeded()
            throw error
        }
    }

    /// Rolls back the open transaction, if SQLite has not already done so.
    ///
    /// > If certain kinds of errors occur within a transaction, the transaction may or may not be rolled
    /// > back automatically. [SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY, SQLITE_NOMEM]
    private func rollbackIfNeeded() {
        guard isOpen, isInTransaction else { return }
        try? execute("ROLLBACK")
    }
}
