/// `radius/raw-literal`: an on-scale radius literal that should be a token.
public struct RadiusRawLiteral: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "radius/raw-literal", family: .radius, severity: .note,
        title: "Spell scale radii with their token",
        rationale: """
            "SHAPE CONSISTENCY LOCK: ... Store it in your design constants enum." A literal 12 today is the 13 \
            of the next screen.
            """,
        fix: "Replace the literal with the radius token of the same value.",
        isOptIn: true,
        measured: Measured(3, of: 6),
        triggeringExamples: [
            "enum Radii { static let sm: CGFloat = 4; static let md: CGFloat = 12; static let xl: CGFloat = 40 }\nRoundedRectangle(cornerRadius: ↓12)",
            "enum Radii { static let sm: CGFloat = 4; static let md: CGFloat = 12; static let xl: CGFloat = 40 }\nImage(\"a\").clipShape(.rect(cornerRadius: ↓16, style: .continuous))",
            "enum Radius { static let xs: CGFloat = 4; static let sm: CGFloat = 8; static let lg: CGFloat = 16 }\nText(\"a\").withCardBackground(cornerRadius: ↓8)",
        ],
        nonTriggeringExamples: [
            "RoundedRectangle(cornerRadius: Radii.md)",
            "RoundedRectangle(cornerRadius: 10)",
            "RoundedRectangle(cornerRadius: 0)",
            "RoundedRectangle(cornerRadius: radius)",
            "RoundedRectangle(cornerRadius: 12)",
            "enum Radii { static let md: CGFloat = 12 }\nRoundedRectangle(cornerRadius: 100)",
            "private enum Radii { static let sm: CGFloat = 4; static let md: CGFloat = 12; static let lg: CGFloat = 16 }\nRoundedRectangle(cornerRadius: 12)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.rawLiteral(context, family: .radius, noun: "Radius")
    }
}
