import SwiftLexer

/// `color/raw-shadow`: `.shadow(color: .black.opacity(0.1), radius: 8)` in a view of an app that
/// writes its shadows down (`.cardShadow()`, `Theme.shadowColor`, `enum Shadow { static let card }`).
public struct ColorRawShadow: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/raw-shadow", family: .color,
        title: "Use the app's shadow, not one written by hand",
        rationale: """
            A shadow is part of a surface's elevation: an app that names its shadows (a modifier, a \
            ViewModifier, a shadow colour, a type of shadow tokens) gets one look and one place to change it. A fixed black \
            shade written in a view is a copy that drifts, and it stays black in dark mode. Beside a glow \
            the app makes for any colour (.neonGlow(color:)), a shadow written by hand in one of the app's \
            colours is a copy of that glow too.
            """,
        fix: "Use the app's shadow modifier or its shadow colour token.",
        isOptIn: true,
        // 0 of 8 on round 18 (a ViewModifier named for a shadow read as the app's: narrowed since);
        // as it stands, 8 of 8 on round 22 (two apps, copies in a file), 0 of 3 on round 25 (a
        // prototype only its preview creates). Held out.
        // Round 31: 7 of 7; round 32: 3 of 3.
        // Round 34: 10 of 21 (an unused colour named for a shadow taken for the app's shadow, legibility
        // shadows over artwork, copies inside the button style that names them).
        // Round 36: 10 of 22 (an unused helper named for a shadow taken for the app's; copies in
        // vendored code). Round 37: 9 of 24 (copies of a bare `.shadow(radius: 4)`, the system's
        // shade: left since). Round 38: 1 of 1.
        // Rounds 43 and 44: 7 of 8 (a card's elevation where the app's one shadow is for text) and 11 of
        // 13 (shadows made of the app's own shadow tokens, left since).
        // Round 45: 13 of 13. Round 66: 3 of 6 (a `.textShadow()` of one file's `private extension` taken
        // for the app's style: read as the file's since). Round 67: 8 of 12 (three copies of a view
        // model's named title shadow, read as named since; a legibility shadow on a glyph over video).
        // Round 68: 8 of 9 (a play glyph's legibility shadow over video again). Round 69: 3 of 9 (a
        // UIKit layer's shadow styles, `extension UIView { enum ShadowStyle }`, taken for the app's:
        // left out since; a glow kept for one kind of button taken for the app's one shadow).
        // Round 71: 6 of 9 (a style's `_Previews` type, named for its shadow, taken for the app's
        // shadow tokens: left out since; a helper that applies the shadows each caller writes).
        // Round 72: 3 of 3. Round 73: 4 of 6 (a widget that cannot reach the app's shadow, a glow).
        // Rounds 74 and 75: 3 of 3 and 3 of 4 (a raw-value helper taken for the app's shadow).
        // Copies counted however each was typed (revision 66), on corpus apps nobody opened for it:
        // 2 of 3 (a shared separator view's own shadow counted among its copies).
        // Round 76: 11 of 12 (an overlay the logo's shadow helper was offered for).
        // Round 77: 6 of 9 (a glow and a card shadow offered for a badge's lift and a toast).
        // Copies in the app's shadow colour with sizes written by hand (revision 68), on corpus apps
        // nobody opened for it: 10 of 13 (copies counted in views nothing makes and in a stale
        // duplicate of the project).
        // Round 78: 6 of 12 (a card container offered for a button's lift, one view's private constants).
        // Round 79: 9 of 12 (the app's named shadows are for other surfaces: a photo, a halo, an avatar).
        // Round 80: 3 of 4 (a colour named for a shadow that nothing uses as one).
        // Round 81: 3 of 3.
        // Round 82: 6 of 7 (a legibility halo on a glyph over the reader's page).
        // Round 83: 5 of 12 (legibility halos, a floating panel's deliberate lift, a radius constant
        // nothing uses taken for the app's shadow).
        measured: Measured(181, of: 271),
        triggeringExamples: [
            // One shadow, however each copy was typed.
            "VStack {\n    Card().↓shadow(color: .black.opacity(0.2), radius: 10, y: 4)\n    Card().↓shadow(color: Color.black.opacity(0.20), radius: 10, x: 0, y: 4)\n    Card().↓shadow(color: .black.opacity(0.2), radius: 10.0, x: 0, y: 4)\n}",
            "struct Intro: View {\n    @State private var glowAnimation = false\n    var body: some View {\n        VStack {\n            Text(\"a\").↓shadow(color: .black.opacity(0.6), radius: 12)\n            Text(\"b\").↓shadow(color: .black.opacity(0.6), radius: 12)\n            Text(\"c\").↓shadow(color: .black.opacity(0.6), radius: 12)\n        }\n        .scaleEffect(glowAnimation ? 1.05 : 1)\n    }\n}",
            "HStack {\n    Button(action: back) { Image(systemName: \"chevron.left\") }\n        .↓shadow(color: .accentColor.opacity(0.2), radius: 2)\n    Button(action: edit) { Image(systemName: \"pencil\") }\n        .↓shadow(color: .accentColor.opacity(0.2), radius: 2)\n    Button(action: share) { Image(systemName: \"square.and.arrow.up\") }\n        .↓shadow(color: .accentColor.opacity(0.2), radius: 2)\n}",
            "extension View { func cardShadow() -> some View { shadow(color: Palette.shadow, radius: 8, y: 2) } }\nText(\"a\").↓shadow(color: .black.opacity(0.1), radius: 4)",
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nRectangle().↓shadow(radius: 3)",
            "extension View {\n    func neonGlow(color: Color, radius: CGFloat = 8) -> some View { shadow(color: color.opacity(0.6), radius: radius) }\n}\nText(\"Score\").↓shadow(color: Color(\"NeonPink\").opacity(0.6), radius: 14)\nCircle().↓shadow(color: isCurrent ? player.color.opacity(0.5) : .clear, radius: 8)",
            "extension View { func elevatedShadow() -> some View { shadow(color: Palette.shadow, radius: 8) } }\nCard().↓shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2), radius: 10, x: 0, y: 4)",
            "enum Shadows { static let card = Color(\"CardShadow\") }\nCard().↓shadow(color: Color(light: .black.opacity(0.03), dark: .black.opacity(0.3)), radius: 8, y: 2)",
            "enum DesignSystem {\n    enum Shadow {\n        static func card(for scheme: ColorScheme) -> (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {\n            scheme == .dark ? (.black.opacity(0.5), 16, 0, 6) : (.black.opacity(0.08), 12, 0, 4)\n        }\n    }\n}\nCard().↓shadow(color: Color.black.opacity(0.05), radius: 20, x: 0, y: 10)",
            // The app's shadow colour, its size written by hand three times: the shadow itself has no name.
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nVStack {\n    Card().↓shadow(color: Palette.shadowColor, radius: 2, y: 4)\n    Card().↓shadow(color: Palette.shadowColor, radius: 2, x: 0, y: 4)\n    Card().↓shadow(color: Palette.shadowColor, radius: 2, y: 4)\n}",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").shadow(color: .black.opacity(0.1), radius: 4)",
            "extension UIView {\n    enum ShadowStyle { case small, medium, large }\n    func applyFigmaShadow(style: ShadowStyle) { }\n}\nCard().shadow(color: .black.opacity(0.08), radius: 2, y: 1)",
            "struct ShadowedButtonStyle_Previews: PreviewProvider {\n    static var previews: some View { Button(\"Reply\") {}.buttonStyle(.shadowed) }\n}\nCard().shadow(color: .gray.opacity(0.5), radius: 2)",
            "VStack {\n    Text(title).shadow(color: model.titleShadow.color, radius: model.titleShadow.radius)\n    Text(subtitle).shadow(color: model.titleShadow.color, radius: model.titleShadow.radius)\n    Text(detail).shadow(color: model.titleShadow.color, radius: model.titleShadow.radius)\n}",
            "enum Shadow { static let card = Color.black.opacity(0.1) }\nextension View {\n    func destructiveButtonStyle() -> some View {\n        background(Color.red).shadow(color: Color.red.opacity(0.25), radius: 8, x: 0, y: 4)\n    }\n}",
            "private extension View {\n    func textShadow() -> some View { shadow(color: .black.opacity(0.6), radius: 2) }\n}\nLogo().shadow(color: .black.opacity(0.2), radius: 6)",
            "private enum Shadow { static let card = Color.black.opacity(0.1) }\nstruct EdgeShadow: ViewModifier {\n    func body(content: Content) -> some View { content.shadow(radius: 2) }\n}\nCard().shadow(color: .black.opacity(0.05), radius: 20, x: 0, y: 10)",
            "extension View {\n    func cardShadow() -> some View { shadow(color: .black.opacity(0.1), radius: 8) }\n}\nButton(\"Go\", action: go).shadow(color: Color.accentColor.opacity(0.4), radius: 10)",
            "extension View {\n    func neonGlow(color: Color, radius: CGFloat = 8) -> some View { shadow(color: color.opacity(0.6), radius: radius) }\n}\nText(\"Score\").shadow(color: Theme.glowColor, radius: 14)",
            "struct LoginButtonStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        if configuration.isPressed {\n            configuration.label.shadow(radius: 1)\n        } else {\n            configuration.label.shadow(radius: 1)\n        }\n    }\n}\nImage(\"logo\").shadow(radius: 1)",
            "VStack {\n    Card().shadow(color: .black.opacity(0.2), radius: 10, y: 4)\n    Card().shadow(color: .black.opacity(0.2), radius: 10, x: 2, y: 4)\n    Card().shadow(color: .black.opacity(0.3), radius: 10, y: 4)\n}",
            "VStack {\n    Text(\"a\").shadow(radius: 2)\n    Text(\"b\").shadow(radius: 2)\n    Text(\"c\").shadow(radius: 4)\n}",
            "VStack {\n    Icon().shadow(radius: 4)\n    Icon().shadow(radius: 4)\n    Icon().shadow(radius: 4)\n}",
            "extension View { func cardShadow() -> some View { shadow(color: .black.opacity(0.1), radius: 8, y: 2) } }\nText(\"a\").cardShadow()",
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nText(\"a\").shadow(color: Palette.shadowColor, radius: 4)",
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nText(\"a\").shadow(color: theme.shadow, radius: 4)",
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nRectangle().fill(.blue.shadow(.drop(radius: 2)))",
            "enum Palette { static let shadowColor = Color(\"Shadow\") }\nButton(\"+\", action: add)\n    .shadow(radius: Elevation.fab.radius, x: Elevation.fab.x, y: Elevation.fab.y)",
            "struct BottomShadowModifier: ViewModifier { func body(content: Content) -> some View { content.shadow(radius: 2, y: 2) } }\nCard().shadow(color: .black.opacity(0.1), radius: 8)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        // `.shadow(color:radius:x:y:)` and `.shadow(radius:)`; `.shadow(.drop(...))` is a style's.
        let styles = context.structBodies(conformingTo: ShadowStyles.styleProtocols)
        let shadows = context.memberCalls(of: .shadow).filter { call in
            ShadowStyles.isWrittenOut(call, styles: styles, in: file)
        }
        let copies = Copies(shadows, in: file)
        let shadowStyles = context.project.shadowStyles
        guard shadowStyles.isEmpty else {
            let named = shadowStyles.prefix(2).map { "`\($0)`" }.joined(separator: " or ")
            // A style made for any colour (`.neonGlow(color:)`) says how the app's coloured shadows look
            // too: one in a colour of the app's written by hand is a copy of it as well.
            let takesAColour = shadowStyles.contains { $0.hasSuffix("(color:)") }
            return shadows.compactMap { call in
                if let color = call.arguments.first(where: { file.tokenIs($0.label ?? 0, "color") }) {
                    guard
                        isFixedColor(color.value, in: file)
                            || (takesAColour
                                && !color.value.contains(where: {
                                    file.kind($0) == .identifier && ShadowStyles.namesShadow(at: $0, in: file)
                                }))
                    else {
                        // The app's shadow colour with sizes written by hand, copied: the shadow has no name yet.
                        return copies.hit(call, context: context)
                    }
                }
                // `radius: ShadowEnum.fab.radius`: the app's own shadow values, not numbers written here.
                if !Self.writesItsRadius(call, in: file) { return nil }
                return context.hit(at: call.name, "A shadow written by hand: the app's shadow is \(named).")
            }
        }
        // An app with no shadow of its own: the same shadow in a colour of its own, written three times
        // or more in one file or across the app's files, is a style waiting for a name.
        return shadows.compactMap { copies.hit($0, context: context) }
    }

    /// The file's shadows in a colour of their own (the app's shadow colour too) and a size written
    /// here, by spelling: the same shadow written three times or more in one file or across the
    /// app's files is a style waiting for a name. A shadow whose size is a name (`radius:
    /// viewModel.titleShadow.radius`) already has one.
    private struct Copies {
        /// Each copy's spelling, by its call's name token.
        let spellings: [Int: String]
        /// How many times the file writes each spelling.
        let counts: [String: Int]

        init(_ shadows: [CallSite], in file: SourceFile) {
            let copies = shadows.filter {
                ShadowStyles.choosesItsColor($0, in: file) && ColorRawShadow.writesItsRadius($0, in: file)
            }
            spellings = Dictionary(
                copies.map { ($0.name, ShadowStyles.spelling(of: $0, in: file)) },
                uniquingKeysWith: { first, _ in first })
            counts = Dictionary(spellings.values.map { ($0, 1) }, uniquingKeysWith: +)
        }

        /// The finding on `call` when it is one of three copies or more.
        func hit(_ call: CallSite, context: RuleContext) -> RuleHit? {
            guard let spelling = spellings[call.name] else { return nil }
            let inFile = counts[spelling] ?? 0
            if inFile >= ShadowStyles.copiesThatMakeAStyle {
                return context.hit(
                    at: call.name,
                    "The same shadow is written \(inFile) times in this file: name it once, as a modifier.")
            }
            guard context.project.repeatedShadows.contains(spelling) else { return nil }
            return context.hit(
                at: call.name,
                "The same shadow is written by hand in \(ShadowStyles.copiesThatMakeAStyle) places or more across the "
                    + "app: name it once, as a modifier.")
        }
    }

    /// A shadow whose size is written as a number here, or not given: not one of the app's values
    /// (`radius: Elevation.fab.radius`).
    private static func writesItsRadius(_ call: CallSite, in file: SourceFile) -> Bool {
        guard let radius = call.arguments.first(where: { file.tokenIs($0.label ?? 0, "radius") }) else { return true }
        return radius.value.contains { file.kind($0) == .integerLiteral || file.kind($0) == .floatLiteral }
    }

    /// `.black`, `Color.black.opacity(0.1)`, `Color(white: 0, opacity: 0.2)`: a shade fixed in code,
    /// not a token or a value from elsewhere; so is a pair of them made adaptive in place
    /// (`Color(light: .black.opacity(0.03), dark: .black.opacity(0.3))`).
    private func isFixedColor(_ range: Range<Int>, in file: SourceFile) -> Bool {
        var cursor = range.lowerBound
        if file.tokenIs(cursor, "Color") || file.tokenIs(cursor, "UIColor") {
            cursor += 1
            if file.kind(cursor) == .leftParen, let close = file.match(cursor) {
                let numeric = ((cursor + 1)..<close).allSatisfy { index in
                    let kind = file.kind(index)
                    return kind == .integerLiteral || kind == .floatLiteral || kind == .comma || kind == .colon
                        || kind == .operator || kind == .period
                        || (kind == .identifier && file.kind(index + 1) == .colon)
                        || file.tokenIs(index, "sRGB")
                }
                if numeric { return close > cursor + 1 }
                guard let call = file.call(at: range.lowerBound), call.arguments.count > 1 else { return false }
                return call.arguments.allSatisfy { $0.label != nil && isFixedColor($0.value, in: file) }
            }
        }
        guard file.kind(cursor) == .period, cursor + 1 < range.upperBound,
            ColorHandMadeAppearance.fixedColors.contains(file.text(cursor + 1))
        else { return false }
        return true
    }
}
