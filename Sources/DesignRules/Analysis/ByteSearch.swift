/// Whether `bytes` contain `needle`'s UTF-8 bytes: through pointers, not Foundation (whose
/// `contains` on `String` bridges to `NSString`), and with no copy of the bytes.
package func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    firstOffset(of: needle, in: bytes, from: 0) != nil
}

/// Where `needle`'s UTF-8 bytes first occur in `bytes` at or after `from`.
func firstOffset(of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let count = needle.utf8CodeUnitCount
    guard let base = bytes.baseAddress, count > 0, bytes.count >= count else { return nil }
    let pattern = needle.utf8Start
    // Eight start positions at a time: a position is a candidate when the needle's first byte is
    // there and its last byte `count - 1` further on (a zero byte in `word ^ broadcast`, by the
    // classic has-zero-byte test); only candidates are compared byte by byte.
    let firstBroadcast = UInt64(pattern[0]) &* 0x0101_0101_0101_0101
    let lastBroadcast = UInt64(pattern[count - 1]) &* 0x0101_0101_0101_0101
    func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 }
    let raw = UnsafeRawBufferPointer(bytes)
    let lastStart = bytes.count - count
    var start = max(0, from)
    while start <= lastStart {
        if start + count - 1 + 8 <= bytes.count {
            let first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ firstBroadcast
            let last = raw.loadUnaligned(fromByteOffset: start + count - 1, as: UInt64.self) ^ lastBroadcast
            if zeroBytes(first) & zeroBytes(last) == 0 {
                start += 8
                continue
            }
        }
        var offset = 0
        while offset < count, base[start + offset] == pattern[offset] { offset += 1 }
        if offset == count { return start }
        start += 1
    }
    return nil
}

func containsBytes(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { containsBytes($0, needle) }
}
