import SwiftLexer

extension InventoryScanner {
    /// `.font(X)`: one site whatever X is.
    /// `.font(uiFont: X)`, the app's own modifier handed a UIKit font, is one as much.
    mutating func scanFontModifier(at index: Int) {
        guard !isCovered(.typography, index), let call = modifierCall(at: index), let close = call.closeParen,
            let first = call.arguments.first, !file.tokenIs(first.value.lowerBound, "nil")
        else { return }
        let takesUIKitFont = first.label.map { file.tokenIs($0, "uiFont") } ?? false
        guard first.label == nil || takesUIKitFont else { return }
        recordFont(
            takesUIKitFont ? first.value : fixedFontBranch(first.value) ?? first.value, site: "font", callee: index,
            sizesSymbol: isSymbolChain(modifier: index), isUIKitFont: takesUIKitFont)
        cover(.typography, through: close)
    }

    /// `family == .systemSmall ? .system(size: 14) : .body`: a choice between fonts, one of them a
    /// fixed size (`.system(size:)`), perhaps in a nested choice: that branch, the font the site
    /// reads (one site for the choice, as for any `.font(...)`).
    func fixedFontBranch(_ range: Range<Int>) -> Range<Int>? {
        var question: Int?
        var colon: Int?
        var nested = 0
        var index = range.lowerBound
        while index < range.upperBound, colon == nil {
            if let kind = file.kind(index), kind.isOpeningBracket, let close = file.match(index) {
                index = close + 1
                continue
            }
            // A choice's `?` stands apart; optional chaining's (`a?.b`) follows its value.
            if file.tokenIs(index, "?"), tokens[index].flags.contains(.spaceBefore) {
                if question == nil { question = index } else { nested += 1 }
            } else if question != nil, file.kind(index) == .colon {
                if nested == 0 { colon = index } else { nested -= 1 }
            }
            index += 1
        }
        guard let question, let colon else { return nil }
        for branch in [(question + 1)..<colon, (colon + 1)..<range.upperBound] {
            if let inner = fixedFontBranch(branch) { return inner }
            // `(isCode ? .system(size: 22) : .title2)`: a nested choice in parentheses.
            if file.kind(branch.lowerBound) == .leftParen, file.match(branch.lowerBound) == branch.upperBound - 1,
                let inner = fixedFontBranch((branch.lowerBound + 1)..<(branch.upperBound - 1))
            {
                return inner
            }
            let start = file.tokenIs(branch.lowerBound, "Font") ? branch.lowerBound + 1 : branch.lowerBound
            if file.kind(start) == .period, file.tokenIs(start + 1, "system"), let call = file.call(at: start + 1),
                labeled(call, "size") != nil
            {
                return branch
            }
        }
        return nil
    }

    /// Whether the modifier at `index` sizes a symbol rather than text: its chain starts at an
    /// `Image` (a font sizes only symbol images: `Image(systemName:)`, SFSafeSymbols'
    /// `Image(systemSymbol:)`, an app's `Image(icon:)`, a custom symbol from the asset catalogue), or
    /// the chain shows its labels as icons alone (`.labelStyle(.iconOnly)`).
    func isSymbolChain(modifier index: Int) -> Bool {
        if let root = chainRoot(ofModifier: index), file.tokenIs(root, "Image"), file.kind(root + 1) == .leftParen {
            return true
        }
        return chainShowsIconsOnly(from: index)
    }

    /// Whether a `.labelStyle(.iconOnly)` sits in the same modifier chain as the modifier at `index`,
    /// before it or after it.
    private func chainShowsIconsOnly(from index: Int) -> Bool {
        func isIconOnly(_ name: Int) -> Bool {
            file.tokenIs(name, "labelStyle") && file.kind(name + 1) == .leftParen && file.kind(name + 2) == .period
                && file.tokenIs(name + 3, "iconOnly")
        }
        // Forward: `.name(...)` links after this one.
        var cursor = index
        for _ in 0..<16 {
            guard file.kind(cursor + 1) == .leftParen, let close = file.match(cursor + 1) else { break }
            guard file.kind(close + 1) == .period, file.kind(close + 2) == .identifier else { break }
            cursor = close + 2
            if isIconOnly(cursor) { return true }
        }
        // Backward: the links before it.
        var link = index
        for _ in 0..<16 {
            guard file.kind(link - 1) == .period, file.kind(link - 2) == .rightParen, let open = file.match(link - 2),
                file.kind(open - 1) == .identifier
            else { break }
            link = open - 1
            if isIconOnly(link) { return true }
        }
        return false
    }

