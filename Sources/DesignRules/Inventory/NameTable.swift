import SwiftLexer

/// Maps identifier bytes to a value without building a `String`: the scanner
/// asks it about every identifier, so it hashes bytes in place (FNV-1a) and
/// confirms a hit byte by byte.
struct NameTable<Value: Sendable>: Sendable {
    private var slots: [Int32]
    private var names: [[UInt8]] = []
    private var values: [Value] = []
    private let mask: Int
    /// For each first byte, a bit per length some name has: most identifiers
    /// are ruled out by this one load, before any hashing (as the lexer's keywords are).
    private var lengthsByFirstByte = [UInt32](repeating: 0, count: 256)

    init(_ entries: [(String, Value)]) {
        var size = 64
        while size < entries.count * 4 { size *= 2 }
        mask = size - 1
        slots = [Int32](repeating: -1, count: size)
        for (name, value) in entries {
            let bytes = Array(name.utf8)
            var slot = bytes.withUnsafeBufferPointer { NameTable.hash($0) } & mask
            while slots[slot] >= 0 {
                precondition(names[Int(slots[slot])] != bytes, "Duplicate name '\(name)' in a name table.")
                slot = (slot + 1) & mask
            }
            slots[slot] = Int32(names.count)
            names.append(bytes)
            values.append(value)
            // Longer names are never looked up (see `lookup`).
            if let first = bytes.first, bytes.count <= NameTable.maximumLength {
                lengthsByFirstByte[Int(first)] |= 1 << UInt32(bytes.count)
            }
        }
    }

    /// The longest name a lookup can find; a bit per length must fit in a `UInt32`.
    static var maximumLength: Int { 31 }

    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// The value for the text of `token` in `source`.
    @inline(__always) func lookup(_ token: Token, in source: UnsafeBufferPointer<UInt8>) -> Value? {
        let length = Int(token.end - token.start)
        guard length >= 2, length <= NameTable.maximumLength, let base = source.baseAddress else { return nil }
        guard lengthsByFirstByte[Int(base[Int(token.start)])] & (1 << UInt32(length)) != 0 else { return nil }
        let bytes = UnsafeBufferPointer(start: base + Int(token.start), count: length)
        var slot = NameTable.hash(bytes) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            let name = names[index]
            if name.count == length,
                name.withUnsafeBufferPointer({ sameBytes($0.baseAddress, bytes.baseAddress, length) })
            {
                return values[index]
            }
            slot = (slot + 1) & mask
        }
    }
}

/// Whether `length` bytes at `a` and at `b` are the same.
@inline(__always) func sameBytes(_ a: UnsafePointer<UInt8>?, _ b: UnsafePointer<UInt8>?, _ length: Int) -> Bool {
    guard let a, let b else { return false }
    for offset in 0..<length where a[offset] != b[offset] { return false }
    return true
}
