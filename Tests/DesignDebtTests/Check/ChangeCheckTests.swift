import DebtReports
import DebtStore
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

@Suite struct ChangeCheckTests {
    /// A view whose body is `lines`, one per line: `Text("A").padding(13)` is one off-scale finding.
    static func view(_ name: String, _ lines: [String]) -> String {
        "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        VStack {\n"
            + lines.map { "            \($0)\n" }.joined() + "        }\n    }\n}\n"
    }

    func check(_ fixture: GitFixture, base: String? = nil, head: String? = nil, workingTree: Bool = false)
        throws -> ChangeReport
    {
        try ChangeCheck(
            options: .init(path: fixture.root, base: base, head: head, workingTree: workingTree, jobs: 2)
        ).run()
    }

    /// `(path, line, message)` of each finding, to compare whole lists at once.
    func places(_ findings: [(path: String, finding: Finding)]) -> [String] {
        findings.map { "\($0.path):\($0.finding.line) \($0.finding.ruleID)" }
    }

    @Test func reportsWhatTheChangeAddsNotTheDebtItInherits() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#]))
        try fixture.write("App/Other.swift", Self.view("Other", [#"Text("B").padding(10)"#]))
        let base = try fixture.commit("Start")
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#, #"Text("C").padding(13)"#]))
        let head = try fixture.commit("Add a line")

        let report = try check(fixture, base: base, head: head)
        #expect(places(report.added) == ["App/Home.swift:7 spacing/off-scale"])
        #expect(report.removed.isEmpty)
        #expect(report.filesCompared == 1)
        #expect(report.base == base && report.head == head)
    }

    @Test func aChangedValueIsOneAddedAndOneRemoved() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#]))
        let base = try fixture.commit("Start")
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(14)"#]))
        let head = try fixture.commit("Change the value")

        let report = try check(fixture, base: base, head: head)
        #expect(report.added.map(\.finding.snippet) == [#"Text("A").padding(14)"#])
        #expect(report.removed.map(\.finding.snippet) == [#"Text("A").padding(10)"#])
    }

    @Test func codeThatOnlyMovedIsNotNew() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#, #"Text("B").padding(13)"#]))
        let base = try fixture.commit("Start")
        // Lines swapped, blank lines added, and the file renamed.
        try fixture.git("mv", "App/Home.swift", "App/HomeView.swift")
        try fixture.write(
            "App/HomeView.swift", "\n\n" + Self.view("Home", [#"Text("B").padding(13)"#, #"Text("A").padding(10)"#]))
        let head = try fixture.commit("Move things around")

        let report = try check(fixture, base: base, head: head)
        #expect(report.added.isEmpty)
        #expect(report.removed.isEmpty)
        #expect(report.filesCompared == 2, "the old path and the new one")
    }

    /// Code that moved into two files at once is paired with one of them: the first in path
    /// order, the same on every run, whatever order a process's dictionaries hold the files in.
    @Test func codeMovedIntoTwoFilesIsPairedInPathOrder() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Moved.swift", Self.view("Moved", [#"Text("A").padding(13)"#]))
        let base = try fixture.commit("Start")
        try fixture.remove("App/Moved.swift")
        for name in ["Xeno", "Yak", "Zed", "Wren", "Vole", "Umber"] {
            try fixture.write("App/\(name).swift", Self.view("Moved", [#"Text("A").padding(13)"#]))
        }
        let head = try fixture.commit("Copy it around")

        let report = try check(fixture, base: base, head: head)
        #expect(report.removed.isEmpty)
        #expect(
            report.added.map(\.path) == [
                "App/Vole.swift", "App/Wren.swift", "App/Xeno.swift", "App/Yak.swift", "App/Zed.swift",
            ])
    }

    @Test func aChangeThatOnlyPaysDebtDownAddsNothing() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#, #"Text("B").padding(12)"#]))
        try fixture.write("App/Old.swift", Self.view("Old", [#"Text("C").padding(7)"#]))
        let base = try fixture.commit("Start")
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("B").padding(12)"#]))
        try fixture.remove("App/Old.swift")
        let head = try fixture.commit("Pay debt down")

        let report = try check(fixture, base: base, head: head)
        #expect(report.added.isEmpty)
        #expect(places(report.removed) == ["App/Home.swift:6 spacing/off-scale", "App/Old.swift:6 spacing/off-scale"])
        #expect(!FailureThreshold.new.fails(report.added))
    }

    @Test func theBaseDefaultsToWhereTheBranchLeftTheDefaultBranch() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(12)"#]))
        try fixture.commit("Start")
        try fixture.git("checkout", "-q", "-b", "feature")
        try fixture.write("App/Feature.swift", Self.view("Feature", [#"Text("F").padding(13)"#]))
        try fixture.commit("Feature work")
        try fixture.git("checkout", "-q", "main")
        try fixture.write("App/Main.swift", Self.view("Main", [#"Text("M").padding(5)"#]))
        try fixture.commit("Meanwhile on main")
        try fixture.git("checkout", "-q", "feature")

        let report = try check(fixture)
        #expect(
            places(report.added) == ["App/Feature.swift:6 spacing/off-scale"], "main's own change is not the branch's")
    }

    @Test func theWorkTreeCountsStagedAndUnstagedEditsNotUntrackedFiles() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(12)"#]))
        try fixture.write("App/Detail.swift", Self.view("Detail", [#"Text("D").padding(12)"#]))
        let base = try fixture.commit("Start")
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(12)"#, #"Text("S").padding(13)"#]))
        try fixture.git("add", "App/Home.swift")
        try fixture.write(
            "App/Detail.swift", Self.view("Detail", [#"Text("D").padding(12)"#, #"Text("U").padding(7)"#]))
        try fixture.write("App/Scratch.swift", Self.view("Scratch", [#"Text("X").padding(5)"#]))

        let report = try check(fixture, workingTree: true)
        #expect(report.base == base && report.head == nil)
        #expect(places(report.added) == ["App/Detail.swift:7 spacing/off-scale", "App/Home.swift:7 spacing/off-scale"])
        #expect(report.rangeLabel == String(base.prefix(7)) + "..work tree")
    }

    @Test func theBaseSideIsReadFromTheHistoryWhenItHoldsIt() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#]))
        let base = try fixture.commit("Start")
        let database = fixture.root + "/.designdebt/history.sqlite"
        _ = try Collector(options: CollectOptions(repository: fixture.root, database: database, jobs: 2)).run()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(14)"#]))
        let head = try fixture.commit("Change the value")

        let fromHistory = try check(fixture, base: base, head: head)
        #expect(fromHistory.reusedFromHistory == 1, "the default database, found at the repository root")
        try FileManager.default.removeItem(atPath: fixture.root + "/.designdebt")
        let analyzed = try check(fixture, base: base, head: head)
        #expect(analyzed.reusedFromHistory == 0)
        #expect(places(fromHistory.removed) == places(analyzed.removed))
        #expect(fromHistory.removed.map(\.finding.fingerprint) == analyzed.removed.map(\.finding.fingerprint))
        #expect(fromHistory.removed.map(\.finding.message) == analyzed.removed.map(\.finding.message))
    }

    /// The head's tokens come from the facts a collect kept for the blobs it read, the rest read
    /// now: the same report as with no history, also when the change edits the tokens and when
    /// a kept row is damaged.
    @Test func theHeadsTokensAreReadFromTheFactsACollectKept() throws {
        let fixture = try GitFixture()
        let tokens =
            "import SwiftUI\nenum Space { static let sm: CGFloat = 8; static let md: CGFloat = 16; static let lg: CGFloat = 24 }\n"
        try fixture.write("App/Space.swift", tokens)
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(10)"#, #"Text("B").padding(16)"#]))
        let base = try fixture.commit("Start")
        let database = fixture.root + "/.designdebt/history.sqlite"
        _ = try Collector(options: CollectOptions(repository: fixture.root, database: database, jobs: 2)).run()
        let kept = try Database(path: database, mode: .readOnly)
        let rows = try kept.rows("SELECT facts IS NULL FROM blob_token_facts ORDER BY facts IS NULL")
        kept.close()
        // The view has facts too: the view it declares and the types it names (which views ship).
        #expect(rows.map { $0.int(0) } == [0, 0], "every file has facts")

        try fixture.write(
            "App/Space.swift", tokens.replacingOccurrences(of: "= 24", with: "= 24; static let xl: CGFloat = 40"))
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(40)"#, #"Text("B").padding(13)"#]))
        let head = try fixture.commit("A new step, and a view that uses it")
        func summary(_ report: ChangeReport) -> [String] {
            (report.added + report.removed).map {
                "\($0.path):\($0.finding.line) \($0.finding.ruleID) \($0.finding.message)"
            }
        }
        let withFacts = summary(try check(fixture, base: base, head: head))
        let writer = try Database(path: database)
        try writer.run("UPDATE blob_token_facts SET facts = 'damaged' WHERE facts IS NOT NULL")
        writer.close()
        let withDamagedFacts = summary(try check(fixture, base: base, head: head))
        try FileManager.default.removeItem(atPath: fixture.root + "/.designdebt")
        let withoutHistory = summary(try check(fixture, base: base, head: head))
        #expect(!withoutHistory.isEmpty)
        #expect(withFacts == withoutHistory)
        #expect(withDamagedFacts == withoutHistory)
    }

    /// The head's palette includes its asset catalogues' colours, read from git as a collect
    /// reads them (a vendored catalogue's left out): a literal copy of one says which.
    @Test func theHeadsAssetColoursAreItsPalette() throws {
        let fixture = try GitFixture()
        try fixture.write("designdebt.json", #"{"rules": {"color/literal": "warning"}}"#)
        for (folder, red) in [
            ("App/Assets.xcassets/Break", "0xFF"), ("App/Assets.xcassets/Work", "0x10"),
            ("Pods/Kit/Assets.xcassets/Tint", "0x20"),
        ] {
            try fixture.write(
                folder + ".colorset/Contents.json",
                #"{"colors": [{"color": {"components": {"red": "\#(red)", "green": "0x01", "blue": "0x75"}}}]}"#)
        }
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A")"#]))
        let base = try fixture.commit("Start")
        let literal = #"Text("A").foregroundStyle(Color(red: 1, green: 0.004, blue: 0.459))"#
        try fixture.write("App/Home.swift", Self.view("Home", [literal]))
        let twoColours = try fixture.commit("A literal, with two colours of the app's own")
        #expect(try check(fixture, base: base, head: twoColours).added.isEmpty)
        try fixture.write(
            "App/Assets.xcassets/Ink.colorset/Contents.json",
            #"{"colors": [{"color": {"components": {"red": "0x30", "green": "0x01", "blue": "0x75"}}}]}"#)
        let threeColours = try fixture.commit("A third colour")
        #expect(
            try check(fixture, base: base, head: threeColours).added.map(\.finding.message) == [
                #"The colour Color(red: 1, green: 0.004, blue: 0.459) is a literal copy of Color("Break"); use it."#
            ])
    }

    @Test func badRevisionsAreUsageErrors() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", Self.view("Home", [#"Text("A").padding(12)"#]))
        try fixture.commit("Start")
        #expect(throws: DesignDebtError.self) { try check(fixture, base: "no-such-branch") }
        let missing = ChangeCheck.Options(path: fixture.root, base: "HEAD", database: fixture.root + "/none.sqlite")
        #expect(throws: DesignDebtError.self) { try ChangeCheck(options: missing).run() }
    }
}
