import SwiftLexer

/// `color/hand-made-appearance`: `colorScheme == .dark ? .white : .black`, a light and a dark
/// colour picked by hand where an adaptive colour says both.
public struct ColorHandMadeAppearance: Rule {
    public init() {}

    static let id = "color/hand-made-appearance"

    public let description = RuleDescription(
        id: Self.id, family: .color,
        title: "Let an adaptive colour pick light and dark, not a ternary on colorScheme",
        rationale: """
            "Use system semantic colors that adapt to dark mode." A pair of fixed colours chosen by \
            colorScheme is an appearance written out by hand: it misses increased contrast, and the \
            next view picks its own pair.
            """,
        fix:
            "Use a semantic colour (.primary, Color(.label), Color(.systemBackground)) or a colour asset with a dark appearance, or the app's colour token.",
        // 4 of 4 on rounds 16 and 18; with system colours, UIKit traits and appearance properties,
        // 14 of 16 on round 22 (a colour extension's own definition, two transparent branches; both
        // left alone since); 1 of 2 on round 23 (a shadow switched off in dark mode), 5 of 5 on
        // round 24, 8 of 8 on round 25, 2 of 2 on round 26 and 3 of 3 on round 27. Held out: 92%,
        // so on by default.
        // Rounds 28, 30 and 31: 2 of 3 (a copied chart library), 4 of 4, 14 of 16 (a view property
        // nothing reads).
        // Round 32: 7 of 7.
        // Round 33, the one new app (Meshtastic-Apple): 4 of 5 (a logo URL named for the appearances:
        // a named pair must be a colour since).
        // Round 34: 1 of 1.
        // Round 36: 10 of 20 (an app's own Light and Dark token pairs picked by colorScheme, its
        // convention; a choice between two adaptive system colours; preview-only code; popups that
        // follow the app's own appearance setting). Round 37: 17 of 25 (opacities tuned per
        // appearance with a radius, a property no one reads, a watchOS-only branch).
        // Round 38: 11 of 12 (a developer colour sheet nothing opens). Round 42: 5 of 5.
        isOptIn: true,
        // Rounds 43 and 44: 10 of 15 (properties nothing reads, left since where they are private; a
        // shadow tuned per appearance) and 9 of 9.
        // Round 45: 1 of 2 (an app whose own design package picks its colours by appearance too).
        // Pooled 132 of 164 (80%): under the 90% a default rule needs, so opt-in.
        // An opacity picked by `colorScheme`, held out after round 50: 7 of 16 on any colour (flipped
        // gradients of `.secondary` judged deliberate), read on fixed colours only since: 3 of 4 (a
        // divider whose height changes with the colour).
        // The app's own colours written out as literals count as fixed since round 54 (two rows of a
        // browser's autofill header, `colorScheme == .light ? .gray90 : .white`): across 110 corpus
        // trees that adds one row where nobody read (Clop, a macOS app's light and dark blues picked
        // by `colorScheme`, true), and ten in the browser it was read from.
        // Round 65: 6 of 7 (a shadow's opacity per appearance beside shadow tokens picked per appearance).
        // Round 66: 4 of 5 (a helper only previews use). Round 67: 5 of 8 (an app theme's own `isDark`,
        // which the user picks apart from the system's appearance, in its glass and a scrim).
        // Round 68: 3 of 4 (a dynamic `UIColor` that already follows the appearance). Round 69: 8 of 10
        // (a gradient of a colour picked at run time; a Live Activity's tint fixed for the Lock Screen).
        // Round 71: 1 of 1. Round 72: 2 of 2. Round 73: 9 of 13 (a palette's own adaptive token, a
        // window colour set in UIKit, code only a macOS branch of an iOS app builds, an appearance
        // picker's side-by-side previews).
        // Round 74: 2 of 5 (a fill switched together with a glass effect, a pick beside `.accentColor`).
        // Round 76: 5 of 5.
        // Round 77: 1 of 3 (a gradient file nothing uses).
        // Round 78: 3 of 8 (a design system's own button styles, gradients that differ by scheme).
        // Round 79: 7 of 7.
        // Round 80: 6 of 6. A comparison in parentheses (revision 75), on a corpus app nobody opened
        // for it: 8 of 8.
        // Round 81: 2 of 3 (a row nothing makes).
        // Round 82: 3 of 8 (an app that forces the dark appearance, a picker always on black, a contrast
        // colour against a cover, a glare setting).
        // Round 83: 11 of 12 (a debug log screen).
        // Round 84: 1 of 1.
        measured: Measured(222, of: 284),
        triggeringExamples: [
            // The app's own colour of the appearance, picked by hand where it is declared and used.
            "extension ColorScheme {\n    var textColor: Color { ↓self == .dark ? .white : .black }\n}\nstruct Row: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View { Text(\"a\").foregroundColor(↓colorScheme.textColor) }\n}",
            "Text(\"a\").foregroundStyle(↓colorScheme == .dark ? .white : .black)",
            "Text(\"a\").foregroundStyle(↓colorScheme == .dark ? Color.white.opacity(0.9) : Color(hex: 0x333333))",
            "struct Card: ViewModifier {\n    @Environment(\\.colorScheme) private var colorScheme: ColorScheme\n    var fill: Color { ↓colorScheme == .dark ? .black : .white }\n    func body(content: Content) -> some View { content.background(fill) }\n}",
            "RoundedRectangle(cornerRadius: 10).fill(\n    ↓colorScheme == .dark\n        ? Color(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1))\n        : Color(#colorLiteral(red: 0.94, green: 0.94, blue: 0.94, alpha: 1)))",
            "Text(\"a\").foregroundStyle(↓colorScheme == .dark ? Palette.textDark : Palette.textLight)",
            "Circle().fill(↓colorScheme == .dark ? accDark : accLight)",
            "let background: Color = (↓colorScheme == .dark) ? Color.black : Color.white",
            "Text(\"a\").foregroundColor(↓colorScheme == .dark ? Color.brandLight : Color.brandDark)",
            "Rectangle().fill(↓colorScheme == .light ? Color.black.opacity(0.05) : Color.white.opacity(0.2))",
            "Text(\"a\").background(↓colorScheme == .dark ? Color(red: 0.1, green: 0.1, blue: 0.12) : .white)",
            "Keyboard().background(↓colorScheme == .dark ?\n    Color.clear : Color(red: 0.9, green: 0.9, blue: 0.9))",
            "Text(\"a\").background(↓colorScheme == .light ? Color(uiColor: .secondarySystemBackground) : Color(uiColor: .tertiarySystemBackground))",
            "Text(\"a\").foregroundColor(count > 0 && ↓colorScheme == .light ? .accentColor : .primary)",
            "ZStack {\n    if ↓colorScheme == .dark {\n        Color.black\n    } else {\n        Color.white\n    }\n}",
            "private var isLightMode: Bool {\n    appearance == .light || (appearance == .system && colorScheme == .light)\n}\nvar body: some View {\n    Button(\"Cancel\") { dismiss() }\n        .foregroundColor(↓isLightMode ? .black : .white)\n}",
            "var textColor: UIColor {\n    UIColor { traits in\n        traits.↓userInterfaceStyle == .dark ? .white : .black\n    }\n}\nvar body: some View { Text(\"a\").foregroundColor(Color(textColor)) }",
            "@Environment(\\.colorScheme) var cs\nvar body: some View { Text(\"a\").foregroundColor(↓cs == .dark ? .white : .black) }",
            "Rectangle().fill(Color.hex(self.↓colorScheme == .dark ? 0x7D7D7D : 0xEEEEEE))",
            "Button(\"Sign in\") { signIn() }\n    .background(theme.↓useDarkVariant ? Color.white : Color.black)",
            "@Environment(\\.colorScheme) private var colorScheme\nvar isDark: Bool { settings.forceDark || colorScheme == .dark }\nvar body: some View { Rectangle().fill(↓isDark ? Color.white.opacity(0.2) : Color.black.opacity(0.05)) }",
            "Toggle(\"Remind me\", isOn: $remind)\n    .toggleStyle(SwitchToggleStyle(tint: ↓colorScheme == .dark ? accDark : accLight))",
            "Text(\"Start\")\n    .background(↓colorScheme == .dark ? Color.multiplayer : .inkBlack)\n    .foregroundColor(↓colorScheme == .dark ? .inkBlack : .multiplayer)",
            "Text(\"Start\")\n    .background(↓colorScheme == .dark ? Color.multiplayer : .inkBlack)\n    .foregroundColor(↓colorScheme == .light ? .multiplayer : .inkBlack)",
            "Text(\"a\").listRowBackground(\n    ↓colorScheme == .light ?\n        Color(UIColor.secondarySystemBackground) :\n        Color(UIColor.systemBackground)\n)",
            "LinearGradient(\n    colors: ↓colorScheme == .dark\n        ? [darkBase.opacity(0.5), darkBase.opacity(0)]\n        : [lightBase.opacity(0.9), lightBase.opacity(0)],\n    startPoint: .leading, endPoint: .trailing)",
            "var cardBackground: Color {\n    switch ↓colorScheme {\n    case .dark:\n        return Color(red: 0.24, green: 0.23, blue: 0.23)\n    case .light:\n        return Color(red: 0.95, green: 0.93, blue: 0.93)\n    @unknown default:\n        return Color(red: 0.95, green: 0.93, blue: 0.93)\n    }\n}",
            "Text(\"a\").listRowBackground(↓colorScheme == .light ? Color.gray.opacity(0.1) : nil)",
            // The app's own colours written out as literals are as fixed as `.white`.
            "extension Color {\n    static let gray20 = Color(red: 0.93, green: 0.93, blue: 0.93)\n    static let gray50 = Color(red: 0.67, green: 0.67, blue: 0.67)\n    static let gray90 = Color(red: 0.13, green: 0.13, blue: 0.13)\n}\nstruct Header: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View {\n        Text(\"a\").foregroundColor(↓colorScheme == .light ? .gray90 : .white)\n        Text(\"b\").foregroundColor(↓colorScheme == .light ? Color.gray50 : Color.gray20.opacity(0.8))\n    }\n}",
            "RoundedRectangle(cornerRadius: 8).fill(Color.white.opacity(↓colorScheme == .dark ? 0.15 : 0.55))\nText(\"a\").foregroundStyle(.black.opacity(↓colorScheme == .light ? 0.8 : 0.6))\nDivider().overlay(Color(.black).opacity(↓colorScheme == .dark ? 0.65 : 0.13))",
            "let paper = Color(UIColor { traits in\n    if traits.↓userInterfaceStyle == .dark {\n        return UIColor(red: 0.085, green: 0.084, blue: 0.078, alpha: 1)\n    } else {\n        return UIColor(red: 0.95, green: 0.94, blue: 0.88, alpha: 1)\n    }\n})",
        ],
        nonTriggeringExamples: [
            "extension ColorScheme {\n    var accent: Color { self == .dark ? Palette.night : Palette.day }\n}\nstruct Row: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View { Text(\"a\").foregroundStyle(colorScheme.accent) }\n}",
            "Text(\"a\").foregroundStyle(.primary)",
            // The app's theme made for the appearance it is given: its adaptive palette.
            "struct Theme {\n    let colorScheme: ColorScheme\n    var accent: Color { colorScheme == .dark ? Color(hex: \"#FF9B51\") : Color(hex: \"#F16D34\") }\n    var foreground: Color { colorScheme == .dark ? .white : .black }\n}",
            "RoundedRectangle(cornerRadius: 10).fill(isSelected ? Color(#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)) : Color(#colorLiteral(red: 0.94, green: 0.94, blue: 0.94, alpha: 1)))",
            "Text(\"a\").foregroundStyle(colorScheme == .dark ? Palette.textPrimary : Palette.textSecondary)",
            "Image(colorScheme == .dark ? \"logo-dark\" : \"logo-light\")",
            "Text(\"a\").shadow(radius: colorScheme == .dark ? 0 : 4)",
            // An asset's colour may have a dark appearance of its own.
            "extension Color {\n    static let ink = Color(\"Ink\")\n    static let paper = Color(\"Paper\")\n    static let line = Color(\"Line\")\n}\nstruct Header: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View { Text(\"a\").foregroundColor(colorScheme == .light ? .ink : .white) }\n}",
            "Text(\"a\").foregroundStyle(colorScheme == .dark ? accent : .black)",
            "Text(\"a\").background(colorScheme == .dark ? .clear : Color.clear)",
            "Text(\"a\").foregroundColor(colorScheme == .dark ? Color.brand : Color.brandDeep)",
            "Text(\"a\").foregroundColor(colorScheme == .dark ? highlightColor : lightGray)",
            "var inverted: ColorScheme { colorScheme == .dark ? .light : .dark }",
            "struct Theme {\n    static func background(for colorScheme: ColorScheme) -> Color {\n        colorScheme == .dark ? darkBackground : lightBackground\n    }\n    static func card(_ scheme: ColorScheme) -> Color { scheme == .dark ? .black : .white }\n}",
            "var wrappedValue: Value { colorScheme == .light ? token.light : token.dark }",
            "Text(\"a\").opacity(colorScheme == .light ? 0.1 : 1)",
            "let ink = Color(UIColor { traits in\n    if traits.userInterfaceStyle == .dark {\n        return UIColor(red: 0.39, green: 0, blue: 0, alpha: 1)\n    } else {\n        return UIColor(red: 0.39, green: 0, blue: 0, alpha: 1)\n    }\n})",
            "if colorScheme == .dark {\n    return Palette.inkDark\n} else {\n    return Palette.ink\n}",
            "switch colorScheme {\ncase .dark: return Palette.inkDark\ndefault: return Palette.ink\n}",
            "static func messageText(for colorScheme: ColorScheme) -> UXColor {\n    switch colorScheme {\n    case .dark: return .white\n    default: return .black\n    }\n}",
            "switch colorScheme {\ncase .dark: Image(\"logo-dark\")\ncase .light: Image(\"logo\")\n@unknown default: EmptyView()\n}",
            "extension Color {\n    static let adaptiveWhite = Self {\n        $0.userInterfaceStyle == .dark ? .inkBlack : .white\n    }\n    static let adaptiveBlack = Self {\n        $0.userInterfaceStyle == .dark ? .white : .inkBlack\n    }\n}",
            "enum Widget {\n    static let parchment = Color(UIColor { traits in\n        traits.userInterfaceStyle == .dark\n            ? UIColor(red: 0.110, green: 0.098, blue: 0.078, alpha: 1.0)\n            : UIColor(red: 0.961, green: 0.941, blue: 0.910, alpha: 1.0)\n    })\n}",
            "extension Color {\n    static func controlBackground(for scheme: ColorScheme) -> Color {\n        scheme == .dark ? .white.opacity(0.1) : .black.opacity(0.05)\n    }\n    static func panel(_ colorScheme: ColorScheme) -> Color {\n        colorScheme == .dark ? Color(white: 0.2) : Color(white: 0.95)\n    }\n}",
            "Text(\"a\").background(colorScheme == .dark ? Color.black.opacity(0) : Color.white.opacity(0))",
            "private var isLightMode: Bool { colorScheme == .light }\nvar body: some View {\n    Image(isLightMode ? \"logo\" : \"logo-dark\")\n}",
            "@Environment(\\.colorScheme) private var scheme\nvar body: some View { Image(scheme == .dark ? \"logo-dark\" : \"logo\") }",
            "LinearGradient(colors: colorScheme == .dark ? [Palette.night, Palette.dusk] : [Palette.day, Palette.dawn],\n    startPoint: .top, endPoint: .bottom)",
            "LinearGradient(colors: colorScheme == .dark ? [.black, .gray] : [.white], startPoint: .top, endPoint: .bottom)",
            "Text(\"Start\")\n    .background(colorScheme == .dark ? Color.multiplayer : .inkBlack)\n    .foregroundColor(colorScheme == .light ? .inkBlack : .multiplayer)",
            "Text(\"a\").padding(colorScheme == .dark ? 0x10 : 0x20)",
            "theme.applySet(set: colorScheme == .dark ? .iceCubeDark : .iceCubeLight)",
            "Text(title).foregroundStyle(isDarkBackground ? .white : .black)",
            "let isDark = tag.color.luminance < 0.5\nText(tag.name).foregroundStyle(isDark ? .white : .black)",
            "SignInWithAppleButton(.signIn) { _ in } onCompletion: { _ in }\n    .signInWithAppleButtonStyle(theme.useDarkVariant ? .white : .black)",
            "static func matrix(_ colorScheme: ColorScheme) -> ThemePalette {\n    let isDark = colorScheme == .dark\n    return ThemePalette(background: isDark ? Color.black : Color.white)\n}",
            "logo = colorScheme == .light ? attribution.markLightURL : attribution.markDarkURL",
            "Shape().foregroundStyle(colorScheme == .dark ? .primary : .secondary)",
            "Button(\"Jump\") { jump() }\n    .shadow(color: colorScheme == .dark ? .black.opacity(0.5) : .clear, radius: 4)",
            "Text(\"a\").overlay(colorScheme == .dark ? Divider() : nil)\nText(\"b\").foregroundColor(colorScheme == .dark ? accent : nil)",
            "Text(\"a\").background(colorScheme == .dark ? Color.clear : nil)",
            "Text(\"a\").foregroundStyle(Palette.ink.opacity(colorScheme == .dark ? 0.8 : 0.6))\nImage(\"x\").opacity(colorScheme == .dark ? 0.8 : 1)",
            "LinearGradient(colors: [.secondary.opacity(colorScheme == .dark ? 1 : 0.5), .accentColor.opacity(colorScheme == .dark ? 0.5 : 1)], startPoint: .top, endPoint: .bottom)",
            "Text(\"a\").preferredColorScheme(colorScheme == .dark ? .light : .dark)\nText(\"b\").preferredColorScheme(colorScheme == .light ? .light : .dark)",
        ])

