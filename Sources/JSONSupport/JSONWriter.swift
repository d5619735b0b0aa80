/// Writes JSON text: compact or indented by two spaces, keys in insertion order.
///
/// Output is built as UTF-8 bytes: a scan's JSON runs to megabytes, and
/// appending to a `String` scalar by scalar costs more than the scan itself.
public struct JSONWriter: Sendable {
    public var pretty: Bool

    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// The JSON text of `value`, ending with a newline when pretty.
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 bytes, ending with a newline when pretty.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(4096)
        write(value, indent: 0, into: &output)
        if pretty { output.append(0x0A) }
        return output
    }

    func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): JSONWriter.appendNumber(number, into: &output)
        case .string(let text): JSONWriter.quote(text, into: &output)
        case .array(let items):
            if items.isEmpty {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                write(item, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                JSONWriter.quote(member.0, into: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                write(member.1, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    func newline(_ indent: Int, into output: inout [UInt8]) {
        guard pretty else { return }
        // A new line and the indent in one copy from a line of spaces, not a byte at a time.
        let count = 1 + indent * 2
        if count <= JSONWriter.newlineAndSpaces.utf8CodeUnitCount {
            output.append(contentsOf: UnsafeBufferPointer(start: JSONWriter.newlineAndSpaces.utf8Start, count: count))
        } else {
            output.append(0x0A)
            output.append(contentsOf: repeatElement(0x20, count: indent * 2))
        }
    }

    /// A new line then 32 levels of indent.
    private static let newlineAndSpaces: StaticString =
        "\n                                                                "

    /// Integers print without a fraction; other finite numbers in Swift's
    /// shortest round-trip form; NaN and infinities (not JSON) as null.
    public static func format(_ number: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(number, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `number` as `format` writes it.
    public static func appendNumber(_ number: Double, into output: inout [UInt8]) {
        guard number.isFinite else {
            output.append(contentsOf: "null".utf8)
            return
        }
        guard number == number.rounded(), abs(number) < 1e15 else {
            output.append(contentsOf: "\(number)".utf8)
            return
        }
        appendInteger(Int(number), into: &output)
    }

    /// Appends `number` in decimal, digit by digit: no `String` per number
    /// (stored results write several per finding and site).
    public static func appendInteger(_ number: Int, into output: inout [UInt8]) {
        if number < 0 { output.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so that Int.min has one too; digits come out last first.
        var rest = number.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var first = digits.count
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[first...]))
        }
    }

    /// Appends `text` as a JSON string literal.
    public static func quote(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, into: &output) }) == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0, into: &output) }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `bytes` escaped for a string literal: each run that needs no escape in one copy,
    /// since most text (paths, messages, snippets) has none at all.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case 0x0A: output.append(contentsOf: "\\n".utf8)
            case 0x0D: output.append(contentsOf: "\\r".utf8)
            case 0x09: output.append(contentsOf: "\\t".utf8)
            default:
                let hex: StaticString = "0123456789abcdef"
                output.append(contentsOf: "\\u00".utf8)
                output.append(hex.utf8Start[Int(byte >> 4)])
                output.append(hex.utf8Start[Int(byte & 0x0F)])
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
