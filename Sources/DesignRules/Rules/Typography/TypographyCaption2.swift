import BuildGraph

/// `typography/caption2`: the smallest text style.
public struct TypographyCaption2: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "typography/caption2", family: .typography, severity: .note,
        title: "Avoid .caption2",
        rationale:
            "\".caption2 is extremely small and generally best avoided. Even .caption should be used carefully.\"",
        fix: "Use .caption or .footnote, or rethink the hierarchy so the text need not be that small.",
        platforms: Platform.dynamicType,
        isOptIn: true,
        measured: Measured(0, of: 14),
        triggeringExamples: [
            "Text(\"a\").font(.↓caption2)",
            "Text(\"a\").font(.↓caption2.weight(.semibold))",
            "Text(\"a\").font(.system(.↓caption2, design: .rounded))",
            "static let tiny = Font.↓caption2",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").font(.caption)",
            "Text(\"a\").font(.footnote)",
            "let caption2 = \"a\"",
            "Image(systemName: \"xmark\").font(.caption2)",
            "Image(systemName: \"xmark\")\n    .foregroundStyle(.secondary)\n    .font(.caption2)",
            "Image(systemSymbol: .xmark).font(.caption2)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sitesIncludingDefinitions(.typography).compactMap { site in
            // A symbol sized with a text style is not text anyone has to read at that size.
            site.traits.textStyle == "caption2" && !site.traits.sizesSymbol
                ? context.hit(at: site, "The .caption2 text style is too small for most text.") : nil
        }
    }
}
