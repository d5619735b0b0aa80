import SwiftLexer

/// `a11y/reduce-motion-ignored`: large motion in a file that never asks about Reduce Motion.
public struct A11yReduceMotionIgnored: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/reduce-motion-ignored", family: .a11y,
        title: "Respect Reduce Motion where motion is large",
        rationale: """
            "Respect accessibilityReduceMotion - replace complex animations with opacity fades." \
            "Degrade: replace springs and transitions with instant state changes or opacity fades." \
            Repeating, matched-geometry, phase, keyframe and scroll transitions, views redrawn every frame \
            that move (`TimelineView(.animation)` over a `Canvas` or a moved view), particle emitters \
            (`CAEmitterLayer`, `SKEmitterNode`: snow, confetti), animations of a second \
            or longer, views slid, pushed or zoomed in by a transition, and springs where views move are \
            the motion that makes people with vestibular disorders ill. An app's \
            own setting (`reduceAnimations`, `settings.reduceMotion`) counts as reading it; a loading \
            indicator that loops while work goes on is left to motion/repeat-forever.
            """,
        fix: "Read @Environment(\\.accessibilityReduceMotion) and fall back to an opacity fade or no animation.",
        isOptIn: true,
        // Rounds 28 and 31: 0 of 2 (fades in a copied chart library), 0 of 1 (a typing indicator).
        // Round 32: 2 of 8 (a gallery app whose demos' motion is their subject; a loader).
        // Round 33, the one new app (Meshtastic-Apple): 0 of 1 (a matched geometry id used once).
        // Round 34: 3 of 7 (spinners that loop only while work runs, a fade).
        // Round 36, with transitions and springs: 30 of 47 (hover scales, a list settling, toggle
        // knobs, selection marks); round 37: 20 of 39 (transitions no animation drives, a spring that
        // only changes a digit, a press's bounce). Round 38: 10 of 17 (a transition nothing uses,
        // glyphs scaling in place, springs that follow the user's own pinch and pan, a loading loop).
        // Rounds 43 and 44: 10 of 19 and 21 of 34 (transitions nothing animates, matched geometry with
        // no partner, a drag's snap-back, small feedback in place).
        // Round 45: 17 of 27 (page dots scaling in place, a loading spinner, vendored code).
        // Particle emitters, held out after round 47: 3 of 4 (a `public` confetti view nothing uses).
        // Round 71: 3 of 10 (springs that settle a drag or raise a sheet, a blur's radius, small slides).
        // Round 72: 2 of 17 (small controls sliding or scaling in place, transitions on views never
        // inserted, spinners that turn while work runs). Springs damped 0.8 or more, read as ease-out
        // curves, were tried: of 12 such corpus rows 5 were real slides and zooms (a 300-point
        // drawer, cards scaled from nothing), so damping is not the test; not kept.
        // Round 73: 5 of 15 (small pills and glyphs, transitions no animation drives, a pager's turn, a
        // matched geometry whose namespace is always nil, a scroll to the top).
        // Rounds 74 and 75: 3 of 12 and 2 of 14 (small, short motion: toasts, a dialog's pop, a sheet's slide, a
        // segmented thumb; a `scrollTo`; a spring after a gesture; code nothing applies).
        // Round 76: 5 of 16 (toasts and banners, a selection ring, an easter egg, a progress ring's fill, a
        // library's own spring, a tab underline).
        // Round 77: 13 of 21 (toasts, a pulse, a snap after a drag, a transition nothing animates, a
        // deliberate glow already still under Reduce Motion).
        // Round 78: 5 of 19 (toasts and short slides, transitions nothing plays, a bounce after a tap).
        // Round 79: 4 of 14 (small toasts and banners, a press pulse, matched-geometry labels, transitions
        // that never run, onboarding nothing starts).
        // Round 80: 5 of 12 (a visualizer whose motion is its content, transitions nothing animates, a
        // toast's fade, a first launch's small hint).
        // Round 81: 8 of 13 (matched geometry and transitions no animation drives, a toast nothing shows).
        // Round 82: 11 of 17 (transitions no animation drives, a field's small floating label, a spring
        // that ends the user's own drag, a matched geometry that moves nothing).
        // Round 83: 16 of 20 (animations whose value nothing changes, a `repeatCount(1)` on constant values).
        // An animation of a `private` value nothing changes, and `.repeatCount(1)`, left alone (revision
        // 82): of the 6 file rows it removes on corpus apps nobody opened for it, 4 were false (a switch's
        // thumb, a spinner a tap stops, a magnetic pull after the finger) and 2 true (values computed from
        // state that changes: read as changing since); the 4 rows that moved to another motion of their
        // file, 4 of 4 true.
        // Round 84: 7 of 18 (transitions no animated change drives, a sheet built in its own hosting
        // controller, springs that settle a swipe, a selection capsule, dead copies of a module).
        measured: Measured(231, of: 470),
        triggeringExamples: [
            "Circle().scaleEffect(pulse ? 1.2 : 1)\n    .animation(.easeInOut.↓repeatCount(3), value: pulse)",
            "Image(\"a\").↓matchedGeometryEffect(id: item.id, in: namespace)\nText(\"b\").matchedGeometryEffect(id: 2, in: namespace)",
            "content.↓scrollTransition { view, phase in view.opacity(phase.isIdentity ? 1 : 0) }",
            "Image(\"logo\").rotationEffect(.degrees(spin ? 360 : 0))\n    .animation(.linear(duration: ↓2).repeatForever(autoreverses: false), value: spin)",
            "Tiles().scaleEffect(zoom)\nwithAnimation(.easeInOut(duration: ↓1.5)) { zoom = 5 }",
            "struct Particles: ViewModifier {\n    @State var time = 0.0\n    let duration = 5.0\n    func body(content: Content) -> some View {\n        content.scaleEffect(time).onAppear { withAnimation(.easeOut(duration: ↓duration)) { time = duration } }\n    }\n}",
            "Wall().offset(y: wall.y)\nwithAnimation(.spring(response: ↓5, dampingFraction: 0.7)) { wall = .rest }",
            "Wall().rotation3DEffect(.degrees(angle), axis: (1, 0, 0))\nwithAnimation(Animation.timingCurve(0.6, 0, 1, 0, duration: ↓1.5)) { angle = 135 }",
            "Circle().scaleEffect(live ? 1.2 : 1)\n    .animation(.easeInOut.↓repeatForever(), value: live)",
            "struct Splash: View {\n    @State private var scale = 1.0\n    var body: some View {\n        Image(\"logo\").scaleEffect(scale).offset(x: 10)\n            .animation(.linear(duration: ↓1), value: scale)\n            .onAppear { scale = 1.2 }\n    }\n}",
            "struct Toasts: View {\n    @ObservedObject var manager: ToastManager\n    private var ids: [UUID] { manager.toasts.map(\\.id) }\n    var body: some View {\n        VStack { ForEach(manager.toasts) { ToastView($0).offset(y: 40) } }\n            .animation(.↓spring(response: 0.4, dampingFraction: 0.6), value: ids)\n    }\n}",
            "Heart().↓phaseAnimator([1.0, 1.4]) { content, scale in content.scaleEffect(scale) }",
            "if showCart { CartSheet().transition(.↓move(edge: .bottom)) }",
            "PromptCards().transition(AnyTransition(.opacity).combined(with: .↓slide))",
            "Bubble().transition(.↓scale(scale: 0.1, anchor: .leading))",
            "extension AnyTransition {\n    static var slideInOut: AnyTransition { .asymmetric(insertion: .↓move(edge: .bottom), removal: .opacity) }\n}",
            "Seal().scaleEffect(stamped ? 1 : 1.2)\nwithAnimation(.↓spring(response: 0.4, dampingFraction: 0.6)) { stamped = true }",
            "List(articles) { ArticleRow($0) }\n    .animation(.↓spring())",
            "struct ConfettiView: View {\n    var body: some View {\n        ↓TimelineView(.animation) { timeline in\n            Canvas { context, size in draw(&context, size, timeline.date) }\n        }\n    }\n}",
            "↓TimelineView(.animation(minimumInterval: 1 / 30)) { timeline in\n    Cloud().offset(x: drift(at: timeline.date))\n}",
            "final class SparkleView: UIView {\n    override class var layerClass: AnyClass { ↓CAEmitterLayer.self }\n}\nstruct Sparkles: UIViewRepresentable {\n    func makeUIView(context: Context) -> SparkleView { SparkleView() }\n    func updateUIView(_ view: SparkleView, context: Context) {}\n}",
            "struct SnowView: NSViewRepresentable {\n    func makeNSView(context: Context) -> NSView {\n        let view = NSView()\n        let emitter = ↓CAEmitterLayer()\n        emitter.emitterCells = [snowflake]\n        view.layer?.addSublayer(emitter)\n        return view\n    }\n}",
            "if isActive {\n    ↓TimelineView(.animation) { timeline in\n        let t = timeline.date.timeIntervalSinceReferenceDate\n        AuroraBackground(blobs: blobs, t: t)\n    }\n}",
        ],
        nonTriggeringExamples: [
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion\nImage(\"a\").matchedGeometryEffect(id: 1, in: ns)",
            "if !UIAccessibility.isReduceMotionEnabled { content.phaseAnimator([0, 1]) { $0.opacity($1) } }",
            "Text(\"a\").animation(.easeInOut, value: isOn)",
            "Capsule().offset(x: 8).animation(.easeOut(duration: 0.6).repeatCount(1, autoreverses: false), value: goal)",
            // An animation of a value nothing changes never runs.
            "struct Splash: View {\n    @State private var scale = 1.0\n    var body: some View {\n        Image(\"logo\").scaleEffect(scale).offset(x: 10)\n            .animation(.linear(duration: 1), value: scale)\n    }\n}",
            "// matchedGeometryEffect needs a namespace",
            "Tiles().scaleEffect(zoom)\nwithAnimation(.easeInOut(duration: 0.3)) { zoom = 2 }",
            "struct Pop: View {\n    let duration = 0.3\n    var body: some View { Tiles().scaleEffect(zoom).onTapGesture { withAnimation(.easeOut(duration: duration)) { zoom = 2 } } }\n}\nstruct Slow: View {\n    var duration: Double\n    var body: some View { Tiles().scaleEffect(zoom).onTapGesture { withAnimation(.easeOut(duration: duration)) { zoom = 2 } } }\n}",
            "Welcome().opacity(shown ? 1 : 0)\nwithAnimation(.easeIn(duration: 1)) { shown = true }",
            "struct InfinityProgressView: View {\n var animation: Animation { .easeInOut(duration: 1).repeatForever() }\n var body: some View { Capsule().offset(x: atLeading ? -20 : 20).animation(animation, value: atLeading) }\n}",
            "withAnimation(.spring(response: 0.4, dampingFraction: 0.8, blendDuration: 1)) { zoom = 2 }",
            "struct LoadingView: View { @State var on = false\n var body: some View { Circle().opacity(on ? 1 : 0.3).animation(.easeInOut.repeatForever(), value: on) } }",
            "@AppStorage(\"reduceAnimations\") var reduceAnimations = false\nwithAnimation(reduceAnimations ? nil : .easeInOut(duration: 1.5)) { zoom = 5 }",
            "Circle().animation(settings.reduceMotion ? nil : .linear.repeatForever(), value: spin)",
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion\nfunc snow() -> CALayer { reduceMotion ? CALayer() : CAEmitterLayer() }",
            "Circle().opacity(live ? 1 : 0.4)\n    .animation(.easeInOut.repeatForever(), value: live)",
            "Image(systemName: \"arrow.down.circle\").scaleEffect(breathing ? 1.14 : 1)\n    .animation(breathing ? .easeInOut(duration: 0.75).repeatForever() : .easeOut(duration: 0.25), value: breathing)",
            "Image(systemName: \"arrow.triangle.2.circlepath\").rotationEffect(.degrees(angle))\nfunc sync(_ running: Bool) {\n    if running {\n        withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { angle = 360 }\n    } else {\n        withAnimation(.default) { angle = 0 }\n    }\n}",
            "Text(translated).phaseAnimator([false, true]) { content, glow in content.opacity(glow ? 1 : 0.6) }",
            "RoundedRectangle(cornerRadius: 8).stroke(highlighted ? .accentColor : .clear)\n    .animation(.easeInOut(duration: 0.3).repeatCount(3), value: highlighted)",
            "Banner().transition(.opacity.combined(with: .scale(scale: 0.95)))",
            "Text(count, format: .number).animation(.bouncy, value: count)",
            "Knob().offset(x: isOn ? 10 : -10).animation(.snappy, value: isOn)",
            "Card().scaleEffect(configuration.isPressed ? 0.95 : 1)\n    .animation(.spring(), value: configuration.isPressed)",
            "Sheet().offset(y: dragOffset)\n    .animation(.interactiveSpring(), value: dragOffset)",
            "extension Animation {\n    static let pop = Animation.bouncy\n}\nCard().offset(y: y)",
            "@Environment(\\.accessibilityReduceMotion) var reduceMotion\nPanel().transition(reduceMotion ? .opacity : .move(edge: .leading))",
            // A clock or a counter redrawn every frame changes its digits, and a loader loops while work runs.
            "TimelineView(.animation) { timeline in\n    Text(elapsed(at: timeline.date), format: .number)\n}",
            "Dot().offset(x: 2)\nTimelineView(.animation) { timeline in\n    let dots = String(repeating: \".\", count: Int(timeline.date.timeIntervalSince1970) % 4)\n    Text(\"thinking\" + dots)\n}",
            "Arrow().offset(x: nudge)\nTimelineView(.animation(paused: !isPulsing)) { context in\n    Image(systemName: \"arrow.right\").opacity(opacity(at: context.date))\n}",
            "TimelineView(.periodic(from: .now, by: 1)) { timeline in\n    Hand().rotationEffect(angle(at: timeline.date))\n}",
            "struct ShimmerView: View {\n    var body: some View {\n        TimelineView(.animation) { timeline in\n            Canvas { context, size in drawBand(&context, size, timeline.date) }\n        }\n    }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        // An app that guards its animations in an `extension Animation` of its own is trusted.
        guard context.isSwiftUICode, !context.project.readsReduceMotion,
            context.mentions(of: .accessibilityReduceMotion).isEmpty,
            context.mentions(of: .isReduceMotionEnabled).isEmpty, !Self.readsOwnSetting(context.file.bytes)
        else { return [] }
        let file = context.file
        // A view slid, pushed or zoomed in and out moves as much as one offset by hand.
        let transitions = Self.movingTransitions(context)
        let movesViews = !transitions.isEmpty || file.bytes.withUnsafeBufferPointer(Self.movesViews)
        // A repeat moves something only in a file that moves, scales or turns views: a border or an
        // opacity blinking three times is a flash, not motion.
        // Phases and keyframes that only fade or tint are the fallback Reduce Motion asks for.
        let large: [WatchedName] =
            [.matchedGeometryEffect, .scrollTransition]
            + (movesViews ? [.repeatCount, .phaseAnimator, .keyframeAnimator] : [])
        var places =
            large.flatMap { context.memberCalls(of: $0).filter { !Self.playsOnce($0, in: file) }.map(\.name) }
            + transitions
        places += Self.redrawnEveryFrame(context)
        places += Self.particleEmitters(in: file)
        // "Degrade: replace springs and transitions": a spring where views move, or one animating
        // every change of a view (`.animation(.spring())`, no value), which moves whatever its layout moves.
        let springs = Self.springs(context).filter {
            (movesViews || Self.animatesEveryChange($0, in: file)) && !Self.followsAValueNothingChanges($0, in: file)
        }
        places += springs
        for site in context.sitesIncludingDefinitions(.motion) where site.anchor >= 0 {
            switch site.site {
            case "repeat-forever":
                if movesViews, !MotionRepeatForever.showsProgress(site.anchor, context: context),
                    !Self.repeatsWhileSwitchedOn(site.anchor, context: context),
                    !Self.followsAValueNothingChanges(site.anchor, in: file)
                {
                    places.append(site.anchor)
                }
            case "curve", "spring":
                // A second of fading, colouring or filling a progress bar is no movement: a long curve
                // counts in a file that moves, scales or turns its views, and not in a loading indicator.
                if movesViews, let long = Self.longDuration(around: site.anchor, in: file),
                    !MotionRepeatForever.showsProgress(site.anchor, context: context),
                    !Self.followsAValueNothingChanges(site.anchor, in: file),
                    !(Self.isRepeated(site.anchor, in: file)
                        && Self.repeatsWhileSwitchedOn(site.anchor, context: context))
                {
                    places.append(long)
                }
            default:
                continue
            }
        }
        // One finding, at the first: the file as a whole ignores the setting.
        guard let first = places.min() else { return [] }
        let what =
            switch file.kind(first) {
            case .identifier where transitions.contains(first):
                "\(file.tokenIs(first, "offset") ? "An" : "A") \(file.text(first)) transition"
            case .identifier where file.tokenIs(first, "TimelineView"):
                "A TimelineView redrawn every frame"
            case .identifier where Self.emitterTypes.contains(where: { file.tokenIs(first, $0) }):
                "A particle emitter (\(file.text(first)))"
            case .identifier where springs.contains(first):
                "A \(file.text(first)) animation"
            case .identifier where file.kind(first - 1) == .colon:
                // `duration: duration`, a constant of this file's.
                "A \(Self.numberConstant(named: file.text(first), in: file).map(formatScaleValue) ?? file.text(first)) s animation"
            case .identifier: file.text(first)
            default: "A \(file.text(first)) s animation"
            }
        return [
            context.hit(
                at: first, "\(what) in a file that never reads accessibilityReduceMotion: give it a reduced fallback.")
        ]
    }

    /// `TimelineView(.animation)` (or `.animation(minimumInterval:)`): content drawn anew every
    /// frame, motion for as long as it is shown, where what it draws moves (`movesEveryFrame`). A
    /// loader's is left to motion/repeat-forever.
    static func redrawnEveryFrame(_ context: RuleContext) -> [Int] {
        let file = context.file
        return context.mentions(of: .timelineView).filter { index in
            guard file.kind(index + 1) == .leftParen, file.kind(index + 2) == .period,
                file.tokenIs(index + 3, "animation"), let close = file.match(index + 1),
                file.kind(close + 1) == .leftBrace, let end = file.match(close + 1)
            else { return false }
            return movesEveryFrame(close + 1, end, in: file)
                && !MotionRepeatForever.showsProgress(index, context: context)
        }
    }

    /// Whether the timeline's content, the closure from `brace` to `end`, moves: it draws in a
    /// `Canvas` (particles, rain, waves), moves, scales or turns a view, or hands the clock to a
    /// view of the app's (`Aurora(t: timeline.date.timeIntervalSinceReferenceDate)`). A text, an
    /// image's opacity or a gradient's colours changing with the clock is no movement.
    static func movesEveryFrame(_ brace: Int, _ end: Int, in file: SourceFile) -> Bool {
        // The clock's names: the closure's parameter and the constants made from it.
        var clock: [Int] = file.tokenIs(brace + 2, "in") && file.kind(brace + 1) == .identifier ? [brace + 1] : []
        func readsClock(_ range: Range<Int>) -> Bool {
            range.contains { index in
                file.kind(index) == .identifier
                    && clock.contains { file.sameTokens($0..<($0 + 1), index..<(index + 1)) }
            }
        }
        let content = Int(file.tokens[brace].start)..<Int(file.tokens[end].end)
        if file.bytes.withUnsafeBufferPointer({ movesViews(UnsafeBufferPointer(rebasing: $0[content])) }) {
            return true
        }
        var index = brace + 1
        while index < end {
            if file.tokenIs(index, "Canvas") { return true }
            if file.tokenIs(index, "let"), file.kind(index + 1) == .identifier, file.tokenIs(index + 2, "=") {
                var valueEnd = index + 3
                while valueEnd < end, !file.tokens[valueEnd].flags.contains(.newlineBefore) { valueEnd += 1 }
                if readsClock((index + 3)..<valueEnd) { clock.append(index + 1) }
            }
            // A view the builder shows: a call that starts its line, not a value a constant is made of.
            if file.kind(index) == .identifier, file.tokens[index].flags.contains(.newlineBefore),
                file.startsUppercase(index), file.kind(index + 1) == .leftParen, let close = file.match(index + 1),
                !isColourOrText(index, in: file), readsClock((index + 2)..<close)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// `Text`, `Color`, a gradient: what changes its digits or colours with the clock, not its place.
    private static func isColourOrText(_ index: Int, in file: SourceFile) -> Bool {
        file.tokenIs(index, "Text") || file.tokenIs(index, "Color") || file.tokenIs(index, "Gradient")
            || file.tokenIs(index, "LinearGradient") || file.tokenIs(index, "AngularGradient")
            || file.tokenIs(index, "RadialGradient") || file.tokenIs(index, "MeshGradient")
    }

    /// The names a transition that moves is made of, inside `.transition(...)`.
    static let movingTransitionNames: [StaticString] = ["move", "slide", "push", "scale", "offset"]

    /// `.transition(.slide)`, `.transition(.scale(scale: 0.1))`, `.transition(.push(from: .top))`, and
    /// `.move(edge:)` wherever a transition is built (`.asymmetric(insertion: .move(edge: .bottom), ...)`,
    /// an `AnyTransition` of the app's): the first moving name of each.
    static func movingTransitions(_ context: RuleContext) -> [Int] {
        let file = context.file
        var places = context.memberCalls(of: .move).compactMap { call -> Int? in
            guard let label = call.arguments.first?.label, file.tokenIs(label, "edge") else { return nil }
            return call.name
        }
        for call in context.memberCalls(of: .transition) {
            guard let argument = call.arguments.first, argument.label == nil,
                let moving = argument.value.first(where: { index in
                    file.kind(index) == .identifier && file.kind(index - 1) == .period
                        && movingTransitionNames.contains { file.tokenIs(index, $0) }
                        && !(file.tokenIs(index, "scale") && zoomsLittle(index, in: file))
                }),
                !places.contains(moving)
            else { continue }
            places.append(moving)
        }
        return places
    }

    /// `.scale(scale: 0.9)`: a view that grows from nine tenths as it fades in barely moves; one that
    /// grows from nothing (`.scale`, `.scale(scale: 0.1)`) zooms.
    static func zoomsLittle(_ index: Int, in file: SourceFile) -> Bool {
        guard let call = file.call(at: index), let argument = call.arguments.first,
            let label = argument.label, file.tokenIs(label, "scale"), argument.value.count == 1,
            let kind = file.kind(argument.value.lowerBound), kind == .floatLiteral || kind == .integerLiteral,
            let scale = Double(file.text(argument.value.lowerBound))
        else { return false }
        return scale > 0.5
    }

    /// `.spring(...)`, `Animation.bouncy`, `.interpolatingSpring(...)`: springs used, not an app's
    /// named animation made of one (`static let pop = Animation.bouncy`), and not the feedback of a
    /// press, a hover or a drag (`.animation(.spring(), value: isPressed)`), which follows the hand.
    static func springs(_ context: RuleContext) -> [Int] {
        let file = context.file
        // Springs that overshoot or may: `.smooth` and `.snappy` settle without a visible bounce, and
        // `.interactiveSpring` tracks a gesture, which is what Reduce Motion asks springs to do.
        let names: [WatchedName] = [.spring, .bouncy, .interpolatingSpring]
        return names.flatMap { name in
            context.mentions(of: name).filter { index in
                file.kind(index - 1) == .period && !declaresNamedAnimation(on: index, in: file)
                    && !context.lineNames(of: index, containing: directManipulationWords)
                    // A long spring is reported by its duration.
                    && file.call(at: index).flatMap { longDuration(of: $0, in: file) } == nil
            }
        }
    }

    static let directManipulationWords: [StaticString] = ["pressed", "hover", "drag"]

    /// `static let pop = Animation.bouncy`: the line holding `index` declares a static constant.
    static func declaresNamedAnimation(on index: Int, in file: SourceFile) -> Bool {
        var cursor = index
        while cursor > 0, !file.tokens[cursor].flags.contains(.newlineBefore) { cursor -= 1 }
        return file.tokenIs(cursor, "static") && (file.tokenIs(cursor + 1, "let") || file.tokenIs(cursor + 1, "var"))
    }

    /// `.repeatCount(1)`: a count of one plays once, no repeat.
    static func playsOnce(_ call: CallSite, in file: SourceFile) -> Bool {
        guard file.tokenIs(call.name, "repeatCount"), let count = call.arguments.first?.value else { return false }
        return count.count == 1 && file.tokenIs(count.lowerBound, "1")
    }

    /// `.animation(.linear(duration: 1), value: scale)` where the file's `@State private var scale`
    /// is never changed (no `scale =`, `scale += 1`, `scale.toggle()`, `$scale` handed to a control):
    /// the animation never runs. Only a name this file declares and keeps to itself (`private`).
    static func followsAValueNothingChanges(_ anchor: Int, in file: SourceFile) -> Bool {
        guard anchor >= 0,
            let open = file.enclosingOpening(
                of: anchor,
                where: {
                    file.kind($0) == .leftParen && file.tokenIs($0 - 1, "animation") && file.kind($0 - 2) == .period
                }),
            let call = file.call(at: open - 1), let value = file.argument(call, labeled: "value")?.value,
            value.count == 1, file.kind(value.lowerBound) == .identifier
        else { return false }
        let name = value.lowerBound
        // `$scale`, a binding handed to a control, is lexed as one word with its `$`.
        let binding = "$" + file.text(name)
        var declared = false
        for index in file.tokens.indices where file.kind(index) == .identifier {
            if file.tokenIs(index, named: binding) { return false }
            guard file.sameTokens(index..<(index + 1), name..<(name + 1)) else { continue }
            // `private var scale`: declared here, and no other file can change it.
            if file.tokenIs(index - 1, "var") || file.tokenIs(index - 1, "let") {
                // Stored, not computed from state that changes (`private var ids: [UUID] { toasts.map(\.id) }`).
                guard file.tokenIs(index - 2, "private") || file.tokenIs(index - 2, "fileprivate"),
                    !isComputed(declaredAt: index, in: file)
                else { return false }
                declared = true
                continue
            }
            let next = file.kind(index + 1)
            if next == .operator,
                !file.tokenIs(index + 1, "==") && !file.tokenIs(index + 1, "!=")
                    && !file.tokenIs(index + 1, "?") && !file.tokenIs(index + 1, "<") && !file.tokenIs(index + 1, ">")
            {
                return false  // `scale = 2`, `scale += 1`
            }
            if next == .period, file.kind(index + 2) == .identifier, file.kind(index + 3) == .leftParen {
                return false  // `scale.toggle()`, a mutating method
            }
        }
        return declared
    }

    /// Whether the property named at `name` (after its `var`) is computed: a `{` opens its body on
    /// its line before any `=`.
    private static func isComputed(declaredAt name: Int, in file: SourceFile) -> Bool {
        var cursor = name + 1
        while cursor < file.tokens.count, !file.tokens[cursor].flags.contains(.newlineBefore) {
            if file.tokenIs(cursor, "=") { return false }
            if file.kind(cursor) == .leftBrace { return true }
            cursor += 1
        }
        return false
    }

    /// The spring at `index` is the curve of `.animation(curve)` with no `value:`: it animates every
    /// change of the view, its layout's moves with the rest.
    static func animatesEveryChange(_ index: Int, in file: SourceFile) -> Bool {
        guard let open = file.enclosingParen(of: index), open > 1, file.tokenIs(open - 1, "animation"),
            file.kind(open - 2) == .period, let call = file.call(at: open - 1)
        else { return false }
        return call.arguments.count == 1
    }

    /// `.easeInOut(duration: 1.5)`, `.spring(response: 5, dampingFraction: 0.7)`,
    /// `.timingCurve(0.6, 0, 1, 0, duration: 1.5)`: the literal of a second or more of movement in
    /// the curve whose literal `anchor` is one of.
    static func longDuration(around anchor: Int, in file: SourceFile) -> Int? {
        // A curve given a name (`.easeOut(duration: duration)`) is anchored at its callee.
        if file.kind(anchor + 1) == .leftParen, let call = file.call(at: anchor),
            let long = longDuration(of: call, in: file)
        {
            return long
        }
        guard let open = file.enclosingParen(of: anchor), open > 0, let call = file.call(at: open - 1) else {
            return nil
        }
        return longDuration(of: call, in: file)
    }

    /// The `duration:` or `response:` literal of a second or more among `call`'s arguments, or a
    /// constant this file declares as one (`let duration = 5.0`, then `.easeOut(duration: duration)`).
    static func longDuration(of call: CallSite, in file: SourceFile) -> Int? {
        for argument in call.arguments {
            guard let label = argument.label, file.tokenIs(label, "duration") || file.tokenIs(label, "response"),
                argument.value.count == 1
            else { continue }
            let value = argument.value.lowerBound
            let seconds: Double?
            switch file.kind(value) {
            case .integerLiteral?, .floatLiteral?: seconds = Double(file.text(value))
            case .identifier?: seconds = numberConstant(named: file.text(value), in: file)
            default: seconds = nil
            }
            guard let seconds, seconds >= 1 else { continue }
            return value
        }
        return nil
    }

    /// The number of the one `let` this file declares by `name` (`let duration = 5.0`, `let duration:
    /// Double = 5`); nil when there is none, or more than one.
    static func numberConstant(named name: String, in file: SourceFile) -> Double? {
        var found: Double?
        for index in file.tokens.indices where file.tokenIs(index, "let") && file.kind(index + 1) == .identifier {
            guard file.text(index + 1) == name else { continue }
            var equals = index + 2
            if file.kind(equals) == .colon, file.kind(equals + 1) == .identifier { equals += 2 }
            guard found == nil, file.tokenIs(equals, "="), let kind = file.kind(equals + 1),
                kind == .integerLiteral || kind == .floatLiteral, file.kind(equals + 2) != .period,
                file.kind(equals + 2) != .operator
            else { return nil }
            found = Double(file.text(equals + 1))
        }
        return found
    }

    /// A repeat a condition switches on and off: one branch of a conditional whose other branch
    /// settles (`working ? .easeInOut.repeatForever() : .easeOut(duration: 0.25)`), or started in an
    /// `if` whose `else` stops it. It loops while work runs, the indicator the rationale leaves to
    /// motion/repeat-forever.
    static func repeatsWhileSwitchedOn(_ anchor: Int, context: RuleContext) -> Bool {
        let file = context.file
        // `.animation(working ? ... : ...)`: a `?` and a `:` at the argument's own depth.
        if let open = file.enclosingOpening(of: anchor, where: { file.kind($0) == .leftParen }),
            let close = file.match(open)
        {
            var question = false
            var colon = false
            var cursor = open + 1
            while cursor < close {
                if let kind = file.kind(cursor), kind.isOpeningBracket, let match = file.match(cursor) {
                    cursor = match + 1
                    continue
                }
                // A conditional's `?` and `:` stand apart; an optional's `?` and a label's `:` do not.
                let apart = file.tokens[cursor].flags.contains(.spaceBefore)
                if apart, file.tokenIs(cursor, "?") { question = true }
                if apart, question, file.kind(cursor) == .colon { colon = true }
                cursor += 1
            }
            if question && colon { return true }
        }
        // `if running { withAnimation(.linear.repeatForever()) { ... } } else { ... }`, the `if` at most
        // one closure out (`.onAppear { }` inside it), not a branch the whole screen sits in.
        var levels = 0
        return context.enclosingBrace(of: anchor) { brace in
            levels += 1
            guard levels <= 2, let close = file.match(brace), file.tokenIs(close + 1, "else") else { return false }
            var cursor = brace - 1
            while cursor > 0, !file.tokens[cursor].flags.contains(.newlineBefore) {
                if file.tokenIs(cursor, "if") { return true }
                cursor -= 1
            }
            return file.tokenIs(cursor, "if")
        } != nil
    }

    /// The curve whose duration is at `anchor` is a repeat's (`.linear(duration: 1).repeatForever()`):
    /// its chain goes on to `repeatForever`.
    static func isRepeated(_ anchor: Int, in file: SourceFile) -> Bool {
        guard let open = file.enclosingOpening(of: anchor, where: { file.kind($0) == .leftParen }),
            var end = file.match(open)
        else { return false }
        while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier {
            if file.tokenIs(end + 2, "repeatForever") { return true }
            guard let call = file.call(at: end + 2) else { return false }
            end = call.end
        }
        return false
    }

    /// Core Animation's and SpriteKit's particle emitters: snow, confetti and sparks that stream
    /// over the view for as long as it shows.
    static let emitterTypes: [StaticString] = ["CAEmitterLayer", "SKEmitterNode"]

    /// Where the file makes a particle emitter (`CAEmitterLayer()`, `SKEmitterNode(fileNamed:)`, a view
    /// whose `layerClass` is `CAEmitterLayer.self`), as a view it wraps for SwiftUI or its own layer:
    /// motion over the whole view whatever else it does.
    static func particleEmitters(in file: SourceFile) -> [Int] {
        let named = file.bytes.withUnsafeBufferPointer { bytes in
            containsBytes(bytes, "CAEmitterLayer") || containsBytes(bytes, "SKEmitterNode(")
        }
        guard named else { return [] }
        return file.tokens.indices.filter { index in
            guard file.kind(index) == .identifier, emitterTypes.contains(where: { file.tokenIs(index, $0) }) else {
                return false
            }
            return file.kind(index + 1) == .leftParen
                || (file.kind(index + 1) == .period && file.tokenIs(index + 2, "self"))
        }
    }

    /// The file moves, scales or turns a view (`.offset(`, `.scaleEffect(`, `.rotationEffect(`,
    /// `.rotation3DEffect(`, `.position(`): what a long animation there can be.
    static func movesViews(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, ".offset(") || containsBytes(bytes, "scaleEffect(")
            || containsBytes(bytes, "rotationEffect(") || containsBytes(bytes, "rotation3DEffect(")
            || containsBytes(bytes, ".position(")
    }

    /// The file reads a reduce-motion setting of the app's own (`reduceAnimations`,
    /// `settings.reduceMotion`, `prefersReducedMotion`), whatever its spelling.
    static func readsOwnSetting(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            containsBytes(buffer, "educeMotion") || containsBytes(buffer, "educedMotion")
                || containsBytes(buffer, "educeAnimation") || containsBytes(buffer, "educedAnimation")
        }
    }
}
