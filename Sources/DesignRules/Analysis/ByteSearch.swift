#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether `bytes` contain `needle`'s UTF-8 bytes: through pointers, not Foundation (whose
/// `contains` on `String` bridges to `NSString`), and with no copy of the bytes.
package func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    firstOffset(of: needle, in: bytes, from: 0) != nil
}

/// Where `needle`'s UTF-8 bytes first occur in `bytes` at or after `from`.
package func firstOffset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    firstOffset(
        of: UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount), in: bytes, from: from)
}

/// Where the bytes of `pattern` first occur in `bytes` at or after `from`.
///
/// The search looks for the pattern's rarest byte in Swift source (`ByteRarity`) with `memchr`,
/// which reads thirty-two bytes a step, and compares the whole pattern only where that byte
/// is: `gndeb` is looked for by its `b`, about one byte in 130 of real code, not by its `g`.
func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let count = pattern.count
    guard let base = bytes.baseAddress, let needle = pattern.baseAddress, count > 0, bytes.count >= count else {
        return nil
    }
    let anchor = ByteRarity.rarestIndex(in: pattern)
    let anchorByte = Int32(pattern[anchor])
    let lastStart = bytes.count - count
    var start = max(0, from)
    while start <= lastStart {
        // The anchor of a match starting at `start ... lastStart`.
        guard let hit = memchr(base + start + anchor, anchorByte, lastStart - start + 1) else { return nil }
        let candidate = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base - anchor
        if memcmp(base + candidate, needle, count) == 0 { return candidate }
        start = candidate + 1
    }
    return nil
}

/// How common each byte is in Swift source, to pick the byte of a pattern to search for.
enum ByteRarity {
    /// The commonest bytes of Swift source, commonest first (counted over 2,500 files of
    /// open-source apps); every other byte is rarer than all of them.
    private static let commonest: StaticString = " etriano\nslcud.p:mg()yfhbvwS,CA{}k/=T\"PIxRBVEDMLF0N>-UK"

    /// For each byte, how common it is: higher is commoner, 0 for bytes outside `commonest`.
    nonisolated(unsafe) private static let commonness: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        let count = commonest.utf8CodeUnitCount
        for rank in 0..<count { table[Int(commonest.utf8Start[rank])] = UInt8(count - rank) }
        return UnsafePointer(table)
    }()

    /// The index in `pattern` of its rarest byte, the first of equals.
    static func rarestIndex(in pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        for index in pattern.indices.dropFirst() where commonness[Int(pattern[index])] < commonness[Int(pattern[best])]
        {
            best = index
        }
        return best
    }
}

func containsBytes(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { containsBytes($0, needle) }
}

/// A letter, digit or underscore: a byte inside an identifier (ASCII).
@inline(__always) func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
}
