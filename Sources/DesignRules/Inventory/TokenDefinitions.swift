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

    /// The bodies of the file's declarations (`landmarks.declarations`) of a type in `names`
    /// (protocols and actors aside); a declaration inside one is part of it.
    static func bodies(in file: SourceFile, names: Set<String>, landmarks: Landmarks) -> [ClosedRange<Int>] {
        var bodies: [ClosedRange<Int>] = []
        var next = 0
        for declaration in landmarks.declarations.all where declaration.keyword >= next {
            let keyword = declaration.keyword
            guard
                file.tokenIs(keyword, "enum") || file.tokenIs(keyword, "struct") || file.tokenIs(keyword, "extension")
                    || file.tokenIs(keyword, "class"),
                names.contains(file.text(declaration.simpleName))
            else { continue }
            bodies.append(declaration.brace...declaration.close)
            next = declaration.close + 1
        }
        return bodies
    }
}
