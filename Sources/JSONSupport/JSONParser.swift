/// A parse failure, with the 1-based line and column where it happened.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let line: Int
    public let column: Int
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Parses RFC 8259 JSON. Duplicate object keys are an error: in a config
/// file the second one would silently win, which hides mistakes.
public struct JSONParser {
    /// The document, read in place: valid only while `parse` runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var pos = 0
    private var allowsComments = false

    /// Parses a whole document; trailing content other than whitespace is an error. With
    /// `allowingComments`, `// line` and `/* block */` comments count as whitespace (JSONC, as
    /// editors and VS Code settings read it): a configuration file can say why a value is there.
    public static func parse(_ bytes: [UInt8], allowingComments: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        let result = bytes.withUnsafeBufferPointer { parse(in: $0, allowingComments: allowingComments) }
        return try result.get()
    }

    /// Parses a document held in a string, in place when the string's bytes are contiguous.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { parse(in: $0, allowingComments: false) }
        return try result.get()
    }

    /// The document in `bytes`, or why it is not one; a `Result` because the buffer's closure
    /// cannot throw a typed error.
    private static func parse(
        in bytes: UnsafeBufferPointer<UInt8>, allowingComments: Bool
    ) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(bytes: bytes)
        parser.allowsComments = allowingComments
        do throws(JSONSyntaxError) {
            try parser.skipWhitespace()
            let value = try parser.parseValue(depth: 0)
            try parser.skipWhitespace()
            if parser.pos < bytes.count { throw parser.error("Unexpected content after the JSON value.") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(pos, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    private mutating func skipWhitespace() throws(JSONSyntaxError) {
        while pos < bytes.count {
            switch bytes[pos] {
            case 0x20, 0x0A, 0x0D, 0x09:
                pos += 1
            case UInt8(ascii: "/") where allowsComments && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "/"):
                while pos < bytes.count, bytes[pos] != 0x0A { pos += 1 }
            case UInt8(ascii: "/") where allowsComments && pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "*"):
                let start = pos
                pos += 2
                while pos + 1 < bytes.count, !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) {
                    pos += 1
                }
                guard pos + 1 < bytes.count else {
                    pos = start
                    throw error("A comment opened with /* is never closed.")
                }
                pos += 2
            default:
                return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < 256 else { throw error("Nesting is deeper than 256 levels.") }
        guard pos < bytes.count else { throw error("Unexpected end of input; expected a value.") }
        switch bytes[pos] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("Unexpected character '\(Character(Unicode.Scalar(bytes[pos])))'; expected a value.")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard pos + length <= bytes.count else { throw error("Unexpected end of input.") }
        for offset in 0..<length where bytes[pos + offset] != word.utf8Start[offset] {
            throw error("Invalid literal; expected '\(word)'.")
        }
        pos += length
        return value
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        pos += 1
        var members: [(String, JSONValue)] = []
        // Most objects have a few keys, compared in place; a set is made once there are many.
        var seen: Set<String>?
        try skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
            pos += 1
            return .object(members)
        }
        while true {
            try skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { throw error("Expected a quoted key.") }
            let keyPosition = pos
            let key = try parseString()
            let isDuplicate: Bool
            if members.count < 16 {
                // Keys of other lengths differ: most pairs are told apart without comparing text.
                isDuplicate = members.contains { $0.0.utf8.count == key.utf8.count && $0.0 == key }
            } else {
                if seen == nil { seen = Set(members.map(\.0)) }
                isDuplicate = seen?.insert(key).inserted == false
            }
            if isDuplicate {
                pos = keyPosition
                throw error("Duplicate key '\(key)'.")
            }
            try skipWhitespace()
            guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else {
                throw error("Expected ':' after key '\(key)'.")
            }
            pos += 1
            try skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            try skipWhitespace()
            guard pos < bytes.count else { throw error("Unexpected end of input; expected ',' or '}'.") }
            if bytes[pos] == UInt8(ascii: ",") {
                pos += 1
                continue
            }
            if bytes[pos] == UInt8(ascii: "}") {
                pos += 1
                return .object(members)
            }
            throw error("Expected ',' or '}'.")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        pos += 1
        var items: [JSONValue] = []
        try skipWhitespace()
        if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
            pos += 1
            return .array(items)
        }
        while true {
            try skipWhitespace()
            items.append(try parseValue(depth: depth + 1))
            try skipWhitespace()
            guard pos < bytes.count else { throw error("Unexpected end of input; expected ',' or ']'.") }
            if bytes[pos] == UInt8(ascii: ",") {
                pos += 1
                continue
            }
            if bytes[pos] == UInt8(ascii: "]") {
                pos += 1
                return .array(items)
            }
            throw error("Expected ',' or ']'.")
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        pos += 1
        var runStart = pos
        var text = ""
        while pos < bytes.count {
            let byte = bytes[pos]
            if byte == UInt8(ascii: "\"") {
                // Most strings hold no escape: made from their bytes at once.
                let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]), as: UTF8.self)
                pos += 1
                return text.isEmpty ? run : text + run
            }
            if byte < 0x20 { throw error("Control character in string; escape it.") }
            if byte == UInt8(ascii: "\\") {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<pos]), as: UTF8.self)
                pos += 1
                guard pos < bytes.count else { break }
                let escape = bytes[pos]
                pos += 1
                switch escape {
                case UInt8(ascii: "\""): text += "\""
                case UInt8(ascii: "\\"): text += "\\"
                case UInt8(ascii: "/"): text += "/"
                case UInt8(ascii: "b"): text += "\u{08}"
                case UInt8(ascii: "f"): text += "\u{0C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"),
                        bytes[pos + 1] == UInt8(ascii: "u")
                    {
                        pos += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("Invalid surrogate pair.") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("Invalid \\u escape.") }
                    text.unicodeScalars.append(scalar)
                default:
                    pos -= 1
                    throw error("Invalid escape '\\\(Character(Unicode.Scalar(escape)))'.")
                }
                runStart = pos
                continue
            }
            pos += 1
        }
        throw error("Unterminated string.")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard pos + 4 <= bytes.count else { throw error("Truncated \\u escape.") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[pos]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("Invalid hex digit in \\u escape.")
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = pos
        if bytes[pos] == UInt8(ascii: "-") { pos += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let begin = parser.pos
            while parser.pos < parser.bytes.count, parser.bytes[parser.pos] >= 0x30, parser.bytes[parser.pos] <= 0x39 {
                parser.pos += 1
            }
            return parser.pos - begin
        }
        let integerStart = pos
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw error("Invalid number.") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("Leading zeros are not allowed.") }
        if pos < bytes.count, bytes[pos] == UInt8(ascii: ".") {
            pos += 1
            guard digits(&self) > 0 else { throw error("Expected digits after '.'.") }
        }
        if pos < bytes.count, bytes[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if pos < bytes.count, bytes[pos] == UInt8(ascii: "+") || bytes[pos] == UInt8(ascii: "-") { pos += 1 }
            guard digits(&self) > 0 else { throw error("Expected digits in exponent.") }
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self))
        else {
            throw error("Invalid number.")
        }
        return .number(value)
    }
}
