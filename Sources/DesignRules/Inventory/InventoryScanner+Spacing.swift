import SwiftLexer

extension InventoryScanner {
    /// `.padding()`, `.padding(12)`, `.padding(.horizontal, 12)`, `.padding([.top, .bottom], 8)`,
    /// `.padding(EdgeInsets(...))`; the same shapes for `.safeAreaPadding` and
    /// `.contentMargins(_:_:for:)`.
    mutating func scanPadding(at index: Int, site: String) {
        guard !isCovered(.spacing, index), let call = modifierCall(at: index), let close = call.closeParen else {
            return
        }
        let unlabeled = call.arguments.filter { $0.label == nil }
        let length: Range<Int>?
        switch unlabeled.count {
        case 0: length = nil
        case 1: length = isEdgeSet(unlabeled[0].value) ? nil : unlabeled[0].value
        default: length = unlabeled[1].value
        }
        guard let length else {
            // No length: the platform's adaptive default spacing, a token of the system.
            record(.spacing, site, .token, value: nil, text: "default", onScale: true, anchor: index)
            return
        }
        // `EdgeInsets(...)` records its own four sites.
        if let first = length.first,
            file.tokenIs(first, "EdgeInsets") || (file.tokenIs(first + 1, "init") && tokens[first].kind == .period)
        {
            if file.tokenIs(first + 1, "init") { scanInsetArguments(callAt: first + 1) }
            return
        }
        var traits = SiteTraits()
        traits.isDecorative = insetsShape(paddingAt: index)
        recordNumeric(.spacing, site, length, callee: index, traits: traits)
        cover(.spacing, through: close)
    }

    /// `Circle().stroke(...).padding(10)`: padding on a shape that has no frame of its own
    /// insets the drawing inside whatever holds it; it sizes a picture, it spaces no layout.
    /// After a `.frame` (`Circle().frame(width: 8).padding(6)`), the padding is a gap again.
    func insetsShape(paddingAt index: Int) -> Bool {
        guard let root = chainRoot(ofModifier: index),
            InventoryScanner.shapeNames.contains(where: { file.tokenIs(root, $0) })
        else { return false }
        var cursor = root + 1
        while cursor < index {
            if file.kind(cursor) == .period, file.tokenIs(cursor + 1, "frame") { return false }
            cursor += 1
        }
        return true
    }

    /// SwiftUI's shapes: views that draw and fill what they are offered.
    static let shapeNames: [StaticString] = [
        "Circle", "Capsule", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Ellipse", "Path",
        "ContainerRelativeShape",
    ]

    /// `.horizontal`, `[.top, .bottom]`, `Edge.Set.all`, `edges`: the edge argument
    /// of a one-argument padding, which has no length.
    func isEdgeSet(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if tokens[first].kind == .leftBracket { return true }
        if tokens[first].kind == .period, range.count == 2 {
            return Vocabulary.edges.contains { file.tokenIs(first + 1, $0) }
        }
        return range.contains { file.tokenIs($0, "Edge") }
    }

    /// `EdgeInsets(top:leading:bottom:trailing:)`: one site per inset.
    mutating func scanEdgeInsets(at index: Int) {
        guard !isCovered(.spacing, index), isTypeReference(at: index) else { return }
        scanInsetArguments(callAt: index)
    }

    mutating func scanInsetArguments(callAt index: Int) {
        guard let call = file.call(at: index), let close = call.closeParen else { return }
        for argument in call.arguments {
            guard let label = argument.label else { continue }
            if ["top", "leading", "bottom", "trailing"].contains(where: { file.tokenIs(label, $0) }) {
                recordNumeric(.spacing, "edge-insets", argument.value, callee: index)
            }
        }
        cover(.spacing, through: close)
    }

    /// `HStack(spacing: 8)`, `LazyVGrid(columns:spacing:)`, `GridItem(_:spacing:)`,
    /// `Grid(horizontalSpacing:verticalSpacing:)`.
    mutating func scanSpacingArguments(at index: Int, labels: [StaticString], site: String) {
        guard isTypeReference(at: index), let call = file.call(at: index), call.openParen != nil else { return }
        // `HStack(spacing: 6) { bars }.blur(radius: 40)`: a glow's drawing, not a layout's rhythm.
        var traits = SiteTraits()
        traits.isDecorative =
            landmarks.mentionsBlur && (chain(after: call.end, calls: "blur") || holdsOnlyBlurredDrawing(call))
        for label in labels {
            if let value = labeled(call, label) { recordNumeric(.spacing, site, value, callee: index, traits: traits) }
        }
    }

    /// `HStack(spacing: 6) { ForEach(bars) { WaveBar().blur(radius: 40) } }`: a stack whose content
    /// is blurred and holds nothing a person reads or taps (no text, label, image or control)
    /// arranges a glow, as the same stack with the blur outside it does.
    func holdsOnlyBlurredDrawing(_ call: CallSite) -> Bool {
        guard let open = call.trailingClosures.first, let close = file.match(open) else { return false }
        var blurred = false
        for index in (open + 1)..<close where file.kind(index) == .identifier {
            if file.kind(index - 1) == .period, file.tokenIs(index, "blur") { blurred = true }
            if InventoryScanner.readableViews.contains(where: { file.tokenIs(index, $0) }) { return false }
        }
        return blurred
    }

