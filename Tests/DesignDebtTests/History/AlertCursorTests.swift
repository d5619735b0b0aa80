import Foundation
import Testing

/// The nightly alert, on the real executable: `regressions --since last-alert --exit-code` reports
/// every commit collected since the last alert that finished, each once, whatever collected it.
@Suite struct AlertCursorTests {
    struct Night {
        let fixture: GitFixture
        var database: String { fixture.root + "/.designdebt/history.sqlite" }

        func collect(_ extra: [String] = []) throws -> TestProcess {
            try TestProcess.run(
                try designdebtExecutable().path, ["collect", "--repo", fixture.root, "--db", database] + extra)
        }

        func alert() throws -> TestProcess {
            try TestProcess.run(
                try designdebtExecutable().path,
                ["regressions", "--db", database, "--since", "last-alert", "--exit-code"])
        }
    }

    /// A history whose designdebt.json turns the off-scale rule on against a 4-pt grid.
    func night() throws -> Night {
        let fixture = try GitFixture()
        try fixture.write("designdebt.json", "{\"spacing\": {\"grid\": 4}, \"enableAllRules\": true}\n")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12))
        try fixture.commit("Home")
        return Night(fixture: fixture)
    }

    @Test func theFirstAlertSetsTheBaselineAndEachLaterOneReportsEveryNewCommitOnce() throws {
        let night = try night()
        #expect(try night.collect().status == 0)
        let first = try night.alert()
        #expect(first.status == 0)
        #expect(
            first.output.hasPrefix("Baseline for 'main': 1 commit, 0 findings; the next alert reports what is new."))

        // A regression, collected, then a retried cron's second collect that finds nothing new.
        try night.fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7))
        let regression = try night.fixture.commit("Add the card")
        #expect(try night.collect().status == 0)
        #expect(try night.collect().output.contains("Nothing to do"))
        let second = try night.alert()
        #expect(second.status == 1)
        #expect(second.output.contains(String(regression.prefix(10))))
        // Delivered once: the next alert has nothing new.
        let third = try night.alert()
        #expect(third.status == 0)
        #expect(third.output.hasPrefix("No regression on 'main' since the last alert (0 commits)."))
    }

    @Test func commitsOfAStoppedCollectAndANightWithoutAlertAreStillReported() throws {
        let night = try night()
        _ = try night.collect()
        _ = try night.alert()
        try night.fixture.write("App/Card.swift", GitFixture.view("Card", padding: 7))
        let card = try night.fixture.commit("Add the card")
        try night.fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5))
        let row = try night.fixture.commit("Add the row")
        // The first night stops after one commit (as SIGTERM would) and sends no alert; the next resumes.
        #expect(try night.collect(["--max-commits", "1"]).status == 0)
        #expect(try night.collect().status == 0)
        let alert = try night.alert()
        #expect(alert.status == 1)
        #expect(alert.output.hasPrefix("2 regressions on 'main' since the last alert (2 commits)."))
        #expect(alert.output.contains(String(card.prefix(10))) && alert.output.contains(String(row.prefix(10))))
    }

    @Test func afterAForcePushTheNewCommitsAreReported() throws {
        let night = try night()
        try night.fixture.write("App/Card.swift", GitFixture.view("Card", padding: 8))
        try night.fixture.commit("Add the card")
        _ = try night.collect()
        _ = try night.alert()
        // The card's commit is rewritten: the cursor's commit leaves the timeline.
        _ = try night.fixture.git("reset", "-q", "--hard", "HEAD~1")
        try night.fixture.write("App/Card.swift", GitFixture.view("Card", padding: 9))
        let rewritten = try night.fixture.commit("Add the card, padded 9")
        #expect(try night.collect().status == 0)
        let alert = try night.alert()
        #expect(alert.status == 1)
        #expect(alert.output.hasPrefix("1 regression on 'main' since the last alert (1 commit)."))
        #expect(alert.output.contains(String(rewritten.prefix(10))))
    }
}
