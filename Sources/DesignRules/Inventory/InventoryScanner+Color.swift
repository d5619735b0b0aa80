import SwiftLexer

extension InventoryScanner {
    static let componentLabels: [StaticString] = ["red", "hue", "white", "displayP3Red"]
    static let hexLabels: [StaticString] = ["hex", "hexString", "rgb", "rgba", "argb", "hexValue"]

    var isBackgroundContext: Bool { colorContexts.contains { $0.isBackground } }

    /// A colour-taking modifier opens a context in which `.red` and `.primary`
    /// are colours: its arguments (for `.shadow`, only `color:`), and for
    /// backgrounds the trailing closure too (`.background { Color.black }`).
    mutating func openColorContext(at index: Int, isBackground: Bool) {
        guard let call = file.call(at: index) else { return }
        if case .implicitMember = call.receiver { return }
        var end: Int?
        if file.tokenIs(index, "shadow") {
            end = labeled(call, "color")?.upperBound.advanced(by: -1)
        } else if isBackground {
            end = call.end
        } else {
            end = call.closeParen
        }
        if let end { colorContexts.append((end: end, isBackground: isBackground)) }
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
        let kind: ValueKind
        if name.isSystem {
            traits.systemColor = colorName
            traits.isTranslucent = chain(after: nameIndex, calls: "opacity")
            traits.isGradientStop = traits.isBackground && isInsideGradient(nameIndex)
            kind = .literal
        } else {
            kind = .token
        }
        record(
            .color, "color-member", kind, value: nil, text: "Color.\(colorName)", onScale: kind == .token,
            anchor: anchor, traits: traits)
        cover(.color, through: nameIndex)
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
    }

    mutating func scanColorInitializer(callAt index: Int, anchor: Int) {
        guard let call = file.call(at: index), let close = call.closeParen else { return }
        let text = spelling(anchor..<(close + 1))
        defer { cover(.color, through: close) }
        guard let first = call.arguments.first else { return }
        let firstToken = first.value.lowerBound
        if let label = first.label {
            if InventoryScanner.hexLabels.contains(where: { file.tokenIs(label, $0) }) {
                record(.color, "hex-color", .literal, value: nil, text: text, onScale: false, anchor: anchor)
            } else if InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) }) {
                recordComponents(call, text: text, anchor: anchor)
            } else if file.tokenIs(label, "uiColor") {
                calls.uiColorUses.append(label)
                // `Color(uiColor: UIColor(red: ...))` leaves the literal to the UIColor site.
                if !call.arguments.contains(where: {
                    file.tokenIs($0.value.lowerBound, "UIColor") && file.kind($0.value.lowerBound + 1) == .leftParen
                }) {
                    record(.color, "color-init", .token, value: nil, text: text, onScale: true, anchor: anchor)
                    cover(.color, through: close)
                }
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
            let literal = file.text(firstToken)
            let isHex = literal.hasPrefix("\"#") || literal.hasPrefix("\"0x")
            record(
                .color, isHex ? "hex-color" : "color-init", isHex ? .literal : .token, value: nil, text: text,
                onScale: !isHex, anchor: anchor)
        case .integerLiteral:
            record(.color, "hex-color", .literal, value: nil, text: text, onScale: false, anchor: anchor)
        case .period:
            // `Color(.systemBackground)`, `Color(.brandPrimary)`: semantic and asset colours.
            record(.color, "color-init", .token, value: nil, text: text, onScale: true, anchor: anchor)
        default:
            if file.tokenIs(firstToken, "UIColor") {
                if file.kind(firstToken + 1) == .period {
                    record(.color, "color-init", .token, value: nil, text: text, onScale: true, anchor: anchor)
                }
                return  // `Color(UIColor(red: ...))`: the UIColor site records it
            }
            record(.color, "color-init", .expression, value: nil, text: text, onScale: nil, anchor: anchor)
        }
    }

    /// `red:green:blue:`, `hue:saturation:brightness:`, `white:`: literal when
    /// every component is a number.
    mutating func recordComponents(_ call: CallSite, text: String, anchor: Int) {
        let literal = call.arguments.allSatisfy { argument in
            guard argument.label != nil else { return true }  // the colour space
            return literalValue(argument.value) != nil || file.tokenIs(argument.label ?? 0, "opacity")
                || file.tokenIs(argument.label ?? 0, "alpha")
        }
        record(
            .color, "color-init", literal ? .literal : .expression, value: nil, text: text,
            onScale: literal ? false : nil, anchor: anchor)
    }

    /// `UIColor(red: ...)`, `UIColor.systemGray6`, `UIColor.red` in SwiftUI code.
    mutating func scanUIColor(at index: Int) {
        guard isTypeReference(at: index) || file.receiver(of: index) == .path([]) else { return }
        let next = file.kind(index + 1)
        guard next == .leftParen || next == .period else { return }  // `: UIColor`, `extension UIColor`
        calls.uiColorUses.append(index)
        if isCovered(.color, index) { return }
        if next == .period, file.kind(index + 2) == .identifier {
            let member = index + 2
            if let word = Vocabulary.table.lookup(tokens[member], in: file.bytes), case .colorName(let name) = word,
                name.isSystem
            {
                var traits = SiteTraits()
                traits.systemColor = file.text(member)
                traits.isBackground = isBackgroundContext
                record(
                    .color, "uicolor", .literal, value: nil, text: "UIColor.\(file.text(member))", onScale: false,
                    anchor: index, traits: traits)
            } else if !file.tokenIs(member, "init") {
                record(
                    .color, "uicolor", .token, value: nil, text: "UIColor.\(file.text(member))", onScale: true,
                    anchor: index)
            }
            cover(.color, through: member)
            return
        }
        guard let call = file.call(at: index), let close = call.closeParen else { return }
        let text = spelling(index..<(close + 1))
        let label = call.arguments.first?.label
        if let label,
            InventoryScanner.componentLabels.contains(where: { file.tokenIs(label, $0) })
                || InventoryScanner.hexLabels.contains(where: { file.tokenIs(label, $0) })
        {
            record(.color, "uicolor", .literal, value: nil, text: text, onScale: false, anchor: index)
        } else {
            record(.color, "uicolor", .expression, value: nil, text: text, onScale: nil, anchor: index)
        }
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
