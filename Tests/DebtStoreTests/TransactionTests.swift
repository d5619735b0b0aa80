import Testing

@testable import DebtStore

@Suite struct TransactionTests {
    private struct Boom: Error, Equatable {}

    private func database() throws -> Database {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(x INTEGER NOT NULL) STRICT")
        return db
    }

    @Test func commitsAndReturnsTheBodysValue() throws {
        let db = try database()
        let count = try db.transaction {
            #expect(db.isInTransaction)
            try db.run("INSERT INTO t VALUES (1)")
            try db.run("INSERT INTO t VALUES (2)")
            return try db.scalarInt("SELECT count(*) FROM t")
        }
        #expect(count == 2)
        #expect(!db.isInTransaction)
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 2)
    }

    @Test func rollsBackAndRethrowsTheBodysError() throws {
        let db = try database()
        try db.run("INSERT INTO t VALUES (1)")
        #expect(throws: Boom()) {
            try db.transaction(.deferred) {
                try db.run("INSERT INTO t VALUES (2)")
                throw Boom()
            }
        }
        #expect(!db.isInTransaction)
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 1)
    }

    @Test func rethrowsTheFirstSQLiteErrorAfterRollingBack() throws {
        let db = try database()
        let error = try #require(throws: SQLiteError.self) {
            try db.transaction {
                try db.run("INSERT INTO t VALUES (1)")
                try db.run("INSERT INTO t VALUES (NULL)")
                try db.run("INSERT INTO t VALUES (3)")
            }
        }
        #expect(error.code == 1299)
        #expect(error.sql == "INSERT INTO t VALUES (NULL)")
        #expect(!db.isInTransaction)
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
    }

    @Test func aFailedCommitRollsBack() throws {
        let db = try database()
        try db.execute(
            """
            CREATE TABLE parents(id INTEGER PRIMARY KEY);
            CREATE TABLE children(parent_id INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED);
            """)
        let error = try #require(throws: SQLiteError.self) {
            try db.transaction {
                try db.run("INSERT INTO children VALUES (1)")
                try db.run("INSERT INTO t VALUES (1)")
            }
        }
        #expect(error.code == 787)
        #expect(error.sql == "COMMIT")
        #expect(!db.isInTransaction)
        #expect(try db.scalarInt("SELECT count(*) FROM children") == 0)
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
    }

    @Test func transactionsDoNotNest() throws {
        let db = try database()
        let error = try #require(throws: SQLiteError.self) {
            try db.transaction {
                try db.run("INSERT INTO t VALUES (1)")
                try db.transaction { try db.run("INSERT INTO t VALUES (2)") }
            }
        }
        #expect(error.message == "cannot start a transaction within a transaction")
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
    }
}
