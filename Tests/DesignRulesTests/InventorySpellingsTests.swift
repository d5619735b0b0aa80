import SwiftLexer
import Testing

@testable import DesignRules

/// The inventory counts a design value however the app spells it: through its own font helpers,
/// a UIKit font handed to SwiftUI, colour components as arithmetic, hex helpers called as members,
/// and Dynamic Type pinned to one size. Adoption and distinct values are only right when it does.
@Suite struct InventorySpellingsTests {
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
}
