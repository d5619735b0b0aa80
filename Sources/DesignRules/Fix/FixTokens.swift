import SwiftLexer

/// The tokens `fix` may write, all the app's own: the steps of its spacing and radius
/// scales (found in the code, or named in `designdebt.json`), its fonts that are exactly a
/// text style, and its animations that are exactly one curve. `fix` never invents a name.
public struct FixTokens: Sendable {
    /// A token that stands for a number.
    public struct Step: Sendable, Equatable {
        /// How code refers to it: `Space.md`, `.layoutPadding`.
        public var reference: String
        public var value: Double
        public var home: TokenHome? = nil
    }

    /// An `Animation` token that is one curve with literal parameters.
    public struct Curve: Sendable, Equatable {
        public var reference: String
        public var curve: MotionCurve
        public var home: TokenHome? = nil
    }

    /// A `Font` token: how code names it and where it lives.
    public struct FontToken: Sendable, Equatable {
        public var reference: String
        public var home: TokenHome? = nil
    }

    /// Per numeric family, one step per value, smallest first.
    public private(set) var steps: [Family: [Step]] = [:]
    /// `Font` tokens by the text they are spelled with, `Font.` dropped (`.subheadline`,
    /// `.system(.caption, weight: .semibold)`): a rewrite that would write that text writes the token.
    public private(set) var fonts: [String: FontToken] = [:]
    public private(set) var curves: [Curve] = []

    private init() {}

    /// The tokens of the files that can define some (`facts`, one per file lexed for its
    /// definitions, with its path), and the scale tokens the configuration names, which come first.
    public static func discover(
        _ facts: some Sequence<(path: String, facts: ProjectTokens.FileFacts)>, config: Configuration
    ) -> FixTokens {
        var tokens = FixTokens()
        var seen: [Family: Set<Double>] = [:]
        func add(_ step: Step, _ family: Family) {
            guard seen[family, default: []].insert(step.value).inserted else { return }
            tokens.steps[family, default: []].append(step)
        }
        for family in [Family.spacing, .radius] {
            for token in config.numeric(family)?.scale.tokens ?? [] {
                add(Step(reference: token.name, value: token.value), family)
            }
        }
        var found: [(TokenDefinitionFinder.Found, SourceFile, String)] = []
        for (path, fact) in facts { found += fact.finder.found.map { ($0, fact.finder.file, path) } }
        found.sort { $0.0.definition < $1.0.definition }
        let scales = ProjectTokens.scaleOwners(found.map(\.0.definition), config: config)
        for (definition, file, path) in found {
            let token = definition.definition
            // Colours, the most tokens an app has, are no family fix writes: their declarations are not read.
            guard let family = token.family, FixOptions.rewritableFamilies.contains(family) else { continue }
            guard token.isVisibleEverywhere else { continue }
            let home = TokenHome(token, path: path, isPublic: token.isPublic)
            switch family {
            case .spacing, .radius:
                guard token.isScaleStep, let value = token.value, scales.contains(token.owner),
                    holdsLength(definition, in: file)
                else { continue }
                add(Step(reference: token.reference, value: value, home: home), family)
            case .typography:
                let spelling = FixTokens.fontSpelling(expression(definition.value, in: file), in: file)
                guard spelling.hasPrefix("."), isDesignNamespace(token, config.typography.namespaces) else { continue }
                if tokens.fonts[spelling] == nil {
                    tokens.fonts[spelling] = FontToken(reference: token.reference, home: home)
                }
            case .motion:
                guard isDesignNamespace(token, config.motion.namespaces) else { continue }
                if let curve = FixTokens.curve(expression(definition.value, in: file), in: file) {
                    tokens.curves.append(Curve(reference: token.reference, curve: curve, home: home))
                }
            default:
                continue
            }
        }
        for family in tokens.steps.keys { tokens.steps[family]?.sort { $0.value < $1.value } }
        return tokens
    }

    /// Words that name a type holding a design system's fonts or curves: `DesignSystem.Font`,
    /// `Typography`, `Motion`. A component's own constant (`SplashView.Constants.fade`) is its
    /// choice, not the app's scale.
    static let namespaceWords: Set<String> = [
        "Typography", "Font", "Fonts", "TextStyle", "TextStyles", "Motion", "Animation", "Animations", "Curves",
    ]

    /// A font or curve token of the app's design system: an extension of `Font` or `Animation`
    /// itself, or a member of a type named for fonts or motion (or configured for the family).
    private static func isDesignNamespace(_ token: TokenDefinition, _ configured: [String]) -> Bool {
        token.owner.split(separator: ".").contains { component in
            namespaceWords.contains(String(component)) || configured.contains(String(component))
        }
    }

    /// The text of a font expression as `fix` compares it: normalized, with `Font.` dropped.
    static func fontSpelling(_ range: Range<Int>, in file: SourceFile) -> String {
        var start = range.lowerBound
        if range.count > 2, file.tokenIs(start, "Font"), file.kind(start + 1) == .period { start += 1 }
        return file.normalizedText(tokens: start..<range.upperBound)
    }

    /// The curve an animation expression is when it is one call and nothing more:
    /// `.spring(response: 0.3, dampingFraction: 0.8)`, `Animation.easeOut(duration: 0.2)`.
    static func curve(_ range: Range<Int>, in file: SourceFile) -> MotionCurve? {
        var start = range.lowerBound
        if file.tokenIs(start, "Animation"), file.kind(start + 1) == .period { start += 1 }
        guard file.kind(start) == .period, file.kind(start + 1) == .identifier, file.kind(start + 2) == .leftParen,
            let close = file.match(start + 2), close + 1 == range.upperBound
        else { return nil }
        return MotionCurve.read(call: start + 1, in: file)
    }

    /// A definition's value without the braces and `return` of a computed property.
    private static func expression(_ value: ClosedRange<Int>, in file: SourceFile) -> Range<Int> {
        var lower = value.lowerBound
        var upper = value.upperBound + 1
        if file.kind(lower) == .leftBrace, file.kind(upper - 1) == .rightBrace {
            lower += 1
            upper -= 1
            if file.tokenIs(lower, "return") { lower += 1 }
        }
        return lower..<max(lower, upper)
    }

    /// Whether a numeric token can stand where SwiftUI takes a `CGFloat`: declared `CGFloat`
    /// or `Double` (which Swift converts), or written as a floating-point literal. An `Int`
    /// (`static let md = 12`) cannot.
    private static func holdsLength(_ found: TokenDefinitionFinder.Found, in file: SourceFile) -> Bool {
        let value = found.value
        // The annotation sits between the name and the `=`: walk back to `let`/`var`.
        var cursor = value.lowerBound - 1
        while cursor > 0, !(file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var")) {
            if file.kind(cursor) == .colon, let type = file.kind(cursor + 1), type == .identifier {
                return file.tokenIs(cursor + 1, "CGFloat") || file.tokenIs(cursor + 1, "Double")
            }
            cursor -= 1
        }
        if file.tokenIs(value.lowerBound, "CGFloat") || file.tokenIs(value.lowerBound, "Double") { return true }
        return found.literal.map { file.kind($0) == .floatLiteral } ?? false
    }
}
