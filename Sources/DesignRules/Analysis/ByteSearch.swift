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
func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let count = pattern.count
    guard let base = bytes.baseAddress, count > 0, bytes.count >= count else { return nil }
    // A position is a candidate when the needle's first byte is there and its last byte
    // `count - 1` further on; only candidates are compared byte by byte. Thirty-two positions are
    // tested at a time with vector compares, the last few eight at a time in a word (a zero byte
    // in `word ^ broadcast`, by the classic has-zero-byte test).
    let firstBroadcast = UInt64(pattern[0]) &* 0x0101_0101_0101_0101
    let lastBroadcast = UInt64(pattern[count - 1]) &* 0x0101_0101_0101_0101
    func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 }
    let raw = UnsafeRawBufferPointer(bytes)
    let lastStart = bytes.count - count
    func matches(at start: Int) -> Bool {
        var offset = 0
        while offset < count, base[start + offset] == pattern[offset] { offset += 1 }
        return offset == count
    }
    var start = max(0, from)
    let firstLanes = SIMD32<UInt8>(repeating: pattern[0])
    let lastLanes = SIMD32<UInt8>(repeating: pattern[count - 1])
    while start + count - 1 + 32 <= bytes.count {
        let first = raw.loadUnaligned(fromByteOffset: start, as: SIMD32<UInt8>.self)
        let last = raw.loadUnaligned(fromByteOffset: start + count - 1, as: SIMD32<UInt8>.self)
        // A flag byte per candidate, read as four words: one test for "none", the usual case.
        let flags =
            unsafeBitCast((first .== firstLanes) .& (last .== lastLanes), to: SIMD4<UInt64>.self)
            & SIMD4<UInt64>(repeating: 0x8080_8080_8080_8080)
        if (flags[0] | flags[1]) | (flags[2] | flags[3]) != 0 {
            for word in 0..<4 {
                var candidates = flags[word]
                while candidates != 0 {
                    let candidate = start + word * 8 + candidates.trailingZeroBitCount / 8
                    if matches(at: candidate) { return candidate }
                    candidates &= candidates &- 1
                }
            }
        }
        start += 32
    }
    while start + count - 1 + 8 <= bytes.count {
        let first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ firstBroadcast
        let last = raw.loadUnaligned(fromByteOffset: start + count - 1, as: UInt64.self) ^ lastBroadcast
        // Each candidate of the eight, lowest address first (the low byte of a little-endian
        // load); a flag the borrow of the test sets above a true one is ruled out by the compare.
        var candidates = zeroBytes(first) & zeroBytes(last)
        while candidates != 0 {
            let candidate = start + candidates.trailingZeroBitCount / 8
            if matches(at: candidate) { return candidate }
            candidates &= candidates &- 1
        }
        start += 8
    }
    while start <= lastStart {
        if matches(at: start) { return start }
        start += 1
    }
    return nil
}

func containsBytes(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { containsBytes($0, needle) }
}

/// A letter, digit or underscore: a byte inside an identifier (ASCII).
@inline(__always) func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
}
