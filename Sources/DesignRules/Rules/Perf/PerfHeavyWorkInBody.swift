import SwiftLexer

/// `perf/heavy-work-in-body`: sorting, filtering or decoding inside `body`.
public struct PerfHeavyWorkInBody: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/heavy-work-in-body", family: .perf, severity: .note,
        title: "Keep sorting, filtering and decoding out of body",
        rationale: """
            "body is called frequently. Move sorting, filtering, and heavy computation out of body." \
            Every state change runs it again, for every view that reads the state.
            """,
        fix:
            "Compute it when the data changes (in the model, or with .onChange into @State) and read the result in body.",
        isOptIn: true,
        measured: Measured(4, of: 12),
        triggeringExamples: [
            "var body: some View {\n    List(items.↓sorted { $0.date > $1.date }) { Row($0) }\n}",
            "var body: some View {\n    ForEach(posts.↓filter { $0.isPinned }) { Post($0) }\n}",
            "var body: some View {\n    let settings = try? ↓JSONDecoder().decode(Settings.self, from: data)\n    Text(settings?.name ?? \"\")\n}",
        ],
        nonTriggeringExamples: [
            "var sortedItems: [Item] { items.sorted() }",
            "func load() { items = items.filter(\\.isVisible) }",
            "var body: some View { List(model.sortedItems) { Row($0) } }",
            "var body: some View {\n    if let filter = viewModel.filter {\n        Banner(filter)\n    }\n}",
            "var body: some View {\n    ForEach(Gesture.allCases.sorted(by: { $0.order < $1.order })) { Row($0) }\n}",
            "var body: some View {\n    if let field = account.fields.filter({ $0.verifiedAt != nil }).first {\n        Badge(field)\n    }\n}",
            "var body: some View {\n    Toggle(\"All\", isOn: .constant(sensors.filter { !$0.isEnabled }.isEmpty))\n}",
            "var body: some View {\n    List { }.onDrop(of: [.url], isTargeted: nil) { providers in\n        providers.filter { $0.canLoad() }.isEmpty\n    }\n}",
        ])

    /// `if let filter = viewModel.filter {`: a property named like the method, in a condition whose
    /// body follows; the line reads it, nothing is filtered.
    private func isInCondition(_ index: Int, file: SourceFile) -> Bool {
        var cursor = index
        while cursor > 0, !file.tokens[cursor].flags.contains(.newlineBefore) {
            cursor -= 1
            if file.kind(cursor) == .keyword,
                file.tokenIs(cursor, "if") || file.tokenIs(cursor, "guard") || file.tokenIs(cursor, "while")
            {
                return file.kind(index + 1) == .leftBrace
            }
        }
        return false
    }

    /// `fields.filter { $0.isVerified }.first`, `sensors.filter { !$0.isOn }.isEmpty`: a lookup
    /// written long-hand, whose fix is `first(where:)` or `contains(where:)` (a style point), not
    /// moving work out of body.
    private func isLookup(_ index: Int, file: SourceFile) -> Bool {
        guard file.tokenIs(index, "filter"), let call = file.call(at: index), file.kind(call.end + 1) == .period
        else { return false }
        return file.tokenIs(call.end + 2, "first") || file.tokenIs(call.end + 2, "isEmpty")
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let work =
            context.memberCalls(of: .sorted).map(\.name) + context.memberCalls(of: .filter).map(\.name)
            + context.initializerCalls(of: .jsonDecoder).map(\.index)
        return work.sorted().compactMap { index in
            guard context.isInBody(index), !context.isInActionClosure(index),
                !isInCondition(index, file: context.file), !isLookup(index, file: context.file),
                // `Kind.allCases.sorted()`: a handful of cases known in advance.
                !context.modifierNames(before: index).contains(where: { context.file.tokenIs($0, "allCases") })
            else { return nil }
            return context.hit(at: index, "\(context.file.text(index)) in body runs on every update: compute it once.")
        }
    }
}
