import SwiftLexer

/// `perf/formatter-in-view`: a formatter built in a view.
public struct PerfFormatterInView: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/formatter-in-view", family: .perf,
        title: "Format with FormatStyle, not a formatter built in the view",
        rationale: """
            "Avoid inline formatters. Use Text(date, format:) directly, not DateFormatter instances." \
            A formatter is expensive to build, and a view builds it again every time it is recreated.
            """,
        fix: "Use Text(date, format: .dateTime.day().month()), or a static formatter built once.",
        availability: .os2021,
        isOptIn: true,
        measured: Measured(22, of: 27),
        triggeringExamples: [
            "struct Row: View {\n    var body: some View {\n        let formatter = ↓DateFormatter()\n        Text(formatter.string(from: date))\n    }\n}",
            "struct Price: View {\n    var text: String { ↓NumberFormatter().string(from: value) ?? \"\" }\n}",
            "struct Ago: View {\n    private let formatter = ↓RelativeDateTimeFormatter()\n    var body: some View { Text(formatter.localizedString(for: date, relativeTo: .now)) }\n}",
        ],
        nonTriggeringExamples: [
            "struct Row: View {\n    static let formatter = DateFormatter()\n}",
            "struct Row: View {\n    static let formatter: DateFormatter = {\n        let f = DateFormatter()\n        f.dateStyle = .short\n        return f\n    }()\n}",
            "struct Row: View {\n    var body: some View { Text(date, format: .dateTime) }\n}",
            "final class Exporter {\n    let formatter = ISO8601DateFormatter()\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let formatters: [WatchedName] = [
            .dateFormatter, .numberFormatter, .dateComponentsFormatter, .relativeDateTimeFormatter,
            .iso8601DateFormatter, .measurementFormatter, .byteCountFormatter, .listFormatter,
        ]
        let file = context.file
        return formatters.flatMap { context.initializerCalls(of: $0) }.sorted { $0.index < $1.index }.compactMap {
            index, _ in
            guard context.isViewCode(index, viewModels: false) else { return nil }
            // `static let formatter = DateFormatter()`: built once for every view.
            if (max(0, index - 6)..<index).contains(where: { file.tokenIs($0, "static") }) { return nil }
            // `static let formatter: DateFormatter = { let f = DateFormatter(); ...; return f }()`.
            if let brace = context.enclosingBrace(of: index, where: { _ in true }),
                (max(0, brace - 8)..<brace).contains(where: { file.tokenIs($0, "static") })
            {
                return nil
            }
            return context.hit(
                at: index, "\(file.text(index)) built in a view: use a FormatStyle or a static formatter.")
        }
    }
}
