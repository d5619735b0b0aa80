import DebtReports
import DebtStore
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

/// `designdebt ingest` and the reports' `--source`: another tool's findings per commit.
@Suite struct ImportedFindingsTests {
    /// A collected history of three commits; the file's lines are what the imports point at.
    struct History {
        let fixture: GitFixture
        let database: String
        let commits: [String]
        let report: String

        init() throws {
            fixture = try GitFixture()
            var commits: [String] = []
            try fixture.write("App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#]))
            commits.append(try fixture.commit("Start"))
            fixture.wait(days: 10)
            try fixture.write(
                "App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#, "let long = 1"]))
            commits.append(try fixture.commit("More"))
            fixture.wait(days: 10)
            // The long line moves down two lines; a second one is added.
            try fixture.write(
                "App/Home.swift",
                ChangeCheckTests.view(
                    "Home", ["// a", "// b", #"Text("A").padding(12)"#, "let long = 1", "let wide = 2"]))
            commits.append(try fixture.commit("Moved"))
            self.commits = commits
            database = fixture.root + "/.designdebt/history.sqlite"
            _ = try Collector(options: CollectOptions(repository: fixture.root, database: database, jobs: 2)).run()
            report = fixture.root + "/lint.json"
        }

        /// SwiftLint's JSON for `violations` (line, rule), with a CI runner's absolute paths.
        func swiftlint(_ violations: [(Int, String)]) throws -> String {
            let items = violations.map { line, rule in
                #"{"character": null, "file": "/Users/runner/work/app/app/App/Home.swift", "line": \#(line), "#
                    + #""reason": "Too long", "rule_id": "\#(rule)", "severity": "Warning", "type": "Line Length"}"#
            }
            try Data(("[" + items.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: report))
            return report
        }

        func ingest(_ file: String, format: ExternalFindingsFormat = .swiftlintJSON, at commit: String) throws
            -> [FindingImport.Outcome]
        {
            try FindingImport(
                options: .init(file: file, format: format, commit: commit, repository: fixture.root, database: database)
            ).run()
        }

        func rows() throws -> [String] {
            let db = try Database(path: database, mode: .readOnly)
            defer { db.close() }
            return try db.rows(
                "SELECT i.source, f.rule_id, f.path, f.line, f.snippet, f.fingerprint FROM imported_findings f JOIN imports i ON i.id = f.import_id ORDER BY i.id, f.ordinal"
            ).map { row in (0..<6).map { row.text($0) ?? "\(row.int($0) ?? 0)" }.joined(separator: " | ") }
        }
    }

    @Test func storesAToolsFindingsAtACommitOnceAndReplacesThemWithANewFile() throws {
        let history = try History()
        let first = try history.ingest(try history.swiftlint([(7, "line_length")]), at: history.commits[1])
        #expect(
            first == [
                .init(
                    source: "swiftlint", commit: history.commits[1], findings: 1, unchanged: false, outsideRepository: 0
                )
            ])
        let stored = try history.rows()
        #expect(stored.count == 1)
        #expect(
            stored[0].hasPrefix("swiftlint | line_length | App/Home.swift | 7 | let long = 1 | "),
            "the path made the repository's")
        // The same file again changes nothing.
        #expect(try history.ingest(history.report, at: history.commits[1]).first?.unchanged == true)
        #expect(try history.rows() == stored)
        // Another file for the same tool and commit replaces the first.
        _ = try history.ingest(
            try history.swiftlint([(7, "line_length"), (6, "trailing_whitespace")]), at: history.commits[1])
        #expect(try history.rows().count == 2)
    }

    @Test func readsSARIFRunsAsTheirTools() throws {
        let history = try History()
        let sarif = """
            {"version": "2.1.0", "runs": [
              {"tool": {"driver": {"name": "Periphery"}}, "results": [
                {"ruleId": "unused", "level": "note", "message": {"text": "Unused"},
                 "partialFingerprints": {"primary": "abc"},
                 "locations": [{"physicalLocation": {"artifactLocation": {"uri": "App/Home.swift"}, "region": {"startLine": 3}}}]}]},
              {"tool": {"driver": {"name": "Other"}}, "results": [
                {"ruleId": "x", "message": {"text": "X"},
                 "locations": [{"physicalLocation": {"artifactLocation": {"uri": "file:///elsewhere/Gone.swift"}, "region": {"startLine": 1}}}]}]}
            ]}
            """
        try Data(sarif.utf8).write(to: URL(fileURLWithPath: history.report))
        let outcomes = try history.ingest(history.report, format: .sarif, at: history.commits[2])
        #expect(outcomes.map(\.source) == ["periphery", "other"])
        #expect(outcomes[1].outsideRepository == 1)
        let stored = try history.rows()
        #expect(
            stored[0].hasPrefix("periphery | unused | App/Home.swift | 3 | struct Home: View { | abc"),
            "the tool's own fingerprint")
    }

    @Test func refusesWhatItCannotAttach() throws {
        let history = try History()
        try Data("{\"not\": \"swiftlint\"}".utf8).write(to: URL(fileURLWithPath: history.report))
        #expect(throws: DesignDebtError.self) { try history.ingest(history.report, at: history.commits[0]) }
        #expect(throws: DesignDebtError.self) {
            try history.ingest(history.report, format: .sarif, at: history.commits[0])
        }
        _ = try history.swiftlint([(7, "line_length")])
        #expect(throws: DesignDebtError.self) { try history.ingest(history.report, at: "no-such-commit") }
        #expect(try history.rows().isEmpty, "nothing written")
    }

