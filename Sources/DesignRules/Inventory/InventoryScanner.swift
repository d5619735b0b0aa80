import SwiftLexer

/// Calls and tokens that rules inspect beyond the inventory's sites,
/// gathered in the same single pass.
public struct NotableCalls: Sendable {
    /// `.fontWeight(...)` modifiers.
    public var fontWeights: [CallSite] = []
    /// `.animation(...)` calls.
    public var animations: [CallSite] = []
    /// Rounded shapes: `RoundedRectangle(...)`, `.rect(...)`, `.roundedRectangle(...)`, `UnevenRoundedRectangle(...)`.
    public var roundedShapes: [CallSite] = []
    /// `UIColor` references used as a value (`UIColor(...)`, `UIColor.x`) and `uiColor:` labels.
    public var uiColorUses: [Int] = []
}

/// Finds every design-scale site of one file in one forward pass over its
/// tokens, and collects the calls rules need.
///
/// Nested sites are counted once: `.font(.system(size: 12))` is one font site,
/// `.padding(EdgeInsets(...))` is the EdgeInsets' sites, `.foregroundStyle(Color.red)`
/// is one colour. A per-family "covered until" index does this.
struct InventoryScanner {
    let file: SourceFile
    let config: Configuration
    /// What the whole app defines: its token namespaces and numeric tokens.
    let project: ProjectTokens
    /// The file is SwiftUI code: colours are judged only there.
    let isSwiftUICode: Bool
    var sites: [ScaleSite] = []
    /// The token ranges that are not shipped design (previews, `#if DEBUG`, `#if false`): the
    /// rules that read names rather than sites skip them too.
    private(set) var excluded: [Range<Int>] = []
    /// The declarations of views nothing ships (`ProjectTokens.unshippedViews`), among `excluded`.
    private(set) var unshippedViews: [Range<Int>] = []
    var calls = NotableCalls()
    /// Per scale family (indexed by `familySlot`), the last token index whose
    /// sites a wider site already recorded.
    var covered = [Int](repeating: -1, count: 5)
    /// Open colour contexts: the last token index of a colour-taking argument and what it paints.
    var colorContexts: [(end: Int, role: ColorRole)] = []
    /// The last token of the arguments of the innermost `Color(...)` being read: a UIKit
    /// colour inside one is turned into a SwiftUI colour there.
    var colorInitializerEnd = -1
    /// The analyzer's name tables: token types and namespaces.
    let tables: ScannerTables
    /// The token definitions of this file, from `TokenDefinitionFinder`.
    let definitions: [TokenDefinitionFinder.Found]
    /// Every `static let x = ...` initializer of the file: named constants of the app.
    let staticInitializers: [ClosedRange<Int>]
    /// Token ranges that write the scale down: bodies of token types and definitions' values, sorted.
    var definitionBodies: [ClosedRange<Int>] = []
    /// Where the file's structural passes start, and the words it mentions (`blur`, a
    /// concentric shape) that decide whether a site's surroundings need searching.
    let landmarks: Landmarks

    init(
        file: SourceFile, config: Configuration, project: ProjectTokens, isSwiftUICode: Bool,
        tables: ScannerTables, definitions: [TokenDefinitionFinder.Found], staticInitializers: [ClosedRange<Int>],
        landmarks: Landmarks
    ) {
        self.landmarks = landmarks
        self.staticInitializers = staticInitializers
        self.file = file
        self.config = config
        self.project = project
        self.isSwiftUICode = isSwiftUICode
        self.tables = tables
        self.definitions = definitions
    }

    var tokens: [Token] { file.tokens }

    static func familySlot(_ family: Family) -> Int {
        switch family {
        case .spacing: return 0
        case .radius: return 1
        case .typography: return 2
        case .motion: return 3
        default: return 4
        }
    }

    func isCovered(_ family: Family, _ index: Int) -> Bool {
        covered[InventoryScanner.familySlot(family)] >= index
    }

    mutating func cover(_ family: Family, through index: Int) {
        let slot = InventoryScanner.familySlot(family)
        covered[slot] = max(covered[slot], index)
    }

