/// Reserved words and directive names, looked up without building a `String`.
///
/// Each word is packed into two `UInt64`s (16 bytes covers the longest), so
/// a lookup is an exact comparison in a small open-addressing table.
enum Keywords {
    /// > Keywords used in declarations, statements, expressions and types, and `_`.
    /// Contextual keywords (`some`, `async`, `get`, ...) are identifiers to the lexer.
    static let reserved: [StaticString] = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super",
        "throws", "true", "try", "_",
    ]

    /// The compiler-control statements: `#if` and friends change what is compiled.
    static let directives: [StaticString] = ["if", "elseif", "else", "endif", "sourceLocation", "warning", "error"]

    static let reservedTable = WordTable(reserved)

    /// For each first byte, a bit per length (1...15) some keyword has: most
    /// identifiers are ruled out by one lookup before any hashing.
    nonisolated(unsafe) static let lengthsByFirstByte: UnsafePointer<UInt16> = {
        let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for word in reserved {
            table[Int(word.utf8Start[0])] |= 1 << UInt16(word.utf8CodeUnitCount)
        }
        return UnsafePointer(table)
    }()
    static let directiveTable = WordTable(directives)

    @inline(__always) static func contains(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        reservedTable.contains(start, length)
    }

    @inline(__always) static func isDirective(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        directiveTable.contains(start, length)
    }
}

/// A set of short ASCII words with an allocation-free membership test.
struct WordTable: Sendable {
    private let low: [UInt64]
    private let high: [UInt64]
    private let lengths: [UInt8]
    private let mask: Int

    init(_ words: [StaticString]) {
        var size = 16
        while size < words.count * 4 { size *= 2 }
        var low = [UInt64](repeating: 0, count: size)
        var high = [UInt64](repeating: 0, count: size)
        var lengths = [UInt8](repeating: 0, count: size)
        for word in words {
            let length = word.utf8CodeUnitCount
            precondition(length > 0 && length <= 16, "Keyword table words are 1 to 16 bytes.")
            let (a, b) = WordTable.pack(word.utf8Start, length)
            var slot = WordTable.slot(a, b, length, size - 1)
            while lengths[slot] != 0 { slot = (slot + 1) & (size - 1) }
            low[slot] = a
            high[slot] = b
            lengths[slot] = UInt8(length)
        }
        self.low = low
        self.high = high
        self.lengths = lengths
        self.mask = size - 1
    }

    @inline(__always) static func pack(_ start: UnsafePointer<UInt8>, _ length: Int) -> (UInt64, UInt64) {
        var a: UInt64 = 0
        var b: UInt64 = 0
        for index in 0..<length {
            if index < 8 {
                a |= UInt64(start[index]) << (8 * UInt64(index))
            } else {
                b |= UInt64(start[index]) << (8 * UInt64(index - 8))
            }
        }
        return (a, b)
    }

    @inline(__always) static func slot(_ a: UInt64, _ b: UInt64, _ length: Int, _ mask: Int) -> Int {
        let mixed = (a ^ (b &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }

    @inline(__always) func contains(_ start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length <= 16 else { return false }
        let (a, b) = WordTable.pack(start, length)
        return contains(packed: a, b, length)
    }

    /// Whether the word of `length` bytes at `start` is in the table, where the sixteen bytes
    /// from `start` are readable: two loads instead of a loop over the bytes.
    @inline(__always) func contains(readable16 start: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length <= 16 else { return false }
        let raw = UnsafeRawPointer(start)
        var a = raw.loadUnaligned(as: UInt64.self)
        var b = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        // Little-endian: the word's bytes are the low ones; the rest are cleared as `pack` leaves them.
        if length < 8 {
            a &= (1 << UInt64(length * 8)) &- 1
            b = 0
        } else if length < 16 {
            b &= (1 << UInt64((length - 8) * 8)) &- 1
        }
        return contains(packed: a, b, length)
    }

    @inline(__always) private func contains(packed a: UInt64, _ b: UInt64, _ length: Int) -> Bool {
        var slot = WordTable.slot(a, b, length, mask)
        while true {
            let stored = lengths[slot]
            if stored == 0 { return false }
            if Int(stored) == length, low[slot] == a, high[slot] == b { return true }
            slot = (slot + 1) & mask
        }
    }
}
