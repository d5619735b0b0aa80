import BuildGraph
import SwiftLexer
import Testing

@testable import DesignRules

@Suite struct BuildContextTests {
    func findings(_ source: String, build: BuildContext, rule: String) -> (found: [Int], blocked: [String]) {
        let file = SourceFile(bytes: Array(source.utf8))
        let analysis = FileAnalyzer(config: .referenceScales, build: build).analyze(file)
        return (
            analysis.findings.filter { $0.ruleID == rule }.map(\.line),
            analysis.blocked.filter { $0.ruleID == rule }.compactMap { $0.blocker?.raise }
        )
    }

    static func context(_ minimums: [Platform: OSVersion]) -> BuildContext {
        BuildContext(
            platforms: Set(minimums.keys),
            minimums: minimums.mapValues { DeploymentTargets.Found(version: $0, file: "App.xcodeproj/project.pbxproj") }
        )
    }

    @Test func adviceANewerSystemNeedsIsBlockedNotDebt() {
        let source = "final class Feed: ObservableObject {}\nstruct A: View { @StateObject var feed = Feed() }"
        let iOS15 = findings(source, build: Self.context([.iOS: OSVersion(15)]), rule: "api/observable-object")
        // The model (the one finding of its cause, the view that holds it goes with it): blocked.
        #expect(iOS15.found.isEmpty)
        #expect(iOS15.blocked == ["iOS 17"])
        let iOS17 = findings(source, build: Self.context([.iOS: OSVersion(17)]), rule: "api/observable-object")
        #expect(iOS17.found == [1])
        #expect(iOS17.blocked.isEmpty)
        // Shared code that also builds for macOS 13 waits for macOS 14 too.
        let shared = findings(
            source, build: Self.context([.iOS: OSVersion(17), .macOS: OSVersion(13)]), rule: "api/observable-object")
        #expect(shared.blocked == ["macOS 14"])
        // Nothing known: nothing blocked.
        #expect(findings(source, build: .unknown, rule: "api/observable-object").found == [1])
    }

