import SwiftLexer

extension InventoryScanner {
    static let componentLabels: [StaticString] = ["red", "hue", "white", "displayP3Red"]
    static let hexLabels: [StaticString] = ["hex", "hexString", "hexadecimal", "rgb", "rgba", "argb", "hexValue"]

    /// `"#FF6B35"` or `"0xFF6B35"` (with its quotes): a colour written as hex, not an asset's name.
    func isHexString(_ index: Int) -> Bool {
        guard tokens[index].kind == .stringLiteral else { return false }
        let literal = file.text(index)
        return literal.hasPrefix("\"#") || literal.hasPrefix("\"0x")
    }

    var isBackgroundContext: Bool { colorContexts.contains { $0.role == .background } }

    /// A shadow's colour and a mask's content are never seen as colours: a shadow is a
    /// shade, a mask an alpha channel.
    var isShadowOrMaskContext: Bool { colorContexts.contains { $0.role == .shadow || $0.role == .mask } }

    /// A colour-taking modifier opens a context in which `.red` and `.primary`
    /// are colours: its arguments (for `.shadow`, only `color:`), and for
    /// backgrounds and masks the trailing closure too (`.background { Color.black }`).
    mutating func openColorContext(at index: Int, role: ColorRole) {
        guard let call = file.call(at: index) else { return }
        if case .implicitMember = call.receiver { return }
        var end: Int?
        switch role {
        case .shadow: end = labeled(call, "color")?.upperBound.advanced(by: -1)
        case .background, .mask: end = call.end
        case .foreground: end = call.closeParen
        }
        guard let end else { return }
        colorContexts.append((end: end, role: role))
        // `.scrollContentBackground(.hidden)` takes a visibility, not a style.
        if role != .mask, !file.tokenIs(index, "scrollContentBackground") { recordStyleArguments(call, role: role) }
    }

    /// The colour arguments of a modifier that name no colour the scanner reads on its own:
    /// an app's colour as an implicit member (`.brand.textPrimary`) or in a namespace
    /// (`Palette.accent`) is a token; a variable or a property (`theme.tintColor`) is an
    /// expression. Either way the modifier's colour is one site of the inventory.
    mutating func recordStyleArguments(_ call: CallSite, role: ColorRole) {
        for argument in call.arguments {
            let isColorArgument: Bool
            if let label = argument.label {
                isColorArgument = role == .shadow && file.tokenIs(label, "color")
            } else {
                isColorArgument = role != .shadow
            }
            guard isColorArgument, let kind = styleKind(argument.value) else { continue }
            // A background also takes views (`.background(cardView)`): only a style's token is sure.
            if role == .background, kind == .expression { continue }
            record(
                .color, "color-style", kind, value: nil, text: file.normalizedText(tokens: argument.value),
                onScale: kind == .token ? true : nil, anchor: argument.value.lowerBound)
        }
    }

    /// How a colour argument is spelled when the scanner would not record it otherwise; nil
    /// when it holds a colour the scanner reads (`Color.red`, `.blue`, `UIColor...`), a call
    /// (a gradient, a style built from parts), a literal or `nil`.
    func styleKind(_ range: Range<Int>) -> ValueKind? {
        guard let first = range.first else { return nil }
        let vocabulary = tables.words
        for index in range {
            switch tokens[index].kind {
            case .identifier, .poundKeyword:
                guard let word = vocabulary.lookup(tokens[index], in: file.bytes) else { continue }
                switch word {
                case .colorName:
                    if index > 0, tokens[index - 1].kind == .period { return nil }
                case .callee(let callee):
                    if callee == .color || callee == .uiColor || callee == .colorLiteral { return nil }
                case .namespace(let family):
                    // `Palette.accent`, each branch of `isOn ? Palette.a : Palette.b`, records itself.
                    if family == .color { return nil }
                case .fontHelper:
                    continue
                }
            case .keyword:
                if file.tokenIs(index, "nil") { return nil }
            case .stringLiteral, .integerLiteral, .floatLiteral: return nil
            default: continue
            }
        }
        // `.brand.textPrimary`, `.accentColor.opacity(0.5)`: a member of the style, maybe adjusted.
        let valueEnd = chainEnd(from: first + (tokens[first].kind == .period ? 0 : 1))
        if tokens[first].kind == .period, valueEnd == range.upperBound {
            // `.hex(tint)`: the app's hex helper given a colour from data.
            let isHexHelper = file.tokenIs(first + 1, "hex") || file.tokenIs(first + 1, "hexString")
            return isHexHelper ? .expression : .token
        }
        // `theme.tint`: an instance of a colour namespace (`Palette.accent` records itself, above).
        if tokens[first].kind == .identifier, valueEnd == range.upperBound, isStyleNamespace(first) { return .token }
        // A call (`LinearGradient(...)`, `.linearGradient(...)`) holds its own colours.
        if range.contains(where: { tokens[$0].kind == .leftParen }) { return nil }
        return .expression
    }

