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
        isOptIn: true,
        measured: Measured(5, of: 8),
        triggeringExamples: [
            "enum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 20 }\nText(\"a\").padding(↓12)",
            "enum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 20 }\nHStack(spacing: ↓8) { }",
            "enum Spacing { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 20 }\nGridItem(.flexible(), spacing: ↓16)",
            "enum RowInsets { static let horizontal: CGFloat = 16; static let vertical: CGFloat = 8; static let gap: CGFloat = 4 }\nText(\"a\").safeAreaPadding(.horizontal, ↓20)",
            "enum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 20 }\nText(\"a\").labelStyle(.custom(spacing: ↓12))",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").padding(Space.md)",
            "Text(\"a\").padding(.horizontal, .layoutPadding)",
            "HStack(spacing: 0) { }",
            "Text(\"a\").padding(10)",
            "Text(\"a\").padding()",
            "Text(\"a\").padding(.horizontal)",
            "VStack(spacing: isCompact ? Space.sm : Space.md) { }",
            "Text(\"a\").padding(12)\nHStack(spacing: 8) { }",
            "enum Space { static let md: CGFloat = 12 }",
            "enum Space { static let md: CGFloat = 12 }\nText(\"a\").padding(12)",
            "private enum Metrics { static let inset: CGFloat = 8; static let gap: CGFloat = 12; static let margin: CGFloat = 16 }\nText(\"a\").padding(8)",
            "extension CGFloat { static let statusColumnsSpacing: CGFloat = 8 }\nText(\"a\").padding(8)",
            "enum Layout { static let iconPadding: CGFloat = 2 }\nText(\"a\").padding(4)",
            "enum RowInsets { static let horizontal: CGFloat = 16 }\nText(\"a\").padding(.horizontal, RowInsets.horizontal)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.rawLiteral(context, family: .spacing, noun: "Spacing")
    }
}
