/// Parses an old-style property list: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `/* */` and `//` comments. Malformed input ends the parse early with what was read.
struct OpenStepPlistParser {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() -> SettingsValue? {
        skipSpaceAndComments()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var result: [String: SettingsValue] = [:]
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return .dictionary(result) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(result)
                }
                guard case .string(let key) = parse() else { return .dictionary(result) }
                skipSpaceAndComments()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return .dictionary(result) }
                position += 1
                guard let value = parse() else { return .dictionary(result) }
                result[key] = value
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
            }
        case UInt8(ascii: "("):
            position += 1
            var result: [SettingsValue] = []
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return .array(result) }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(result)
                }
                guard let value = parse() else { return .array(result) }
                result.append(value)
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        case UInt8(ascii: "\""):
            position += 1
            var text: [UInt8] = []
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                // `\"` and `\\` keep the escaped byte; other escapes are rare in build settings.
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
                text.append(bytes[position])
                position += 1
            }
            position += 1
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = position
            while position < bytes.count, Self.isBareByte(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    /// Letters, digits and `_$+/:.-`: what an unquoted string may hold.
    private static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    private mutating func skipSpaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }
}
