/// `perf/unstable-identity`: `.id(UUID())`, an identity that changes on every update.
public struct PerfUnstableIdentity: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/unstable-identity", family: .perf,
        title: "Give views a stable identity",
        rationale: """
            SwiftUI matches views across updates by identity. `.id(UUID())` is a new view on every \
            update: its state is lost, its appearance animates again, and everything inside it is \
            built anew.
            """,
        fix: "Give the view an id that changes only when it should be a new view (a model's id, a version).",
        isOptIn: true,
        measured: Measured(2, of: 5),
        triggeringExamples: [
            "Text(\"a\").id(↓UUID())",
            "ProgressView()\n    .id(↓UUID())",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").id(item.id)",
            "struct Item: Identifiable { let id = UUID() }",
            "ForEach(items) { item in Row(item) }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.initializerCalls(of: .uuid).compactMap { index, call in
            // `.id(UUID())`
            guard call.arguments.isEmpty, file.kind(index - 1) == .leftParen, file.tokenIs(index - 2, "id"),
                file.kind(index - 3) == .period
            else { return nil }
            return context.hit(at: index, ".id(UUID()) makes a new view on every update.")
        }
    }
}
