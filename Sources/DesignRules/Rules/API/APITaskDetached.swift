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
        isOptIn: true,
        measured: Measured(2, of: 10),
        triggeringExamples: [
            "struct FeedView: View {\n    func load() { Task.↓detached { await model.load() } }\n}",
            "@MainActor @Observable final class Store {\n    func compact() {\n        let task = Task.↓detached(priority: .background) {\n            try await store.compact()\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "Task { await model.load() }",
            ".task { await model.load() }",
            "let detached = true",
            "@Observable final class Importer {\n    func run() async { let data = await Task.detached { decode() }.value }\n}",
            "struct Backup {\n    func run() { Task.detached { await upload() } }\n}",
            "@Observable final class Invites {\n    func load() { Task.detached { let m = slowRead(); await MainActor.run { self.members = m } } }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.mentions(of: .detached).compactMap { index in
            guard context.isViewCode(index), context.isMember(index, of: "Task"),
                let call = context.file.call(at: index)
            else { return nil }
            // `await Task.detached { ... }.value`: work sent off the actor and awaited, on purpose.
            if context.file.kind(call.end + 1) == .period, context.file.tokenIs(call.end + 2, "value") { return nil }
            // Work sent off the actor that hops back with its result (`Task { @MainActor in`, `MainActor.run`).
            if (call.name...call.end).contains(where: {
                context.file.tokenIs($0, "MainActor") || context.file.tokenIs($0, "@MainActor")
            }) {
                return nil
            }
            return context.hit(at: index, "Task.detached drops the actor and cancellation; use Task { }.")
        }
    }
}
