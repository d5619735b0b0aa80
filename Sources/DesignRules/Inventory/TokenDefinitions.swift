import SwiftLexer

/// Where a file defines design tokens: the bodies of types named after a
/// token namespace (`enum Space { ... }`, `struct Radii { ... }`) and of
/// extensions of the value types tokens are made of (`extension Font { ... }`,
/// `extension Color`, `extension CGFloat`, `extension Animation`). A literal
/// there is the scale being written down, not debt against it.
enum TokenDefinitions {
    static let valueTypes: Set<String> = ["Font", "Color", "CGFloat", "Double", "Animation", "ShapeStyle", "UIColor"]

    static func bodies(in file: SourceFile, config: Configuration) -> [ClosedRange<Int>] {
        var names = valueTypes
        for family in Family.scaleFamilies { names.formUnion(config.namespaces(family)) }
        var bodies: [ClosedRange<Int>] = []
        let tokens = file.tokens
        var index = 0
        while index + 1 < tokens.count {
            let isDeclaration =
                tokens[index].kind == .keyword
                && (file.tokenIs(index, "enum") || file.tokenIs(index, "struct") || file.tokenIs(index, "extension")
                    || file.tokenIs(index, "class"))
            guard isDeclaration, tokens[index + 1].kind == .identifier, names.contains(file.text(index + 1)) else {
                index += 1
                continue
            }
            // The body is the first `{` after the name (conformances and `where` clauses come between).
            var cursor = index + 2
            while cursor < tokens.count, cursor < index + 32, tokens[cursor].kind != .leftBrace { cursor += 1 }
            guard cursor < tokens.count, tokens[cursor].kind == .leftBrace, let close = file.match(cursor) else {
                index += 1
                continue
            }
            bodies.append(cursor...close)
            index = close + 1
        }
        return bodies
    }
}
