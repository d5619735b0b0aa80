import SwiftLexer

/// `motion/repeat-forever`: an animation that never ends, unless it shows work in progress.
public struct MotionRepeatForever: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "motion/repeat-forever", family: .motion, severity: .warning,
        title: "Never repeat an animation forever",
        rationale: """
            "repeatForever. A UI that never goes idle hangs everything that waits for idle: accessibility \
            snapshots, UI automation, VoiceOver." A loading indicator (a spinner, a shimmer, a typing \
            or recording dot) loops while it is shown on purpose: it goes when the work ends, so it is \
            not reported where its type, its property or function, its statement or the state it \
            follows says so (`LoadingView`, `var shimmer`, `isLoading`).
            """,
        fix: "Use .repeatCount(n) and honour \\.accessibilityReduceMotion.",
        isOptIn: true,
        // Round 72: 0 of 3 (progress glyphs that turn only while a task runs).
        // Rounds 74 and 75: 1 of 2 (a skeleton's blink while loading) and 1 of 1.
        // Round 76: 1 of 4 (a wizard's waiting spinner, a developer screen).
        // Round 77: 2 of 9 (spinners while a request runs, a scanner's hint while the camera runs, a
        // value that cannot change while shown).
        // Round 78: 0 of 2 (a pulse only while listening or recording).
        // Round 79: 1 of 3 (an onboarding nothing starts, a loop whose value never changes).
        // Round 82: 4 of 5 (a skeleton's loading pulse).
        // Round 83: 0 of 9 (pulses and spinners that loop only while a state holds).
        // A loop picked by a condition left alone (revision 82): of the 11 rows it removes on corpus apps
        // nobody opened for it, 10 were false (spinners and pulses that stop with their state) and 1 true
        // (a marquee whose flag is set once and never cleared).
        // Round 84: 0 of 2 (a session's activity pulse).
        measured: Measured(10, of: 44),
        triggeringExamples: [
            "withAnimation(.linear(duration: 1).↓repeatForever(autoreverses: false)) { spin = true }",
            "let pulse = Animation.easeInOut.↓repeatForever()",
            "struct Badge: View {\n    @State private var glow = false\n    var body: some View {\n        Circle().opacity(glow ? 1 : 0.4)\n            .onAppear { withAnimation(.easeInOut.↓repeatForever()) { glow = true } }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "withAnimation(.easeInOut.repeatCount(3)) { pulse = true }",
            "// .repeatForever()",
            "repeatForever()",
            "node.runAction(SCNAction.repeatForever(SCNAction.rotateBy(x: 0, y: 1, z: 0, duration: 1)))",
            "let loop = SKAction.repeatForever(pulse)",
            "struct LoadingDots: View {\n    @State private var on = false\n    var body: some View {\n        Circle().opacity(on ? 1 : 0.3)\n            .onAppear { withAnimation(.easeInOut.repeatForever()) { on = true } }\n    }\n}",
            "struct Row: View {\n    var shimmer: some View {\n        Rectangle().onAppear {\n            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { phase = 1 }\n        }\n    }\n}",
            "Image(systemName: \"arrow.clockwise\").rotationEffect(.degrees(isSpinning ? 360 : 0))\n    .animation(.linear.repeatForever(autoreverses: false), value: isSpinning)",
            // A loop picked by a state ends with it.
            "Image(systemName: \"arrow.triangle.2.circlepath\").rotationEffect(.degrees(turn ? 360 : 0))\n    .animation(\n        isConflictCheckRunning\n            ? .linear(duration: 0.8).repeatForever(autoreverses: false)\n            : .default,\n        value: turn)",
            "if isLoading {\n    Circle().onAppear { withAnimation(.linear.repeatForever(autoreverses: false)) { angle = 360 } }\n}",
        ])

    /// Parts of names (any case) that say the animation shows work in progress.
    private static let progressWords: [StaticString] = [
        "loading", "loader", "spinner", "spinning", "shimmer", "skeleton", "progress", "activity", "busy",
        "waiting", "pending", "typing", "indicator", "placeholder", "redacted", "syncing", "refreshing",
        "connecting", "recording",
    ]

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sitesIncludingDefinitions(.motion).compactMap { site in
            guard site.site == "repeat-forever", !Self.showsProgress(site.anchor, context: context),
                !Self.isChosenByAState(site.anchor, in: context.file)
            else {
                return nil
            }
            return context.hit(at: site, "This animation never ends; the UI never goes idle.")
        }
    }

    /// `.animation(isRefreshing ? .linear.repeatForever(autoreverses: false) : .default, value:
    /// isRefreshing)`: a loop picked by a condition, one branch of a choice in the argument that holds
    /// it, ends when the state it shows does.
    static func isChosenByAState(_ anchor: Int, in file: SourceFile) -> Bool {
        guard anchor >= 0, let open = file.enclosingOpening(of: anchor, where: { file.kind($0) == .leftParen })
        else { return false }
        var index = open + 1
        while index < anchor {
            if let kind = file.kind(index), kind.isOpeningBracket, let close = file.match(index) {
                if close > anchor { return false }
                index = close + 1
                continue
            }
            // A choice's `?` stands apart; optional chaining's (`a?.b`) follows its value.
            if file.tokenIs(index, "?"), file.tokens[index].flags.contains(.spaceBefore) { return true }
            if file.kind(index) == .comma { return false }
            index += 1
        }
        return false
    }

    /// Whether the animation at token `anchor` shows work in progress: a progress word names its
    /// type, or a name on its own line or on the line opening one of the three blocks around it
    /// (its property or function, an `if isLoading`, an `.onAppear` of a spinner).
    static func showsProgress(_ anchor: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard anchor >= 0, anchor < file.tokens.count else { return false }
        var type = context.typeScopes.innermost(containing: Int(file.tokens[anchor].start))
        let typeNamesProgress = type.withUTF8 { name in
            Self.progressWords.contains { TokenDefinitionFinder.containsFolded(name, $0) }
        }
        if typeNamesProgress { return true }
        /// A progress word among the names of the line holding token `index`, up to it.
        func lineNamesProgress(endingAt index: Int) -> Bool {
            var cursor = index
            while cursor >= 0 {
                if context.identifier(at: cursor, contains: Self.progressWords) { return true }
                if file.tokens[cursor].flags.contains(.newlineBefore) { return false }
                cursor -= 1
            }
            return false
        }
        // The site's own line, to its end (`.animation(.linear.repeatForever(), value: isSpinning)`).
        var end = anchor
        while end + 1 < file.tokens.count, !file.tokens[end + 1].flags.contains(.newlineBefore) { end += 1 }
        if lineNamesProgress(endingAt: end) { return true }
        var brace = context.enclosingBrace(of: anchor) { _ in true }
        for _ in 0..<3 {
            guard let open = brace else { return false }
            if lineNamesProgress(endingAt: open) { return true }
            brace = context.enclosingBrace(of: open) { _ in true }
        }
        return false
    }
}
