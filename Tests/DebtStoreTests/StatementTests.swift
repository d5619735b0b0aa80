import Testing

@testable import DebtStore

@Suite struct StatementTests {
    private func database() throws -> Database {
        let db = try Database(path: ":memory:")
        try db.execute(
            """
            CREATE TABLE v(
                id INTEGER PRIMARY KEY,
                i INTEGER,
                r REAL,
                t TEXT,
                b BLOB,
                a ANY
            ) STRICT
            """)
        return db
    }

    @Test func bindsAndReadsEveryType() throws {
        let db = try database()
        let text = "Grüße 👋🏽 \"quoted\" 'single' \u{0}after-nul"
        let bytes: [UInt8] = [0, 1, 2, 254, 255]
        try db.run(
            "INSERT INTO v(i, r, t, b, a) VALUES (?, ?, ?, ?, ?)",
            [.integer(Int64.min), .real(-0.5), .text(text), .blob(bytes), 1.25])
        try db.run(
            "INSERT INTO v(i, r, t, b, a) VALUES (?, ?, ?, ?, ?)", [.integer(Int64.max), 1e300, "", .blob([]), nil])

        let rows = try db.rows("SELECT i, r, t, b, a FROM v ORDER BY id")
        #expect(rows.count == 2)
        #expect(rows[0].columns == ["i", "r", "t", "b", "a"])
        #expect(rows[0].values == [.integer(Int64.min), .real(-0.5), .text(text), .blob(bytes), .real(1.25)])
        // Empty text and blobs stay empty, not NULL.
        #expect(rows[1].values == [.integer(Int64.max), .real(1e300), .text(""), .blob([]), .null])
        #expect(rows[0].text("t") == text)
        #expect(rows[0]["missing"] == nil)

        let statement = try db.prepare("SELECT i, r, t, b, a FROM v ORDER BY id")
        #expect(try statement.step())
        #expect(statement.columnCount == 5)
        #expect(statement.columnName(2) == "t")
        #expect(statement.int(0) == Int64.min)
        #expect(statement.double(1) == -0.5)
        #expect(statement.text(2) == text)
        #expect(statement.blob(3) == bytes)
        #expect(statement.value(4) == .real(1.25))
        #expect(try statement.step())
        #expect(statement.text(2) == "")
        #expect(statement.blob(3) == [])
        #expect(statement.isNull(4))
        #expect(statement.text(4) == nil)
        #expect(statement.blob(4) == nil)
        #expect(statement.int(4) == 0)
        #expect(try !statement.step())
    }

    @Test func nullHandling() throws {
        let db = try database()
        try db.run("INSERT INTO v(i, t) VALUES (?, ?)", [SQLValue(nil as Int?), SQLValue(nil as String?)])
        let row = try #require(try db.rows("SELECT i, t, b FROM v").first)
        #expect(row.values == [.null, .null, .null])
        #expect(row.int("i") == nil)
        #expect(row.text(1) == nil)
        #expect(try db.scalarInt("SELECT i FROM v") == nil)
        #expect(try db.scalarInt("SELECT i FROM v WHERE id = -1") == nil)
        #expect(try db.scalarInt("SELECT count(*) FROM v WHERE i IS NULL") == 1)
    }

