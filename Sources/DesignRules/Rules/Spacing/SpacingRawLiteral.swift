/// `spacing/raw-literal`: an on-scale spacing literal that should be a token.
public struct SpacingRawLiteral: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "spacing/raw-literal", family: .spacing, severity: .note,
        title: "Spell scale spacing with its token",
        rationale: """
            "Place standard fonts, sizes, colors, spacing, padding, corner radii, and animation timings into a \
            shared enum of constants." A literal 12 is on the scale today and drifts with the next edit; Space.md \
            moves with the system.
            """,
        fix: "Replace the literal with the spacing token of the same value (Space.md for 12).",
        triggeringExamples: [
            "Text(\"a\").padding(↓12)",
            "HStack(spacing: ↓8) { }",
            "GridItem(.flexible(), spacing: ↓16)",
            "Text(\"a\").safeAreaPadding(.horizontal, ↓20)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").padding(Space.md)",
            "Text(\"a\").padding(.horizontal, .layoutPadding)",
            "HStack(spacing: 0) { }",
            "Text(\"a\").padding(10)",
            "Text(\"a\").padding()",
            "Text(\"a\").padding(.horizontal)",
            "VStack(spacing: isCompact ? Space.sm : Space.md) { }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.rawLiteral(context, family: .spacing, noun: "Spacing")
    }
}
