import DebtReports
import DesignRules
import Foundation
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
}
