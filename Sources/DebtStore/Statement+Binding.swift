import CSQLite

extension Statement {
    /// The number of parameters in the SQL (the largest index, for `?NNN`).
    public var parameterCount: Int {
        Int(sqlite3_bind_parameter_count(requirePointer))
    }

    /// Binds `values` to the parameters in order, replacing every earlier binding.
    ///
    /// The count must match the statement's parameters: a missing value is a bug, not a `NULL`.
    /// Text and blobs are copied by SQLite (`SQLITE_TRANSIENT`), so the arrays need not outlive the call.
    public func bind(_ values: [SQLValue]) throws(SQLiteError) {
        let pointer = try prepareForBinding()
        let expected = Int(sqlite3_bind_parameter_count(pointer))
        guard values.count == expected else {
            throw .misuse("The statement expects \(expected) values, got \(values.count).", sql: sql)
        }
        for (offset, value) in values.enumerated() {
            // > The leftmost SQL parameter has an index of 1.
            try bind(value, at: Int32(offset + 1), pointer)
        }
    }

    /// Binds values to named parameters (`:since`, `@since`, or `$since`), replacing every earlier binding.
    ///
    /// A key may omit the `:` prefix. A key the SQL does not mention is an error naming it; a parameter
    /// no key mentions stays `NULL`.
    public func bind(_ named: [String: SQLValue]) throws(SQLiteError) {
        let pointer = try prepareForBinding()
        // Sorted, so that with two bad keys the same one is reported every time.
        for (name, value) in named.sorted(by: { $0.key < $1.key }) {
            var index = sqlite3_bind_parameter_index(pointer, name)
            if index == 0, let first = name.first, !":@$".contains(first) {
                index = sqlite3_bind_parameter_index(pointer, ":" + name)
            }
            guard index > 0 else {
                throw SQLiteError(
                    code: SQLITE_RANGE, message: "The statement has no parameter named '\(name)'.", sql: sql)
            }
            try bind(value, at: index, pointer)
        }
    }

    /// Resets and clears the statement: binding to a statement mid-run is `SQLITE_MISUSE`.
    private func prepareForBinding() throws(SQLiteError) -> OpaquePointer {
        guard !hasFailed else {
            throw .misuse("The statement failed a step earlier and must not be reused.", sql: sql)
        }
        let pointer = requirePointer
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
        return pointer
    }

    private func bind(_ value: SQLValue, at index: Int32, _ pointer: OpaquePointer) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(pointer, index)
        case .integer(let number):
            code = sqlite3_bind_int64(pointer, index, number)
        case .real(let number):
            code = sqlite3_bind_double(pointer, index, number)
        case .text(let text):
            code = bindText(text, at: index, pointer)
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                // Same rule as text: a NULL pointer would bind NULL, not an empty blob.
                guard let base = buffer.baseAddress, !buffer.isEmpty else {
                    return sqlite3_bind_zeroblob(pointer, index, 0)
                }
                return sqlite3_bind_blob64(pointer, index, base, sqlite3_uint64(buffer.count), csqlite_transient())
            }
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(db: sqlite3_db_handle(pointer), code: code, sql: sql)
        }
    }
}

/// Binds a statement's parameters one after another, in order, straight into SQLite: the path for a
/// statement run thousands of times, which builds no array of values per run.
///
///     try insert.run { parameters in
///         parameters.bind(blobID)
///         parameters.bind(path)
///     }
public struct ParameterBinder {
    private let pointer: OpaquePointer
    /// The next parameter's index (the leftmost is 1).
    private(set) var next: Int32 = 1
    /// The first bind that failed, reported when the statement runs.
    private(set) var failure: Int32 = SQLITE_OK

    init(pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// The number of values bound so far.
    var count: Int { Int(next - 1) }

    private mutating func record(_ code: Int32) {
        if failure == SQLITE_OK, code != SQLITE_OK { failure = code }
        next += 1
    }

    public mutating func bindNull() {
        record(sqlite3_bind_null(pointer, next))
    }

    public mutating func bind(_ value: Int64) {
        record(sqlite3_bind_int64(pointer, next, value))
    }

    public mutating func bind(_ value: Int) {
        bind(Int64(value))
    }

    public mutating func bind(_ value: Bool) {
        bind(Int64(value ? 1 : 0))
    }

    public mutating func bind(_ value: Int?) {
        if let value { bind(value) } else { bindNull() }
    }

    public mutating func bind(_ value: Bool?) {
        if let value { bind(value) } else { bindNull() }
    }

    public mutating func bind(_ value: Double?) {
        if let value { record(sqlite3_bind_double(pointer, next, value)) } else { bindNull() }
    }

    /// Text is copied by SQLite (`SQLITE_TRANSIENT`); an empty string stays text, never `NULL`.
    public mutating func bind(_ value: String) {
        let code = bindText(value, at: next, pointer)
        record(code)
    }

    public mutating func bind(_ value: String?) {
        if let value { bind(value) } else { bindNull() }
    }
}

extension Statement {
    /// Binds every parameter through `body`, in order, steps until done, and resets: for statements
    /// that return no rows and run many times.
    ///
    /// `body` must bind exactly the statement's parameters: a missing value is a bug, not a `NULL`.
    public func run(binding body: (inout ParameterBinder) -> Void) throws(SQLiteError) {
        let pointer = try prepareForBinding()
        var parameters = ParameterBinder(pointer: pointer)
        body(&parameters)
        guard parameters.failure == SQLITE_OK else {
            throw SQLiteError(db: sqlite3_db_handle(pointer), code: parameters.failure, sql: sql)
        }
        let expected = Int(sqlite3_bind_parameter_count(pointer))
        guard parameters.count == expected else {
            throw .misuse("The statement expects \(expected) values, got \(parameters.count).", sql: sql)
        }
        defer { reset() }
        while try step() {}
    }
}

/// Binds text at `index`, copied by SQLite (`SQLITE_TRANSIENT`).
private func bindText(_ value: String, at index: Int32, _ pointer: OpaquePointer) -> Int32 {
    var text = value
    return text.withUTF8 { bytes in
        // > If the third parameter to sqlite3_bind_text() [...] is a NULL pointer then the fourth
        // > parameter is ignored and the end result is the same as sqlite3_bind_null().
        // An empty string must stay an empty string, so it gets a real (empty) buffer.
        guard let base = bytes.baseAddress else {
            return sqlite3_bind_text(pointer, index, "", 0, csqlite_transient())
        }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
            sqlite3_bind_text64(
                pointer, index, chars, sqlite3_uint64(bytes.count), csqlite_transient(), UInt8(SQLITE_UTF8))
        }
    }
}

extension Statement {
    /// The named parameters of the SQL, as written (`:since`), in order; `?` parameters have no name.
    public var parameterNames: [String] {
        let pointer = requirePointer
        return (1...max(1, Int(sqlite3_bind_parameter_count(pointer)))).compactMap { index in
            sqlite3_bind_parameter_name(pointer, Int32(index)).map { String(cString: $0) }
        }
    }

    /// Whether the SQL names the parameter `name`, written with its prefix (`:repository`).
    public func hasParameter(_ name: String) -> Bool {
        sqlite3_bind_parameter_index(requirePointer, name) != 0
    }

    /// True when running the statement cannot change the database (SQLite's own judgement:
    /// `sqlite3_stmt_readonly`), so a query from a user can be refused before it runs.
    public var isReadOnly: Bool {
        sqlite3_stmt_readonly(requirePointer) != 0
    }
}
