/// RFC 4180 fields, as every CSV output of the tool writes them.
public enum CSV {
    /// The field as written: quoted when it holds a comma, a quote or a line break.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }

    /// One line of fields, ended.
    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\n"
    }
}

/// How counts and their changes are spelled in tables and reports.
public enum Counts {
    /// A number and its noun, plural unless one: `1 file`, `3 changed Swift files`.
    public static func of(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// A change with its sign: `+3`, `-2`, `0`.
    public static func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }

    /// An English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th.
    public static func ordinal(_ value: Int) -> String {
        let lastTwo = value % 100
        if (11...13).contains(lastTwo) { return "\(value)th" }
        switch value % 10 {
        case 1: return "\(value)st"
        case 2: return "\(value)nd"
        case 3: return "\(value)rd"
        default: return "\(value)th"
        }
    }
}
