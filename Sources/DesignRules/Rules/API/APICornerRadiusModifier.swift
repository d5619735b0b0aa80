/// `api/corner-radius-modifier`: the deprecated `.cornerRadius(_:antialiased:)` modifier.
public struct APICornerRadiusModifier: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/corner-radius-modifier", family: .api,
        title: "Clip to a shape instead of .cornerRadius",
        rationale: """
            "NO cornerRadius() - use clipShape(.rect(cornerRadius:))." The modifier is deprecated and \
            always draws circular corners; a shape says which corners and which style.
            """,
        fix:
            "Replace .cornerRadius(r) with .clipShape(RoundedRectangle(cornerRadius: r)), which every system has, or .clipShape(.rect(cornerRadius: r)) from iOS 17 and macOS 14.",
        // With rounds 21 to 24: 81 of 86 (dead code, screens behind a debug toggle); rounds 25 and
        // 26: 22 of 26 (prototype views only their previews create); round 27: 7 of 7.
        // Rounds 28 to 31: 19 of 25 (four on text or stacks that draw no fill, the text ones left
        // alone since; a preview-only component; a copied chart library), 21 of 21, 12 of 12, 18 of 19
        // (a component only its preview creates).
        // Round 32: 15 of 15.
        // Round 33, the one new app (Meshtastic-Apple): 8 of 8.
        // Round 34: 45 of 52 (clips of stacks that draw no fill, a branch never built).
        // Round 36: 46 of 55 (debug screens, preview-only and vendored code). Round 37: 53 of 56.
        // Round 38: 13 of 21 (every false row one app's own `cornerRadius(_:)` on `View`, which
        // a literal radius calls: such an app's modifier is its own since). Round 39: 42 of 44
        // (a clip on a glyph with no fill, a view only a preview-only view made). Round 42: 31 of 31.
        // Rounds 43 and 44: 37 of 37 and 36 of 38 (a `#Preview(body:)` preview, left since; a radius
        // on padded text with no background).
        // Round 45: 35 of 35. Round 46: 31 of 31. Round 47: 22 of 33 (a spending tracker's admin screens
        // behind a login, a computed view and a modifier nothing uses). Round 48: 20 of 20. Round 49: 46
        // of 48 (a button style only an unused sheet uses; a `Circle` given a radius, left since).
        // Round 53: 24 of 29 (five screens of an internal app's module that the shipped app does not
        // link).
        // Round 54: 31 of 31. Round 56: 31 of 34 (screens behind sheets whose flag nothing sets,
        // left since; an iOS 16 fallback below an iOS 18.4 minimum). Round 57: 28 of 29 (a screen
        // whose one trigger is commented out). Round 58: 33 of 33. Rounds 59 and 60: 16 of 19 (a
        // developer panel five taps open, compiled into release) and 41 of 42 (an `#available`
        // fallback below the deployment target). Round 61: 36 of 38 (modifiers of a game's theme no view
        // calls). Round 62: 21 of 23 (clips of a padded stack with no background). Round 63: 45 of 47
        // (a clip of a button with no fill). Round 64: 31 of 37 (clips that cut nothing: no fill, an
        // outer clip of the same size, a spinner; a card style only a preview reaches). Round 65: 43 of
        // 43. Round 66: 40 of 40. Round 67: 35 of 35. Round 68: 40 of 45 (a macOS settings pane shown
        // only once its debug menu is switched on). Round 69: 44 of 45 (a debug log's sheet). Round 70:
        // 14 of 14. Round 71: 46 of 46.
        // Round 72: 21 of 24 (a log viewer only a launch argument's debug section opens; a section
        // titled for debugging is debug code since). Round 73: 30 of 33 (a log screen only a "Debug"
        // section opens, kept as shipped since a watch app's comment names it).
        // Rounds 74, 75 and 76: 53 of 54 (a public badge only previews make, left out since), 27 of 27
        // and 42 of 42.
        // Round 77: 45 of 47 (a view only an extension method nothing calls makes; a component only an
        // unreachable gallery shows).
        // Round 78: 50 of 51 (a text-field style only its preview uses).
        // Round 79: 24 of 26 (a widget's branch no widget draws, an upload screen only a dormant admin app
        // opens).
        // Round 80: 42 of 42.
        // Round 81: 32 of 32.
        // Round 82: 26 of 30 (views only a debug screen, a preview or nothing opens, in a package whose
        // public views count as its API).
        // Round 83: 60 of 61 (a modifier nothing applies).
        // Round 84: 30 of 30.
        measured: Measured(1852, of: 1970),
        triggeringExamples: [
            "extension View {\n    func cornerRadius(_ radius: Double, corners: UIRectCorner) -> some View { self }\n}\nlet card = Color.blue.frame(height: 80).↓cornerRadius(12)",
            "Image(\"a\").↓cornerRadius(12)",
            "HStack {\n    AsyncImage(url: cover)\n    Text(title)\n}\n.↓cornerRadius(12)",
            "VStack {\n    header\n    Text(title)\n}\n.↓cornerRadius(12)",
            "HStack {\n    Text(title)\n}\n.background(Color.gray)\n.↓cornerRadius(12)",
            "Text(badge)\n    .font(.caption)\n    .padding(4)\n    .background(Color.accentColor)\n    .↓cornerRadius(8)",
            "card\n    .background(.thinMaterial)\n    .↓cornerRadius(Radii.md, antialiased: true)",
            // The clip shape works on every system: a fallback branch has no reason to keep the modifier.
            "if #available(iOS 26, *) {\n    card.glassEffect(in: .rect(cornerRadius: 4))\n} else {\n    card.background(.gray).↓cornerRadius(4)\n}",
        ],
        nonTriggeringExamples: [
            // A preview, however its body is passed, is not shipped code.
            "#Preview(body: {\n    Text(\"a\").padding(5).background(.gray).cornerRadius(10)\n})",
            "extension View {\n    public func cornerRadius(_ radius: Double) -> some View {\n        clipShape(RoundedRectangle(cornerRadius: radius))\n    }\n}\nlet card = Color.blue.frame(height: 80).cornerRadius(12)",
            "Image(\"a\").clipShape(.rect(cornerRadius: 12))",
            "Circle().fill(.gray).frame(width: 48, height: 48).cornerRadius(24)",
            "view.layer.cornerRadius = 12",
            "RoundedRectangle(cornerRadius: 12)",
            "card.cornerRadius(12, corners: [.topLeft, .topRight])",
            "let radius = style.cornerRadius",
            "Chart(data) { BarMark(x: .value(\"Day\", $0.day), y: .value(\"kWh\", $0.kwh))\n    .cornerRadius(2) }",
            "Text(viewModel.title)\n    .foregroundColor(.secondary)\n    .font(.caption).bold()\n    .padding(4)\n    .cornerRadius(8)",
            "HStack {\n    Image(systemName: type.systemImage)\n    Text(type.title)\n    Spacer()\n    Text(data)\n}\n.bold()\n.cornerRadius(12)",
            "ZStack {\n    KFImage(url)\n        .resizable()\n        .clipShape(RoundedRectangle(cornerRadius: 10))\n    VStack { Text(title).foregroundColor(.white) }\n}\n.frame(height: 190)\n.cornerRadius(10)",
        ])

    /// Modifiers of a `Text` that style its glyphs or place it, drawing no fill of their own.
    private static let drawsOnlyText: Set<String> = [
        "font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "underline", "strikethrough",
        "monospacedDigit", "monospaced", "kerning", "tracking", "baselineOffset", "textCase", "lineLimit",
        "lineSpacing", "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "foregroundColor",
        "foregroundStyle", "padding", "frame", "fixedSize", "layoutPriority", "id",
    ]

    /// Containers that draw nothing of their own.
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    /// Views that draw only glyphs or lay others out.
    private static let drawsNoFill: Set<String> = stacks.union(["Text", "Label", "Spacer", "ForEach"])

    /// Modifiers that clip what they follow.
    private static let clips: Set<String> = ["clipShape", "cornerRadius", "clipped", "mask"]

    /// Whether everything in the closure at `brace` stays off its container's corners: text,
    /// symbols and stacks of them; images, shapes and colours only clipped on their own
    /// (`KFImage(url).cornerRadius(10)`); backgrounds and overlays only in chains that clip after
    /// them. A view of the app's, a function's result or a value shown as it is may draw
    /// anything, and counts as reaching them.
    private func drawsNothingToItsEdges(closureAt brace: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let close = file.match(brace) else { return false }
        func clipsAfter(_ end: Int) -> Bool {
            context.modifiers(afterToken: end).contains { Self.clips.contains(file.text($0.name)) }
        }
        var index = brace + 1
        while index < close {
            defer { index += 1 }
            guard file.kind(index) == .identifier else { continue }
            let name = file.text(index)
            let isMember = file.kind(index - 1) == .period
            let opensCall = file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace
            if isMember {
                guard let call = file.call(at: index) else { continue }
                // `.background(...)`, `.overlay(...)`, `.fill(...)`: a fill, unless its chain clips it.
                if ["background", "overlay", "fill", "border"].contains(name), !clipsAfter(call.end) { return false }
                // A modifier's arguments (`.clipShape(RoundedRectangle(...))`, `.font(...)`) draw nothing here.
                index = call.end
                continue
            }
            guard let first = name.first else { continue }
            if first.isUppercase, opensCall {
                if Self.drawsNoFill.contains(name) { continue }
                guard let call = file.call(at: index) else { return false }
                if name == "Image", file.argument(call, labeled: "systemName") != nil { continue }
                // An image, a shape, a colour, a gradient or any other view: only clipped on its own.
                if !clipsAfter(call.end) { return false }
                index = call.end
                continue
            }
            // A statement that is a value or a call of the app's (`header`, `content`, `row(item)`).
            if file.tokens[index].flags.contains(.newlineBefore), !file.tokenIs(index - 1, "=") { return false }
        }
        return true
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .cornerRadius).compactMap { call in
            // SwiftUI's modifier takes the radius and at most `antialiased:`; an app's own
            // `cornerRadius(_:corners:)` extension is another function.
            guard call.openParen != nil, let first = call.arguments.first, first.label == nil,
                call.arguments.dropFirst().allSatisfy({ argument in
                    argument.label.map { context.file.tokenIs($0, "antialiased") } ?? false
                })
            else { return nil }
            // The app's own `cornerRadius(_:)` on `View`, written with the same labels, is the one called.
            if context.callsOwnModifier(call) { return nil }
            // Swift Charts' marks have a `cornerRadius` of their own, not deprecated: `BarMark(...).cornerRadius(2)`.
            let chain = context.chain(before: call.name)
            if let head = chain.head, context.file.text(head).hasSuffix("Mark") { return nil }
            // `Circle().frame(width: 48, height: 48).cornerRadius(24)`: a round shape has no corner to
            // clip; the fix is to delete the modifier.
            if let head = chain.head,
                ["Circle", "Capsule", "Ellipse"].contains(where: { context.file.tokenIs(head, $0) })
            {
                return nil
            }
            // `Text(title).font(.caption).padding(4).cornerRadius(8)`: nothing drawn reaches the
            // corners, so the modifier clips nothing; its fix is to delete it, not to swap it.
            if let head = chain.head, context.file.tokenIs(head, "Text"),
                chain.modifiers.allSatisfy({ Self.drawsOnlyText.contains(context.file.text($0)) })
            {
                return nil
            }
            // A stack of text and symbols, or of views clipped on their own, with no fill of its own:
            // nothing reaches its corners either.
            if let head = chain.head, Self.stacks.contains(context.file.text(head)),
                chain.modifiers.allSatisfy({ Self.drawsOnlyText.contains(context.file.text($0)) }),
                let stack = context.file.call(at: head), let brace = stack.trailingClosures.first,
                drawsNothingToItsEdges(closureAt: brace, context: context)
            {
                return nil
            }
            return context.hit(
                at: call.name, ".cornerRadius is deprecated; use .clipShape(RoundedRectangle(cornerRadius:)).")
        }
    }
}