    mutating func scan() {
        definitionBodies = TokenDefinitions.bodies(in: file, names: tables.definitionNames, landmarks: landmarks)
        if !definitions.isEmpty || !staticInitializers.isEmpty {
            definitionBodies = (definitionBodies + definitions.map(\.value) + staticInitializers).sorted {
                $0.lowerBound < $1.lowerBound
            }
        }
        let regions = ExcludedRegions(
            file, includePreviews: config.includePreviews, landmarks: landmarks, unshipped: project.unshippedViewSet)
        excluded = regions.ranges
        unshippedViews = regions.unshippedViews
        var cursor = ExcludedRegions.Cursor(ranges: regions.ranges)
        let bytes = file.bytes
        let tokens = file.tokens
        // Every token is read here; the rest of the scanner visits a few of them.
        // Through pointers, the loop pays no bounds check per token.
        bytes.withUnsafeBufferPointer { source in
            tokens.withUnsafeBufferPointer { tokens in
                scanTokens(tokens, in: source, cursor: &cursor)
            }
        }
        recordNumericDefinitions(cursor: ExcludedRegions.Cursor(ranges: regions.ranges))
    }

    /// `enum Radii { static let card: CGFloat = 10 }`: a step of the app's scale is a site of
    /// the scale itself, so a step off the scale is reported once, here. A component's own
    /// constant (`Layout.knobInset`) may not be a spacing at all, and is left alone.
    mutating func recordNumericDefinitions(cursor: ExcludedRegions.Cursor) {
        var cursor = cursor
        for found in definitions {
            guard found.definition.isScaleStep, let literal = found.literal, let family = found.definition.family,
                let value = found.definition.value, let settings = config.numeric(family),
                cursor.skip(literal) == nil
            else { continue }
            record(
                family, "token-definition", .literal, value: value, text: formatScaleValue(value),
                onScale: settings.hasScale ? settings.scale.contains(value) : nil, anchor: literal)
        }
    }

    /// The loop of `scan`: hands each vocabulary word and namespace name outside excluded regions to its scanner.
    private mutating func scanTokens(
        _ tokens: UnsafeBufferPointer<Token>, in source: UnsafeBufferPointer<UInt8>,
        cursor: inout ExcludedRegions.Cursor
    ) {
        // Read once: a global `static let` pays a lazy-initialization check per access.
        let vocabulary = tables.words
        var index = 0
        let count = tokens.count
        while index < count {
            if let resume = cursor.skip(index) {
                index = resume
                continue
            }
            let token = tokens[index]
            if token.kind == .identifier || token.kind == .poundKeyword {
                if let word = vocabulary.lookup(token, in: source) {
                    while let last = colorContexts.last, last.end < index { colorContexts.removeLast() }
                    handle(word, at: index)
                }
            }
            index += 1
        }
    }

    mutating func handle(_ word: Word, at index: Int) {
        // `func padding(...)`: a declaration, not a use.
        if index > 0, tokens[index - 1].kind == .keyword, file.tokenIs(index - 1, "func") { return }
        switch word {
        case .namespace(let family):
            scanTokenReference(family, at: index)
        case .colorName(let name):
            scanImplicitColor(name, at: index)
        case .fontHelper(let helpers):
            scanFontHelperCall(helpers, at: index)
        case .callee(let callee):
            switch callee {
            case .padding: scanPadding(at: index, site: "padding")
            case .safeAreaPadding: scanPadding(at: index, site: "safe-area-padding")
            case .contentMargins: scanPadding(at: index, site: "content-margins")
            case .edgeInsets: scanEdgeInsets(at: index)
            case .spacingLabel: scanLabeledArgument(.spacing, at: index, site: "api-spacing")
            case .stack: scanSpacingArguments(at: index, labels: ["spacing"], site: "stack-spacing")
            case .lazyGrid, .gridItem: scanSpacingArguments(at: index, labels: ["spacing"], site: "grid-spacing")
            case .grid:
                scanSpacingArguments(at: index, labels: ["horizontalSpacing", "verticalSpacing"], site: "grid-spacing")
            case .roundedRectangle, .unevenRoundedRectangle, .rect, .buttonRoundedRectangle, .rectangleCornerRadii:
                scanRoundedShape(callee, at: index)
            case .cornerRadius:
                if file.kind(index + 1) == .colon {
                    scanLabeledArgument(.radius, at: index, site: "api-corner-radius")
                } else {
                    scanCornerRadiusModifier(at: index)
                }
            case .font: scanFontModifier(at: index)
            case .fontType: scanFontReference(at: index)
            case .fontFactory: scanImplicitFont(at: index)
            case .dynamicTypeSize: scanDynamicTypeSize(at: index)
            case .fontWeight: if let call = modifierCall(at: index) { calls.fontWeights.append(call) }
            case .springCurve: scanCurve(at: index, site: "spring")
            case .easingCurve: scanCurve(at: index, site: "curve")
            case .repeatForever: scanRepeatForever(at: index)
            case .animation: scanAnimationModifier(at: index)
            case .withAnimation: scanWithAnimation(at: index)
            case .color: scanColor(at: index)
            case .uiColor: scanUIColor(at: index)
            case .colorLiteral: scanColorLiteral(at: index)
            case .colorModifier:
                openColorContext(at: index, role: file.tokenIs(index, "shadow") ? .shadow : .foreground)
            case .backgroundModifier: openColorContext(at: index, role: .background)
            case .maskModifier: openColorContext(at: index, role: .mask)
            case .hexColor: scanHexMember(at: index)
            }
        }
    }

