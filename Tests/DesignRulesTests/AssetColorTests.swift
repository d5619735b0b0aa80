import Testing

@testable import DesignRules

@Suite struct AssetColorTests {
    /// A colour set's `Contents.json` with the given light components, and a dark variant after it.
    static func colorSet(red: String, green: String, blue: String) -> [UInt8] {
        func entry(_ appearance: String, _ red: String, _ green: String, _ blue: String) -> String {
            """
            {\(appearance) "color": {"color-space": "srgb", "components": \
            {"alpha": "1.000", "blue": "\(blue)", "green": "\(green)", "red": "\(red)"}}, "idiom": "universal"}
            """
        }
        let dark = entry(#""appearances": [{"appearance": "luminosity", "value": "dark"}],"#, "0.1", "0.1", "0.1")
        // The dark variant first: the light one is the entry with no appearance, wherever it sits.
        return Array(#"{"colors": [\#(dark), \#(entry("", red, green, blue))], "info": {"version": 1}}"#.utf8)
    }

    /// Xcode writes a channel as a hex byte, a fraction or a whole number of 255: each spelling
    /// of one colour is read as that colour, whatever the dark variant says.
    @Test func readsTheNameAndTheLightColourInEachSpelling() {
        let path = "App/Assets.xcassets/Colors/Break.colorset/Contents.json"
        let others = [("Work", "0x00", "0x80", "0x00"), ("Ink", "0x11", "0x11", "0x11")].compactMap { name, r, g, b in
            AssetColor.read(Self.colorSet(red: r, green: g, blue: b), path: "A.xcassets/\(name).colorset/Contents.json")
        }
        for (red, green, blue) in [("0xFF", "0x01", "0x75"), ("1.000", "0.004", "0.459"), ("255", "1", "117")] {
            let color = AssetColor.read(Self.colorSet(red: red, green: green, blue: blue), path: path)
            #expect(color?.name == "Break")
            #expect(color?.color?.isNearly(LiteralColor(red: 1, green: 1.0 / 255, blue: 117.0 / 255)) == true, "\(red)")
            let messages = literalMessages(
                "import SwiftUI\nlet ring = Circle().stroke(Color(red: 1, green: 0.004, blue: 0.459))\n",
                assetColors: others + [color].compactMap { $0 })
            #expect(messages.first?.hasSuffix(#"a literal copy of Color("Break"); use it."#) == true, "\(red)")
        }
    }

    /// `color/literal`'s messages on `source`, every rule on, with the app's asset colours.
    func literalMessages(_ source: String, assetColors: [AssetColor]) -> [String] {
        var config = Configuration.referenceScales
        config.enablesAllRules = true
        let project = ProjectTokens.merging(
            contents: [(path: String, content: ProjectTokens.ContentFacts)](), config: config, assetColors: assetColors)
        return FileAnalyzer(config: config, project: project).analyze(Array(source.utf8)).findings
            .filter { $0.ruleID == "color/literal" }.map { "\($0.line): \($0.message)" }
    }

    /// A set that names a system colour has no components: it counts in the palette, and no
    /// literal is told it is a copy of it.
    @Test func aSystemColourCountsButNamesNoCopy() {
        let system = Array(
            #"{"colors": [{"color": {"platform": "ios", "reference": "systemBlueColor"}, "idiom": "universal"}]}"#.utf8)
        let link = AssetColor.read(system, path: "Assets.xcassets/Link.colorset/Contents.json")
        #expect(link?.name == "Link" && link?.color == nil)
        let others = [("Work", "0x00"), ("Ink", "0x11")].compactMap { name, red in
            AssetColor.read(
                Self.colorSet(red: red, green: "0x11", blue: "0x11"), path: "A/\(name).colorset/Contents.json")
        }
        let messages = literalMessages(
            "import SwiftUI\nlet tint = Text(\"a\").foregroundStyle(Color(red: 0, green: 0.478, blue: 1))\n",
            assetColors: others + [link].compactMap { $0 })
        #expect(
            messages == [
                "2: The colour Color(red: 0, green: 0.478, blue: 1) is a literal; name it in the asset catalogue."
            ])
    }

    /// A colour both the code and the catalogue hold: the hint names the app's own token.
    @Test func theAppsOwnTokenIsNamedBeforeTheCataloguesColour() {
        let theme = """
            import SwiftUI
            enum Theme {
                static let accent = Color(red: 1, green: 0.004, blue: 0.459)
                static let ink = Color("Ink")
                static let paper = Color("Paper")
            }
            """
        var config = Configuration.referenceScales
        config.enablesAllRules = true
        let accent = AssetColor.read(
            Self.colorSet(red: "0xFF", green: "0x01", blue: "0x75"), path: "A/Accent.colorset/Contents.json")
        let project = ProjectTokens.merging(
            contents: [
                (path: "Theme.swift", content: ProjectTokens.ContentFacts.of(Array(theme.utf8), config: config))
            ],
            config: config, assetColors: [accent].compactMap { $0 })
        let view = "import SwiftUI\nlet ring = Circle().stroke(Color(red: 1, green: 0.004, blue: 0.459))\n"
        let messages = FileAnalyzer(config: config, project: project).analyze(Array(view.utf8)).findings
            .filter { $0.ruleID == "color/literal" }.map(\.message)
        #expect(messages.count == 1 && messages[0].hasSuffix("is a literal copy of Theme.accent; use it."))
    }

    @Test func otherFilesTheTemplatesTintAndBrokenFilesAreNoColour() {
        let set = Self.colorSet(red: "1", green: "1", blue: "1")
        #expect(AssetColor.read(set, path: "Assets.xcassets/AppIcon.appiconset/Contents.json") == nil)
        #expect(AssetColor.read(set, path: "Assets.xcassets/AccentColor.colorset/Contents.json") == nil)
        #expect(AssetColor.read(set, path: "Widget/Assets.xcassets/WidgetBackground.colorset/Contents.json") == nil)
        #expect(AssetColor.read(Array("{ not json".utf8), path: "Assets.xcassets/Ink.colorset/Contents.json") == nil)
        #expect(AssetColor.isColorSet("A/Assets.xcassets/Ink.colorset/Contents.json"))
        #expect(!AssetColor.isColorSet("A/Assets.xcassets/Contents.json"))
    }

    /// Three colours in the catalogue are the app's palette: a literal is then debt, and one that
    /// repeats a catalogue colour says which. The palette's presence is part of the identity.
    @Test func anAssetPaletteMakesLiteralsDebtAndNamesTheColourALiteralCopies() {
        let source = """
            import SwiftUI
            struct Ring: View {
                var body: some View {
                    Circle().stroke(Color(red: 1, green: 0.004, blue: 0.459))
                    Circle().fill(Color(red: 0.3, green: 0.6, blue: 0.9))
                }
            }
            """
        let sets = [
            ("Break", "0xFF", "0x01", "0x75"), ("Work", "0x00", "0x80", "0x00"), ("Ink", "0x11", "0x11", "0x11"),
        ]
        let colors = sets.compactMap { name, red, green, blue in
            AssetColor.read(
                Self.colorSet(red: red, green: green, blue: blue),
                path: "Assets.xcassets/\(name).colorset/Contents.json")
        }
        let none = [(path: String, content: ProjectTokens.ContentFacts)]()
        let withPalette = ProjectTokens.merging(contents: none, config: .referenceScales, assetColors: colors)
        let withTwo = ProjectTokens.merging(
            contents: none, config: .referenceScales, assetColors: Array(colors.prefix(2)))
        #expect(
            literalMessages(source, assetColors: colors) == [
                #"4: The colour Color(red: 1, green: 0.004, blue: 0.459) is a literal copy of Color("Break"); use it."#,
                "5: The colour Color(red: 0.3, green: 0.6, blue: 0.9) is a literal; name it in the asset catalogue.",
            ])
        #expect(literalMessages(source, assetColors: Array(colors.prefix(2))).isEmpty, "two colours are no palette")
        #expect(withPalette.canonicalText.contains("assetPalette"))
        #expect(!withTwo.canonicalText.contains("assetPalette"))
    }
}