    @Test func reportsReadImportedFindingsWithSource() throws {
        let history = try History()
        _ = try history.ingest(try history.swiftlint([(7, "line_length")]), at: history.commits[1])
        // Two commits later: the same line two lines down (moved, not new), and one more.
        _ = try history.ingest(
            try history.swiftlint([(9, "line_length"), (10, "line_length")]), at: history.commits[2])

        var findings = FindingAges.Options(database: history.database)
        findings.source = .imported("swiftlint")
        let listed = try FindingAges(options: findings).run().findings
        #expect(
            listed.map { "\($0.finding.rule) \($0.finding.line) \($0.introduced.sha)" } == [
                "swiftlint/line_length 9 \(history.commits[1])", "swiftlint/line_length 10 \(history.commits[2])",
            ])

        var top = TopOffenders.Options(database: history.database)
        top.source = .all
        top.by = .family
        let families = try TopOffenders(options: top).run().offenders.map { "\($0.key) \($0.findings)" }
        #expect(families.contains("swiftlint 2"))
        #expect(families.contains("spacing 1") == false, "12 is on the scale: no spacing finding")

        var trend = Trend.Options(database: history.database)
        trend.source = .imported("swiftlint")
        let points = try Trend(options: trend).run().points
        #expect(points.map(\.total) == [1, 2], "from the first import on, the latest import's count")

        var regressions = Regressions.Options(database: history.database)
        regressions.since = "all"
        regressions.source = .imported("swiftlint")
        let found = try Regressions(options: regressions).run().regressions
        #expect(found.count == 1)
        #expect(found.first?.commit.sha == history.commits[2])
        #expect(found.first?.total == 1)
        #expect(found.first?.topAdded.map(\.line) == [10], "the moved line is not new")

        var designdebtOnly = Regressions.Options(database: history.database)
        designdebtOnly.since = "all"
        #expect(
            try Regressions(options: designdebtOnly).run().regressions.allSatisfy {
                $0.byFamily.allSatisfy { $0.family != "swiftlint" }
            })