    /// `Palette.accent` inside a colour context (a modifier's argument, a `var color: Color { }`
    /// body), or `Radii.lg` given to its namespace's own helper (`Radii.shape(Radii.lg)`): a token
    /// use. Anywhere else the name is not at a design site (`Theme.shared`, `Space.xl` as a frame).
    mutating func scanTokenReference(_ family: Family, at index: Int) {
        guard !isCovered(family, index), file.kind(index + 1) == .period, file.kind(index + 2) == .identifier,
            isTypeReference(at: index), index == 0 || tokens[index - 1].kind != .keyword
        else { return }
        let end = chainEnd(from: index + 1)
        let text = file.normalizedText(tokens: index..<min(end, index + 3))
        switch family {
        case .color:
            guard !colorContexts.isEmpty else { return }
            record(.color, "color-member", .token, value: nil, text: text, onScale: true, anchor: index)
        case .spacing, .radius:
            guard let open = enclosingParen(of: index), case .path(let path) = file.receiver(of: open - 1),
                let root = path.first, file.text(root) == file.text(index)
            else { return }
            record(
                family, family == .radius ? "corner-radius" : "padding", .token, value: nil, text: text, onScale: true,
                anchor: index)
        default:
            return
        }
        cover(family, through: end - 1)
    }

    // MARK: Shared helpers

    /// A call used as a modifier or plain call (not a leading-dot member).
    func modifierCall(at index: Int) -> CallSite? {
        guard let call = file.call(at: index), call.openParen != nil else { return nil }
        if case .implicitMember = call.receiver { return nil }
        return call
    }

    /// A call whose receiver is a leading dot or one of `types` (`Animation.spring(...)`).
    func memberCall(at index: Int, types: [StaticString]) -> CallSite? {
        guard let call = file.call(at: index), call.openParen != nil else { return nil }
        switch call.receiver {
        case .implicitMember: return call
        case .path(let path):
            guard let last = path.last, types.contains(where: { file.tokenIs(last, $0) }) else { return nil }
            return call
        default: return nil
        }
    }

    /// True for a type reference written bare or as `SwiftUI.Type`.
    func isTypeReference(at index: Int) -> Bool {
        switch file.receiver(of: index) {
        case .none: return true
        case .path(let path): return path.count == 1 && file.tokenIs(path[0], "SwiftUI")
        default: return false
        }
    }

    mutating func record(
        _ family: Family, _ site: String, _ kind: ValueKind, value: Double?, text: String, onScale: Bool?, anchor: Int,
        traits: SiteTraits = SiteTraits()
    ) {
        // Colours are judged in SwiftUI code only, and not where they flow into UIKit.
        if family == .color, !isSwiftUICode || isUIKitFlow(anchor) { return }
        let token = tokens[anchor]
        var traits = traits
        traits.isTokenDefinition = definitionBodies.contains { $0.contains(anchor) }
        sites.append(
            ScaleSite(
                family: family, site: site, kind: kind, value: value, text: text, onScale: onScale,
                line: Int(token.line), column: Int(token.column), traits: traits, anchor: anchor))
    }

    // MARK: Classifying numeric values

