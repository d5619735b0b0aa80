import DebtReports
import DesignRules
import JSONSupport
import Testing

@testable import DesignDebt

@Suite struct StoredFindingRowsTests {
    private func finding(_ message: String, snippet: String, line: Int, fingerprint: String) -> Finding {
        var finding = Finding(
            ruleID: "copy/em-dash", family: .color, severity: .warning, line: line, column: 7, message: message,
            snippet: snippet)
        finding.fingerprint = fingerprint
        return finding
    }

    /// What the collector writes reads back the same, escapes and all, and agrees with the
    /// general JSON parser the `findings` view stands for.
    @Test func rowsWrittenForABlobReadBackAsWritten() throws {
        let findings = [
            finding("Plain words.", snippet: "Text(\"Save\")", line: 3, fingerprint: "8fdba0aa282532c7"),
            finding(
                "A quote \" and a backslash \\ and a tab\t.", snippet: "Text(\"Done \u{2014} now\") // \u{1F680}",
                line: 12, fingerprint: "aa624188575875ae"),
            finding("Control \u{1} and newline\n.", snippet: "", line: 100_000, fingerprint: ""),
            // A string's closing quote after escaped backslashes, and an escaped quote after one.
            finding("Ends in a backslash \\", snippet: "\\\"", line: 4, fingerprint: "\\\\"),
        ]
        let stored = BlobResults(FileAnalysis(sites: [], findings: findings)).findingRows
        let decoded = StoredFindingRows.decode(stored)
        #expect(decoded.map(\.message) == findings.map(\.message))
        #expect(decoded.map(\.snippet) == findings.map(\.snippet))
        #expect(decoded.map(\.line) == findings.map(\.line))
        #expect(decoded.map(\.column) == [7, 7, 7, 7])
        #expect(decoded.map(\.fingerprint) == findings.map(\.fingerprint))
        #expect(decoded.allSatisfy { $0.rule == "copy/em-dash" && $0.severity == "warning" && $0.path.isEmpty })
        let parsed = try JSONParser.parse(stored).arrayValue?.compactMap { $0.arrayValue?[4].stringValue }
        #expect(parsed == decoded.map(\.message))
    }

    /// Rows read for their keys match the decoded findings, escapes and all, and each row is
    /// decoded alone on demand.
    @Test func packedRowsKeyEachFindingByItsFingerprint() {
        let stored = BlobResults(
            FileAnalysis(
                sites: [],
                findings: [
                    finding("One.", snippet: "a", line: 1, fingerprint: "8fdba0aa282532c7"),
                    finding("Two \"quoted\".", snippet: "b\\c", line: 2, fingerprint: "with \"escape\""),
                    finding("Three.", snippet: "", line: 3, fingerprint: "8fdba0aa282532c7"),
                ])
        ).findingRows
        let packed = StoredFindingRows.Packed(stored)
        #expect(packed.fingerprints == StoredFindingRows.decode(stored).map { StoredFindingRows.key($0.fingerprint) })
        #expect(packed.fingerprints[0] == packed.fingerprints[2])
        #expect(packed.fingerprints[0] != packed.fingerprints[1])
        #expect(packed.finding(1)?.message == "Two \"quoted\".")
        #expect(packed.finding(1)?.snippet == "b\\c")
        #expect(packed.finding(2)?.line == 3)
        #expect(StoredFindingRows.Packed("[]").fingerprints.isEmpty)
        #expect(StoredFindingRows.Packed(#"[["a","note",1,2,"m","s","f"],["a","#).fingerprints.count == 1)
    }

    @Test func noFindingsAndBadTextDecodeToWhatIsWellFormed() {
        #expect(StoredFindingRows.decode("[]").isEmpty)
        #expect(StoredFindingRows.decode("").isEmpty)
        #expect(StoredFindingRows.decode("not json").isEmpty)
        let one = #"[["a/b","note",1,2,"m","s","f"],["a/b","note","#
        #expect(StoredFindingRows.decode(one).map(\.fingerprint) == ["f"])
        #expect(StoredFindingRows.decode(#" [ [ "a/b" , "note" , -1 , 2 , "m" , "s" , "f" ] ] "#).map(\.line) == [-1])
    }
}
