import SwiftLexer
import Testing

@testable import DesignRules

/// The inventory counts a design value however the app spells it: through its own font helpers,
/// a UIKit font handed to SwiftUI, colour components as arithmetic, hex helpers called as members,
/// and Dynamic Type pinned to one size (adoption and distinct values are only right when it does);
/// and a message says what the code in front of it needs (the palette colour a literal repeats,
/// an optional colour `foregroundStyle` cannot take).
@Suite struct SpellingsAndMessagesTests {
    private func sites(_ source: String, family: Family) -> [String] {
        let file = SourceFile(bytes: Array(source.utf8))
        let project = ProjectTokens.discover([(path: "A.swift", file: file)], config: .referenceScales)
        return FileAnalyzer(config: .referenceScales, project: project).analyze(file).sites
            .filter { $0.family == family && !$0.traits.isTokenDefinition }
            .map { "\($0.line) \($0.site) \($0.kind) \($0.value.map(formatScaleValue) ?? "-") \($0.text)" }
    }

    @Test func fontsThroughHelpersAndUIKitAreSizedSites() {
        let source = """
            import SwiftUI
            extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, design: .rounded) } }
            extension View { func appFont(_ size: CGFloat) -> some View { font(.system(size: size)) } }
            struct Card: View {
                var body: some View {
                    Text("a").font(.brand(size: 15))
                    Text("b").appFont(13)
                    Text("c").font(Font(UIFont.systemFont(ofSize: 17)))
                    Text("d").appFont(titleSize)
                    Text("e").dynamicTypeSize(.large)
                    Text("f").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """
        let found = sites(source, family: .typography).filter { !$0.hasPrefix("2 ") && !$0.hasPrefix("3 ") }
        #expect(
            found == [
                "6 font literal 15 .brand(size: 15)",
                "7 font-helper literal 13 .appFont(13)",
                "8 font literal 17 Font(UIFont.systemFont(ofSize: 17))",
                "9 font-helper expression - .appFont(titleSize)",
                "10 dynamic-type-size literal - .dynamicTypeSize(.large)",
            ])
    }

    @Test func colourLiteralsInEverySpellingAreLiterals() {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    Text("a").foregroundStyle(Color(red: 200.0 / 255.0, green: 30.0 / 255.0, blue: 0))
                    Text("b").foregroundStyle(.hex(0xE06050))
                    Text("c").foregroundStyle(Color.hex("#E06050"))
                    Text("d").foregroundStyle(Color(red: r / 255, green: g / 255, blue: b / 255))
                    Text("e").foregroundStyle(.hex(tint))
                }
            }
            """
        let found = sites(source, family: .color).map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(
            found == [
                "4 color-init literal", "5 hex-color literal", "6 hex-color literal", "7 color-init expression",
                "8 color-style expression",
            ])
    }

    @Test func aLiteralThatRepeatsAPaletteColourSaysWhich() {
        let source = """
            import SwiftUI
            enum Colors {
                static let accentLighter = Color(hex: 0x00AEEF)
                static let ink = Color(red: 51 / 255, green: 51 / 255, blue: 51 / 255)
                static let paper = Color("Paper")
            }
            struct Card: View {
                var body: some View {
                    Text("a").foregroundStyle(Color(hex: 0x00AFEF))
                    Text("b").foregroundStyle(Color(red: 0.2, green: 0.2, blue: 0.2))
                    Text("c").foregroundStyle(Color(white: 0.5))
                }
            }
            """
        let file = SourceFile(bytes: Array(source.utf8))
        let project = ProjectTokens.discover([(path: "A.swift", file: file)], config: .referenceScales)
        let messages = FileAnalyzer(config: .referenceScales, project: project).analyze(file).findings
            .filter { $0.ruleID == "color/literal" }.map { "\($0.line): \($0.message)" }
        #expect(
            messages == [
                "9: The colour Color(hex: 0x00AFEF) is a literal copy of Colors.accentLighter; use it.",
                "10: The colour Color(red: 0.2, green: 0.2, blue: 0.2) is a literal copy of Colors.ink; use it.",
                "11: The colour Color(white: 0.5) is a literal; name it among the app's colour tokens.",
            ])
    }

    @Test func anOptionalColourIsNoOneForOneSwap() {
        let source = """
            import SwiftUI
            struct Tag: View {
                let tint: Color?
                var body: some View {
                    Text("a").foregroundColor(tint)
                    Image(systemName: "cpu").foregroundColor(isScanner ? .accentColor : nil)
                    Text("c").foregroundColor(isScanner ? (isNamed ? .primary : .secondary) : nil)
                    Text("b").foregroundColor(isScanner ? .red : .blue)
                }
            }
            """
        let file = SourceFile(bytes: Array(source.utf8))
        let messages = FileAnalyzer(config: .defaults).analyze(file).findings
            .filter { $0.ruleID == "api/foreground-color" }.map(\.message)
        #expect(messages.count == 4)
        // A name typed `Color?` and a choice one of whose results is `nil` are optional colours.
        #expect(messages.prefix(3).allSatisfy { $0.contains("its colour is optional") })
        #expect(messages.last == ".foregroundColor is deprecated; use .foregroundStyle.")
    }
}
