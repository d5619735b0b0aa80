import DebtStore
import Testing

@testable import DesignDebt

@Suite struct HistoryStoreTests {
    private func store() throws -> HistoryStore {
        let database = try Database(path: ":memory:")
        try Migrator.migrate(database, Migration.all)
        return HistoryStore(database: database)
    }

    @Test func aNewBlobGetsANewRow() throws {
        let store = try store()
        let first = try store.insertBlob(sha: "a1", size: 10, lines: 2, status: .ok)
        let second = try store.insertBlob(sha: "b2", size: 20, lines: 3, status: .ok)
        #expect(first != second)
        #expect(try store.blob(sha: "a1", analyzerID: 1)?.id == first)
        #expect(try store.blob(sha: "b2", analyzerID: 1)?.id == second)
    }

    /// A blob git lacked in an earlier run, or read under another configuration, keeps its id
    /// (intervals and results point at it) and takes what was measured now.
    @Test func aKnownBlobKeepsItsIdAndTakesTheNewMeasure() throws {
        let store = try store()
        let missing = try store.insertBlob(sha: "a1", size: nil, lines: nil, status: .missing)
        let other = try store.insertBlob(sha: "b2", size: 5, lines: 1, status: .ok)
        #expect(try store.insertBlob(sha: "a1", size: 10, lines: 2, status: .ok) == missing)
        let row = try #require(
            try store.database.rows("SELECT size, lines, status FROM blobs WHERE id = ?", [.integer(missing)]).first)
        #expect(row.int(0) == 10 && row.int(1) == 2 && row.text(2) == "ok")
        #expect(try store.insertBlob(sha: "b2", size: 5, lines: 1, status: .ok) == other)
    }
}
