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
        triggeringExamples: [
            "var body: some View {\n    List(items.↓sorted { $0.date > $1.date }) { Row($0) }\n}",
            "var body: some View {\n    ForEach(posts.↓filter { $0.isPinned }) { Post($0) }\n}",
            "var body: some View {\n    let settings = try? ↓JSONDecoder().decode(Settings.self, from: data)\n    Text(settings?.name ?? \"\")\n}",
        ],
        nonTriggeringExamples: [
            "var sortedItems: [Item] { items.sorted() }",
            "func load() { items = items.filter(\\.isVisible) }",
            "var body: some View { List(model.sortedItems) { Row($0) } }",
            "var body: some View {\n    List { }.onDrop(of: [.url], isTargeted: nil) { providers in\n        providers.filter { $0.canLoad() }.isEmpty\n    }\n}",
        ])

    /// Modifiers whose closure runs on an event, not when body does.
    private static let actions: [StaticString] = [
        "onDrop", "onTapGesture", "onAppear", "onDisappear", "onChange", "task", "onReceive", "onSubmit", "onDelete",
        "onMove", "action", "refreshable", "onLongPressGesture", "contextMenu", "swipeActions",
    ]

    /// Whether token `index` sits in a closure that runs on an event (`.onDrop { providers in
    /// ... }`, a button's action) on its way out to `body`.
    private func isInActionClosure(_ index: Int, file: SourceFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            if file.tokens[cursor].kind.isClosingBracket, let open = file.match(cursor) {
                cursor = open - 1
                continue
            }
            if file.kind(cursor) == .leftBrace {
                if file.tokenIs(cursor - 1, "View"), file.tokenIs(cursor - 2, "some") { return false }
                var callee = cursor - 1
                if file.kind(callee) == .colon { callee -= 1 }
                if file.kind(callee) == .rightParen, let open = file.match(callee) { callee = open - 1 }
                if Self.actions.contains(where: { file.tokenIs(callee, $0) }) { return true }
                // `Button { action } label: { }`: the first closure of a Button is its action.
                if file.tokenIs(callee, "Button") { return true }
            }
            cursor -= 1
        }
        return false
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let work =
            context.memberCalls(of: .sorted).map(\.name) + context.memberCalls(of: .filter).map(\.name)
            + context.initializerCalls(of: .jsonDecoder).map(\.index)
        return work.sorted().compactMap { index in
            guard context.isInBody(index), !isInActionClosure(index, file: context.file) else { return nil }
            return context.hit(at: index, "\(context.file.text(index)) in body runs on every update: compute it once.")
        }
    }
}
