/// Calls `body` with the offset of every `\n` in `bytes`, in order.
///
/// Eight bytes at a time: the collector counts the lines of every blob it
/// reads and the analyzer builds a line table for every file with a finding,
/// and a byte-by-byte loop was a visible cost of both.
@inlinable public func forEachNewline(in bytes: [UInt8], _ body: (Int) -> Void) {
    bytes.withUnsafeBytes { raw in
        let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var offset = 0
        while offset + 8 <= raw.count {
            // Little-endian, so the byte at `offset + k` is bits 8k..<8k+8 on every platform.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ newline
            // A byte's high bit ends up clear exactly when the byte is zero (was a newline):
            // its low seven bits plus 0x7F carry into the high bit unless all are zero.
            var newlines = ~(((word & low7) &+ low7) | word) & 0x8080_8080_8080_8080
            while newlines != 0 {
                body(offset + newlines.trailingZeroBitCount / 8)
                newlines &= newlines - 1
            }
            offset += 8
        }
        for index in offset..<raw.count where raw[index] == 0x0A { body(index) }
    }
}
