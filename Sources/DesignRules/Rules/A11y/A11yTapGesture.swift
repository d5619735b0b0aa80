/// `a11y/tap-gesture`: a tap gesture standing in for a button.
public struct A11yTapGesture: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/tap-gesture", family: .a11y,
        title: "Make tappable things buttons",
        rationale: """
            "Every interactive element must have a text label visible to VoiceOver." A view with \
            .onTapGesture is not a button to VoiceOver, Switch Control or the keyboard: it is not \
            announced as one and cannot be focused and activated like one.
            """,
        fix: "Use a Button (with .buttonStyle(.plain) to keep the look), or add .accessibilityAddTraits(.isButton).",
        triggeringExamples: [
            "Text(\"Show more\")\n    .font(.footnote)\n    .↓onTapGesture { expanded.toggle() }",
            "HStack { Image(systemName: \"star\"); Text(\"a\") }.↓onTapGesture(perform: select)",
        ],
        nonTriggeringExamples: [
            "Button(\"Show more\") { expanded.toggle() }",
            "Text(\"a\").onTapGesture { select() }.accessibilityAddTraits(.isButton)",
            "Text(\"a\").accessibilityAddTraits(.isButton).onTapGesture { select() }",
            "Image(\"photo\").onTapGesture(count: 2) { zoom() }",
            "Color.clear.contentShape(Rectangle()).onTapGesture { isFocused = false }",
            "ScrollView { }.onTapGesture { UIApplication.shared.endEditing() }",
        ])

    /// Words of a closure that only puts the keyboard away: a convenience, not the way to an action.
    private static let dismissWords: [StaticString] = [
        "isFocused", "focused", "focusedField", "endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard",
    ]

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .onTapGesture).compactMap { call in
            // A double tap is a second gesture beside the primary action.
            if let count = file.argument(call, labeled: "count"), !file.tokenIs(count.value.lowerBound, "1") {
                return nil
            }
            let chain = context.modifierNames(before: call.name) + context.modifiers(after: call).map(\.name)
            if context.chain(chain, has: "accessibilityAddTraits") || context.chain(chain, has: "accessibilityAction") {
                return nil
            }
            if let head = context.chainHead(ofModifier: call.name), file.tokenIs(head, "Button") { return nil }
            if let closure = call.trailingClosures.first, let close = file.match(closure),
                (closure..<close).contains(where: { token in Self.dismissWords.contains { file.tokenIs(token, $0) } })
            {
                return nil
            }
            return context.hit(
                at: call.name, ".onTapGesture is not a button to VoiceOver: use a Button or add the .isButton trait.")
        }
    }
}
