/// `api/task-detached`: `Task.detached`.
public struct APITaskDetached: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/task-detached", family: .api,
        title: "Avoid Task.detached",
        rationale: """
            "Task.detached(): almost always a bad idea. Check usage extremely carefully." A detached \
            task drops the actor, priority and task-local values, and is not cancelled with its caller.
            """,
        fix: "Use Task { } (or .task) and move heavy work into a nonisolated async function.",
        triggeringExamples: [
            "Task.↓detached { await model.load() }",
            "let task = Task.↓detached(priority: .background) {\n    try await store.compact()\n}",
        ],
        nonTriggeringExamples: [
            "Task { await model.load() }",
            ".task { await model.load() }",
            "let detached = true",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.mentions(of: .detached).compactMap { index in
            guard context.isMember(index, of: "Task"), context.file.call(at: index) != nil else { return nil }
            return context.hit(at: index, "Task.detached drops the actor and cancellation; use Task { }.")
        }
    }
}
