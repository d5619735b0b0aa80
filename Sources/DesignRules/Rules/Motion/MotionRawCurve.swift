/// `motion/raw-curve`: an animation curve with literal parameters.
public struct MotionRawCurve: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "motion/raw-curve", family: .motion,
        title: "Use the named curves of the motion scale",
        rationale: """
            "Motion.swift: 6 curves + the never-repeatForever rule." The measured app had 21 springs; each \
            literal curve is one more feel the product has to explain.
            """,
        fix: "Use a Motion token (Motion.press) or a system preset (.smooth, .snappy, .bouncy).",
        isOptIn: true,
        measured: Measured(2, of: 3),
        triggeringExamples: [
            "enum Motion { static let press = Animation.snappy; static let calm = Animation.smooth; static let pop = Animation.bouncy }\nwithAnimation(.spring(response: ↓0.35, dampingFraction: 0.8)) { open = true }",
            "enum Motion { static let press = Animation.snappy; static let calm = Animation.smooth; static let pop = Animation.bouncy }\nText(\"a\").animation(.easeInOut(duration: ↓0.25), value: open)",
            "enum Motion { static let press = Animation.snappy; static let calm = Animation.smooth; static let pop = Animation.bouncy }\nCircle().animation(.interpolatingSpring(stiffness: ↓170, damping: 15), value: x)",
            "enum Motion { static let press = Animation.snappy; static let calm = Animation.smooth; static let pop = Animation.bouncy }\nlet press = Animation.spring(duration: ↓0.4, bounce: 0.2)",
        ],
        nonTriggeringExamples: [
            "withAnimation(Motion.press) { open = true }",
            "withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { open = true }",
            "withAnimation(.snappy) { open = true }",
            "withAnimation(.spring()) { open = true }",
            "Text(\"a\").animation(.easeInOut(duration: Motion.fast), value: open)",
            "enum Motion { static let press = Animation.spring(response: 0.3, dampingFraction: 0.7) }",
            "struct Card { static let press = Animation.spring(duration: 0.4, bounce: 0.2) }",
            "Text(\"a\").animation(isDragging ? .easeIn(duration: 0) : nil, value: offset)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        // A curve is raw against the app's named curves; with none, there is no scale to miss.
        guard context.project.hasTokens(.motion, config: context.config) else { return [] }
        return context.sites(.motion).compactMap { site in
            guard site.kind == .literal, site.site == "spring" || site.site == "curve" else { return nil }
            // `.easeIn(duration: 0)`: no animation, said as a curve; not a feel of the product.
            if site.site == "curve", site.value == 0 { return nil }
            return context.hit(
                at: site, "The curve \(site.text) is written with literal parameters; use a named curve.")
        }
    }
}
