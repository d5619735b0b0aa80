import DesignRules
import Testing

@testable import DesignDebt

@Suite struct AnalyzedBlobTests {
    /// The word-at-a-time count agrees with counting byte by byte, wherever
    /// the newlines fall against the eight-byte words.
    @Test func lineCountMatchesAByteByByteCount() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x61, 0x20, 0x09, 0x0B, 0x8A, 0xFF, 0x00, 0x0D]
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let expected =
                    bytes.filter { $0 == 0x0A }.count + (bytes.isEmpty || bytes.last == 0x0A ? 0 : 1)
                #expect(AnalyzedBlob.lineCount(bytes) == expected, "\(bytes)")
            }
        }
        #expect(AnalyzedBlob.lineCount(Array("a\nb".utf8)) == 2)
        #expect(AnalyzedBlob.lineCount(Array("a\nb\n".utf8)) == 2)
        #expect(AnalyzedBlob.lineCount([]) == 0)
    }
}

@Suite struct RollupKeyTests {
    private func site(_ family: Family, _ kind: ValueKind, _ value: Double?, _ text: String, _ onScale: Bool?)
        -> ScaleSite
    {
        ScaleSite(family: family, site: "s", kind: kind, value: value, text: text, onScale: onScale, line: 1, column: 1)
    }

    private func finding(_ rule: String, _ family: Family) -> Finding {
        Finding(ruleID: rule, family: family, severity: .warning, line: 1, column: 1, message: "", snippet: "")
    }

    @Test func aFileCountsEveryKeyOnce() {
        let analysis = FileAnalysis(
            sites: [
                site(.spacing, .literal, 8, "8", true),
                site(.spacing, .literal, 10, "10", false),
                site(.spacing, .literal, 10, "10.0", false),
                site(.spacing, .token, nil, "Space.m", true),
                site(.spacing, .expression, nil, "gap * 2", nil),
                site(.color, .literal, nil, "Color.red", false),
                site(.color, .literal, nil, "Color.red", false),
            ],
            findings: [
                finding("spacing/off-scale", .spacing), finding("spacing/off-scale", .spacing),
                finding("color/raw-system-color", .color),
            ])
        let expected: [RollupKey: Int] = [
            RollupKey("files", ""): 1, RollupKey("total", ""): 3,
            RollupKey("family", "spacing"): 2, RollupKey("family", "color"): 1,
            RollupKey("rule", "spacing/off-scale"): 2, RollupKey("rule", "color/raw-system-color"): 1,
            RollupKey("sites", "spacing"): 5, RollupKey("literals", "spacing"): 3, RollupKey("off_scale", "spacing"): 2,
            RollupKey("tokens", "spacing"): 1, RollupKey("value", "spacing:8"): 1, RollupKey("value", "spacing:10"): 2,
            RollupKey("sites", "color"): 2, RollupKey("literals", "color"): 2, RollupKey("off_scale", "color"): 2,
            RollupKey("value", "color:Color.red"): 2,
        ]
        #expect(RollupKey.counts(of: analysis) == expected)
        #expect(RollupKey.counts(of: FileAnalysis(sites: [], findings: [])) == [RollupKey("files", ""): 1])
    }

    /// A literal measured as 12 and one kept only as its spelling "12" are one value.
    @Test func aNumberAndASpellingThatReadAlikeShareAKey() {
        let analysis = FileAnalysis(
            sites: [site(.radius, .literal, 12, "12.0", true), site(.radius, .literal, nil, "12", nil)], findings: [])
        let tally = RollupKey.tally(of: analysis)
        #expect(tally.filter { $0.key == RollupKey("value", "radius:12") }.map(\.count) == [2])
        #expect(Set(tally.map(\.key)).count == tally.count)
    }
}
