/// `color/black-white-background`: pure black or white under content.
public struct ColorBlackWhiteBackground: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/black-white-background", family: .color,
        title: "Use system backgrounds, not pure black or white",
        rationale: """
            "NO Color.black or Color.white for backgrounds. Use system semantic colors that adapt to dark mode." \
            "No pure Color.black or Color.white for backgrounds - use system semantic colors that have proper depth."
            """,
        fix: "Use Color(.systemBackground), Color(.secondarySystemBackground) or a surface token.",
        triggeringExamples: [
            "Text(\"a\").background(↓Color.black)",
            "Text(\"a\").background(↓.white)",
            "ZStack { ↓Color.black.ignoresSafeArea(); Text(\"a\") }",
            "Text(\"a\").background { ↓Color.white }",
            "List { }.listRowBackground(↓Color.white)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").background(Color(.systemBackground))",
            "Text(\"a\").foregroundStyle(.white)",
            "Text(\"a\").background(.ultraThinMaterial)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sites(.color).compactMap { site in
            guard site.traits.isBackground, let name = site.traits.systemColor, name == "black" || name == "white"
            else { return nil }
            return context.hit(
                at: site, "A pure \(name) background does not adapt to appearance; use a system background.")
        }
    }
}
