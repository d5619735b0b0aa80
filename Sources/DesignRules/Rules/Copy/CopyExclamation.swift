/// `copy/exclamation`: exclamation marks in buttons and titles.
public struct CopyExclamation: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "copy/exclamation", family: .copy, severity: .note,
        title: "No exclamation marks in buttons and titles",
        rationale: """
            The copy self-audit re-reads "labels, buttons, alerts, navigation titles"; a shouting \
            button or title is the tone the reference's "AI TELLS" name. Calm, specific words carry it.
            """,
        fix: "Drop the exclamation mark; if it needs emphasis, say something more specific.",
        isOptIn: true,
        measured: Measured(1, of: 5),
        triggeringExamples: [
            "Button(↓\"Let's go!\") { start() }",
            "List { }.navigationTitle(↓\"Welcome!\")",
            "Text(\"a\").alert(↓\"Saved!\", isPresented: $saved) { }",
        ],
        nonTriggeringExamples: [
            "Button(\"Start\") { start() }",
            "Text(\"You're all set!\")",
            "Button(\"Is it?\") { }",
            "Button(\"!=\") { }",
        ])

    public var needs: RuleNeeds { .visibleStrings }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let titles: [WatchedName] = [.button, .navigationTitle, .alert, .confirmationDialog, .section]
        return context.visibleStrings.compactMap { literal, shownBy in
            guard titles.contains(shownBy) else { return nil }
            let text = context.file.text(literal)
            // A mark ending a word ("Done!"), not an operator spelled out ("!=").
            guard zip(text, text.dropFirst()).contains(where: { $0.1 == "!" && $0.0.isLetter }) else { return nil }
            return context.hit(at: literal, "An exclamation mark in a button or title: say it calmly.")
        }
    }
}
