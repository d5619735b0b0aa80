/// `api/timer-publish`: a Combine timer driving the UI.
public struct APITimerPublish: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/timer-publish", family: .api,
        title: "Use TimelineView, not Timer.publish",
        rationale: """
            "Timer.publish for UI animation is banned. Use SwiftUI animation APIs or TimelineView." A \
            timer keeps firing off screen and is one more subscription to cancel.
            """,
        fix: "Use TimelineView(.periodic(from:by:)) or an animation; for work, a loop in .task.",
        availability: .os2021,
        isOptIn: true,
        measured: Measured(4, of: 13),
        triggeringExamples: [
            "struct Clock: View {\n    let timer = ↓Timer.publish(every: 1, on: .main, in: .common).autoconnect()\n}",
            "struct Blink: View {\n    var body: some View {\n        Text(\"a\").onReceive(↓Timer.publish(every: 0.5, on: .main, in: .default).autoconnect()) { _ in tick() }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }",
            "let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }",
            "// Timer.publish is gone",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.mentions(of: .timer).compactMap { index in
            guard context.isViewCode(index), file.kind(index + 1) == .period, file.tokenIs(index + 2, "publish") else {
                return nil
            }
            return context.hit(at: index, "Timer.publish drives the UI from a timer; use TimelineView or an animation.")
        }
    }
}
