import DesignRules
import Foundation
import JSONSupport
import Testing

@testable import DebtReports
@testable import DesignDebt

/// `designdebt check` as CI and a commit hook run it: the real executable, its exit codes and
/// what each format prints.
@Suite struct CheckCommandTests {
    /// Runs the executable in `directory`.
    func run(_ arguments: [String], in directory: String) throws -> TestProcess {
        try TestProcess.run(try designdebtExecutable().path, arguments, in: directory)
    }

    /// A repository whose last commit adds one warning (a deprecated modifier) to a file that
    /// already had an off-scale padding.
    func fixture() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(10)"#]))
        try fixture.commit("Start")
        try fixture.write(
            "App/Home.swift",
            ChangeCheckTests.view("Home", [#"Text("A").padding(10)"#, #"Text("B").foregroundColor(.primary)"#]))
        try fixture.commit("Add a line")
        return fixture
    }

    @Test func warningOnlyByDefaultAndFailsOnlyWhereAsked() throws {
        let fixture = try fixture()
        let range = ["check", "--base", "HEAD~1", "--head", "HEAD"]
        #expect(try run(range, in: fixture.root).status == 0)
        for (threshold, status) in [("never", 0), ("error", 0), ("warning", 1), ("new", 1)] {
            #expect(
                try run(range + ["--fail-on", threshold], in: fixture.root).status == Int32(status), "\(threshold)")
        }
        // Against itself a commit adds nothing, so even `new` passes.
        #expect(
            try run(["check", "--base", "HEAD", "--head", "HEAD", "--fail-on", "new"], in: fixture.root).status == 0)
    }

    @Test func printsEachFormat() throws {
        let fixture = try fixture()
        let range = ["check", "--base", "HEAD~1", "--head", "HEAD", "--format"]

        let text = try run(range + ["text"], in: fixture.root)
        #expect(text.output.hasPrefix("New (1)\n+ api/foreground-color  App/Home.swift:7\n"))
        #expect(text.output.hasSuffix("1 new finding (1 warning), 0 removed, in 1 changed Swift file.\n"))
        #expect(text.errors.isEmpty)

        let github = try run(range + ["github"], in: fixture.root)
        #expect(
            github.output
                == "::warning file=App/Home.swift,line=7,col=23,title=api/foreground-color::.foregroundColor is deprecated; use .foregroundStyle.\n"
        )
        #expect(
            github.errors.contains("1 new finding (1 warning)"), "the summary goes to stderr beside a tool's format")

        let xcode = try run(range + ["xcode"], in: fixture.root)
        #expect(
            xcode.output.hasSuffix(
                "/App/Home.swift:7:23: warning: .foregroundColor is deprecated; use .foregroundStyle. [api/foreground-color]\n"
            ))
        #expect(xcode.output.hasPrefix("/"), "absolute, so Xcode opens it from any folder")

        let gitlab = try JSONParser.parse(try run(range + ["gitlab"], in: fixture.root).output)
        let issue = try #require(gitlab.arrayValue?.first)
        #expect(issue["check_name"]?.stringValue == "api/foreground-color")
        #expect(issue["severity"]?.stringValue == "minor")
        #expect(issue["location"]?["path"]?.stringValue == "App/Home.swift")
        #expect(issue["location"]?["lines"]?["begin"]?.numberValue == 7)
        #expect(issue["fingerprint"]?.stringValue?.count == 16)

        let sarif = try JSONParser.parse(try run(range + ["sarif"], in: fixture.root).output)
        let result = try #require(sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first)
        #expect(result["ruleId"]?.stringValue == "api/foreground-color")
        #expect(result["partialFingerprints"]?[SARIFLog.fingerprintKey]?.stringValue?.count == 16)
        let location = result["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(location?["artifactLocation"]?["uri"]?.stringValue == "App/Home.swift")
        #expect(location?["artifactLocation"]?["uriBaseId"]?.stringValue == "%SRCROOT%")
        let rules = try #require(sarif["runs"]?.arrayValue?.first?["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.allSatisfy { $0["helpUri"]?.stringValue?.contains("/docs/rules.md#") == true })

        let markdown = try run(range + ["md"], in: fixture.root).output
        #expect(markdown.hasPrefix("### designdebt: 1 new finding, 0 removed\n"))
        #expect(markdown.contains("| api | 1 | 0 |"))
        #expect(markdown.contains("- `App/Home.swift:7` warning `api/foreground-color`: "))
    }

    @Test func refusesConflictingOptionsAndBadInput() throws {
        let fixture = try fixture()
        let both = try run(["check", "--working-tree", "--head", "HEAD"], in: fixture.root)
        #expect(both.status == 64)
        #expect(both.errors.hasPrefix("Error: Give --head or --working-tree, not both."))
        let unknown = try run(["check", "--base", "nowhere"], in: fixture.root)
        #expect(unknown.status == 64)
        #expect(unknown.errors.hasPrefix("Error: Unknown revision 'nowhere' for --base"))
        let outside = try run(["check", "/"], in: fixture.root)
        #expect(outside.status == 64)
        #expect(outside.errors.hasPrefix("Error: Not a git repository: '/'"))
    }
}

@Suite struct ChangeReportFormatTests {
    @Test func githubCommandsEscapeWhatWouldEndThem() {
        #expect(ChangeReportFormat.githubData("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(ChangeReportFormat.githubProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test func theSummaryCountsBySeverity() {
        var note = Finding(
            ruleID: "spacing/raw-literal", family: .spacing, severity: .note, line: 3, column: 5, message: "m",
            snippet: "s")
        note.fingerprint = "1"
        var warning = note
        warning.severity = .warning
        warning.fingerprint = "2"
        let report = ChangeReport(
            root: "/r", base: String(repeating: "a", count: 40), head: String(repeating: "b", count: 40),
            filesCompared: 2, added: [("A.swift", note), ("A.swift", warning), ("B.swift", warning)],
            removed: [("C.swift", note)])
        #expect(
            ChangeReportFormat.summary(report)
                == "aaaaaaa..bbbbbbb: 3 new findings (2 warnings, 1 note), 1 removed, in 2 changed Swift files.")
        #expect(FailureThreshold.warning.fails(report.added))
        #expect(!FailureThreshold.error.fails(report.added))
    }

    @Test func aLongCommentListsTheFirstFindingsAndCountsTheRest() {
        var finding = Finding(
            ruleID: "spacing/off-scale", family: .spacing, severity: .warning, line: 1, column: 1, message: "m",
            snippet: "s")
        finding.fingerprint = "f"
        let many = (1...60).map { ("File\($0).swift", finding) }
        let report = ChangeReport(root: "/r", base: "a", head: nil, filesCompared: 60, added: many, removed: [])
        let markdown = ChangeReportFormat.markdown(report)
        #expect(markdown.components(separatedBy: "\n- `").count - 1 == ChangeReportFormat.markdownListLimit)
        #expect(markdown.contains("- and 10 more\n"))
    }
}
