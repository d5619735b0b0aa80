/// Brings a database's schema up to date with the migrations this binary embeds.
///
/// Applied migrations are recorded in `schema_migrations`. Each pending one runs in its own
/// `BEGIN IMMEDIATE` transaction together with its row there, so a failure (or a killed process) leaves
/// the database at the previous version, never half-migrated. A database that holds a migration this
/// binary does not know was written by a newer (or diverged) build and is refused untouched: running old
/// code against a newer schema could corrupt it, and there is no going backwards.
public enum Migrator {
    /// The bookkeeping table, created before the first migration.
    static let createTableSQL = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            applied_at TEXT NOT NULL
        ) STRICT
        """

    /// Applies every pending migration in version order.
    ///
    /// Safe to run on every start and from two processes at once: each step re-reads what is applied
    /// while holding the write lock.
    ///
    /// - Throws: `MigrationError` with `.newerSchema`, `.unknownVersion`, or `.nameMismatch` when the
    ///   database does not belong to this binary (nothing is changed); `.migrationFailed` when a
    ///   migration's SQL fails (it is rolled back; earlier ones stay); `.invalidMigrations` for a list with
    ///   duplicate or non-positive versions.
    public static func migrate(_ db: Database, _ migrations: [Migration]) throws(MigrationError) {
        let known = try sorted(migrations)
        while true {
            let applied: Migration?
            do {
                applied = try db.transaction(.immediate) { () throws -> Migration? in
                    try db.execute(createTableSQL)
                    let recorded = try recordedMigrations(db)
                    try check(recorded, known, path: db.path)
                    let done = Set(recorded.map(\.version))
                    guard let next = known.first(where: { !done.contains($0.version) }) else { return nil }
                    try apply(next, to: db)
                    return next
                }
            } catch let error as MigrationError {
                throw error
            } catch let error as SQLiteError {
                throw MigrationError(
                    code: .database, message: "Could not update the schema of '\(db.path)'.", underlying: error)
            } catch {
                preconditionFailure("Migrator threw an unexpected error: \(error)")
            }
            if applied == nil { return }
        }
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
                            + "\(newest), this one knows up to \(newestKnown)); refusing to open it.")
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
                code: .migrationFailed, message: "Migration \(label) failed and was rolled back.", underlying: error)
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
