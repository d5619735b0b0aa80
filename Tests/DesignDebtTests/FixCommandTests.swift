import DesignRules
import Foundation
import JSONSupport
import Testing

@testable import DebtReports

/// `designdebt fix` on a repository, through the real executable: the dry run, `--apply`, what
/// it refuses, and the history that sees the fix once it is committed.
@Suite struct FixCommandTests {
    static let tokens = """
        import SwiftUI

        enum Space {
            static let xs: CGFloat = 4
            static let sm: CGFloat = 8
            static let md: CGFloat = 12
        }

        enum Radii { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }

        """

    static let card = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(spacing: 6) {
                    Text("Title").padding(10).font(.system(size: 13))
                }
                .background(RoundedRectangle(cornerRadius: 10))
            }
        }

        #Preview { Card().padding(6) }

        """

    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View { Text("Row").padding(.horizontal, 5) }
        }

        """

    static let cardTest = """
        import SwiftUI
        import Testing

        @Test func cardPads() { _ = Text("a").padding(6) }

        """

    func run(_ arguments: [String], in directory: String) throws -> TestProcess {
        try TestProcess.run(try designdebtExecutable().path, ["fix"] + arguments, in: directory)
    }

    /// A committed app: tokens, two views and a test.
    func fixture() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("App/Tokens.swift", Self.tokens)
        try fixture.write("App/Card.swift", Self.card)
        try fixture.write("App/Row.swift", Self.row)
        try fixture.write("AppTests/CardTests.swift", Self.cardTest)
        try fixture.commit("App")
        return fixture
    }

    func contents(_ fixture: GitFixture, _ path: String) throws -> String {
        try String(contentsOfFile: fixture.root + "/" + path, encoding: .utf8)
    }

    static let fixedCard = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                VStack(spacing: Space.sm) {
                    Text("Title").padding(Space.md).font(.footnote)
                }
                .background(RoundedRectangle(cornerRadius: Radii.md))
            }
        }

        #Preview { Card().padding(6) }

        """

    @Test func aDryRunPrintsAPatchGitAppliesAndWritesNothing() throws {
        let fixture = try fixture()
        let dry = try run([], in: fixture.root)
        #expect(dry.status == 0)
        #expect(dry.output.hasPrefix("--- a/App/Card.swift\n+++ b/App/Card.swift\n@@ -2,10 +2,10 @@\n"))
        #expect(dry.output.contains("-        VStack(spacing: 6) {\n-            Text(\"Title\").padding(10)"))
        #expect(dry.errors.hasPrefix("Dry run: 5 substitutions in 2 files; nothing written (--apply writes them).\n"))
        #expect(dry.errors.contains("App/Card.swift     4  spacing 2, radius 1, typography 1\n"))
        #expect(try fixture.git("status", "--porcelain").isEmpty)
        // The patch is the change `--apply` makes.
        let patch = fixture.root + "/fix.patch"
        try dry.output.write(toFile: patch, atomically: true, encoding: .utf8)
        try fixture.git("apply", "fix.patch")
        try FileManager.default.removeItem(atPath: patch)
        #expect(try contents(fixture, "App/Card.swift") == Self.fixedCard)
        let patched = try fixture.git("diff")
        try fixture.git("checkout", "--", ".")
        #expect(try run(["--apply"], in: fixture.root).status == 0)
        #expect(try fixture.git("diff") == patched)
        // A preview and a test are never touched.
        #expect(try contents(fixture, "AppTests/CardTests.swift") == Self.cardTest)
        #expect(try contents(fixture, "App/Tokens.swift") == Self.tokens)
    }

    @Test func applyWritesEachFileWithItsPermissionsAndASecondRunFindsNothing() throws {
        let fixture = try fixture()
        let card = fixture.root + "/App/Card.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: card)
        let applied = try run(["--apply"], in: fixture.root)
        #expect(applied.status == 0)
        #expect(applied.output.hasPrefix("Wrote 5 substitutions in 2 files.\n"))
        #expect(try contents(fixture, "App/Card.swift") == Self.fixedCard)
        #expect(
            try contents(fixture, "App/Row.swift")
                == Self.row.replacingOccurrences(of: ".horizontal, 5", with: ".horizontal, Space.xs"))
        let permissions = try FileManager.default.attributesOfItem(atPath: card)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        // No temporary file is left beside what was written.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/App").sorted() == [
                "Card.swift", "Row.swift", "Tokens.swift",
            ])
        try fixture.commit("Fix")
        let again = try run(["--apply"], in: fixture.root)
        #expect(again.status == 0)
        #expect(again.output.hasPrefix("Wrote 0 substitutions in 0 files.\n"))
        #expect(try fixture.git("status", "--porcelain").isEmpty)
    }

    @Test func filesWithUncommittedChangesAreRefusedUnlessAllowed() throws {
        let fixture = try fixture()
        let edited = Self.card.replacingOccurrences(of: "Title", with: "Heading")
        try fixture.write("App/Card.swift", edited)
        try fixture.write("App/New.swift", Self.row.replacingOccurrences(of: "Row", with: "New"))
        let refused = try run(["--apply"], in: fixture.root)
        #expect(refused.status == 1)
        #expect(refused.output.hasPrefix("Wrote 1 substitution in 1 file.\n"))
        #expect(refused.output.contains("Not written (2 files):\n  App/Card.swift\n    it has uncommitted changes"))
        #expect(refused.output.contains("  App/New.swift\n"))
        #expect(try contents(fixture, "App/Card.swift") == edited)
        #expect(try contents(fixture, "App/Row.swift").contains("Space.xs"))
        let allowed = try run(["--apply", "--allow-dirty"], in: fixture.root)
        #expect(allowed.status == 0)
        #expect(try contents(fixture, "App/Card.swift").contains("Text(\"Heading\").padding(Space.md)"))
        #expect(try contents(fixture, "App/New.swift").contains("Space.xs"))
    }

    @Test func aReadOnlyFileIsReportedAndTheRestAreWritten() throws {
        let fixture = try fixture()
        let card = fixture.root + "/App/Card.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: card)
        let applied = try run(["--apply"], in: fixture.root)
        #expect(applied.status == 1)
        #expect(applied.output.contains("Not written (1 file):\n  App/Card.swift\n    it is read-only\n"))
        #expect(try contents(fixture, "App/Card.swift") == Self.card)
        #expect(try contents(fixture, "App/Row.swift").contains("Space.xs"))
    }

    @Test func aTreeOutsideGitIsRefusedUnlessAllowed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-fix-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.tokens.write(toFile: folder + "/App/Tokens.swift", atomically: true, encoding: .utf8)
        try Self.row.write(toFile: folder + "/App/Row.swift", atomically: true, encoding: .utf8)
        try GitFixture.referenceScales.write(toFile: folder + "/designdebt.json", atomically: true, encoding: .utf8)
        let dry = try run([], in: folder)
        #expect(dry.status == 0)
        #expect(dry.errors.contains("The tree is in no git work tree: --apply refuses it"))
        let refused = try run(["--apply"], in: folder)
        #expect(refused.status == 64)
        #expect(
            refused.errors.hasPrefix(
                "Error: '.' is not in a git work tree: fix changes files only where git can show and undo the change. Commit the tree first, or pass --allow-dirty.\n"
            ))
        #expect(!refused.errors.contains("\n    "))
        #expect(try String(contentsOfFile: folder + "/App/Row.swift", encoding: .utf8) == Self.row)
        #expect(try run(["--apply", "--allow-dirty"], in: folder).status == 0)
        #expect(try String(contentsOfFile: folder + "/App/Row.swift", encoding: .utf8).contains("Space.xs"))
    }

    @Test func familiesRulesAndPathsNarrowTheRun() throws {
        let fixture = try fixture()
        let radius = try run(["--family", "radius"], in: fixture.root)
        #expect(radius.errors.hasPrefix("Dry run: 1 substitution in 1 file;"))
        let rule = try run(["--rule", "typography/fixed-size", "--format", "json"], in: fixture.root)
        let json = try JSONParser.parse(rule.output)
        #expect(json["substitutions"]?.arrayValue?.map { $0["after"]?.stringValue } == [".footnote"])
        #expect(json["applied"]?.boolValue == false)
        let path = try run(["--path", "App/Row.swift", "--apply"], in: fixture.root)
        #expect(path.output.hasPrefix("Wrote 1 substitution in 1 file.\n"))
        #expect(try contents(fixture, "App/Card.swift") == Self.card)
        let bad = try run(["--family", "colour"], in: fixture.root)
        #expect(bad.status == 64)
        let limit = try run(["--limit", "-1"], in: fixture.root)
        #expect(limit.status == 64)
        #expect(
            limit.errors.hasPrefix("Error: The value '-1' is invalid for '--limit'; expected a non-negative number."))
    }

    /// An app that supports iOS 15 gets `.footnote.weight(.bold)`; `fix.systemFontWithWeight` decides instead.
    @Test func theDeploymentTargetDecidesHowAWeightIsWritten() throws {
        let fixture = try fixture()
        let label = Self.row.replacingOccurrences(
            of: ".padding(.horizontal, 5)", with: ".font(.system(size: 13, weight: .bold))")
        try fixture.write("App/Label.swift", label)
        try fixture.write("App.xcodeproj/project.pbxproj", "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        try fixture.commit("Label, iOS 15")
        let dry = try run(["--family", "typography"], in: fixture.root)
        #expect(dry.output.contains("+    var body: some View { Text(\"Row\").font(.footnote.weight(.bold)) }\n"))
        #expect(dry.errors.contains("A weight is written .footnote.weight(.bold), not .system(.footnote, weight:"))
        #expect(dry.errors.contains("iOS 15 (App.xcodeproj/project.pbxproj)"))
        try fixture.write("designdebt.json", #"{"fix": {"systemFontWithWeight": true}, "enableAllRules": true}"#)
        try fixture.commit("Config")
        let forced = try run(["--family", "typography"], in: fixture.root)
        #expect(forced.output.contains("Text(\"Row\").font(.system(.footnote, weight: .bold)) }\n"))
        #expect(!forced.errors.contains("A weight is written"))
    }

    @Test func aFamilyWithoutTokensIsSaidOnce() throws {
        let fixture = try fixture()
        try fixture.write(
            "App/Motion.swift",
            """
            import SwiftUI

            struct Pulse: View {
                @State private var on = false
                var body: some View {
                    Circle().animation(.spring(response: 0.3, dampingFraction: 0.7), value: on)
                }
            }

            """)
        try fixture.commit("Pulse")
        let dry = try run([], in: fixture.root)
        // With no motion tokens no curve is raw (no rule reports it), so fix has nothing to say of motion.
        #expect(!dry.errors.contains("No tokens in the app for motion"))
        #expect(!dry.output.contains("Pulse"))
        #expect(
            try run(["--explain-scales"], in: fixture.root).output.contains(
                "motion tokens (within 0.05): none (left alone)"))
    }

    /// docs/fix.md shows the JSON: every key it names is one the output has, and no other.
    @Test func theDocumentedJSONHasTheOutputsKeys() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/fix.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let start = try #require(text.range(of: "## JSON\n"))
        let block = try #require(text[start.upperBound...].range(of: "```json\n"))
        let end = try #require(text[block.upperBound...].range(of: "```"))
        let documented = try JSONParser.parse(String(text[block.upperBound..<end.lowerBound]))
        let fixture = try fixture()
        try fixture.write("App/Row.swift", Self.row + "// edited\n")
        try fixture.write(
            "App/Far.swift",
            Self.row.replacingOccurrences(of: "Row", with: "Far").replacingOccurrences(
                of: ".horizontal, 5", with: ".horizontal, 40"))
        let output = try JSONParser.parse(try run(["--format", "json"], in: fixture.root).output)
        func keys(_ value: JSONValue?) -> [String] {
            guard case .object(let members)? = value else { return [] }
            return members.map(\.0)
        }
        #expect(keys(documented) == keys(output))
        for list in ["substitutions", "left", "refused"] {
            #expect(keys(documented[list]?.arrayValue?.first) == keys(output[list]?.arrayValue?.first), "\(list)")
        }
    }

    /// Committed, the fix is a commit of removed findings and raised token adoption.
    @Test func theHistorySeesTheFixAsRemovedFindingsAndRaisedAdoption() throws {
        let fixture = try fixture()
        #expect(try run(["--apply"], in: fixture.root).status == 0)
        try fixture.commit("Pay the spacing debt")
        let executable = try designdebtExecutable().path
        let database = fixture.root + "/../history-\(UUID()).sqlite"
        defer {
            for suffix in ["", "-wal", "-shm", ".lock"] {
                try? FileManager.default.removeItem(atPath: database + suffix)
            }
        }
        #expect(try TestProcess.run(executable, ["collect", "--repo", fixture.root, "--db", database]).status == 0)
        let explained = try TestProcess.run(
            executable, ["explain", "HEAD", "--db", database, "--format", "json"], in: fixture.root)
        let json = try JSONParser.parse(explained.output)
        #expect(json["added"]?.arrayValue?.isEmpty == true)
        #expect(
            json["removed"]?.arrayValue?.compactMap { $0["rule"]?.stringValue }.sorted() == [
                "radius/off-scale", "spacing/off-scale", "spacing/off-scale", "spacing/off-scale",
                "typography/fixed-size",
            ])
        #expect(json["inventory"]?["spacing"]?["adoptionBefore"]?.numberValue == 0)
        #expect(json["inventory"]?["spacing"]?["adoptionAfter"]?.numberValue == 1)
        #expect(json["inventory"]?["radius"]?["adoptionAfter"]?.numberValue == 1)
    }
}

extension FixCommandTests {
    /// A symbolic link to a file outside the tree is not followed, let alone written through.
    @Test func nothingOutsideTheTreeIsTouched() throws {
        let fixture = try fixture()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-outside-\(UUID()).swift")
        try Self.row.write(to: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(
            atPath: fixture.root + "/App/Linked.swift", withDestinationPath: outside.path)
        try fixture.commit("Link")
        let applied = try run(["--apply"], in: fixture.root)
        #expect(applied.status == 0)
        #expect(try String(contentsOf: outside, encoding: .utf8) == Self.row)
        #expect(!applied.output.contains("Linked.swift"))
    }
}

@Suite struct UnifiedDiffTests {
    func edit(_ bytes: Range<Int>, _ after: String) -> FixEdit {
        FixEdit(
            family: .spacing, rule: "spacing/off-scale", site: "padding", line: 1, column: 1, bytes: bytes, before: "",
            after: after)
    }

    @Test func nearbyChangesShareAHunkAndFarOnesDoNot() {
        let lines = (1...20).map { "line \($0)" }
        let text = Array((lines.joined(separator: "\n") + "\n").utf8)
        func offset(ofLine line: Int) -> Int { lines.prefix(line - 1).reduce(0) { $0 + $1.count + 1 } }
        // Lines 2 and 5 are within six lines of each other: one hunk. Line 18 is its own.
        let edits = [2, 5, 18].map { line in edit(offset(ofLine: line)..<(offset(ofLine: line) + 4), "LINE") }
        let diff = UnifiedDiff.render(path: "A.swift", original: text, edits: edits)
        #expect(
            diff == """
                --- a/A.swift
                +++ b/A.swift
                @@ -1,8 +1,8 @@
                 line 1
                -line 2
                +LINE 2
                 line 3
                 line 4
                -line 5
                +LINE 5
                 line 6
                 line 7
                 line 8
                @@ -15,6 +15,6 @@
                 line 15
                 line 16
                 line 17
                -line 18
                +LINE 18
                 line 19
                 line 20

                """)
        let coloured = UnifiedDiff.render(path: "A.swift", original: text, edits: edits, palette: .terminal)
        #expect(coloured.contains("\u{1B}[31m-line 2\u{1B}[0m\n\u{1B}[32m+LINE 2\u{1B}[0m\n"))
    }

    @Test func aLastLineWithoutANewlineIsMarked() {
        let text = Array("a\nb".utf8)
        #expect(
            UnifiedDiff.render(path: "A.swift", original: text, edits: [edit(2..<3, "c")])
                == "--- a/A.swift\n+++ b/A.swift\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        )
    }
}
