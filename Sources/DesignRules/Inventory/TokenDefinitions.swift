import SwiftLexer

/// Where a file defines design tokens: the bodies of types named after a
/// token namespace (`enum Space { ... }`, `struct Radii { ... }`) and of
/// extensions of the value types tokens are made of (`extension Font { ... }`,
/// `extension Color`, `extension CGFloat`, `extension Animation`). A literal
/// there is the scale being written down, not debt against it.
enum TokenDefinitions {
    /// The type names whose bodies define tokens under `config`; built once per analyzer.
    static func names(of config: Configuration) -> Set<String> {
        var names = TokenDefinitionFinder.valueTypes
        for family in Family.scaleFamilies { names.formUnion(config.namespaces(family)) }
        return names
    }

    /// Reads the declarations at `landmarks`, the only tokens that can start one.
    static func bodies(in file: SourceFile, names: Set<String>, landmarks: Landmarks) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        let tokens = file.tokens
        // The first index after the last body found: a declaration inside one is part of it.
        var next = 0
        for index in landmarks.indices where index >= next && index + 1 < tokens.count {
            let isDeclaration =
                tokens[index].kind == .keyword
                && (file.tokenIs(index, "enum") || file.tokenIs(index, "struct") || file.tokenIs(index, "extension")
                    || file.tokenIs(index, "class"))
            guard isDeclaration, tokens[index + 1].kind == .identifier, names.contains(file.text(index + 1)) else {
                continue
            }
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
