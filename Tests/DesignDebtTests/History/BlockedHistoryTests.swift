import DebtReports
import DebtStore
import DesignRules
import Foundation
import GitHistory
import Testing

@testable import DesignDebt

/// Findings the app's oldest supported system blocks are stored with their blob and counted apart
/// in the history: never in the total, trend or regressions; the weekly report says what raising
/// the minimum would make payable.
@Suite struct BlockedHistoryTests {
    static let project = """
        {
            objects = {
                P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; };
                L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Release; };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); buildConfigurationList = L; productType = "com.apple.product-type.application"; };
                S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            };
        }
        """

    static let screen = """
        import SwiftUI

        struct Home: View {
            var body: some View {
                NavigationView { Text("a").padding(10) }
            }
        }

        """

    @Test func blockedFindingsAreCountedApartAndReadBackInALaterRun() throws {
        let fixture = try GitFixture()
        try fixture.write("App.xcodeproj/project.pbxproj", Self.project)
        try fixture.write("App/Home.swift", Self.screen)
        try fixture.commit("Home")
        try fixture.write(
            "App/Other.swift", "import SwiftUI\nstruct Other: View { var body: some View { EmptyView() } }\n")
        try fixture.commit("Other")
        _ = try collect(fixture)
        var totals = try storedTotals(fixture)
        // The padding is debt; NavigationStack needs iOS 16: blocked, not in the total.
        #expect(totals.map { $0.totals[RollupKey("total", "")] ?? 0 } == [1, 1])
        #expect(totals.map { $0.totals[RollupKey("blocked", "iOS 16")] ?? 0 } == [1, 1])
        #expect(totals.map { $0.totals[RollupKey("blocked_rule", "api/navigation-view")] ?? 0 } == [1, 1])
        #expect(totals.map { $0.totals[RollupKey("rule", "api/navigation-view")] ?? 0 } == [0, 0])

        var options = WeeklyDebtReport.Options(database: fixture.root + "/.designdebt/history.sqlite")
        options.week = "2026-W02"
        let report = try WeeklyDebtReport(options: options).run()
        #expect(report.blocked.map(\.needs) == ["iOS 16"])
        let markdown = WeeklyReportFormat.md.render(report)
        #expect(
            markdown.contains(
                "## Blocked by the deployment target\n\n- Raising the minimum to iOS 16 makes 1 finding payable.\n"))

