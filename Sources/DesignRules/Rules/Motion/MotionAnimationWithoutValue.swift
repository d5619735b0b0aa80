import SwiftLexer

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
        availability: .os2021,
        isOptIn: true,
        measured: Measured(0, of: 2),
        triggeringExamples: [
            "Text(\"a\").↓animation(.easeInOut)",
            "Text(\"a\").↓animation(nil)",
            "Text(\"a\")\n    .↓animation(.spring(response: 0.3, dampingFraction: 0.7))",
            "content.↓animation(.easeIn)",
            "Text(\"a\").overlay(badge.↓animation(.easeIn))",
            "VStack { Text(\"a\") }\n    .fixedSize()\n    .↓animation(.spring())",
            "List { }\n    .navigationBarTitle(\"a\")\n    .↓animation(.spring())",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").animation(.easeInOut, value: isOpen)",
            "Toggle(\"a\", isOn: $flag.animation(.default))",
            "Toggle(\"a\", isOn: $model.flag.animation())",
            "Toggle(isOn: isVisible.animation()) { Text(\"a\") }",
            "Picker(selection: choice.animation(.default)) { Text(\"a\") }",
            "let a = transaction.animation",
            "Text(\"a\").animation(Motion.press, value: pressed)",
            "Text(\"a\").animation(.easeIn) { content in content.opacity(0.5) }",
            "Text(\"a\").animation(.easeIn, body: { $0.opacity(0.5) })",
            "Text(\"a\").transition(.opacity.animation(.easeInOut))",
            "Text(\"a\").transition(.move(edge: .bottom).combined(with: .opacity).animation(.spring()))",
            "Text(\"a\").transition(AnyTransition.scale.animation(.easeIn(duration: 0.2)))",
            "let slide: AnyTransition = .slide.animation(.default)",
            // Core Animation's lookup, not the view modifier: the modifier's one argument has no label.
            "let running = layer.animation(forKey: \"spin\")",
            "return .send(.loaded).animation()",
            "Text(\"a\").transition(.asymmetric(insertion: .push(from: .top).animation(.bouncy), removal: .opacity))",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.calls.animations.compactMap { call in
            if context.file.argument(call, labeled: "value") != nil { return nil }
            // `.animation()` with nothing: a binding's, a transaction's or an effect's (`.send(.x).animation()`
            // of a reducer); the view modifier always takes its animation.
            if call.arguments.isEmpty && call.trailingClosures.isEmpty { return nil }
            // `layer.animation(forKey:)`: another API; the view modifier's animation is unlabelled.
            if call.arguments.first?.label != nil, context.file.argument(call, labeled: "body") == nil { return nil }
            // `.animation(_:body:)` animates only what its closure changes: no value to watch.
            if !call.trailingClosures.isEmpty || context.file.argument(call, labeled: "body") != nil { return nil }
            if isBindingAnimation(call, in: context.file) { return nil }
            if isTransitionAnimation(call, in: context.file) { return nil }
            // `.animation(nil)` turns animation off: the deprecated form of it, not one that animates.
            if let only = call.arguments.first, call.arguments.count == 1, only.value.count == 1,
                context.file.tokenIs(only.value.lowerBound, "nil")
            {
                return context.hit(
                    at: call.name, ".animation(nil) without value: is deprecated; pass the value: it stops animating.")
            }
            return context.hit(
                at: call.name, ".animation without value: animates every change of this view; pass value:.")
        }
    }

    /// `.transition(.move(edge: .top).animation(.spring()))`: the animation of a transition value,
    /// not the view modifier. A view's modifier chain starts at a view (`Text(...)`, a name); a
    /// chain that starts at a leading-dot member or at `AnyTransition` is a static value.
    private func isTransitionAnimation(_ call: CallSite, in file: SourceFile) -> Bool {
        var link = call.name
        for _ in 0..<32 {
            guard file.kind(link - 1) == .period else { break }
            switch file.kind(link - 2) {
            case .identifier?, .keyword?:
                link -= 2
                if file.tokenIs(link, "AnyTransition") { return true }
            case .rightParen?:
                guard let open = file.match(link - 2), let callee = file.kind(open - 1),
                    callee == .identifier || callee == .keyword
                else { return false }
                link = open - 1
            case .leftParen?, .leftBracket?, .comma?, .colon?, .operator?, nil:
                return true  // `(.opacity.animation`, `= .slide.animation`: a leading-dot member
            default:
                return false  // `}\n.animation`, `]\n.animation`: a view's modifier chain
            }
        }
        return false
    }

    /// `$flag.animation(...)`, or `isOn: isVisible.animation()` with a binding held in a name:
    /// Binding's transaction animation, not the view modifier. A plain name passed to a labeled
    /// argument is taken for a binding, as the controls that take one label it (`isOn:`,
    /// `selection:`, `text:`).
    private func isBindingAnimation(_ call: CallSite, in file: SourceFile) -> Bool {
        guard case .path(let path) = call.receiver, let root = path.first else { return false }
        if file.bytes[Int(file.tokens[root].start)] == UInt8(ascii: "$") { return true }
        return root >= 2 && file.kind(root - 1) == .colon && file.kind(root - 2) == .identifier
    }
}
