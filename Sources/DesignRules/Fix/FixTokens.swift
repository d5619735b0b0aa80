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
    }

    /// An `Animation` token that is one curve with literal parameters.
    public struct Curve: Sendable, Equatable {
        public var reference: String
        public var curve: MotionCurve
    }

    /// Per numeric family, one step per value, smallest first.
    public private(set) var steps: [Family: [Step]] = [:]
    /// `Font` tokens by the text they are spelled with, `Font.` dropped (`.subheadline`,
    /// `.system(.caption, weight: .semibold)`): a rewrite that would write that text writes the token.
    public private(set) var fonts: [String: String] = [:]
    public private(set) var curves: [Curve] = []

    public init(steps: [Family: [Step]] = [:], fonts: [String: String] = [:], curves: [Curve] = []) {
        self.steps = steps
        self.fonts = fonts
        self.curves = curves
    }

    /// The tokens of the files that can define some (`facts`, one per file lexed for its
    /// definitions), and the scale tokens the configuration names, which come first.
    public static func discover(_ facts: some Sequence<ProjectTokens.FileFacts>, config: Configuration) -> FixTokens {
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
        var found: [(TokenDefinitionFinder.Found, SourceFile)] = []
        for fact in facts { found += fact.finder.found.map { ($0, fact.finder.file) } }
        found.sort { $0.0.definition < $1.0.definition }
        for (definition, file) in found {
            let token = definition.definition
            switch token.family {
            case .spacing?, .radius?:
                guard let family = token.family, token.isScaleStep, let value = token.value,
                    holdsLength(definition, in: file)
                else { continue }
                add(Step(reference: token.reference, value: value), family)
            case .typography?:
                let spelling = FixTokens.fontSpelling(expression(definition.value, in: file), in: file)
                if tokens.fonts[spelling] == nil { tokens.fonts[spelling] = token.reference }
            case .motion?:
                if let curve = FixTokens.curve(expression(definition.value, in: file), in: file) {
                    tokens.curves.append(Curve(reference: token.reference, curve: curve))
                }
            default:
                continue
            }
        }
        for family in tokens.steps.keys { tokens.steps[family]?.sort { $0.value < $1.value } }
        return tokens
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
