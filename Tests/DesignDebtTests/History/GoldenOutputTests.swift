import DebtReports
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

/// Every renderer a person reads, on one fixture history, against the text it must print.
/// `DESIGNDEBT_UPDATE_GOLDEN=1 swift test --filter GoldenOutputTests` writes the files anew;
/// read the diff before committing it.
@Suite(.serialized) struct GoldenOutputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Golden").path

    /// Three weeks of an app: a regression, a merged pull request, debt paid down, a new view.
    static func history() throws -> GitFixture {
        let fixture = try GitFixture()
        // On GitHub: the weekly report links its commits, pull requests and files there.
        try fixture.git("remote", "add", "origin", "git@github.com:ada/app.git")
        // Its spacing is on a 4-point grid: a padding of 7 or 5 is off it.
        try fixture.write("designdebt.json", Self.configuration(goals: ""))
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 2))
        try fixture.commit("Add home")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        try fixture.commit("Add the card")
        fixture.wait(days: 7)
        try fixture.git("checkout", "-q", "-b", "feature/settings")
        try fixture.write("App/Settings.swift", GitFixture.view("Settings", padding: 5))
        try fixture.commit("Add settings")
        try fixture.git("checkout", "-q", "main")
        try fixture.merge("feature/settings", "Merge pull request #3 from ada/feature/settings")
        fixture.wait(days: 7)
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 12, count: 2))
        try fixture.commit("Put the card on the scale")
        try fixture.write(
            "App/Row.swift",
            """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    Text("Row").foregroundStyle(.red).font(.system(size: 13)).padding(6)
                }
            }

            """)
        try fixture.commit("Add the row")
        try fixture.write(
            "designdebt.json",
            Self.configuration(goals: #", "goals": {"spacing/off-scale": {"target": 0, "by": "2026-03-31"}}"#))
        try fixture.commit("Set a goal")
        return fixture
    }

    static func configuration(goals: String) -> String {
        #"{"spacing": {"grid": 4}, "enableAllRules": true"# + goals + "}\n"
    }

    func expectGolden(_ name: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = Self.folder + "/" + name
        if ProcessInfo.processInfo.environment["DESIGNDEBT_UPDATE_GOLDEN"] != nil {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if text != expected {
            let lines = zip(
                text.split(separator: "\n", omittingEmptySubsequences: false),
                expected.split(separator: "\n", omittingEmptySubsequences: false))
            let first = lines.enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record(
                "\(name) differs from the golden file at line \((first?.offset ?? 0) + 1):\n  got:      \(first.map { String($0.element.0) } ?? "")\n  expected: \(first.map { String($0.element.1) } ?? "")",
                sourceLocation: sourceLocation)
        }
    }

    @Test func everyRendererPrintsWhatItMust() throws {
        let fixture = try Self.history()
        _ = try collect(fixture)
        let database = fixture.root + "/.designdebt/history.sqlite"
        let tip = try fixture.git("rev-parse", "HEAD")
        let card = try fixture.git("rev-parse", "HEAD~3")

        let scan = try WorkingTreeScan(root: fixture.root, configPath: nil).run()
        // The fixture lives in a fresh temporary folder: its path is no part of the output's shape.
        try expectGolden(
            "scan.txt", ScanFormat.table.formatter.format(scan).replacingOccurrences(of: fixture.root, with: "<root>"))
        let trend = try Trend(options: Trend.Options(database: database, bucket: .week)).run()
        try expectGolden("trend.txt", TrendFormat.table.render(trend))

        let explanation = try Explain(options: Explain.Options(database: database, revision: card)).run()
        try expectGolden("explain.txt", ExplanationFormat.table.render(explanation))
        try expectGolden("explain.md", ExplanationFormat.md.render(explanation))

        let regressions = try Regressions(options: Regressions.Options(database: database)).run()
        try expectGolden("regressions.txt", RegressionFormat.table.render(regressions))
        try expectGolden("regressions.md", RegressionFormat.md.render(regressions))

        let findings = try FindingAges(options: FindingAges.Options(database: database)).run()
        try expectGolden("findings.txt", FindingsFormat.table.render(findings))
        try expectGolden("findings.md", FindingsFormat.md.render(findings))

        let top = try TopOffenders(options: TopOffenders.Options(database: database)).run()
        try expectGolden("top.txt", TopFormat.table.render(top))
        try expectGolden("top.md", TopFormat.md.render(top))

        let story = try FileHistory(options: FileHistory.Options(database: database, path: "App/Card.swift")).run()
        try expectGolden("file.txt", FileStoryFormat.table.render(story))
        try expectGolden("file.md", FileStoryFormat.md.render(story))

        let goals = try GoalProgress(options: GoalProgress.Options(database: database)).run()
        try expectGolden("goals.txt", GoalsFormat.table.render(goals))

        var weekly = WeeklyDebtReport.Options(database: database)
        weekly.week = Trend.isoWeek(String(try #require(story.steps.last).commit.date.prefix(10)))
        let report = try WeeklyDebtReport(options: weekly).run()
        try expectGolden("report.md", WeeklyReportFormat.md.render(report))
        let html = WeeklyReportFormat.html.render(report)
        try expectGolden("report.html", html)
        try HTMLCheck.expectSelfContainedAndWellFormed(html)
        #expect(tip.count == 40)
    }
}

/// What the weekly HTML page promises: balanced elements and nothing fetched.
enum HTMLCheck {
    static let voidElements: Set<String> = ["meta", "br", "img", "line", "polyline", "input", "hr", "link"]

    static func expectSelfContainedAndWellFormed(_ html: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        // A link is followed by a reader, never loaded by the page.
        let loaded = html.replacing(/<a href="https:\/\/[^"]*">/, with: "<a>")
        for external in ["<script", "<link", "<img", "<iframe", "http://", "https://", "url(", "@import", "src="] {
            #expect(
                !loaded.contains(external), "the page must load nothing: found '\(external)'",
                sourceLocation: sourceLocation)
        }
        var open: [String] = []
        var index = html.startIndex
        while let start = html[index...].firstIndex(of: "<") {
            guard let end = html[start...].firstIndex(of: ">") else {
                Issue.record("an unclosed tag", sourceLocation: sourceLocation)
                return
            }
            let tag = html[html.index(after: start)..<end]
            index = html.index(after: end)
            if tag.hasPrefix("!") { continue }
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if tag.hasPrefix("/") {
                guard open.last == name else {
                    Issue.record("</\(name)> closes <\(open.last ?? "nothing")>", sourceLocation: sourceLocation)
                    return
                }
                open.removeLast()
            } else if !tag.hasSuffix("/") && !voidElements.contains(name) {
                open.append(name)
            }
        }
        #expect(open.isEmpty, "left open: \(open)", sourceLocation: sourceLocation)
    }
}
