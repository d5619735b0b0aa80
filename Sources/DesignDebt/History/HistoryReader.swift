import DebtStore
import Foundation

/// Opens a history database for reading (reports run while a collect
/// writes: WAL lets them) and picks the repository and branch to report on.
struct HistoryReader {
    let database: Database
    let repositoryID: Int64
    let root: String
    let branch: String

    /// Opens `path` read-only. A database from a newer designdebt is refused;
    /// one that needs migrating is too (a report never writes).
    init(path: String, branch requested: String?) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DesignDebtError.input("No history database at '\(path)'; run 'designdebt collect' first.")
        }
        do {
            database = try Database(path: path, mode: .readOnly)
            // Belt and braces: no statement run through this connection may write, whatever it says.
            try database.execute("PRAGMA query_only = 1")
            // Reports read the same pages many times over (a blob's findings per commit that kept it):
            // mapped, they are read from the page cache without a copy per query.
            try database.execute("PRAGMA mmap_size = 268435456")
            try database.execute("PRAGMA cache_size = -32000")
            let pending = try Migrator.pending(database, Migration.all)
            guard pending.isEmpty else {
                throw DesignDebtError.input(
                    "The database '\(path)' predates this designdebt; run 'designdebt collect' to upgrade it.")
            }
        } catch let error as MigrationError {
            throw DesignDebtError.runtime(error.description)
        } catch let error as SQLiteError {
            if let message = StorageFailure.opening(error, path: path) { throw DesignDebtError.runtime(message) }
            throw DesignDebtError.runtime("Cannot read the database '\(path)': \(error.description)")
        }
        let rows = try database.rows(NamedQuery.sql("repositories"))
        let chosen = requested.map { name in rows.first { $0.text("branch") == name } } ?? rows.first
        guard let row = chosen, let id = row.int("id") else {
            let branches = rows.compactMap { $0.text("branch") }.joined(separator: ", ")
            if let requested {
                throw DesignDebtError.input(
                    "The database holds no branch '\(requested)'. It holds: \(branches.isEmpty ? "nothing yet" : branches)."
                )
            }
            throw DesignDebtError.input(
                "The database '\(path)' holds no collected commits yet; run 'designdebt collect'.")
        }
        repositoryID = id
        root = row.text("root") ?? ""
        branch = row.text("branch") ?? ""
    }
}
