import DebtReports
import DebtStore
import Foundation
import Testing

@testable import DesignDebt

/// A finding keeps its identity through renames and moved code: on one fixture history with a
/// rename with edits, a file split in two, a line moved between two files, two files swapping
/// content, a copy and a rename back, every command tells moves from debt.
@Suite(.serialized) struct RenamesAndMovesTests {
    struct History {
        let fixture: GitFixture
        let renameWithEdits: String
        let split: String
        let moveBetweenFiles: String
        let swap: String
        let copy: String
        let renameBack: String
        var database: String { fixture.root + "/.designdebt/history.sqlite" }

        func explain(_ sha: String) throws -> Explanation {
            try Explain(options: Explain.Options(database: database, revision: sha)).run()
        }
    }

    static func view(_ name: String, lines: [String]) -> String {
        "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        VStack {\n"
            + lines.map { "            \($0)\n" }.joined() + "        }\n    }\n}\n"
    }

    static let tabLines = [
        "Text(\"Feed\").padding(7)", "Text(\"Search\").padding(7)", "Text(\"Inbox\").padding(7)",
        "Image(systemName: \"house\")", "Image(systemName: \"magnifyingglass\")", "Image(systemName: \"tray\")",
    ]

    /// Day 0: the app. Thirty days later, one commit of each kind, an hour apart.
    static func history() throws -> History {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", view("Home", lines: ["Text(\"Home\").padding(12)"]))
        try fixture.write("App/Tab.swift", view("TabBar", lines: tabLines))
        try fixture.write(
            "App/Profile.swift",
            view("Profile", lines: ["Text(\"Name\").padding(5)", "Avatar()"])
                + view("Avatar", lines: ["Text(\"Avatar\").padding(7)"]).replacingOccurrences(
                    of: "import SwiftUI\n\n", with: "\n"))
        try fixture.write(
            "App/Banner.swift", view("Banner", lines: ["Text(\"A\").padding(13)", "Text(\"B\").padding(13)"]))
        try fixture.write("App/Card.swift", view("Card", lines: ["Text(\"Card\").padding(9)"]))
        try fixture.write("App/Row.swift", view("Row", lines: ["Text(\"Row\").padding(11)"]))
        try fixture.commit("The app")
        fixture.wait(days: 30)

        // The tab bar gets a new name, a folder of its own and a badge.
        try fixture.remove("App/Tab.swift")
        try fixture.write(
            "App/Tabs/MainTabBar.swift", view("MainTabBar", lines: tabLines + ["Text(\"Badge\").padding(15)"]))
        let renameWithEdits = try fixture.commit("Rename the tab bar, with a badge")
        // The avatar moves to a file of its own.
        try fixture.write("App/Profile.swift", view("Profile", lines: ["Text(\"Name\").padding(5)", "Avatar()"]))
        try fixture.write("App/Avatar.swift", view("Avatar", lines: ["Text(\"Avatar\").padding(7)"]))
        let split = try fixture.commit("Split the profile")
        // A banner line moves to home.
        try fixture.write("App/Banner.swift", view("Banner", lines: ["Text(\"A\").padding(13)"]))
        try fixture.write(
            "App/Home.swift", view("Home", lines: ["Text(\"Home\").padding(12)", "Text(\"B\").padding(13)"]))
        let moveBetweenFiles = try fixture.commit("Move a banner line to home")
        // The card and the row trade files.
        let card = view("Card", lines: ["Text(\"Card\").padding(9)"])
        let row = view("Row", lines: ["Text(\"Row\").padding(11)"])
        try fixture.write("App/Card.swift", row)
        try fixture.write("App/Row.swift", card)
        let swap = try fixture.commit("Swap the card and the row")
        // A copy: the banner stays, its copy is new debt.
        try fixture.write("App/Promo.swift", view("Promo", lines: ["Text(\"A\").padding(13)"]))
        let copy = try fixture.commit("Copy the banner as a promo")
        // The tab bar goes back to its old path, as it is.
        try fixture.git("mv", "App/Tabs/MainTabBar.swift", "App/Tab.swift")
        let renameBack = try fixture.commit("Move the tab bar back")
        _ = try collect(fixture)
        return History(
            fixture: fixture, renameWithEdits: renameWithEdits, split: split, moveBetweenFiles: moveBetweenFiles,
            swap: swap, copy: copy, renameBack: renameBack)
    }

    func places(_ findings: [FindingInfo]) -> [String] { findings.map { "\($0.path):\($0.line)" } }

    func moves(_ explanation: Explanation) -> [String] {
        explanation.moved.map { "\($0.from.path):\($0.from.line) -> \($0.to.path):\($0.to.line)" }
    }

    @Test func explainTellsRenamesAndMovesFromDebt() throws {
        let history = try Self.history()
        let renamed = try history.explain(history.renameWithEdits)
        #expect(renamed.renamed == [Rename(from: "App/Tab.swift", to: "App/Tabs/MainTabBar.swift")])
        #expect(places(renamed.added) == ["App/Tabs/MainTabBar.swift:12"])
        #expect(renamed.removed.isEmpty)
        #expect(
            moves(renamed) == [
                "App/Tab.swift:6 -> App/Tabs/MainTabBar.swift:6", "App/Tab.swift:7 -> App/Tabs/MainTabBar.swift:7",
                "App/Tab.swift:8 -> App/Tabs/MainTabBar.swift:8",
            ])

        // One view per file now: that finding is paid down, the avatar's padding moved.
        let split = try history.explain(history.split)
        #expect(split.added.isEmpty && split.removed.map(\.rule) == ["arch/multiple-views-per-file"])
        #expect(moves(split) == ["App/Profile.swift:15 -> App/Avatar.swift:6"])

        let moved = try history.explain(history.moveBetweenFiles)
        #expect(moved.added.isEmpty && moved.removed.isEmpty)
        #expect(moves(moved) == ["App/Banner.swift:7 -> App/Home.swift:7"])

        let swap = try history.explain(history.swap)
        #expect(swap.added.isEmpty && swap.removed.isEmpty && swap.renamed.isEmpty)
        #expect(moves(swap) == ["App/Row.swift:6 -> App/Card.swift:6", "App/Card.swift:6 -> App/Row.swift:6"])

        let copy = try history.explain(history.copy)
        #expect(places(copy.added) == ["App/Promo.swift:6"])
        #expect(copy.moved.isEmpty)

        let back = try history.explain(history.renameBack)
        #expect(back.renamed == [Rename(from: "App/Tabs/MainTabBar.swift", to: "App/Tab.swift")])
        #expect(back.added.isEmpty && back.removed.isEmpty && back.moved.count == 4)

        // The table lists each move on one line; JSON has them apart.
        let table = ExplanationFormat.table.render(renamed)
        #expect(table.contains("  Renamed App/Tab.swift -> App/Tabs/MainTabBar.swift\n"))
        #expect(table.contains("Added (1)\n+ spacing/off-scale  App/Tabs/MainTabBar.swift:12\n"))
        #expect(table.contains("Moved (3)\n~ spacing/off-scale  App/Tab.swift:6 -> App/Tabs/MainTabBar.swift:6\n"))
        let json = ExplanationFormat.json.render(renamed)
        #expect(
            json.contains(
                #""moved": [\#n    {\#n      "from": {\#n        "path": "App/Tab.swift",\#n        "line": 6"#))
        #expect(
            json.contains(
                #""renamed": [\#n    {\#n      "from": "App/Tab.swift",\#n      "to": "App/Tabs/MainTabBar.swift""#))
        #expect(ExplanationFormat.md.render(renamed).contains("1 added, 0 removed, 3 moved"))
        try GoldenOutputTests().expectGolden("explain-moved.txt", ExplanationFormat.table.render(renamed))
        try GoldenOutputTests().expectGolden("explain-moved.md", ExplanationFormat.md.render(renamed))
    }

    @Test func onlyWhatWasAddedIsARegression() throws {
        let history = try Self.history()
        var options = Regressions.Options(database: history.database)
        options.since = history.renameWithEdits + "~1"
        let report = try Regressions(options: options).run()
        #expect(report.regressions.map(\.commit.sha) == [history.renameWithEdits, history.copy])
        #expect(report.regressions.map(\.addedCount) == [1, 1])
        #expect(report.regressions.map(\.total) == [1, 1])
        #expect(places(report.regressions.first?.topAdded ?? []) == ["App/Tabs/MainTabBar.swift:12"])
    }

    @Test func findingsKeepTheCommitThatIntroducedThemUnderAnyName() throws {
        let history = try Self.history()
        var options = FindingAges.Options(database: history.database)
        options.sort = .age
        let report = try FindingAges(options: options).run()
        let first = try history.fixture.git("rev-list", "--max-parents=0", "HEAD")
        let introduced = Dictionary(
            uniqueKeysWithValues: report.findings.map { ("\($0.finding.path):\($0.finding.line)", $0.introduced.sha) })
        // The tab bar's three paddings, renamed twice, the avatar's, the moved banner line, the
        // swapped card and row: all from the first commit, thirty days old.
        for place in [
            "App/Tab.swift:6", "App/Tab.swift:7", "App/Tab.swift:8", "App/Avatar.swift:6", "App/Home.swift:7",
            "App/Card.swift:6", "App/Row.swift:6", "App/Banner.swift:6", "App/Profile.swift:6",
        ] {
            #expect(introduced[place] == first, "\(place)")
        }
        #expect(introduced["App/Tab.swift:12"] == history.renameWithEdits)
        #expect(introduced["App/Promo.swift:6"] == history.copy)
        #expect(report.findings.filter { $0.ageDays >= 30 }.count == 9)
    }

    @Test func fileFollowsAFileThroughItsNames() throws {
        let history = try Self.history()
        let story = try FileHistory(options: FileHistory.Options(database: history.database, path: "App/Tab.swift"))
            .run()
        #expect(
            story.steps.map { "\($0.event.rawValue) \($0.path) \($0.findings)" } == [
                "added App/Tab.swift 3", "renamed App/Tabs/MainTabBar.swift 4", "renamed App/Tab.swift 4",
            ])
        #expect(story.steps.map(\.commit.sha).suffix(2) == [history.renameWithEdits, history.renameBack])
        #expect(FileStoryFormat.json.render(story).contains(#""event": "renamed""#))
        // The file's own findings came with each rename: none of them moved.
        #expect(story.steps.map(\.moved) == [0, 0, 0])
        #expect(
            FileStoryFormat.table.render(story).contains("renamed         4      +1  from App/Tab.swift: Rename the"))

        // A line moved between two files is a change of both, and only moved.
        func storyOf(_ path: String) throws -> FileStory {
            try FileHistory(options: FileHistory.Options(database: history.database, path: path)).run()
        }
        let home = try storyOf("App/Home.swift").steps.last
        #expect(home.map { [$0.change, $0.moved] } == [1, 1] && home?.commit.sha == history.moveBetweenFiles)
        let banner = try storyOf("App/Banner.swift").steps.last
        #expect(banner.map { [$0.change, $0.moved] } == [-1, -1])
        #expect(FileStoryFormat.table.render(try storyOf("App/Banner.swift")).contains("-1 (-1 moved)"))
        let avatar = try storyOf("App/Avatar.swift").steps
        #expect(avatar.map { "\($0.event.rawValue) \($0.change) \($0.moved)" } == ["added 1 1"])
    }

    @Test func topsChangesLeaveMovesOut() throws {
        let history = try Self.history()
        let top = try TopOffenders(options: TopOffenders.Options(database: history.database)).run()
        let changes = Dictionary(uniqueKeysWithValues: top.offenders.map { ($0.key, $0.change7 ?? 99) })
        // The tab bar gained its badge; the promo is new; every other file only moved findings.
        #expect(changes["App/Tab.swift"] == 1)
        #expect(changes["App/Promo.swift"] == 1)
        for file in ["App/Avatar.swift", "App/Home.swift", "App/Card.swift", "App/Row.swift", "App/Banner.swift"] {
            #expect(changes[file] == 0, "\(file)")
        }
    }

    @Test func aHistoryStoredBeforeRenamesGetsThemAtItsNextCollect() throws {
        let history = try Self.history()
        let database = try Database(path: history.database)
        // As a history upgraded from before renames were kept: none read, none stored.
        try database.run("DELETE FROM renames")
        try database.run("UPDATE commits SET renames_read = 0")
        database.close()
        #expect(try history.explain(history.renameWithEdits).renamed.isEmpty)
        let summary = try collect(history.fixture)
        #expect(summary.commitsAdded == 0 && summary.renamesFound == 2)
        #expect(try history.explain(history.renameWithEdits).renamed.map(\.to) == ["App/Tabs/MainTabBar.swift"])
        // Read once: the next collect asks git about nothing.
        #expect(try collect(history.fixture).renamesFound == 0)
    }

    @Test func checkCountsOnlyWhatAChangeAdded() throws {
        let history = try Self.history()
        let report = try ChangeCheck(
            options: ChangeCheck.Options(
                path: history.fixture.root, base: history.renameWithEdits + "~1", head: history.renameBack)
        ).run()
        #expect(report.added.map { "\($0.path):\($0.finding.line)" } == ["App/Promo.swift:6", "App/Tab.swift:12"])
        #expect(report.removed.map(\.finding.ruleID) == ["arch/multiple-views-per-file"])
    }
}
