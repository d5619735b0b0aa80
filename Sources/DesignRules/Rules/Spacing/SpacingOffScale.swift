/// `spacing/off-scale`: a padding or spacing literal off the app's spacing scale.
public struct SpacingOffScale: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "spacing/off-scale", family: .spacing,
        title: "Keep padding and spacing on the app's spacing scale",
        rationale: """
            "Every space step divisible by 4 except the one deliberate half step." A .padding(12) next to a \
            .padding(10) is "exactly the amount by which two labels fail to look like the same label."
            """,
        fix: "Use the nearest step of the spacing scale (ties go up: 6 becomes 8), spelled as its token.",
        isOptIn: true,
        measured: Measured(3, of: 8),
        triggeringExamples: [
            "Text(\"a\").padding(↓10)",
            "Text(\"a\").padding(.horizontal, ↓6)",
            "VStack(alignment: .leading, spacing: ↓18) { Text(\"a\") }",
            "Text(\"a\").padding(EdgeInsets(top: 8, leading: ↓14, bottom: 8, trailing: ↓14))",
            "LazyVGrid(columns: columns, spacing: ↓5) { }",
            "Grid(horizontalSpacing: ↓3, verticalSpacing: 8) { }",
            "List { }.contentMargins(.horizontal, ↓15, for: .scrollContent)",
            "Text(\"a\")\n    #if os(iOS)\n    .bold()\n    #endif\n    .padding(↓10)",
            "enum Space { static let cardInsets = EdgeInsets(top: ↓6, leading: ↓6, bottom: ↓6, trailing: ↓6) }",
            "enum RowInsets { static let horizontal: CGFloat = ↓14 }",
            "enum Spacing { static let gutter: CGFloat = ↓10 }\nText(\"a\").padding(Spacing.gutter)",
            "Text(\"a\").labelStyle(.custom(spacing: ↓10))",
            "BubbleLayout(spacing: ↓6) { }",
            "Text(\"a\").padding(.init(top: 8, leading: ↓10, bottom: 8, trailing: ↓10))",
            "Text(\"a\").background { Color.red.padding(↓10) }",
            "Circle().frame(width: 8, height: 8).padding(.leading, ↓6)",
            "HStack(spacing: ↓6) { ForEach(items) { Text($0.name).blur(radius: 2) } }",
            "#if DEBUG\nlet debug = true\n#else\nlet view = Text(\"a\").padding(↓10)\n#endif",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").padding(12)",
            "Text(\"a\").padding(.horizontal, 2)",
            "Text(\"a\").padding(.top, -3)",
            "Text(\"a\").padding(.leading, 1.5)",
            "HStack(spacing: 0) { }",
            "Text(\"a\").padding(Space.md)",
            "Text(\"a\").frame(width: 43, height: 10).offset(x: 3)",
            "// .padding(10)\nText(\".padding(10)\")",
            "#if false\nText(\"a\").padding(10)\n#endif",
            "#Preview { Text(\"a\").padding(7) }",
            "#if DEBUG\nprivate func face() -> some View { Text(\"a\").padding(10) }\n#Preview { face() }\n#endif",
            "Circle().stroke(lineWidth: 1.5).shadow(radius: 6)",
            "enum RowInsets { static let horizontal: CGFloat = 16 }\nText(\"a\").padding(RowInsets.horizontal)",
            "enum Metrics { static let maxItems = 10 }",
            "func card(spacing: CGFloat = 10) -> some View { EmptyView() }",
            "init(spacing: CGFloat = 10) { }",
            "HStack(spacing: 6) { Capsule() }.blur(radius: 40)",
            "HStack(spacing: 6) { ForEach(0..<5) { _ in WaveBar().blur(radius: 40) } }",
            "ZStack { Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 3).padding(10) }.frame(width: 42)",
            "GlassEffectContainer(spacing: 10) { Text(\"a\").glassEffect() }",
            "let layout: (spacing: CGFloat, count: Int)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        ScaleLiteralChecks.offScale(context, family: .spacing, noun: "Spacing")
    }
}