    /// `Palette.accent`, `Material.thick`, or `theme.tintColor`: a colour namespace of the app or
    /// the platform, or an instance of one (`theme` of type `Theme`, as SwiftUI apps inject their
    /// theme through the environment), named at `index`.
    func isStyleNamespace(_ index: Int) -> Bool {
        guard file.kind(index + 1) == .period else { return false }
        var name = file.text(index)
        if name == "Material" || name == "HierarchicalShapeStyle" { return true }
        if let initial = name.first, initial.isLowercase { name = initial.uppercased() + name.dropFirst() }
        return tables.colorNamespaces.contains(name)
    }

    /// `.red` inside a colour context.
    mutating func scanImplicitColor(_ name: ColorName, at index: Int) {
        guard !colorContexts.isEmpty, !isCovered(.color, index), index > 0, tokens[index - 1].kind == .period,
            case .implicitMember = file.receiver(of: index)
        else { return }
        recordColorMember(name, nameIndex: index, anchor: index - 1)
    }

    mutating func recordColorMember(_ name: ColorName, nameIndex: Int, anchor: Int) {
        let colorName = file.text(nameIndex)
        var traits = SiteTraits()
        traits.isBackground = isBackgroundContext || fillsScreen(after: nameIndex)
        traits.isShadowOrMask = isShadowOrMaskContext
        let kind: ValueKind
        if name.isSystem {
            traits.systemColor = colorName
            traits.isTranslucent = chain(after: nameIndex, calls: "opacity")
            traits.isGradientStop = traits.isBackground && isInsideGradient(nameIndex)
            kind = .literal
        } else {
            kind = .token
        }
        defer { cover(.color, through: nameIndex) }
        if chain(after: nameIndex, calls: "cgColor") { return }  // a Core Graphics colour for a layer
        record(
            .color, "color-member", kind, value: nil, text: "Color.\(colorName)", onScale: kind == .token,
            anchor: anchor, traits: traits)
    }

    /// `Color.black.ignoresSafeArea()`: a colour laid under the whole screen.
    func fillsScreen(after index: Int) -> Bool {
        chain(after: index, calls: "ignoresSafeArea") || chain(after: index, calls: "edgesIgnoringSafeArea")
    }

