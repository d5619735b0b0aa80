/// `a11y/reduce-motion-ignored`: large motion in a file that never asks about Reduce Motion.
public struct A11yReduceMotionIgnored: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/reduce-motion-ignored", family: .a11y,
        title: "Respect Reduce Motion where motion is large",
        rationale: """
            "Respect accessibilityReduceMotion - replace complex animations with opacity fades." \
            Repeating, matched-geometry, phase, keyframe and scroll transitions are the motion that \
            makes people with vestibular disorders ill.
            """,
        fix: "Read @Environment(\\.accessibilityReduceMotion) and fall back to an opacity fade or no animation.",
        isOptIn: true,
        measured: Measured(8, of: 12),
        triggeringExamples: [
            "Circle().scaleEffect(pulse ? 1.2 : 1)\n    .animation(.easeInOut.↓repeatCount(3), value: pulse)",
            "Image(\"a\").↓matchedGeometryEffect(id: item.id, in: namespace)\nText(\"b\").matchedGeometryEffect(id: 2, in: namespace)",
            "content.↓scrollTransition { view, phase in view.opacity(phase.isIdentity ? 1 : 0) }",
        ],
        nonTriggeringExamples: [
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion\nImage(\"a\").matchedGeometryEffect(id: 1, in: ns)",
            "if !UIAccessibility.isReduceMotionEnabled { content.phaseAnimator([0, 1]) { $0.opacity($1) } }",
            "Text(\"a\").animation(.easeInOut, value: isOn)",
            "// matchedGeometryEffect needs a namespace",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        // An app that guards its animations in an `extension Animation` of its own is trusted.
        guard context.isSwiftUICode, !context.project.readsReduceMotion,
            context.mentions(of: .accessibilityReduceMotion).isEmpty,
            context.mentions(of: .isReduceMotionEnabled).isEmpty
        else { return [] }
        let large: [WatchedName] = [
            .repeatCount, .matchedGeometryEffect, .phaseAnimator, .keyframeAnimator, .scrollTransition,
        ]
        // One finding, at the first: the file as a whole ignores the setting.
        guard let first = large.flatMap({ context.memberCalls(of: $0) }).min(by: { $0.name < $1.name }) else {
            return []
        }
        return [
            context.hit(
                at: first.name,
                "\(context.file.text(first.name)) in a file that never reads accessibilityReduceMotion: give it a reduced fallback."
            )
        ]
    }
}