    @Test func strictTablesRejectTheWrongType() throws {
        let db = try database()
        let error = try #require(throws: SQLiteError.self) {
            try db.run("INSERT INTO v(i) VALUES (?)", ["not a number"])
        }
        #expect(error.code == 3091)  // SQLITE_CONSTRAINT_DATATYPE
        #expect(error.isConstraint)
        #expect(
            error.description
                == "SQLite error 3091: cannot store TEXT value in INTEGER column v.i - while executing "
                + "`INSERT INTO v(i) VALUES (?)`")
        // Text that looks like an integer is converted, as STRICT documents.
        try db.run("INSERT INTO v(i) VALUES (?)", ["12"])
        #expect(try db.rows("SELECT i FROM v").first?.values == [.integer(12)])
    }

    @Test func namedParameters() throws {
        let db = try database()
        try db.run("INSERT INTO v(i, t) VALUES (:i, :t)", [":i": 7, "t": "seven"])
        try db.run("INSERT INTO v(i, t) VALUES (@i, $t)", ["@i": 8, "$t": "eight"])
        let rows = try db.rows("SELECT t FROM v WHERE i >= :since ORDER BY i", ["since": 7])
        #expect(rows.map { $0.text(0) } == ["seven", "eight"])

        // A parameter nobody binds is NULL.
        try db.run("INSERT INTO v(i, t) VALUES (:i, :t)", [":i": 9])
        #expect(try db.rows("SELECT t FROM v WHERE i = 9").first?.values == [.null])

        let unknown = try #require(throws: SQLiteError.self) {
            try db.rows("SELECT t FROM v WHERE i >= :since", [":snice": 7])
        }
        #expect(unknown.code == 25)
        #expect(
            unknown.description
                == "SQLite error 25: The statement has no parameter named ':snice'. - while executing "
                + "`SELECT t FROM v WHERE i >= :since`")
    }

    @Test func positionalCountMustMatch() throws {
        let db = try database()
        let error = try #require(throws: SQLiteError.self) { try db.run("INSERT INTO v(i, t) VALUES (?, ?)", [1]) }
        #expect(error.code == 21)
        #expect(error.message == "The statement expects 2 values, got 1.")
        #expect(throws: SQLiteError.self) { try db.run("INSERT INTO v(i) VALUES (?)", [1, 2]) }
    }

    @Test func bindingReplacesEarlierBindings() throws {
        let db = try database()
        let statement = try db.prepare("SELECT :a, :b")
        try statement.bind([":a": 1, ":b": 2])
        try statement.bind([":a": 3])
        #expect(try statement.step())
        #expect(statement.row().values == [.integer(3), .null])
    }

    @Test func forEachRowReadsInPlaceAndResets() throws {
        let db = try database()
        for i in 1...3 {
            try db.run("INSERT INTO v(i) VALUES (?)", [SQLValue(i)])
        }
        let statement = try db.cachedStatement("SELECT i FROM v WHERE i > ? ORDER BY i")
        var seen: [Int64] = []
        try statement.forEachRow([1]) { seen.append($0.int(0)) }
        #expect(seen == [2, 3])
        struct Stop: Error {}
        #expect(throws: Stop.self) { try statement.forEachRow([0]) { _ in throw Stop() } }
        // Reset after the throw: the next run starts from the first row.
        #expect(try statement.rows([0]).count == 3)
    }

    @Test func theCacheReusesAStatementResetAndCleared() throws {
        let db = try database()
        let first = try db.cachedStatement("SELECT ?1")
        try first.bind([5])
        #expect(try first.step())
        let second = try db.cachedStatement("SELECT ?1")
        #expect(first === second)
        // Reset (it starts over) and cleared (the 5 is gone).
        #expect(try second.step())
        #expect(second.isNull(0))
        #expect(try db.cachedStatement("SELECT ?1 ") !== first)
    }

    @Test func aStatementThatFailedAStepIsEvictedNotReused() throws {
        let db = try database()
        try db.execute("CREATE TABLE u(x INTEGER UNIQUE)")
        let sql = "INSERT INTO u(x) VALUES (?)"
        let statement = try db.cachedStatement(sql)
        try statement.run([1])
        #expect(try db.cachedStatement(sql) === statement)
        let error = try #require(throws: SQLiteError.self) { try db.run(sql, [1]) }
        #expect(error.code == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(statement.hasFailed)
        #expect(throws: SQLiteError.self) { try statement.run([2]) }
        let replacement = try db.cachedStatement(sql)
        #expect(replacement !== statement)
        try db.run(sql, [2])
        #expect(try db.scalarInt("SELECT count(*) FROM u") == 2)
    }

    @Test func foreignKeysAreEnforcedAndErrorsNeverShowBoundValues() throws {
        let db = try database()
        try db.execute(
            """
            CREATE TABLE parents(id INTEGER PRIMARY KEY) STRICT;
            CREATE TABLE children(parent_id INTEGER NOT NULL REFERENCES parents(id), secret TEXT) STRICT;
            """)
        let sql = "INSERT INTO children(parent_id, secret) VALUES (?, ?)"
        let error = try #require(throws: SQLiteError.self) { try db.run(sql, [404, "alice@example.com"]) }
        #expect(error.code == 787)  // SQLITE_CONSTRAINT_FOREIGNKEY
        #expect(error.message == "FOREIGN KEY constraint failed")
        #expect(error.sql == sql)
        #expect(error.description == "SQLite error 787: FOREIGN KEY constraint failed - while executing `\(sql)`")
        #expect(!error.description.contains("alice"))
        #expect(!error.description.contains("404"))
        #expect(!"\(error)".contains("alice"))
    }

    @Test func runBindingBindsInOrderWithoutAnArray() throws {
        let db = try database()
        let insert = try db.cachedStatement("INSERT INTO v(i, r, t, a) VALUES (?, ?, ?, ?)")
        try insert.run { row in
            row.bind(7)
            row.bind(2.5 as Double?)
            row.bind("")
            row.bind(nil as String?)
        }
        try insert.run { row in
            row.bind(nil as Int?)
            row.bind(nil as Double?)
            row.bind("Grüße")
            row.bind(true)
        }
        let rows = try db.rows("SELECT i, r, t, a FROM v ORDER BY id")
        #expect(rows.map(\.values) == [[7, 2.5, "", nil], [nil, nil, "Grüße", 1]])
    }

    @Test func runBindingRefusesTooFewOrTooManyValues() throws {
        let db = try database()
        let insert = try db.cachedStatement("INSERT INTO v(i, t) VALUES (?, ?)")
        let tooFew = try #require(throws: SQLiteError.self) { try insert.run { $0.bind(1) } }
        #expect(tooFew.description.contains("expects 2 values, got 1"))
        let tooMany = try #require(throws: SQLiteError.self) {
            try insert.run { row in
                row.bind(1)
                row.bind("a")
                row.bind(2)
            }
        }
        // SQLITE_RANGE: SQLite refuses a third value for two parameters.
        #expect(tooMany.code == 25)
        #expect(try db.scalarInt("SELECT count(*) FROM v") == 0)
    }
}
