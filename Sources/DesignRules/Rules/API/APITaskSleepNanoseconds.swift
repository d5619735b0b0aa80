/// `api/task-sleep-nanoseconds`: `Task.sleep(nanoseconds:)`.
public struct APITaskSleepNanoseconds: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/task-sleep-nanoseconds", family: .api, severity: .note,
        title: "Sleep for a Duration",
        rationale: "\"Task.sleep: use Task.sleep(for:), never Task.sleep(nanoseconds:).\" A Duration says its unit.",
        fix: "Write try await Task.sleep(for: .milliseconds(300)).",
        availability: .os2022,
        isOptIn: true,
        measured: Measured(1, of: 6),
        triggeringExamples: [
            "struct Toast: View {\n    func hide() async throws { try await Task.sleep(↓nanoseconds: 300_000_000) }\n}",
            "@Observable final class Poller {\n    func wait() async { try? await Task.sleep(↓nanoseconds: UInt64(delay * 1_000_000_000)) }\n}",
        ],
        nonTriggeringExamples: [
            "try await Task.sleep(for: .milliseconds(300))",
            "let nanoseconds = 300_000_000",
            "clock.sleep(nanoseconds: 1)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.mentions(of: .nanoseconds).compactMap { index in
            // `Task.sleep(nanoseconds:`
            guard context.isViewCode(index), file.kind(index + 1) == .colon, file.kind(index - 1) == .leftParen,
                file.tokenIs(index - 2, "sleep"),
                context.isMember(index - 2, of: "Task")
            else { return nil }
            return context.hit(at: index, "Task.sleep(nanoseconds:): sleep for a Duration with Task.sleep(for:).")
        }
    }
}
