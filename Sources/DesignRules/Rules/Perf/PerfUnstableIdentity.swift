/// `perf/unstable-identity`: an identity that changes on every update, or with the position.
public struct PerfUnstableIdentity: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/unstable-identity", family: .perf,
        title: "Give views a stable identity",
        rationale: """
            SwiftUI matches views across updates by identity. `.id(UUID())` is a new view on every \
            update (its state is lost, its appearance animates again); an index or an offset moves \
            with every insertion, and `ForEach(0..<items.count)` is a constant range that does not \
            follow the collection.
            """,
        fix: "Identify items by a stable property (Identifiable, id: \\.id), and iterate the collection itself.",
        triggeringExamples: [
            "Text(\"a\").id(↓UUID())",
            "↓ForEach(Array(items.enumerated()), id: \\.offset) { index, item in Row(item) }",
            "↓ForEach(0..<items.count) { index in Row(items[index]) }",
        ],
        nonTriggeringExamples: [
            "ForEach(items) { item in Row(item) }",
            "ForEach(0..<5) { Star(index: $0) }",
            "ForEach(Array(items.enumerated()), id: \\.element.id) { index, item in Row(item) }",
            "struct Item: Identifiable { let id = UUID() }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        var hits: [RuleHit] = []
        for (index, call) in context.initializerCalls(of: .uuid) where call.arguments.isEmpty {
            // `.id(UUID())`
            if file.kind(index - 1) == .leftParen, file.tokenIs(index - 2, "id"), file.kind(index - 3) == .period {
                hits.append(context.hit(at: index, ".id(UUID()) makes a new view on every update."))
            }
        }
        for (index, call) in context.initializerCalls(of: .forEach) {
            if let id = file.argument(call, labeled: "id"), id.value.count == 3,
                file.tokenIs(id.value.lowerBound + 2, "offset")
            {
                hits.append(
                    context.hit(at: index, "ForEach identified by offset: identity moves with every insertion."))
            } else if let range = call.arguments.first, range.label == nil, file.tokenIs(range.value.lowerBound, "0"),
                file.tokenIs(range.value.lowerBound + 1, "..<"), file.tokenIs(range.value.upperBound - 1, "count"),
                file.kind(range.value.upperBound - 2) == .period
            {
                hits.append(
                    context.hit(at: index, "ForEach over 0..<count does not follow the collection: iterate it."))
            }
        }
        return hits.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
