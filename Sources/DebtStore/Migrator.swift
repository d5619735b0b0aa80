#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Brings a database's schema up to date with the migrations this binary embeds.
///
/// Applied migrations are recorded in `schema_migrations`. The pending ones run in one `BEGIN IMMEDIATE`
/// transaction together with their rows there, so a failure (or a killed process) leaves the database
/// exactly as it was, never half-migrated. A database that already holds history is first copied
/// beside itself (`VACUUM INTO`), so an upgrade can be undone by hand. A database that holds a migration
/// this binary does not know was written by a newer (or diverged) build and is refused untouched:
/// running old code against a newer schema could corrupt it, and there is no going backwards.
public enum Migrator {
    /// The bookkeeping table, created before the first migration.
    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    /// What an upgrade of an existing database did.
    public struct Upgrade: Sendable, Equatable {
        /// The schema version before and after.
        public let from: Int
        public let to: Int
        /// The copy taken before anything changed.
        public let backupPath: String
    }

    /// Applies every pending migration in version order, in one transaction.
    ///
    /// Safe to run on every start and from two processes at once: what is applied is read again while
    /// holding the write lock.
    ///
    /// - Returns: The upgrade of a database that held an earlier schema; nil for a new database or one
    ///   already up to date.
    /// - Throws: `MigrationError` with `.newerSchema`, `.unknownVersion`, or `.nameMismatch` when the
    ///   database does not belong to this binary (nothing is changed); `.migrationFailed` when a
    ///   migration's SQL fails (all of them are rolled back); `.backupFailed` when the copy could not be
    ///   made (nothing is changed); `.invalidMigrations` for a list with duplicate or non-positive versions.
    @discardableResult
    public static func migrate(_ db: Database, _ migrations: [Migration]) throws(MigrationError) -> Upgrade? {
        let known = try sorted(migrations)
        let waiting = try pending(db, known)
        guard let newest = known.last?.version, !waiting.isEmpty else { return nil }
        let current = try currentVersion(db)
        var backupPath: String?
        if current > 0 && db.path != ":memory:" {
            backupPath = try backUp(db, version: current)
        }
        do {
            try db.transaction(.immediate) {
                try db.execute(createTableSQL)
                let recorded = try recordedMigrations(db)
                try check(recorded, known, path: db.path)
                let done = Set(recorded.map(\.version))
                for next in known where !done.contains(next.version) {
                    try apply(next, to: db)
                }
            }
        } catch let error as MigrationError {
            throw error
        } catch let error as SQLiteError {
            throw MigrationError(
                code: .database, message: "Could not update the schema of '\(db.path)'.", underlying: error)
        } catch {
            preconditionFailure("Migrator threw an unexpected error: \(error)")
        }
        return backupPath.map { Upgrade(from: current, to: newest, backupPath: $0) }
    }

