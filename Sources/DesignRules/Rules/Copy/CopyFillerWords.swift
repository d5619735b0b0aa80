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

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let words = context.config.copy.fillerWords.map { Array($0.utf8) }
        return context.visibleStrings.compactMap { literal, _ in
            let text = foldedBytes(of: literal, in: context.file)
            guard let word = words.first(where: { containsWords(text, $0) }) else { return nil }
            return context.hit(
                at: literal, "\"\(String(decoding: word, as: UTF8.self))\" is filler: say concretely what this does.")
        }
    }
}
