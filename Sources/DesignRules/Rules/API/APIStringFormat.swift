/// `api/string-format`: `String(format:)` where a FormatStyle fits.
public struct APIStringFormat: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/string-format", family: .api,
        title: "Format values with FormatStyle, not String(format:)",
        rationale: """
            "NEVER use String(format: \\"%.2f\\", value)." Text(value, format: .number), \
            .currency(code:) and .dateTime follow the user's locale; a C format string does not.
            """,
        fix: "Use Text(value, format: .number.precision(.fractionLength(2))) or value.formatted(...).",
        triggeringExamples: [
            "Text(↓String(format: \"%.2f\", price))",
            "let label = ↓String(format: \"%d items\", count)",
        ],
        nonTriggeringExamples: [
            "Text(price, format: .currency(code: \"EUR\"))",
            "Text(price.formatted(.number.precision(.fractionLength(2))))",
            "let name = String(describing: type)",
            "let text = String(localized: \"Hello\")",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .string).compactMap { index, call in
            guard let first = call.arguments.first?.label, context.file.tokenIs(first, "format") else { return nil }
            return context.hit(at: index, "String(format:) ignores the user's locale; use a FormatStyle.")
        }
    }
}
