import BuildGraph
import SwiftLexer
import Testing

@testable import DesignRules

@Suite struct ProjectTokensTests {
    /// The lines of `screen` that `typography/fixed-size` reports, with `files` the project's other
    /// files, built as `graph` says.
    private func fixedSizeLines(in screen: String, files: [String: String], graph: BuildGraph) -> [Int] {
        let project = discover(files, config: .allRules, graph: graph)
        return FileAnalyzer(config: .allRules, project: project).analyze(Array(screen.utf8)).findings
            .filter { $0.ruleID == "typography/fixed-size" }.map(\.line)
    }

    func discover(_ files: [String: String], config: Configuration = .defaults, graph: BuildGraph = .unknown)
        -> ProjectTokens
    {
        ProjectTokens.discover(
            files.sorted { $0.key < $1.key }.map { (path: $0.key, file: SourceFile(bytes: Array($0.value.utf8))) },
            config: config, graph: graph)
    }

    /// The facts of `text` with every rule on, checked to read back as the history writes them, and
    /// to hold none of `facts` with the default rules: an opt-in rule's facts are gathered only when
    /// it runs.
    func optInFacts<Facts: Collection>(_ text: String, _ facts: KeyPath<ProjectTokens.ContentFacts, Facts>)
        -> ProjectTokens.ContentFacts
    {
        let content = ProjectTokens.ContentFacts.of(Array(text.utf8), config: .allRules)
        #expect(ProjectTokens.ContentFacts(jsonText: content.jsonText) == content)
        #expect(ProjectTokens.ContentFacts.of(Array(text.utf8), config: .defaults)[keyPath: facts].isEmpty)
        return content
    }

