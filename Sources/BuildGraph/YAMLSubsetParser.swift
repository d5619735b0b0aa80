/// Parses the part of YAML that project specifications are written in (XcodeGen's
/// `project.yml`): maps and lists by indentation, `- ` items (a map may start on the item's
/// line), flow lists `[a, b]` and flow maps `{a: b}` of plain values, quoted and plain scalars,
/// `#` comments. Anchors, aliases, block scalars and multi-document files are read as plain
/// text or skipped: nothing a deployment target or a source path is written with.
struct YAMLSubsetParser {
    /// A line's indentation and its text, comments and trailing blanks removed.
    private struct Line {
        var indent: Int
        var text: Substring
    }

    private var lines: [Line] = []
    private var position = 0

    init(_ text: String) {
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let content = Self.withoutComment(raw)
            let indent = content.prefix { $0 == " " }.count
            let body = content.dropFirst(indent)
            guard !body.isEmpty, body != "---", body != "..." else { continue }
            lines.append(Line(indent: indent, text: body))
        }
    }

    /// The document's top-level value; nil for an empty one.
    mutating func parse() -> SettingsValue? {
        guard position < lines.count else { return nil }
        return block(at: lines[position].indent)
    }

    /// The map or list whose lines start at `indent`.
    private mutating func block(at indent: Int) -> SettingsValue {
        if lines[position].text.hasPrefix("- ") || lines[position].text == "-" {
            return list(at: indent)
        }
        return map(at: indent)
    }

    private mutating func list(at indent: Int) -> SettingsValue {
        var items: [SettingsValue] = []
        while position < lines.count, lines[position].indent == indent,
            lines[position].text.hasPrefix("- ") || lines[position].text == "-"
        {
            let rest = lines[position].text.dropFirst(2).drop { $0 == " " }
            let itemIndent = indent + (lines[position].text.count - rest.count)
            if rest.isEmpty {
                position += 1
                items.append(nested(deeperThan: indent) ?? .string(""))
            } else if Self.keyAndValue(rest) != nil, !rest.hasPrefix("{"), !rest.hasPrefix("[") {
                // `- path: App` opens a map at the item's column.
                lines[position] = Line(indent: itemIndent, text: rest)
                items.append(map(at: itemIndent))
            } else {
                position += 1
                items.append(Self.scalarOrFlow(rest))
            }
        }
        return .array(items)
    }

    private mutating func map(at indent: Int) -> SettingsValue {
        var result: [String: SettingsValue] = [:]
        while position < lines.count, lines[position].indent == indent {
            guard let (key, value) = Self.keyAndValue(lines[position].text) else {
                position += 1
                continue
            }
            position += 1
            if value.isEmpty || value == "|" || value == ">" {
                result[key] = nested(deeperThan: indent) ?? .string("")
            } else {
                result[key] = Self.scalarOrFlow(value)
            }
        }
        return .dictionary(result)
    }

    /// The block under a key or an item: the following lines indented more than `indent`
    /// (a list may sit at the key's own indentation, as YAML allows).
    private mutating func nested(deeperThan indent: Int) -> SettingsValue? {
        guard position < lines.count else { return nil }
        let next = lines[position]
        if next.indent > indent || (next.indent == indent && next.text.hasPrefix("- ")) {
            return block(at: next.indent)
        }
        return nil
    }

    /// `key: value` (value possibly empty); nil when the line is no map entry.
    private static func keyAndValue(_ text: Substring) -> (String, Substring)? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "{" {
                return nil
            } else if character == ":" {
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " {
                    let key = unquoted(text[..<index].trimmingSpaces)
                    return (key, text[after...].trimmingSpaces)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A plain or quoted scalar, or a flow list or map of scalars.
    private static func scalarOrFlow(_ text: Substring) -> SettingsValue {
        guard let first = text.first, first == "[" || first == "{", let last = text.last,
            last == (first == "[" ? "]" : "}")
        else { return .string(unquoted(text)) }
        let inner = text.dropFirst().dropLast()
        let parts = inner.split(separator: ",").map(\.trimmingSpaces).filter { !$0.isEmpty }
        if first == "[" { return .array(parts.map { .string(unquoted($0)) }) }
        var map: [String: SettingsValue] = [:]
        for part in parts {
            if let (key, value) = keyAndValue(part) { map[key] = .string(unquoted(value)) }
        }
        return .dictionary(map)
    }

    private static func unquoted(_ text: Substring) -> String {
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            return String(text.dropFirst().dropLast())
        }
        return String(text)
    }

    /// The line without a `#` comment (one that starts the line or follows a blank, outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                return line[..<index].trimmingTrailingSpaces
            }
            previous = character
        }
        return line.trimmingTrailingSpaces
    }
}

extension Substring {
    var trimmingSpaces: Substring { drop { $0 == " " }.trimmingTrailingSpaces }

    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " || self[index(before: end)] == "\r" {
            end = index(before: end)
        }
        return self[startIndex..<end]
    }
}
