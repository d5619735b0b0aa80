/// `color/literal`: a colour built from numbers in the view code.
public struct ColorLiteral: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/literal", family: .color,
        title: "Define colours in the asset catalogue, not as literals",
        rationale: """
            "Use Asset Catalog named colors with automatic light/dark adaptation, or system semantic colors." A \
            literal colour has one appearance and no name; a palette index "turns one into a find-and-replace \
            across the app."
            """,
        fix:
            "Add the colour to the asset catalogue with light and dark variants and use Color(.name) or a Palette token.",
        isOptIn: true,
        // Round 27: 0 of 8 (an app whose theme writes its palette as hex literals in its theme
        // structs, read as uses rather than as the palette).
        // Rounds 28, 29 and 31 (29 and 31 with the asset catalogue's colours as the palette): 0 of 2
        // (a shimmer's highlight, an unused default), 5 of 6 (an unused default), 2 of 2.
        // Round 32: 3 of 8 (a gallery app's artwork and demo gradients).
        // Round 33, the one new app (Meshtastic-Apple): 0 of 5 (colour pickers' starting values,
        // example colours standing in for ones drawn from data).
        // Round 34: 8 of 9 (a default argument every caller overrides).
        // Rounds 36 and 37: 15 of 31 (a colour picker's swatches, a share extension's one gradient),
        // 5 of 16 (a function that maps data to colours, transit lines' brand colours). Round 38: 6 of 6.
        // `Color(hexadecimal:)` and `UIColor("#...")`, held out after round 47: 10 of 10 (one app).
        // Round 71: 6 of 9 (a theme struct's own defaults, the palette itself).
        // Round 72: 3 of 4 (a photo viewer's black backdrop as `Color(white: 0, opacity:)`).
        // Round 73: 2 of 6 (palettes' own definitions: a widget's palette struct, a theme modifier, a
        // category colour function; a widget that cannot reach the app's palette).
        // Rounds 74 and 75: 4 of 9 (palettes' own tables) and 5 of 10 (a palette's colours inside a
        // constant a closure initializes, read as definitions since; a scrim; code nothing shows).
        // Round 76: 2 of 6 (a theme's own colour definitions, a stored default of a colour setting).
        // Round 77: 4 of 7 (a deliberate two-layer shadow in the design system's own button).
        // Round 78: 5 of 12 (design systems' own tokens: a shadow, a gradient, a style sheet's defaults).
        // Round 79: 7 of 13 (colours copied from the system's window buttons, a palette's own definitions,
        // an onboarding nothing starts, a grey near an asset of another role).
        // Round 80: 4 of 11 (a palette file's own gradients, brand colours of a login button, blurred
        // decorative glows, a one-off colour in an app with no tokens).
        // Round 81: 5 of 9 (a theme picker's drawing of a window in a fixed scheme, an alpha-zero token
        // offered for an opaque colour).
        // Round 82: 4 of 10 (a colour table's own definitions, a test pattern, a near colour named from
        // another theme's palette or from the app's own test extension).
        // Round 83: 5 of 13 (an appearance picker's drawing of a window, the gradients the app defines in
        // code, a share extension that cannot reach the token named).
        // Round 84: 8 of 10 (one view's private threshold colours, a clear colour told it copies a dim token).
        measured: Measured(155, of: 308),
        // `Color(UIColor(red:...))`: named in the catalogue, the UIColor goes too.
        supersedes: ["color/uicolor"],
        triggeringExamples: [
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet brand = ↓Color(red: 0.2, green: 0.4, blue: 0.9)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(↓Color(hex: \"#FF6B35\"))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = ↓#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nRoundedRectangle(cornerRadius: 8).fill(Color(↓#colorLiteral(red: 0.13, green: 0.13, blue: 0.14, alpha: 1)))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = ↓Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)",
            // The app's own maker given the components (`Color.getColorWithRGB(red:green:blue:opacity:)`).
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(↓Color.getColorWithRGB(red: 151, green: 151, blue: 151, opacity: 1))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = ↓Color(white: 0.95)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = ↓Color(\"#FFAA00\")",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = ↓Color(red: 200.0 / 255.0, green: 30.0 / 255.0, blue: 0)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(↓.hex(0xE06050))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nCircle().fill(↓Color.hex(\"#E06050\"))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundColor(↓Color(hexadecimal: \"77F4C7\"))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet banner = LinearGradient(colors: [Color(↓UIColor(\"#3BCAD7\")), Color(↓UIColor(\"#925CF3\"))], startPoint: .top, endPoint: .bottom)",
            "struct ThemePalette { let background: Color; let accent: Color; let divider: Color }\nlet meshBlue = ↓Color(hue: 0.6, saturation: 0.85, brightness: 0.82)",
        ],
        nonTriggeringExamples: [
            // A constant initialized by a closure called where it is written is the palette itself.
            "enum AppColors {\n    static let brand = Color(hex: 0xFF571E27)\n    static let accent = Color(hex: 0xFFAD2A45)\n    static let light: ColorPalette = {\n        let primary = Color(hex: 0xFF002048)\n        return ColorPalette(primary: primary, accent: accent)\n    }()\n}",
            "let brand = Color(red: 0.2, green: 0.4, blue: 0.9)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nstruct BrandGradient: ViewModifier {\n    func body(content: Content) -> some View {\n        content.foregroundStyle(LinearGradient(colors: [Color(hex: \"4285f4\"), Color(hex: \"9b72cb\")], startPoint: .leading, endPoint: .trailing))\n    }\n}",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Color(\"BrandPrimary\")",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Color(.systemBackground)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(Color.getColorWithRGB(red: r, green: g, blue: b, opacity: 1))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Color(red: r, green: g, blue: b)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Palette.accent",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nenum Browser { case firefox, opera\n var tint: Color {\n switch self {\n case .firefox: Color(red: 1, green: 0.33, blue: 0)\n case .opera: Color(red: 1, green: 0, blue: 0)\n }\n }\n}",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Color(red: r / 255, green: g / 255, blue: b / 255)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(.hex(serverTint))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet id = formatter.hex(0x10)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet c = Color(UIColor(\"Brand\"))",
            "struct Badge: View { let fill: Color; let stroke: Color; let text: Color\n var body: some View { Circle().fill(Color(hue: 0.6, saturation: 0.85, brightness: 0.82)) } }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        // Measured against the app's decisions: a literal is debt where the app keeps a palette to
        // name it in (colour tokens, colours its asset catalogues name, or namespaces designdebt.json
        // names); with none, there is no better spelling the app chose.
        guard context.project.hasTokens(.color, config: context.config) else { return [] }
        let caseColorLines = context.fileContext.caseColorLines
        // The app's own styles (`struct BrandGradient: ViewModifier`, a `ShapeStyle`): the colours
        // there are the style's definition, which every `.brandGradient()` then uses.
        let styles = context.structBodies(conformingTo: ["ViewModifier", "ShapeStyle"])
        return context.sites(.color).compactMap { site in
            guard site.kind == .literal, site.traits.systemColor == nil else { return nil }
            if styles.contains(where: { $0.contains(site.anchor) }) { return nil }
            // A colour per case of the type's own (`case .firefox: Color(red: 1, ...)`) is the case's
            // identity, a brand or a category, as a chart's series colour is: not the UI's palette.
            if caseColorLines.contains(where: { $0.contains(site.line) }) { return nil }
            // A literal that repeats a colour the palette writes out says which one to use.
            if site.anchor >= 0, let color = LiteralColor.read(at: site.anchor, in: context.file),
                let token = context.project.paletteColors.first(where: { $0.color.isNearly(color) })
            {
                return context.hit(at: site, "The colour \(site.text) is a literal copy of \(token.reference); use it.")
            }
            // Named where the app keeps its colours: its asset catalogues, or its colour tokens in code.
            let home =
                context.project.hasAssetPalette
                ? "in the asset catalogue" : "among the app's colour tokens"
            return context.hit(at: site, "The colour \(site.text) is a literal; name it \(home).")
        }
    }
}
