import Foundation
import JSONSupport
import Testing

@testable import DesignDebtCLI

/// What `scan` says of the app's build context: the targets it found, the findings the oldest
/// supported system blocks, the files no target builds, and the opt-in rules.
@Suite struct ScanContextTests {
    /// An iOS 15 app: one screen its target builds, one it no longer does, and a widget extension
    /// that supports iOS 16 and up; its configuration turns on the opt-in `api/navigation-view`.
    func app() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-context-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write(
            "App.xcodeproj/project.pbxproj",
            """
            {
                objects = {
                    P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; };
                    PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
                    PC = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 15.0; SDKROOT = iphoneos; }; name = Release; };
                    G = {isa = PBXGroup; children = (F, WF, ); sourceTree = "<group>"; };
                    WF = {isa = PBXFileReference; path = Widget/FeedWidget.swift; sourceTree = "<group>"; };
                    WB = {isa = PBXBuildFile; fileRef = WF; };
                    WS = {isa = PBXSourcesBuildPhase; files = (WB, ); };
                    W = {isa = PBXNativeTarget; name = Widget; buildPhases = (WS, ); buildConfigurationList = WL; productType = "com.apple.product-type.app-extension"; };
                    WL = {isa = XCConfigurationList; buildConfigurations = (WC, ); };
                    WC = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; name = Release; };
                    F = {isa = PBXFileReference; path = App/Feed.swift; sourceTree = "<group>"; };
                    B = {isa = PBXBuildFile; fileRef = F; };
                    S = {isa = PBXSourcesBuildPhase; files = (B, ); };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (S, ); buildConfigurationList = PL; productType = "com.apple.product-type.application"; };
                };
            }
            """)
        let view = """
            import SwiftUI

            struct Feed: View {
                @State private var name = ""
                var body: some View {
                    NavigationView {
                        Text(String(format: "%.2f", 3.5))
                    }
                }
            }

            """
        try write("designdebt.json", #"{"rules": {"api/navigation-view": "warning"}}"#)
        try write("App/Feed.swift", view)
        try write("App/Old/Legacy.swift", view)
        try write("Widget/FeedWidget.swift", view)
        return root.path
    }

    @Test func theTableNamesTheTargetsAndListsBlockedFindingsApart() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let capture = Capture()
        #expect(capture.run(["scan", root]) == .success)
        #expect(capture.output.contains("Built for: iOS 15 (App.xcodeproj/project.pbxproj)\n"))
        #expect(capture.output.contains("Targets: iOS 15: App; iOS 16: Widget\n"))
        // The widget's own minimum has `NavigationStack`: its finding is debt, the app's is blocked.
        #expect(capture.output.contains("api/navigation-view  warning          1\n"))
        #expect(capture.output.contains("Blocked by the deployment target (not counted above): 1\n"))
        #expect(capture.output.contains("api/navigation-view  iOS 16         1\n"))
        #expect(capture.output.contains("Raising the minimum to iOS 16 makes 1 finding payable.\n"))
        #expect(capture.output.contains("Skipped: 1 unbuilt\n"))
        // An opt-in rule speaks only when asked for.
        #expect(!capture.output.contains("api/string-format"))
        let all = Capture()
        #expect(all.run(["scan", root, "--enable-all-rules"]) == .success)
        #expect(all.output.contains("api/string-format"))
    }

    @Test func theJSONCarriesTheBuildTheScalesAndTheBlockedFindings() throws {
        let root = try app()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let capture = Capture()
        #expect(capture.run(["scan", root, "--format", "json"]) == .success)
        let json = try JSONParser.parse(Array(capture.output.utf8))
        let summary = try #require(json["summary"])
        #expect(summary["build"]?["platforms"] == .array([.string("iOS")]))
        #expect(summary["build"]?["minimums"]?["iOS"]?["version"] == .string("15"))
        #expect(summary["blocked"] == .number(1))
        #expect(summary["blockedByRaise"]?["iOS 16"] == .number(1))
        #expect(summary["scales"]?["spacing"]?["source"] == .string("none"))
        #expect(summary["skipped"]?["unbuilt"] == .number(1))
        let blocked = try #require(json["blocked"]?.arrayValue?.first)
        #expect(blocked["rule"] == .string("api/navigation-view"))
        #expect(blocked["needs"] == .string("iOS 16"))
        #expect(blocked["path"] == .string("App/Feed.swift"))
        let targets = summary["build"]?["targets"]?.arrayValue ?? []
        #expect(targets.count == 2)
        #expect(targets.last?["kind"] == .string("appExtension"))
        #expect(targets.last?["minimums"]?["iOS"] == .string("16"))
    }

    /// `designdebt rules` says which rules run by default and how they measured, within 80 columns.
    @Test func theCatalogueMarksEachRuleDefaultOrOptInWithItsMeasure() throws {
        let capture = Capture()
        #expect(capture.run(["rules"]) == .success)
        let lines = capture.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count).max() ?? 0) columns")
        let json = Capture()
        #expect(json.run(["rules", "--format", "json"]) == .success)
        let rules = try #require(try JSONParser.parse(Array(json.output.utf8)).arrayValue)
        /// `88% of 89`: how the table shows a rule's measure, from the JSON's.
        func measure(_ id: String) throws -> String {
            let rule = try #require(rules.first { $0["id"] == .string(id) })
            guard case .number(let judged)? = rule["measured"]?["true"],
                case .number(let checked)? = rule["measured"]?["checked"]
            else { return "-" }
            return "\(Int((100 * judged / checked).rounded()))% of \(Int(checked))"
        }
        let foreground = try #require(lines.first { $0.hasPrefix("api/foreground-color ") })
        let foregroundMeasure = try measure("api/foreground-color")
        #expect(foreground.contains(" on ") && foreground.contains(foregroundMeasure))
        let caption = try #require(lines.first { $0.hasPrefix("typography/caption2 ") })
        let captionMeasure = try measure("typography/caption2")
        #expect(caption.contains(" opt-in ") && caption.contains(captionMeasure))
        let navigation = try #require(rules.first { $0["id"] == .string("api/navigation-view") })
        #expect(navigation["availability"]?["iOS"] == .string("16"))
        // Every default design rule measured 90% or more on held-out apps (a meta rule checks
        // the suppression comments themselves).
        let defaults = rules.filter { $0["default"] == .bool(true) && $0["family"] != .string("meta") }
        #expect(!defaults.isEmpty)
        for rule in defaults {
            if case .number(let judged)? = rule["measured"]?["true"],
                case .number(let checked)? = rule["measured"]?["checked"]
            {
                #expect(judged / checked >= 0.9, "\(rule["id"]?.stringValue ?? "?")")
            } else {
                Issue.record("\(rule["id"]?.stringValue ?? "?") is on by default with no measure")
            }
        }
    }
}