        var unknown = Trend.Options(database: history.database)
        unknown.source = .imported("periphery")
        #expect(throws: DesignDebtError.self) { try Trend(options: unknown).run() }
    }

    @Test func explainAndFileReadImportedFindingsWithSource() throws {
        let history = try History()
        _ = try history.ingest(try history.swiftlint([(7, "line_length")]), at: history.commits[1])
        _ = try history.ingest(
            try history.swiftlint([(9, "line_length"), (10, "line_length")]), at: history.commits[2])

        var explain = Explain.Options(database: history.database, revision: history.commits[2])
        explain.source = .imported("swiftlint")
        let explanation = try Explain(options: explain).run()
        // The long line moved down two lines in its file: the same finding; the wide one is new.
        #expect(explanation.added.map { "\($0.rule) \($0.line)" } == ["swiftlint/line_length 10"])
        #expect(explanation.removed.isEmpty && explanation.moved.isEmpty)
        // The tool's first import is its baseline, as in regressions.
        explain.revision = history.commits[1]
        #expect(try Explain(options: explain).run().added.isEmpty)

        var file = FileHistory.Options(database: history.database, path: "App/Home.swift")
        file.source = .imported("swiftlint")
        let story = try FileHistory(options: file).run()
        #expect(
            story.steps.map { "\($0.commit.sha) \($0.event.rawValue) \($0.findings) \($0.change)" } == [
                "\(history.commits[1]) added 1 1", "\(history.commits[2]) changed 2 1",
            ])
        #expect(story.findings.map(\.line) == [9, 10])
        // All: designdebt's steps (no finding of its own: 12 is on the scale) with the tool's counts.
        file.source = .all
        #expect(try FileHistory(options: file).run().steps.map(\.findings) == [0, 1, 2])
    }

    @Test func theWeeklyReportShowsTheToolsBesideTheFamilies() throws {
        let history = try History()
        _ = try history.ingest(try history.swiftlint([(7, "line_length")]), at: history.commits[1])
        _ = try history.ingest(
            try history.swiftlint([(9, "line_length"), (10, "line_length")]), at: history.commits[2])
        var options = WeeklyDebtReport.Options(database: history.database)
        options.since = "2026-01-01"
        options.until = "2026-12-31"
        options.source = .all
        let report = try WeeklyDebtReport(options: options).run()
        let tool = try #require(report.families.first { $0.family == "swiftlint" })
        #expect(tool.debt == 2)
        #expect(report.total.debt == report.families.filter { $0.family != "swiftlint" }.map(\.debt).reduce(0, +) + 2)
        #expect(report.chartSeries.contains { $0.family == "swiftlint" })
        #expect(report.topRules.contains { $0.key == "swiftlint/line_length" })
        // A tool's line is drawn in a colour of its own, not left without a stroke.
        let html = WeeklyReportFormat.html.render(report)
        #expect(html.contains(#"aria-label="swiftlint findings"#))
        #expect(!html.contains(#"class="series s-swiftlint""#))
        #expect(html.contains(#"<polyline class="series s-c"#))
        #expect(WeeklyReportFormat.md.render(report).contains("| swiftlint | 2 |"))
        options.source = .imported("swiftlint")
        let only = try WeeklyDebtReport(options: options).run()
        #expect(only.families.map(\.family) == ["swiftlint"])
        #expect(only.total.debt == 2)
        #expect(only.goals.isEmpty && only.newValues.isEmpty)
    }

    @Test func theCommandSaysWhatItDidAndRefusesWhatItCannotDo() throws {
        let history = try History()
        let file = try history.swiftlint([(7, "line_length")])
        let cli = CheckCommandTests()
        let ingest = ["ingest", "--commit", "HEAD~1", file]
        let imported = try cli.run(ingest + ["--format", "swiftlint-json"], in: history.fixture.root)
        #expect(imported.status == 0)
        #expect(imported.output == "Imported 1 swiftlint findings at \(history.commits[1].prefix(7)).\n")
        let again = try cli.run(ingest + ["--format", "swiftlint-json"], in: history.fixture.root)
        #expect(again.output.hasSuffix("this file was imported already; nothing changed.\n"))
        let noFormat = try cli.run(ingest, in: history.fixture.root)
        #expect(noFormat.status == 64)
        #expect(noFormat.errors.hasPrefix("Error: Give --format swiftlint-json or --format sarif."))
        let reserved = try cli.run(ingest + ["--format", "sarif", "--source", "all"], in: history.fixture.root)
        #expect(reserved.status == 64)
        let top = try cli.run(["top", "--source", "swiftlint", "--by", "rule"], in: history.fixture.root)
        #expect(top.status == 0)
        #expect(top.output.contains("swiftlint/line_length"))
    }
}