    /// What a numeric argument is: a literal (and its value), a token of the
    /// family's namespaces, or an expression. `nil` and empty values are nothing.
    struct NumericValue {
        var kind: ValueKind
        var value: Double?
        var anchor: Int
    }

    func classifyNumber(_ range: Range<Int>, family: Family) -> NumericValue? {
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound
        if range.count == 1, file.tokenIs(first, "nil") { return nil }
        if let value = literalValue(range) { return NumericValue(kind: .literal, value: value, anchor: first) }
        if isMemberPath(range) {
            // `.zero` and `CGFloat.zero` are the literal 0 spelled as a member.
            if file.tokenIs(range.upperBound - 1, "zero") {
                return NumericValue(kind: .literal, value: 0, anchor: first)
            }
            // A leading-dot member of a number type (`.spacingM`) can only be a constant; so is
            // a static member of a type (`RowInsets.horizontal`, `Self.gutter`).
            if tokens[first].kind == .period || pathMentionsNamespace(range, family: family)
                || isStaticConstant(range)
            {
                return NumericValue(kind: .token, value: nil, anchor: first)
            }
        }
        return NumericValue(kind: .expression, value: nil, anchor: first)
    }

    /// `condition ? 13 : 17`: a choice between two literals, each branch's value and where it is
    /// written. The `?` and `:` are the last ones outside brackets.
    func literalChoice(_ range: Range<Int>) -> [(value: Double, anchor: Int)]? {
        var question: Int?
        var colon: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if let kind = file.kind(index), kind.isOpeningBracket, let close = file.match(index) {
                index = close + 1
                continue
            }
            if file.tokenIs(index, "?"), index > range.lowerBound {
                question = index
                colon = nil
            } else if question != nil, file.kind(index) == .colon {
                colon = index
            }
            index += 1
        }
        guard let question, let colon, let first = literalValue((question + 1)..<colon),
            let second = literalValue((colon + 1)..<range.upperBound)
        else { return nil }
        return [(first, question + 1), (second, colon + 1)]
    }

    /// The value of `12`, `-4`, `17.5`, `CGFloat(8)` or `(12)`.
    func literalValue(_ range: Range<Int>) -> Double? {
        var lower = range.lowerBound
        var upper = range.upperBound
        // `CGFloat(8)`, `Double(8)` and `(8)` wrap a literal without changing it.
        if upper - lower == 4, tokens[lower + 1].kind == .leftParen, tokens[upper - 1].kind == .rightParen,
            file.tokenIs(lower, "CGFloat") || file.tokenIs(lower, "Double") || file.tokenIs(lower, "Float")
        {
            lower += 2
            upper -= 1
        } else if upper - lower == 3, tokens[lower].kind == .leftParen, tokens[upper - 1].kind == .rightParen {
            lower += 1
            upper -= 1
        }
        var sign = 1.0
        if upper - lower == 2, tokens[lower].kind == .operator, file.tokenIs(lower, "-") {
            sign = -1
            lower += 1
        }
        guard upper - lower == 1 else { return nil }
        let kind = tokens[lower].kind
        guard kind == .integerLiteral || kind == .floatLiteral else { return nil }
        return file.numberValue(lower).map { $0 * sign }
    }

    /// `a.b.c` or `.b.c`: names joined by dots, nothing else.
    func isMemberPath(_ range: Range<Int>) -> Bool {
        var expectName = tokens[range.lowerBound].kind != .period
        for index in range {
            let kind = tokens[index].kind
            if expectName {
                guard kind == .identifier || kind == .keyword else { return false }
            } else {
                guard kind == .period else { return false }
            }
            expectName.toggle()
        }
        return !expectName
    }

    /// Whether a member path names a namespace of `family`: configured for it, or a type of
    /// the app's that defines tokens (`RowInsets` of `RowInsets.horizontal`).
    func pathMentionsNamespace(_ range: Range<Int>, family: Family) -> Bool {
        let namespaces = config.namespaces(family)
        for index in range where tokens[index].kind == .identifier {
            let name = file.text(index)
            if namespaces.contains(name) || project.isNamespace(name) { return true }
        }
        return false
    }

    /// Types whose static members are values of the platform, not of a design system.
    static let platformTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UIScreen", "NSScreen", "UIApplication", "UIDevice", "UIFont", "NSFont",
        "ProcessInfo", "Date", "TimeInterval",
    ]

    /// `Metrics.gutter`, `Theme.Layout.cardPadding`, `Self.inset`: a type (capitalized) then a
    /// constant (lowercase), with no call: a named constant, the app's token for the value.
    func isStaticConstant(_ range: Range<Int>) -> Bool {
        let first = range.lowerBound
        guard range.count >= 3, let last = range.last, tokens[first].kind != .period else { return false }
        let initial = file.bytes[Int(tokens[first].start)]
        let isType = (initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")) || file.tokenIs(first, "Self")
        guard isType, !InventoryScanner.platformTypes.contains(file.text(first)) else { return false }
        let lastInitial = file.bytes[Int(tokens[last].start)]
        return lastInitial >= UInt8(ascii: "a") && lastInitial <= UInt8(ascii: "z")
    }

    /// The value range of an argument, after its label.
    func labeled(_ call: CallSite, _ label: StaticString) -> Range<Int>? {
        file.argument(call, labeled: label)?.value
    }

    /// The normalized text of a range, with the `Type.` of `Type.member(...)` dropped
    /// so `Font.system(size: 12)` and `.system(size: 12)` count as one spelling.
    func spelling(_ range: Range<Int>, droppingType type: StaticString? = nil) -> String {
        var lower = range.lowerBound
        if let type {
            lower = skippingModule(at: lower, of: type)
            if lower + 2 < range.upperBound, file.tokenIs(lower, type), tokens[lower + 1].kind == .period { lower += 1 }
        }
        return file.normalizedText(tokens: lower..<range.upperBound)
    }

    /// `index`, or past `SwiftUI.` when that names `type` there (`SwiftUI.Font.system(size: 19)`):
    /// an app that declares a type of that name of its own writes SwiftUI's with its module.
    func skippingModule(at index: Int, of type: StaticString) -> Int {
        file.tokenIs(index, "SwiftUI") && file.kind(index + 1) == .period && file.tokenIs(index + 2, type)
            ? index + 2 : index
    }
}