    /// The name a modifier chain starts from: `Image` in `Image(systemName: "x").bold().font(...)`,
    /// `BarMark` in `BarMark(...).cornerRadius(2)`; nil when it starts at a closure or an expression.
    func chainRoot(ofModifier index: Int) -> Int? {
        if case .name(let root) = file.chainStart(ofModifier: index) { return root }
        return nil
    }

    /// A font made outside `.font(...)`, typically a token definition:
    /// `Font.system(size: 28)`, `Font.custom("Inter", size: 17, relativeTo: .body)`, `Font.caption2`.
    mutating func scanFontReference(at index: Int) {
        guard !isCovered(.typography, index), isTypeReference(at: index) else { return }
        // `Font(UIFont.systemFont(ofSize: 15))`: a UIKit font of a fixed size, handed to SwiftUI.
        if file.kind(index + 1) == .leftParen, let close = file.match(index + 1) {
            guard fixedUIKitSize(in: (index + 2)..<close) != nil else { return }
            let end = chainEnd(from: close + 1)
            recordFont(index..<end, site: "font-definition", callee: index)
            cover(.typography, through: end - 1)
            return
        }
        guard file.kind(index + 1) == .period, file.kind(index + 2) == .identifier else { return }
        let member = index + 2
        var end = member + 1
        if file.kind(end) == .leftParen, let close = file.match(end) {
            guard file.tokenIs(member, "system") || file.tokenIs(member, "custom") || fontHelpers(named: member) != nil
            else { return }
            end = close + 1
        } else if !Configuration.platformTextStyles.contains(file.text(member)) {
            return  // `Font.Weight`, `Font.TextStyle`, `Font.title(...)`: not a font value
        }
        // Take the modifier chain too: `Font.body.weight(.bold)`.
        end = chainEnd(from: end)
        recordFont(index..<end, site: "font-definition", callee: index)
        cover(.typography, through: end - 1)
    }

    /// `.system(size: 11)` or `.custom("Inter", size: 15)` as an implicit member outside
    /// `.font(...)`: `var font: Font = .system(size: 11)`, `symbolFont: .system(size: 35)`.
    /// Only a call with a `size:` is a font for sure (`.system` alone is many things).
    mutating func scanImplicitFont(at index: Int) {
        guard !isCovered(.typography, index), index > 0, tokens[index - 1].kind == .period,
            case .implicitMember = file.receiver(of: index), let call = file.call(at: index),
            let close = call.closeParen, labeled(call, "size") != nil || labeled(call, "fixedSize") != nil
        else { return }
        let end = chainEnd(from: close + 1)
        recordFont((index - 1)..<end, site: "font-definition", callee: index)
        cover(.typography, through: end - 1)
    }

    /// `.dynamicTypeSize(.large)`: every text of a subtree pinned to one size, a literal text size
    /// of its own. A range (`...DynamicTypeSize.xxxLarge`) caps what the reader picks and is no site.
    mutating func scanDynamicTypeSize(at index: Int) {
        guard !isCovered(.typography, index), file.kind(index - 1) == .period, let call = modifierCall(at: index),
            let close = call.closeParen, call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil
        else { return }
        var value = argument.value.lowerBound
        if file.tokenIs(value, "DynamicTypeSize") { value += 1 }
        guard file.kind(value) == .period, value + 2 == argument.value.upperBound,
            A11yDynamicTypePinned.sizes.contains(file.text(value + 1))
        else { return }
        record(
            .typography, "dynamic-type-size", .literal, value: nil, text: spelling((index - 1)..<(close + 1)),
            onScale: false, anchor: index)
        cover(.typography, through: close)
    }

