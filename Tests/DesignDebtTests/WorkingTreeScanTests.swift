import DebtReports
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SampleApp").path

@Suite struct WorkingTreeScanTests {
    @Test func sampleAppInventoryIsPinned() throws {
        let result = try WorkingTreeScan(root: sampleApp, config: .referenceScales).run()
        #expect(result.files.count == 14)
        #expect(result.skipped == [.generatedName: 1, .test: 1])
        let summaries = Dictionary(uniqueKeysWithValues: result.familySummaries.map { ($0.family, $0) })
        // Literal counts and off-scale counts are checked by hand against Tests/Fixtures/SampleApp/EXPECTED.md.
        #expect(summaries[.spacing]?.literals == 17)
        #expect(summaries[.spacing]?.offScale == 7)
        #expect(summaries[.radius]?.literals == 8)
        #expect(summaries[.radius]?.offScale == 5)
        #expect(summaries[.typography]?.literals == 6)
        #expect(summaries[.motion]?.literals == 7)
        #expect(
            summaries[.color]?.literals == 12,
            "EXPECTED.md: RGB ×2 (one a #colorLiteral handed to Color), hex, nine named")
        // Tokens as EXPECTED.md lists them: each site once, a ternary's two branches two.
        #expect(summaries[.radius]?.tokens == 4, "Radii.shape(Radii.lg) and its kin")
        #expect(summaries[.color]?.tokens == 34, "31 lines, three of them ternaries of two")
        #expect(summaries[.spacing]?.tokens == 30, "29 Space tokens and one .padding()")
        // None of the traps counts: comment, string, multi-line string, #if false, nested comment, previews.
        let texts = result.sites.map { "\($0.path):\($0.site.line)" }
        #expect(!texts.contains("Trailmate/Screens/HikeListView.swift:44"), "#if false")
        #expect(!result.sites.contains { $0.site.value == 13 && $0.site.family == .spacing })
        #expect(!result.sites.contains { $0.site.value == 99 })
        #expect(!result.sites.contains { $0.site.value == 7 && $0.site.family == .radius })
        #expect(!result.sites.contains { $0.site.value == 7 && $0.site.family == .spacing }, "previews")
    }

    /// A project read wrongly leaves most of the app out as unbuilt: the report says so, and is
    /// silent while the scanned files are the most.
    @Test func mostOfTheAppLeftOutAsUnbuiltIsSaid() {
        let file = ScannedFile(path: "App/Home.swift", FileAnalysis(sites: [], findings: []), bytes: 10)
        let misread = ScanResult(root: ".", files: [file], skipped: [.unbuilt: 2], configSource: "defaults")
        #expect(
            misread.notes.contains {
                $0.hasPrefix("2 Swift files are left out as unbuilt") && $0.contains("against 1 scanned")
            })
        let dropped = ScanResult(root: ".", files: [file, file], skipped: [.unbuilt: 2], configSource: "defaults")
        #expect(!dropped.notes.contains { $0.contains("unbuilt") })
    }

    /// The literal values a family uses, most used first; as many uses, in numeric order.
    @Test func theHistogramReadsInNumericOrder() {
        let sites = [10, 200, 20, 200, 8, 8].map { value in
            ScaleSite(
                family: .typography, site: "font", kind: .literal, value: Double(value), text: "\(value)",
                onScale: nil, line: 1, column: 1)
        }
        let summary = FamilySummary(family: .typography, sites: sites)
        #expect(summary.histogram.map(\.value) == ["8", "200", "10", "20"])
    }

    @Test func debugQAAndExampleCodeIsNotTheShippedDesign() throws {
        let scope = FileScope(config: .referenceScales)
        #expect(scope.skipReason(forPath: "App/Debug/FlagsView.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Profile Tab/QA Features/Section.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Settings/DebugMenuView.swift") == .debug)
        #expect(scope.skipReason(forPath: "Examples/Gallery/ButtonsView.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Debugger.swift") == .debug)
        // A screen named for debugging inside its name, not a logger or a description.
        #expect(scope.skipReason(forPath: "Sources/App/PreferencesDebugPane.swift") == .debug)
        #expect(scope.skipReason(forPath: "Sources/App/CacheDebugView.swift") == .debug)
        #expect(scope.skipReason(forPath: "Sources/App/Player/MPVDebugOverlay.swift") == .debug)
        #expect(scope.skipReason(forPath: "Sources/App/UpdaterDebugLogger.swift") == nil)
        #expect(scope.skipReason(forPath: "Sources/App/Item+CustomDebugStringConvertible.swift") == nil)
        #expect(scope.skipReason(forPath: "Sources/App/RemoteDebugViewer.swift") == nil)
        #expect(scope.skipReason(forPath: "App/Settings/SettingsView.swift") == nil)
        #expect(scope.skipReason(forPath: "App/Quality/QAView.swift") == nil)
        // Folded without case, spaces, dashes or underscores, as a whole name or a prefix.
        #expect(scope.skipReason(forPath: "App/Developer Menu/Flags.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/internal_tools/Flags.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Debug-Overlay/Flags.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Examples Store/StoreView.swift") == nil)
        #expect(scope.skipReason(forPath: "iOS/Previews/ChatPreview/ChatPreviewApp.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/Preview Content/SampleData.swift") == .debug)
        #expect(scope.skipReason(forPath: "App/LinkPreviews/LinkPreviewCard.swift") == nil)
        let counted = try Configuration.parse(Array(#"{"debug": true}"#.utf8), file: "designdebt.json")
        #expect(FileScope(config: counted).skipReason(forPath: "App/Debug/FlagsView.swift") == nil)
    }

    @Test func fileScopeByPath() {
        let scope = FileScope(config: .referenceScales)
        #expect(scope.skipReason(forPath: "App/View.swift") == nil)
        #expect(scope.skipReason(forPath: "Pods/X/View.swift") == .vendored)
        #expect(scope.skipReason(forPath: "Packages/node_modules/x/View.swift") == .vendored)
        #expect(scope.skipReason(forPath: "App/Pods.swift") == nil)
        #expect(scope.skipReason(forPath: "App//View.swift") == nil)
        #expect(scope.skipReason(forPath: "App/L10n+Generated.swift") == .generatedName)
        #expect(scope.skipReason(forPath: "App/Generated/Assets.swift") == .generatedName)
        #expect(scope.skipReason(forPath: "AppTests/ViewTests.swift") == .test)
        #expect(scope.skipReason(forPath: "App/ABTestBanner.swift") == nil)
        #expect(scope.skipReason(forPath: "WatchApp/Home/HomeView.swift") == .watchOS)
        #expect(scope.skipReason(forPath: "Sources/HAWatchComplications/Face.swift") == .watchOS)
        #expect(scope.skipReason(forPath: "MyApp Watch Extension/View.swift") == .watchOS)
        #expect(scope.skipReason(forPath: "App/Watchlist/WatchlistView.swift") == nil)
        #expect(scope.skipReason(forPath: "App/Smartwatch/Pairing.swift") == nil)
        // A phone app's screens about the watch draw the watch: its bezel, its face, its fonts.
        #expect(scope.skipReason(forPath: "App/Settings/AppleWatch/ComplicationsView.swift") == .watchOS)
        var withWatch = Configuration.defaults
        withWatch.includeWatchOS = true
        #expect(FileScope(config: withWatch).skipReason(forPath: "WatchApp/Home/HomeView.swift") == nil)
    }

    @Test func fileScopeByContent() {
        let scope = FileScope(config: .referenceScales, sizeLimit: 64)
        #expect(
            scope.skipReason(forContent: Array("// Generated using SwiftGen\nenum L10n {}".utf8)) == .generatedHeader)
        #expect(scope.skipReason(forContent: Array("/*\n * DO NOT EDIT\n */\nlet a = 1".utf8)) == .generatedHeader)
        // The mark may come after imports, directives and a licence header, up to the first declaration.
        let unlimited = FileScope(config: .referenceScales)
        #expect(
            unlimited.skipReason(
                forContent: Array("import UIKit\n\n// WARNING AUTO GENERATED, DO NOT EDIT\nlet a = 1".utf8))
                == .generatedHeader)
        #expect(
            unlimited.skipReason(
                forContent: Array(
                    "//\n// Copyright 2024 Acme. MIT licence.\n//\n\n@_exported import SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#endif\n/* Generated with figma-export */\nextension Color {}"
                        .utf8)) == .generatedHeader)
        // After the first declaration a comment is code's, not a header's.
        #expect(
            unlimited.skipReason(
                forContent: Array("import SwiftUI\nstruct A {}\n// generated by hand, not a tool\n".utf8))
                == nil)
        // A marker is a word: a file named `TabBar.swift` is not `R.swift` output.
        #expect(
            unlimited.skipReason(forContent: Array("//\n//  Tabbar.swift\n//\nimport SwiftUI\nlet a = 1".utf8)) == nil)
        #expect(
            unlimited.skipReason(forContent: Array("// This file was generated by R.swift\nlet a = 1".utf8))
                == .generatedHeader)
        // A declaration's documentation is not a header.
        #expect(
            unlimited.skipReason(
                forContent: Array("import Foundation\n/// The (possibly auto-generated) id.\nstruct A {}".utf8)) == nil)
        #expect(
            unlimited.skipReason(
                forContent: Array("/**\n Generated by the server, DO NOT EDIT it.\n */\nlet a = 1".utf8))
                == nil)
        let late = "import SwiftUI\n" + String(repeating: "\n", count: 45) + "// DO NOT EDIT\n"
        #expect(unlimited.skipReason(forContent: Array(late.utf8)) == nil, "past the first 40 lines")
        #expect(scope.skipReason(forContent: [0x61, 0x00, 0x62]) == .binary)
        #expect(scope.skipReason(forContent: [0x61, 0xFF, 0x62]) == .notUTF8)
        // Around the eight-byte ASCII fast path: bad and good sequences at every offset.
        for offset in 0..<20 {
            let ascii = [UInt8](repeating: 0x61, count: offset)
            #expect(scope.skipReason(forContent: ascii + [0xFF] + ascii) == .notUTF8, "at \(offset)")
            #expect(scope.skipReason(forContent: ascii + [0xC3] + ascii) == .notUTF8, "cut at \(offset)")
            #expect(scope.skipReason(forContent: ascii + Array("é€😀".utf8) + ascii) == nil, "at \(offset)")
        }
        #expect(scope.skipReason(forContent: Array(repeating: 0x61, count: 65)) == .tooLarge)
    }

    @Test func everyGeneratedMarkerHoldsAStem() {
        // The stems are the quick test a header passes before the markers are searched: a marker
        // without one could never be found.
        for marker in FileScope.generatedMarkers {
            let text = marker.description
            #expect(FileScope.markerStems.contains { text.contains($0.description) }, "\(text)")
            #expect(
                FileScope(config: .referenceScales).skipReason(
                    forContent: Array("import UIKit\n// \(text)\nlet a = 1".utf8))
                    == .generatedHeader, "\(text)")
        }
    }

    /// The colours an asset catalogue names are the app's palette, as a scan's walk finds them:
    /// three make a literal debt, and a vendored catalogue's are not the app's.
    @Test func theAssetCataloguesColoursAreThePalette() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func colorSet(_ folder: String, red: String) throws {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(
                #"{"colors": [{"color": {"components": {"red": "\#(red)", "green": "0x01", "blue": "0x75"}}}]}"#.utf8
            ).write(to: url.appendingPathComponent("Contents.json"))
        }
        try colorSet("App/Assets.xcassets/Break.colorset", red: "0xFF")
        try colorSet("App/Assets.xcassets/Work.colorset", red: "0x10")
        try colorSet("Pods/Kit/Assets.xcassets/Tint.colorset", red: "0x20")
        try Data(
            "import SwiftUI\nlet ring = Circle().stroke(Color(red: 1, green: 0.004, blue: 0.459))\n".utf8
        ).write(to: root.appendingPathComponent("App/Ring.swift"))
        var config = Configuration.referenceScales
        config.enablesAllRules = true
        func literals() throws -> [String] {
            try WorkingTreeScan(root: root.path, config: config).run().findings
                .filter { $0.finding.ruleID == "color/literal" }.map(\.finding.message)
        }
        #expect(try literals().isEmpty, "two of the app's colours, one vendored: no palette")
        try colorSet("App/Assets.xcassets/Ink.colorset", red: "0x30")
        #expect(
            try literals() == [
                #"The colour Color(red: 1, green: 0.004, blue: 0.459) is a literal copy of Color("Break"); use it."#
            ])
    }

    @Test func symlinksAndVendoredFoldersAreCountedNotScanned() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".build/x"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".git/objects"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("import SwiftUI\nlet v = Text(\"a\").padding(10)\n".utf8).write(
            to: root.appendingPathComponent("A.swift"))
        try Data("let v = Text(\"a\").padding(10)\n".utf8).write(to: root.appendingPathComponent(".build/x/B.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("C.swift").path, withDestinationPath: "A.swift")
        let result = try WorkingTreeScan(root: root.path, config: .referenceScales).run()
        #expect(result.files.map(\.path) == ["A.swift"])
        #expect(result.skipped == [.vendored: 1, .symlink: 1])
        #expect(result.findings.map(\.finding.ruleID) == ["spacing/off-scale"])
    }
}
