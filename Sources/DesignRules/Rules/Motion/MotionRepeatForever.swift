/// `motion/repeat-forever`: an animation that never ends.
public struct MotionRepeatForever: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "motion/repeat-forever", family: .motion, severity: .warning,
        title: "Never repeat an animation forever",
        rationale: """
            "repeatForever. A UI that never goes idle hangs everything that waits for idle: accessibility \
            snapshots, UI automation, VoiceOver."
            """,
        fix: "Use .repeatCount(n) and honour \\.accessibilityReduceMotion.",
        isOptIn: true,
        measured: Measured(0, of: 6),
        triggeringExamples: [
            "withAnimation(.linear(duration: 1).↓repeatForever(autoreverses: false)) { spin = true }",
            "let pulse = Animation.easeInOut.↓repeatForever()",
        ],
        nonTriggeringExamples: [
            "withAnimation(.easeInOut.repeatCount(3)) { pulse = true }",
            "// .repeatForever()",
            "repeatForever()",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sitesIncludingDefinitions(.motion).compactMap { site in
            site.site == "repeat-forever"
                ? context.hit(at: site, "This animation never ends; the UI never goes idle.") : nil
        }
    }
}