    /// Extends a value over `.member` and `.member(...)` links that follow it.
    func chainEnd(from start: Int) -> Int {
        var end = start
        while file.kind(end) == .period, file.kind(end + 1) == .identifier || file.kind(end + 1) == .keyword {
            end += 2
            if file.kind(end) == .leftParen, !tokens[end].flags.contains(.newlineBefore), let close = file.match(end) {
                end = close + 1
            }
        }
        return end
    }

    /// `.font(.brand(size: 15))`, `Text("a").customFont(15)`, `let f: Font = .brand(size: 28)`: a
    /// call of one of the app's fixed-size font helpers outside `.font(...)` (inside, `recordFont`
    /// reads it with the rest of the value).
    /// `.modifier(TextModifier(fontSize: 17))`: one of the app's modifier types that keeps a size.
    mutating func scanFontHelperCall(_ helpers: [FixedFontHelper], at index: Int) {
        guard !isCovered(.typography, index), index > 0, let call = file.call(at: index), let close = call.closeParen
        else { return }
        let helper = FixedFontHelper.called(helpers, by: call, in: file)
        guard helper.isModifierType ? tokens[index - 1].kind != .period : tokens[index - 1].kind == .period else {
            return
        }
        if helper.isModifierType {
            // `.modifier(X(...))` sizes what the chain it is applied to shows.
            let applied = file.kind(index - 1) == .leftParen && file.tokenIs(index - 2, "modifier") ? index - 2 : index
            var traits = SiteTraits()
            traits.sizesSymbol = isSymbolChain(modifier: applied)
            recordHelperSize(
                helper, call, site: "font-helper", text: spelling(index..<(close + 1)), traits: traits)
            cover(.typography, through: close)
            return
        }
        // `theme.brand(size:)`: another type's; but a generated accessor is always asked of a font file's value.
        if !helper.isModifier, helper != FixedFontHelper.tuistFontAccessor, case .path = call.receiver { return }
        // A helper given a step is called by its label (`.apply(style: .text3)`); `apply(_:)` is another.
        if !helper.steps.isEmpty, !call.arguments.contains(where: { $0.label.map(file.text) == helper.label }) {
            return
        }
        var traits = SiteTraits()
        traits.sizesSymbol = helper.isModifier && isSymbolChain(modifier: index)
        recordHelperSize(
            helper, call, site: helper.isModifier ? "font-helper" : "font-definition",
            text: spelling((index - 1)..<(close + 1)), traits: traits)
        cover(.typography, through: close)
    }

    /// A fixed size a font is made at: its value, the token that says it, and whether that token
    /// names a step of the app's type scale (`.text3`) rather than the number.
    struct FixedSize {
        var value: Double
        var anchor: Int
        var isStep = false
    }

    /// The fixed size of the UIKit font in `range`, handed to `Font(...)`: made at a literal size
    /// (`UIFont.systemFont(ofSize: 15)`), at a step of the app's type scale (`ofSize:
    /// UIFont.fontSize(of: .title2)`), or by one of the app's UIKit font helpers
    /// (`Font(BMFont.bold(20))`, `UIFont.font(of: .text3)`).
    func fixedUIKitSize(in range: Range<Int>) -> FixedSize? {
        if let index = FixedFontHelper.fixedUIKitSize(in: range, of: file),
            let value = literalValue(index..<(index + 1))
        {
            return FixedSize(value: value, anchor: index)
        }
        guard !range.contains(where: { FixedFontHelper.isScalingWord($0, in: file) }) else { return nil }
        if let constant = uiKitConstantSize(in: range) { return constant }
        guard !project.fontSizeTables.isEmpty || project.fixedFontHelpers.contains(where: \.makesUIKitFont)
        else { return nil }
        return uiKitHelperSize(in: range) ?? uiKitStepSize(in: range)
    }

