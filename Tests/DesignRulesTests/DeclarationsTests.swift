import SwiftLexer
import Testing

@testable import DesignRules

/// The one index of a file's type declarations and imports every pass reads.
@Suite struct DeclarationsTests {
    @Test func declarationsAreReadOnceWithTheirNamesHeadersAndBodies() {
        let file = SourceFile(
            bytes: Array(
                """
                @preconcurrency import SwiftUI
                @_exported import struct DesignKit.Palette
                @testable import App
                struct Card<Label: View>: View, Sendable { struct Header { } }
                private enum Metrics { }
                extension Theme.Spacing where Self: Hashable { }
                actor Store { }
                class func helper() { }
                """.utf8))
        let landmarks = Landmarks(file)
        let declarations = landmarks.declarations.all
        #expect(declarations.map(\.name) == ["Card", "Card.Header", "Metrics", "Theme.Spacing", "Store"])
        #expect(declarations.map(\.isTopLevel) == [true, false, true, true, true])
        #expect(declarations.map(\.isPrivate) == [false, false, true, false, false])
        #expect(declarations[0].inherits.map(file.text) == ["View", "Sendable"])
        #expect(declarations[3].inherits.isEmpty, "a where clause is no inheritance")
        #expect(file.text(tokens: declarations[3].written) == "Theme.Spacing")
        let card = declarations[0]
        #expect(landmarks.declarations.declared(at: card.keyword)?.name == "Card")
        #expect(landmarks.declarations.declared(at: card.keyword + 1) == nil)
        #expect(file.match(card.brace) == card.close)

        let imports = landmarks.imports.all
        #expect(imports.map(\.module) == ["SwiftUI", "DesignKit", "App"])
        #expect(imports.map(\.attributes) == [["@preconcurrency"], ["@_exported"], ["@testable"]])
        #expect(landmarks.imports.contains("SwiftUI") && !landmarks.imports.contains("UIKit"))
    }
}