        // A later run lets the blob go: its blocked findings, read back from the store, go with it.
        try fixture.remove("App/Home.swift")
        try fixture.commit("No home")
        _ = try collect(fixture)
        totals = try storedTotals(fixture)
        #expect(totals.map { $0.totals[RollupKey("blocked", "iOS 16")] ?? 0 } == [1, 1, 0])
        try expectConsistent(fixture)
    }

    /// An app on iOS 15 with a widget extension on iOS 16, each target building its own folder.
    static let twoTargets = """
        {
            objects = {
                P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; };
                L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Release; };
                G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); buildConfigurationList = L; productType = "com.apple.product-type.application"; };
                S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                W = {isa = PBXNativeTarget; name = Widget; buildPhases = (); fileSystemSynchronizedGroups = (WS, ); buildConfigurationList = WL; productType = "com.apple.product-type.app-extension"; };
                WS = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                WL = {isa = XCConfigurationList; buildConfigurations = (WC, ); };
                WC = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Release; };
            };
        }
        """

    @Test func eachFileIsJudgedByTheTargetThatBuildsIt() throws {
        let fixture = try GitFixture()
        try fixture.write("App.xcodeproj/project.pbxproj", Self.twoTargets)
        try fixture.write("App/Home.swift", Self.screen)
        try fixture.write("App/Settings.swift", Self.screen.replacingOccurrences(of: "Home", with: "Settings"))
        try fixture.write("Widget/Panel.swift", Self.screen.replacingOccurrences(of: "Home", with: "Panel"))
        try fixture.commit("App and widget")
        _ = try collect(fixture)
        let totals = try storedTotals(fixture)
        // The widget's iOS 16 has NavigationStack: its finding is debt; the app's two are blocked.
        #expect(totals.map { $0.totals[RollupKey("rule", "api/navigation-view")] ?? 0 } == [1])
        #expect(totals.map { $0.totals[RollupKey("blocked", "iOS 16")] ?? 0 } == [2])
        try expectConsistent(fixture)

        /// The analyzers the history has been measured by.
        func analyzers() throws -> Int64 {
            let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
            defer { database.close() }
            return try database.rows("SELECT COUNT(*) FROM analyzers").first?.int(0) ?? 0
        }
        // A file added to the app's main target (or any file not Swift: the history's own
        // database is committed here) changes nothing of how the others are judged.
        try fixture.write("App/More.swift", Self.screen.replacingOccurrences(of: "Home", with: "More"))
        try fixture.commit("More")
        _ = try collect(fixture)
        let afterMore = try analyzers()
        #expect(afterMore == 1)
        // One built otherwise (the widget's own minimum) joins the identity: the history is measured again.
        try fixture.write("Widget/Extra.swift", Self.screen.replacingOccurrences(of: "Home", with: "Extra"))
        try fixture.commit("Extra")
        _ = try collect(fixture)
        let afterExtra = try analyzers()
        #expect(afterExtra == 2)
        try expectConsistent(fixture)
    }

    /// A commit's change to the settings is what the versions it put in state less what the ones it
    /// took out did, each version read once; a commit that touches no settings file is not listed.
    @Test func aCommitsSettingsChangeIsWhatItsVersionsState() throws {
        let fixture = try GitFixture()
        let raised = Self.project.replacingOccurrences(
            of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.0")
        let package = "// swift-tools-version:5.9\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17)])\n"
        try fixture.write("App.xcodeproj/project.pbxproj", Self.project)
        try fixture.commit("Project")
        try fixture.write("App/Home.swift", Self.screen)
        try fixture.commit("Home")
        try fixture.write("App.xcodeproj/project.pbxproj", raised)
        let raise = try fixture.commit("iOS 16")
        try fixture.write("Kit/Package.swift", package)
        let kit = try fixture.commit("Kit")
        try fixture.remove("App.xcodeproj/project.pbxproj")
        let tip = try fixture.commit("No project")
        func stated(_ text: String, _ path: String) -> [String: Int] {
            text.split(separator: "\n").flatMap { BuildEpoch.facts(in: String($0), path: path) }
                .reduce(into: [:]) { $0[$1, default: 0] += 1 }
        }
        let project = "App.xcodeproj/project.pbxproj"
        let before = stated(Self.project, project)
        let after = stated(raised, project)
        #expect(!before.isEmpty && before != after)
        // A Tuist helper states the minimum as a manifest does, as a call.
        let helper = "Tuist/ProjectDescriptionHelpers/Constant.swift"
        #expect(
            BuildEpoch.facts(in: "static let deploymentTargets: DeploymentTargets = .iOS(\"15.5\")", path: helper) == [
                "iOS>=15"
            ])
        var known: [BuildEpoch.StatedLine: [String]] = [:]
        let lines = BuildEpoch.markerLines(inFile: Array(Self.project.utf8), path: project)
        #expect(BuildEpoch.facts(of: lines, known: &known) == before)
        // Read again, each distinct line comes from what was read the first time.
        #expect(BuildEpoch.facts(of: lines, known: &known) == before)
        #expect(known.count == lines.count)
        let changes = try BuildEpoch.settingsChanges(before: tip, after: nil, in: Repository(path: fixture.root))
        #expect(changes.map(\.parent) == [nil, try fixture.git("rev-parse", raise + "~1"), raise, kit])
        #expect(
            changes.map { $0.delta.filter { $0.value != 0 } } == [
                before, after.merging(before.mapValues { -$0 }, uniquingKeysWith: +).filter { $0.value != 0 },
                stated(package, "Kit/Package.swift"), after.mapValues { -$0 },
            ])
        #expect(try BuildEpoch.settingsChanges(before: tip, after: kit, in: Repository(path: fixture.root)).count == 1)
    }

    @Test func eachCommitIsJudgedByTheDeploymentTargetItWasBuiltWith() throws {
        let fixture = try GitFixture()
        try fixture.write("App.xcodeproj/project.pbxproj", Self.project)
        try fixture.write("App/Home.swift", Self.screen)
        try fixture.commit("Home on iOS 15")
        try fixture.write("App/Other.swift", GitFixture.view("Other", padding: 7))
        try fixture.commit("Other")
        try fixture.write(
            "App.xcodeproj/project.pbxproj",
            Self.project.replacingOccurrences(
                of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.0"))
        try fixture.commit("Raise the minimum to iOS 16")
        // Within a release no advice tells apart: nothing is measured again.
        try fixture.write(
            "App.xcodeproj/project.pbxproj",
            Self.project.replacingOccurrences(
                of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0", with: "IPHONEOS_DEPLOYMENT_TARGET = 16.4"))
        try fixture.commit("iOS 16.4")
        try fixture.write("App/Other.swift", GitFixture.view("Other", padding: 7, count: 2))
        try fixture.commit("More rows")
        let summary = try collect(fixture)
        #expect(summary.commitsAdded == 5)
        let totals = try storedTotals(fixture)
        // NavigationStack came with iOS 16: blocked until the commit that raised the minimum.
        #expect(totals.map { $0.totals[RollupKey("blocked", "iOS 16")] ?? 0 } == [1, 1, 0, 0, 0])
        #expect(totals.map { $0.totals[RollupKey("rule", "api/navigation-view")] ?? 0 } == [0, 0, 1, 1, 1])
        let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
        #expect(try database.rows("SELECT DISTINCT analyzer_id FROM commits").count == 2, "iOS 15, then iOS 16")
        database.close()
        try expectConsistent(fixture)

        // A later run goes on under the tip's analyzer: nothing is measured again.
        try fixture.write("App/Other.swift", GitFixture.view("Other", padding: 7, count: 3))
        try fixture.commit("Even more rows")
        let next = try collect(fixture)
        #expect(next.commitsAdded == 1 && next.blobsAnalyzed == 1)
        try expectConsistent(fixture)
    }
}
