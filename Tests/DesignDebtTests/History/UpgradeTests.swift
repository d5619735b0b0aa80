import DebtStore
import Foundation
import Testing

/// docs/operations.md, "Upgrades": a database written by any earlier designdebt is upgraded in place by
/// the next collect, in one transaction, after a copy of it is kept beside it; what it held reads the
/// same after; a migration that fails leaves it exactly as it was.
///
/// Tests/Fixtures/Upgrades holds one small database per earlier schema version, each written by the
/// designdebt of that version (`make-fixtures.sh` there makes them again).
@Suite struct UpgradeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Upgrades").path

    /// The earlier schema versions with a fixture: every migration but the newest.
    static let versions = Array(1..<Migration.all.count)

    /// A copy of the fixture of `version` in a folder of its own.
    struct Copy {
        let folder: String
        let database: String

        init(version: Int) throws {
            let fixtures = UpgradeTests.fixtures
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("upgrade-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            database = folder + "/history.sqlite"
            let name = "schema-" + String(format: "%04d", version) + ".sqlite"
            try FileManager.default.copyItem(atPath: fixtures + "/" + name, toPath: database)
        }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    /// What a database holds for its first repository, in words every schema version can answer
    /// (the `findings` and `inventory` tables became views of the same columns): one line per
    /// commit, counter change, file version, finding and scale site, sorted.
    static func holdings(_ path: String) throws -> [String] {
        let db = try Database(path: path, mode: .readOnly)
        defer { db.close() }
        let queries = [
            "SELECT 'commit ' || seq || ' ' || sha || ' ' || coalesce(parent_sha, '-') || ' ' || is_merge FROM commits",
            """
            SELECT 'counter ' || c.seq || ' ' || r.key_kind || ' ' || r.key || ' ' || r.delta
            FROM commit_rollups AS r JOIN commits AS c ON c.id = r.commit_id
            """,
            """
            SELECT 'version ' || p.path || ' ' || b.sha || ' ' || v.from_seq || ' ' || coalesce(v.to_seq, 'open')
            FROM file_versions AS v JOIN paths AS p ON p.id = v.path_id JOIN blobs AS b ON b.id = v.blob_id
            """,
            """
            SELECT 'finding ' || b.sha || ' ' || f.rule_id || ' ' || f.line || ':' || f."column" || ' ' || f.message
                || ' ' || f.fingerprint
            FROM findings AS f JOIN blobs AS b ON b.id = f.blob_id
            """,
            """
            SELECT 'site ' || b.sha || ' ' || i.family || ' ' || i.site || ' ' || i.kind || ' ' || i.value_text
                || ' ' || coalesce(i.on_scale, '-') || ' ' || i.line || ':' || i."column"
            FROM inventory AS i JOIN blobs AS b ON b.id = i.blob_id
            """,
        ]
        return try queries.flatMap { try db.rows($0).map { $0.text(0) ?? "NULL" } }.sorted()
    }

    static func schemaVersion(_ path: String) throws -> Int {
        let db = try Database(path: path, mode: .readOnly)
        defer { db.close() }
        return Int(try db.scalarInt("SELECT max(version) FROM schema_migrations") ?? 0)
    }

    /// `designdebt collect` of a one-commit repository into `database`: it upgrades the database first.
    /// Its branch is `scratch`, so `--branch main` reads the history the database held.
    static func collect(into database: String) throws -> TestProcess {
        let repository = try GitFixture(branch: "scratch")
        try repository.write(
            "Sources/Card.swift",
            "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").padding(13) } }\n")
        try repository.commit("Card")
        return try TestProcess.run(
            try designdebtExecutable().path,
            ["collect", "--repo", repository.root, "--db", database, "--branch", "scratch"])
    }

    @Test(arguments: versions) func anEarlierDatabaseIsUpgradedInPlaceWithACopyKeptAndReadsTheSame(version: Int)
        throws
    {
        let copy = try Copy(version: version)
        defer { copy.remove() }
        #expect(try Self.schemaVersion(copy.database) == version)
        let before = try Self.holdings(copy.database)
        #expect(before.contains { $0.hasPrefix("finding ") } && before.contains { $0.hasPrefix("counter ") })

        // Reading commands do not write: they ask for the collect that upgrades.
        let binary = try designdebtExecutable().path
        let early = try TestProcess.run(binary, ["trend", "--db", copy.database])
        #expect(early.status == 64)
        #expect(
            early.errors
                == "Error: The database '\(copy.database)' predates this designdebt; run 'designdebt collect' to upgrade it.\n"
        )

        let run = try Self.collect(into: copy.database)
        #expect(run.status == 0, "\(run.errors)")
        let newest = Migration.all.count
        let backup = copy.database + ".v\(version).backup"
        #expect(
            run.errors
                == "Upgraded the database from schema version \(version) to \(newest); the database as it was is kept at '\(backup)'.\n"
        )
        #expect(try Self.schemaVersion(copy.database) == newest)
        // What it held reads the same; the new repository's commits come after.
        #expect(Array(try Self.holdings(copy.database).filter(before.contains)) == before)
        #expect(try Self.schemaVersion(backup) == version)
        #expect(try Self.holdings(backup) == before, "the copy is the database as it was")

        // Every reading command answers from the upgraded database.
        for command in [["trend"], ["top"], ["findings"], ["regressions", "--since", "all"], ["report"]] {
            let read = try TestProcess.run(binary, command + ["--db", copy.database, "--branch", "main"])
            #expect(read.status == 0, "\(command): \(read.errors)")
        }
    }

    @Test func aMigrationThatFailsLeavesTheDatabaseAsItWas() throws {
        let version = Migration.all.count - 1
        let copy = try Copy(version: version)
        defer { copy.remove() }
        // Something in the way of the newest migration: the table it creates, or the column it adds,
        // already there.
        let blocker = try Database(path: copy.database)
        let newest = try #require(Migration.all.last)
        if let created = newest.sql.firstMatch(of: /CREATE TABLE (\w+)/)?.1 {
            try blocker.execute("CREATE TABLE \(created) (x INTEGER)")
        } else {
            let added = try #require(newest.sql.firstMatch(of: /ALTER TABLE (\w+) ADD COLUMN (\w+)/), "\(newest.sql)")
            try blocker.execute("ALTER TABLE \(added.1) ADD COLUMN \(added.2) TEXT")
        }
        blocker.close()
        let before = try Self.holdings(copy.database)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: copy.database))

        let run = try Self.collect(into: copy.database)
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "Error: Migration \(String(format: "%04d", newest.version))_\(newest.name) of '\(copy.database)' "
                    + "failed; every migration of this upgrade was rolled back and the database is as it was."),
            "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(try Self.schemaVersion(copy.database) == version)
        #expect(try Self.holdings(copy.database) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy.database)) == bytes, "not a byte changed")
    }
}
