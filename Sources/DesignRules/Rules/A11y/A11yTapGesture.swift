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
        isOptIn: true,
        measured: Measured(11, of: 16),
        triggeringExamples: [
            "Text(\"Show more\")\n    .font(.footnote)\n    .↓onTapGesture { expanded.toggle() }",
            "HStack { Image(systemName: \"star\"); Text(\"a\") }.↓onTapGesture(perform: select)",
            "Text(\"Close\").↓onTapGesture { dismiss() }",
            "Color.accentColor.frame(height: 44).↓onTapGesture { openCart() }",
        ],
        nonTriggeringExamples: [
            "Button(\"Show more\") { expanded.toggle() }",
            "Text(\"a\").onTapGesture { select() }.accessibilityAddTraits(.isButton)",
            "Text(\"a\").accessibilityAddTraits(.isButton).onTapGesture { select() }",
            "Image(\"photo\").onTapGesture(count: 2) { zoom() }",
            "Color.clear.contentShape(Rectangle()).onTapGesture { isFocused = false }",
            "ScrollView { }.onTapGesture { UIApplication.shared.endEditing() }",
            "Text(\"Fan level updated\").onTapGesture { showBanner = false }",
            "Text(\"Fan level updated\").onTapGesture { self.showBanner = false }",
            "header.onTapGesture { openProfile() }.accessibilityHidden(true)",
            "ZStack { Color.black; clock }.ignoresSafeArea().contentShape(Rectangle()).onTapGesture(perform: onWake)",
            "struct Cover: View {\n    var onTapGesture: () -> Void\n    var body: some View {\n        poster.simultaneousGesture(TapGesture().onEnded { _ in self.onTapGesture() })\n    }\n}",
            "LazyImage(url: emoji.url) { state in\n    state.image.accessibilityLabel(emoji.name).accessibilityAddTraits(.isButton)\n}.onTapGesture { insert(emoji) }",
            "VStack {\n    Text(overview).lineLimit(expanded ? nil : 4).onTapGesture {\n        withAnimation { expanded.toggle() }\n    }\n    Button(action: {\n        withAnimation { expanded.toggle() }\n    }, label: { Text(expanded ? \"Less\" : \"Read more\") })\n}",
            "Color.clear.contentShape(Rectangle()).onTapGesture { dismissPill() }",
            "Color.black.opacity(0.4).onTapGesture { dismiss() }",
            "Rectangle().fill(.black.opacity(0.5)).onTapGesture { onClose() }",
            "Color(.systemBackground).opacity(0.8).onTapGesture { withAnimation { isPresented = false } }",
            "VideoPlayer(player: player).onTapGesture { withAnimation { controlsVisible.toggle() } }",
            "bubble.onTapGesture { /* keeps the long press working */ }.onLongPressGesture { menu() }",
            "panel.onTapGesture { scale.toggle() }.gesture(DragGesture().onChanged { offset = $0.translation })",
            "TextField(\"Message\", text: $text).focused($composerFocused).onTapGesture { composerFocused = true }",
            "struct Chip: ToggleStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label.onTapGesture { configuration.isOn.toggle() }\n    }\n}",
            "struct Preview: View {\n    var body: some View { Image(\"a\").accessibilityAddTraits(.isButton) }\n}\nlet p = Preview().onTapGesture { open() }",
        ])

    /// Words of a closure that only puts the keyboard away: a convenience, not the way to an action.
    private static let dismissWords: [StaticString] = [
        "endEditing", "resignFirstResponder", "hideKeyboard", "dismissKeyboard",
    ]

    /// Parts of names (any case) of an action that puts something away: on a backdrop, a tap
    /// outside a sheet or a popup that closes it.
    private static let closingWords: [StaticString] = ["dismiss", "close", "hide", "presented", "showing"]

    /// Parts of names (any case) for focus state (`isFocused`, `composerFocused`) and on-screen
    /// chrome (`controlsVisible`, `showOverlay`, `hudHidden`).
    private static let convenienceWords: [StaticString] = ["focus", "controls", "overlay", "hud"]

    /// The structs the file declares that give themselves the button trait or an accessibility
    /// action somewhere in their body, by name: read once per file, and only when it has a tap.
    private func buttonLikeViews(_ context: RuleContext) -> Set<String> {
        let file = context.file
        var names: Set<String> = []
        for declaration in context.declarations.all where file.tokenIs(declaration.keyword, "struct") {
            if (declaration.brace..<declaration.close).contains(where: {
                file.tokenIs($0, "isButton") || file.tokenIs($0, "accessibilityAction")
            }) {
                names.insert(file.text(declaration.simpleName))
            }
        }
        return names
    }

    /// Whether a `Button` in the container around the tap runs the same action as the closure at
    /// `closure` (its statements alike, spacing aside).
    private func repeatsASiblingButton(_ closure: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let close = file.match(closure),
            let container = context.enclosingBrace(of: closure, where: { _ in true }),
            let end = file.match(container)
        else { return false }
        let action = (closure + 1)..<close
        guard !action.isEmpty else { return false }
        return (container..<end).contains { index in
            guard file.tokenIs(index, "Button"), let button = file.call(at: index) else { return false }
            let body =
                file.argument(button, labeled: "action").map(\.value.lowerBound) ?? button.trailingClosures.first
            guard let open = body, file.kind(open) == .leftBrace, let shut = file.match(open) else { return false }
            return file.sameTokens((open + 1)..<shut, action)
        }
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        let taps = context.memberCalls(of: .onTapGesture)
        guard !taps.isEmpty else { return [] }
        // Most files give nothing the button trait: then no struct of theirs is searched for it.
        let buttonLikeViews =
            context.mentions(of: .isButton).isEmpty && context.mentions(of: .accessibilityAction).isEmpty
            ? [] : buttonLikeViews(context)
        return taps.compactMap { call in
            // `self.onTapGesture()`: a closure property of the same name called, not the modifier,
            // which always takes an action.
            if call.arguments.isEmpty && call.trailingClosures.isEmpty { return nil }
            // A double tap is a second gesture beside the primary action.
            if let count = file.argument(call, labeled: "count"), !file.tokenIs(count.value.lowerBound, "1") {
                return nil
            }
            let before = context.chain(before: call.name)
            let chain = before.modifiers + context.modifiers(after: call).map(\.name)
            if context.chain(chain, has: "accessibilityAddTraits") || context.chain(chain, has: "accessibilityAction") {
                return nil
            }
            // A surface that is also dragged or pinched is moved about, not pressed.
            if context.chain(chain, has: "gesture") || context.chain(chain, has: "simultaneousGesture") { return nil }
            // `.ignoresSafeArea().contentShape(Rectangle()).onTapGesture(perform: wake)`: a surface that
            // fills the screen, "tap anywhere" (a screensaver, a photo viewer), not a control in it.
            if context.chain(chain, has: "ignoresSafeArea") || context.chain(chain, has: "edgesIgnoringSafeArea") {
                return nil
            }
            // Hidden from VoiceOver on purpose: its accessibility is given elsewhere.
            if context.chain(chain, has: "accessibilityHidden") { return nil }
            if let head = before.head {
                if file.tokenIs(head, "Button") { return nil }
                // `Color.clear.contentShape(Rectangle()).onTapGesture`: an invisible catcher for taps
                // outside something, not a control; VoiceOver has nothing there to announce.
                if file.tokenIs(head, "Color"), file.tokenIs(head + 2, "clear") { return nil }
                // `Color.black.opacity(0.4).onTapGesture { dismiss() }`: the dimmed backdrop of a sheet
                // or a popup, tapped to close it; VoiceOver closes it with its own escape gesture.
                if file.tokenIs(head, "Color") || file.tokenIs(head, "Rectangle"),
                    let closure = call.trailingClosures.first, let close = file.match(closure),
                    (closure..<close).contains(where: { context.identifier(at: $0, contains: Self.closingWords) })
                {
                    return nil
                }
            }
            // A style's `makeBody` draws a real control, which keeps its own accessibility.
            if context.isInsideStyle(call.name) { return nil }
            if let closure = call.trailingClosures.first, let close = file.match(closure) {
                // `{ }`: a tap swallowed on purpose (so a long press or a scroll works), no action.
                if close == closure + 1 { return nil }
                // Putting the keyboard away or moving focus (`isFocused`, `composerFocused`), and
                // `{ controlsVisible.toggle() }`: showing and hiding a player's controls or an
                // overlay, chrome a sighted user taps away; VoiceOver reaches the controls as they are.
                if (closure..<close).contains(where: { token in
                    Self.dismissWords.contains { file.tokenIs(token, $0) }
                        || context.identifier(at: token, contains: Self.convenienceWords)
                }) {
                    return nil
                }
                // `{ showBanner = false }`: putting a transient overlay away early, a convenience.
                // Also `{ self.showBanner = false }`.
                let target =
                    file.tokenIs(closure + 1, "self") && file.kind(closure + 2) == .period ? closure + 3 : closure + 1
                if close - target == 3, file.kind(target) == .identifier, file.tokenIs(target + 1, "="),
                    file.tokenIs(target + 2, "false") || file.tokenIs(target + 2, "nil")
                {
                    return nil
                }
            }
            // `LazyImage(url: url) { state in image.accessibilityAddTraits(.isButton) }.onTapGesture`:
            // the tapped view gives its content the trait itself.
            if let head = before.head, let headCall = file.call(at: head),
                (head...headCall.end).contains(where: { file.tokenIs($0, "isButton") })
            {
                return nil
            }
            // `Text(overview).onTapGesture { expanded.toggle() }` beside a "Read more" Button doing the
            // same: a shortcut for the eye; VoiceOver and Switch Control have the button.
            if let closure = call.trailingClosures.first, repeatsASiblingButton(closure, context: context) {
                return nil
            }
            // A view of the file's own that makes itself a button (`.accessibilityAddTraits(.isButton)` in its body).
            if let head = before.head, buttonLikeViews.contains(file.text(head)) {
                return nil
            }
            return context.hit(
                at: call.name, ".onTapGesture is not a button to VoiceOver: use a Button or add the .isButton trait.")
        }
    }
}
