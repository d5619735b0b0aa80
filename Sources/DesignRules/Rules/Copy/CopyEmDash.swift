/// `copy/em-dash`: an em dash or en dash in visible text.
public struct CopyEmDash: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "copy/em-dash", family: .copy,
        title: "No em dashes in visible text",
        rationale: """
            "Em-dash (-) is COMPLETELY banned. Zero em-dashes anywhere in visible text: labels, \
            buttons, alerts, navigation titles, body text, accessibility labels." "Date/number ranges \
            use a hyphen (-)."
            """,
        fix: "Use a period, comma or colon, or restructure the sentence; a hyphen for a range.",
        isOptIn: true,
        measured: Measured(0, of: 4),
        triggeringExamples: [
            "Text(↓\"Synced \u{2014} 2 minutes ago\")",
            "Button(↓\"Save \u{2013} and close\") { save() }",
            "List { }.navigationTitle(↓\"Inbox \u{2014} Work\")",
        ],
        nonTriggeringExamples: [
            "Text(\"Synced. 2 minutes ago\")",
            "Text(verbatim: \"a \u{2014} b\")",
            "logger.info(\"Sync \u{2014} done\")",
            "// Synced \u{2014} then shown",
            "Text(\"9-17\")",
        ])

    public var needs: RuleNeeds { .visibleStrings }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.visibleStrings.compactMap { literal, _ in
            guard Self.holdsDash(context.file.bytes[context.file.tokens[literal].range]) else { return nil }
            return context.hit(at: literal, "A dash as a separator in visible text: use a period, comma or colon.")
        }
    }

    /// U+2014 or U+2013 in UTF-8: E2 80 94, E2 80 93.
    static func holdsDash(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0x94 || bytes[index + 2] == 0x93 {
                return true
            }
            index += 1
        }
        return false
    }
}