    /// Views a person reads or acts on: a stack holding one lays out an interface.
    static let readableViews: [StaticString] = [
        "Text", "Label", "Image", "Button", "Toggle", "TextField", "Link", "Menu", "Picker", "AsyncImage",
    ]

    /// Records a numeric site of spacing or radius; `nil` records nothing.
    mutating func recordNumeric(
        _ family: Family, _ site: String, _ range: Range<Int>, callee: Int, traits: SiteTraits = SiteTraits()
    ) {
        guard let number = classifyNumber(range, family: family), let settings = config.numeric(family) else { return }
        let onScale: Bool?
        switch number.kind {
        // With no scale of the app's, a literal is neither on nor off one.
        case .literal: onScale = settings.hasScale ? number.value.map(settings.scale.contains) ?? false : nil
        case .token: onScale = true
        case .expression: onScale = nil
        }
        let text = number.value.map(formatScaleValue) ?? file.normalizedText(tokens: range)
        record(
            family, site, number.kind, value: number.value, text: text, onScale: onScale, anchor: number.anchor,
            traits: traits)
    }
}

extension InventoryScanner {
    /// `spacing: 10` or `cornerRadius: 14` as an argument of any call: an app's own API
    /// wrapping SwiftUI (`.labelStyle(.custom(spacing: 10))`, `.withCardBackground(cornerRadius: 14)`)
    /// takes a value of the scale as surely as SwiftUI's does. SwiftUI's own calls
    /// (`VStack(spacing:)`, `RoundedRectangle(cornerRadius:)`) record themselves; a
    /// declaration's parameter list (`func card(cornerRadius: CGFloat = 12)`) is not a call.
    mutating func scanLabeledArgument(_ family: Family, at index: Int, site: String) {
        guard isSwiftUICode, !isCovered(family, index), file.kind(index + 1) == .colon, index > 0,
            let previous = file.kind(index - 1), previous == .leftParen || previous == .comma,
            let open = enclosingParen(of: index), let close = file.match(open)
        else { return }
        let callee = open - 1
        guard let calleeKind = file.kind(callee) else { return }
        if calleeKind == .keyword {
            // `init(spacing: CGFloat = 8)` declares; `.init(spacing: 8)` calls.
            if file.tokenIs(callee, "init"), file.kind(callee - 1) == .period {
                // A call: go on.
            } else {
                return
            }
        } else if calleeKind == .identifier {
            if let before = file.kind(callee - 1), before == .keyword,
                file.tokenIs(callee - 1, "func") || file.tokenIs(callee - 1, "case")
            {
                return
            }
            if let word = Vocabulary.table.lookup(tokens[callee], in: file.bytes), case .callee(let known) = word {
                switch known {
                case .stack, .lazyGrid, .gridItem, .grid, .roundedRectangle, .unevenRoundedRectangle, .rect,
                    .buttonRoundedRectangle, .rectangleCornerRadii:
                    return  // SwiftUI's own: its scanner records the argument
                default: break
                }
            }
        } else {
            return
        }
        if InventoryScanner.nonLayoutSpacingCalls.contains(where: { file.tokenIs(callee, $0) }) { return }
        var site = site
        if family == .spacing, InventoryScanner.swiftUISpacingCalls.contains(where: { file.tokenIs(callee, $0) }) {
            site = "view-spacing"
        }
        // The value runs to the next top-level comma or the closing parenthesis.
        var end = index + 2
        while end < close, tokens[end].kind != .comma {
            if tokens[end].kind.isOpeningBracket, let other = file.match(end) { end = other }
            end += 1
        }
        let value = (index + 2)..<end
        // `(spacing: CGFloat) -> Void`: a type, not a value.
        if value.count == 1, ["CGFloat", "Double", "Float", "Int"].contains(file.text(value.lowerBound)) { return }
        // `FrameConfig(width: 28, height: 28, cornerRadius: 14)`: a circle, said with numbers.
        var traits = SiteTraits()
        if family == .radius {
            traits.isCapsuleIntent = isCapsule(radius: value) {
                file.call(at: callee).flatMap { self.labeled($0, "height") }.flatMap(self.literalValue)
            }
        }
        recordNumeric(family, site, value, callee: index, traits: traits)
    }

    /// SwiftUI calls beyond stacks and grids that take a `spacing:`.
    static let swiftUISpacingCalls: [StaticString] = [
        "safeAreaInset", "containerRelativeFrame", "ViewThatFits", "Layout",
    ]

    /// SwiftUI calls whose `spacing:` is no layout's: `GlassEffectContainer(spacing:)` is the
    /// distance at which glass shapes melt into one another.
    static let nonLayoutSpacingCalls: [StaticString] = ["GlassEffectContainer"]

    /// The `(` whose argument list holds token `index`, looking back over balanced brackets.
    func enclosingParen(of index: Int) -> Int? {
        file.enclosingParen(of: index)
    }
}
