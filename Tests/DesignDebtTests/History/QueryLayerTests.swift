import DebtReports
import DebtStore
import Foundation
import Testing

@testable import DesignDebt

/// The query layer on fixture histories whose answers are known line by line.
@Suite(.serialized) struct QueryLayerTests {
    func database(_ fixture: GitFixture) -> String { fixture.root + "/.designdebt/history.sqlite" }

    func explain(_ fixture: GitFixture, _ sha: String) throws -> Explanation {
        try Explain(options: Explain.Options(database: database(fixture), revision: sha)).run()
    }

    /// `rule path:line` of each finding.
    func places(_ findings: [FindingInfo]) -> [String] {
        findings.map { "\($0.rule) \($0.path):\($0.line)" }
    }

    /// Home with two views; what each test changes comes after.
    func history() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 2))
        try fixture.commit("Add home")
        return fixture
    }

    @Test func aRegressionListsExactlyTheFindingsItAddedWithTheirLines() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        let regression = try fixture.commit("Add the card")
        _ = try collect(fixture)
        let explanation = try explain(fixture, String(regression.prefix(8)))
        #expect(explanation.commit.sha == regression)
        #expect(
            places(explanation.added) == ["spacing/off-scale App/Card.swift:6", "spacing/off-scale App/Card.swift:7"])
        #expect(explanation.removed.isEmpty)
        #expect(explanation.added.first?.snippet == "Text(\"0\").padding(7)")
        // The inventory in the reference's words: 12 was the first spacing value, 7 the second.
        let spacing = explanation.inventory.first { $0.family == "spacing" }
        #expect(spacing?.newValues == ["7"])
        #expect(spacing?.distinctBefore == 1 && spacing?.distinctAfter == 2)
        // Its two paddings are two more spacing sites, and no token use.
        #expect(spacing.map { $0.sitesAfter - $0.sitesBefore } == 2 && spacing?.sitesBefore ?? 0 > 0)
        #expect(spacing.map { $0.tokensAfter == $0.tokensBefore } == true)
        #expect(ExplanationFormat.table.render(explanation).contains("this commit added the 2nd spacing value: 7"))

        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        #expect(report.regressions.map(\.commit.sha) == [regression])
        #expect(report.regressions.first?.total == 2)
        #expect(places(report.regressions.first?.topAdded ?? []) == places(explanation.added))
    }

    @Test func codeThatOnlyMovesIsNeitherAddedNorRemoved() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        try fixture.commit("Add the card")
        // The same view, four lines lower, and the file renamed.
        try fixture.remove("App/Card.swift")
        try fixture.write("App/Cards/Card.swift", "// Cards\n\n\n\n" + GitFixture.view("Card", padding: 7, count: 1))
        let moved = try fixture.commit("Move the card")
        _ = try collect(fixture)
        let explanation = try explain(fixture, moved)
        #expect(explanation.added.isEmpty && explanation.removed.isEmpty)
        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        #expect(!report.regressions.contains { $0.commit.sha == moved })
    }

    @Test func aSameCountSwapIsOneAddedAndOneRemoved() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        try fixture.commit("Add the card")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 9, count: 1))
        let swap = try fixture.commit("Nudge the card")
        _ = try collect(fixture)
        let explanation = try explain(fixture, swap)
        #expect(places(explanation.added) == ["spacing/off-scale App/Card.swift:6"])
        #expect(places(explanation.removed) == ["spacing/off-scale App/Card.swift:6"])
        #expect(explanation.added.first?.snippet == "Text(\"0\").padding(9)")
        #expect(explanation.removed.first?.snippet == "Text(\"0\").padding(7)")
        // The count did not rise: no regression.
        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        #expect(!report.regressions.contains { $0.commit.sha == swap })
    }

    @Test func aMergeShowsItsPullRequestAndTheCommitsItBrought() throws {
        let fixture = try history()
        try fixture.git("checkout", "-q", "-b", "feature/settings")
        try fixture.write("App/Settings.swift", GitFixture.view("Settings", padding: 7))
        try fixture.commit("Add settings")
        try fixture.write("App/Settings.swift", GitFixture.view("Settings", padding: 7, count: 2))
        try fixture.commit("Settings rows")
        try fixture.git("checkout", "-q", "main")
        let merge = try fixture.merge(
            "feature/settings", "Merge pull request #12 from me/feature/settings\n\nA settings screen")
        _ = try collect(fixture)
        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        let regression = try #require(report.regressions.first { $0.commit.sha == merge })
        #expect(regression.pullRequest == "#12")
        #expect(regression.pullRequestTitle == "A settings screen")
        #expect(regression.merged.map(\.subject) == ["Add settings", "Settings rows"])
        #expect(regression.total == 2)
        #expect(
            RegressionFormat.md.render(report).contains(
                "Merge pull request #12 from me/feature/settings: A settings screen"))
    }

    @Test func aRebaselinedCommitIsRulesChangedNotARegression() throws {
        let fixture = try history()
        _ = try collect(fixture)
        // Turning the grid to 5 puts 12 off the scale: the counts rise because the rules changed.
        try fixture.write("designdebt.json", "{\"spacing\": {\"grid\": 5}, \"enableAllRules\": true}\n")
        let rules = try fixture.commit("Move to a five-point grid")
        _ = try collect(fixture)
        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        #expect(report.regressions.isEmpty)
        #expect(report.rulesChanged.map(\.commit.sha) == [rules])
        #expect(report.rulesChanged.first?.total == 2)
        #expect(
            RegressionFormat.table.render(report).contains(
                "The measure changed (rules, configuration, the app's tokens or build settings):"))
    }

    @Test func aRebaselineStillReportsWhatItsCodeAdded() throws {
        let fixture = try history()
        _ = try collect(fixture)
        // The grid moves to 5 (the measure) in the same commit as a card padded 7 (the code).
        try fixture.write("designdebt.json", "{\"spacing\": {\"grid\": 5}, \"enableAllRules\": true}\n")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        let both = try fixture.commit("Five-point grid, and a card")
        _ = try collect(fixture)
        let report = try Regressions(options: Regressions.Options(database: database(fixture))).run()
        #expect(report.rulesChanged.map(\.commit.sha) == [both])
        #expect(report.rulesChanged.first?.total == 2)
        let regression = try #require(report.regressions.first { $0.commit.sha == both })
        #expect(regression.total == 1)
        #expect(places(regression.topAdded) == ["spacing/off-scale App/Card.swift:6"])
        // explain lists the code's finding alone, both sides measured by the new analyzer.
        let explanation = try explain(fixture, both)
        #expect(places(explanation.added) == ["spacing/off-scale App/Card.swift:6"])
        #expect(explanation.removed.isEmpty)
        // The commit's whole change is both parts: 2 for the grid, 1 for the card.
        #expect(try storedTotals(fixture).map { $0.totals[RollupKey("total", "")] ?? 0 } == [0, 3])
    }

    @Test func aChangeOfMeasureIsNoChangeOfTheCodeInTopTheReportOrGoals() throws {
        let fixture = try history()
        _ = try collect(fixture)
        fixture.wait(days: 31)
        // The grid moves to 5 (Home's two paddings of 12 fall off it: the measure) in the same
        // commit as a card padded 7 (the code).
        try fixture.write(
            "designdebt.json",
            "{\"spacing\": {\"grid\": 5}, \"enableAllRules\": true, "
                + "\"goals\": {\"total\": {\"target\": 0, \"by\": \"2099-01-01\"}}}\n")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        try fixture.commit("Five-point grid, and a card")
        _ = try collect(fixture)

        var top = TopOffenders.Options(database: database(fixture))
        let files = try TopOffenders(options: top).run().offenders
        #expect(
            files.map { "\($0.key) \($0.findings) \($0.change7 ?? 99) \($0.change30 ?? 99)" } == [
                "App/Home.swift 2 0 0", "App/Card.swift 1 1 1",
            ])
        top.by = .rule
        let rules = try TopOffenders(options: top).run().offenders
        #expect(rules.map { "\($0.key) \($0.findings) \($0.change7 ?? 99)" } == ["spacing/off-scale 3 1"])

        var weekly = WeeklyDebtReport.Options(database: database(fixture))
        let day = try fixture.git("log", "-1", "--format=%cs")
        weekly.since = day
        weekly.until = day
        let report = try WeeklyDebtReport(options: weekly).run()
        #expect(report.total.debt == 3 && report.total.change == 1)
        #expect(report.families.first { $0.family == "spacing" }.map { [$0.debt, $0.change] } == [3, 1])
        #expect(report.rulesChanged.map(\.total) == [2])
        let page = WeeklyReportFormat.md.render(report)
        #expect(page.contains("| family | debt | since \(day) |"))
        #expect(page.contains("The measure changed in this span (`\(report.at.shortSHA)` +2)"))

        // Four weeks' rate: one finding the code added, none of the two the grid did.
        let goals = try GoalProgress(options: GoalProgress.Options(database: database(fixture))).run().goals
        #expect(goals.map(\.weeklyBurn) == [-0.25])
    }

    @Test func aSeverityFloorKeepsTheSameFindingsInEveryReport() throws {
        let fixture = try history()
        // Off-scale spacing is only a note here; a fixed font size stays a warning.
        try fixture.write(
            "designdebt.json",
            #"{"spacing": {"grid": 4}, "enableAllRules": true, "rules": {"spacing/off-scale": "note"}}"# + "\n")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        try fixture.commit("Add the card, padded 7")
        try fixture.write(
            "App/Title.swift",
            "import SwiftUI\n\nstruct Title: View {\n    var body: some View {\n"
                + "        Text(\"T\").font(.system(size: 13)).padding(6)\n    }\n}\n")
        let title = try fixture.commit("Add the title")
        _ = try collect(fixture)

        var trend = Trend.Options(database: database(fixture))
        #expect(try Trend(options: trend).run().points.last?.total == 4)
        trend.severity = .warning
        let warnings = try Trend(options: trend).run()
        #expect(warnings.points.map(\.total) == [0, 0, 1])
        #expect(warnings.points.last?.byKey == ["typography": 1])

        var top = TopOffenders.Options(database: database(fixture))
        top.by = .rule
        top.severity = .warning
        #expect(try TopOffenders(options: top).run().offenders.map(\.key) == ["typography/fixed-size"])

        var regressions = Regressions.Options(database: database(fixture))
        regressions.since = "all"
        regressions.severity = .warning
        let report = try Regressions(options: regressions).run()
        #expect(report.regressions.map(\.commit.sha) == [title])
        #expect(report.regressions.first?.total == 1 && report.regressions.first?.addedCount == 1)
        #expect(places(report.regressions.first?.topAdded ?? []) == ["typography/fixed-size App/Title.swift:5"])

        var weekly = WeeklyDebtReport.Options(database: database(fixture))
        let day = try fixture.git("log", "-1", "--format=%cs")
        (weekly.since, weekly.until, weekly.severity) = (day, day, .warning)
        let page = try WeeklyDebtReport(options: weekly).run()
        #expect(page.total.debt == 1 && page.total.change == 1)
        #expect(page.families.map { "\($0.family) \($0.debt)" } == ["spacing 0", "typography 1"])
        #expect(page.chartTotal.last == 1)
        #expect(WeeklyReportFormat.md.render(page).contains("findings of severity warning or worse"))
    }

    @Test func theLargestRegressionsComeFirstWhenAskedAndALimitKeepsThem() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        let small = try fixture.commit("Add the card")
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 3))
        let large = try fixture.commit("Add the rows")
        // Three rows padded 5 become two padded 9, one card becomes three: +1, from 4 added and 3 removed.
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 9, count: 2))
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 3))
        let mixed = try fixture.commit("Fewer rows, more cards")
        _ = try collect(fixture)
        var options = Regressions.Options(database: database(fixture))
        options.since = "all"
        let all = try Regressions(options: options).run()
        #expect(all.regressions.map(\.commit.sha) == [small, large, mixed])
        #expect(all.regressions.last.map { [$0.total, $0.addedCount, $0.removedCount] } == [1, 4, 3])
        #expect(RegressionFormat.table.render(all).contains("  +1 (+4 -3)  (spacing +1)"))
        // The largest first, the earlier first among equals.
        options.largestFirst = true
        #expect(try Regressions(options: options).run().regressions.map(\.commit.sha) == [large, small, mixed])
        options.largestFirst = false
        options.limit = 1
        let limited = try Regressions(options: options).run()
        #expect(limited.regressions.map(\.commit.sha) == [large] && limited.omitted == 2)
        #expect(
            RegressionFormat.table.render(limited).hasPrefix(
                "3 regressions on 'main' over the whole timeline (4 commits; the 1 largest listed)."))
    }

    @Test func sinceLastRunIsWhatTheLastCollectAdded() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        let old = try fixture.commit("Add the card")
        _ = try collect(fixture)
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 1))
        let new = try fixture.commit("Add the row")
        _ = try collect(fixture)
        var options = Regressions.Options(database: database(fixture))
        options.since = "last-run"
        let report = try Regressions(options: options).run()
        #expect(report.regressions.map(\.commit.sha) == [new])
        #expect(report.commitsExamined == 1)
        options.since = old
        #expect(try Regressions(options: options).run().regressions.map(\.commit.sha) == [new])
        // A run that added nothing has nothing to say.
        _ = try collect(fixture)
        options.since = "last-run"
        #expect(try Regressions(options: options).run().regressions.isEmpty)
    }

    @Test func aQueryThatWritesIsRefusedAndTheDatabaseIsUnchanged() throws {
        let fixture = try history()
        _ = try collect(fixture)
        let before = try Data(contentsOf: URL(fileURLWithPath: database(fixture)))
        let sql = fixture.root + "/drop.sql"
        try "DELETE FROM commits".write(toFile: sql, atomically: true, encoding: .utf8)
        #expect(throws: DesignDebtError.self) {
            try QueryRunner(options: QueryRunner.Options(database: database(fixture), query: sql)).run()
        }
        // A write hidden in a read (a CTE) is refused as well.
        try "WITH x AS (SELECT 1) DELETE FROM paths".write(toFile: sql, atomically: true, encoding: .utf8)
        #expect(throws: DesignDebtError.self) {
            try QueryRunner(options: QueryRunner.Options(database: database(fixture), query: sql)).run()
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: database(fixture))) == before)
        let commits = try QueryRunner(
            options: QueryRunner.Options(database: database(fixture), query: "commit", parameters: ["rev": "0"])
        ).run()
        #expect(commits.columns.contains("subject"))
    }

    @Test func findingsNameTheCommitThatIntroducedThemAndAReturnIsNewAgain() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        let introduced = try fixture.commit("Add the card")
        try fixture.write("App/Card.swift", "// The card\n" + GitFixture.view("Card", padding: 7, count: 1))
        try fixture.commit("Document the card")
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 1))
        let rowAdded = try fixture.commit("Add the row")
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 8, count: 1))
        try fixture.commit("Row on the scale")
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 1))
        let back = try fixture.commit("Row off the scale again")
        // Moved as it is: the same blob under another path keeps its story.
        try fixture.git("mv", "App/Card.swift", "App/CardView.swift")
        try fixture.commit("Rename the card's file")
        _ = try collect(fixture)
        var options = FindingAges.Options(database: database(fixture))
        options.sort = .age
        let report = try FindingAges(options: options).run()
        #expect(
            report.findings.map { "\($0.finding.path) \($0.introduced.sha)" } == [
                "App/CardView.swift \(introduced)", "App/Row.swift \(back)",
            ])
        #expect(report.findings.first?.ageDays == 0)  // the fixture's commits are an hour apart
        #expect(report.countsByAge.first?.count == 2)
        // At an earlier commit the row's first finding is its own.
        options.at = rowAdded
        let earlier = try FindingAges(options: options).run()
        #expect(earlier.findings.map(\.introduced.sha) == [introduced, rowAdded])
        let json = FindingsFormat.json.render(report)
        #expect(json.contains("\"introduced\": {") && json.contains("\"subject\": \"Add the card\""))
    }

    @Test func topOffendersComeInOrderWithTheirOwners() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 3))
        try fixture.write("Packages/Feed/Row.swift", GitFixture.view("Row", padding: 5, count: 2))
        try fixture.write("Packages/Feed/Cell.swift", GitFixture.view("Cell", padding: 9, count: 1))
        try fixture.write(".github/CODEOWNERS", "*  @acme/ios\n/Packages/Feed/  @acme/feed\n")
        try fixture.commit("Add views and owners")
        _ = try collect(fixture)
        var options = TopOffenders.Options(database: database(fixture))
        let byFile = try TopOffenders(options: options).run()
        #expect(
            byFile.offenders.map { "\($0.key) \($0.findings)" } == [
                "App/Card.swift 3", "Packages/Feed/Row.swift 2", "Packages/Feed/Cell.swift 1",
            ])
        #expect(byFile.total == 6)
        options.by = .dir
        #expect(try TopOffenders(options: options).run().offenders.map(\.key) == ["App", "Packages/Feed"])
        options.by = .owner
        #expect(
            try TopOffenders(options: options).run().offenders.map { "\($0.key) \($0.findings)" } == [
                "@acme/feed 3", "@acme/ios 3",
            ])
        options.by = .file
        options.limit = 1
        #expect(try TopOffenders(options: options).run().offenders.count == 1)
    }

    @Test func trendCountsDistinctValuesAndTokenAdoption() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        try fixture.commit("Add the card")
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 12, count: 2))
        try fixture.commit("Card on the scale")
        _ = try collect(fixture)
        var options = Trend.Options(database: database(fixture))
        options.metric = .distinct
        // 12; then 12 and 7; then 12 alone again.
        #expect(try Trend(options: options).run().points.map(\.total) == [1, 2, 1])
        options.metric = .sites
        #expect(try Trend(options: options).run().points.map(\.total) == [2, 4, 4])
        options.metric = .adoption
        #expect(try Trend(options: options).run().points.map(\.total) == [0, 0, 0])
    }

    @Test func withoutADateRegressionsLookAtTheLastThirtyDays() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 1))
        let old = try fixture.commit("Add the card")
        fixture.wait(days: 40)
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 1))
        let recent = try fixture.commit("Add the row")
        _ = try collect(fixture)
        var options = Regressions.Options(database: database(fixture))
        #expect(try Regressions(options: options).run().regressions.map(\.commit.sha) == [recent])
        options.since = "all"
        #expect(try Regressions(options: options).run().regressions.map(\.commit.sha) == [old, recent])
    }

    @Test func isoWeeksCrossTheYearBoundary() {
        // 2026 begins on a Thursday: it has a 53rd week, which ends in 2027.
        #expect(Trend.isoWeekDays("2026-W53")?.monday == "2026-12-28")
        #expect(Trend.isoWeekDays("2026-W53")?.sunday == "2027-01-03")
        #expect(Trend.isoWeek("2027-01-01") == "2026-W53")
        #expect(Trend.isoWeekDays("2027-W01")?.monday == "2027-01-04")
        // 2025 has 52.
        #expect(Trend.isoWeekDays("2025-W53") == nil)
        #expect(Trend.isoWeekDays("2024-W01")?.monday == "2024-01-01")
        #expect(Trend.isoWeekDays("2026-W1") == nil && Trend.isoWeekDays("W48") == nil)
    }

    @Test func aWeekWithNoCommitsReportsWhereTheDebtStood() throws {
        let fixture = try history()  // Monday 2026-01-05
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        try fixture.commit("Add the card")
        fixture.wait(days: 14)
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5, count: 1))
        try fixture.commit("Add the row")
        _ = try collect(fixture)
        var options = WeeklyDebtReport.Options(database: database(fixture))
        options.week = "2026-W03"
        let quiet = try WeeklyDebtReport(options: options).run()
        #expect(quiet.commits == 0)
        #expect(quiet.regressions.isEmpty && quiet.improvements.isEmpty && quiet.newValues.isEmpty)
        #expect(quiet.total.debt == 2 && quiet.total.change == 0)
        #expect(quiet.chartSeries.first { $0.family == "spacing" }?.values.suffix(3) == [0, 2, 2])
        options.week = "2026-W04"
        let busy = try WeeklyDebtReport(options: options).run()
        #expect(busy.commits == 1 && busy.total.debt == 3 && busy.total.change == 1)
        #expect(busy.regressions.count == 1)
        // Without a week: the last full week before the day it is made, whenever the last commit was.
        options.week = nil
        options.today = "2026-01-26"
        #expect(try WeeklyDebtReport(options: options).run().title == "2026-W04")
        options.today = "2026-02-09"
        let later = try WeeklyDebtReport(options: options).run()
        #expect(later.title == "2026-W06" && later.commits == 0 && later.total.debt == 3)
    }

    @Test func aFilesPathIsTakenAsGitTakesIt() {
        let known: Set = ["App/Views/Card.swift", "Card.swift"]
        func path(_ given: String, from folder: String) -> String {
            FileHistory.repositoryPath(given, root: "/repo", currentFolder: folder) { known.contains($0) }
        }
        // Relative to the current folder inside the repository, absolute, or from the root.
        #expect(path("Card.swift", from: "/repo/App/Views") == "App/Views/Card.swift")
        #expect(path("../Views/Card.swift", from: "/repo/App/Views") == "App/Views/Card.swift")
        #expect(path("/repo/App/Views/Card.swift", from: "/elsewhere") == "App/Views/Card.swift")
        #expect(path("App/Views/Card.swift", from: "/repo/App") == "App/Views/Card.swift")
        #expect(path("./Card.swift", from: "/elsewhere") == "Card.swift")
    }

    @Test func aFileTheCommitDidNotTouchIsRemeasuredNotChanged() throws {
        let fixture = try history()
        _ = try collect(fixture)
        // The grid moves to 5: Home's 12s go off the scale, though no commit touched Home.
        try fixture.write("designdebt.json", "{\"spacing\": {\"grid\": 5}, \"enableAllRules\": true}\n")
        try fixture.commit("Move to a five-point grid")
        _ = try collect(fixture)
        let story = try FileHistory(
            options: FileHistory.Options(database: database(fixture), path: "App/Home.swift")
        ).run()
        #expect(story.steps.map(\.event) == [.added, .remeasured])
        #expect(story.steps.last?.change == 2)
    }

    @Test func aFileRenamedAsItWasKeepsItsStory() throws {
        let fixture = try history()
        try fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7, count: 2))
        try fixture.commit("Add the card")
        try fixture.git("mv", "App/Card.swift", "App/CardView.swift")
        try fixture.commit("Rename the card's file")
        try fixture.write("App/CardView.swift", GitFixture.view("Card", padding: 7, count: 1))
        try fixture.commit("One row")
        try fixture.remove("App/CardView.swift")
        try fixture.commit("No card")
        _ = try collect(fixture)
        let story = try FileHistory(
            options: FileHistory.Options(database: database(fixture), path: "App/CardView.swift")
        )
        .run()
        #expect(
            story.steps.map { "\($0.event.rawValue) \($0.path) \($0.findings)" } == [
                "added App/Card.swift 2", "renamed App/CardView.swift 2", "changed App/CardView.swift 1",
                "deleted App/CardView.swift 0",
            ])
    }

    @Test func badInputIsAClearUsageError() throws {
        let fixture = try history()
        _ = try collect(fixture)
        var weekly = WeeklyDebtReport.Options(database: database(fixture))
        weekly.week = "2026-W60"
        for run in [
            { _ = try WeeklyDebtReport(options: weekly).run() },
            { _ = try Explain(options: Explain.Options(database: self.database(fixture), revision: "ffff")).run() },
            {
                _ = try FileHistory(options: FileHistory.Options(database: self.database(fixture), path: "No.swift"))
                    .run()
            },
            { _ = try QueryRunner(options: .init(database: self.database(fixture), query: "commitz")).run() },
            { _ = try Explain(options: Explain.Options(database: "/nonexistent/db.sqlite", revision: "a")).run() },
        ] as [() throws -> Void] {
            #expect {
                try run()
            } throws: { error in
                (error as? DesignDebtError)?.kind == .usage
            }
        }
    }
}
