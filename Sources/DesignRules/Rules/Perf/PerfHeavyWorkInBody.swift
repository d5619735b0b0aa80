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
        triggeringExamples: [
            "var body: some View {\n    List(items.↓sorted { $0.date > $1.date }) { Row($0) }\n}",
            "var body: some View {\n    ForEach(posts.↓filter { $0.isPinned }) { Post($0) }\n}",
            "var body: some View {\n    let settings = try? ↓JSONDecoder().decode(Settings.self, from: data)\n    Text(settings?.name ?? \"\")\n}",
        ],
        nonTriggeringExamples: [
            "var sortedItems: [Item] { items.sorted() }",
            "func load() { items = items.filter(\\.isVisible) }",
            "var body: some View { List(model.sortedItems) { Row($0) } }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let work =
            context.memberCalls(of: .sorted).map(\.name) + context.memberCalls(of: .filter).map(\.name)
            + context.initializerCalls(of: .jsonDecoder).map(\.index)
        return work.sorted().compactMap { index in
            guard context.isInBody(index) else { return nil }
            return context.hit(at: index, "\(context.file.text(index)) in body runs on every update: compute it once.")
        }
    }
}
