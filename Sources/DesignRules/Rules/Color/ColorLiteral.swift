/// `color/literal`: a colour built from numbers in the view code.
public struct ColorLiteral: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/literal", family: .color,
        title: "Define colours in the asset catalogue, not as literals",
        rationale: """
            "Use Asset Catalog named colors with automatic light/dark adaptation, or system semantic colors." A \
            literal colour has one appearance and no name; a palette index "turns one into a find-and-replace \
            across the app."
            """,
        fix:
            "Add the colour to the asset catalogue with light and dark variants and use Color(.name) or a Palette token.",
        triggeringExamples: [
            "let brand = ↓Color(red: 0.2, green: 0.4, blue: 0.9)",
            "Text(\"a\").foregroundStyle(↓Color(hex: \"#FF6B35\"))",
            "let c = ↓#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)",
            "let c = ↓Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)",
            "let c = ↓Color(white: 0.95)",
            "let c = ↓Color(\"#FFAA00\")",
        ],
        nonTriggeringExamples: [
            "let c = Color(\"BrandPrimary\")",
            "let c = Color(.systemBackground)",
            "let c = Color(red: r, green: g, blue: b)",
            "let c = Palette.accent",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sites(.color).compactMap { site in
            guard site.kind == .literal, site.traits.systemColor == nil else { return nil }
            return context.hit(at: site, "The colour \(site.text) is a literal; name it in the asset catalogue.")
        }
    }
}
