/// `radius/circular-style`: a rounded shape asking for circular corners.
public struct RadiusCircularStyle: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "radius/circular-style", family: .radius,
        title: "Use continuous corners",
        rationale: """
            "Radii.swift: 5 radii + shape(_:) — .continuous, always." Circular corners meet the straight edge \
            with a visible kink that the system's own shapes never show.
            """,
        fix: "Drop `style: .circular` (the default rounding is continuous) or use the radius token's shape.",
        isOptIn: true,
        measured: Measured(0, of: 10),
        triggeringExamples: [
            "RoundedRectangle(cornerRadius: 8, style: ↓.circular)",
            "Image(\"a\").clipShape(.rect(cornerRadius: 8, style: ↓.circular))",
        ],
        nonTriggeringExamples: [
            "RoundedRectangle(cornerRadius: 8, style: .continuous)",
            "RoundedRectangle(cornerRadius: 8)",
            "Circle().fill(.circular)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.calls.roundedShapes.compactMap { call in
            guard let style = context.file.argument(call, labeled: "style")?.value, style.count == 2,
                context.file.tokenIs(style.lowerBound + 1, "circular")
            else { return nil }
            return context.hit(
                at: style.lowerBound, "Corners are circular; use the continuous style of the design system.")
        }
    }
}
