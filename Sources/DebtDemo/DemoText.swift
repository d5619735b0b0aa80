import DesignDebt

/// Byte-level text helpers for the history generator's edits.
///
/// The edits look for ASCII markers (`padding(`, `Color(red:`) in lines of
/// generated Swift. Foundation's `range(of:)` bridges every call through
/// `NSString` on Linux and was most of the generator's time; these work on
/// the UTF-8 view directly. A match starts at an ASCII byte, so its indices
/// are valid `Substring` boundaries.
enum DemoText {
    /// The first occurrence of `needle` in `line`.
    static func find(_ needle: String, in line: Substring) -> Range<Substring.Index>? {
        let bytes = line.utf8
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return nil }
        var start = bytes.startIndex
        while start != bytes.endIndex {
            if bytes[start] == first {
                var cursor = start
                var matched = 0
                while matched < pattern.count, cursor != bytes.endIndex, bytes[cursor] == pattern[matched] {
                    bytes.formIndex(after: &cursor)
                    matched += 1
                }
                if matched == pattern.count { return start..<cursor }
            }
            bytes.formIndex(after: &start)
        }
        return nil
    }

    /// Whether `line` holds `needle`.
    static func contains(_ line: Substring, _ needle: String) -> Bool {
        find(needle, in: line) != nil
    }

    /// The leading spaces of `line`.
    static func indentation(of line: Substring) -> String {
        String(repeating: " ", count: line.utf8.prefix { $0 == 0x20 }.count)
    }

    /// `line` without its leading spaces.
    static func trimmed(_ line: Substring) -> Substring {
        let bytes = line.utf8
        let start = bytes.firstIndex { $0 != 0x20 } ?? bytes.endIndex
        return line[start...]
    }

    /// Whether `text` starts with the ASCII `prefix`, compared byte by byte.
    static func starts(_ text: Substring, with prefix: String) -> Bool {
        text.utf8.starts(with: prefix.utf8)
    }

    /// Whether `text` ends with the ASCII byte `last`.
    static func ends(_ text: Substring, with last: UInt8) -> Bool {
        text.utf8.last == last
    }

    /// The run of digits and dots at `start` in `line`, if it begins with a digit.
    static func number(in line: Substring, at start: Substring.Index) -> Range<Substring.Index>? {
        let bytes = line.utf8
        guard start != bytes.endIndex, (0x30...0x39).contains(bytes[start]) else { return nil }
        var end = start
        while end != bytes.endIndex, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E {
            bytes.formIndex(after: &end)
        }
        return start..<end
    }

    /// `text` split into lines, without their line feeds (a final line feed ends the last line).
    static func lines(_ text: String) -> [Substring] {
        var result = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        if result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}
