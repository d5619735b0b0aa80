import SwiftLexer

extension InventoryScanner {
    /// Curves written with parameters: `.spring(response: 0.3, dampingFraction: 0.7)`,
    /// `.easeInOut(duration: 0.25)`, `Animation.linear(duration: 1)`, `.bouncy()`.
    mutating func scanCurve(at index: Int, site: String) {
        guard let call = memberCall(at: index, types: ["Animation"]), let close = call.closeParen else { return }
        let start = tokens[index - 1].kind == .period ? index - 1 : index
        let text = spelling(start..<(close + 1))
        if call.arguments.isEmpty {
            record(.motion, site, .token, value: nil, text: text, onScale: true, anchor: index)
            return
        }
        var firstLiteral: NumericValue?
        var allTokens = true
        for argument in call.arguments {
            guard let number = classifyNumber(argument.value, family: .motion) else { continue }
            if number.kind == .literal, firstLiteral == nil { firstLiteral = number }
            if number.kind != .token || !pathMentionsNamespace(argument.value, family: .motion) { allTokens = false }
        }
        if let literal = firstLiteral {
            record(.motion, site, .literal, value: literal.value, text: text, onScale: false, anchor: literal.anchor)
        } else if allTokens {
            record(.motion, site, .token, value: nil, text: text, onScale: true, anchor: index)
        } else {
            record(.motion, site, .expression, value: nil, text: text, onScale: nil, anchor: index)
        }
    }

    /// `.repeatForever(...)`: "repeatForever. A UI that never goes idle hangs
    /// everything that waits for idle".
    mutating func scanRepeatForever(at index: Int) {
        guard index > 0, tokens[index - 1].kind == .period, let call = file.call(at: index), let close = call.closeParen
        else { return }
        // `SCNAction.repeatForever(spin)`, `SKAction.repeatForever(_:)`: an action repeated, not
        // SwiftUI's `Animation.repeatForever(autoreverses:)`, whose one argument is labelled.
        if call.arguments.contains(where: { $0.label == nil }) { return }
        record(
            .motion, "repeat-forever", .literal, value: nil, text: spelling((index - 1)..<(close + 1)), onScale: false,
            anchor: index)
    }

    /// `.animation(curve, value:)` and `$binding.animation(curve)`.
    mutating func scanAnimationModifier(at index: Int) {
        guard let call = modifierCall(at: index) else { return }
        calls.animations.append(call)
        guard let curve = call.arguments.first, curve.label == nil else { return }
        recordCurveArgument(curve.value, callee: index)
    }

    /// `withAnimation { }` (the default curve) and `withAnimation(curve) { }`.
    mutating func scanWithAnimation(at index: Int) {
        guard isTypeReference(at: index), let call = file.call(at: index) else { return }
        if let curve = call.arguments.first, curve.label == nil {
            recordCurveArgument(curve.value, callee: index)
        } else {
            record(.motion, "animation", .token, value: nil, text: "default", onScale: true, anchor: index)
        }
    }

    /// The curve argument of `.animation` or `withAnimation`: nothing for `nil`
    /// or a parameterized curve (that call records itself), a token for a named
    /// curve (`.default`, `.easeInOut`, `.bouncy`, `Motion.press`), else an expression.
    mutating func recordCurveArgument(_ range: Range<Int>, callee: Int) {
        let first = range.lowerBound
        if range.count == 1, file.tokenIs(first, "nil") { return }
        var start = first
        if file.tokenIs(start, "Animation"), file.kind(start + 1) == .period { start += 1 }
        if tokens[start].kind == .period, start + 2 < range.upperBound, file.kind(start + 2) == .leftParen,
            let word = Vocabulary.table.lookup(tokens[start + 1], in: file.bytes),
            case .callee(let callee) = word, callee == .springCurve || callee == .easingCurve
        {
            return
        }
        let text = spelling(range, droppingType: "Animation")
        let named = tokens[start].kind == .period && start + 1 < range.upperBound
        if named || (isMemberPath(range) && pathMentionsNamespace(range, family: .motion)) {
            record(.motion, "animation", .token, value: nil, text: text, onScale: true, anchor: first)
        } else {
            record(.motion, "animation", .expression, value: nil, text: text, onScale: nil, anchor: first)
        }
    }
}

extension NameTable {
    /// Looks a token up in a byte array (outside the scanner's hot loop).
    func lookup(_ token: Token, in bytes: [UInt8]) -> Value? {
        bytes.withUnsafeBufferPointer { lookup(token, in: $0) }
    }
}
