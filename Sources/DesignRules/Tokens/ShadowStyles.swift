import SwiftLexer

/// The shadows an app writes down for itself: a modifier any view can call (`func cardShadow() ->
/// some View`) or a constant (`static let shadowColor`). Once there is one, a shadow spelled out by
/// hand in a view is a copy of the design system, or a departure. A `ViewModifier` named for a
/// shadow is most often one component's (a header's bottom edge), not the app's elevation.
enum ShadowStyles {
    /// Whether `bytes` may declare a shadow modifier: `func` followed by a name holding `hadow`.
    /// Constants are found with the other `static` tokens.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let at = firstOffset(of: "hadow", in: bytes, from: from) {
            from = at + 5
            var start = at
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            var space = start
            while space > 0, bytes[space - 1] == 0x20 { space -= 1 }
            guard space < start else { continue }
            // `func` as a word of its own before the name (not `myfunc cardShadow`).
            let keyword = space - 4
            if hasSuffix(UnsafeBufferPointer(rebasing: bytes[max(0, keyword)..<space]), "func"),
                keyword == 0 || (keyword > 0 && !isWordByte(bytes[keyword - 1]))
            {
                return true
            }
        }
        return false
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Whether a name speaks of a shadow (`cardShadow`, `ShadowModifier`, `shadowColor`).
    static func names(_ name: String) -> Bool {
        name.range(of: "shadow", options: .caseInsensitive) != nil
    }

    /// The shadow modifiers `file` declares, as a view would call them: `.cardShadow()`. A function
    /// named for a shadow counts when its body makes one.
    static func declared(in file: SourceFile) -> [String] {
        var found: [String] = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .keyword && file.tokenIs(index, "func") {
            guard file.kind(index + 1) == .identifier else { continue }
            let name = file.text(index + 1)
            guard names(name), name != "shadow", let body = bodyAfter(index + 1, in: file),
                (body.lowerBound..<body.upperBound).contains(where: {
                    file.tokenIs($0, "shadow") && file.kind($0 + 1) == .leftParen
                })
            else { continue }
            found.append(".\(name)()")
        }
        return found
    }

    /// The braces of the body that follows a declaration's name.
    private static func bodyAfter(_ name: Int, in file: SourceFile) -> ClosedRange<Int>? {
        var cursor = name + 1
        while cursor < name + 40, let kind = file.kind(cursor) {
            if kind == .leftBrace { return file.match(cursor).map { cursor...$0 } }
            if kind == .leftParen, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .rightBrace { return nil }
            cursor += 1
        }
        return nil
    }
}
