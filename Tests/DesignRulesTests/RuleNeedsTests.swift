import Testing

@testable import DesignRules

/// Facts only some rules read are worked out only when one of them is on.
@Suite struct RuleNeedsTests {
    @Test func theStringsAUserReadsAreFoundOnlyForTheCopyRules() {
        let copyRules = RuleCatalog.all.filter { $0.description.family == .copy }
        // Every copy rule reads them, and says so.
        #expect(copyRules.allSatisfy { $0.needs.contains(.visibleStrings) })
        var config = Configuration.allRules
        #expect(FileAnalyzer(config: config).needs.contains(.visibleStrings))
        for rule in copyRules { config.rules[rule.description.id] = RuleSetting(enabled: false, severity: nil) }
        let withoutCopy = FileAnalyzer(config: config)
        #expect(withoutCopy.needs.isEmpty)
        // Not looking for them changes no other rule's findings.
        let source = Array(
            """
            import SwiftUI
            struct A: View { var body: some View { Text("Seamless sync!").foregroundColor(.red).cornerRadius(8) } }
            """.utf8)
        let all = FileAnalyzer(config: .allRules).analyze(source).findings.map(\.ruleID)
        #expect(all.contains("copy/filler-words"))
        #expect(withoutCopy.analyze(source).findings.map(\.ruleID) == all.filter { !$0.hasPrefix("copy/") })
    }
}
