import SwiftLexer

/// `color/hand-made-appearance`: `colorScheme == .dark ? .white : .black`, a light and a dark
/// colour picked by hand where an adaptive colour says both.
public struct ColorHandMadeAppearance: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/hand-made-appearance", family: .color,
        title: "Let an adaptive colour pick light and dark, not a ternary on colorScheme",
        rationale: """
            "Use system semantic colors that adapt to dark mode." A pair of fixed colours chosen by \
            colorScheme is an appearance written out by hand: it misses increased contrast, and the \
            next view picks its own pair.
            """,
        fix:
            "Use a semantic colour (.primary, Color(.label), Color(.systemBackground)) or a colour asset with a dark appearance, or the app's colour token.",
        isOptIn: true,
        measured: Measured(4, of: 4),
        triggeringExamples: [
            "Text(\"a\").foregroundStyle(↓colorScheme == .dark ? .white : .black)",
            "Rectangle().fill(↓colorScheme == .light ? Color.black.opacity(0.05) : Color.white.opacity(0.2))",
            "Text(\"a\").background(↓colorScheme == .dark ? Color(red: 0.1, green: 0.1, blue: 0.12) : .white)",
            "Keyboard().background(↓colorScheme == .dark ?\n    Color.clear : Color(red: 0.9, green: 0.9, blue: 0.9))",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").foregroundStyle(.primary)",
            "Text(\"a\").foregroundStyle(colorScheme == .dark ? Palette.textDark : Palette.textLight)",
            "Image(colorScheme == .dark ? \"logo-dark\" : \"logo-light\")",
            "Text(\"a\").shadow(radius: colorScheme == .dark ? 0 : 4)",
            "Text(\"a\").foregroundStyle(colorScheme == .dark ? accent : .black)",
            "Text(\"a\").background(colorScheme == .dark ? .clear : Color.clear)",
        ])

    /// Fixed colours of SwiftUI's `Color`: the same in light and dark (the semantic ones adapt).
    static let fixedColors: Set<String> = [
        "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "brown", "cyan",
        "mint", "indigo", "teal",
    ]

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.mentions(of: .colorScheme).compactMap { index in
            // `colorScheme == .dark ?` (or `!=`, `.light`)
            guard file.tokenIs(index + 1, "==") || file.tokenIs(index + 1, "!="), file.kind(index + 2) == .period,
                file.tokenIs(index + 3, "dark") || file.tokenIs(index + 3, "light"), file.tokenIs(index + 4, "?"),
                let (first, second) = branches(after: index + 4, in: file),
                isFixedColor(first, in: file), isFixedColor(second, in: file),
                !(isClear(first, in: file) && isClear(second, in: file))
            else { return nil }
            return context.hit(
                at: index, "A light and a dark colour picked by hand: an adaptive colour or asset says both.")
        }
    }

    /// The two branches of the conditional whose `?` is at `question`: up to its `:`, then up to
    /// the end of the expression (a closing bracket, a comma or a new line at its own depth).
    private func branches(after question: Int, in file: SourceFile) -> (Range<Int>, Range<Int>)? {
        var cursor = question + 1
        var colon: Int?
        while cursor < file.tokens.count {
            let kind = file.kind(cursor)
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .comma { break }
            if colon != nil, file.tokens[cursor].flags.contains(.newlineBefore), kind != .period { break }
            if colon == nil, kind == .colon { colon = cursor }
            cursor += 1
        }
        guard let colon, colon > question + 1, cursor > colon + 1 else { return nil }
        return (question + 1..<colon, colon + 1..<cursor)
    }

    /// `.white`, `Color.black.opacity(0.2)`, `Color(red: 0.1, green: 0.1, blue: 0.12)`: a colour
    /// fixed in the code.
    private func isFixedColor(_ range: Range<Int>, in file: SourceFile) -> Bool {
        var cursor = range.lowerBound
        if file.tokenIs(cursor, "Color") {
            cursor += 1
            if file.kind(cursor) == .leftParen {
                // Every argument a number (or a colour space): a literal colour.
                guard let close = file.match(cursor), close < range.upperBound else { return false }
                for token in (cursor + 1)..<close {
                    switch file.kind(token) {
                    case .integerLiteral, .floatLiteral, .comma, .colon, .identifier, .period, .operator: continue
                    default: return false
                    }
                }
                let labels = ((cursor + 1)..<close).filter { file.kind($0 + 1) == .colon }.map { file.text($0) }
                guard !labels.isEmpty,
                    labels.allSatisfy({
                        ["red", "green", "blue", "white", "opacity", "hue", "saturation", "brightness"].contains($0)
                    })
                else { return false }
                cursor = close + 1
                return isOpacityOnly(cursor..<range.upperBound, in: file)
            }
        }
        // `.clear` is fixed too: nothing in one appearance, a colour in the other.
        guard file.kind(cursor) == .period,
            Self.fixedColors.contains(file.text(cursor + 1)) || file.tokenIs(cursor + 1, "clear")
        else { return false }
        return isOpacityOnly((cursor + 2)..<range.upperBound, in: file)
    }

    /// `.clear` or `Color.clear`.
    private func isClear(_ range: Range<Int>, in file: SourceFile) -> Bool {
        file.tokenIs(range.upperBound - 1, "clear")
    }

    /// Nothing, or `.opacity(number)`.
    private func isOpacityOnly(_ range: Range<Int>, in file: SourceFile) -> Bool {
        if range.isEmpty { return true }
        guard range.count == 5, file.kind(range.lowerBound) == .period, file.tokenIs(range.lowerBound + 1, "opacity"),
            file.kind(range.lowerBound + 2) == .leftParen
        else { return false }
        let kind = file.kind(range.lowerBound + 3)
        return kind == .integerLiteral || kind == .floatLiteral
    }
}
