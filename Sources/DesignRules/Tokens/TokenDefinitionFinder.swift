import SwiftLexer

/// Finds the design tokens one file defines: type-level `static let`/`static var`
/// constants whose value is a design literal, in any type. Reads only the
/// declarations at `landmarks`, so it costs a few dozen tokens per file.
struct TokenDefinitionFinder {
    /// Types whose extensions add tokens reached as implicit members (`.layoutPadding`, `.brandPrimary`).
    static let valueTypes: Set<String> = [
        "Font", "Color", "CGFloat", "Double", "Float", "Animation", "ShapeStyle", "UIColor", "NSColor", "UIFont",
        "EdgeInsets",
    ]

    /// One definition and where its value is written.
    struct Found {
        var definition: TokenDefinition
        /// The tokens of the initializer or the computed body: the scale being written down.
        var value: ClosedRange<Int>
        /// For a numeric token, the token index of its literal.
        var literal: Int?
    }

    let file: SourceFile
    let config: Configuration
    private(set) var found: [Found] = []
    /// The initializers of every type-level `static let`/`static var x = ...`: a named constant
    /// of the app (`static let badge = FrameConfig(cornerRadius: 14)`) is a token whatever its
    /// type, so the values inside it write the scale down rather than use it.
    private(set) var staticInitializers: [ClosedRange<Int>] = []
    /// The file says `@_exported import SwiftUI`: its module hands SwiftUI to whoever imports it.
    private(set) var reexportsSwiftUI = false
    /// The types this file declares as views (`struct Card: View`): the components whose own
    /// constants are not the app's scale.
    private var viewTypes: Set<String> = []

    init(file: SourceFile, config: Configuration, landmarks: Landmarks) {
        self.file = file
        self.config = config
        let bodies = typeBodies(landmarks)
        viewTypes = Set(bodies.filter(\.isView).map { file.text(tokens: $0.name) })
        reexportsSwiftUI = landmarks.imports.all.contains {
            $0.module == "SwiftUI" && $0.attributes.contains("@_exported")
        }
        for index in landmarks.indices {
            if file.tokens[index].kind == .keyword, file.tokenIs(index, "static") {
                let (definition, initializer) = self.definition(at: index, bodies: bodies)
                if var definition {
                    let access = Access(
                        declarations(of: definition, in: bodies.filter { $0.open < index && index < $0.close }))
                    definition.definition.isVisibleEverywhere = access.isVisibleEverywhere
                    definition.definition.isPublic = access.isPublic
                    found.append(definition)
                }
                if let initializer { staticInitializers.append(initializer) }
            }
        }
        for body in bodies where !body.isView { found += paletteColors(in: body) }
    }

    /// `struct ThemePalette { let background: Color; let accent: Color; let divider: Color }`: a
    /// type (no view) holding three or more colours as its own properties is the app's palette,
    /// handed around as a value (`@Environment(\.palette)`), as much the app's colours as statics.
    private func paletteColors(in body: Body) -> [Found] {
        var names: [Int] = []
        var cursor = body.open + 1
        while cursor < body.close {
            if let kind = file.kind(cursor), kind.isOpeningBracket, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var"), file.kind(cursor + 1) == .identifier,
                file.kind(cursor + 2) == .colon, file.tokenIs(cursor + 3, "Color"), file.kind(cursor + 4) != .period,
                !file.tokenIs(cursor - 1, "static"), !file.tokenIs(cursor - 1, "private"),
                !file.tokenIs(cursor - 1, "fileprivate")
            {
                names.append(cursor + 1)
            }
            cursor += 1
        }
        guard names.count >= 3 else { return [] }
        let owner = file.text(tokens: body.name)
        return names.map { name in
            Found(
                definition: TokenDefinition(owner: owner, name: file.text(name), family: .color, value: nil),
                value: name...name, literal: nil)
        }
    }

    /// A type body: its dotted name and its braces.
    struct Body {
        /// The tokens of the dotted name (`Theme . Spacing`), spelled only for a definition found.
        var name: Range<Int>
        var open: Int
        var close: Int
        /// Its header names `View` (`struct Card: View`, `struct Row<Label: View>: View`).
        var isView = false
    }

    /// The file's type bodies, in source order.
    private func typeBodies(_ landmarks: Landmarks) -> [Body] {
        landmarks.declarations.all.map { declaration in
            Body(
                name: declaration.written, open: declaration.brace, close: declaration.close,
                isView: declaration.namesView(in: file))
        }
    }

