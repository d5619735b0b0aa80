import DebtReports
import JSONSupport

/// Reads back the `finding_rows` array ``BlobResults`` writes: `[[rule_id, severity, line,
/// column, message, snippet, fingerprint], ...]`. Commands that read many blobs' findings
/// (regressions over the whole timeline, the age of every finding) decode it here, once per
/// blob, instead of through the `findings` view, whose `json_each` and per-column `->>` parse
/// each row again for every column and were most of their time.
enum StoredFindingRows {
    /// The findings of one blob, in the analyzer's order (a finding's ordinal is its index + 1),
    /// with `path` empty: a blob has no path of its own. Text that is not such an array decodes
    /// as far as it is well formed.
    static func decode(_ text: String) -> [FindingInfo] {
        var text = text
        return text.withUTF8 { bytes in
            var reader = Reader(bytes: bytes)
            return reader.rows()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var pos = 0

        mutating func rows() -> [FindingInfo] {
            var findings: [FindingInfo] = []
            guard take(UInt8(ascii: "[")) else { return findings }
            while take(UInt8(ascii: "[")) {
                guard let rule = string(), take(comma), let severity = string(), take(comma),
                    let line = integer(), take(comma), let column = integer(), take(comma),
                    let message = string(), take(comma), let snippet = string(), take(comma),
                    let fingerprint = string(), take(UInt8(ascii: "]"))
                else { break }
                findings.append(
                    FindingInfo(
                        rule: rule, severity: severity, path: "", line: line, column: column, message: message,
                        snippet: snippet, fingerprint: fingerprint))
                guard take(comma) else { break }
            }
            return findings
        }

        private let comma = UInt8(ascii: ",")

        mutating func skipWhitespace() {
            while pos < bytes.count,
                bytes[pos] == 0x20 || bytes[pos] == 0x0A || bytes[pos] == 0x0D || bytes[pos] == 0x09
            {
                pos += 1
            }
        }

        /// Consumes `byte` (after any whitespace) when it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard pos < bytes.count, bytes[pos] == byte else { return false }
            pos += 1
            return true
        }

        /// A JSON string. The writer escapes only quotes, backslashes and control characters, so
        /// most strings are copied as they are; one with an escape is decoded by the full parser.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = pos
            var escaped = false
            while pos < bytes.count, bytes[pos] != UInt8(ascii: "\"") {
                if bytes[pos] == UInt8(ascii: "\\") {
                    escaped = true
                    pos += 1
                }
                pos += 1
            }
            guard pos < bytes.count else { return nil }
            pos += 1
            let body = UnsafeBufferPointer(rebasing: bytes[start..<(pos - 1)])
            guard escaped else { return String(decoding: body, as: UTF8.self) }
            return (try? JSONParser.parse(Array(bytes[(start - 1)..<pos])))?.stringValue
        }

        /// A JSON integer (lines and columns are never fractional).
        mutating func integer() -> Int? {
            skipWhitespace()
            var negative = false
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "-") {
                negative = true
                pos += 1
            }
            let start = pos
            var value = 0
            while pos < bytes.count, bytes[pos] >= UInt8(ascii: "0"), bytes[pos] <= UInt8(ascii: "9") {
                value = value &* 10 &+ Int(bytes[pos] - UInt8(ascii: "0"))
                pos += 1
            }
            return pos > start ? (negative ? -value : value) : nil
        }
    }
}
