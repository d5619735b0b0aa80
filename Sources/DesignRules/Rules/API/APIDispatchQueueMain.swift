/// `api/dispatch-queue-main`: hopping to the main thread with `DispatchQueue.main.async`.
public struct APIDispatchQueueMain: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/dispatch-queue-main", family: .api,
        title: "Use @MainActor, not DispatchQueue.main",
        rationale: """
            "Concurrency: async/await, actors, Task. NEVER DispatchQueue." Under strict concurrency \
            the compiler checks what runs on the main actor; a closure sent to a queue it cannot.
            """,
        fix: "Mark the code @MainActor, or await MainActor.run { } from async code.",
        isOptIn: true,
        measured: Measured(5, of: 12),
        triggeringExamples: [
            "@Observable final class FeedModel {\n    func loaded() { ↓DispatchQueue.main.async { self.items = items } }\n}",
            "struct FeedView: View {\n    func finish() {\n        ↓DispatchQueue.main.sync {\n            isLoading = false\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "await MainActor.run { isLoading = false }",
            "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { }",
            "let queue = DispatchQueue(label: \"io\")",
            "struct Cache {\n    func flush() { DispatchQueue.main.async { } }\n}",
            "final class PlayerController: UIViewController {\n    func reload() { DispatchQueue.main.async { self.table.reloadData() } }\n}",
            "struct Web: UIViewRepresentable {\n    final class Coordinator: NSObject {\n        func done() { DispatchQueue.main.async { } }\n    }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.mentions(of: .dispatchQueue).compactMap { index in
            guard context.isViewCode(index), file.kind(index + 1) == .period, file.tokenIs(index + 2, "main"),
                file.kind(index + 3) == .period,
                file.tokenIs(index + 4, "async") || file.tokenIs(index + 4, "sync")
            else { return nil }
            return context.hit(at: index, "DispatchQueue.main: run the code on the main actor instead.")
        }
    }
}