    /// The newest schema version recorded, 0 for a database with none.
    private static func currentVersion(_ db: Database) throws(MigrationError) -> Int {
        do {
            let exists = try db.scalarInt(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
            guard exists == 1 else { return 0 }
            return Int(try db.scalarInt("SELECT coalesce(max(version), 0) FROM schema_migrations") ?? 0)
        } catch {
            throw MigrationError(
                code: .database, message: "Could not read the schema version of '\(db.path)'.", underlying: error)
        }
    }

    /// Copies the database to `<path>.v<version>.backup` (a copy left by an earlier, failed upgrade
    /// from the same version is replaced) and says where.
    private static func backUp(_ db: Database, version: Int) throws(MigrationError) -> String {
        let path = "\(db.path).v\(version).backup"
        _ = path.withCString { unlink($0) }
        do {
            try db.run("VACUUM INTO :path", [":path": .text(path)])
        } catch {
            throw MigrationError(
                code: .backupFailed,
                message: "Could not copy '\(db.path)' to '\(path)' before upgrading its schema from version "
                    + "\(version); nothing was changed. Free space beside it and run again.",
                underlying: error)
        }
        return path
    }

    /// The migrations `migrate` would apply, without writing anything: for read-only openers, which must
    /// refuse a newer database too.
    ///
    /// - Throws: The same refusals as `migrate(_:_:)`.
    public static func pending(_ db: Database, _ migrations: [Migration]) throws(MigrationError) -> [Migration] {
        let known = try sorted(migrations)
        let recorded: [Migration]
        do {
            let exists = try db.scalarInt(
                "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
            recorded = exists == 1 ? try recordedMigrations(db) : []
        } catch {
            throw MigrationError(
                code: .database, message: "Could not read the schema version of '\(db.path)'.", underlying: error)
        }
        try check(recorded, known, path: db.path)
        let done = Set(recorded.map(\.version))
        return known.filter { !done.contains($0.version) }
    }

    private static func sorted(_ migrations: [Migration]) throws(MigrationError) -> [Migration] {
        let sorted = migrations.sorted { $0.version < $1.version }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.version == next.version {
            throw MigrationError(
                code: .invalidMigrations,
                message: "Two migrations have version \(next.version): '\(previous.name)' and '\(next.name)'.")
        }
        if let first = sorted.first, first.version < 1 {
            throw MigrationError(
                code: .invalidMigrations, message: "Migration versions start at 1, not \(first.version).")
        }
        return sorted
    }

    /// The applied migrations, without their SQL.
    private static func recordedMigrations(_ db: Database) throws(SQLiteError) -> [Migration] {
        try db.rows("SELECT version, name FROM schema_migrations ORDER BY version").map { row in
            Migration(version: Int(row.int(0) ?? 0), name: row.text(1) ?? "", sql: "")
        }
    }

    /// Refuses a database that holds a migration this binary does not know, or knows by another name.
    private static func check(_ recorded: [Migration], _ known: [Migration], path: String) throws(MigrationError) {
        let knownByVersion = Dictionary(uniqueKeysWithValues: known.map { ($0.version, $0) })
        let newestKnown = known.last?.version ?? 0
        for migration in recorded {
            guard let ours = knownByVersion[migration.version] else {
                if migration.version > newestKnown {
                    let newest = recorded.last?.version ?? migration.version
                    throw MigrationError(
                        code: .newerSchema,
                        message: "The database '\(path)' was written by a newer designdebt (schema version "
                            + "\(newest), this one knows up to \(newestKnown)); refusing to open it. Upgrade "
                            + "designdebt to read it.")
                }
                throw MigrationError(
                    code: .unknownVersion,
                    message: "The database '\(path)' holds schema version \(migration.version) "
                        + "('\(migration.name)'), which this designdebt does not know; refusing to open it.")
            }
            guard ours.name == migration.name else {
                throw MigrationError(
                    code: .nameMismatch,
                    message: "The database '\(path)' recorded schema version \(migration.version) as "
                        + "'\(migration.name)', but this designdebt calls it '\(ours.name)'; refusing to open it.")
            }
        }
    }

    /// Runs one migration and records it; the caller's transaction makes the two one step.
    private static func apply(_ migration: Migration, to db: Database) throws(MigrationError) {
        let label = "\(formattedVersion(migration.version))_\(migration.name)"
        do {
            try db.execute(migration.sql)
        } catch {
            throw MigrationError(
                code: .migrationFailed,
                message: "Migration \(label) of '\(db.path)' failed; every migration of this upgrade was rolled "
                    + "back and the database is as it was.", underlying: error)
        }
        guard db.isInTransaction else {
            // Its own COMMIT would have made it permanent before it was recorded.
            throw MigrationError(
                code: .invalidMigrations,
                message: "Migration \(label) ended the migrator's transaction; remove its BEGIN, COMMIT, or END.")
        }
        do {
            try db.run(
                "INSERT INTO schema_migrations (version, name, applied_at) "
                    + "VALUES (:version, :name, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
                [":version": SQLValue(migration.version), ":name": .text(migration.name)])
        } catch {
            throw MigrationError(
                code: .database, message: "Could not record migration \(label) in '\(db.path)'.", underlying: error)
        }
    }

    /// `7` as `0007`, as in the file names.
    static func formattedVersion(_ version: Int) -> String {
        let digits = String(version)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
