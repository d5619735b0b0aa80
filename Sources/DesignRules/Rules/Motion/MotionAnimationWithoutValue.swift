/// `motion/animation-without-value`: the deprecated implicit `.animation(_:)`.
public struct MotionAnimationWithoutValue: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "motion/animation-without-value", family: .motion,
        title: "Give .animation a value to watch",
        rationale: """
            "animation(nil) or .animation(.default) without a value: parameter is banned. Always provide value:." \
            Without it every change of the view animates, including ones nobody designed.
            """,
        fix: "Add value: with the state the animation follows, or use withAnimation at the change.",
        triggeringExamples: [
            "Text(\"a\").↓animation(.easeInOut)",
            "Text(\"a\").↓animation(nil)",
            "Text(\"a\")\n    .↓animation(.spring(response: 0.3, dampingFraction: 0.7))",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").animation(.easeInOut, value: isOpen)",
            "Toggle(\"a\", isOn: $flag.animation(.default))",
            "Toggle(\"a\", isOn: $model.flag.animation())",
            "let a = transaction.animation",
            "Text(\"a\").animation(Motion.press, value: pressed)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.calls.animations.compactMap { call in
            if context.file.argument(call, labeled: "value") != nil { return nil }
            // `$flag.animation(...)` is Binding's transaction animation, not the view modifier.
            if case .path(let path) = call.receiver, let root = path.first,
                context.file.bytes[Int(context.file.tokens[root].start)] == UInt8(ascii: "$")
            {
                return nil
            }
            return context.hit(
                at: call.name, ".animation without value: animates every change of this view; pass value:.")
        }
    }
}
