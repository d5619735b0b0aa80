import SwiftLexer

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
        availability: .os2021,
        isOptIn: true,
        measured: Measured(2, of: 3),
        triggeringExamples: [
            "struct PriceView: View {\n    var body: some View { Text(↓String(format: \"%.2f\", price)) }\n}",
            "struct TripView: View {\n    var label: String { ↓String(format: \"%.1f km\", distance) }\n}",
        ],
        nonTriggeringExamples: [
            "Text(price, format: .currency(code: \"EUR\"))",
            "Text(price.formatted(.number.precision(.fractionLength(2))))",
            "let name = String(describing: type)",
            "let text = String(localized: \"Hello\")",
            "extension Color {\n    var hex: String { String(format: \"#%02X%02X%02X\", r, g, b) }\n}",
            "struct ErrorView: View {\n    var code: String { String(format: \"%@ %d\", error.domain, error.code) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .string).compactMap { index, call in
            // Text a view shows; a model's or a helper's format (a hex code, a log line) is not for a reader.
            guard context.isViewCode(index, viewModels: false), let first = call.arguments.first?.label,
                context.file.tokenIs(first, "format"), formatsADecimal(call, context: context)
            else { return nil }
            return context.hit(at: index, "String(format:) ignores the user's locale; use a FormatStyle.")
        }
    }

    /// The format string (a literal) formats a decimal number (`%f`, `%.2f`, `%g`, `%e`): the value
    /// a locale writes differently. `%@ %d` joining an error's domain and code is an identifier.
    private func formatsADecimal(_ call: CallSite, context: RuleContext) -> Bool {
        guard let format = call.arguments.first, context.file.kind(format.value.lowerBound) == .stringLiteral else {
            return false
        }
        let bytes = Array(context.file.text(format.value.lowerBound).utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                var cursor = index + 1
                // Flags, width and precision: `%-8.2f`, `%'.1f`.
                while cursor < bytes.count, "0123456789.-+ #'l".utf8.contains(bytes[cursor]) { cursor += 1 }
                if cursor < bytes.count, "fFgGeE".utf8.contains(bytes[cursor]) { return true }
                index = cursor
            }
            index += 1
        }
        return false
    }
}