    /// `UIFont.boldSystemFont(ofSize: Consts.fontSize)` with `private enum Consts { static let
    /// fontSize: CGFloat = 15 }` in this file: a UIKit font made at a number this file writes down,
    /// as fixed as the literal, however the app's own helper of the name makes it
    /// (`UIFont.boldAppFont(ofSize: Consts.fontSize)`, when that helper keeps its size fixed).
    private func uiKitConstantSize(in range: Range<Int>) -> FixedSize? {
        guard !definitions.isEmpty else { return nil }
        for index in range where file.tokenIs(index, "ofSize") && file.kind(index + 1) == .colon {
            let start = index + 2
            let value = start..<(file.expressionEnd(from: start) + 1)
            guard let callee = FixedFontHelper.calleeName(enclosing: index, in: file),
                FixedFontHelper.systemFontMakers.contains(callee)
                    || project.fixedFontHelpers.contains(where: { $0.makesUIKitFont && $0.name == callee }),
                let constant = fileConstant(value)
            else { continue }
            return FixedSize(value: constant.value, anchor: constant.anchor)
        }
        return nil
    }

    /// The size a call of one of the app's UIKit font helpers in `range` is given: `16` of
    /// `BMFont.regular(16)`, `15` of `UIFont.brand(ofSize: 15)`, the step `.text3` of
    /// `UIFont.font(of: .text3)`.
    private func uiKitHelperSize(in range: Range<Int>) -> FixedSize? {
        for index in range where tokens[index].kind == .identifier && file.kind(index + 1) == .leftParen {
            let name = file.text(index)
            let helpers = project.fixedFontHelpers.filter { $0.makesUIKitFont && $0.name == name }
            guard !helpers.isEmpty, let call = file.call(at: index) else { continue }
            for helper in helpers {
                guard let size = call.arguments.first(where: { $0.label.map(file.text) == helper.label }) else {
                    continue
                }
                if let step = helper.stepSize(size.value, in: file) {
                    return FixedSize(value: step.value, anchor: step.anchor, isStep: true)
                }
                if size.value.count == 1, let value = literalValue(size.value) {
                    return FixedSize(value: value, anchor: size.value.lowerBound)
                }
            }
        }
        return nil
    }

    /// `UIFont.systemFont(ofSize: UIFont.fontSize(of: .title2))`: a UIKit font made at a step of
    /// the app's type scale (`FontSizeTable`).
    private func uiKitStepSize(in range: Range<Int>) -> FixedSize? {
        guard !project.fontSizeTables.isEmpty else { return nil }
        for index in range where tokens[index].kind == .identifier && file.kind(index + 1) == .colon {
            guard file.tokenIs(index, "ofSize") || file.tokenIs(index, "size"), let step = stepSize(from: index + 2)
            else { continue }
            return step
        }
        return nil
    }

    /// The step of the app's type scale a size starting at token `start` names
    /// (`UIFont.fontSize(of: .title2)`, `Style.caption.pointSize`), with its size.
    func stepSize(from start: Int) -> FixedSize? {
        guard !project.fontSizeTables.isEmpty, file.kind(start) == .identifier || file.kind(start) == .period else {
            return nil
        }
        var end = start
        while file.kind(end) == .period || file.kind(end) == .identifier {
            if file.kind(end + 1) == .leftParen, let close = file.match(end + 1) {
                end = close + 1
                break
            }
            end += 1
        }
        guard let step = project.fontSizeTables.size(in: start..<end, of: file) else { return nil }
        return FixedSize(value: step.value, anchor: step.anchor, isStep: true)
    }

