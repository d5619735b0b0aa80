import BuildGraph

/// `a11y/small-tap-target`: a button framed smaller than 44 points.
public struct A11ySmallTapTarget: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/small-tap-target", family: .a11y,
        title: "Keep tap targets at least 44 points",
        rationale:
            "\"Minimum 44x44pt tap targets. Apple's strict minimum.\" A smaller button is missed, and missed again.",
        fix:
            "Frame the button at 44 points or more, or keep the icon small and widen the hit area with .contentShape and padding.",
        platforms: Platform.touch,
        isOptIn: true,
        // With rounds 22 to 24 (4 of 7): a macOS module's button (judged as macOS since) and two
        // buttons that are whole list rows, which the row makes tall enough.
        measured: Measured(19, of: 22),
        triggeringExamples: [
            "Button(action: close) { Image(systemName: \"xmark\") }\n    .↓frame(width: 24, height: 24)",
            "Button(\"a\") { }.↓frame(height: 30)",
        ],
        nonTriggeringExamples: [
            "Button(action: close) { Image(systemName: \"xmark\") }.frame(width: 44, height: 44)",
            "Button(\"a\") { }.frame(minHeight: 30)",
            "Image(systemName: \"xmark\").frame(width: 24, height: 24)",
            "Button(\"a\") { }.frame(height: size)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .frame).compactMap { call in
            guard let head = context.chainHead(ofModifier: call.name), file.tokenIs(head, "Button") else { return nil }
            let sizes = [file.argument(call, labeled: "width"), file.argument(call, labeled: "height")].compactMap {
                argument -> Double? in
                guard let argument, argument.value.count == 1 else { return nil }
                return Double(file.text(argument.value.lowerBound).replacingOccurrences(of: "_", with: ""))
            }
            guard let smallest = sizes.min(), smallest < 44 else { return nil }
            return context.hit(
                at: call.name, "This button is framed at \(formatPoints(smallest)) points; tap targets need 44.")
        }
    }

    private func formatPoints(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
