import SwiftLexer
import Testing

@testable import DesignRules

@Suite struct SuppressionTests {
    /// The file analyzed as a whole app: its tokens are the ones it defines.
    private func analyze(_ source: String) -> FileAnalysis {
        let file = SourceFile(bytes: Array(source.utf8))
        let project = ProjectTokens.discover([(path: "A.swift", file: file)], config: .referenceScales)
        return FileAnalyzer(config: .referenceScales, project: project).analyze(file)
    }

    /// A palette of the app's own, so raw system colours are judged against it.
    private let palette =
        #"enum Palette { static let ink = Color("Ink"); static let paper = Color("Paper"); static let brand = Color("Brand") }"#

    private func lines(_ analysis: FileAnalysis, _ rule: String) -> [Int] {
        analysis.findings.filter { $0.ruleID == rule }.map(\.line)
    }

    @Test func nextThisAndRegionsSuppressTheirLinesOnly() {
        let analysis = analyze(
            """
            import SwiftUI
            // designdebt:disable:next spacing/off-scale
            let a = Text("a").padding(10)
            let b = Text("b").padding(10) // designdebt:disable:this spacing/off-scale
            // designdebt:disable spacing/off-scale
            let c = Text("c").padding(10)
            let d = Text("d").padding(10).foregroundColor(.red)
            // designdebt:enable spacing/off-scale
            let e = Text("e").padding(10)
            """)
        #expect(lines(analysis, "spacing/off-scale") == [9])
        #expect(analysis.suppressed == ["spacing/off-scale": 4])
        // Other rules on a suppressed line still speak.
        #expect(lines(analysis, "api/foreground-color") == [7])
        // The value is still used: the inventory keeps every site.
        #expect(analysis.sites.filter { $0.family == .spacing }.count == 5)
    }

    @Test func allNamesEveryRuleAndARegionRunsToTheEnd() {
        let analysis = analyze(
            """
            \(palette)
            // designdebt:disable all
            let a = Text("a").padding(10).foregroundColor(.red)
            """)
        #expect(analysis.findings.isEmpty)
        #expect(
            analysis.suppressed == ["spacing/off-scale": 1, "api/foreground-color": 1, "color/raw-system-color": 1])
    }

    @Test func severalRulesAndAReasonAfterThem() {
        let analysis = analyze(
            """
            \(palette)
            // designdebt:disable:next spacing/off-scale api/foreground-color because the badge is drawn
            let a = Text("a").padding(10).foregroundColor(.blue)
            """)
        #expect(analysis.findings.map(\.ruleID) == ["color/raw-system-color"])
        #expect(!analysis.findings.contains { $0.ruleID.hasPrefix("meta/") })
    }

    @Test func onlyLineCommentsAreDirectives() {
        let analysis = analyze(
            """
            let note = "designdebt:disable:next spacing/off-scale"
            let a = Text("a").padding(10)
            /* designdebt:disable:next spacing/off-scale */
            let b = Text("b").padding(10)
            """)
        #expect(lines(analysis, "spacing/off-scale") == [2, 4])
        #expect(analysis.suppressed.isEmpty)
    }

    @Test func anUnknownRuleIsReportedWhereItIsNamed() {
        let analysis = analyze("let a = 1 // designdebt:disable:this spacing/of-scale\n")
        let meta = analysis.findings.filter { $0.ruleID == "meta/unknown-rule-in-suppression" }
        #expect(meta.map(\.line) == [1])
        #expect(meta.map(\.column) == [38])
    }

    @Test func aSuppressionDoesNotRenumberItsNeighboursFingerprints() {
        let plain = analyze("let a = Text(\"a\").padding(10)\nlet b = Text(\"a\").padding(10)\n")
        let suppressed = analyze(
            "let a = Text(\"a\").padding(10) // designdebt:disable:this spacing/off-scale\nlet b = Text(\"a\").padding(10)\n"
        )
        let kept = suppressed.findings.filter { $0.ruleID == "spacing/off-scale" }
        #expect(kept.count == 1)
        #expect(kept.first?.fingerprint == plain.findings.filter { $0.ruleID == "spacing/off-scale" }.last?.fingerprint)
    }
}
