/// `copy/filler-words`: marketing filler in visible text.
public struct CopyFillerWords: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "copy/filler-words", family: .copy, severity: .note,
        title: "Say what it does, not \"seamless\"",
        rationale: """
            "NO filler verbs. \\"Elevate\\", \\"Seamless\\", \\"Unleash\\", \\"Next-Gen\\" -> concrete, \
            specific language." The list is `copy.fillerWords` in designdebt.json.
            """,
        fix: "Name what the feature does for the user, concretely.",
        // Rounds up to 37: 2 of 2. Round 38: 1 of 2 ("unlock your wallet" names why Face ID is asked).
        // Pooled 3 of 4: under the 90% a default rule needs, so opt-in. With no copy rule on, the
        // strings a user reads are not looked for at all.
        isOptIn: true,
        measured: Measured(3, of: 4),
        triggeringExamples: [
            "Text(↓\"Elevate your workflow\")",
            "Button(↓\"Unleash the power\") { }",
            "Text(↓\"A seamless, next-gen inbox\")",
        ],
        nonTriggeringExamples: [
            "Text(\"Sort your inbox by sender\")",
            "Text(\"Elevator pitch\")",
            "let key = \"seamless\"",
            "Text(verbatim: \"Elevate\")",
        ])

    public var needs: RuleNeeds { .visibleStrings }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode, !context.visibleStrings.isEmpty else { return [] }
        let phrases = context.phrases.fillerWords
        return context.visibleStrings.compactMap { literal, _ in
            guard let phrase = phrases.firstMatch(in: foldedBytes(of: literal, in: context.file)) else { return nil }
            return context.hit(at: literal, "\"\(phrase)\" is filler: say concretely what this does.")
        }
    }
}
