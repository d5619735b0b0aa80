/// Writes JSON text: compact or indented by two spaces, keys in insertion order.
public struct JSONWriter {
    public var pretty: Bool

    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    /// The JSON text of `value`, ending with a newline when pretty.
    public func string(_ value: JSONValue) -> String {
        var output = ""
        output.reserveCapacity(1024)
        write(value, indent: 0, into: &output)
        if pretty { output += "\n" }
        return output
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += JSONWriter.format(number)
        case .string(let text): JSONWriter.quote(text, into: &output)
        case .array(let items):
            if items.isEmpty {
                output += "[]"
                return
            }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                write(item, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                newline(indent + 1, into: &output)
                JSONWriter.quote(member.0, into: &output)
                output += pretty ? ": " : ":"
                write(member.1, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output += "}"
        }
    }

    private func newline(_ indent: Int, into output: inout String) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// Integers print without a fraction; other finite numbers in Swift's
    /// shortest round-trip form; NaN and infinities (not JSON) as null.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// Appends `text` as a JSON string literal.
    public static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