    /// `Body.medium` of `.Body.medium`, `b2` of `.b2`: a step named by an implicit member path alone.
    private func memberPathKey(_ range: Range<Int>) -> String? {
        guard range.count >= 2, range.count % 2 == 0 else { return nil }
        var names: [String] = []
        for index in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            guard file.kind(index) == .period, file.kind(index + 1) == .identifier else { return nil }
            names.append(file.text(index + 1))
        }
        return names.joined(separator: ".")
    }

    /// The size of `step` of the app's type scale when the modifier named as token `callee` is
    /// one of its own given a step (`func font(_ style: BNFontStyle) -> some View`).
    private func modifierStep(_ step: String, _ callee: Int) -> Double? {
        let name = file.text(callee)
        for helper in project.fixedFontHelpers
        where helper.isModifier && !helper.isModifierType && helper.label == nil && helper.name == name {
            if let size = helper.steps[step] { return size }
        }
        return nil
    }

    /// `DSFontFamily.Inter.bold.swiftUIFont(size: 15)` in `range`: Tuist's generated accessor, when the
    /// project's fonts are made by it (`FixedFontHelper.tuistFontAccessor`), asked of a font file's value.
    private func generatedAccessorCall(in range: Range<Int>) -> CallSite? {
        // The word table knows the accessor only when the project's helpers hold it.
        let accessor = range.first { index in
            file.kind(index - 1) == .period && file.kind(index + 1) == .leftParen
                && fontHelpers(named: index)?.contains(FixedFontHelper.tuistFontAccessor) == true
        }
        return accessor.flatMap { file.call(at: $0) }
    }

    /// The helpers of the app's named as token `name` is, if any (`FixedFontHelper.called` picks
    /// the one a call names).
    func fontHelpers(named name: Int) -> [FixedFontHelper]? {
        guard let word = tables.words.lookup(tokens[name], in: file.bytes), case .fontHelper(let helpers) = word else {
            return nil
        }
        return helpers
    }

    /// Records a helper call's size: a literal when the argument is one, an expression otherwise.
    mutating func recordHelperSize(
        _ helper: FixedFontHelper, _ call: CallSite, site: String, text: String, traits: SiteTraits
    ) {
        let argument = call.arguments.first { argument in
            guard let label = argument.label else { return helper.label == nil }
            return helper.label == file.text(label)
        }
        // `.apply(style: .text3)`: a step of the app's type scale, as fixed as its size.
        if let argument, let step = helper.stepSize(argument.value, in: file) {
            record(
                .typography, site, .token, value: step.value, text: text, onScale: true, anchor: step.anchor,
                traits: traits)
            return
        }
        var number = argument.flatMap { classifyNumber($0.value, family: .typography) }
        if argument == nil, let size = helper.defaultSize {
            // `TextModifier()`: the size the modifier keeps by default.
            number = NumericValue(kind: .literal, value: size, anchor: call.name)
        }
        let kind = number?.kind == .literal ? ValueKind.literal : .expression
        record(
            .typography, site, kind, value: number?.value, text: text,
            onScale: kind == .literal ? false : nil, anchor: number?.anchor ?? call.name, traits: traits)
    }

    /// `Layout.amountFontSize` or `amountFontSize` naming a number constant this file defines
    /// (`private enum Layout { static let amountFontSize: CGFloat = 48 }`): its value, and the name's
    /// token. Constants of other files are left alone: a change there would not be seen here.
    func fileConstant(_ range: Range<Int>) -> (value: Double, anchor: Int)? {
        guard !definitions.isEmpty, isMemberPath(range), tokens[range.lowerBound].kind != .period else { return nil }
        let path = file.text(tokens: range)
        let name = file.text(range.upperBound - 1)
        let matches = definitions.compactMap { found -> Double? in
            let definition = found.definition
            guard definition.name == name, let value = definition.value else { return nil }
            let reference = "\(definition.owner).\(definition.name)"
            return reference == path || reference.hasSuffix("." + path) || range.count == 1 ? value : nil
        }
        // One value, or several constants by that name agreeing on it.
        guard let value = matches.first, matches.allSatisfy({ $0 == value }) else { return nil }
        return (value, range.upperBound - 1)
    }

    /// `.system(size: isCompact ? 13 : 17)`: fixed either way; the larger text size is named
    /// (`isCompact ? 40 : 17` names the 17 a person reads: above the largest text style is a display
    /// size), else the larger.
    static func textSizeNamed(in branches: [(value: Double, anchor: Int)]) -> (value: Double, anchor: Int)? {
        let texts = branches.filter { $0.value <= TextStyleSizes.largest }
        return (texts.isEmpty ? branches : texts).max(by: { $0.value < $1.value })
    }

    /// `size` naming a constant the code around it writes down just before (`let size: CGFloat =
    /// isMac ? 12 : 10`, then `.system(size: size)`): a number, or a choice of numbers, as fixed as
    /// one written in place. Its value, and the name's token where the font reads it. Only a `let`
    /// in a block that holds the use: a `var` may change, and a sibling closure's is another.
    func localConstant(_ range: Range<Int>) -> (value: Double, anchor: Int)? {
        guard range.count == 1, file.kind(range.lowerBound) == .identifier else { return nil }
        let use = range.lowerBound
        let name = file.text(use)
        var index = use - 1
        while index > max(0, use - 400) {
            defer { index -= 1 }
            guard file.tokenIs(index, "let"), file.kind(index + 1) == .identifier, file.text(index + 1) == name else {
                continue
            }
            guard let block = file.enclosingOpening(of: index, where: { file.kind($0) == .leftBrace }),
                let close = file.match(block), close > use
            else { return nil }
            var equals = index + 2
            if file.kind(equals) == .colon {
                guard TokenDefinitionFinder.numberTypes.contains(file.text(equals + 1)) else { return nil }
                equals += 2
            }
            guard file.tokenIs(equals, "=") else { return nil }
            let value = (equals + 1)..<(file.expressionEnd(from: equals + 1) + 1)
            if let number = literalValue(value) { return (number, use) }
            guard let choice = literalChoice(value).flatMap(Self.textSizeNamed) else { return nil }
            return (choice.value, use)
        }
        return nil
    }

    /// `tagFontSize` (or `self.tagFontSize`) naming a stored property, named for a font, of the
    /// type around it that starts at a number (`struct TextSizePreference { var tagFontSize: CGFloat
    /// = 12 }`): the app's text sizes kept as numbers, which its own setting may change but no text
    /// size setting moves. A property a wrapper keeps (`@ScaledMetric`, `@AppStorage`) is the
    /// wrapper's, and a view's, a style's or a modifier's is its component's: all left alone.
    func storedSize(_ range: Range<Int>) -> (value: Double, anchor: Int)? {
        let name = range.upperBound - 1
        // A size named for a font, in a type that keeps the app's text sizes (a settings or theme
        // value). A view's or a style's own size is its component's, laid out with its frame (a
        // speed wheel's digits, a player's buttons); a modifier type's is its callers'
        // (`IconModifier(size: 24)`: `FixedFontHelper`).
        guard file.kind(name) == .identifier,
            range.count == 1
                || (range.count == 3 && file.tokenIs(range.lowerBound, "self") && file.kind(name - 1) == .period),
            TokenDefinitionFinder.containsFolded(file.text(name), "font"),
            let owner = landmarks.declarations.all.last(where: { declaration in
                declaration.brace < name && name < declaration.close
                    && ["struct", "class", "actor"].contains { file.tokenIs(declaration.keyword, $0) }
            }),
            !owner.inherits.contains(where: { index in
                ["View", "ViewModifier", "Shape"].contains { file.tokenIs(index, $0) }
                    || file.text(index).hasSuffix("Style")
            })
        else { return nil }
        var found: (value: Double, anchor: Int)?
        var index = owner.brace + 1
        while index < owner.close {
            if file.kind(index) == .leftBrace, let close = file.match(index) {
                index = close + 1
                continue
            }
            defer { index += 1 }
            guard file.tokenIs(index, "var") || file.tokenIs(index, "let"), file.text(index + 1) == file.text(name),
                file.kind(index + 1) == .identifier
            else { continue }
            var equals = index + 2
            if file.kind(equals) == .colon {
                guard TokenDefinitionFinder.numberTypes.contains(file.text(equals + 1)) else { return nil }
                equals += 2
            }
            // The number is the whole initial value, and no wrapper keeps the property.
            guard file.tokenIs(equals, "="), let kind = file.kind(equals + 1),
                kind == .integerLiteral || kind == .floatLiteral,
                file.kind(equals + 2) != .period, file.kind(equals + 2) != .operator,
                let value = Double(file.text(equals + 1)), !file.isWrapped(declarationAt: index, after: owner.brace)
            else { return nil }
            found = (value, name)
        }
        return found
    }

    /// The value of the app's font size constant (`ProjectTokens.fontSizeConstants`) `range`
    /// names: `FontSize.body`, `Theme.FontSize.body`, `.bodyFontSize`.
    func appFontSize(_ range: Range<Int>) -> Double? {
        guard !project.fontSizeConstants.isEmpty, isMemberPath(range) else { return nil }
        return project.fontSizeConstant(file.text(tokens: range))
    }

    /// Classifies a font value and records it.
    mutating func recordFont(
        _ range: Range<Int>, site: String, callee: Int, sizesSymbol: Bool = false, isUIKitFont: Bool = false
    ) {
        var start = skippingModule(at: range.lowerBound, of: "Font")
        if file.tokenIs(start, "Font"), file.kind(start + 1) == .period { start += 1 }
        let text = spelling(range, droppingType: "Font")
        var traits = SiteTraits()
        traits.sizesSymbol = sizesSymbol
        let uiKitFont: Range<Int>? =
            isUIKitFont
            ? range
            : file.tokenIs(start, "Font") && file.kind(start + 1) == .leftParen
                ? file.match(start + 1).map { (start + 2)..<$0 } : nil
        // `Font(UIFont.systemFont(ofSize: 14))`; and a UIKit font made at a fixed size however the
        // app makes a SwiftUI font of it (`.font(appearance.fontSet.size(10).asFont)`, through its
        // own `UIFont` extension). A member of `Font` is SwiftUI's own.
        // Only a call makes one: a font named by a path alone (`theme.title`) is not searched.
        let madeOfUIKitFont =
            uiKitFont
            ?? (tokens[start].kind != .period && range.contains { tokens[$0].kind == .leftParen } ? range : nil)
        if let madeOfUIKitFont, let size = fixedUIKitSize(in: madeOfUIKitFont) {
            record(
                .typography, site, size.isStep ? .token : .literal, value: size.value, text: text,
                onScale: size.isStep, anchor: size.anchor, traits: traits)
            return
        }
        // `.font(Style.titleFont.font)`, `Font(uiFont: Style.titleFont)`: a UIKit font constant of the
        // app's made at a fixed size (`static let titleFont = UIFont.systemFont(ofSize: 48)`). A
        // member of `Font` (`.body`, `Font.title`) is SwiftUI's, whatever a UIKit constant is called.
        if !project.fixedUIKitFonts.isEmpty, tokens[start].kind != .period,
            let constant = range.first(where: {
                file.kind($0) == .identifier && project.fixedUIKitFonts[file.text($0)] != nil
            })
        {
            record(
                .typography, site, .literal, value: project.fixedUIKitFonts[file.text(constant)], text: text,
                onScale: false, anchor: constant, traits: traits)
            return
        }
        if tokens[start].kind != .period, let accessor = generatedAccessorCall(in: range) {
            recordHelperSize(FixedFontHelper.tuistFontAccessor, accessor, site: site, text: text, traits: traits)
            return
        }
        // `.font(Typography.FontStyle.body1Medium.font)`: the font a constant of the app's font-value type
        // keeps, made at the step's size (`ValueFont`).
        if tokens[start].kind != .period, isMemberPath(start..<range.upperBound), let step = stepSize(from: start),
            step.anchor < range.upperBound
        {
            record(
                .typography, site, .token, value: step.value, text: text, onScale: true, anchor: step.anchor,
                traits: traits)
            return
        }
        guard tokens[start].kind == .period, let nameKind = file.kind(start + 1), nameKind == .identifier else {
            let kind: ValueKind =
                isMemberPath(range) && pathMentionsNamespace(range, family: .typography) ? .token : .expression
            record(
                .typography, site, kind, value: nil, text: text, onScale: kind == .token ? true : nil,
                anchor: range.lowerBound)
            return
        }
        let name = start + 1
        let nameText = file.text(name)
        if Configuration.platformTextStyles.contains(nameText) {
            traits.textStyle = nameText
            record(
                .typography, site, .token, value: nil, text: text,
                onScale: config.typography.textStyles.contains(nameText), anchor: name, traits: traits)
            return
        }
        if nameText == "system" || nameText == "custom", let call = file.call(at: name), call.openParen != nil {
            let size = labeled(call, "size") ?? labeled(call, "fixedSize")
            if let size {
                // > custom(_:size:): "Create a custom font with the given name and size that scales
                // > with the body text style." Only `fixedSize:` and `.system(size:)` stay put.
                traits.scalesWithDynamicType =
                    labeled(call, "relativeTo") != nil || (nameText == "custom" && labeled(call, "size") != nil)
                var number = classifyNumber(size, family: .typography)
                let constant =
                    number?.kind == .literal ? nil : fileConstant(size) ?? storedSize(size) ?? localConstant(size)
                if number?.kind != .literal, constant == nil, let value = appFontSize(size) {
                    // `.system(size: FontSize.body)`: a step of the app's own type scale, its token,
                    // and a size as fixed as the number it stands for.
                    record(
                        .typography, site, .token, value: value, text: text, onScale: true,
                        anchor: size.upperBound - 1, traits: traits)
                    return
                }
                if number?.kind != .literal, constant == nil, let step = stepSize(from: size.lowerBound),
                    step.anchor < size.upperBound
                {
                    // `.system(size: UIFont.fontSize(of: .title3))`: the same, kept as a `switch`.
                    record(
                        .typography, site, .token, value: step.value, text: text, onScale: true, anchor: step.anchor,
                        traits: traits)
                    return
                }
                if let constant {
                    // `.system(size: Layout.amountFontSize)`: a number this file writes down, as fixed.
                    number = NumericValue(kind: .literal, value: constant.value, anchor: constant.anchor)
                } else if number?.kind != .literal, let branches = literalChoice(size),
                    let choice = Self.textSizeNamed(in: branches)
                {
                    number = NumericValue(kind: .literal, value: choice.value, anchor: choice.anchor)
                }
                let kind = number?.kind == .literal ? ValueKind.literal : .expression
                record(
                    .typography, site, kind, value: number?.value, text: text, onScale: kind == .literal ? false : nil,
                    anchor: number?.anchor ?? name, traits: traits)
                return
            }
            // `.system(.body, design: .rounded)`: a text style with a design.
            if let first = call.arguments.first, first.label == nil, tokens[first.value.lowerBound].kind == .period,
                first.value.count >= 2
            {
                let style = file.text(first.value.lowerBound + 1)
                if Configuration.platformTextStyles.contains(style) {
                    traits.textStyle = style
                    record(
                        .typography, site, .token, value: nil, text: text,
                        onScale: config.typography.textStyles.contains(style), anchor: first.value.lowerBound + 1,
                        traits: traits)
                    return
                }
            }
            record(.typography, site, .expression, value: nil, text: text, onScale: nil, anchor: name)
            return
        }
        if let helpers = fontHelpers(named: name), let call = file.call(at: name), call.closeParen != nil,
            case let helper = FixedFontHelper.called(helpers, by: call, in: file), !helper.isModifier
        {
            recordHelperSize(helper, call, site: site, text: text, traits: traits)
            return
        }
        // `.font(.b2m)`: a step of the app's type scale handed to its own `font(_:)` modifier
        // (`func font(_ style: BNFontStyle) -> some View`), as fixed as the size it stands for.
        if file.kind(callee) == .identifier, let key = memberPathKey(start..<range.upperBound),
            let size = modifierStep(key, callee)
        {
            record(
                .typography, site, .token, value: size, text: text, onScale: true, anchor: range.upperBound - 1,
                traits: traits)
            return
        }
        // `.font(.appTitle)`: a member the app added to `Font`, its own token.
        if isMemberPath(start..<chainEnd(from: start)) || file.kind(name + 1) == .period || file.kind(name + 1) == nil
            || name + 1 >= range.upperBound
        {
            record(.typography, site, .token, value: nil, text: text, onScale: true, anchor: name)
            return
        }
        record(.typography, site, .expression, value: nil, text: text, onScale: nil, anchor: name)
    }
}
