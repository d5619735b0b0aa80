import Foundation
import Testing

@testable import DebtStore

@Suite struct DatabaseTests {
    @Test func createsTheFileAndTurnsOnWAL() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.file("store.sqlite"))
        #expect(FileManager.default.fileExists(atPath: directory.file("store.sqlite")))
        #expect(try db.rows("PRAGMA journal_mode").first?.text(0) == "wal")
        #expect(try db.scalarInt("PRAGMA foreign_keys") == 1)
        // NORMAL is 1.
        #expect(try db.scalarInt("PRAGMA synchronous") == 1)
        #expect(try db.scalarInt("PRAGMA query_only") == 0)
    }

    @Test func pagesWrittenCountsWhatEachCommitAppendsToTheLog() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.file("store.sqlite"))
        try db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT")
        let afterSchema = db.pagesWritten
        #expect(afterSchema > 0)
        // One commit of a row on a new page of its own: at least that page is written again.
        try db.execute("INSERT INTO notes (body) VALUES ('\(String(repeating: "x", count: 5000))')")
        let afterInsert = db.pagesWritten
        #expect(afterInsert > afterSchema)
        // A read writes nothing.
        _ = try db.scalarInt("SELECT count(*) FROM notes")
        #expect(db.pagesWritten == afterInsert)
    }

    @Test func readWriteDoesNotCreate() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("missing.sqlite")
        let error = try #require(throws: SQLiteError.self) { try Database(path: path, mode: .readWrite) }
        #expect(error.code == 14)
        #expect(error.description == "SQLite error 14: Cannot open '\(path)': unable to open database file")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aFileThatIsNotADatabaseFailsAtOpen() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("notes.sqlite")
        try String(repeating: "These are notes, not a database.\n", count: 40).write(
            toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: SQLiteError.self) { try Database(path: path) }
        #expect(error.code == 26)
        #expect(
            error.description
                == "SQLite error 26: Cannot open '\(path)': file is not a database - while executing "
                + "`SELECT count(*) FROM sqlite_master`")
    }

    @Test func readOnlyRefusesWrites() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        do {
            let writer = try Database(path: path)
            try writer.execute("CREATE TABLE t(x INTEGER) STRICT; INSERT INTO t VALUES (1);")
        }
        let reader = try Database(path: path, mode: .readOnly)
        #expect(try reader.scalarInt("SELECT x FROM t") == 1)
        #expect(try reader.scalarInt("PRAGMA query_only") == 1)
        let error = try #require(throws: SQLiteError.self) { try reader.run("INSERT INTO t VALUES (?)", [2]) }
        #expect(error.code == 8)  // SQLITE_READONLY
        #expect(error.sql == "INSERT INTO t VALUES (?)")
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 1)
    }

    @Test func inMemoryDatabasesOpen() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(x INTEGER)")
        #expect(try db.scalarInt("SELECT count(*) FROM t") == 0)
    }

    @Test func executeRunsSeveralStatementsAndNamesTheOneThatFailed() throws {
        let db = try Database(path: ":memory:")
        try db.execute(
            """
            -- a comment first
            CREATE TABLE a(x INTEGER NOT NULL) STRICT;
            INSERT INTO a VALUES (1);
            SELECT * FROM a;  -- rows are ignored
            """)
        #expect(try db.scalarInt("SELECT x FROM a") == 1)
        let error = try #require(throws: SQLiteError.self) {
            try db.execute("INSERT INTO a VALUES (2); INSERT INTO a VALUES (NULL); INSERT INTO a VALUES (3);")
        }
        #expect(error.code == 1299)  // SQLITE_CONSTRAINT_NOTNULL
        #expect(
            error.description
                == "SQLite error 1299: NOT NULL constraint failed: a.x - while executing `INSERT INTO a VALUES (NULL);`"
        )
        #expect(try db.rows("SELECT x FROM a ORDER BY x").map { $0.int(0) } == [1, 2])
    }

    @Test func prepareTakesExactlyOneStatement() throws {
        let db = try Database(path: ":memory:")
        _ = try db.prepare("SELECT 1; -- trailing comment\n  ")
        let two = try #require(throws: SQLiteError.self) { try db.prepare("SELECT 1; SELECT 2") }
        #expect(two.code == 21)
        #expect(two.sql == "SELECT 1; SELECT 2")
        let none = try #require(throws: SQLiteError.self) { try db.prepare("  -- nothing") }
        #expect(none.code == 21)
        let syntax = try #require(throws: SQLiteError.self) { try db.prepare("SELEC 1") }
        #expect(syntax.code == 1)
        #expect(syntax.description == #"SQLite error 1: near "SELEC": syntax error - while executing `SELEC 1`"#)
    }

    @Test func doubleQuotedStringsAreNotSilentlyStrings() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(name TEXT)")
        let error = try #require(throws: SQLiteError.self) { try db.rows(#"SELECT * FROM t WHERE name = "main""#) }
        #expect(error.message == "no such column: main")
    }

    @Test func stateAccessors() throws {
        let db = try Database(path: ":memory:")
        try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, x INTEGER)")
        try db.run("INSERT INTO t(x) VALUES (?), (?)", [1, 2])
        #expect(db.lastInsertRowID == 2)
        #expect(db.changes == 2)
        try db.run("UPDATE t SET x = x + 1")
        #expect(db.changes == 2)
        #expect(try db.userVersion() == 0)
        try db.setUserVersion(42)
        #expect(try db.userVersion() == 42)
        #expect(!db.isInTransaction)
    }

    @Test func closeFinalizesCachedStatementsAndLaterUseThrows() throws {
        let directory = try TemporaryDirectory()
        let db = try Database(path: directory.file("store.sqlite"))
        try db.execute("CREATE TABLE t(x INTEGER)")
        let cached = try db.cachedStatement("SELECT x FROM t")
        let prepared = try db.prepare("INSERT INTO t VALUES (1)")
        db.close()
        #expect(!db.isOpen)
        db.close()
        let afterClose = try #require(throws: SQLiteError.self) { try db.run("SELECT 1") }
        #expect(afterClose.code == 21)
        #expect(afterClose.message == "The database connection is closed.")
        #expect(throws: SQLiteError.self) { try cached.step() }
        #expect(throws: SQLiteError.self) { try prepared.step() }
    }

    /// One writer holds the write lock; a second writer gives up after its busy timeout with `SQLITE_BUSY`;
    /// a reader still reads the last committed state (WAL).
    @Test func aSecondWriterIsBusyWhileAReaderStillReads() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("store.sqlite")
        let writer = try Database(path: path)
        try writer.execute("CREATE TABLE t(x INTEGER) STRICT; INSERT INTO t VALUES (1);")
        let secondWriter = try Database(path: path, busyTimeout: 50)
        let reader = try Database(path: path, mode: .readOnly)

        try writer.execute("BEGIN IMMEDIATE")
        try writer.run("INSERT INTO t VALUES (2)")

        // Opening while the lock is held works: the file is already in WAL.
        let lateWriter = try Database(path: path, busyTimeout: 50)
        for contender in [secondWriter, lateWriter] {
            let error = try #require(throws: SQLiteError.self) { try contender.execute("BEGIN IMMEDIATE") }
            #expect(error.code == 5)
            #expect(error.isBusy)
            #expect(error.description == "SQLite error 5: database is locked - while executing `BEGIN IMMEDIATE`")
            #expect(!contender.isInTransaction)
        }
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 1)

        try writer.execute("COMMIT")
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 2)
        try secondWriter.transaction { try secondWriter.run("INSERT INTO t VALUES (3)") }
        #expect(try reader.scalarInt("SELECT count(*) FROM t") == 3)
    }
}