    @Test func staticConstantsWithDesignValuesAreTokensInAnyType() {
        let project = discover([
            "A.swift": """
            enum RowInsets { static let horizontal: CGFloat = 16 }
            struct Theme {
                static let shared = Theme()
                enum Spacing { static let md: CGFloat = 12; static var lg: CGFloat { 20 } }
                static let accent = Color(red: 1, green: 0, blue: 0)
                static var title: Font { .system(.title) }
            }
            enum Limits { static let pageSize = 40 }
            struct Key: EnvironmentKey { static let defaultValue: CGFloat = 8 }
            enum Layout { static let shadowRadius: CGFloat = 6; static let iconPadding: CGFloat = 3 }
            """
        ])
        let names = project.definitions.map { "\($0.reference)=\($0.family?.rawValue ?? "-")" }
        #expect(
            names == [
                "Layout.iconPadding=spacing", "Layout.shadowRadius=-", "Limits.pageSize=-",
                "RowInsets.horizontal=spacing", "Theme.accent=color", "Theme.title=typography",
                "Theme.Spacing.lg=spacing", "Theme.Spacing.md=spacing",
            ])
        // Steps of a scale live in a namespace named for it, three or more: one or two constants
        // (`RowInsets.horizontal`, `Theme.Spacing.lg` and `.md`) are a component's, not a scale.
        #expect(project.numericTokens(.spacing, config: .referenceScales).isEmpty)
        #expect(!project.hasTokens(.spacing, config: .referenceScales))
        #expect(!project.hasTokens(.radius, config: .referenceScales))
        #expect(project.isNamespace("RowInsets") && project.isNamespace("Spacing") && project.isNamespace("Theme"))
        #expect(!project.isNamespace("Key"))
    }

    @Test func aViewsOwnConstantsAreNotTheAppsScale() {
        let steps = "{ static let outer: CGFloat = 2; static let inner: CGFloat = 20; static let gap: CGFloat = 24 }"
        let view = "struct HoverContainer<Content: View>: View { var body: some View { EmptyView() } }"
        func scale(_ source: String) -> [String] {
            discover(["A.swift": source]).numericTokens(.spacing, config: .referenceScales).map(\.name)
        }
        // Named for a component, beside the view it sizes: that component's constants.
        #expect(scale("enum HoverContainerPadding \(steps)\n\(view)").isEmpty)
        // Nested in a view, here or in an extension of one.
        #expect(scale("extension CardView { enum Padding \(steps) }").isEmpty)
        #expect(scale("\(view)\nextension HoverContainer { enum Spacing \(steps) }").isEmpty)
        // The same steps in a file of their own, or named for the family alone, are the app's scale.
        #expect(scale("enum HoverContainerPadding \(steps)").count == 3)
        #expect(scale("enum Spacing \(steps)\n\(view)").count == 3)
        #expect(scale("enum Theme { enum Spacing \(steps) }\n\(view)").count == 3)
    }

    @Test func aMessageNamesOnlyTokensTheFilesTargetsReach() {
        // An app and its widget extension, each building its own folder; the scale is the app's.
        let project = """
            {
                objects = {
                    P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; };
                    L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                    C = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 17.0; SDKROOT = iphoneos; }; name = Release; };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); buildConfigurationList = L; productType = "com.apple.product-type.application"; };
                    S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    W = {isa = PBXNativeTarget; name = Widget; buildPhases = (); fileSystemSynchronizedGroups = (WS, ); buildConfigurationList = L; productType = "com.apple.product-type.app-extension"; };
                    WS = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                };
            }
            """
        let graph = BuildGraph(files: [(path: "App.xcodeproj/project.pbxproj", text: project)])
        let scale = SourceFile(
            bytes: Array(
                "enum Spacing { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }"
                    .utf8))
        let tokens = ProjectTokens.discover([(path: "App/Spacing.swift", file: scale)], config: .allRules, graph: graph)
        let view = SourceFile(bytes: Array("let a = Text(\"a\").padding(8)".utf8))
        func advice(at path: String) -> [String] {
            let build = BuildContext(of: path, in: graph, configured: [:])
            return FileAnalyzer(config: .allRules, project: tokens).analyze(view, build: build).findings
                .filter { $0.ruleID == "spacing/raw-literal" }.map(\.message)
        }
        #expect(advice(at: "App/Home.swift") == ["Spacing 8 is on the scale but written as a literal; use Spacing.sm."])
        // The widget cannot name its app's constants: its scale is the app's, its advice no token.
        #expect(
            advice(at: "Widget/Panel.swift") == [
                "Spacing 8 is on the scale but written as a literal; use a spacing token."
            ])
    }

    @Test func valueTypeExtensionsAreImplicitMembers() {
        let project = discover(["A.swift": "extension CGFloat { static let cardPadding: CGFloat = 16 }"])
        #expect(project.definitions.map(\.reference) == [".cardPadding"])
        // A member added to CGFloat is a token, but no namespace names the scale.
        #expect(!project.hasTokens(.spacing, config: .referenceScales))
        #expect(!project.isNamespace("CGFloat"))
    }

    @Test func configuredNamespacesAndTokensDeclareAScale() {
        var config = Configuration.referenceScales
        config.radius.namespaces = ["DS"]
        #expect(discover([:], config: config).hasTokens(.radius, config: config))
        var tokens = Configuration.referenceScales
        tokens.spacing.scale.tokens = [NamedValue("Gap.md", 12)]
        #expect(discover([:], config: tokens).numericTokens(.spacing, config: tokens).map(\.name) == ["Gap.md"])
        #expect(!discover([:]).hasTokens(.spacing, config: .referenceScales), "the default namespaces are a fallback")
    }

    /// Findings of `rule` in `source`, analyzed as a whole app under `config`.
    func findings(_ rule: String, _ source: String, config: Configuration = .allRules) -> [String] {
        let file = SourceFile(bytes: Array(source.utf8))
        let project = ProjectTokens.discover([(path: "A.swift", file: file)], config: config)
        return FileAnalyzer(config: config, project: project).analyze(file).findings
            .filter { $0.ruleID == rule }.map { "\($0.line): \($0.message)" }
    }

    @Test func theAppsRadiiAreItsDocumentedScale() throws {
        let source = """
            enum CornerRadius { static let sheet: CGFloat = 32; static let card: CGFloat = 14; static let chip: CGFloat = 6 }
            let a = RoundedRectangle(cornerRadius: 30)
            """
        // With no scale declared, the app's radii are its scale; 30 is off it, nearest its own step.
        #expect(
            findings("radius/off-scale", source) == [
                "2: Radius 30 is off the scale; the nearest step is 32 (CornerRadius.sheet)."
            ])
        // A radius scale set in designdebt.json is the team's word: the app's steps off it are the debt.
        let configured = try Configuration.parse(
            Array(#"{"radius": {"values": [0, 8, 16, 24]}, "enableAllRules": true}"#.utf8), file: "designdebt.json")
        #expect(
            findings("radius/off-scale", source, config: configured) == [
                "1: Radius 32 is off the scale; the nearest step is 24. The token itself is off the scale.",
                "1: Radius 14 is off the scale; the nearest step is 16. The token itself is off the scale.",
                "1: Radius 6 is off the scale; the nearest step is 8. The token itself is off the scale.",
                "2: Radius 30 is off the scale; the nearest step is 24.",
            ])
        // No scale is imposed: one constant is no scale, and with none declared nothing is off one.
        #expect(findings("spacing/off-scale", "enum Spacing { static let gutter: CGFloat = 10 }").isEmpty)
        // The app's three steps are its scale; a declared grid judges them, unless the team adopts them.
        let spacing =
            "enum Spacing { static let tight: CGFloat = 6; static let gutter: CGFloat = 10; static let wide: CGFloat = 20 }"
        #expect(findings("spacing/off-scale", spacing).isEmpty)
        // A declared grid judges the app's own steps, unless the team adopts them.
        let grid = try Configuration.parse(
            Array(#"{"spacing": {"grid": 4}, "enableAllRules": true}"#.utf8), file: "designdebt.json")
        #expect(findings("spacing/off-scale", spacing, config: grid).count == 2)
        let adopting = try Configuration.parse(
            Array(#"{"spacing": {"grid": 4, "appSteps": true}, "enableAllRules": true}"#.utf8), file: "designdebt.json")
        #expect(findings("spacing/off-scale", spacing, config: adopting).isEmpty)
    }

    @Test func reexportedSwiftUIModulesAreFoundByPath() {
        let project = discover([
            "Packages/DesignSystem/Sources/DesignSystem/Exports.swift": "@_exported import SwiftUI",
            "App/Exports.swift": "@_exported import SwiftUI",
        ])
        #expect(project.swiftUIModules == ["DesignSystem"])
        var config = Configuration.referenceScales
        config.swiftUIModules = ["Kit"]
        #expect(discover([:], config: config).swiftUIModules == ["Kit"])
    }

    @Test func theCanonicalTextChangesWithTheTokens() {
        let one = discover(["A.swift": "enum Spacing { static let md: CGFloat = 12 }"])
        let two = discover(["A.swift": "enum Spacing { static let md: CGFloat = 16 }"])
        #expect(one.canonicalText != two.canonicalText)
        #expect(
            one.canonicalText == discover(["B.swift": "enum Spacing { static let md: CGFloat = 12 }"]).canonicalText)
        // A colour added to a palette changes no file's results.
        let palette = discover(["A.swift": "enum Palette { static let a = Color(\"A\") }"])
        let grown = discover(["A.swift": "enum Palette { static let a = Color(\"A\"); static let b = Color(\"B\") }"])
        #expect(palette.canonicalText == grown.canonicalText)
        #expect(palette.canonicalText != discover([:]).canonicalText)
        // A component's own constant is new code used by new code: no file that did not change reads it.
        let component = discover(["A.swift": "struct CardView { static let padding: CGFloat = 12 }"])
        #expect(component.canonicalText == discover([:]).canonicalText)
    }

    @Test func anAnimationHelperThatReadsReduceMotionGuardsTheWholeApp() {
        let view =
            "import SwiftUI\nstruct Cards: View {\n    var body: some View { Image(\"a\").matchedGeometryEffect(id: 1, in: ns) }\n}"
        let helper = """
            import SwiftUI
            extension Animation {
                func reducible() -> Animation? { UIAccessibility.isReduceMotionEnabled ? nil : self }
            }
            """
        func findings(_ files: [String: String]) -> [String] {
            let project = discover(files)
            return FileAnalyzer(config: .referenceScales, project: project).analyze(Array(view.utf8)).findings.map(
                \.ruleID)
        }
        #expect(findings(["Cards.swift": view]).contains("a11y/reduce-motion-ignored"))
        #expect(
            !findings(["Cards.swift": view, "Animation+Reduce.swift": helper]).contains("a11y/reduce-motion-ignored"))
        // Reading it in a view of its own guards that view, not the app.
        let other = "struct Settings: View { @Environment(\\.accessibilityReduceMotion) var reduce }"
        #expect(!discover(["Settings.swift": other]).readsReduceMotion)
        #expect(discover(["Animation+Reduce.swift": helper]).canonicalText != ProjectTokens.none.canonicalText)
    }

    @Test func theAppsFixedSizeFontHelpersAreFoundInAnyFile() {
        let helpers = """
            import SwiftUI
            extension Font {
                static func brand(size: CGFloat, weight: Font.Weight = .regular) -> Font {
                    .system(size: size, weight: weight, design: .rounded)
                }
                static func body(_ size: CGFloat) -> Font { .custom("Inter", size: size) }
                static func scaled(size: CGFloat) -> Font { .system(size: UIFontMetrics.default.scaledValue(for: size)) }
            }
            extension View {
                func mono(_ points: CGFloat) -> some View { font(.custom("Menlo", fixedSize: points)) }
                func adaptiveFont(_ name: String, size: CGFloat) -> some View {
                    modifier(AdaptiveFont(name: name, size: size))
                }
            }
            func uiFont(ofSize size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }
            """
        let project = discover(["Fonts.swift": helpers])
        // `.custom(_:size:)` scales with the body style, a metric scales the size, and a view
        // modifier given the size decides in its own body: three of the six keep the size they are
        // given, and the UIFont is UIKit's until `Font(...)` takes it.
        #expect(
            project.fixedFontHelpers.map(\.canonicalText) == ["brand(size:)", "mono(_:)view", "uiFont(ofSize:)uikit"])
        #expect(project.canonicalText.contains("fontHelpers=brand(size:),mono(_:)view,uiFont(ofSize:)uikit"))
        #expect(!ProjectTokens.none.canonicalText.contains("fontHelpers"))
        // A view that sizes its text with a number is not a helper.
        let view = "struct A: View { var body: some View { Text(\"a\").font(.system(size: 15)) } }"
        #expect(discover(["A.swift": view]).fixedFontHelpers.isEmpty)
    }

    /// A type of three or more UIKit fonts made at fixed sizes is the app's font set: each font is a
    /// fixed-size UIKit font of the app's, by name. Fewer, a view's, a static one (a token already),
    /// a private one and a scaled one are not.
    @Test func aFontSetsFontsAreFixedUIKitFonts() {
        let fonts = """
            import UIKit
            public struct SystemDefaultFontSet: FontSet {
                public let big: UIFont = UIFont.systemFont(ofSize: 18)
                public let normal: UIFont = UIFont.systemFont(ofSize: 14)
                let subNormal = UIFont.systemFont(ofSize: 12, weight: .bold)
                private let hidden: UIFont = UIFont.systemFont(ofSize: 30)
                let scaled = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 16))
                static let shared: UIFont = UIFont.systemFont(ofSize: 20)
                func size(_ size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }
            }
            struct Pair {
                let title: UIFont = UIFont.systemFont(ofSize: 18)
                let subtitle: UIFont = UIFont.systemFont(ofSize: 13)
            }
            struct Badge: View {
                let a: UIFont = UIFont.systemFont(ofSize: 9)
                let b: UIFont = UIFont.systemFont(ofSize: 10)
                let c: UIFont = UIFont.systemFont(ofSize: 11)
                var body: some View { Text("a") }
            }
            """
        let project = discover(["FontSet.swift": fonts])
        #expect(project.fixedUIKitFonts == ["big": 18, "normal": 14, "subNormal": 12, "shared": 20])
    }

    @Test func aSizeOfTheAppsFontSizeConstantsIsFixed() throws {
        let tokens = """
            import SwiftUI
            enum Theme { enum FontSize { static let xs: CGFloat = 12; static let hero: CGFloat = 48 } }
            enum Spacing { static let fontGap: CGFloat = 8; static let small: CGFloat = 4 }
            extension CGFloat {
                static let titleFontSize: CGFloat = 22
                enum AppFontSize { static let caption: CGFloat = 11 }
            }
            private enum Local { static let fontSize: CGFloat = 9 }
            """
        let view = """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    Text("a").font(.system(size: FontSize.xs, weight: .bold))
                    Text("b").font(.system(size: Theme.FontSize.hero))
                    Text("c").font(.custom("Inter", size: FontSize.xs))
                    Text("d").font(.system(size: .titleFontSize))
                    Text("e").font(.system(size: Local.fontSize))
                    Image(systemName: "star").font(.system(size: FontSize.xs))
                    Text("f").font(.system(size: .AppFontSize.caption))
                }
            }
            """
        let project = discover(["Tokens.swift": tokens, "Row.swift": view])
        // A spacing constant is no font size, and a private one is its file's own.
        #expect(
            project.fontSizeConstants == [
                "Theme.FontSize.xs": 12, "Theme.FontSize.hero": 48, ".titleFontSize": 22,
                "CGFloat.AppFontSize.caption": 11,
            ])
        #expect(project.fontSizeConstant("FontSize.xs") == 12)
        #expect(project.fontSizeConstant("xs") == nil)
        #expect(
            project.canonicalText.contains(
                "fontSizes=.titleFontSize=22,CGFloat.AppFontSize.caption=11,Theme.FontSize.hero=48,Theme.FontSize.xs=12"
            ))
        let analysis = FileAnalyzer(config: .allRules, project: project).analyze(Array(view.utf8))
        let findings = analysis.findings.filter { $0.ruleID == TypographyFixedSize.id }
        // 48 points is a display size; `.custom(_:size:)` scales; a symbol's font sizes a glyph.
        #expect(findings.map(\.line) == [4, 7, 10])
        #expect(try #require(findings.first).message.contains("Font size 12 (FontSize.xs) is fixed"))
        // The inventory counts each as a step of the app's type scale: a token, with its value.
        let sites = analysis.sites.filter { $0.family == .typography && $0.value != nil && $0.kind == .token }
        #expect(sites.map(\.value) == [12, 48, 12, 22, 12, 11])
    }

    @Test func theAppsShadowsAreItsModifiersAndConstants() {
        let styles = """
            import SwiftUI
            extension View {
                func cardShadow() -> some View { shadow(color: .black.opacity(0.1), radius: 8, y: 2) }
                func shadowless() -> some View { self }
                func appShadow(_ config: ShadowConfig) -> some View { modifier(ElevatedShadow(config: config)) }
                func appBorder() -> some View { modifier(BorderStyle()) }
                func applyBottomShadow() -> some View { modifier(BottomShadowModifier()) }
                fileprivate func badgeShadow() -> some View { shadow(radius: 2) }
            }
            struct ElevatedShadow: ViewModifier { func body(content: Content) -> some View { content } }
            enum Palette { static let shadowColor = Color("Shadow") }
            """
        // A `ViewModifier` named for a shadow is one component's (a header's edge) more often than the
        // app's; a function any view can call that applies one is the app's, unless it is named for
        // one edge.
        #expect(
            discover(["Styles.swift": styles]).shadowStyles == [".appShadow()", ".cardShadow()", "Palette.shadowColor"])
        // A view that draws a shadow declares none.
        let view = "struct A: View { var body: some View { Text(\"a\").shadow(radius: 4) } }"
        #expect(discover(["A.swift": view]).shadowStyles.isEmpty)
    }

    /// A view only a preview or debug code makes, or nothing, is code nothing ships: out of the
    /// count as previews are, its findings and its sites. A view another file's shipped code makes
    /// ships, as does a `public` one (a package's API), one a watch app's file names, and every view
    /// of a repository where nothing starts an app (a package: what makes its views is elsewhere).
    @Test func viewsNothingShipsAreOutOfTheCount() throws {
        let screens = """
            import SwiftUI
            struct Home: View {
                var body: some View { Card() }
            }
            struct Card: View {
                var body: some View { Text("a").foregroundColor(.red) }
            }
            struct OldCard: View {
                var body: some View { Text("b").foregroundColor(.red).padding(13) }
            }
            extension OldCard {
                var title: some View { Text("c").foregroundColor(.blue) }
            }
            struct Sketch: View {
                var body: some View { Text("d").foregroundColor(.green) }
            }
            public struct Badge: View {
                public var body: some View { Text("e") }
            }
            #Preview { Sketch() }
            #if DEBUG
            struct DebugPanel: View { var body: some View { Sketch() } }
            #endif
            """
        let app = "import SwiftUI\n@main struct TrailApp: App { var body: some Scene { WindowGroup { Home() } } }"
        let project = discover(["Screens.swift": screens, "App.swift": app])
        #expect(project.unshippedViews == ["OldCard", "Sketch"])
        #expect(project.canonicalText.contains("unshipped=OldCard,Sketch"))
        let analysis = FileAnalyzer(config: .allRules, project: project).analyze(Array(screens.utf8))
        #expect(analysis.findings.filter { $0.ruleID == "api/foreground-color" }.map(\.line) == [6])
        #expect(!analysis.sites.contains { $0.line == 9 })
        // Nothing starts an app here: its views are made elsewhere.
        #expect(discover(["Screens.swift": screens]).unshippedViews.isEmpty)
        // Counted, previews make views ship too.
        var counted = Configuration.defaults
        counted.includePreviews = true
        #expect(discover(["Screens.swift": screens, "App.swift": app], config: counted).unshippedViews.isEmpty)
        // A file left out of the count that ships (a watch app's) keeps the views it names.
        var kept = project
        kept.keepViews(namedIn: [Array("WatchFace { Sketch() }".utf8), Array("OldCardView()".utf8)])
        #expect(kept.unshippedViews == ["OldCard"])
    }

    /// The view an app's entry shows, kept in a folder the scope leaves out as debug code
    /// (`DebugMode/RootFeature.swift`), is the app's root: what it makes ships. A file or view named
    /// for debugging that the entry shows (a shake's debug menu) stays a debug screen.
    @Test func aRootViewInADebugFolderMakesItsViewsShip() {
        let screens = """
            import SwiftUI
            struct Paywall: View { var body: some View { Text("Pro").foregroundColor(.white) } }
            struct Logs: View { var body: some View { Text("Logs") } }
            """
        let app = """
            import SwiftUI
            @main struct RecorderApp: App {
                var body: some Scene { WindowGroup { RootView().sheet(isPresented: $debug) { DebugMenuView() } } }
            }
            """
        var project = discover(["Store/Screens.swift": screens, "App.swift": app])
        #expect(project.unshippedViews == ["Logs", "Paywall"])
        let root = Array("import SwiftUI\nstruct RootView: View { var body: some View { Paywall() } }".utf8)
        let menu = Array("import SwiftUI\nstruct DebugMenuView: View { var body: some View { Logs() } }".utf8)
        project.keepViews(namedInDebugFiles: [
            ("Debug/DebugMenuView.swift", menu), ("DebugMode/RootFeature.swift", root),
        ])
        #expect(project.unshippedViews == ["Logs"])
        // A debug file the entry does not show keeps nothing.
        var other = discover(["Store/Screens.swift": screens, "App.swift": app])
        other.keepViews(namedInDebugFiles: [
            ("DebugMode/Tools.swift", Array("struct Tools: View { var body: some View { Paywall() } }".utf8))
        ])
        #expect(other.unshippedViews == ["Logs", "Paywall"])
    }

    /// `public` makes a view a package's API, which apps outside the repository may make; in the
    /// sources an app's own target builds, or a package its project links, it says nothing, and a
    /// public view only a preview makes there ships no more than any other.
    @Test func aPublicViewOfAnAppsOwnTargetIsNoAPI() {
        let project = """
            {
                objects = {
                    P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; };
                    L = {isa = XCConfigurationList; buildConfigurations = (C, ); };
                    C = {isa = XCBuildConfiguration; buildSettings = {MACOSX_DEPLOYMENT_TARGET = 14.0; SDKROOT = macosx; }; name = Release; };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); buildConfigurationList = L; productType = "com.apple.product-type.application"; };
                    S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                };
            }
            """
        let graph = BuildGraph(files: [(path: "App.xcodeproj/project.pbxproj", text: project)])
        let badge = """
            import SwiftUI
            public struct Badge: View {
                public var body: some View { Text("e").cornerRadius(4) }
            }
            #Preview { Badge() }
            """
        let app = "import SwiftUI\n@main struct LedgerApp: App { var body: some Scene { WindowGroup { Text(\"a\") } } }"
        func unshipped(badgeAt path: String) -> [String] {
            ProjectTokens.discover(
                [
                    (path: "App/LedgerApp.swift", file: SourceFile(bytes: Array(app.utf8))),
                    (path: path, file: SourceFile(bytes: Array(badge.utf8))),
                ],
                config: .defaults, graph: graph
            ).unshippedViews
        }
        #expect(unshipped(badgeAt: "App/Components/Badge.swift") == ["Badge"])
        // A local package's view, which no app target builds, is its API.
        #expect(unshipped(badgeAt: "Packages/Kit/Sources/Kit/Badge.swift").isEmpty)
        // Unless the app's project links the package: the app's own module.
        let linked = BuildGraph(files: [
            (
                path: "App.xcodeproj/project.pbxproj",
                text: project.replacing(
                    "productType = \"com.apple.product-type.application\"; };",
                    with: """
                        packageProductDependencies = (K, ); productType = "com.apple.product-type.application"; };
                        K = {isa = XCSwiftPackageProductDependency; package = KP; productName = Kit; };
                        KP = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
                        """)
            ),
            (path: "Packages/Kit/Package.swift", text: "let package = Package(name: \"Kit\")"),
        ])
        #expect(linked.isInPackageLinkedHere("Packages/Kit/Sources/Kit/Badge.swift"))
        let kit = ProjectTokens.discover(
            [
                (path: "App/LedgerApp.swift", file: SourceFile(bytes: Array(app.utf8))),
                (path: "Packages/Kit/Sources/Kit/Badge.swift", file: SourceFile(bytes: Array(badge.utf8))),
            ],
            config: .defaults, graph: linked)
        #expect(kit.unshippedViews == ["Badge"])
    }

    /// A block only the app's debug switch shows is debug code, as `#if DEBUG` is: its findings are
    /// out of the count, and a view only it makes does not ship. Its `else`, a negated switch and a
    /// comparison run in release.
    @Test func aBlockADebugSwitchShowsIsDebugCode() {
        let settings = """
            import SwiftUI
            struct Settings: View {
                @AppStorage("enableDebug") var enableDebug = false
                var body: some View {
                    Form {
                        if UserDefaultsManager.enableDebug {
                            Text("Keychain").foregroundColor(.red)
                            TroubleshootPanel()
                        } else {
                            Text("About").foregroundColor(.gray)
                        }
                        if !isDebugBuild { Text("Rate").foregroundColor(.blue) }
                        if debugLevel > 2 { Text("Verbose").foregroundColor(.green) }
                    }
                }
            }
            struct TroubleshootPanel: View {
                var body: some View { Text("Dump").foregroundColor(.orange) }
            }
            """
        let shipped = shipping(settings, startingAt: "Settings")
        #expect(shipped.unshipped == ["TroubleshootPanel"])
        #expect(shipped.foregroundColorLines == [10, 12, 13])
    }

    /// A form's section titled for debugging is a debug screen's, as a debug switch's block is; so is
    /// a private property only such a section shows, and a view only they make does not ship.
    @Test func aSectionTitledDebugIsDebugCode() {
        let prefs = """
            import SwiftUI
            struct Prefs: View {
                var body: some View {
                    Form {
                        Section("General") { Text("Units").foregroundColor(.gray) }
                        Section(header: Text("Debug")) {
                            NavigationLink(destination: LogsView()) { Text("View logs").foregroundColor(.red) }
                            logExportButton
                        }
                        about
                    }
                }
                private var logExportButton: some View {
                    NavigationLink(destination: StatisticsView()) { Text("Statistics").foregroundColor(.blue) }
                }
                private var about: some View { Text("About").foregroundColor(.green) }
            }
            struct LogsView: View {
                var body: some View { Text("Log").foregroundColor(.orange) }
            }
            struct StatisticsView: View {
                var body: some View { Text("Counts").foregroundColor(.purple) }
            }
            """
        let shipped = shipping(prefs, startingAt: "Prefs")
        #expect(shipped.unshipped == ["LogsView", "StatisticsView"])
        #expect(shipped.foregroundColorLines == [5, 16])
    }

    /// Only a title that names debugging alone: a support bundle users send is a shipped screen's.
    @Test(arguments: [
        ("\"Debug\"", true), ("\"DEBUG_SECTION\"", true), ("\"Debug options\"", true), ("\"DeveloperDebugMenu\"", true),
        ("\"Debug Bundle\"", false), ("\"Debugger attached\"", false), ("\"Settings\"", false), ("\"\"", false),
    ])
    func aDebugSectionIsTitledForDebuggingAlone(title: String, isDebug: Bool) {
        #expect(ExcludedRegions.titlesDebugging(title) == isDebug)
    }

    /// A sheet whose flag nothing sets is never shown: a view only it makes does not ship, and one
    /// another sheet shows (its flag set by a button) does.
    @Test func aViewOnlyANeverShownSheetMakesDoesNotShip() {
        let more = """
            import SwiftUI
            struct More: View {
                @State private var showingContactUs = false
                @State private var showingAbout = false
                var body: some View {
                    List {
                        Button("About") { showingAbout = true }
                        // Button("Contact us") { showingContactUs = true }
                    }
                    .sheet(isPresented: $showingContactUs) { ContactUs() }
                    .sheet(isPresented: $showingAbout) { About() }
                }
            }
            struct ContactUs: View {
                var body: some View { Text("Mail").foregroundColor(.red) }
            }
            struct About: View {
                var body: some View { Text("Version").foregroundColor(.gray) }
            }
            """
        let shipped = shipping(more, startingAt: "More")
        #expect(shipped.unshipped == ["ContactUs"])
        #expect(shipped.foregroundColorLines == [18])
    }

    /// The views `screen` declares that do not ship when the app starts at the view `root`, and the
    /// lines of its `api/foreground-color` rows.
    private func shipping(_ screen: String, startingAt root: String) -> (
        unshipped: [String], foregroundColorLines: [Int]
    ) {
        let app = "import SwiftUI\n@main struct TrailApp: App { var body: some Scene { WindowGroup { \(root)() } } }"
        let project = discover(["Screen.swift": screen, "App.swift": app])
        let analysis = FileAnalyzer(config: .defaults, project: project).analyze(Array(screen.utf8))
        return (project.unshippedViews, analysis.findings.filter { $0.ruleID == "api/foreground-color" }.map(\.line))
    }

    /// A deprecated modifier the app declares again on `View` is known by its labels, kept in the
    /// facts the history stores, and only the extension's own functions count.
    @Test func modifiersTheAppDeclaresAgainOnViewAreKnownByTheirLabels() throws {
        let style = """
            import SwiftUI
            public extension View {
                func cornerRadius(_ radius: Double) -> some View {
                    func foregroundColor(_ c: Color) -> some View { self }
                    return clipShape(RoundedRectangle(cornerRadius: radius))
                }
                func accentColor<C: ShapeStyle>(_ color: C, animated: Bool = f(a, b)) -> some View { self }
                func padding(_ length: Double) -> some View { self }
            }
            extension Theme.View { func foregroundColor(_ c: Color) -> some View { self } }
            """
        let content = ProjectTokens.ContentFacts.of(Array(style.utf8), config: .defaults)
        #expect(content.ownModifiers == ["cornerRadius(_:)", "accentColor(_:animated:)"])
        #expect(ProjectTokens.ContentFacts(jsonText: content.jsonText) == content)
        let project = discover(["Style.swift": style])
        #expect(project.ownModifiers == ["cornerRadius(_:)", "accentColor(_:animated:)"])
        #expect(project.canonicalText.contains("ownModifiers=accentColor(_:animated:),cornerRadius(_:)"))
    }

    /// The walk over each file's names finds a view among longer names that start with it, in
    /// any file, and in byte order whatever the names' case or script.
    @Test func unwrittenViewsAreFoundByTheWalkOverEachFilesNames() {
        let views = ["Card", "Zoom", "Été", "CardRow", "Badge", "card"]
        let names = ["Badge CardRowView Text", "Card Été", "Zoo Zoom2 card"]
        #expect(ShippedViews.unwritten(views, free: names, owned: []) == ["CardRow", "Zoom"])
        #expect(ShippedViews.unwritten(views, free: [], owned: []) == views.sorted())
        #expect(ShippedViews.unwritten([], free: names, owned: []).isEmpty)
    }

    /// A view ships when shipped code writes it: code outside every type, a type that is no view,
    /// or a view that ships, in turn. A view only views nothing ships write does not.
    @Test func aViewOnlyAViewNothingShipsMakesDoesNotShip() {
        let owned = [
            ShippedViews.OwnedNames(owner: "Home", names: "Card Text"),
            ShippedViews.OwnedNames(owner: "Card", names: "Badge"),
            ShippedViews.OwnedNames(owner: "OldScreen", names: "OldRow Text"),
            ShippedViews.OwnedNames(owner: "OldRow", names: "Badge OldCell"),
            ShippedViews.OwnedNames(owner: "Router", names: "Settings"),
            ShippedViews.OwnedNames(owner: "Settings", names: "Toggle"),
        ]
        let views = ["Badge", "Card", "Home", "OldCell", "OldRow", "OldScreen", "Settings"]
        #expect(
            ShippedViews.unwritten(views, free: ["App Home WindowGroup"], owned: owned)
                == ["OldCell", "OldRow", "OldScreen"])
        let screens = """
            import SwiftUI
            struct Old: View { var body: some View { OldRow() } }
            struct OldRow: View { var body: some View { Text("a").foregroundColor(.red) } }
            struct Home: View { var body: some View { Text("b") } }
            """
        let app = "import SwiftUI\n@main struct TrailApp: App { var body: some Scene { WindowGroup { Home() } } }"
        let project = discover(["Screens.swift": screens, "App.swift": app])
        #expect(project.unshippedViews == ["Old", "OldRow"])
        // A file left out of the count that ships (a watch app's) makes `Old`, and so `OldRow`.
        var kept = project
        kept.keepViews(namedIn: [Array("WatchFace { Old() }".utf8)])
        #expect(kept.unshippedViews.isEmpty)
    }

    /// One shadow written out in three files is a style the app has not named: each copy is
    /// reported, though no file holds three, however each was typed (`Color.black` or `.black`,
    /// `x: 0` or none, `0.20` or `0.2`); two copies, or shadows that differ, are not.
    @Test func aShadowCopiedAcrossTheAppsFilesIsReported() throws {
        func card(_ shadow: String) -> String {
            "import SwiftUI\nstruct Card: View {\n    var body: some View {\n        Text(\"a\")\n            \(shadow)\n    }\n}"
        }
        let copy = ".shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)"
        let three = [
            "A.swift": card(copy), "B.swift": card(copy.replacing(", y: 2", with: ",y:2")),
            "C.swift": card(".shadow(color: Color.black.opacity(0.20), radius: 4, y: 2)"),
        ]
        let project = discover(three)
        #expect(project.repeatedShadows == ["color:.black.opacity(0.2),radius:4,y:2"])
        #expect(project.canonicalText.contains("repeatedShadows="))
        let findings = FileAnalyzer(config: .allRules, project: project).analyze(Array(card(copy).utf8)).findings
            .filter { $0.ruleID == "color/raw-shadow" }
        #expect(findings.map(\.line) == [5])
        #expect(try #require(findings.first).message.contains("across the app"))
        // Two copies, a third that differs, or a shadow given a style (`.drop(...)`), are no style.
        var other = three
        other["C.swift"] = card(".shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 2)")
        #expect(discover(other).repeatedShadows.isEmpty)
        #expect(discover(["A.swift": card(copy), "B.swift": card(copy)]).repeatedShadows.isEmpty)
        let styled = card(".shadow(.drop(radius: 4))")
        #expect(discover(["A.swift": styled, "B.swift": styled, "C.swift": styled]).repeatedShadows.isEmpty)
    }

    @Test func byteSearchFindsNeedlesAnywhere() {
        func offset(_ text: String, from: Int = 0) -> Int? {
            Array(text.utf8).withUnsafeBufferPointer { firstOffset(of: "static", in: $0, from: from) }
        }
        // At the start, the end and in between, and a match after false candidates.
        #expect(offset("static") == 0)
        #expect(offset("a static") == 2)
        #expect(offset("xxxxxxxxxxxxxxxstatic") == 15)
        #expect(offset("static xxxxxxxxxxxxxx") == 0)
        #expect(offset("xxxxxxstaticxxxxxxxxx") == 6)
        #expect(offset("static static", from: 1) == 7)
        for text in ["", "stati", "tatic", "statiC", String(repeating: "statisticsc", count: 5)] {
            #expect(offset(text) == nil, "\(text)")
        }
    }

    /// The search anchors on the byte of the pattern rarest in Swift source: the `b` of `gndeb`,
    /// the `P` of `isPresented`; among bytes equally rare (both outside the commonest), the first.
    @Test func byteSearchAnchorsOnThePatternsRarestByte() {
        func rarest(_ pattern: String) -> Int {
            Array(pattern.utf8).withUnsafeBufferPointer { ByteRarity.rarestIndex(in: $0) }
        }
        #expect(rarest("gndeb") == 4)
        #expect(rarest("isPresented") == 2)
        #expect(rarest("ebug") == 1)
        #expect(rarest("e") == 0)
        #expect(rarest("e@#") == 1)
    }

    /// Texts of the needle's own letters put many candidates in each eight bytes (several per
    /// word, false ones among them): the search agrees with a byte-by-byte one everywhere.
    @Test func byteSearchAgreesWithANaiveSearchWhereCandidatesCrowd() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("staic\u{0}\u{1}".utf8)
        let needle = Array("static".utf8)
        for _ in 0..<2_000 {
            var text = (0..<next(120)).map { _ in letters[next(letters.count)] }
            if next(2) == 0, text.count >= needle.count {
                let at = next(text.count - needle.count + 1)
                text.replaceSubrange(at..<at + needle.count, with: needle)
            }
            let from = next(8)
            var expected: Int?
            if text.count >= needle.count {
                expected = (from...max(from, text.count - needle.count)).first { start in
                    start + needle.count <= text.count && Array(text[start..<start + needle.count]) == needle
                }
            }
            let found = text.withUnsafeBufferPointer { firstOffset(of: "static", in: $0, from: from) }
            #expect(found == expected, "\(text) from \(from)")
        }
    }

    /// The module is the folder right after the last `Sources` with something inside it.
    @Test(
        arguments: [
            ("Packages/Design/Sources/Design/Tokens.swift", "Design"),
            ("Sources/App/Views/Row.swift", "App"),
            ("//Sources//Kit//File.swift", "Kit"),
            ("Sources/Old/Sources/New/File.swift", "New"),
            ("Sources/File.swift", nil),
            ("App/Sources/Mod/Sources/File.swift", nil),
            ("App/Resources/Mod/File.swift", nil),
            ("SourcesX/Mod/File.swift", nil),
        ] as [(String, String?)])
    func theModuleOfAPathIsTheFolderAfterTheLastSources(path: String, module: String?) {
        #expect(ProjectTokens.moduleName(of: path) == module)
    }

    /// A type scale kept as a `switch` of sizes is found by its shape (every case a number, three or
    /// more, a name that says size), kept in the facts the history stores, and handed to the
    /// helpers that ask it for their size.
    @Test func aTypeScaleKeptAsASwitchOfSizesIsFound() throws {
        let typography = """
            extension UIFont {
                enum Style { case label, text, title, hero }
                static func fontSize(of style: Style) -> CGFloat {
                    var size: CGFloat = 11
                    switch style {
                    case .label, .text: size = 13
                    case .title: size = 22
                    case .hero: size = 34
                    }
                    return size
                }
                static func lineHeight(for style: Style) -> CGFloat {
                    switch style { case .label: 16 case .text: 18 case .title: 28 case .hero: 40 }
                }
                static func font(of style: Style, weight: Weight = .regular) -> UIFont {
                    UIFont.systemFont(ofSize: fontSize(of: style), weight: weight)
                }
                static func font(of size: CGFloat) -> UIFont { UIFont.systemFont(ofSize: size) }
            }
            extension View {
                func apply(style: UIFont.Style) -> some View { font(Font(UIFont.font(of: style))) }
            }
            enum Badge {
                case small, large
                var pointSize: CGFloat { switch self { case .small: 10 case .large: 14 } }
            }
            enum Icon {
                case a, b, c
                var pointSize: CGFloat { switch self { case .a: 12 case .b(let x): x case .c: 20 } }
            }
            """
        let content = ProjectTokens.ContentFacts.of(Array(typography.utf8), config: .defaults)
        // `lineHeight(for:)` names no size; two cases are a choice; a bound case is no fixed step.
        #expect(content.fontSizeTables.map(\.canonicalText) == ["fontSize(of:)=hero:34,label:13,text:13,title:22"])
        #expect(ProjectTokens.ContentFacts(jsonText: content.jsonText) == content)
        let project = discover(["Typography.swift": typography])
        #expect(
            project.fixedFontHelpers.map(\.canonicalText) == [
                "apply(style:)view[hero:34 label:13 text:13 title:22]", "font(of:)uikit",
                "font(of:)uikit[hero:34 label:13 text:13 title:22]",
            ])
        #expect(project.canonicalText.contains("sizeTables=fontSize(of:)=hero:34,label:13,text:13,title:22"))
    }

    /// A design module's chain of font helpers spread over its files (a table of tuples, a UIKit
    /// font asking it, a `Font` of that, a view extension, a modifier type holding a step and the
    /// wrapper that applies it): each file keeps what it hands on, and the project settles the
    /// chain, so a step given to the wrapper in a third module is a fixed size.
    @Test func aFontHelperChainAcrossFilesIsSettled() throws {
        let files = [
            "DS/Font/Style.swift": """
            public enum DSStyle: String { case t1, b2, c1 }
            extension DSStyle {
                var config: (weight: DSWeight, size: CGFloat, lineHeight: CGFloat) {
                    switch self {
                    case .t1: (.bold, 22, 1.3)
                    case .b2: (.medium, 16, 1.25)
                    case .c1: (weight: .regular, size: 12, lineHeight: 1.4)
                    }
                }
            }
            """,
            "DS/Font/DSFont.swift": """
            public struct DSFont {
                public static func font(_ style: DSStyle) -> Font { Font(uiFont(style)) }
                public static func uiFont(_ style: DSStyle) -> UIFont {
                    UIFont(name: "Brand", size: style.config.size) ?? .systemFont(ofSize: style.config.size)
                }
            }
            """,
            "DS/Extension/View+Font.swift": """
            public extension View { func font(_ style: DSStyle) -> some View { self.font(DSFont.font(style)) } }
            """,
            "DS/Text/DSTextStyle.swift": """
            public struct DSTextStyle: ViewModifier {
                private let style: DSStyle
                private let color: Color
                public init(style: DSStyle, color: Color) { self.style = style; self.color = color }
                public func body(content: Content) -> some View { content.font(style).foregroundStyle(color) }
            }
            """,
            "DS/Text/DSText+Style.swift": """
            public extension DSText {
                func style(style: DSStyle, color: Color) -> some View { self.modifier(DSTextStyle(style: style, color: color)) }
            }
            """,
        ]
        let sizes = "[b2:16 c1:12 t1:22]"
        let facts = files.mapValues { ProjectTokens.ContentFacts.of(Array($0.utf8), config: .defaults) }
        for (path, content) in facts {
            #expect(ProjectTokens.ContentFacts(jsonText: content.jsonText) == content, "\(path)")
        }
        // No file alone makes a helper of a step but the table's own: each keeps what it hands on.
        #expect(facts.values.allSatisfy { $0.fixedFontHelpers.isEmpty })
        #expect(facts["DS/Font/Style.swift"]?.fontSizeTables.map(\.canonicalText) == ["config.size=b2:16,c1:12,t1:22"])
        #expect(facts["DS/Text/DSTextStyle.swift"]?.pendingFontHelpers.map(\.name) == ["DSTextStyle"])
        let project = discover(files)
        #expect(
            project.fixedFontHelpers.map(\.canonicalText) == [
                "DSTextStyle(style:)viewtype" + sizes, "font(_:)" + sizes, "font(_:)view" + sizes,
                "style(style:)view" + sizes, "uiFont(_:)uikit" + sizes,
            ])
        let screen = """
            struct Banner: View {
                var body: some View {
                    VStack {
                        DSText("Vote").style(style: .b2, color: .gray)
                        Text("Later").font(.c1)
                        Text("Now").font(.headline)
                    }
                }
            }
            """
        let findings = FileAnalyzer(config: .allRules, project: project).analyze(Array(screen.utf8)).findings
            .filter { $0.ruleID == "typography/fixed-size" }
        #expect(findings.map(\.line) == [4, 5])
        // A scale its UIKit font scales (`UIFontMetrics`) makes no helper.
        var scaled = files
        scaled["DS/Font/DSFont.swift"] = files["DS/Font/DSFont.swift"]?.replacing(
            "?? .systemFont(ofSize: style.config.size)",
            with: "?? .systemFont(ofSize: 12)).map { UIFontMetrics.default.scaledFont(for: $0) }!")
        #expect(discover(scaled).fixedFontHelpers.isEmpty)
        // A `Font` helper handing its size to another of its own name scales with it, whatever a
        // UIKit helper of that name in another file does: a UIKit font is SwiftUI's only through `Font(...)`.
        let overloads = discover([
            "Font.swift": """
            extension Font {
                static func current(size: CGFloat) -> Font { inter(ofSize: size) }
                static func inter(ofSize fontSize: CGFloat) -> Font { .custom("Inter", size: fontSize) }
            }
            """,
            "UIFont.swift": """
            extension UIFont {
                static func inter(ofSize fontSize: CGFloat) -> UIFont { UIFont(name: "Inter", size: fontSize) ?? .systemFont(ofSize: fontSize) }
            }
            """,
        ])
        #expect(overloads.fixedFontHelpers.map(\.canonicalText) == ["inter(ofSize:)uikit"])
    }

    /// Tuist makes each font file's SwiftUI font at build time (`DSFontFamily.Inter.bold.swiftUIFont(size:)`,
    /// `SwiftUI.Font(UIFont)` on iOS): in a Tuist project that keeps no such accessor of its own, it is
    /// a fixed size, called or wrapped by the app's helper; SwiftGen's accessor, kept in the tree,
    /// makes `.custom(_:size:)` and scales, and a project no Tuist manifest makes has none of Tuist's.
    @Test func tuistsGeneratedFontAccessorIsAFixedSize() throws {
        let files = [
            "DesignSystem/Font+Brand.swift": """
            public extension Font {
                static func brand(size: CGFloat = 14, bold: Bool = false) -> Font {
                    bold ? DSFontFamily.Inter.bold.swiftUIFont(size: size) : DSFontFamily.Inter.regular.swiftUIFont(size: size)
                }
            }
            """
        ]
        let screen = """
            struct Banner: View {
                var body: some View {
                    VStack {
                        Text("Vote").font(.brand(size: 17, bold: true))
                        Text("Later").font(DSFontFamily.Inter.regular.swiftUIFont(size: 13))
                        Text("Now").font(.headline)
                        Text("Tag").font(.brand())
                    }
                }
            }
            """
        func fixedLines(_ files: [String: String], graph: BuildGraph) -> [Int] {
            fixedSizeLines(in: screen, files: files, graph: graph)
        }
        let brand = ProjectTokens.ContentFacts.of(
            Array(files["DesignSystem/Font+Brand.swift"]!.utf8), config: .defaults)
        #expect(brand.pendingFontHelpers.flatMap(\.hands).map(\.defaultSize) == [14])
        #expect(ProjectTokens.ContentFacts(jsonText: brand.jsonText) == brand)
        let manifest = "import ProjectDescription\nlet project = Project(name: \"App\", targets: [])"
        let tuist = BuildGraph(files: [(path: "Projects/App/Project.swift", text: manifest)])
        #expect(tuist.isGeneratedByTuist)
        // `.brand()`: the size the helper's parameter is given by default.
        #expect(fixedLines(files, graph: tuist) == [4, 5, 7])
        #expect(fixedLines(files, graph: .unknown).isEmpty)
        var kept = files
        kept["Derived/Fonts+Generated.swift"] = """
            extension FontConvertible {
                func swiftUIFont(size: CGFloat) -> SwiftUI.Font { SwiftUI.Font.custom(self, size: size) }
            }
            """
        #expect(fixedLines(kept, graph: tuist).isEmpty)
        let generated = ProjectTokens.ContentFacts.of(
            Array(kept["Derived/Fonts+Generated.swift"]!.utf8), config: .defaults)
        #expect(generated.declaresFontAccessor)
        #expect(ProjectTokens.ContentFacts(jsonText: generated.jsonText) == generated)
    }

    /// A type scale kept as constants of a font-value type whose initializer makes its font with
    /// Tuist's accessor (`self.font = weight.font.swiftUIFont(size: size)`), applied by a modifier
    /// that sets `style.font` and the view extension that makes it, each in a file of its own: a
    /// step is as fixed as its size where the accessor is Tuist's, and no helper where it is not.
    @Test func aFontValueTypesFontMadeByTuistsAccessorIsAStepOfAFixedScale() throws {
        let files = [
            "DesignSystem/Typography.swift": """
            public struct Typography {
                public struct FontStyle {
                    public let font: Font
                    public let uiFont: UIFont
                    public let size: CGFloat
                    init(_ weight: Weight, size: CGFloat, lineHeightMultiplier: CGFloat) {
                        self.font = weight.fontConvertible.swiftUIFont(size: size)
                        self.uiFont = weight.fontConvertible.font(size: size)
                        self.size = size
                    }
                }
            }
            """,
            "DesignSystem/Typography+Styles.swift": """
            public extension Typography.FontStyle {
                static let heading3: Typography.FontStyle = Typography.FontStyle(.bold, size: 20, lineHeightMultiplier: 1.5)
                static let body1Medium: Typography.FontStyle = Typography.FontStyle(.medium, size: 16, lineHeightMultiplier: 1.6)
                static let label1Medium: Typography.FontStyle = Typography.FontStyle(.medium, size: 13, lineHeightMultiplier: 1.5)
            }
            """,
            "DesignSystem/TypographyModifier.swift": """
            struct TypographyModifier: ViewModifier {
                let style: Typography.FontStyle
                let color: Color
                func body(content: Content) -> some View {
                    content.font(style.font).lineSpacing(style.size * 0.5).foregroundStyle(color)
                }
            }
            public extension View {
                func typographyStyle(_ style: Typography.FontStyle, with color: Color = .primary) -> some View {
                    self.modifier(TypographyModifier(style: style, color: color))
                }
            }
            """,
        ]
        let screen = """
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("Title").typographyStyle(.heading3, with: .red)
                        TextField("Name", text: $name).font(Typography.FontStyle.body1Medium.font)
                        Text("Now").font(.headline)
                    }
                }
            }
            """
        func fixedLines(_ files: [String: String], graph: BuildGraph) -> [Int] {
            fixedSizeLines(in: screen, files: files, graph: graph)
        }
        let typography = ProjectTokens.ContentFacts.of(
            Array(files["DesignSystem/Typography.swift"]!.utf8), config: .defaults)
        #expect(typography.valueFonts.map(\.property) == ["font", "uiFont"])
        #expect(ProjectTokens.ContentFacts(jsonText: typography.jsonText) == typography)
        let manifest = "import ProjectDescription\nlet project = Project(name: \"App\", targets: [])"
        let tuist = BuildGraph(files: [(path: "Projects/App/Project.swift", text: manifest)])
        #expect(fixedLines(files, graph: tuist) == [4, 5])
        #expect(fixedLines(files, graph: .unknown).isEmpty)
        // Made with `.custom(_:size:)`, the font scales with the body style.
        var custom = files
        custom["DesignSystem/Typography.swift"] = files["DesignSystem/Typography.swift"]?.replacing(
            "weight.fontConvertible.swiftUIFont(size: size)", with: ".custom(weight.name, size: size)")
        #expect(fixedLines(custom, graph: tuist).isEmpty)
    }

    /// The app's own `ViewModifier` that keeps the size it is made with is a helper named for the
    /// type, labelled by the property, with the size it keeps by default; one that scales is not.
    @Test func aModifierTypeThatKeepsASizeIsAHelper() throws {
        let modifiers = """
            public struct TextModifier: ViewModifier {
                let fontSize: CGFloat
                let weight: Font.Weight
                public init(fontSize: CGFloat = 15, weight: Font.Weight = .regular) {
                    self.fontSize = fontSize
                    self.weight = weight
                }
                public func body(content: Content) -> some View { content.font(.system(size: fontSize, weight: weight)) }
            }
            struct Caption: ViewModifier {
                var size: CGFloat
                func body(content: Content) -> some View { content.font(.system(size: size)) }
            }
            struct Scaled: ViewModifier {
                @ScaledMetric var size: CGFloat = 15
                func body(content: Content) -> some View { content.font(.system(size: size)) }
            }
            struct Framed: ViewModifier {
                let width: CGFloat
                func body(content: Content) -> some View { content.frame(width: width) }
            }
            """
        let content = ProjectTokens.ContentFacts.of(Array(modifiers.utf8), config: .defaults)
        #expect(
            content.fixedFontHelpers.map(\.canonicalText) == [
                "TextModifier(fontSize:)viewtype=15", "Caption(size:)viewtype",
            ])
        #expect(ProjectTokens.ContentFacts(jsonText: content.jsonText) == content)
    }

    /// Every kind of fact a file gives, as the history keeps it: read back, the facts and the
    /// tokens merged from them are the ones the lexed files give.
    @Test func aFilesFactsReadBackAsTheyWereWritten() throws {
        let files = [
            "Packages/Kit/Sources/Kit/Theme.swift": """
            @_exported import SwiftUI
            public enum Space { public static let sm: CGFloat = 8; public static let md: CGFloat = 16; static let lg: CGFloat = 24 }
            enum Palette {
                static let accent = Color(red: 0.2, green: 0.4, blue: 0.9)
                static let ink = Color(hex: 0x112233)
                private static let secret = Color.red
            }
            enum Fonts {
                static let title = UIFont.systemFont(ofSize: 28)
                static let body = UIFont.preferredFont(forTextStyle: .body)
                static func brand(size: CGFloat) -> Font { .system(size: size, design: .rounded) }
            }
            extension View { func cardShadow() -> some View { shadow(radius: 4) } }
            struct Badge: View { var body: some View { Circle().shadow(color: .black, radius: 2) } }
            extension Animation {
                static var gentle: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut }
            }
            let spring = Animation.spring(response: 0.3)
            """,
            "App/Home.swift": "import Kit\nstruct Home: View { var body: some View { Text(\"a\") } }",
        ]
        var facts: [(path: String, content: ProjectTokens.ContentFacts)] = []
        for (path, text) in files {
            let content = ProjectTokens.ContentFacts.of(Array(text.utf8), config: .defaults)
            let stored = try #require(ProjectTokens.ContentFacts(jsonText: content.jsonText))
            #expect(stored == content, "\(path)")
            facts.append((path, stored))
        }
        let theme = try #require(facts.first { $0.path.hasSuffix("Theme.swift") }?.content)
        #expect(theme != .none && theme.reexportsSwiftUI && theme.readsReduceMotion)
        #expect(!theme.fixedFontHelpers.isEmpty && !theme.shadowStyles.isEmpty)
        #expect(theme.shadowsWritten == ["color:.black,radius:2"])
        #expect(!theme.uiKitFonts.isEmpty && !theme.paletteColors.isEmpty)
        let home = try #require(facts.first { $0.path.hasSuffix("Home.swift") }?.content)
        #expect(home.views == ["Home"] && home.typeNames == "Kit View")
        #expect(home.ownedTypeNames == [ShippedViews.OwnedNames(owner: "Home", names: "Text View")])
        let merged = ProjectTokens.merging(contents: facts, config: .defaults)
        let discovered = discover(files)
        #expect(merged == discovered)
        #expect(merged.canonicalText == discovered.canonicalText)
        #expect(merged.paletteColors == discovered.paletteColors)
        #expect(merged.swiftUIModules == ["Kit"])
    }

    /// The app's helpers that go to the disk are found across files, however many calls away,
    /// kept in the facts only when `perf/io-in-body` runs, and part of the identity.
    @Test func helpersThatGoToTheDiskAreFoundAcrossFiles() throws {
        let files = [
            "Currency.swift": """
            enum Currency {
                static var names: [String] = []
                static func allCurrencies() -> [Currency] { decode(readJSONFromFile("Currencies")) }
                static func currencyFromCode(_ code: String) -> Currency { allCurrencies().first { $0.code == code }! }
                static func cachedRates() -> [Rate] {
                    if let rates = cache["rates"] { return rates }
                    cache["rates"] = decode(try! Data(contentsOf: ratesURL))
                    return cache["rates"]!
                }
                func refreshLater() { Task { _ = readJSONFromFile("Later") } }
                var isBundled: Bool { get }
            }
            func readJSONFromFile(_ name: String) -> Data { try! Data(contentsOf: url(name)) }
            """,
            "Format.swift": """
            extension Double {
                func formattedCurrency(_ code: String) -> String { Currency.currencyFromCode(code).format(self) }
                func formattedRate() -> String { Currency.cachedRates().first!.format(self) }
                func names() -> [String] { Currency.names }
            }
            """,
        ]
        let enabled = Configuration.allRules
        let project = discover(files, config: enabled)
        #expect(
            project.diskReaders.via.keys.sorted() == [
                "allCurrencies", "currencyFromCode", "formattedCurrency", "readJSONFromFile",
            ])
        #expect(
            project.diskReaders.path(from: "formattedCurrency")
                == "currencyFromCode → allCurrencies → readJSONFromFile → Data")
        #expect(project.canonicalText.contains("diskReaders=allCurrencies()>readJSONFromFile,"))
        // The way is cut past `DiskReads.maximumSteps` calls from the read.
        let chain =
            (0..<6).map { "func step\($0)Name() { step\($0 + 1)Name() }" }.joined(separator: "\n")
            + "\nfunc step6Name() { _ = FileManager.default.fileExists(atPath: p) }"
        #expect(
            discover(["Chain.swift": chain], config: enabled).diskReaders.via.keys.sorted() == [
                "step3Name", "step4Name", "step5Name", "step6Name",
            ])
        // Off by default: nothing is looked for, kept, or part of the identity.
        for text in files.values { #expect(!optInFacts(text, \.diskHelpers).diskHelpers.isEmpty) }
        #expect(discover(files).diskReaders.isEmpty)
        #expect(!discover(files).canonicalText.contains("diskReaders"))
    }

    /// The colours an app's own `extension ColorScheme` picks by hand are known in every file, and
    /// kept in the facts only when `color/hand-made-appearance` runs.
    @Test func colorsTheAppsColorSchemeExtensionPicksByHandAreFound() throws {
        let text = """
            extension ColorScheme {
                var textColor: Color { self == .dark ? .white : .black }
                func background() -> Color { self != .light ? Color.black.opacity(0.9) : .white }
                var accent: Color { self == .dark ? Palette.night : Palette.day }
            }
            """
        #expect(optInFacts(text, \.schemeColors).schemeColors == ["textColor", "background"])
        let project = discover(["ColorScheme+Text.swift": text], config: .allRules)
        #expect(project.schemeColors == ["textColor", "background"])
        #expect(project.canonicalText.contains("schemeColors=background,textColor"))
    }

    /// The images an app keeps as constants are known by name, with their assets, only when
    /// `a11y/icon-only-button` runs.
    @Test func imagesTheAppKeepsAsConstantsAreFound() throws {
        let text = """
            enum Images {
                static let arrowLeft = Image("arrow_left")
                static let cross: Image = Image(systemName: "xmark")
                static var logo: Image { Image(uiImage: brandImage) }
                static let size = 16
            }
            """
        let content = optInFacts(text, \.imageConstants)
        #expect(content.imageConstants.map(\.name) == ["arrowLeft", "cross", "logo"])
        #expect(content.imageConstants.map(\.asset) == ["arrow_left", "systemName:xmark", ""])
        let project = discover(["Images.swift": text], config: .allRules)
        #expect(project.imageConstants == ["arrowLeft": "arrow_left", "cross": "systemName:xmark", "logo": ""])
        #expect(project.canonicalText.contains("imageConstants=arrowLeft=arrow_left,cross=systemName:xmark,logo="))
    }

    /// The views whose `body` draws only images are known by name, with the facts round-tripped,
    /// only when `a11y/icon-only-button` runs; a view that shows words, or labels its image, is not one.
    @Test func viewsThatDrawOnlyImagesAreFound() throws {
        let text = """
            struct MenuItem: View {
                var imageName: String
                var body: some View {
                    Group { Image(imageName).resizable().frame(width: 40, height: 40) }
                        .background(Color.black)
                }
            }
            struct Badge: View {
                var body: some View { HStack { Image("star"); Text("New") } }
            }
            struct Avatar: View {
                let name: String
                var body: some View { Image(name).accessibilityLabel(name) }
            }
            struct Cover: View {
                struct Inner: View { var body: some View { Text("a") } }
                var body: some View { ZStack { Image(uiImage: image); Circle().stroke() } }
            }
            """
        #expect(optInFacts(text, \.pictureViews).pictureViews == ["MenuItem", "Cover"])
        let project = discover(["Views.swift": text], config: .allRules)
        #expect(project.pictureViews == ["MenuItem", "Cover"])
        #expect(project.canonicalText.contains("pictureViews=Cover,MenuItem"))
    }

    /// The views an app draws to an image are known in every file, only when `typography/fixed-size`
    /// runs.
    @Test func viewsTheAppDrawsToAnImageAreFound() throws {
        let text = """
            func share(_ trip: Trip) -> UIImage? { ImageRenderer(content: TripShareCard(trip: trip)).uiImage }
            func export() { let renderer = ImageRenderer(content: chart); _ = renderer.cgImage }
            func card(_ data: CardData) -> UIImage? {
                let view = StatsCard(data: data)
                    .environment(\\.colorScheme, .light)
                return ImageRenderer(content: view).uiImage
            }
            """
        #expect(optInFacts(text, \.renderedViews).renderedViews == ["TripShareCard", "StatsCard"])
        let project = discover(["Share.swift": text], config: .allRules)
        #expect(project.renderedViews == ["TripShareCard", "StatsCard"])
        #expect(project.canonicalText.contains("renderedViews=StatsCard,TripShareCard"))
    }

    /// Text that is not what the history writes reads as nothing known: the blob is read again.
    @Test func damagedFactsAreNotRead() {
        for text in ["", "[]", "{}", #"{"definitions": 3}"#, "garbage"] {
            #expect(ProjectTokens.ContentFacts(jsonText: text) == nil, "\(text)")
        }
        // A member written only when it holds something is read when whole, refused when damaged.
        let none = String(ProjectTokens.ContentFacts.none.jsonText.dropLast())
        #expect(ProjectTokens.ContentFacts(jsonText: none + "}") == ProjectTokens.ContentFacts.none)
        #expect(ProjectTokens.ContentFacts(jsonText: none + #","renderedViews":["Card"]}"#)?.renderedViews == ["Card"])
        for member in [#""renderedViews":[3]"#, #""storedNames":[]"#, #""diskHelpers":[["a",true]]"#] {
            #expect(ProjectTokens.ContentFacts(jsonText: none + "," + member + "}") == nil, "\(member)")
        }
    }
}
