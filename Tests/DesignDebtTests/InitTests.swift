import DebtReports
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

@Suite struct InitTests {
    /// A folder with `files` (path to content), removed after the test.
    final class App {
        let root: String
        init(_ files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)").path
            for (path, content) in files {
                let url = URL(fileURLWithPath: root + "/" + path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(content.utf8).write(to: url)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    static func view(_ name: String, _ lines: [String]) -> String { ChangeCheckTests.view(name, lines) }

    @Test func writesTheTokensTheAppDefines() throws {
        let app = try App([
            "App/Design/Spacing.swift":
                "import SwiftUI\n\nenum Spacing {\n    static let sm: CGFloat = 8\n    static let md: CGFloat = 12\n    static let odd: CGFloat = 13\n}\n",
            "App/Design/Palette.swift":
                "import SwiftUI\n\nenum Palette {\n    static let accent = Color(red: 0.2, green: 0.4, blue: 0.9)\n    static let ink = Color(\"Ink\")\n    static let paper = Color(\"Paper\")\n}\n",
            "App/Home.swift": Self.view("Home", ["Text(\"A\").padding(Spacing.md)", "Text(\"B\").padding(10)"]),
            "Widgets/Widget.swift": Self.view("Widget", ["Text(\"W\").foregroundStyle(Palette.accent)"]),
        ])
        let outcome = try ProjectInit(root: app.root).run(date: "2026-12-04")
        let text = try String(contentsOfFile: outcome.path, encoding: .utf8)
        let config = try Configuration.load(path: outcome.path)
        #expect(config.include.map(\.pattern) == ["App/**", "Widgets/**"])
        // The 4-point grid stays; the token off it joins the scale.
        #expect(config.spacing.scale.grid == 4)
        #expect(config.spacing.scale.values == [0, 2, 13])
        #expect(config.spacing.namespaces.contains("Spacing"))
        #expect(config.color.namespaces == ["Palette"])
        #expect(text.hasPrefix("// designdebt.json, written by `designdebt init` on 2026-12-04 from 4 Swift files.\n"))
        #expect(text.contains("// The app's spacing tokens defining 8, 12, 13, found in Spacing;"))
        #expect(!outcome.replaced)
    }

    /// A clean scale to adopt, not today's mix written down: the app's own step when its values
    /// share one, else the reference's 4 points; the scale rules on for it.
    @Test func proposesARegularGridWhenThereAreNoTokens() throws {
        let lines =
            Array(repeating: "Text(\"A\").padding(5)", count: 5) + Array(repeating: "Text(\"B\").padding(10)", count: 3)
            + [
                "Text(\"C\").padding(7)", "Text(\"D\").padding(1)", "Text(\"E\").cornerRadius(9)",
                "Text(\"F\").cornerRadius(10)", "Text(\"G\").cornerRadius(10)",
            ]
        let app = try App([
            "Home.swift": Self.view("Home", lines),
            "Card.swift": "import SwiftUI\nprivate enum Metrics { static let inset: CGFloat = 6 }\n",
        ])
        let outcome = try ProjectInit(root: app.root).run(date: "2026-12-04")
        let config = try Configuration.load(path: outcome.path)
        #expect(config.include.isEmpty, "a file at the root: no folder to name")
        // 8 of the 9 spacings past the 2-point nudges are multiples of 5: the app's own rhythm.
        #expect(config.spacing.scale.grid == 5)
        #expect(config.spacing.scale.values == [0, 2])
        #expect(config.spacing.source == .configuration)
        // Radii: the steps of the grid nearest the values used most.
        #expect(config.radius.scale.values == [0, 10])
        #expect(config.isEnabled("spacing/off-scale") && config.isEnabled("radius/raw-literal"))
        let spacing = try #require(outcome.starter.scales.first { $0.family == .spacing })
        #expect(!spacing.fromTokens && spacing.coveredSites == 8 && spacing.literalSites == 10)
        // A view's private constant is no token: listed for review, never proposed.
        let text = try String(contentsOfFile: outcome.path, encoding: .utf8)
        #expect(text.contains("Constants that are no scale (review): Metrics.inset = 6."))
        #expect(StarterConfiguration.regularGrid([4, 8, 12, 6, 16]) == 4)
        #expect(StarterConfiguration.regularGrid([3, 7, 9]) == 4)
    }

    @Test func neverReplacesAFileUnlessForced() throws {
        let app = try App(["Home.swift": Self.view("Home", ["Text(\"A\").padding(12)"]), "designdebt.json": "{}\n"])
        #expect(throws: DesignDebtError.self) { try ProjectInit(root: app.root).run(date: "2026-12-04") }
        #expect(try String(contentsOfFile: app.root + "/designdebt.json", encoding: .utf8) == "{}\n")
        let forced = try ProjectInit(root: app.root, force: true).run(date: "2026-12-04")
        #expect(forced.replaced)
        #expect(
            try String(contentsOfFile: app.root + "/designdebt.json", encoding: .utf8).hasPrefix("// designdebt.json"))
        #expect(throws: DesignDebtError.self) { try ProjectInit(root: app.root + "/missing").run(date: "2026-12-04") }
    }
}