    /// `Text + Text` needs the `foregroundStyle` that returns `Text`: iOS 17, not iOS 15.
    @Test func aSiteCanNeedMoreThanItsRule() {
        let source = """
            let a = Text("a").foregroundColor(.red)
            let b = Text("a").foregroundColor(.red) + Text("b")
            let c = Text("a") + Text("b").bold().foregroundColor(.red)
            func header(_ title: String) -> Text { Text(title).bold().foregroundColor(.secondary) }
            var caption: Text { Text("c").foregroundColor(.gray) }
            let d: Text = Text("d").foregroundColor(.red)
            var body: some View { VStack { Text("e").foregroundColor(.red) } }
            var note: Text? {
                if !notes.isEmpty {
                    return Text(notes).foregroundColor(.gray)
                }
                return nil
            }
            let f: Text? = Text("f").foregroundColor(.red)
            var row: some View { if isOn { Text("g").foregroundColor(.red) } }
            var field: some View { TextField("h", text: $h, prompt: Text("h").foregroundColor(.red)) }
            var joined: some View { let t = Text("t").foregroundColor(.red); return t + Text("!") }
            var dial: some View { Canvas { context, size in context.draw(Text("i").foregroundColor(.gray), at: .zero) } }
            var vote: some View { Image(systemName: "arrow.up").foregroundStyle(style.foregroundColor(for: state)) }
            var word: some View { Text("") + (isGap ? Text("-").foregroundColor(.gray) : Text("a").foregroundColor(.red)) }
            var plain: some View { (isOn ? Text("a").foregroundColor(.red) : Text("b")).bold() }
            """
        let iOS16 = findings(source, build: Self.context([.iOS: OSVersion(16)]), rule: "api/foreground-color")
        // A chain whose value must be a `Text` (or a `Text?`, through the branches of an `if`)
        // needs the `foregroundStyle` that returns one.
        #expect(iOS16.found == [1, 7, 15, 21])
        // So does a constant joined to another `Text` later (`t + Text("!")`), and what a `Canvas` draws.
        // The app's own `foregroundColor(for:)` is no SwiftUI modifier.
        #expect(
            iOS16.blocked == [
                "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17", "iOS 17",
                "iOS 17", "iOS 17",
            ])
        #expect(
            findings(source, build: Self.context([.iOS: OSVersion(17)]), rule: "api/foreground-color").found == [
                1, 2, 3, 4, 5, 6, 7, 10, 14, 15, 16, 17, 18, 20, 20, 21,
            ])
    }

    @Test func aRuleAboutAPlatformSaysNothingWhereTheCodeNeverBuildsForIt() {
        let text = "let a = Text(\"a\").font(.system(size: 13))"
        let mac = Self.context([.macOS: OSVersion(14)])
        #expect(findings(text, build: mac, rule: "typography/fixed-size").found.isEmpty)
        #expect(findings(text, build: Self.context([.iOS: OSVersion(16)]), rule: "typography/fixed-size").found == [1])
        // In a multiplatform app, the macOS branch and an AppKit file are macOS code.
        let both = Self.context([.iOS: OSVersion(16), .macOS: OSVersion(13)])
        let branches = """
            #if os(macOS)
            let a = Text("a").font(.system(size: 13))
            #elseif os(iOS) || os(visionOS)
            let b = Text("b").font(.system(size: 13))
            #else
            let c = Text("c").font(.system(size: 13))
            #endif
            #if !os(macOS)
            let d = Text("d").font(.system(size: 13))
            #endif
            """
        #expect(findings(branches, build: both, rule: "typography/fixed-size").found == [4, 9])
        let appKit = "import AppKit\nimport SwiftUI\n" + text
        #expect(findings(appKit, build: both, rule: "typography/fixed-size").found.isEmpty)
        // AppKit imported only where it exists: the file builds for iOS too.
        let whereItExists = "import SwiftUI\n#if canImport(AppKit)\nimport AppKit\n#endif\n" + text
        #expect(findings(whereItExists, build: both, rule: "typography/fixed-size").found == [5])
    }

    @Test func theConfigurationIsTheTeamsWord() throws {
        let config = try Configuration.parse(
            Array(#"{"platforms": {"iOS": "17.0", "visionOS": 1}}"#.utf8), file: "designdebt.json")
        let build = BuildContext.unknown.overridden(by: config.platforms)
        #expect(build.platforms == [.iOS, .visionOS])
        #expect(build.minimums[.iOS]?.version == OSVersion(17))
        #expect(build.isConfigured)
        #expect(throws: ConfigurationError.self) {
            try Configuration.parse(Array(#"{"platforms": {"iPadOS": "17"}}"#.utf8), file: "designdebt.json")
        }
        #expect(OSVersion("10_15") == OSVersion(10, 15))
        #expect(OSVersion(16, 4) < OSVersion(17))
        #expect(OSVersion("$(RECOMMENDED)") == nil)
    }
}

@Suite struct ScaleSourceTests {
    func findings(_ rule: String, _ source: String, config: Configuration = .allRules) -> [String] {
        let file = SourceFile(bytes: Array(source.utf8))
        let project = ProjectTokens.discover([(path: "A.swift", file: file)], config: config)
        return FileAnalyzer(config: config, project: project).analyze(file).findings
            .filter { $0.ruleID == rule }.map(\.message)
    }

    @Test func noScaleIsImposed() {
        // No tokens, nothing declared: the family has no scale, and no literal is off one.
        #expect(findings("spacing/off-scale", "let a = Text(\"a\").padding(10)").isEmpty)
        #expect(findings("radius/off-scale", "let a = RoundedRectangle(cornerRadius: 7)").isEmpty)
        #expect(Configuration.defaults.judgingScales(of: .none).spacing.source == .none)
    }

    /// A package's internal tokens are its own files' to write: a message elsewhere names no token.
    @Test func aMessageNamesOnlyATokenTheFileCanWrite() {
        let config = Configuration.allRules
        let kit =
            "enum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }\n"
        let files = [
            (path: "Packages/Kit/Sources/Kit/Space.swift", file: SourceFile(bytes: Array(kit.utf8))),
            (path: "App/Feed.swift", file: SourceFile(bytes: [])),
        ]
        let project = ProjectTokens.discover(files, config: config)
        let messages = { (source: String) in
            FileAnalyzer(config: config, project: project).analyze(Array(source.utf8)).findings
                .filter { $0.family == .spacing }.map(\.message)
        }
        // The app's file cannot write `Space.md` of the package: the value is still judged.
        #expect(
            messages("let a = Text(\"a\").padding(12)") == [
                "Spacing 12 is on the scale but written as a literal; use a spacing token."
            ])
        #expect(messages("let a = Text(\"a\").padding(13)") == ["Spacing 13 is off the scale; the nearest step is 12."])
        // A file of the package, which names `Space` already, is told the token.
        #expect(
            messages("let a = Text(\"a\").padding(Space.sm).padding(12)") == [
                "Spacing 12 is on the scale but written as a literal; use Space.md."
            ])
        // A public token is any module's to write (a public enum's members are internal unless marked).
        let published = kit.replacingOccurrences(of: "enum", with: "public enum")
            .replacingOccurrences(of: "static", with: "public static")
        let open = ProjectTokens.discover(
            [(path: "Packages/Kit/Sources/Kit/Space.swift", file: SourceFile(bytes: Array(published.utf8)))],
            config: config)
        #expect(
            FileAnalyzer(config: config, project: open).analyze(Array("let a = Text(\"a\").padding(12)".utf8)).findings
                .map(\.message) == ["Spacing 12 is on the scale but written as a literal; use Space.md."])
    }

    @Test func theAppsTokensOfThreeStepsAreItsScale() {
        let tokens =
            "enum Space { static let sm: CGFloat = 5; static let md: CGFloat = 10; static let lg: CGFloat = 20 }\n"
        // A 5/10/20 rhythm is the app's: 10 is on it, 12 is not.
        #expect(findings("spacing/off-scale", tokens + "let a = Text(\"a\").padding(10)").isEmpty)
        #expect(
            findings("spacing/off-scale", tokens + "let a = Text(\"a\").padding(12)") == [
                "Spacing 12 is off the scale; the nearest step is 10 (Space.md)."
            ])
        // Nudges of 2 points or less and negative spacing are no steps of a rhythm.
        #expect(findings("spacing/off-scale", tokens + "let a = Text(\"a\").padding(.top, 1.5).padding(-3)").isEmpty)
        // A private namespace is one file's choice: no scale.
        let hidden = "private " + tokens + "let a = Text(\"a\").padding(12)"
        #expect(findings("spacing/off-scale", hidden).isEmpty)
    }

    @Test func aDeclaredScaleJudgesEvenWithoutTokens() throws {
        let config = try Configuration.parse(
            Array(#"{"spacing": {"grid": 4}, "enableAllRules": true}"#.utf8), file: "designdebt.json")
        #expect(config.spacing.source == .configuration)
        #expect(findings("spacing/off-scale", "let a = Text(\"a\").padding(10)", config: config).count == 1)
        let tokens = try Configuration.parse(
            Array(#"{"radius": {"tokens": {"R.s": 6, "R.m": 10, "R.l": 14}}, "enableAllRules": true}"#.utf8),
            file: "designdebt.json")
        #expect(tokens.radius.scale.values == [0, 6, 10, 14])
        #expect(findings("radius/off-scale", "let a = RoundedRectangle(cornerRadius: 8)", config: tokens).count == 1)
    }
}

extension Configuration {
    /// The defaults (no scale declared) with every rule on.
    static let allRules: Configuration = {
        var config = Configuration.defaults
        config.enablesAllRules = true
        return config
    }()
}
