import SwiftLexer
import Testing

@testable import DesignRules

extension Configuration {
    /// An app that declared the reference's spacing and radius scales in `designdebt.json` and runs
    /// every rule, the opt-in ones too: what the rules' tests judge against (an app with no scale
    /// and the default rules is `Configuration.defaults`).
    static let referenceScales: Configuration = {
        var config = Configuration.defaults
        config.spacing.source = .configuration
        config.radius.source = .configuration
        config.enablesAllRules = true
        return config
    }()
}

/// An example with its `↓` markers removed and their positions recorded.
struct MarkedExample: CustomTestStringConvertible, Sendable {
    let ruleID: String
    let source: [UInt8]
    let expected: [Position]
    let original: String

    struct Position: Hashable, Comparable, CustomStringConvertible, Sendable {
        let line: Int
        let column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }

    init(ruleID: String, _ text: String) {
        self.ruleID = ruleID
        self.original = text
        let marker = Array("↓".utf8)
        var bytes: [UInt8] = []
        var positions: [Position] = []
        var line = 1
        var lineStart = 0
        let input = Array(text.utf8)
        var index = 0
        while index < input.count {
            if input[index...].starts(with: marker) {
                positions.append(Position(line: line, column: bytes.count - lineStart + 1))
                index += marker.count
                continue
            }
            bytes.append(input[index])
            if input[index] == 0x0A {
                line += 1
                lineStart = bytes.count
            }
            index += 1
        }
        self.source = bytes
        self.expected = positions.sorted()
    }

    var testDescription: String { "\(ruleID): \(original)" }

    /// The app every example runs in: it declares the reference's spacing and radius scales in
    /// `designdebt.json` (so the scale rules have a scale to judge against; `ScaleSourceTests`
    /// covers an app with none) and turns every rule on, the opt-in ones too.
    static let configuration = Configuration.referenceScales

    /// Where the rule fires on the example.
    /// The example is a whole app: its tokens are the ones it defines.
    func actual(config: Configuration = MarkedExample.configuration) -> [Position] {
        let file = SourceFile(bytes: source)
        let project = ProjectTokens.discover([(path: "Example.swift", file: file)], config: config)
        return FileAnalyzer(config: config, project: project).analyze(file).findings
            .filter { $0.ruleID == ruleID }
            .map { Position(line: $0.line, column: $0.column) }
            .sorted()
    }
}

let triggering = RuleCatalog.all.flatMap { rule in
    rule.description.triggeringExamples.map { MarkedExample(ruleID: rule.description.id, $0) }
}
let nonTriggering = RuleCatalog.all.flatMap { rule in
    rule.description.nonTriggeringExamples.map { MarkedExample(ruleID: rule.description.id, $0) }
}

@Suite struct RuleExampleTests {
    @Test(arguments: triggering)
    func triggers(_ example: MarkedExample) {
        #expect(!example.expected.isEmpty, "A triggering example needs a ↓ marker.")
        #expect(example.actual() == example.expected)
    }

    @Test(arguments: nonTriggering)
    func doesNotTrigger(_ example: MarkedExample) {
        #expect(example.expected.isEmpty, "A non-triggering example has no ↓ marker.")
        #expect(example.actual() == [])
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleCatalog.all {
            #expect(rule.description.triggeringExamples.count >= 2, "\(rule.description.id)")
            #expect(rule.description.nonTriggeringExamples.count >= 2, "\(rule.description.id)")
        }
    }

    @Test func ruleIDsAreUniqueKebabCaseAndNamedAfterTheirFamily() {
        let ids = RuleCatalog.all.map(\.description.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleCatalog.all {
            let id = rule.description.id
            #expect(id.hasPrefix(rule.description.family.rawValue + "/"), "\(id)")
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "/" }, "\(id)")
        }
    }

    @Test func disabledRuleDoesNotRun() throws {
        var config = MarkedExample.configuration
        config.rules["spacing/off-scale"] = RuleSetting(enabled: false, severity: nil)
        let example = MarkedExample(ruleID: "spacing/off-scale", "Text(\"a\").padding(↓10)")
        #expect(example.actual(config: config) == [])
    }
}
