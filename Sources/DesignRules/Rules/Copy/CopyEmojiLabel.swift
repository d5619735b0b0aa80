/// `copy/emoji-label`: emoji in button labels and section headers.
public struct CopyEmojiLabel: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "copy/emoji-label", family: .copy,
        title: "SF Symbols, not emoji, in buttons and headers",
        rationale: """
            "NO emoji in button labels or section headers. Use SF Symbols." An emoji ignores the \
            text's weight, tint and Dynamic Type, and VoiceOver reads its full name.
            """,
        fix: "Use Button(\"Title\", systemImage: \"...\") or Label with an SF Symbol.",
        isOptIn: true,
        measured: Measured(0, of: 1),
        triggeringExamples: [
            "Button(↓\"\u{1F680} Launch\") { launch() }",
            "Section(↓\"\u{2B50}\u{FE0F} Favourites\") { }",
            "Label(↓\"Done \u{2705}\", systemImage: \"checkmark\")",
        ],
        nonTriggeringExamples: [
            "Button(\"Launch\", systemImage: \"paperplane\") { launch() }",
            "Text(\"Great job \u{1F389}\")",
            "Section(\"Top 10 #1 picks\") { }",
        ])

    public var needs: RuleNeeds { .visibleStrings }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.visibleStrings.compactMap { literal, shownBy in
            guard shownBy == .button || shownBy == .section || shownBy == .label,
                context.file.bytes[context.file.tokens[literal].range].contains(where: { $0 >= 0x80 }),
                context.file.text(literal).unicodeScalars.contains(where: Self.isEmoji)
            else { return nil }
            return context.hit(at: literal, "An emoji in a label: use an SF Symbol.")
        }
    }

    /// A pictograph: drawn as emoji by default, or a symbol from the emoji planes. Digits, `#`
    /// and `*` have the emoji property too, but are text unless a variation selector asks.
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value >= 0x2100)
    }
}