    /// Fixed colours of SwiftUI's `Color`: the same in light and dark (the semantic ones adapt).
    static let fixedColors = Set(Vocabulary.systemColors)

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        // `colorScheme == .dark ?` (or `!=`, `.light`), UIKit's `traits.userInterfaceStyle == .dark ?`,
        // and a property that says which (`var isLightMode: Bool { colorScheme == .light }`) then `?`.
        var questions: [(at: Int, question: Int)] = []
        var derived: Set<String> = []
        var pairs: [(at: Int, branches: (Range<Int>, Range<Int>))] = []
        // `self == .dark ?` in the app's own `extension ColorScheme` asks it too.
        let selves = SchemeColors.extensions(in: file, landmarks: context.declarations).flatMap { declaration in
            (declaration.brace..<declaration.close).filter { file.tokenIs($0, "self") }
        }
        for index in context.mentions(of: .colorScheme) + context.mentions(of: .userInterfaceStyle)
            + schemeAliases(context) + selves
        {
            if let branches = switchBranches(on: index, in: file) {
                pairs.append((index, branches))
                continue
            }
            guard file.tokenIs(index + 1, "==") || file.tokenIs(index + 1, "!="), file.kind(index + 2) == .period,
                file.tokenIs(index + 3, "dark") || file.tokenIs(index + 3, "light")
            else { continue }
            if file.tokenIs(index + 4, "?") {
                questions.append((index, index + 4))
            } else if file.kind(index + 4) == .rightParen, file.match(index + 4) == index - 1,
                file.tokenIs(index + 5, "?")
            {
                // `(colorScheme == .dark) ? Color.black : Color.white`: the comparison in parentheses.
                questions.append((index, index + 5))
            } else if let branches = ifElseBranches(comparisonAt: index, in: file) {
                pairs.append((index, branches))
            } else if let name = appearanceProperty(comparisonAt: index, in: file) {
                derived.insert(name)
            }
        }
        // The app's own flag for the dark appearance (`isDark ?`, `theme.useDarkVariant ?`) asks the
        // same question.
        // A bare `isDark` may say what a colour is (`luminance < 0.5`): it counts in a file that reads
        // the colour scheme, a theme's flag (`theme.useDarkVariant`) anywhere.
        let readsScheme =
            !context.mentions(of: .colorScheme).isEmpty || !context.mentions(of: .userInterfaceStyle).isEmpty
        let namesDarkMode = file.bytes.withUnsafeBufferPointer {
            containsBytes($0, "dark") || containsBytes($0, "Dark")
        }
        func isDarkModeFlag(_ index: Int) -> Bool {
            guard namesDarkMode, Self.isDarkModeFlag(file.text(index)) else { return false }
            if readsScheme { return true }
            guard file.kind(index - 1) == .period, file.kind(index - 2) == .identifier else { return false }
            let owner = file.text(index - 2).lowercased()
            return ["theme", "appearance", "settings", "style"].contains { owner.contains($0) }
        }
        if !derived.isEmpty || namesDarkMode {
            for index in file.tokens.indices
            where file.kind(index) == .identifier && file.tokenIs(index + 1, "?")
                && file.tokens[index + 1].flags.contains(.spaceBefore)
                && (derived.contains(file.text(index))
                    // A flag's pair must be a colour's (not `.signInWithAppleButtonStyle(dark ? .white : .black)`).
                    || (isDarkModeFlag(index) && isColorPlace(index, context: context)))
            {
                questions.append((index, index + 1))
            }
        }
        for (at, question) in questions {
            if let branches = branches(after: question, in: file) { pairs.append((at, branches)) }
        }
        let candidates = pairs.sorted { $0.at < $1.at }.filter { at, branches in
            !isInsideColorDefinition(at, context: context)
                && !(isInvisible(branches.0, in: file) && isInvisible(branches.1, in: file))
                && file.text(tokens: branches.0) != file.text(tokens: branches.1)
        }
        // Two of the app's colours given to dark and light at one place and the other way round at
        // another (`dark ? .brand : .ink` on a background, `dark ? .ink : .brand` on its text): an
        // inverted pair written out by hand, where two adaptive colours would say it.
        let named = candidates.map { appearanceNames(at: $0.at, $0.branches, in: file) }
        let given = Set(named.compactMap { $0.map { [$0.dark, $0.light] } })
        // Most files hold no pair: the set of the app's colours is made only for one that does.
        let palette = candidates.isEmpty ? [] : fixedPalette(context)
        return schemeColorUses(context)
            + zip(candidates, named).compactMap { candidate, names in
                let (at, (first, second)) = candidate
                if isHandMadePair(
                    first, second, in: file, palette: palette, isColor: { isColorPlace(at, context: context) })
                    || isLiteralHexChoice(at: at, first, second, in: file)
                {
                    guard !isShadowSwitch(at, first, second, in: file) else { return nil }
                    return context.hit(
                        at: at, "A light and a dark colour picked by hand: an adaptive colour or asset says both.")
                }
                if isOpacityOfFixedColor(at, second, in: file) {
                    return context.hit(
                        at: at,
                        "A colour's opacity picked by hand for dark and light: an adaptive colour or asset says both.")
                }
                guard let names, given.contains([names.light, names.dark]), isColorPlace(at, context: context) else {
                    return nil
                }
                return context.hit(
                    at: at,
                    "The app's \(names.dark) and \(names.light) swapped by hand for dark and light, here and the other way "
                        + "round elsewhere in this file: adaptive colours say both.")
            }
    }

    /// `colorScheme.textColor`: a colour of the app's own `ColorScheme` extension that picks a
    /// light and a dark colour by hand (`ProjectTokens.schemeColors`), used here.
    private func schemeColorUses(_ context: RuleContext) -> [RuleHit] {
        guard !context.project.schemeColors.isEmpty else { return [] }
        let file = context.file
        return (context.mentions(of: .colorScheme) + schemeAliases(context)).sorted().compactMap { index in
            guard file.kind(index + 1) == .period, file.kind(index + 2) == .identifier,
                context.project.schemeColors.contains(file.text(index + 2))
            else { return nil }
            return context.hit(
                at: index,
                "\(file.text(index)).\(file.text(index + 2)) picks a light and a dark colour by hand: an adaptive "
                    + "colour (.primary, an asset) says both.")
        }
    }

    /// The names of the app's colours a pair gives the dark and the light appearance (`cs == .dark ?
    /// .brand : .ink` gives `brand` to dark), when both branches name one and the comparison says
    /// which is which.
    private func appearanceNames(at: Int, _ branches: (Range<Int>, Range<Int>), in file: SourceFile)
        -> (dark: String, light: String)?
    {
        guard file.tokenIs(at + 1, "==") || file.tokenIs(at + 1, "!="),
            let first = colorName(branches.0, in: file), let second = colorName(branches.1, in: file)
        else { return nil }
        let firstIsDark = file.tokenIs(at + 3, "dark") == file.tokenIs(at + 1, "==")
        return firstIsDark ? (first, second) : (second, first)
    }

    /// `.brand`, `Color.brand`: the name of one of the app's colours (not an appearance's name).
    private func colorName(_ range: Range<Int>, in file: SourceFile) -> String? {
        var cursor = range.lowerBound
        if file.tokenIs(cursor, "Color") { cursor += 1 }
        guard cursor + 2 == range.upperBound, file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier
        else { return nil }
        let name = file.text(cursor + 1)
        return name == "dark" || name == "light" ? nil : name
    }

    /// `Color.hex(colorScheme == .dark ? 0x7D7D7D : 0xEEEEEE)`, `Color(hex: dark ? "#222" : "#EEE")`:
    /// two literal colours handed to the app's hex helper.
    private func isLiteralHexChoice(at: Int, _ first: Range<Int>, _ second: Range<Int>, in file: SourceFile) -> Bool {
        func isLiteral(_ range: Range<Int>) -> Bool {
            range.count == 1
                && (file.kind(range.lowerBound) == .integerLiteral
                    || file.kind(range.lowerBound) == .stringLiteral)
        }
        guard isLiteral(first), isLiteral(second),
            let open = file.enclosingOpening(of: at, where: { file.kind($0) == .leftParen })
        else { return false }
        return ((open - 1)..<at).contains {
            file.kind($0) == .identifier && file.text($0).lowercased().hasPrefix("hex")
        }
    }

    /// A flag named for the dark appearance and nothing else: `isDark`, `darkMode`, `useDarkVariant`,
    /// `isDarkTheme` (not `isDarkBackground`, which says what a colour sits on).
    static func isDarkModeFlag(_ name: String) -> Bool {
        var rest = Substring(name.lowercased())
        for prefix in ["is", "uses", "use", "in"] where rest.hasPrefix(prefix + "dark") {
            rest = rest.dropFirst(prefix.count)
            break
        }
        // `dark` alone is the case `.dark` of `colorScheme == .dark ?`, already read.
        guard rest.hasPrefix("dark"), rest.count < name.count || rest.count > 4 else { return false }
        return ["", "mode", "variant", "appearance", "theme", "scheme", "modeenabled"].contains(
            String(rest.dropFirst(4)))
    }

    /// Where the colour scheme is read under a name of the view's own choosing: `@Environment(\.
    /// colorScheme) var cs` makes every `cs == .dark` the same question as `colorScheme == .dark`.
    private func schemeAliases(_ context: RuleContext) -> [Int] {
        let file = context.file
        var aliases: Set<String> = []
        for index in context.mentions(of: .colorScheme)
        where file.kind(index - 1) == .period && file.kind(index + 1) == .rightParen
            && file.tokenIs(index - 4, "@Environment")
        {
            var cursor = index + 2
            while ["private", "fileprivate", "internal", "public"].contains(where: { file.tokenIs(cursor, $0) }) {
                cursor += 1
            }
            guard file.tokenIs(cursor, "var") || file.tokenIs(cursor, "let"), file.kind(cursor + 1) == .identifier,
                !file.tokenIs(cursor + 1, "colorScheme")
            else { continue }
            aliases.insert(file.text(cursor + 1))
        }
        guard !aliases.isEmpty else { return [] }
        return file.tokens.indices.filter {
            file.kind($0) == .identifier && file.kind($0 - 1) != .period && aliases.contains(file.text($0))
        }
    }

    /// `if traits.userInterfaceStyle == .dark { return UIColor(...) } else { return UIColor(...) }`
    /// (or an `if` expression without `return`): the two colours, when each branch is one.
    private func ifElseBranches(comparisonAt index: Int, in file: SourceFile) -> (Range<Int>, Range<Int>)? {
        // `if colorScheme == .dark {`, `if traits.userInterfaceStyle == .dark {`.
        let start = file.kind(index - 1) == .period ? index - 2 : index
        guard file.tokenIs(start - 1, "if"), file.kind(index + 4) == .leftBrace, let close = file.match(index + 4),
            file.tokenIs(close + 1, "else"), file.kind(close + 2) == .leftBrace, let elseClose = file.match(close + 2)
        else { return nil }
        func branch(_ open: Int, _ end: Int) -> Range<Int>? {
            let from = file.tokenIs(open + 1, "return") ? open + 2 : open + 1
            return from < end ? from..<end : nil
        }
        guard let first = branch(index + 4, close), let second = branch(close + 2, elseClose) else { return nil }
        return (first, second)
    }

    /// `switch colorScheme { case .dark: return Color(...) case .light: return .white ... }`: the
    /// dark case's colour and the light (or `default`) case's, when each case is one.
    private func switchBranches(on index: Int, in file: SourceFile) -> (Range<Int>, Range<Int>)? {
        let start = file.kind(index - 1) == .period ? index - 2 : index
        guard file.tokenIs(start - 1, "switch"), file.kind(index + 1) == .leftBrace, let close = file.match(index + 1)
        else { return nil }
        var dark: Range<Int>?
        var light: Range<Int>?
        var cursor = index + 2
        while cursor < close {
            // `case .dark:`, `case .light:`, `default:` and `@unknown default:` at the switch's own level.
            let isDark =
                file.tokenIs(cursor, "case") && file.kind(cursor + 1) == .period && file.tokenIs(cursor + 2, "dark")
            let isLight =
                (file.tokenIs(cursor, "case") && file.kind(cursor + 1) == .period && file.tokenIs(cursor + 2, "light"))
                || file.tokenIs(cursor, "default")
            guard isDark || isLight else {
                if let kind = file.kind(cursor), kind.isOpeningBracket, let end = file.match(cursor) { cursor = end }
                cursor += 1
                continue
            }
            let colon = isDark || file.tokenIs(cursor, "case") ? cursor + 3 : cursor + 1
            guard file.kind(colon) == .colon else { return nil }
            var end = colon + 1
            while end < close, !file.tokenIs(end, "case"), !file.tokenIs(end, "default"), !file.tokenIs(end, "@unknown")
            {
                if let kind = file.kind(end), kind.isOpeningBracket, let match = file.match(end) { end = match }
                end += 1
            }
            let from = file.tokenIs(colon + 1, "return") ? colon + 2 : colon + 1
            if from < end {
                if isDark, dark == nil { dark = from..<end } else if isLight, light == nil { light = from..<end }
            }
            cursor = end
        }
        guard let dark, let light else { return nil }
        return (dark, light)
    }

    /// `var isLightMode: Bool { colorScheme == .light }`, `{ setting == .light || colorScheme == .light }`:
    /// the name of the property whose body holds the comparison at `index`.
    private func appearanceProperty(comparisonAt index: Int, in file: SourceFile) -> String? {
        guard let open = file.enclosingOpening(of: index, where: { file.kind($0) == .leftBrace }),
            file.tokenIs(open - 1, "Bool"), file.kind(open - 2) == .colon, file.kind(open - 3) == .identifier,
            file.tokenIs(open - 4, "var")
        else { return nil }
        return file.text(open - 3)
    }

    /// The two branches of the conditional whose `?` is at `question`: up to its `:`, then up to
    /// the end of the expression (a closing bracket, a comma or a new line at its own depth).
    func branches(after question: Int, in file: SourceFile) -> (Range<Int>, Range<Int>)? {
        var cursor = question + 1
        var colon: Int?
        while cursor < file.tokens.count {
            let kind = file.kind(cursor)
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .rightParen || kind == .rightBracket || kind == .rightBrace || kind == .comma { break }
            // A new line ends the second branch, unless it is the branch's first token (`? a :` with
            // `b` on the next line) or continues it (`.opacity(0.2)`).
            if let colon, cursor > colon + 1, file.tokens[cursor].flags.contains(.newlineBefore), kind != .period {
                break
            }
            if colon == nil, kind == .colon { colon = cursor }
            cursor += 1
        }
        guard let colon, colon > question + 1, cursor > colon + 1 else { return nil }
        return (question + 1..<colon, colon + 1..<cursor)
    }

    /// Two colours, or two lists of gradient stops, that say one appearance each: every pair
    /// appearance-free, or named for the appearances where the value is a colour (`isColor`: a
    /// theme's `.iceCubeDark : .iceCubeLight` or a logo's `markDarkURL : markLightURL` is not).
    /// Two levels of the adaptive foreground (`.primary : .secondary`) are an emphasis chosen per
    /// appearance, not an appearance written out.
    private func isHandMadePair(
        _ first: Range<Int>, _ second: Range<Int>, in file: SourceFile, palette: Set<String>, isColor: () -> Bool
    ) -> Bool {
        if let firstStops = arrayElements(first, in: file), let secondStops = arrayElements(second, in: file) {
            return !firstStops.isEmpty && firstStops.count == secondStops.count
                && zip(firstStops, secondStops).allSatisfy {
                    isHandMadePair($0, $1, in: file, palette: palette, isColor: isColor)
                }
        }
        if isHierarchicalStyle(first, in: file) && isHierarchicalStyle(second, in: file) { return false }
        func isFixed(_ range: Range<Int>) -> Bool {
            isAppearanceFreeColor(range, in: file) || isFixedPaletteColor(range, in: file, palette: palette)
        }
        // `colorScheme == .light ? Color.gray.opacity(0.1) : nil`: a colour in one appearance and none in
        // the other, as much a pair as one with `.clear`, where it is given as a colour.
        if isNil(first, in: file) != isNil(second, in: file) {
            let color = isNil(first, in: file) ? second : first
            return isFixed(color) && !isInvisible(color, in: file) && isColor()
        }
        return (isFixed(first) && isFixed(second)) || (isNamedForTheAppearances(first, second, in: file) && isColor())
    }

    /// The app's colours written out in code as a literal (`static let gray90 = Color(0x222222)` in
    /// an `extension Color`, `Palette.ink`), by reference: each the same in light and dark, as
    /// `.white` is. An asset's colour may have a dark appearance of its own, so none is here.
    private func fixedPalette(_ context: RuleContext) -> Set<String> {
        Set(context.project.paletteColors.lazy.map(\.reference).filter { !$0.hasPrefix("Color(") })
    }

    /// `.gray90`, `Color.gray90`, `Palette.ink.opacity(0.5)`: one of `palette`'s colours, at any opacity.
    private func isFixedPaletteColor(_ range: Range<Int>, in file: SourceFile, palette: Set<String>) -> Bool {
        guard !palette.isEmpty else { return false }
        var lower = range.lowerBound
        let upper = opacityStart(range, in: file) ?? range.upperBound
        if file.tokenIs(lower, "Color"), file.kind(lower + 1) == .period { lower += 1 }
        guard lower < upper, (lower..<upper).allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period })
        else { return false }
        return palette.contains(file.normalizedText(tokens: lower..<upper))
    }

    /// `.primary`, `Color.secondary`, `.tertiary`: a level of the foreground, which adapts by itself.
    private func isHierarchicalStyle(_ range: Range<Int>, in file: SourceFile) -> Bool {
        let name = file.text(range.upperBound - 1)
        return ["primary", "secondary", "tertiary", "quaternary"].contains(name)
            && (range.count == 2 || (range.count == 3 && file.tokenIs(range.lowerBound, "Color")))
            && file.kind(range.upperBound - 2) == .period
    }

    /// Whether the conditional at `at` gives a colour: an argument of a colour modifier or
    /// initializer (`.foregroundColor(`, `.fill(`, `Color(`), one labelled as a colour (`tint:`,
    /// `backgroundColor:`), a value assigned to a colour's name, or the body of a property typed as
    /// one.
    private func isColorPlace(_ at: Int, context: RuleContext) -> Bool {
        let file = context.file
        var open = file.enclosingOpening(of: at)
        // Out through parentheses that only group (`(cs == .dark ? a : b)`).
        while let paren = open, file.kind(paren) == .leftParen, file.kind(paren - 1) != .identifier,
            file.kind(paren - 1) != .keyword
        {
            open = file.enclosingOpening(of: paren)
        }
        if let open, file.kind(open) == .leftParen {
            if Self.colorTakers.contains(file.text(open - 1)) { return true }
            // The label of the argument the conditional is: the nearest `label:` before it at this depth.
            var cursor = at - 1
            while cursor > open {
                if file.kind(cursor).map({ $0.isClosingBracket }) == true, let match = file.match(cursor) {
                    cursor = match - 1
                    continue
                }
                if file.kind(cursor) == .comma { break }
                if file.kind(cursor) == .colon, file.kind(cursor - 1) == .identifier {
                    return Self.isColorName(file.text(cursor - 1))
                }
                cursor -= 1
            }
            return false
        }
        // `tint = dark ? accDark : accLight`, `let barColor = ...`.
        let start = file.kind(at - 1) == .period ? at - 2 : at
        if file.tokenIs(start - 1, "="), file.kind(start - 2) == .identifier {
            return Self.isColorName(file.text(start - 2))
        }
        // `var ink: Color { if cs == .dark { return a } else { return b } }`.
        return context.enclosingBrace(of: at) { brace in
            ["Color", "UIColor", "NSColor", "ShapeStyle"].contains { file.tokenIs(brace - 1, $0) }
        } != nil
    }

    /// Modifiers and initializers whose argument is a colour.
    static let colorTakers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "fill", "stroke", "strokeBorder",
        "tint", "accentColor", "listRowBackground", "border", "shadow", "colorMultiply", "Color", "UIColor",
        "NSColor", "toolbarBackground", "containerBackground",
    ]

    /// A name that says it holds a colour: `tint`, `barColor`, `backgroundColor`, `fill`, `colors`.
    static func isColorName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["color", "colour", "tint", "background", "fill", "stroke", "foreground"].contains {
            lowered.contains($0)
        }
    }

    /// `.shadow(color: colorScheme == .dark ? .black.opacity(0.5) : .clear, ...)`: a shadow switched
    /// on in one appearance only, an effect chosen per appearance rather than a colour.
    private func isShadowSwitch(_ at: Int, _ first: Range<Int>, _ second: Range<Int>, in file: SourceFile) -> Bool {
        guard isInvisible(first, in: file) || isInvisible(second, in: file),
            let open = file.enclosingOpening(of: at, where: { file.kind($0) == .leftParen })
        else { return false }
        return file.tokenIs(open - 1, "shadow")
    }

    /// `[a, b.opacity(0.5)]`: the elements of an array literal that is the whole range.
    private func arrayElements(_ range: Range<Int>, in file: SourceFile) -> [Range<Int>]? {
        guard file.kind(range.lowerBound) == .leftBracket, file.match(range.lowerBound) == range.upperBound - 1
        else { return nil }
        var elements: [Range<Int>] = []
        var start = range.lowerBound + 1
        var cursor = start
        while cursor < range.upperBound - 1 {
            let kind = file.kind(cursor)
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .comma {
                if cursor > start { elements.append(start..<cursor) }
                start = cursor + 1
            }
            cursor += 1
        }
        if cursor > start { elements.append(start..<cursor) }
        return elements
    }

    /// A colour that is one whatever the appearance, or one the platform adapts by itself: the two
    /// branches of a hand-made pair. `.white`, `Color.black.opacity(0.2)`, `Color(red: 0.1, ...)`,
    /// `.primary`, `Color(uiColor: .secondarySystemBackground)`, `Color(#colorLiteral(red: 0, ...))`;
    /// not the app's own tokens, whose pairs may be its design.
    func isAppearanceFreeColor(_ range: Range<Int>, in file: SourceFile) -> Bool {
        var cursor = range.lowerBound
        if file.tokenIs(cursor, "Color") || file.tokenIs(cursor, "UIColor") || file.tokenIs(cursor, "NSColor")
            || file.tokenIs(cursor, "#colorLiteral")
        {
            cursor += 1
        } else if file.kind(cursor) == .period, file.tokenIs(cursor + 1, "init") {
            cursor += 2
        }
        if file.kind(cursor) == .leftParen {
            guard let close = file.match(cursor), close < range.upperBound,
                isLiteralColor(arguments: (cursor + 1)..<close, in: file)
                    || isSystemColor(argument: (cursor + 1)..<close, in: file)
                    || isColorLiteral((cursor + 1)..<close, in: file)
            else { return false }
            return isOpacityOnly((close + 1)..<range.upperBound, in: file)
        }
        guard file.kind(cursor) == .period, Self.isPlatformColorName(file.text(cursor + 1)) else { return false }
        return isOpacityOnly((cursor + 2)..<range.upperBound, in: file)
    }

    /// `accDark : accLight`, `Palette.darkBackground : Palette.lightBackground`: two colours of the
    /// app's own named for the appearance each is for, the same name otherwise: one adaptive
    /// colour written as two. A pair of the app's colours named otherwise may be its design.
    private func isNamedForTheAppearances(_ first: Range<Int>, _ second: Range<Int>, in file: SourceFile) -> Bool {
        func name(_ range: Range<Int>) -> (path: String, last: String)? {
            // `darkBase.opacity(0.5)`: the colour's name, whatever its opacity.
            let range = opacityStart(range, in: file).map { range.lowerBound..<$0 } ?? range
            guard let last = range.last, file.kind(last) == .identifier,
                range.allSatisfy({ file.kind($0) == .identifier || file.kind($0) == .period })
            else { return nil }
            return (file.text(tokens: range.lowerBound..<last), file.text(last).lowercased())
        }
        func withoutAppearance(_ name: String) -> (rest: String, appearance: String)? {
            for word in ["dark", "light"] {
                if let found = name.range(of: word) {
                    return (name.replacingCharacters(in: found, with: ""), word)
                }
            }
            return nil
        }
        guard let one = name(first), let other = name(second), one.path == other.path,
            let oneRest = withoutAppearance(one.last), let otherRest = withoutAppearance(other.last)
        else { return false }
        // A bare `.light : .dark` is a colour scheme, and `token.light : token.dark` the adaptive
        // value itself: the names must say more than the appearance.
        return !oneRest.rest.isEmpty && oneRest.rest == otherRest.rest && oneRest.appearance != otherRest.appearance
    }

    /// `red: 0.1, green: 0.1, blue: 0.12` (`alpha: 1` in UIKit's spelling): every argument a number (or a colour space).
    private func isLiteralColor(arguments range: Range<Int>, in file: SourceFile) -> Bool {
        // `hex: 0x1A1A1A`, `hex: "#1A1A1A"`: the app's hex initializer given a colour written out.
        if range.count == 3, file.tokenIs(range.lowerBound, "hex"), file.kind(range.lowerBound + 1) == .colon {
            let value = range.lowerBound + 2
            return file.kind(value) == .integerLiteral
                || (file.kind(value) == .stringLiteral && LiteralColor.hexValue(value..<(value + 1), in: file) != nil)
        }
        for token in range {
            switch file.kind(token) {
            case .integerLiteral, .floatLiteral, .comma, .colon, .identifier, .period, .operator: continue
            default: return false
            }
        }
        let labels = range.filter { file.kind($0 + 1) == .colon }.map { file.text($0) }
        return !labels.isEmpty
            && labels.allSatisfy {
                ["red", "green", "blue", "white", "opacity", "alpha", "hue", "saturation", "brightness"].contains($0)
            }
    }

    /// `#colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)`: Xcode's colour literal, all of `range`.
    private func isColorLiteral(_ range: Range<Int>, in file: SourceFile) -> Bool {
        guard file.tokenIs(range.lowerBound, "#colorLiteral"), file.kind(range.lowerBound + 1) == .leftParen,
            let close = file.match(range.lowerBound + 1), close + 1 == range.upperBound
        else { return false }
        return isLiteralColor(arguments: (range.lowerBound + 2)..<close, in: file)
    }

    /// `uiColor: .secondarySystemBackground`, `.label`, `UIColor.systemGray5`, `nsColor: .textColor`.
    private func isSystemColor(argument range: Range<Int>, in file: SourceFile) -> Bool {
        var cursor = range.lowerBound
        if file.tokenIs(cursor, "uiColor") || file.tokenIs(cursor, "nsColor"), file.kind(cursor + 1) == .colon {
            cursor += 2
        }
        if file.tokenIs(cursor, "UIColor") || file.tokenIs(cursor, "NSColor") { cursor += 1 }
        return cursor + 2 == range.upperBound && file.kind(cursor) == .period
            && Self.isPlatformColorName(file.text(cursor + 1))
    }

    /// SwiftUI's fixed and semantic colours, and UIKit's and AppKit's system colours by their
    /// names' shapes (`systemGray5`, `secondarySystemBackground`, `label`, `windowBackgroundColor`).
    /// AppKit's semantic colours, by how their names start (`labelColor`, `secondaryLabelColor`,
    /// `windowBackgroundColor`).
    static let appKitColorPrefixes = [
        "label", "text", "windowBackground", "controlBackground", "separator", "secondaryLabel", "secondaryText",
        "secondaryWindowBackground", "secondaryControlBackground", "secondarySeparator",
    ]

    static func isPlatformColorName(_ name: String) -> Bool {
        if fixedColors.contains(name) || ["clear", "primary", "secondary", "tertiary", "accentColor"].contains(name) {
            return true
        }
        if name.hasPrefix("system") || name.contains("System") { return true }
        if ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "separator", "opaqueSeparator"]
            .contains(name)
        {
            return true
        }
        return name.hasSuffix("Color") && appKitColorPrefixes.contains { name.hasPrefix($0) }
    }

    /// `Color.white.opacity(colorScheme == .dark ? 0.15 : 0.55)`: the conditional at `at`, ending with
    /// `last`, is all of an opacity given to a fixed colour (`.white`, `Color.black`, `Color(red:
    /// ...)`): a light and a dark colour written as one colour and two numbers. An adaptive colour's
    /// opacity tuned per appearance (`.secondary`, `.accentColor`) is left: held out, gradients of
    /// them flipped by hand were judged deliberate, a style no asset colour follows.
    private func isOpacityOfFixedColor(_ at: Int, _ last: Range<Int>, in file: SourceFile) -> Bool {
        guard let open = file.enclosingOpening(of: at), file.kind(open) == .leftParen,
            file.tokenIs(open - 1, "opacity"), file.kind(open - 2) == .period, file.match(open) == last.upperBound
        else { return false }
        let end = open - 2
        let start: Int
        if file.kind(end - 1) == .rightParen, let call = file.match(end - 1) {
            start = call - 1
        } else if file.kind(end - 1) == .identifier, file.kind(end - 2) == .period {
            start = file.kind(end - 3) == .identifier ? end - 3 : end - 2
        } else {
            return false
        }
        // `Color(.black)`, `Color(white: 0.2)`, or a fixed colour's name.
        var isFixed = Self.fixedColors.contains(file.text(end - 1))
        if file.kind(end - 1) == .rightParen, let open = file.match(end - 1) {
            let arguments = (open + 1)..<(end - 1)
            isFixed =
                isLiteralColor(arguments: arguments, in: file)
                || (arguments.count == 2 && file.kind(open + 1) == .period
                    && Self.fixedColors.contains(file.text(open + 2)))
        }
        return isFixed && isAppearanceFreeColor(start..<end, in: file) && !isInvisible(start..<end, in: file)
    }

    /// A branch that is `nil`: no colour at all.
    private func isNil(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.count == 1 && file.tokenIs(range.lowerBound, "nil")
    }

    /// `.clear`, `Color.clear` or a colour at `.opacity(0)`: nothing to see in either appearance.
    private func isInvisible(_ range: Range<Int>, in file: SourceFile) -> Bool {
        if file.tokenIs(range.upperBound - 1, "clear") { return true }
        // `... .opacity(0)`: the last four tokens.
        return range.count >= 5 && file.tokenIs(range.upperBound - 4, "opacity")
            && file.kind(range.upperBound - 1) == .rightParen && file.tokenIs(range.upperBound - 2, "0")
    }

    /// Inside a colour of the app's own: a property or function typed `Color` (or `UIColor`,
    /// `NSColor`) declared in a colour extension (`static func controlBackground(for scheme:) ->
    /// Color`), which is the adaptive colour the rule asks for.
    private func isInsideColorDefinition(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        if isDynamicColorConstant(index, context: context) { return true }
        if isInsideFunctionOfTheScheme(index, context: context) { return true }
        return context.enclosingBrace(of: index) { brace in
            // `Color`, `UIColor`, `NSColor` or the app's own alias for one (`UXColor`, `PlatformColor`).
            guard file.kind(brace - 1) == .identifier, file.text(brace - 1).hasSuffix("Color") else { return false }
            let before = file.kind(brace - 2)
            guard before == .colon || (before == .operator && file.tokenIs(brace - 2, "->")) else { return false }
            // `static func background(for scheme: ColorScheme) -> Color`: a colour that takes the
            // appearance, wherever it is declared, is the app's adaptive colour.
            if file.tokenIs(brace - 2, "->"), file.kind(brace - 3) == .rightParen, let open = file.match(brace - 3),
                (open..<(brace - 3)).contains(where: { file.tokenIs($0, "ColorScheme") })
            {
                return true
            }
            if before == .colon, isThemeOfTheScheme(around: brace, context: context) { return true }
            return context.enclosingBrace(of: brace) { outer in
                (outer - 3..<outer).contains { file.tokenIs($0, "extension") }
                    && ["Color", "UIColor", "NSColor", "ShapeStyle"].contains(where: { file.tokenIs(outer - 1, $0) })
            } != nil
        } != nil
    }

    /// `struct Theme { let colorScheme: ColorScheme; var accent: Color { colorScheme == .dark ? ... } }`:
    /// a colour of a type (no view) made for one appearance, which it is given and keeps, is the
    /// app's adaptive palette, defined where the rule would send the colour. A view's colour scheme
    /// is read from the environment (`@Environment(\.colorScheme)`), and a view is no theme.
    private func isThemeOfTheScheme(around brace: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard
            let type = context.declarations.all.last(where: { declaration in
                declaration.brace < brace && brace < declaration.close
                    && (file.tokenIs(declaration.keyword, "struct") || file.tokenIs(declaration.keyword, "class"))
            }), !type.namesView(in: file)
        else { return false }
        var index = type.brace + 1
        while index < type.close {
            if let kind = file.kind(index), kind == .leftBrace, let close = file.match(index) {
                index = close + 1
                continue
            }
            if file.tokenIs(index, "let") || file.tokenIs(index, "var"), file.kind(index + 1) == .identifier,
                file.kind(index + 2) == .colon, file.tokenIs(index + 3, "ColorScheme"),
                !file.isWrapped(declarationAt: index, after: type.brace)
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Inside a function given the colour scheme that makes the app's palette or theme (`static func
    /// matrix(_ colorScheme: ColorScheme) -> ThemePalette`): a palette made for either appearance is
    /// the app's adaptive definition. One that makes a view or text with colours picked by hand is
    /// not.
    private func isInsideFunctionOfTheScheme(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        return context.enclosingBrace(of: index) { brace in
            // `func name(...) -> Type {`: back past the return type to the parameter list.
            var cursor = brace - 1
            while cursor > 0, brace - cursor < 12, file.kind(cursor) != .rightParen { cursor -= 1 }
            guard file.kind(cursor) == .rightParen, let open = file.match(cursor),
                file.kind(open - 1) == .identifier, file.tokenIs(open - 2, "func"),
                (open..<cursor).contains(where: { file.tokenIs($0, "ColorScheme") })
            else { return false }
            return ((cursor + 1)..<brace).contains { token in
                file.kind(token) == .identifier
                    && ["Palette", "Theme", "Colors", "Style"].contains { file.text(token).hasSuffix($0) }
            }
        } != nil
    }

    /// Inside a dynamic colour the app keeps as a constant of its own (`static let parchment =
    /// Color(UIColor { traits in ... })`): the adaptive colour the rule asks for, written in code
    /// (a widget that cannot share the app's asset catalogue), not a pair picked at a use.
    private func isDynamicColorConstant(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard
            let brace = context.enclosingBrace(
                of: index,
                where: { brace in
                    // `Self { traits in ... }` in a colour extension: the app's own provider initializer.
                    ["UIColor", "NSColor", "Color", "Self"].contains { file.tokenIs(brace - 1, $0) }
                })
        else { return false }
        // `static let name = Color(UIColor {`, `static var name: Color = UIColor {`.
        guard let equals = (max(0, brace - 6)..<brace).last(where: { file.tokenIs($0, "=") }) else { return false }
        return (max(1, equals - 4)..<equals).contains { keyword in
            (file.tokenIs(keyword, "let") || file.tokenIs(keyword, "var")) && file.tokenIs(keyword - 1, "static")
        }
    }

    /// Nothing, or `.opacity(number)`.
    private func isOpacityOnly(_ range: Range<Int>, in file: SourceFile) -> Bool {
        range.isEmpty || opacityStart(range, in: file) == range.lowerBound
    }

    /// Where the range's trailing `.opacity(number)` begins, if it ends with one.
    private func opacityStart(_ range: Range<Int>, in file: SourceFile) -> Int? {
        let start = range.upperBound - 5
        guard start >= range.lowerBound, file.kind(start) == .period, file.tokenIs(start + 1, "opacity"),
            file.kind(start + 2) == .leftParen, file.kind(start + 4) == .rightParen
        else { return nil }
        let kind = file.kind(start + 3)
        return kind == .integerLiteral || kind == .floatLiteral ? start : nil
    }
}
