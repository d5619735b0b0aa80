import Foundation
import Testing

@testable import DesignDebt

/// The three jobs as a team runs them, on the real executable: the nightly job in a clone that
/// only fetches (as the recipes do), a night whose commit also changes the rules, commands run
/// from a subfolder, and the weekly report's figures against `trend`.
@Suite struct NightlyJobTests {
    static func designdebt(_ arguments: [String], in directory: String? = nil) throws -> TestProcess {
        try TestProcess.run(try designdebtExecutable().path, arguments, in: directory)
    }

    /// An upstream repository whose designdebt.json turns the off-scale rule on against a 4-pt grid.
    static func upstream() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("designdebt.json", "{\"spacing\": {\"grid\": 4}, \"enableAllRules\": true}\n")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 2))
        try fixture.commit("Home")
        return fixture
    }

    static func git(_ arguments: [String], in directory: String) throws {
        let result = try TestProcess.run("/usr/bin/git", ["-C", directory] + arguments)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.errors)")
    }

    /// The nightly recipe's steps in a clone: fetch, reset to the remote's branch, collect, alert.
    static func night(in clone: String) throws -> TestProcess {
        try git(["fetch", "-q", "origin"], in: clone)
        try git(["reset", "-q", "--hard", "origin/main"], in: clone)
        let collect = try designdebt(["collect", "--repo", clone])
        #expect(collect.status == 0, "\(collect.errors)")
        return try designdebt(["regressions", "--since", "last-alert", "--exit-code"], in: clone)
    }

    @Test func theRecipeFollowsTheRemoteThroughAForcePushAndAlertsEachRegressionOnce() throws {
        let upstream = try Self.upstream()
        let machine = try DemoRepositoryFolder()
        defer { try? FileManager.default.removeItem(atPath: machine.path) }
        let clone = machine.path + "/app"
        try Self.git(["clone", "-q", upstream.root, clone], in: machine.path)
        #expect(try Self.night(in: clone).output.hasPrefix("Baseline for 'main'"))

        try upstream.write("App/Card.swift", GitFixture.view("Card", padding: 7))
        let card = try upstream.commit("Add the card")
        let first = try Self.night(in: clone)
        #expect(first.status == 1)
        #expect(first.output.hasPrefix("1 regression on 'main' since the last alert (1 commit)."))
        #expect(first.output.contains(String(card.prefix(10))))

        // Upstream rewrites the card's commit: a pull would stop here, the recipe goes on.
        _ = try upstream.git("reset", "-q", "--hard", "HEAD~1")
        try upstream.write("App/Card.swift", GitFixture.view("Card", padding: 9, count: 2))
        let rewritten = try upstream.commit("Add the card, padded 9")
        let second = try Self.night(in: clone)
        #expect(second.status == 1)
        #expect(second.output.contains(String(rewritten.prefix(10))))
        #expect(!second.output.contains(String(card.prefix(10))))

        // A fetch alone (no reset): collect follows origin/main all the same.
        try upstream.write("App/Row.swift", GitFixture.view("Row", padding: 5))
        let row = try upstream.commit("Add the row")
        try Self.git(["fetch", "-q", "origin"], in: clone)
        #expect(try Self.designdebt(["collect", "--repo", clone]).status == 0)
        let third = try Self.designdebt(["regressions", "--since", "last-alert", "--exit-code"], in: clone)
        #expect(third.status == 1)
        #expect(third.output.contains(String(row.prefix(10))))
        #expect(try Self.designdebt(["regressions", "--since", "last-alert", "--exit-code"], in: clone).status == 0)
    }

    @Test func aNightThatChangesTheRulesStillAlertsTheRegressionItsCodeAdded() throws {
        let upstream = try Self.upstream()
        #expect(try Self.designdebt(["collect", "--repo", upstream.root]).status == 0)
        #expect(try Self.designdebt(["regressions", "--since", "last-alert"], in: upstream.root).status == 0)
        // The grid becomes 5 (Home's two paddings of 12 fall off it) in the commit that adds a card padded 7.
        try upstream.write("designdebt.json", "{\"spacing\": {\"grid\": 5}, \"enableAllRules\": true}\n")
        try upstream.write("App/Card.swift", GitFixture.view("Card", padding: 7))
        let both = try upstream.commit("Five-point grid, and a card")
        #expect(try Self.designdebt(["collect", "--repo", upstream.root]).status == 0)
        let alert = try Self.designdebt(["regressions", "--since", "last-alert", "--exit-code"], in: upstream.root)
        #expect(alert.status == 1)
        #expect(alert.output.hasPrefix("1 regression on 'main' since the last alert (1 commit)."))
        #expect(alert.output.contains("+ spacing/off-scale  App/Card.swift:6"))
        #expect(alert.output.contains("The measure changed"))
        #expect(alert.output.contains(String(both.prefix(10))))
    }

    @Test func everyReadingCommandWorksFromASubfolder() throws {
        let upstream = try Self.upstream()
        try upstream.write("App/Card.swift", GitFixture.view("Card", padding: 7))
        try upstream.commit("Add the card")
        let app = upstream.root + "/App"
        #expect(try Self.designdebt(["collect"], in: app).status == 0)
        #expect(try Self.designdebt(["trend"], in: app).output.hasPrefix("Findings on 'main': 0 -> 1 over 2 points"))
        #expect(
            try Self.designdebt(["regressions", "--since", "all"], in: app).output.hasPrefix("1 regression on 'main'"))
        // A path relative to the folder the command runs in.
        let story = try Self.designdebt(["file", "Card.swift"], in: app)
        #expect(story.status == 0 && story.output.contains("App/Card.swift"))
        #expect(try Self.designdebt(["top"], in: app).output.contains("App/Card.swift"))
        #expect(try Self.designdebt(["findings"], in: app).output.contains("App/Card.swift:6"))
        #expect(try Self.designdebt(["report"], in: app).status == 0)
    }

    @Test func theWeeklyReportAddsUpAndAgreesWithTheTrend() throws {
        let folder = try DemoRepositoryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let demo = try Self.designdebt([
            "demo", "--commits", "160", "--files", "24", "--seed", "5", "--out", folder.path,
        ])
        #expect(demo.status == 0, "\(demo.errors)")
        let database = folder.path + "/.designdebt/history.sqlite"
        let trend = try Trend(options: Trend.Options(database: database, bucket: .week)).run()
        #expect(trend.points.count > 4)
        for point in trend.points.suffix(4) {
            var options = WeeklyDebtReport.Options(database: database)
            options.week = point.date
            let report = try WeeklyDebtReport(options: options).run()
            // The week's last commit is the trend's point, and the headline is its total.
            #expect(report.at.sha == point.sha)
            #expect(report.total.debt == point.total)
            // Every row counts, and the rows sum to the total: findings and their change.
            #expect(report.families.map(\.debt).reduce(0, +) == report.total.debt)
            #expect(report.families.map(\.change).reduce(0, +) == report.total.change)
            for family in report.families { #expect(family.debt == point.byKey[family.family, default: 0]) }
            // The chart ends at the week, in total and per family.
            #expect(report.chartTotal.last == report.total.debt)
            for series in report.chartSeries { #expect(series.values.last == point.byKey[series.family, default: 0]) }
            // The change is the regressions and the improvements of the week (no rules changed).
            #expect(report.rulesChanged.isEmpty)
            let previous = trend.points.last { $0.date < point.date }
            #expect(report.total.change == point.total - (previous?.total ?? 0))
            // Which the week's regressions and the commits that paid debt down add up to, when all are listed.
            if report.improvementsFound == report.improvements.count {
                let regressed = report.regressions.map(\.total).reduce(0, +)
                let paid = report.improvements.map(\.total).reduce(0, +)
                #expect(report.total.change == regressed + paid)
            }
        }
    }
}
