import SwiftLexer

extension InventoryScanner {
    static let cornerLabels: [StaticString] = [
        "topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius",
    ]
    static let cornerRadiiLabels: [StaticString] = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

    /// `RoundedRectangle(cornerRadius:style:)`, `.rect(cornerRadius:)` and its
    /// per-corner form, `.roundedRectangle(radius:)` (button borders),
    /// `UnevenRoundedRectangle(...)`, `RectangleCornerRadii(...)`.
    mutating func scanRoundedShape(_ callee: Callee, at index: Int) {
        let call: CallSite?
        switch callee {
        case .rect, .buttonRoundedRectangle: call = memberCall(at: index, types: [])
        default: call = isTypeReference(at: index) ? file.call(at: index) : nil
        }
        guard let call, let close = call.closeParen else { return }
        if callee != .rectangleCornerRadii { calls.roundedShapes.append(call) }
        if isCovered(.radius, index) { return }
        if callee == .rectangleCornerRadii {
            for label in InventoryScanner.cornerRadiiLabels {
                if let value = labeled(call, label) { recordNumeric(.radius, "corner-radius", value, callee: index) }
            }
            cover(.radius, through: close)
            return
        }
        for label: StaticString in ["cornerRadius", "radius"] {
            if let value = labeled(call, label) {
                recordNumeric(
                    .radius, "corner-radius", value, callee: index,
                    traits: capsuleTraits(value, shapeStart: index, shapeEnd: close))
            }
        }
        if let size = labeled(call, "cornerSize") {
            record(
                .radius, "corner-radius", .expression, value: nil, text: file.normalizedText(tokens: size),
                onScale: nil, anchor: size.lowerBound)
        }
        for label in InventoryScanner.cornerLabels {
            if let value = labeled(call, label) { recordNumeric(.radius, "corner-radius", value, callee: index) }
        }
        // `cornerRadii: .init(topLeading: 8, ...)`: the radii of the nested initializer.
        if let radii = labeled(call, "cornerRadii"), radii.count > 2, tokens[radii.lowerBound].kind == .period,
            file.tokenIs(radii.lowerBound + 1, "init"), let inner = file.call(at: radii.lowerBound + 1)
        {
            for label in InventoryScanner.cornerRadiiLabels {
                if let value = labeled(inner, label) { recordNumeric(.radius, "corner-radius", value, callee: index) }
            }
        }
        cover(.radius, through: close)
    }

    /// The deprecated `.cornerRadius(8)` modifier (and app extensions of the same name).
    mutating func scanCornerRadiusModifier(at index: Int) {
        guard !isCovered(.radius, index), let call = modifierCall(at: index), let first = call.arguments.first,
            first.label == nil
        else { return }
        var traits = capsuleTraits(first.value, shapeStart: index, shapeEnd: call.end)
        // `BarMark(...).cornerRadius(2)`: a chart's mark, drawn, not a surface of the UI.
        if let root = chainRoot(ofModifier: index), file.text(root).hasSuffix("Mark") { traits.isDecorative = true }
        recordNumeric(.radius, "corner-radius", first.value, callee: index, traits: traits)
    }

    /// A radius of 100 and up, or of at least half the height a literal `.frame` gives the
    /// shape, rounds the whole side: the shape is a capsule, and the nearest step of the
    /// scale would change it.
    mutating func capsuleTraits(_ value: Range<Int>, shapeStart: Int, shapeEnd: Int) -> SiteTraits {
        var traits = SiteTraits()
        traits.isDecorative =
            (landmarks.mentionsBlur && chain(after: shapeEnd, calls: "blur"))
            || (landmarks.mentionsConcentric && isConcentricFallback(shapeStart))
        traits.isCapsuleIntent = isCapsule(radius: value) { frameHeight(shapeStart: shapeStart, shapeEnd: shapeEnd) }
        return traits
    }

    /// `if #available(iOS 26, *) { ConcentricRectangle(...) } else { RoundedRectangle(cornerRadius: 30) }`:
    /// the older systems' stand-in for a shape concentric with the device's corners takes
    /// the device's radius, not one of the app's.
    func isConcentricFallback(_ shapeStart: Int) -> Bool {
        // The innermost block holding the shape, then the `if` block before its `else`.
        var cursor = shapeStart - 1
        while cursor >= 0, shapeStart - cursor < 512 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket, let open = file.match(cursor) {
                cursor = open - 1
                continue
            }
            if kind == .leftBrace { break }
            cursor -= 1
        }
        guard cursor > 1, tokens[cursor].kind == .leftBrace, file.tokenIs(cursor - 1, "else"),
            file.kind(cursor - 2) == .rightBrace, let ifOpen = file.match(cursor - 2)
        else { return false }
        return (ifOpen..<(cursor - 2)).contains {
            file.tokenIs($0, "ConcentricRectangle") || file.tokenIs($0, "concentric")
        }
    }

    /// A literal radius of 100 and up, or of at least half the literal `height` (looked for only
    /// when needed).
    func isCapsule(radius value: Range<Int>, height: () -> Double?) -> Bool {
        guard let radius = literalValue(value), radius > 0 else { return false }
        if radius >= 100 { return true }
        return height().map { radius * 2 >= $0 } ?? false
    }

    /// The literal `height:` of a `.frame(...)` on the shape (`RoundedRectangle(...).frame(height: 40)`)
    /// or on the view the shape clips or backs (`.frame(height: 44).background(RoundedRectangle(...))`),
    /// or the `.frame` before a `.cornerRadius(_:)` modifier.
    func frameHeight(shapeStart: Int, shapeEnd: Int) -> Double? {
        // After the shape: its own modifiers.
        var cursor = shapeEnd + 1
        while file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier {
            let name = cursor + 1
            cursor += 2
            guard file.kind(cursor) == .leftParen, let close = file.match(cursor) else { continue }
            if file.tokenIs(name, "frame"), let height = literalHeight(frameAt: name) { return height }
            cursor = close + 1
        }
        // Before: the modifier chain the shape is given to, or the `.cornerRadius` modifier's own receiver.
        var modifier = shapeStart
        if let open = enclosingParen(of: shapeStart), file.kind(open - 1) == .identifier { modifier = open - 1 }
        var link = modifier
        for _ in 0..<16 {
            guard file.kind(link - 1) == .period, file.kind(link - 2) == .rightParen, let open = file.match(link - 2),
                file.kind(open - 1) == .identifier
            else { return nil }
            link = open - 1
            if file.tokenIs(link, "frame"), let height = literalHeight(frameAt: link) { return height }
        }
        return nil
    }

    func literalHeight(frameAt name: Int) -> Double? {
        guard let call = file.call(at: name) else { return nil }
        for label: StaticString in ["height", "minHeight"] {
            if let value = labeled(call, label), let height = literalValue(value) { return height }
        }
        return nil
    }
}
