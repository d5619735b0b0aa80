import JSONSupport
import SwiftLexer
import Testing

@testable import DesignRules

@Suite struct ConfigurationTests {
    func parse(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(Array(json.utf8), file: "designdebt.json")
    }

    @Test func goalsAreReadAndChangeNoFinding() throws {
        let config = try parse(
            #"{"goals": {"spacing/off-scale": {"target": 0, "by": "2027-03-31"}, "total": {"target": 50, "by": "2027-06-30"}}}"#
        )
        #expect(
            config.goals == [
                Goal(key: "spacing/off-scale", target: 0, by: "2027-03-31"),
                Goal(key: "total", target: 50, by: "2027-06-30"),
            ])
        #expect(config.canonicalJSON == Configuration.defaults.canonicalJSON, "goals are not the analyzer's")
    }

    @Test func fixLimitsAreReadAndChangeNoFinding() throws {
        let config = try parse(#"{"fix": {"limit": 2, "motionTolerance": 0.1}}"#)
        #expect(config.fix.limit == 2)
        #expect(config.fix.motionTolerance == 0.1)
        #expect(config.canonicalJSON == Configuration.defaults.canonicalJSON, "fix's limits are not the analyzer's")
        #expect(Configuration.defaults.fix.limit == 4)
        for (json, message) in [
            (#"{"fix": {"limit": -1}}"#, "key 'fix.limit': Expected a non-negative number, found a negative number."),
            (#"{"fix": {"limit": "4"}}"#, "key 'fix.limit': Expected a non-negative number, found a string."),
            (#"{"fix": {"tolerance": 1}}"#, "key 'fix.tolerance': Unknown key."),
        ] {
            #expect {
                try parse(json)
            } throws: { error in
                (error as? ConfigurationError)?.description.contains(message) == true
            }
        }
    }

    @Test func emptyObjectGivesTheDefaults() throws {
        #expect(try parse("{}") == .defaults)
    }

    @Test func overridesScalesNamespacesAndRules() throws {
        let config = try parse(
            """
            {"spacing": {"grid": 8, "values": [0, 4], "tokens": {"Space.sm": 8}, "namespaces": ["Gap"]},
             "radius": {"values": [6, 10]},
             "typography": {"textStyles": ["body", "caption2"]},
             "motion": {"namespaces": ["Anim"]},
             "rules": {"spacing/raw-literal": "off", "radius/off-scale": {"severity": "error"}},
             "exclude": ["Legacy/"], "previews": true, "tests": true}
            """)
        #expect(config.spacing.scale.grid == 8)
        #expect(
            config.spacing.scale.contains(4) && config.spacing.scale.contains(16) && !config.spacing.scale.contains(12))
        #expect(config.spacing.scale.token(for: 8) == "Space.sm")
        #expect(config.spacing.namespaces == ["Gap"])
        #expect(config.radius.scale.values == [6, 10])
        #expect(config.typography.textStyles == ["body", "caption2"])
        #expect(config.motion.namespaces == ["Anim"])
        #expect(!config.isEnabled("spacing/raw-literal"))
        #expect(config.severity(of: "radius/off-scale", default: .warning) == .error)
        #expect(config.exclude.first?.matches("Legacy/Old/View.swift") == true)
        #expect(config.includePreviews && config.includeTests)
    }

    @Test(arguments: [
        ("{\"spacng\": {}}", "spacng", "Did you mean 'spacing'?"),
        ("{\"spacing\": {\"grid\": -4}}", "spacing.grid", "positive"),
        ("{\"spacing\": {\"values\": \"4\"}}", "spacing.values", "array of numbers"),
        ("{\"rules\": {\"spacing/offscale\": \"off\"}}", "rules.spacing/offscale", "Did you mean 'spacing/off-scale'?"),
        ("{\"rules\": {\"spacing/off-scale\": \"loud\"}}", "rules.spacing/off-scale", "Expected"),
        ("{\"typography\": {\"textStyles\": [\"headlin\"]}}", "typography.textStyles", "Did you mean 'headline'?"),
        ("{\"radius\": {\"grid\": null, \"values\": []}}", "radius", "grid or at least one value"),
        ("{\"previews\": \"yes\"}", "previews", "true or false"),
        (
            "{\"goals\": {\"spacing/offscale\": {\"target\": 0, \"by\": \"2027-03-31\"}}}", "goals.spacing/offscale",
            "Did you mean 'spacing/off-scale'?"
        ),
        (
            "{\"goals\": {\"spacing\": {\"target\": -1, \"by\": \"2027-03-31\"}}}", "goals.spacing.target",
            "whole number"
        ),
        ("{\"goals\": {\"spacing\": {\"target\": 3, \"by\": \"2027-02-30\"}}}", "goals.spacing.by", "YYYY-MM-DD"),
        ("{\"goals\": {\"total\": {\"target\": 3}}}", "goals.total", "both 'target' and 'by'"),
    ])
    func badValuesNameTheKey(_ json: String, _ key: String, _ phrase: String) {
        do {
            _ = try parse(json)
            Issue.record("Expected an error for \(json)")
        } catch {
            #expect(error.file == "designdebt.json")
            #expect(error.key == key)
            #expect(error.description.contains(phrase), "\(error.description)")
        }
    }

    @Test func copyWordListsReplaceTheDefaultsLowerCased() throws {
        let config = try Configuration.parse(
            Array(#"{"copy": {"fillerWords": ["Synergize", "Delight"]}}"#.utf8), file: "designdebt.json")
        #expect(config.copy.fillerWords == ["synergize", "delight"])
        #expect(config.copy.placeholderNames == CopyConfig.defaults.placeholderNames)
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(Array(#"{"copy": {"filler": []}}"#.utf8), file: "designdebt.json")
        }
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(Array(#"{"copy": {"placeholderNames": [" "]}}"#.utf8), file: "designdebt.json")
        }
        // The rule is opt-in: turned on, it reads the configured list.
        var enabled = config
        enabled.rules["copy/filler-words"] = RuleSetting(enabled: true, severity: nil)
        let analyzer = FileAnalyzer(config: enabled)
        let findings = analyzer.analyze(Array("Text(\"Delight your users\")\nText(\"Elevate\")".utf8)).findings
        #expect(findings.filter { $0.ruleID == "copy/filler-words" }.map(\.line) == [1])
    }

    @Test func malformedJSONSaysWhere() {
        do {
            _ = try parse("{\n  \"spacing\": {,}\n}")
            Issue.record("Expected an error")
        } catch {
            #expect(error.description.contains("Malformed JSON at line 2"), "\(error.description)")
        }
    }

    @Test func nearestStepTiesGoUp() {
        let spacing = Configuration.referenceScales.spacing.scale
        #expect(spacing.nearest(to: 6) == 8)
        #expect(spacing.nearest(to: 5) == 4)
        #expect(spacing.nearest(to: 10) == 12)
        #expect(spacing.nearest(to: 1) == 2)
        #expect(spacing.contains(2) && spacing.contains(44) && !spacing.contains(6))
        let radius = Configuration.referenceScales.radius.scale
        #expect(radius.nearest(to: 10) == 12)
        #expect(radius.nearest(to: 20) == 24)
        #expect(radius.nearest(to: 14) == 16)
        #expect(radius.nearest(to: 100) == 24)
    }

    @Test(arguments: [
        ("*.generated.swift", "A/B/x.generated.swift", true),
        ("Generated/", "App/Generated/Strings.swift", false),
        ("**/Generated/**", "App/Generated/Strings.swift", true),
        ("Sources/**", "Sources/A/B.swift", true),
        ("Sources/**", "Tests/A.swift", false),
        ("Sources/*.swift", "Sources/A/B.swift", false),
        ("Sources/*.swift", "Sources/B.swift", true),
        ("Legacy/", "Legacy/A.swift", true),
        ("?iew.swift", "Sub/View.swift", true),
    ])
    func globs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}

@Suite struct FindingPositionTests {
    @Test func characterColumnCountsScalarsNotBytes() throws {
        // "é" is two bytes: the literal 10 sits at byte column 34, character column 33.
        let source = Array("let é = Text(\"a\").padding(.top, 10)".utf8)
        let finding = try #require(FileAnalyzer(config: .referenceScales).analyze(source).findings.first)
        #expect(finding.ruleID == "spacing/off-scale")
        #expect(finding.column == 34)
        #expect(finding.characterColumn == 33)
        #expect(finding.snippet == "let é = Text(\"a\").padding(.top, 10)")
    }

    @Test func lineStartsAreFoundAtEveryOffsetOfAWord() {
        // Lines of 0 to 17 bytes put a newline at every place of an eight-byte word; the other
        // bytes differ from a newline in one bit (0x0B, 0x8A, 0x0E) or are not ASCII.
        var bytes: [UInt8] = []
        var starts = [0]
        for length in 0...17 {
            for index in 0..<length { bytes.append([0x0B, 0x8A, 0x61, 0x0E][index % 4]) }
            bytes.append(0x0A)
            starts.append(bytes.count)
        }
        bytes += [0x61, 0x8A]  // a last line with no newline
        var lines = LineIndex(bytes)
        for (index, start) in starts.enumerated() {
            #expect(lines.byteOffset(line: index + 1, column: 1) == start)
        }
        #expect(lines.byteOffset(line: starts.count + 1, column: 1) == 0)
    }
}

@Suite struct FindingFingerprintTests {
    func fingerprints(_ source: String) -> [String] {
        FileAnalyzer(config: .referenceScales).analyze(Array(source.utf8)).findings
            .filter { $0.ruleID == "spacing/off-scale" }.map(\.fingerprint)
    }

    @Test func movingALineKeepsItsFingerprint() {
        let before = fingerprints("struct A: View {\n  var body: some View { Text(\"a\").padding(10) }\n}\n")
        let after = fingerprints(
            "// moved\n\nstruct A: View {\n    let x = 1\n\n        var body: some View { Text(\"a\").padding(10) }\n}\n"
        )
        #expect(before.count == 1)
        #expect(before == after)
    }

    /// Stored fingerprints must not change between versions: FNV-1a of
    /// `rule 0x1F type 0x1F line-without-blanks 0x1F occurrence`, computed here by hand.
    @Test func theFingerprintIsTheDocumentedHash() {
        #expect(fingerprints("struct A { var v: some View { Text(\"a\").padding(10) } }") == ["7e6984ab28ee2f0f"])
    }

    /// Two lines that differ only in Unicode normalization are one identity, numbered 0 and 1.
    @Test func canonicallyEquivalentLinesShareOccurrences() {
        let composed = "Text(\"Caf\u{E9}\").padding(13)"
        let decomposed = "Text(\"Cafe\u{301}\").padding(13)"
        let both = fingerprints("struct A { var v: some View {\n\(composed)\n\(decomposed)\n} }")
        #expect(both.count == 2)
        #expect(Set(both).count == 2)
        // The second is its own line's identity at occurrence 1: not what it would be alone (0).
        let alone = fingerprints("struct A { var v: some View {\n\(decomposed)\n} }")
        #expect(both[1] != alone[0])
    }

    @Test func aNewValueOrAnotherTypeIsANewFinding() {
        let ten = fingerprints("struct A { var v: some View { Text(\"a\").padding(10) } }")
        let six = fingerprints("struct A { var v: some View { Text(\"a\").padding(6) } }")
        let otherType = fingerprints("struct B { var v: some View { Text(\"a\").padding(10) } }")
        #expect(ten != six)
        #expect(ten != otherType)
    }

    @Test func identicalLinesAreDistinctByOccurrence() {
        let both = fingerprints(
            "struct A { var v: some View { VStack { Text(\"a\").padding(10)\nText(\"a\").padding(10) } } }")
        #expect(both.count == 2)
        #expect(Set(both).count == 2)
    }
}

@Suite struct CanonicalConfigurationTests {
    @Test func canonicalJSONParsesBackToTheSameConfiguration() throws {
        var config = Configuration.referenceScales
        config.rules["spacing/raw-literal"] = RuleSetting(enabled: false, severity: nil)
        config.rules["radius/off-scale"] = RuleSetting(enabled: true, severity: .error)
        config.spacing.scale.tokens = [NamedValue("Space.sm", 8)]
        config.copy.fillerWords = ["synergize"]
        let text = JSONWriter(pretty: false).string(config.canonicalJSON)
        #expect(try Configuration.parse(Array(text.utf8), file: "canonical") == config)
    }
}

@Suite struct NumberLiteralTests {
    @Test func parsesEverySwiftNumberSpelling() {
        #expect(parseNumber("16") == 16)
        #expect(parseNumber("1_000") == 1000)
        #expect(parseNumber("17.5") == 17.5)
        #expect(parseNumber("0x1F") == 31)
        #expect(parseNumber("0x1_F") == 31)
        #expect(parseNumber("0b101") == 5)
        #expect(parseNumber("0o17") == 15)
        #expect(parseNumber("1e3") == 1000)
        #expect(parseNumber("0x1p4") == 16)
        #expect(parseNumber("abc") == nil)
    }

    /// A literal token's value read from its bytes is the value its text parses to, bit for bit:
    /// short decimals on the fast path, and every spelling it hands on.
    @Test func tokenValueIsTheParsedValue() {
        var generator = SystemRandomNumberGenerator()
        var literals = [
            "0", "00", "16", "0.5", "0.35", "17.50", "1.0", "0.1", "0.3", "123456789012345", "1234567890123456",
            "99999999999999999999999", "0.000000000000001", "3.141592653589793", "1_000", "0x1F", "0b101", "0o17",
            "1e3", "2.5E-3", "0x1p4",
        ]
        for _ in 0..<2_000 {
            let whole = String(UInt64.random(in: 0...999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...99_999_999_999, using: &generator))
            literals.append(Bool.random(using: &generator) ? whole : whole + "." + fraction)
        }
        for literal in literals {
            let file = SourceFile(bytes: Array("let x = \(literal)".utf8))
            let index = file.tokens.count - 1
            #expect(file.numberValue(index)?.bitPattern == parseNumber(literal)?.bitPattern, "\(literal)")
        }
    }
}
