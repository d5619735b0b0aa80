/// `api/ui-feedback-generator`: UIKit haptics where `.sensoryFeedback` fits.
public struct APIUIFeedbackGenerator: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/ui-feedback-generator", family: .api,
        title: "Use .sensoryFeedback, not UIKit feedback generators",
        rationale: """
            "Haptic Feedback: .sensoryFeedback() modifier for tactile response. NEVER use \
            UIImpactFeedbackGenerator directly." The modifier ties the haptic to a state change.
            """,
        fix: "Add .sensoryFeedback(.impact, trigger: value) to the view whose state changes.",
        availability: .os2023, isOptIn: true,
        measured: Measured(13, of: 15),
        triggeringExamples: [
            "struct Stepper: View {\n    func bump() { ↓UIImpactFeedbackGenerator(style: .medium).impactOccurred() }\n}",
            "@Observable final class Checkout {\n    let generator = ↓UINotificationFeedbackGenerator()\n}",
            "extension PickerView {\n    func changed() { ↓UISelectionFeedbackGenerator().selectionChanged() }\n}",
        ],
        nonTriggeringExamples: [
            "Button(\"a\") { count += 1 }.sensoryFeedback(.increase, trigger: count)",
            "let generator: UIImpactFeedbackGenerator? = nil",
            "// UIImpactFeedbackGenerator() is UIKit",
            "final class MessageHandler {\n    func haptic() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let generators = [
            WatchedName.impactFeedbackGenerator, .notificationFeedbackGenerator, .selectionFeedbackGenerator,
        ]
        return generators.flatMap { context.initializerCalls(of: $0) }.sorted { $0.index < $1.index }.compactMap {
            index, _ in
            guard context.isViewCode(index) else { return nil }
            return context.hit(at: index, "A UIKit feedback generator: use .sensoryFeedback(_:trigger:) on the view.")
        }
    }
}
