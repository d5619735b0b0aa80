import Foundation
import Testing

@testable import DebtStore

/// `Migrations+Generated.swift` must match `Migrations/*.sql`; run `make generate` when this fails.
@Suite struct MigrationsFreshnessTests {
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func migrationFiles() throws -> [(name: String, sql: String)] {
        try sqlFiles(in: "Migrations")
    }

    private func sqlFiles(in name: String) throws -> [(name: String, sql: String)] {
        let folder = Self.packageRoot.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
            .map { name in
                (name: name, sql: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            }
    }

    @Test func embeddedMigrationsMatchTheFolder() throws {
        #expect(
            Migration.all == (try MigrationSource.migrations(files: try migrationFiles())),
            "Migrations+Generated.swift is stale: run 'make generate'.")
    }

    @Test func generatedFileIsWhatRenderWrites() throws {
        let generated = Self.packageRoot.appendingPathComponent("Sources/DebtStore/Migrations+Generated.swift")
        #expect(
            try String(contentsOf: generated, encoding: .utf8) == (try MigrationSource.render(files: migrationFiles())),
            "Migrations+Generated.swift is stale: run 'make generate'.")
    }

    @Test func generatedQueriesAreWhatRenderWrites() throws {
        let generated = Self.packageRoot.appendingPathComponent("Sources/DebtStore/Queries+Generated.swift")
        #expect(
            try String(contentsOf: generated, encoding: .utf8)
                == (try QuerySource.render(files: sqlFiles(in: "Queries"))),
            "Queries+Generated.swift is stale: run 'make generate'.")
    }

    @Test func everyQueryPreparesAgainstTheSchema() throws {
        let database = try Database(path: ":memory:")
        try Migrator.migrate(database, Migration.all)
        for query in NamedQuery.all {
            #expect(throws: Never.self, "\(query.name)") { _ = try database.prepare(query.sql) }
        }
    }
}
