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
        triggeringExamples: [
            "RoundedRectangle(cornerRadius: ↓12)",
            "Image(\"a\").clipShape(.rect(cornerRadius: ↓16, style: .continuous))",
        ],
        nonTriggeringExamples: [
            "RoundedRectangle(cornerRadius: Radii.md)",
            "RoundedRectangle(cornerRadius: 10)",
            "RoundedRectangle(cornerRadius: 0)",
            "RoundedRectangle(cornerRadius: radius)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.rawLiteral(context, family: .radius, noun: "Radius")
    }
}
