/// What every file's scan looks names up in, built once per analyzer from the
/// configuration and the app's tokens.
struct ScannerTables: Sendable {
    /// Names of the types whose bodies define tokens (`TokenDefinitions.names(of:)`).
    let definitionNames: Set<String>
    /// The scanner's words: SwiftUI's (`Vocabulary`) and the namespaces whose members are tokens
    /// where the scanner meets them: colour namespaces (configured, or owners of the app's colour
    /// tokens) inside a colour context, and the namespaces of the app's spacing and radius scales
    /// inside their own helpers (`Radii.shape(Radii.lg)`), and the app's fixed-size font helpers. One table, so the hot loop looks each
    /// identifier up once.
    let words: NameTable<Word>
    /// The colour namespaces of `namespaces`, for names met outside the hot loop.
    let colorNamespaces: Set<String>

    init(config: Configuration, project: ProjectTokens) {
        definitionNames = TokenDefinitions.names(of: config)
        var entries: [(String, Family)] = []
        var colors = Set<String>()
        let vocabulary = Set(Vocabulary.entries.map(\.0))
        func add(_ name: String, _ family: Family) {
            guard !entries.contains(where: { $0.0 == name }), !vocabulary.contains(name) else { return }
            entries.append((name, family))
            if family == .color { colors.insert(name) }
        }
        for name in config.namespaces(.color) { add(name, .color) }
        for definition in project.definitions where !TokenDefinitionFinder.valueTypes.contains(definition.owner) {
            guard let family = definition.family, let owner = definition.owner.split(separator: ".").last else {
                continue
            }
            if family == .color || (definition.isScaleStep && (family == .spacing || family == .radius)) {
                add(String(owner), family)
            }
        }
        // A UIKit font helper is a size only where `Font(...)` is handed what it makes (`recordFont`).
        var helpers: [(name: String, overloads: [FixedFontHelper])] = []
        for helper in project.fixedFontHelpers
        where !helper.makesUIKitFont && !vocabulary.contains(helper.name)
            && !entries.contains(where: { $0.0 == helper.name })
        {
            if let slot = helpers.firstIndex(where: { $0.name == helper.name }) {
                helpers[slot].overloads.append(helper)
            } else {
                helpers.append((helper.name, [helper]))
            }
        }
        words = NameTable(
            Vocabulary.entries + entries.map { ($0.0, Word.namespace($0.1)) }
                + helpers.map { ($0.name, Word.fontHelper($0.overloads)) })
        colorNamespaces = colors
    }
}
