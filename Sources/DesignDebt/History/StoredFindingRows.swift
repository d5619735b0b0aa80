import DebtReports
import DesignRules
import JSONSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        let packed = Packed(text)
        return packed.fingerprints.indices.compactMap(packed.finding)
    }

    /// A fingerprint as a number, so matching findings hashes eight bytes instead of a string:
    /// 64-bit FNV-1a of its text (fingerprints are themselves 64-bit hashes, in hex).
    static func key(_ fingerprint: String) -> UInt64 {
        var fingerprint = fingerprint
        return fingerprint.withUTF8 { key($0) }
    }

    static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = FNV1a()
        for byte in bytes { hash.add(byte) }
        return hash.value
    }

    /// One blob's rows read once for their fingerprints; a finding's other columns are decoded
    /// only when asked for. Commands that match many blobs by fingerprint (regressions over the
    /// whole timeline, the age of every finding) build most findings only to match them away.
    struct Packed {
        /// Kept as the database gave it: a native string's UTF-8 is read in place, not copied.
        private let text: String
        /// Each row's fingerprint ``key(_:)``, in the analyzer's order.
        let fingerprints: [UInt64]
        /// Where each row starts in the text.
        private let offsets: [Int]

        init(_ text: String) {
            var text = text
            var fingerprints: [UInt64] = []
            var offsets: [Int] = []
            text.withUTF8 { buffer in
                var reader = Reader(bytes: buffer)
                guard reader.take(UInt8(ascii: "[")) else { return }
                while true {
                    reader.skipWhitespace()
                    let start = reader.pos
                    guard let fingerprint = reader.skipRow() else { break }
                    offsets.append(start)
                    fingerprints.append(fingerprint)
                    guard reader.take(UInt8(ascii: ",")) else { break }
                }
            }
            self.text = text
            self.fingerprints = fingerprints
            self.offsets = offsets
        }

        /// Row `index`'s code (``FindingPairing/code(rule:snippet:)``), its message not decoded.
        func code(_ index: Int) -> UInt64? {
            read(index) { $0.code() }
        }

        /// The finding of row `index`, with `path` empty.
        func finding(_ index: Int) -> FindingInfo? {
            read(index) { $0.row() }
        }

        /// `body` run with a reader at the start of row `index`.
        private func read<Value>(_ index: Int, _ body: (inout Reader) -> Value) -> Value {
            var text = text
            return text.withUTF8 { buffer in
                var reader = Reader(bytes: buffer)
                reader.pos = offsets[index]
                return body(&reader)
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var pos = 0

        /// `[rule, severity, line, column, message, snippet, fingerprint]` at `pos`.
        mutating func row() -> FindingInfo? {
            guard take(UInt8(ascii: "[")), let rule = string(), take(comma), let severity = string(), take(comma),
                let line = integer(), take(comma), let column = integer(), take(comma),
                let message = string(), take(comma), let snippet = string(), take(comma),
                let fingerprint = string(), take(UInt8(ascii: "]"))
            else { return nil }
            return FindingInfo(
                rule: rule, severity: severity, path: "", line: line, column: column, message: message,
                snippet: snippet, fingerprint: fingerprint)
        }

        /// The rule and the snippet of the row at `pos`, as one code key: hashed where they lie
        /// unless one of them is escaped.
        mutating func code() -> UInt64? {
            guard take(UInt8(ascii: "[")) else { return nil }
            skipWhitespace()
            let ruleStart = pos
            guard skipString() else { return nil }
            let ruleEnd = pos
            guard take(comma), skipString(), take(comma), integer() != nil, take(comma), integer() != nil,
                take(comma), skipString(), take(comma)
            else { return nil }
            skipWhitespace()
            let snippetStart = pos
            guard skipString() else { return nil }
            let rule = UnsafeBufferPointer(rebasing: bytes[(ruleStart + 1)..<(ruleEnd - 1)])
            let snippet = UnsafeBufferPointer(rebasing: bytes[(snippetStart + 1)..<(pos - 1)])
            let backslash = UInt8(ascii: "\\")
            guard rule.contains(backslash) || snippet.contains(backslash) else {
                return FindingPairing.code(rule: rule, snippet: snippet)
            }
            pos = ruleStart
            guard let decodedRule = string() else { return nil }
            pos = snippetStart
            guard let decodedSnippet = string() else { return nil }
            return FindingPairing.code(rule: decodedRule, snippet: decodedSnippet)
        }

        /// Passes over the row at `pos`, building no string, and returns its fingerprint's key.
        mutating func skipRow() -> UInt64? {
            guard take(UInt8(ascii: "[")), skipString(), take(comma), skipString(), take(comma),
                integer() != nil, take(comma), integer() != nil, take(comma), skipString(), take(comma),
                skipString(), take(comma)
            else { return nil }
            skipWhitespace()
            let start = pos
            guard skipString() else { return nil }
            let quoted = UnsafeBufferPointer(rebasing: bytes[start..<pos])
            let key: UInt64
            if quoted.contains(UInt8(ascii: "\\")) {
                // Escaped: the key is of the decoded text, as ``key(_:)`` of a decoded fingerprint.
                pos = start
                guard let text = string() else { return nil }
                key = StoredFindingRows.key(text)
            } else {
                key = StoredFindingRows.key(UnsafeBufferPointer(rebasing: quoted.dropFirst().dropLast()))
            }
            return take(UInt8(ascii: "]")) ? key : nil
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

        /// Passes over a JSON string.
        mutating func skipString() -> Bool {
            guard take(UInt8(ascii: "\"")), let close = closingQuote(from: pos) else { return false }
            pos = close + 1
            return true
        }

        /// A JSON string. The writer escapes only quotes, backslashes and control characters, so
        /// most strings are copied as they are; one with an escape is decoded by the full parser.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")), let close = closingQuote(from: pos) else { return nil }
            let start = pos
            pos = close + 1
            let body = UnsafeBufferPointer(rebasing: bytes[start..<close])
            guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
            return (try? JSONParser.parse(Array(bytes[(start - 1)..<pos])))?.stringValue
        }

        /// The quote that ends a string whose text starts at `start`: a quote with an even run of
        /// backslashes (none, most often) before it. Found with `memchr`, which reads thirty-two
        /// bytes a step: messages and snippets are most of the rows' bytes.
        func closingQuote(from start: Int) -> Int? {
            guard let base = bytes.baseAddress else { return nil }
            var from = start
            while from < bytes.count {
                guard let hit = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else { return nil }
                let quote = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                var backslashes = 0
                while quote - backslashes > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                if backslashes % 2 == 0 { return quote }
                from = quote + 1
            }
            return nil
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
