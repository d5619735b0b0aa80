import BuildGraph

/// `typography/fixed-size`: a literal font size that ignores Dynamic Type.
public struct TypographyFixedSize: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "typography/fixed-size", family: .typography,
        title: "Let text sizes follow Dynamic Type",
        rationale: """
            "Font.system(.subheadline, weight:), not .system(size: 15). Fixed sizes never grow with Dynamic \
            Type; in the measured app 78 of them didn't." "NEVER hardcode font sizes without Dynamic Type support."
            """,
        fix: """
            Use a text style (.system(.subheadline, weight: .semibold)), a Typography token, or \
            Font.custom(_:size:relativeTo:); for sizes a font cannot set, @ScaledMetric(relativeTo:).
            """,
        platforms: Platform.dynamicType,
        isOptIn: true,
        measured: Measured(20, of: 54),
        triggeringExamples: [
            "Text(\"a\").font(.system(size: ↓13))",
            "Text(\"a\").font(.system(size: ↓17.5, weight: .semibold))",
            "enum Typography { static let title = Font.system(size: ↓28, weight: .bold) }",
            "Text(\"a\").font(.custom(\"Inter\", fixedSize: ↓15))",
            "Label(\"Play\", systemImage: \"play.fill\").font(.system(size: ↓15))",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").font(.headline)",
            "Image(systemName: \"lock\").font(.system(size: 80))",
            "Image(icon: .circle).symbolVariant(.fill).font(.system(size: 10))",
            "Label(\"Play\", systemImage: \"play.fill\")\n    .font(.system(size: 36, weight: .bold))\n    .labelStyle(.iconOnly)",
            "Text(\"a\").font(.custom(\"Inter\", size: 15, relativeTo: .body))",
            "Text(\"a\").font(.custom(\"Inter\", size: 15))",
            "Text(\"a\").font(.system(.subheadline, weight: .semibold))",
            "Text(\"a\").font(.system(size: scaledSize))",
            "/* .font(.system(size: 99)) */ Text(\"a\")",
            "Text(\"a\").font(Typography.body)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sitesIncludingDefinitions(.typography).compactMap { site in
            // A font on a symbol sizes a glyph (a status dot, a decorative or transport icon), not text.
            guard site.kind == .literal, !site.traits.scalesWithDynamicType, !site.traits.sizesSymbol,
                let size = site.value
            else { return nil }
            return context.hit(
                at: site, "Font size \(formatScaleValue(size)) is fixed and ignores Dynamic Type; use a text style.")
        }
    }
}
