import SwiftLexer

/// What a token or the line it sits on looks like, read in place: the token pass and the rules ask
/// the same small questions of a name or a brace.
extension SourceFile {
    /// The identifier at `index` starts with an upper-case letter, as type names do.
    func startsUppercase(_ index: Int) -> Bool {
        kind(index) == .identifier && bytes[Int(tokens[index].start)] &- 0x41 < 26
    }

    /// The identifier at `index` starts with a lower-case letter, as functions and properties do.
    func startsLowercase(_ index: Int) -> Bool {
        kind(index) == .identifier && bytes[Int(tokens[index].start)] &- 0x61 < 26
    }

    /// Whether token `index` spells `name`, compared as bytes: no string is made of the token.
    func tokenIs(_ index: Int, named name: String) -> Bool {
        let token = tokens[index]
        var name = name
        return name.withUTF8 { utf8 in
            utf8.count == Int(token.end - token.start)
                && bytes.withUnsafeBufferPointer { bytes in
                    sameBytes(bytes.baseAddress.map { $0 + Int(token.start) }, utf8.baseAddress, utf8.count)
                }
        }
    }

    /// Whether an attribute (`@ScaledMetric`, `@Environment(\.colorScheme)`) comes before the `var`
    /// or `let` at `index`, on its line or alone on the line above, after `start` (its type's brace).
    func isWrapped(declarationAt index: Int, after start: Int) -> Bool {
        var cursor = index - 1
        var lines = 0
        while cursor > start {
            if kind(cursor) == .attribute { return true }
            if tokens[cursor + 1].flags.contains(.newlineBefore) { lines += 1 }
            if lines > 1 || [.leftBrace, .rightBrace, .semicolon].contains(kind(cursor))
                || ["var", "let", "func", "case"].contains(where: { tokenIs(cursor, $0) })
            {
                return false
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the `{` at `brace` opens a body typed `some View` (a property's or a function's).
    func opensSomeView(_ brace: Int) -> Bool {
        tokenIs(brace - 1, "View") && tokenIs(brace - 2, "some")
    }

    /// Where the modifier chain through the modifier named at `index` starts: a name (nil when the
    /// modifier stands alone), the opening brace of a container's closure (`HStack {`, `Group {`,
    /// `HStack(spacing: 4) {`), or anything else.
    func chainStart(ofModifier index: Int) -> ChainStart {
        var link = index
        var root: Int?
        for _ in 0..<24 {
            guard kind(link - 1) == .period else { return .name(root) }
            switch kind(link - 2) {
            case .rightParen?:
                guard let open = match(link - 2), kind(open - 1) == .identifier else { return .other }
                link = open - 1
            case .identifier?:
                link -= 2
            case .rightBrace?:
                guard let open = match(link - 2) else { return .other }
                // The container's name, before its arguments if it has any.
                var name = open - 1
                if kind(name) == .rightParen, let arguments = match(name) { name = arguments - 1 }
                return startsUppercase(name) ? .container(open) : .other
            default:
                return .other
            }
            root = link
        }
        return .name(root)
    }

    /// The first token of the line that holds token `index`, past a `}` that starts it (`} else
    /// if ... {`): what kind of statement the line is.
    func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, !tokens[start].flags.contains(.newlineBefore) { start -= 1 }
        return kind(start) == .rightBrace ? start + 1 : start
    }
}

/// Where a modifier chain starts (`SourceFile.chainStart(ofModifier:)`).
enum ChainStart {
    case name(Int?)
    case container(Int)
    case other
}
