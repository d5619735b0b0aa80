/// `copy/placeholder-name`: stock sample names and filler text in visible text.
public struct CopyPlaceholderName: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "copy/placeholder-name", family: .copy,
        title: "No stock names or lorem ipsum on screen",
        rationale: """
            "NO generic names. \\"John Doe\\", \\"Sarah Chen\\" -> creative, realistic, locale-appropriate \
            names." Shipped, they read as a screen nobody finished. The list is `copy.placeholderNames`.
            """,
        fix: "Use real data, or realistic sample content labelled as such.",
        isOptIn: true,
        triggeringExamples: [
            "Text(↓\"John Doe\")",
            "Text(↓\"Lorem ipsum dolor sit amet\").font(.body)",
            "Label(↓\"Sarah Chen\", systemImage: \"person\")",
        ],
        nonTriggeringExamples: [
            "Text(user.name)",
            "Text(\"Johnny Doerr\")",
            "let sample = \"John Doe\"",
        ])

    public var needs: RuleNeeds { .visibleStrings }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode, !context.visibleStrings.isEmpty else { return [] }
        let phrases = context.phrases.placeholderNames
        return context.visibleStrings.compactMap { literal, _ in
            guard let phrase = phrases.firstMatch(in: foldedBytes(of: literal, in: context.file)) else { return nil }
            return context.hit(at: literal, "\"\(phrase)\" is placeholder content on screen.")
        }
    }
}
