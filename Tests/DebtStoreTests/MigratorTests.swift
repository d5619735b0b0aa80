import Foundation
import Testing

@testable import DebtStore

@Suite struct MigratorTests {
    private let first = Migration(
        version: 1, name: "create_commits",
        sql: "CREATE TABLE commits(id INTEGER PRIMARY KEY, sha TEXT NOT NULL UNIQUE) STRICT;")
    private let second = Migration(
        version: 2, name: "add_subject", sql: "ALTER TABLE commits ADD COLUMN subject TEXT;")
    private let third = Migration(
        version: 3, name: "create_paths",
        sql: """
            CREATE TABLE paths(id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE) STRICT;
            INSERT INTO paths(path) VALUES ('App.swift');
            """)

    private func applied(_ db: Database) throws -> [Row] {
        try db.rows("SELECT version, name FROM schema_migrations ORDER BY version")
    }

    private func schema(_ db: Database) throws -> [Row] {
        try db.rows("SELECT type, name, sql FROM sqlite_master ORDER BY name")
    }

    @Test func appliesInVersionOrderAndIsIdempotent() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.file("store.sqlite"))
        #expect(try Migrator.pending(db, [third, first, second]) == [first, second, third])
        // Out of order on purpose: the migrator sorts.
        try Migrator.migrate(db, [third, first, second])
        #expect(
            try applied(db).map { $0.values } == [[1, "create_commits"], [2, "add_subject"], [3, "create_paths"]])
        #expect(try db.rows("PRAGMA table_info(commits)").map { $0.text("name") } == ["id", "sha", "subject"])
        let appliedAt = try #require(try db.rows("SELECT applied_at FROM schema_migrations").first?.text(0))
        #expect(appliedAt.count == 24 && appliedAt.hasSuffix("Z"), "ISO 8601 UTC, got \(appliedAt)")

        let before = try schema(db)
        try Migrator.migrate(db, [first, second, third])
        #expect(try schema(db) == before)
        #expect(try db.scalarInt("SELECT count(*) FROM paths") == 1)
        #expect(try Migrator.pending(db, [first, second, third]) == [])
    }

    @Test func appliesOnlyWhatIsPending() throws {
        let db = try Database(path: ":memory:")
        try Migrator.migrate(db, [first])
        #expect(try Migrator.pending(db, [first, second, third]) == [second, third])
        try Migrator.migrate(db, [first, second, third])
        #expect(try applied(db).count == 3)
    }

    @Test func anEmptyListChangesNothingAndSucceeds() throws {
        let db = try Database(path: ":memory:")
        #expect(try Migrator.migrate(db, []) == nil)
        #expect(try Migrator.pending(db, []).isEmpty)
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master") == 0)
    }

    @Test func refusesANewerSchemaWithoutChangingAnything() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        let db = try Database(path: path)
        try Migrator.migrate(db, [first, second, third])
        let before = try schema(db)
        let recordsBefore = try db.rows("SELECT * FROM schema_migrations")

        let error = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, second]) }
        #expect(error.code == .newerSchema)
        #expect(
            error.description
                == "The database '\(path)' was written by a newer designdebt (schema version 3, this one knows up "
                + "to 2); refusing to open it. Upgrade designdebt to read it.")
        #expect(try schema(db) == before)
        #expect(try db.rows("SELECT * FROM schema_migrations") == recordsBefore)
        #expect(!db.isInTransaction)

        let readOnly = try Database(path: path, mode: .readOnly)
        let readError = try #require(throws: MigrationError.self) {
            try Migrator.pending(readOnly, [first])
        }
        #expect(readError.code == .newerSchema)
        #expect(readError.message.contains("this one knows up to 1"))
    }

    @Test func refusesAnUnknownOrRenamedVersion() throws {
        let db = try Database(path: ":memory:")
        try Migrator.migrate(db, [first, second, third])
        let unknown = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, third]) }
        #expect(unknown.code == .unknownVersion)
        #expect(unknown.message.contains("holds schema version 2 ('add_subject')"))

        let renamed = Migration(version: 2, name: "add_title", sql: second.sql)
        let mismatch = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, renamed, third]) }
        #expect(mismatch.code == .nameMismatch)
        #expect(
            mismatch.message
                == "The database ':memory:' recorded schema version 2 as 'add_subject', but this designdebt calls "
                + "it 'add_title'; refusing to open it.")
    }

    @Test func aFailingMigrationLeavesTheDatabaseAsItWasNoPartialTable() throws {
        let db = try Database(path: ":memory:")
        let broken = Migration(
            version: 2, name: "half_done",
            sql: """
                CREATE TABLE half(id INTEGER PRIMARY KEY) STRICT;
                INSERT INTO commits(sha) VALUES ('abc');
                INSERT INTO no_such_table VALUES (1);
                """)
        let error = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, broken, third]) }
        #expect(error.code == .migrationFailed)
        #expect(
            error.description
                == "Migration 0002_half_done of ':memory:' failed; every migration of this upgrade was rolled back "
                + "and the database is as it was. SQLite error 1: no such table: no_such_table"
                + " - while executing `INSERT INTO no_such_table VALUES (1);`")
        #expect(error.underlying?.code == 1)
        // One transaction for the whole upgrade: the first migration went with the broken one.
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master") == 0)
        #expect(!db.isInTransaction)
        // Applied alone, the first one stays when the next upgrade fails.
        try Migrator.migrate(db, [first])
        #expect(throws: MigrationError.self) { try Migrator.migrate(db, [first, broken, third]) }
        #expect(try applied(db).map { $0.int(0) } == [1])
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master WHERE name IN ('half', 'paths')") == 0)
        #expect(try db.scalarInt("SELECT count(*) FROM commits") == 0)
    }

    @Test func anExistingDatabaseIsCopiedBeforeItsUpgrade() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        let db = try Database(path: path)
        // A new database has nothing to keep: no copy.
        #expect(try Migrator.migrate(db, [first]) == nil)
        try db.execute("INSERT INTO commits (sha) VALUES ('abc')")
        let upgrade = try #require(try Migrator.migrate(db, [first, second, third]))
        #expect(upgrade == Migrator.Upgrade(from: 1, to: 3, backupPath: path + ".v1.backup"))
        let copy = try Database(path: upgrade.backupPath, mode: .readOnly)
        #expect(try applied(copy).map { $0.int(0) } == [1])
        #expect(try copy.scalarInt("SELECT count(*) FROM commits") == 1)
        // Up to date: nothing to do, no copy.
        #expect(try Migrator.migrate(db, [first, second, third]) == nil)
    }

    @Test func anUpgradeWhoseCopyFailsChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        let db = try Database(path: path)
        try Migrator.migrate(db, [first])
        try db.execute("INSERT INTO commits (sha) VALUES ('abc')")
        // A folder with something in it where the copy goes: it can be neither removed nor written.
        try FileManager.default.createDirectory(atPath: path + ".v1.backup/x", withIntermediateDirectories: true)
        let error = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, second]) }
        #expect(error.code == .backupFailed)
        #expect(
            error.message
                == "Could not copy '\(path)' to '\(path).v1.backup' before upgrading its schema from version 1; nothing "
                + "was changed. Free space beside it and run again.")
        #expect(try applied(db).map { $0.int(0) } == [1])
    }

    @Test func aMigrationMustNotCommitItself() throws {
        let db = try Database(path: ":memory:")
        let committing = Migration(version: 1, name: "commits_itself", sql: "CREATE TABLE x(y INTEGER); COMMIT;")
        let error = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [committing]) }
        #expect(error.code == .invalidMigrations)
    }

    @Test func theEmbeddedMigrationsApplyToAFreshDatabase() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.file("store.sqlite"))
        try Migrator.migrate(db, Migration.all)
        #expect(try Migrator.pending(db, Migration.all).isEmpty)
        #expect(try applied(db).count == Migration.all.count)
        #expect(try db.rows("PRAGMA foreign_key_check").isEmpty)
        #expect(try db.rows("PRAGMA integrity_check").first?.text(0) == "ok")
    }

    /// Results stored as a row per finding and per site before migration 3 come back through the
    /// views in the same order, with the same values; path intervals survive their rebuild (4).
    @Test func rebuildingTablesKeepsEveryStoredRow() throws {
        let db = try Database(path: ":memory:")
        try Migrator.migrate(db, Migration.all.filter { $0.version < 3 })
        try db.execute(
            """
            INSERT INTO analyzers (id, fingerprint, tool_version, rule_ids, config) VALUES (1, 'f', '1', 'r', '{}');
            INSERT INTO blobs (id, sha, size, lines, status) VALUES (1, 'a', 10, 1, 'ok'), (2, 'b', 10, 1, 'ok');
            INSERT INTO blob_analyses (blob_id, analyzer_id, findings, sites) VALUES (1, 1, 2, 2), (2, 1, 0, 2);
            INSERT INTO repositories (id, root, branch) VALUES (1, '/app', 'main');
            INSERT INTO paths (id, path) VALUES (1, 'A.swift');
            INSERT INTO file_versions (repository_id, path_id, blob_id, from_seq, to_seq)
            VALUES (1, 1, 1, 1, 4), (1, 1, 2, 5, NULL);
            INSERT INTO findings (blob_id, analyzer_id, rule_id, severity, line, "column", message, snippet, fingerprint)
            VALUES (1, 1, 'spacing/off-scale', 'warning', 3, 9, 'Spacing 13.5 is "off"', '.padding(13.5)', 'x1'),
                   (1, 1, 'color/raw-system-color', 'note', 1, 2, 'The red', 'Color.red', 'x2');
            INSERT INTO inventory (blob_id, analyzer_id, family, site, kind, value, value_text, on_scale, line, "column")
            VALUES (1, 1, 'spacing', 'padding', 'literal', 13.5, '13.5', 0, 3, 9),
                   (1, 1, 'spacing', 'padding', 'token', NULL, 'Space.m', NULL, 4, 9),
                   (2, 1, 'spacing', 'padding', 'literal', 0.30000000000000004, '0.1 + 0.2', 0, 1, 1),
                   (2, 1, 'spacing', 'padding', 'literal', 1e400, '1e400', 0, 2, 1);
            """)
        try Migrator.migrate(db, Migration.all)
        let findings = try db.rows(
            """
            SELECT ordinal, rule_id, severity, line, "column", message, snippet, fingerprint FROM findings
            WHERE blob_id = 1 AND analyzer_id = 1 ORDER BY ordinal
            """)
        #expect(
            findings.map(\.values) == [
                [1, "spacing/off-scale", "warning", 3, 9, "Spacing 13.5 is \"off\"", ".padding(13.5)", "x1"],
                [2, "color/raw-system-color", "note", 1, 2, "The red", "Color.red", "x2"],
            ])
        let sites = try db.rows(
            "SELECT ordinal, family, site, kind, value, value_text, on_scale, line, \"column\" FROM inventory WHERE blob_id = 1 ORDER BY ordinal"
        )
        #expect(
            sites.map(\.values) == [
                [1, "spacing", "padding", "literal", 13.5, "13.5", 0, 3, 9],
                [2, "spacing", "padding", "token", nil, "Space.m", nil, 4, 9],
            ])
        #expect(try db.scalarInt("SELECT count(*) FROM blob_results WHERE findings = 0 AND finding_rows = '[]'") == 1)
        // Every double comes back exactly; an infinite one (not JSON) as null.
        let values = try db.rows("SELECT value FROM inventory WHERE blob_id = 2 ORDER BY ordinal")
        #expect(values.map(\.values) == [[.real(0.30000000000000004)], [nil]])
        let intervals = try db.rows("SELECT path_id, blob_id, from_seq, to_seq FROM file_versions ORDER BY from_seq")
        #expect(intervals.map(\.values) == [[1, 1, 1, 4], [1, 2, 5, nil]])
        // Still at most one open interval per path.
        #expect(throws: SQLiteError.self) {
            try db.execute("INSERT INTO file_versions (repository_id, path_id, blob_id, from_seq) VALUES (1, 1, 1, 9)")
        }
        #expect(try db.rows("PRAGMA integrity_check").first?.text(0) == "ok")
    }

    @Test func rejectsDuplicateVersions() throws {
        let db = try Database(path: ":memory:")
        let duplicate = Migration(version: 1, name: "again", sql: "SELECT 1")
        let error = try #require(throws: MigrationError.self) { try Migrator.migrate(db, [first, duplicate]) }
        #expect(error.code == .invalidMigrations)
        #expect(try db.scalarInt("SELECT count(*) FROM sqlite_master") == 0)
    }
}
