import SwiftLexer
import Testing

@testable import DesignRules

/// Two rules on one site for one fix report once: the rule whose fix settles both keeps the row.
@Suite struct SupersededFindingsTests {
    static let palette = """
        import SwiftUI
        enum Palette { static let ink = Color("Ink"); static let paper = Color("Paper"); static let brand = Color("Brand") }

        """

    func rules(_ source: String, config: Configuration = .allRules) -> [String] {
        let project = ProjectTokens.discover(
            [(path: "Palette.swift", file: SourceFile(bytes: Array(Self.palette.utf8)))], config: config)
        return FileAnalyzer(config: config, project: project).analyze(Array(source.utf8)).findings
            .filter { $0.family == .color }.map(\.ruleID)
    }

    @Test func aLiteralUIColorIsOneFindingOfTheLiteral() {
        let literal = "import SwiftUI\nlet c = Color(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))"
        #expect(rules(literal) == ["color/literal"])
        // Without the palette rule, the UIColor is still reported: nothing true is lost.
        var config = Configuration.allRules
        config.rules["color/literal"] = RuleSetting(enabled: false, severity: nil)
        #expect(rules(literal, config: config) == ["color/uicolor"])
        // A UIColor that is no literal is its own finding.
        #expect(rules("import SwiftUI\nlet c = Color(uiColor: UIColor(named: \"Brand\")!)") == ["color/uicolor"])
    }
}
