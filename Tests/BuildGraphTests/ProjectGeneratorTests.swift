import Testing

@testable import BuildGraph

/// Trees that keep no `.xcodeproj` but the specification a generator makes it from.
@Suite struct ProjectGeneratorTests {
    static let xcodeGen = """
        name: Atlas # the app
        options:
          deploymentTarget:
            iOS: "16.0"
            macOS: "13.0"
        targetTemplates:
          AppTemplate:
            type: application
            supportedDestinations: [iOS, macOS]
            sources:
              - path: App
        targets:
          Atlas:
            templates:
              - AppTemplate
            sources:
              - Views
            dependencies:
              - target: AtlasWidget
              - package: Kingfisher
          AtlasWidget:
            type: app-extension
            platform: iOS
            deploymentTarget: "17.0"
            sources: [Widget]
          AtlasTests:
            type: bundle.unit-test
            platform: iOS
            sources: [Tests]
        """

    static let tuist = """
        import ProjectDescription

        let project = Project(
            name: "Ledger",
            targets: [
                .target(
                    name: "Ledger",
                    destinations: [.mac],
                    product: .app,
                    bundleId: "app.ledger",
                    deploymentTargets: .macOS("14.0"),
                    sources: ["Ledger/**/*.swift"],
                    dependencies: [.target(name: "LedgerKit"), .external(name: "Sparkle")]
                ),
                .target(
                    name: "LedgerKit",
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "app.ledger.kit",
                    deploymentTargets: .multiplatform(iOS: "17.0", macOS: "14.0"),
                    sources: ["Kit/Sources/**"]
                ),
                .target(name: "LedgerTests", destinations: [.mac], product: .unitTests, bundleId: "t", sources: ["Tests/**"]),
                .target(name: helperName, destinations: [.mac], product: .commandLineTool, bundleId: "h"),
            ]
        )
        """

    @Test func anXcodeGenSpecificationNamesItsTargets() throws {
        let targets = try #require(XcodeGenProject.targets(Self.xcodeGen))
        // The test bundle is not the shipped app.
        #expect(targets.map(\.name) == ["Atlas", "AtlasWidget"])
        let app = try #require(targets.first)
        #expect(app.kind == .application)
        #expect(app.platforms == [.iOS, .macOS])
        // The project's options give the app its minimums; the widget sets its own.
        #expect(app.minimums == [.iOS: OSVersion(16), .macOS: OSVersion(13)])
        #expect(app.sourceFolders == ["App", "Views"])
        #expect(app.dependencies == ["AtlasWidget"])
        #expect(targets.last?.kind == .appExtension)
        #expect(targets.last?.minimums == [.iOS: OSVersion(17)])
        #expect(XcodeGenProject.targets("name: Atlas\n") == nil)
    }

    @Test func aTuistManifestNamesItsTargets() throws {
        let targets = try #require(TuistProject.targets(Self.tuist))
        // A name the manifest computes is kept as written.
        #expect(targets.map(\.name) == ["Ledger", "LedgerKit", "helperName"])
        #expect(targets.first?.platforms == [.macOS])
        #expect(targets.first?.minimums == [.macOS: OSVersion(14)])
        #expect(targets.first?.sourceFolders == ["Ledger"])
        #expect(targets.first?.dependencies == ["LedgerKit"])
        #expect(targets[1].kind == .framework)
        #expect(targets[1].minimums == [.iOS: OSVersion(17), .macOS: OSVersion(14)])
        #expect(TuistProject.targets("let package = Package(name: \"x\")") == nil)
    }

    /// Every path of a tree and of a history's commits is asked whether it sets what builds the app.
    @Test(arguments: [
        ("App.xcodeproj/project.pbxproj", true), ("Config/Shared.xcconfig", true), ("Package.swift", true),
        ("Kit/Package.swift", true), ("project.yml", true), ("Client/project.yaml", true), ("Mac/Project.swift", true),
        ("Tuist/ProjectDescriptionHelpers/Constants.swift", true),
        ("Tuist/ProjectDescriptionHelpers/Targets/Framework.swift", true),
        ("App/Views/Home.swift", false), ("App/MyProject.swift", false), ("App/Project.swift.orig", false),
        ("Docs/project.yml.md", false), ("Tuist/ProjectDescriptionHelpers.swift", false),
        ("ProjectDescriptionHelpers/Readme.md", false), ("Pods/Kit/Package.swift", false),
        ("vendor/Lib/Config.xcconfig", false), ("", false), ("/", false),
    ])
    func settingsFilesAreToldByName(path: String, isSettings: Bool) {
        #expect(BuildGraph.isSettingsFile(path) == isSettings)
    }

    @Test func theGraphReadsGeneratedProjectsAtTheirFolder() {
        var graph = BuildGraph()
        #expect(BuildGraph.isSettingsFile("Client/project.yml"))
        graph.read(Self.xcodeGen, path: "Client/project.yml")
        graph.read(Self.tuist, path: "Mac/Project.swift")
        #expect(graph.deployment(for: "Client/App/Home.swift").lowest[.iOS]?.version == OSVersion(16))
        #expect(graph.deployment(for: "Client/Widget/Clock.swift").lowest[.iOS]?.version == OSVersion(17))
        #expect(graph.deployment(for: "Mac/Ledger/Views/Main.swift").platforms == [.macOS])
        // A specification is read in part (globs, templates, names computed in Swift): it leaves out nothing.
        #expect(!graph.isUnbuilt("Client/Old/Screen.swift"))
        #expect(!graph.isUnbuilt("Mac/Kit/Sources/Kit/Model.swift"))
        #expect(graph.app.platforms == [.iOS, .macOS])
    }

    /// Manifests that build their targets with the project's helpers (`Target.makeFrameworkTarget(...)`)
    /// state no minimum: the helpers' own declaration is the app's, below an example project's.
    @Test func aTuistProjectsHelpersGiveTheAppItsMinimum() throws {
        let helpers = """
            import ProjectDescription
            public struct Constant {
                public static let destinations: ProjectDescription.Destinations = [.iPhone, .iPad]
                public static let deploymentTargets: ProjectDescription.DeploymentTargets = .iOS("15.5")
                static let organizationName = "Olvid"
            }
            """
        let defaults = try #require(TuistProject.helperDefaults(helpers))
        #expect(defaults.platforms == [.iOS])
        #expect(defaults.minimums == [.iOS: OSVersion(15, 5)])
        #expect(TuistProject.helperDefaults("public enum Paths { static let root = \"Sources\" }") == nil)

        let path = "tuist/ProjectDescriptionHelpers/Constant.swift"
        #expect(BuildGraph.isSettingsFile(path))
        #expect(!BuildGraph.isSettingsFile("App/Sources/Helpers/Constant.swift"))
        var graph = BuildGraph()
        graph.read(
            "let project = Project.createProjectForFramework(frameworkTarget: .makeFrameworkTarget(name: name))",
            path: "Sources/Kit/Project.swift")
        graph.read(helpers, path: path)
        #expect(graph.app.lowest[.iOS]?.version == OSVersion(15, 5))
        #expect(graph.deployment(for: "Sources/Kit/Sources/Model.swift").lowest[.iOS]?.version == OSVersion(15, 5))
    }
}
