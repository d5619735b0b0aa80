/// `api/ui-screen-bounds`: `UIScreen.main.bounds` read for a layout.
public struct APIUIScreenBounds: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/ui-screen-bounds", family: .api,
        title: "Size from the container, not UIScreen.main.bounds",
        rationale: """
            "NEVER use UIScreen.main.bounds to read available space." The screen is not the window: \
            split view, Stage Manager, iPad multitasking and rotation all give a view less, or more.
            """,
        fix: "Use containerRelativeFrame(), or a GeometryReader as a last resort.",
        isOptIn: true,
        measured: Measured(5, of: 12),
        triggeringExamples: [
            "Image(\"a\").frame(width: ↓UIScreen.main.bounds.width * 0.8)",
            "let height = ↓UIScreen.main.bounds.size.height",
        ],
        nonTriggeringExamples: [
            "Image(\"a\").containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }",
            "let scale = UIScreen.main.scale",
            "class AppDelegate: UIResponder, UIApplicationDelegate {\n    let window = UIWindow(frame: UIScreen.main.bounds)\n}",
            "// UIScreen.main.bounds is not the window",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.mentions(of: .uiScreen).compactMap { index in
            guard file.kind(index + 1) == .period, file.tokenIs(index + 2, "main"), file.kind(index + 3) == .period,
                file.tokenIs(index + 4, "bounds")
            else { return nil }
            return context.hit(
                at: index, "UIScreen.main.bounds is not the space this view has; size from its container.")
        }
    }
}
