import SwiftLexer

/// Where a file defines design tokens: the bodies of types named after a
/// token namespace (`enum Space { ... }`, `struct Radii { ... }`) and of
/// extensions of the value types tokens are made of (`extension Font { ... }`,
/// `extension Color`, `extension CGFloat`, `extension Animation`). A literal
/// there is the scale being written down, not debt against it.
enum TokenDefinitions {
    static let valueTypes: Set<String> = ["Font", "Color", "CGFloat", "Double", "Animation", "ShapeStyle", "UIColor"]

    /// Reads the declarations at `landmarks`, the only tokens that can start one.
    static func bodies(in file: SourceFile, config: Configuration, landmarks: Landmarks) -> [ClosedRange<Int>] {
        // Built on the first declaration: most files declare no type of these names, many none at all.
        var names: Set<String>?
        var bodies: [ClosedRange<Int>] = []
        let tokens = file.tokens
        // The first index after the last body found: a declaration inside one is part of it.
        var next = 0
        for index in landmarks.indices where index >= next && index + 1 < tokens.count {
            let isDeclaration =
                tokens[index].kind == .keyword
                && (file.tokenIs(index, "enum") || file.tokenIs(index, "struct") || file.tokenIs(index, "extension")
                    || file.tokenIs(index, "class"))
            guard isDeclaration, tokens[index + 1].kind == .identifier else { continue }
            if names == nil {
                var all = valueTypes
                for family in Family.scaleFamilies { all.formUnion(config.namespaces(family)) }
                names = all
            }
            guard names?.contains(file.text(index + 1)) == true else { continue }
            // The body is the first `{` after the name (conformances and `where` clauses come between).
            var cursor = index + 2
            while cursor < tokens.count, cursor < index + 32, tokens[cursor].kind != .leftBrace { cursor += 1 }
            guard cursor < tokens.count, tokens[cursor].kind == .leftBrace, let close = file.match(cursor) else {
                continue
            }
            bodies.append(cursor...close)
            next = close + 1
        }
        return bodies
    }
}
