/// `api/dispatch-after`: timing UI with `asyncAfter`.
public struct APIDispatchAfter: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/dispatch-after", family: .api,
        title: "Sequence with completions, not asyncAfter",
        rationale: """
            "DispatchQueue.main.asyncAfter for timing is banned. Use withAnimation { } completion: { } \
            for chaining, or Task.sleep(for:) inside .task." A delay guesses how long the last step takes.
            """,
        fix: "Chain with withAnimation { } completion: { }, or await Task.sleep(for:) in .task.",
        availability: .os2023,
        isOptIn: true,
        measured: Measured(14, of: 20),
        triggeringExamples: [
            "struct Badge: View {\n    var body: some View {\n        Text(\"a\").onAppear { DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.3) { show = true } }\n    }\n}",
            "final class FeedViewModel: ObservableObject {\n    func retry() { queue.↓asyncAfter(deadline: .now() + .seconds(1)) { self.retry() } }\n}",
            "struct Sheet: View {\n    func close() {\n        if #available(iOS 17.0, *) {\n            DispatchQueue.main.↓asyncAfter(deadline: .now() + 0.3) { dismiss() }\n        } else {\n            dismiss()\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "withAnimation { expanded = true } completion: { showBadge = true }",
            ".task { try? await Task.sleep(for: .seconds(1)); showBadge = true }",
            "// asyncAfter was removed",
            "@Observable final class Player {\n    func start() { DispatchQueue.main.asyncAfter(deadline: .now() + 15, execute: timeout) }\n}",
            "struct Probe {\n    func start() { queue.asyncAfter(deadline: .now() + 5) { timeout() } }\n}",
            // The fallback an older system needs, beside the newer branch that uses the replacement.
            "struct Sheet: View {\n    func close() {\n        if #available(iOS 17.0, *) {\n            withAnimation { offset = 0 } completion: { dismiss() }\n        } else {\n            withAnimation { offset = 0 }\n            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { dismiss() }\n        }\n    }\n}",
            "extension MapView {\n    final class Coordinator: NSObject, MLNMapViewDelegate {\n        func moved() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { recenter() } }\n    }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .asyncAfter).compactMap { call in
            guard context.isViewCode(call.name) else { return nil }
            // `asyncAfter(deadline: ..., execute: timeout)`: a work item kept to be cancelled, a
            // timeout rather than a delay that times the UI.
            if let work = context.file.argument(call, labeled: "execute"), work.value.count == 1,
                context.file.kind(work.value.lowerBound) == .identifier
            {
                return nil
            }
            return context.hit(
                at: call.name, "asyncAfter times the UI by a guess; chain with completions or Task.sleep(for:).")
        }
    }
}
