import BuildGraph

/// `typography/font-weight-bold`: `.fontWeight(.bold)` where `.bold()` fits.
public struct TypographyFontWeightBold: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "typography/font-weight-bold", family: .typography, severity: .note,
        title: "Use .bold() rather than .fontWeight(.bold)",
        rationale:
            "\"Use bold() not fontWeight(.bold) - bold() lets the system choose the correct weight for context.\"",
        fix: "Replace .fontWeight(.bold) with .bold().",
        platforms: Platform.boldText, isOptIn: true,
        measured: Measured(0, of: 9),
        triggeringExamples: [
            "Text(\"a\").↓fontWeight(.bold)",
            "Text(\"a\")\n    .font(.headline)\n    .↓fontWeight(.bold)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").bold()",
            "Text(\"a\").fontWeight(.semibold)",
            "Text(\"a\").font(.body.weight(.bold))",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.calls.fontWeights.compactMap { call in
            guard let value = call.arguments.first?.value, value.count == 2,
                context.file.tokenIs(value.lowerBound + 1, "bold")
            else { return nil }
            return context.hit(at: call.name, "Use .bold() so the system picks the bold weight for the context.")
        }
    }
}