    /// `static let name: Type = value` or `static var name: Type { body }` at `index`.
    /// The definition at `index`, if its value is a design value, and its initializer's tokens.
    private func definition(at index: Int, bodies: [Body]) -> (Found?, ClosedRange<Int>?) {
        guard bodies.contains(where: { $0.open < index && index < $0.close }) else { return (nil, nil) }
        // `static let`, `static var`, `static nonisolated let`, `static private(set) var`.
        var cursor = index + 1
        while cursor < index + 6, !(file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var")) {
            guard let kind = file.kind(cursor), kind == .identifier || kind == .keyword || kind == .leftParen else {
                return (nil, nil)
            }
            if file.tokenIs(cursor, "func") || file.tokenIs(cursor, "subscript") { return (nil, nil) }
            if kind == .leftParen, let close = file.match(cursor) { cursor = close }
            cursor += 1
        }
        guard file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var"), file.kind(cursor + 1) == .identifier else {
            return (nil, nil)
        }
        let nameIndex = cursor + 1
        cursor = nameIndex + 1
        var typeName: String?
        if file.kind(cursor) == .colon {
            cursor += 1
            if file.tokenIs(cursor, "some") || file.tokenIs(cursor, "any") { cursor += 1 }
            if file.kind(cursor) == .identifier {
                typeName = file.text(cursor)
                // `SwiftUI.Color`
                while file.kind(cursor + 1) == .period, file.kind(cursor + 2) == .identifier {
                    cursor += 2
                    typeName = file.text(cursor)
                }
            }
            while let kind = file.kind(cursor), kind != .leftBrace, !(kind == .operator && file.tokenIs(cursor, "=")) {
                if file.tokens[cursor].flags.contains(.newlineBefore), cursor > nameIndex + 2 { return (nil, nil) }
                cursor += 1
            }
        }
        let value: ClosedRange<Int>
        if file.kind(cursor) == .operator, file.tokenIs(cursor, "="), cursor + 1 < file.tokens.count {
            value = (cursor + 1)...file.expressionEnd(from: cursor + 1)
        } else if file.kind(cursor) == .leftBrace, let close = file.match(cursor) {
            value = cursor...close
        } else {
            return (nil, nil)
        }
        // A getter's body computes (`static var x: T { ... }`), but a closure called where it is
        // written (`static let light: ColorPalette = { let primary = Color(hex: 0x002048) ... }()`)
        // is the constant's initializer as much as `= ColorPalette(...)` is.
        let isCalledClosure =
            file.kind(value.lowerBound) == .leftBrace && value.lowerBound > cursor
            && file.match(value.lowerBound).map { file.kind($0 + 1) == .leftParen } == true
        let initializer = file.kind(value.lowerBound) == .leftBrace && !isCalledClosure ? nil : value
        // The enclosing types' names, outermost first and dotted (`Theme.Spacing`), and each part
        // of it (`extension Theme.Spacing` is two); a name without a dot is not split.
        let names = bodies.filter { $0.open < index && index < $0.close }.map { file.text(tokens: $0.name) }
        let owner = names.joined(separator: ".")
        let components = names.flatMap { name in
            name.utf8.contains(UInt8(ascii: ".")) ? name.split(separator: ".").map(String.init) : [name]
        }
        let name = file.text(nameIndex)
        // An `EnvironmentKey`'s or `PreferenceKey`'s default is plumbing, not a token.
        if name == "defaultValue" { return (nil, initializer) }
        if let number = numericLiteral(value) {
            let (family, isScaleStep) = numericFamily(owner: owner, components: components, name: name)
            let found = Found(
                definition: TokenDefinition(
                    owner: owner, name: name, family: family, value: number.value, isScaleStep: isScaleStep),
                value: value, literal: number.index)
            return (found, initializer)
        }
        // `static var layoutPadding: CGFloat { compact ? 20 : 8 }`: a number token with no single value.
        if let typeName, TokenDefinitionFinder.numberTypes.contains(typeName) {
            let (family, isScaleStep) = numericFamily(owner: owner, components: components, name: name)
            guard let family,
                value.contains(where: { file.kind($0) == .integerLiteral || file.kind($0) == .floatLiteral })
            else { return (nil, initializer) }
            let found = Found(
                definition: TokenDefinition(
                    owner: owner, name: name, family: family, value: nil, isScaleStep: isScaleStep),
                value: value, literal: nil)
            return (found, initializer)
        }
        guard let family = valueFamily(typeName: typeName, value: value) else { return (nil, initializer) }
        let found = Found(
            definition: TokenDefinition(owner: owner, name: name, family: family, value: nil), value: value,
            literal: nil)
        return (found, initializer)
    }

    /// `16`, `-4`, `CGFloat(8)`, `8.0`: the number and its literal's token.
    private func numericLiteral(_ value: ClosedRange<Int>) -> (value: Double, index: Int)? {
        var lower = value.lowerBound
        var upper = value.upperBound + 1
        if upper - lower == 4, file.kind(lower + 1) == .leftParen,
            file.tokenIs(lower, "CGFloat") || file.tokenIs(lower, "Double") || file.tokenIs(lower, "Float")
        {
            lower += 2
            upper -= 1
        }
        var sign = 1.0
        if upper - lower == 2, file.kind(lower) == .operator, file.tokenIs(lower, "-") {
            sign = -1
            lower += 1
        }
        guard upper - lower == 1, let kind = file.kind(lower), kind == .integerLiteral || kind == .floatLiteral,
            let number = file.numberValue(lower)
        else { return nil }
        return (number * sign, lower)
    }

    /// Where a bare number belongs: its namespace's configured family, else what its name
    /// or its owner's name says (`cardRadius`, `RowInsets`, `Spacing`); nil when nothing does.
    /// It is a step of a scale when its namespace alone places it there (configured, or named
    /// for the family: `DesignSystem.Spaces`, `CornerRadius`): the types that write a scale down.
    /// A view's own constants are not (`componentNamespace`).
    private func numericFamily(owner: String, components: [String], name: String) -> (
        family: Family?, isScaleStep: Bool
    ) {
        let configured = [Family.spacing, .radius].first { family in
            components.contains(where: config.namespaces(family).contains)
        }
        let ownerFamily =
            configured ?? components.reversed().lazy.compactMap { TokenDefinitionFinder.familyNamed($0) }.first
        let family = configured ?? TokenDefinitionFinder.familyNamed(name) ?? ownerFamily
        guard let family, ownerFamily == family else { return (family, false) }
        // A namespace the team names in designdebt.json is its scale, wherever it sits.
        let named = config.namespaces(family)
        if config.declaresNamespaces(family), components.contains(where: named.contains) { return (family, true) }
        let naming =
            components.last { named.contains($0) || TokenDefinitionFinder.familyNamed($0) == family } ?? owner
        return (family, !isComponentNamespace(components, naming: naming))
    }

    /// Whether the namespace `components` (outermost first) holds one view's constants rather than
    /// the app's scale: nested in a view (one this file declares, or a type named `...View`), or,
    /// in a file that declares views, named for a component before its family word (`naming`:
    /// `HoverContainerPadding` beside `struct BaseHoverContainer: View`, where `Spacing` would be
    /// the app's). Such a namespace sizes its component; other views do not write with it.
    private func isComponentNamespace(_ components: [String], naming: String) -> Bool {
        let outer = components.prefix { $0 != naming }
        if outer.contains(where: { viewTypes.contains($0) || $0.hasSuffix("View") }) { return true }
        guard !viewTypes.isEmpty else { return false }
        let lowered = naming.lowercased()
        return !TokenDefinitionFinder.familyWords.contains { lowered.hasPrefix(String(describing: $0.0)) }
    }

    /// Words that place a number in a scale family, checked in this order: a
    /// `cornerRadius` is a radius even though it is not a spacing.
    static let familyWords: [(StaticString, Family)] = [
        ("radius", .radius), ("radii", .radius), ("corner", .radius),
        ("spacing", .spacing), ("padding", .spacing), ("inset", .spacing), ("margin", .spacing),
        ("gutter", .spacing), ("gap", .spacing), ("space", .spacing),
    ]

    static func familyNamed(_ name: String) -> Family? {
        var name = name
        // Compared in place, ASCII case folded: Foundation's `lowercased().contains` costs more than
        // the whole scan of a small file, and identifiers that matter here are ASCII.
        return name.withUTF8 { bytes in
            // A shadow's or a blur's radius is a softness, not a corner.
            if containsFolded(bytes, "shadow") || containsFolded(bytes, "blur") { return nil }
            return familyWords.first { containsFolded(bytes, $0.0) }?.1
        }
    }

    /// Whether `text`, ASCII letters folded to lower case, contains the lower-case `word`.
    static func containsFolded(_ text: String, _ word: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { containsFolded($0, word) }
    }

    /// Whether `bytes`, ASCII letters folded to lower case, contain the lower-case `word`.
    static func containsFolded(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard count > 0 else { return true }
        guard bytes.count >= count else { return false }
        let pattern = word.utf8Start
        // A first byte that cannot start the word is passed over with one test: OR-ing 0x20 folds
        // an upper-case letter, and only a letter's two cases fold to a lower-case letter.
        let first = pattern[0]
        let firstIsLetter = first >= 0x61 && first <= 0x7A
        for start in 0...(bytes.count - count) {
            let head = bytes[start]
            if firstIsLetter ? head | 0x20 != first : head != first { continue }
            var offset = 1
            while offset < count {
                let byte = bytes[start + offset]
                let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if folded != pattern[offset] { break }
                offset += 1
            }
            if offset == count { return true }
        }
        return false
    }

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int"]

    static let typeFamilies: [String: Family] = [
        "Color": .color, "UIColor": .color, "NSColor": .color, "CGColor": .color, "ShapeStyle": .color,
        "Font": .typography, "UIFont": .typography, "NSFont": .typography, "Animation": .motion,
        "EdgeInsets": .spacing,
    ]

    /// The family of a non-numeric value: its type annotation, else the type its initializer names.
    private func valueFamily(typeName: String?, value: ClosedRange<Int>) -> Family? {
        if let typeName { return TokenDefinitionFinder.typeFamilies[typeName] }
        var first = value.lowerBound
        if file.kind(first) == .leftBrace { first += 1 }
        guard let kind = file.kind(first) else { return nil }
        if kind == .poundKeyword, file.tokenIs(first, "#colorLiteral") { return .color }
        guard kind == .identifier else { return nil }
        let family = TokenDefinitionFinder.typeFamilies[file.text(first)]
        // `Color.Resolved`, `Font.Weight`: a nested type, not a value.
        if family != nil, file.kind(first + 1) == .period, let member = file.kind(first + 2), member == .identifier {
            let initial = file.bytes[Int(file.tokens[first + 2].start)]
            if initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") { return nil }
        }
        return family
    }

    /// Who can name a definition, from its modifiers and its types' (`declarations(of:in:)`).
    struct Access {
        /// Neither it nor a type around it is `private` or `fileprivate`: code in any file names it.
        let isVisibleEverywhere: Bool
        /// `public` (or `open`), by itself or by a `public extension`: it may live in another
        /// module than the code that would use it.
        let isPublic: Bool

        init(_ declarations: [Set<String>]) {
            isVisibleEverywhere = declarations.allSatisfy { !$0.contains("fileprivate") && !$0.contains("private") }
            let own = declarations.first ?? []
            isPublic =
                own.contains("public") || own.contains("open")
                || declarations.dropFirst().contains { $0.contains("public") && $0.contains("extension") }
        }
    }

    /// The modifiers of the definition, then of each type around it (`types`: the type bodies
    /// found already, which hold it), innermost first; a type's set holds its keyword too
    /// (`extension`). `private(set)` limits only writing: not listed.
    private func declarations(of found: Found, in types: [Body]) -> [Set<String>] {
        var cursor = found.value.lowerBound - 1
        while cursor > 0, !(file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var")) { cursor -= 1 }
        var result = [Self.modifiers(before: cursor, in: file)]
        for body in types.sorted(by: { $0.open > $1.open }) {
            let keyword = body.name.lowerBound - 1
            result.append(Self.modifiers(before: keyword, in: file).union([file.text(keyword)]))
        }
        return result
    }

    /// The words just before `index` on its line: `public static`, `private enum`.
    private static func modifiers(before index: Int, in file: SourceFile) -> Set<String> {
        var words = Set<String>()
        var cursor = index - 1
        while cursor >= 0, let kind = file.kind(cursor),
            kind == .keyword || kind == .identifier || kind == .attribute
                || kind == .leftParen || kind == .rightParen
        {
            if kind != .leftParen, kind != .rightParen, file.kind(cursor + 1) != .leftParen {
                words.insert(file.text(cursor))
            }
            if file.tokens[cursor].flags.contains(.newlineBefore) { break }
            cursor -= 1
        }
        return words
    }

}
