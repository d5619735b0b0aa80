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
            "struct PriceView: View {\n    var body: some View { Text(↓String(format: \"%.2f\", price)) }\n}",
            "struct CartView: View {\n    var label: String { ↓String(format: \"%d items\", count) }\n}",
        ],
        nonTriggeringExamples: [
            "Text(price, format: .currency(code: \"EUR\"))",
            "Text(price.formatted(.number.precision(.fractionLength(2))))",
            "let name = String(describing: type)",
            "let text = String(localized: \"Hello\")",
            "extension Color {\n    var hex: String { String(format: \"#%02X%02X%02X\", r, g, b) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .string).compactMap { index, call in
            // Text a view shows; a model's or a helper's format (a hex code, a log line) is not for a reader.
            guard context.isViewCode(index, viewModels: false), let first = call.arguments.first?.label,
                context.file.tokenIs(first, "format")
            else { return nil }
            return context.hit(at: index, "String(format:) ignores the user's locale; use a FormatStyle.")
        }
    }
}
