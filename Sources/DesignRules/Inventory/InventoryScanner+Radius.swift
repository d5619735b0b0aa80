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
            if let value = labeled(call, label) { recordNumeric(.radius, "corner-radius", value, callee: index) }
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
        recordNumeric(.radius, "corner-radius", first.value, callee: index)
    }
}
