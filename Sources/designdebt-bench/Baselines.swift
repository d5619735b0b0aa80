import DebtDemo
import DesignDebt

/// Loops that read every byte and do almost nothing else, timed in the same
/// run as the lexer so its figure can be read as a ratio to the machine's
/// speed at the moment rather than as an absolute that drifts with load.
enum Baselines {
    /// Counts newlines: the floor of "touch every byte" (the compiler
    /// vectorizes it, so it runs at memory speed).
    static func countNewlines(_ files: [GeneratedFile]) -> Int {
        var count = 0
        for file in files {
            file.bytes.withUnsafeBufferPointer { buffer in
                for byte in buffer where byte == 0x0A {
                    count += 1
                }
            }
        }
        return count
    }

    /// Counts identifier-like words with a 256-entry class table, one byte
    /// at a time (`wc -w` with Swift's identifier characters): the floor of a
    /// scanner that must branch on every byte, which the newline count is not.
    static func countWords(_ files: [GeneratedFile]) -> Int {
        var count = 0
        for file in files {
            file.bytes.withUnsafeBufferPointer { buffer in
                var inWord = false
                for byte in buffer {
                    let isWordByte = wordTable[Int(byte)]
                    if isWordByte && !inWord { count += 1 }
                    inWord = isWordByte
                }
            }
        }
        return count
    }

    /// Letters, digits, `_` and every non-ASCII byte.
    private static let wordTable: [Bool] = (0..<256).map { byte in
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x80...0xFF: return true
        default: return false
        }
    }
}
