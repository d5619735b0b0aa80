/// `radius/off-scale`: a corner radius not among the scale's radii.
public struct RadiusOffScale: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "radius/off-scale", family: .radius,
        title: "Use one of the scale's corner radii",
        rationale: """
            "Pick ONE corner-radius value for the app and stick to it... Mixed radii without a documented system \
            is broken design." The measured app had 23 radii; the scale has five.
            """,
        fix: """
            Use the nearest radius of the scale, spelled as its token (Radii.lg). The radii the app writes down \
            (in a `Radii`/`CornerRadius` namespace) are its documented system and join the scale, unless \
            designdebt.json sets the radius scale.
            """,
        isOptIn: true,
        measured: Measured(3, of: 6),
        triggeringExamples: [
            "RoundedRectangle(cornerRadius: ↓10)",
            "Image(\"a\").clipShape(.rect(cornerRadius: ↓18))",
            "Text(\"a\").cornerRadius(↓6)",
            "UnevenRoundedRectangle(topLeadingRadius: ↓20, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: ↓20)",
            "Button(\"a\") { }.buttonBorderShape(.roundedRectangle(radius: ↓7))",
            "Card().withCardBackground(cornerRadius: ↓10)",
            "enum CornerRadius { static let sm: CGFloat = 4; static let card: CGFloat = 14; static let xl: CGFloat = 40 }\nText(\"a\").cornerRadius(↓13)",
            "if #available(iOS 26.0, *) { Capsule() } else { RoundedRectangle(cornerRadius: ↓30) }",
            "Text(\"a\").background { RoundedRectangle(cornerRadius: ↓10) }",
        ],
        nonTriggeringExamples: [
            "RoundedRectangle(cornerRadius: 12)",
            "RoundedRectangle(cornerRadius: Radii.lg, style: .continuous)",
            "Image(\"a\").clipShape(.rect(cornerRadius: 0))",
            "Circle().shadow(radius: 6)",
            "let text = \"\"\"\ncornerRadius: 7\n\"\"\"",
            "RoundedRectangle(cornerRadius: 100)",
            "Text(\"a\").frame(height: 40).background(RoundedRectangle(cornerRadius: 20))",
            "enum Radii { static let card: CGFloat = 12 }\nRoundedRectangle(cornerRadius: Radii.card)",
            "func card(cornerRadius: CGFloat = 10) -> some View { EmptyView() }",
            "struct CardStyle { static let cornerRadius: CGFloat = 14 }",
            "RoundedRectangle(cornerRadius: 40).fill(.blue).blur(radius: 80)",
            "enum CornerRadius { static let sm: CGFloat = 4; static let card: CGFloat = 14; static let xl: CGFloat = 40 }",
            "func pick() { UIApplication.shared.setAlternateIconName(\"Dark\") }\nImage(\"Icon\").clipShape(RoundedRectangle(cornerRadius: 14))",
            "if #available(iOS 26.0, *) { ConcentricRectangle(corners: .concentric(minimum: .fixed(30))) } else { RoundedRectangle(cornerRadius: 30, style: .continuous) }",
            "enum Radii { static let sm: CGFloat = 4; static let sheet: CGFloat = 32; static let xl: CGFloat = 40 }\nRoundedRectangle(cornerRadius: 32)",
            "import Charts\nlet bar = BarMark(x: .value(\"a\", 1), y: .value(\"b\", 2)).cornerRadius(2)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.offScale(context, family: .radius, noun: "Radius")
    }
}