    /// Whether token `index` is inside the arguments of a gradient (`LinearGradient(...)`,
    /// `Gradient(colors: [...])`, `.linearGradient(...)`), looking outwards through the brackets
    /// that enclose it up to the first `{`.
    func isInsideGradient(_ index: Int) -> Bool {
        var depth = 0
        var cursor = index - 1
        while cursor > 0, index - cursor < 512 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket {
                depth += 1
            } else if kind.isOpeningBracket {
                if depth > 0 {
                    depth -= 1
                } else if kind == .leftBrace {
                    return false
                } else if kind == .leftParen, file.kind(cursor - 1) == .identifier,
                    file.text(cursor - 1).hasSuffix("radient")
                {
                    return true
                }
            }
            cursor -= 1
        }
        return false
    }

    /// Whether the member chain after token `index` (`.opacity(0.5).ignoresSafeArea()`) has a
    /// member named `name`.
    func chain(after index: Int, calls name: StaticString) -> Bool {
        var cursor = index + 1
        while file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier {
            if file.tokenIs(cursor + 1, name) { return true }
            cursor += 2
            if file.kind(cursor) == .leftParen, let close = file.match(cursor) { cursor = close + 1 }
        }
        return false
    }

    /// `Color.red`, `Color.brand`, `Color(red:green:blue:)`, `Color(hex:)`,
    /// `Color("Asset")`, `Color(.systemBackground)`.
    mutating func scanColor(at index: Int) {
        guard !isCovered(.color, index), isTypeReference(at: index) else { return }
        if file.kind(index + 1) == .period, file.kind(index + 2) == .identifier {
            let member = index + 2
            if file.tokenIs(member, "init") {
                scanColorInitializer(callAt: member, anchor: index)
                return
            }
            if let word = Vocabulary.table.lookup(tokens[member], in: file.bytes), case .colorName(let name) = word {
                recordColorMember(name, nameIndex: member, anchor: index)
                return
            }
            if file.tokenIs(member, "hex") || file.tokenIs(member, "hexString") {
                scanHexMember(at: member)
                return
            }
            // `Color.getColorWithRGB(red: 246, green: 246, blue: 246, opacity: 1)`: the app's own maker
            // given a colour's components, as written out as `Color(red:green:blue:)`.
            if file.kind(member + 1) == .leftParen, let call = file.call(at: member), let close = call.closeParen,
                let label = call.arguments.first?.label,
                InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) })
            {
                recordComponents(call, text: spelling(index..<(close + 1)), anchor: index)
                cover(.color, through: close)
                return
            }
            // `Color.brandPrimary`: a generated asset symbol or an app extension, a token.
            let first = file.bytes[Int(tokens[member].start)]
            guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return }  // `Color.Resolved`, a type
            record(
                .color, "color-member", .token, value: nil, text: "Color.\(file.text(member))", onScale: true,
                anchor: index)
            cover(.color, through: member)
            return
        }
        if file.kind(index + 1) == .leftParen { scanColorInitializer(callAt: index, anchor: index) }
        // `var color: Color { ... }`, `func tint() -> Color {`: what the body returns is a colour.
        if file.kind(index + 1) == .leftBrace, index > 0,
            tokens[index - 1].kind == .colon || file.tokenIs(index - 1, "->"), let close = file.match(index + 1)
        {
            colorContexts.append((end: close, role: .foreground))
        }
    }

    mutating func scanColorInitializer(callAt index: Int, anchor: Int) {
        guard let call = file.call(at: index), let close = call.closeParen else { return }
        let text = spelling(anchor..<(close + 1))
        let translucent = chain(after: close, calls: "opacity")
        // A UIKit colour handed to SwiftUI (`Color(uiColor: UIColor(named: "x"))`,
        // `Color(UIColor.systemRed)`) is that UIColor's site: the UIColor scanner records it
        // as the view's colour, and it is `color/uicolor`'s to report. So is a colour literal
        // (`Color(#colorLiteral(red: 0.13, ...))`), the literal's own site.
        colorInitializerEnd = max(colorInitializerEnd, close)
        if call.arguments.contains(where: {
            file.tokenIs($0.value.lowerBound, "UIColor") || file.tokenIs($0.value.lowerBound, "#colorLiteral")
        }) {
            return
        }
        defer { cover(.color, through: close) }
        if chain(after: close, calls: "cgColor") { return }
        guard let first = call.arguments.first else { return }
        let firstToken = first.value.lowerBound
        if let label = first.label {
            if InventoryScanner.hexLabels.contains(where: { file.tokenIs(label, $0) }) {
                // `Color(hex: serverTint)`: a colour from data, not one written down.
                let isLiteral = first.value.count == 1 && tokens[firstToken].kind != .identifier
                record(
                    .color, isLiteral ? "hex-color" : "color-init", isLiteral ? .literal : .expression, value: nil,
                    text: text, onScale: isLiteral ? false : nil, anchor: anchor)
            } else if InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) }) {
                recordComponents(call, text: text, anchor: anchor)
            } else if file.tokenIs(label, "uiColor") || file.tokenIs(label, "nsColor") {
                // `Color(uiColor: .secondaryLabel)` is `Color(.secondaryLabel)`: a semantic colour.
                let isSemantic = tokens[firstToken].kind == .period && isMemberPath(first.value)
                record(
                    .color, "color-init", isSemantic ? .token : .expression, value: nil, text: text,
                    onScale: isSemantic ? true : nil, anchor: anchor)
            } else {
                record(.color, "color-init", .expression, value: nil, text: text, onScale: nil, anchor: anchor)
            }
            return
        }
        // `Color(.sRGB, red: 1, green: 0, blue: 0)`: a colour space, then components.
        if call.arguments.count > 1, let label = call.arguments[1].label,
            InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) })
        {
            recordComponents(call, text: text, anchor: anchor)
            return
        }
        switch tokens[firstToken].kind {
        case .stringLiteral:
            // `Color("#FF6B35")` is a hex colour; `Color("BrandPrimary")` an asset.
            let isHex = isHexString(firstToken)
            var traits = SiteTraits()
            traits.isTranslucent = translucent
            record(
                .color, isHex ? "hex-color" : "color-init", isHex ? .literal : .token, value: nil, text: text,
                onScale: !isHex, anchor: anchor, traits: traits)
        case .integerLiteral:
            record(.color, "hex-color", .literal, value: nil, text: text, onScale: false, anchor: anchor)
        case .period:
            // `Color(.systemBackground)`, `Color(.brandPrimary)`: semantic and asset colours.
            record(.color, "color-init", .token, value: nil, text: text, onScale: true, anchor: anchor)
        default:
            record(.color, "color-init", .expression, value: nil, text: text, onScale: nil, anchor: anchor)
        }
    }

    /// `red:green:blue:`, `hue:saturation:brightness:`, `white:`: literal when every component is
    /// a number, or arithmetic of numbers (`200.0 / 255.0`, `0x33 / 255`).
    mutating func recordComponents(_ call: CallSite, text: String, anchor: Int) {
        let literal = call.arguments.allSatisfy { argument in
            guard argument.label != nil else { return true }  // the colour space
            return constantValue(argument.value) != nil || file.tokenIs(argument.label ?? 0, "opacity")
                || file.tokenIs(argument.label ?? 0, "alpha")
        }
        record(
            .color, "color-init", literal ? .literal : .expression, value: nil, text: text,
            onScale: literal ? false : nil, anchor: anchor)
    }

    /// `UIColor(red: ...)`, `UIColor.systemGray6`, `UIColor(named:)` given to a SwiftUI view:
    /// inside `Color(...)` or a colour modifier. Anywhere else a UIColor is UIKit's
    /// (a layer, an appearance proxy, a UIKit view) and not SwiftUI's debt.
    mutating func scanUIColor(at index: Int) {
        guard isTypeReference(at: index) || file.receiver(of: index) == .path([]) else { return }
        let next = file.kind(index + 1)
        guard next == .leftParen || next == .period else { return }  // `: UIColor`, `extension UIColor`
        guard !colorContexts.isEmpty || index <= colorInitializerEnd, isSwiftUICode, !isUIKitFlow(index) else {
            return
        }
        if next == .period, file.kind(index + 2) == .identifier {
            let member = index + 2
            if file.tokenIs(member, "init") { return }
            if chain(after: member, calls: "cgColor") { return }
            // `Color(UIColor.secondaryLabel)` is `Color(.secondaryLabel)`: the semantic colour itself; and
            // `Color(UIColor.systemGray5)` is `Color(.systemGray5)`, UIKit's own colour by another spelling.
            // Only a colour the app keeps as a UIColor (`UIColor.brandPrimary`) has no SwiftUI name.
            let memberName = file.text(member)
            if !InventoryScanner.isSemanticUIKitColor(memberName), !InventoryScanner.isUIKitNamedColor(memberName) {
                calls.uiColorUses.append(index)
            }
            if isCovered(.color, index) { return }
            if let word = Vocabulary.table.lookup(tokens[member], in: file.bytes), case .colorName(let name) = word,
                name.isSystem
            {
                var traits = SiteTraits()
                traits.systemColor = file.text(member)
                traits.isBackground = isBackgroundContext
                traits.isShadowOrMask = isShadowOrMaskContext
                traits.isTranslucent = chain(after: member, calls: "withAlphaComponent")
                record(
                    .color, "uicolor", .literal, value: nil, text: "UIColor.\(file.text(member))", onScale: false,
                    anchor: index, traits: traits)
            } else {
                record(
                    .color, "uicolor", .token, value: nil, text: "UIColor.\(file.text(member))", onScale: true,
                    anchor: index)
            }
            cover(.color, through: member)
            return
        }
        guard let call = file.call(at: index), let close = call.closeParen else { return }
        if chain(after: close, calls: "cgColor") { return }
        // Built from what is written here (`UIColor(red: 0.1, ...)`, `UIColor(named: "Brand")`): a
        // colour the design system could name. Built from data (`UIColor(hex: userTint)`,
        // `UIColor(configured)`), it is the user's colour, and no asset could replace it.
        let writtenHere = call.arguments.allSatisfy { literalValue($0.value) != nil || isStringLiteral($0.value) }
        if writtenHere { calls.uiColorUses.append(index) }
        if isCovered(.color, index) { return }
        let text = spelling(index..<(close + 1))
        let label = call.arguments.first?.label
        // `UIColor("#3BCAD7")`: an app's (or a library's) hex initializer given a hex string.
        let literal =
            label.map { label in
                InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) })
                    || InventoryScanner.hexLabels.contains(where: { file.tokenIs(label, $0) })
            } ?? (call.arguments.count == 1 && isHexString(call.arguments[0].value.lowerBound))
        // Every component a number, or a hex written down: not `UIColor(hex: serverTint)`.
        if literal, call.arguments.allSatisfy({ literalValue($0.value) != nil || isStringLiteral($0.value) }) {
            record(.color, "uicolor", .literal, value: nil, text: text, onScale: false, anchor: index)
        } else {
            record(.color, "uicolor", .expression, value: nil, text: text, onScale: nil, anchor: index)
        }
        cover(.color, through: close)
    }

    /// UIKit's semantic colours, which adapt to appearance and context as SwiftUI's do: labels,
    /// backgrounds, fills, separators, `link`, `placeholderText`. Not the fixed hues
    /// (`systemRed`, `systemGray6`).
    /// UIKit's own named colours: its system palette (`systemRed`, `systemGray5`) and its fixed ones
    /// (`lightGray`, `darkText`), which SwiftUI reaches as `Color(.systemGray5)`.
    static func isUIKitNamedColor(_ name: String) -> Bool {
        name.hasPrefix("system") || uiKitFixedColors.contains(name)
    }

    static let uiKitFixedColors: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear", "lightText", "darkText",
    ]

    static func isSemanticUIKitColor(_ name: String) -> Bool {
        name.hasSuffix("Label") || name.hasSuffix("Background") || name.hasSuffix("Fill") || name == "label"
            || name == "separator" || name == "opaqueSeparator" || name == "link" || name == "placeholderText"
            || name == "tintColor"
    }

    func isStringLiteral(_ range: Range<Int>) -> Bool {
        range.count == 1 && tokens[range.lowerBound].kind == .stringLiteral
    }

    /// The value of a number, or of arithmetic on numbers alone (`200.0 / 255.0`, `(16 * 3) / 255`,
    /// `CGFloat(34) / 255`): a value written down, as much a literal as the number it comes to.
    func constantValue(_ range: Range<Int>) -> Double? {
        literalValue(range) ?? ConstantArithmetic.value(of: range, in: file)
    }

    /// `.hex(0xE06050)`, `Color.hex("#E06050")`, `UIColor.hexString("E06050")`: the app's hex helper
    /// called as a member, in SwiftUI code, with a colour written out.
    mutating func scanHexMember(at index: Int) {
        guard !isCovered(.color, index), index > 0, tokens[index - 1].kind == .period, isSwiftUICode,
            let call = file.call(at: index), let close = call.closeParen, let first = call.arguments.first,
            first.label == nil, LiteralColor.hexValue(first.value, in: file) != nil
        else { return }
        var anchor = index - 1
        if case .path(let path) = call.receiver {
            guard path.count == 1, let type = path.first,
                file.tokenIs(type, "Color") || file.tokenIs(type, "UIColor") || file.tokenIs(type, "NSColor")
            else { return }
            anchor = type
        }
        record(
            .color, "hex-color", .literal, value: nil, text: spelling(anchor..<(close + 1)), onScale: false,
            anchor: anchor)
        cover(.color, through: close)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    mutating func scanColorLiteral(at index: Int) {
        guard !isCovered(.color, index), let call = file.call(at: index), let close = call.closeParen else { return }
        var traits = SiteTraits()
        traits.isBackground = isBackgroundContext
        record(
            .color, "color-literal", .literal, value: nil, text: spelling(index..<(close + 1)), onScale: false,
            anchor: index, traits: traits)
        cover(.color, through: close)
    }
}