extension SourceFile {
    /// The value of number literal token `index` (see `parseNumber`). Most literals are a few
    /// decimal digits (`16`, `0.35`): read from the bytes, with no `String` made. Fifteen digits
    /// or fewer are exact in a `Double`, as is a power of ten up to 10^22, so their quotient is
    /// rounded once, to the value `strtod` gives; anything else goes through `parseNumber`.
    func numberValue(_ index: Int) -> Double? {
        let token = tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits: Int?
        var offset = start
        while offset < end {
            let byte = bytes[offset]
            if byte &- 0x30 < 10 {
                guard digits < 15 else { return parseNumber(text(index)) }
                mantissa = mantissa * 10 + UInt64(byte &- 0x30)
                digits += 1
                if let fraction = fractionDigits { fractionDigits = fraction + 1 }
            } else if byte == UInt8(ascii: "."), fractionDigits == nil, offset > start {
                fractionDigits = 0
            } else {
                return parseNumber(text(index))
            }
            offset += 1
        }
        guard digits > 0, fractionDigits != 0 else { return parseNumber(text(index)) }
        return Double(mantissa) / exactPowersOfTen[fractionDigits ?? 0]
    }
}

/// 10^0 through 10^15, each exact in a `Double`.
private let exactPowersOfTen: [Double] = (0...15).map { exponent in
    (0..<exponent).reduce(1.0) { value, _ in value * 10 }
}

/// Parses a Swift numeric literal's text: `1_000`, `17.5`, `0x1F`, `0b101`, `0o17`, `1e3`.
func parseNumber(_ text: String) -> Double? {
    // Foundation's replacingOccurrences goes through NSString; most literals have no separator.
    // Searched as a byte: with Foundation imported, `contains("_")` is a substring search through it.
    let digits = text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
    if digits.hasPrefix("0x") {
        if let integer = UInt64(digits.dropFirst(2), radix: 16) { return Double(integer) }
        return Double(digits)  // hexadecimal floats
    }
    // `map(Double.init)` would pick `Double(bitPattern:)` for a UInt64: 0b101 read as 2.5e-323.
    if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2).map { Double($0) } }
    if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8).map { Double($0) } }
    return Double(digits)
}
