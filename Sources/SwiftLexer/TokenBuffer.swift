/// A growable buffer of tokens the lexer owns while it runs: appending is a
/// store and an increment, with a capacity check that almost never grows.
///
/// It starts in storage lent by the caller (the array `Lexer.tokenize` returns)
/// and moves to storage of its own only if it outgrows it.
struct TokenBuffer {
    private var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0
    /// False while the tokens are written into the lent storage.
    private(set) var ownsStorage = false

    /// Writes into `storage`, which must stay valid while the buffer is used.
    init(writingInto storage: UnsafeMutableBufferPointer<Token>) {
        guard let start = storage.baseAddress, storage.count > 0 else {
            preconditionFailure("A token buffer needs room for one token.")
        }
        self.capacity = storage.count
        self.storage = start
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count += 1
    }

    private mutating func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Token>.allocate(capacity: larger)
        moved.moveInitialize(from: storage, count: count)
        if ownsStorage { storage.deallocate() }
        storage = moved
        capacity = larger
        ownsStorage = true
    }

    /// The tokens as an array (one copy, at the end of lexing).
    func array() -> [Token] {
        Array(UnsafeBufferPointer(start: storage, count: count))
    }

    /// Frees the buffer if it is its own; `Token` is trivial, so nothing needs deinitializing.
    func deallocate() {
        if ownsStorage { storage.deallocate() }
    }
}

/// Classes of ASCII bytes the scanner tests in its inner loops, as bits of
/// one table lookup instead of chains of comparisons.
enum ByteClass {
    /// `[A-Za-z0-9_]`.
    static let identifierBody: UInt8 = 1 << 0
    /// Space, tab, vertical tab, form feed and NUL: whitespace that is not a line break.
    static let horizontalSpace: UInt8 = 1 << 1

    /// The table, built once and never freed (the lexer reads it for the life of the process).
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in 0..<256 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: table[byte] |= identifierBody
            case 0x20, 0x09, 0x0B, 0x0C, 0x00: table[byte] |= horizontalSpace
            default: break
            }
        }
        return UnsafePointer(table)
    }()
}
