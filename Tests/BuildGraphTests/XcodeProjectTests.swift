import Testing

@testable import BuildGraph

/// A project with an iOS app (its target raising the project's minimum) that embeds a share
/// extension supporting an older system, a macOS-only target whose settings keep a stray iOS
/// minimum, a test bundle, groups with paths and a synchronized folder.
let sampleProject = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objects = {
            P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); };
            PD /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 12.0; }; name = Debug; };
            PR /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
            G0 = {isa = PBXGroup; children = (G1, S1, G2, ); sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (F3, ); path = Share; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = ShareView.swift; sourceTree = "<group>"; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            SP4 = {isa = PBXSourcesBuildPhase; files = (B3, ); };
            T4 = {isa = PBXNativeTarget; name = Share; buildPhases = (SP4, ); buildConfigurationList = TL4; productType = "com.apple.product-type.app-extension"; };
            TL4 = {isa = XCConfigurationList; buildConfigurations = (TD4, ); };
            TD4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; name = Release; };
            D1 = {isa = PBXTargetDependency; target = T4; };
            G1 = {isa = PBXGroup; children = (F1, F2, ); path = App; sourceTree = "<group>"; };
            F1 /* Card.swift */ = {isa = PBXFileReference; path = Views/Card.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "Old Screen.swift"; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            SP = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            T1 = {isa = PBXNativeTarget; name = App; buildPhases = (SP, ); dependencies = (D1, ); buildConfigurationList = TL1; productType = "com.apple.product-type.application"; };
            TL1 = {isa = XCConfigurationList; buildConfigurations = (TD1, TR1, ); };
            TD1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Debug; };
            TR1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0; }; name = Release; };
            T2 = {isa = PBXNativeTarget; name = Mac; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); buildConfigurationList = TL2; productType = "com.apple.product-type.application"; };
            TL2 = {isa = XCConfigurationList; buildConfigurations = (TD2, ); };
            TD2 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "macosx"; }; name = Debug; };
            T3 = {isa = PBXNativeTarget; name = AppTests; buildPhases = (); buildConfigurationList = TL3; productType = "com.apple.product-type.bundle.unit-test"; };
            TL3 = {isa = XCConfigurationList; buildConfigurations = (TD3, ); };
            TD3 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos; WATCHOS_DEPLOYMENT_TARGET = 4.0; }; name = Debug; };
        };
        rootObject = P1;
    }
    """

@Suite struct XcodeProjectTests {
    @Test func targetsOverrideTheProjectAndNameTheirPlatforms() throws {
        let project = try #require(XcodeProject(sampleProject))
        // The test bundle is not the shipped app: its watchOS 4 is no platform of the app's.
        #expect(project.targets.map(\.name) == ["App", "Mac", "Share"])
        let app = try #require(project.targets.first)
        #expect(app.platforms == [.iOS])
        #expect(app.minimums == [.iOS: OSVersion(17)])
        #expect(app.kind == .application)
        #expect(app.dependencies == ["Share"])
        #expect(project.targets.last?.kind == .appExtension)
        // The Mac target builds for macOS only, with the project's 12 (Debug); the stray iOS
        // minimum it inherits is no platform of it.
        let mac = try #require(project.targets.first { $0.name == "Mac" })
        #expect(mac.platforms == [.macOS])
        #expect(mac.minimums == [.macOS: OSVersion(12)])
    }

    @Test func sourcesAreThePathsOfTheGroupsAndTheSynchronizedFolders() throws {
        let project = try #require(XcodeProject(sampleProject))
        #expect(project.sources == ["App/Views/Card.swift", "Share/ShareView.swift"])
        #expect(project.targets.first?.sources == ["App/Views/Card.swift"])
        #expect(project.sourceFolders == ["Widgets"])
        #expect(XcodeProject.normalized("a/./b/../c") == "a/c")
    }

    @Test func deploymentTargetsReadTheProjectTargetByTarget() {
        var targets = DeploymentTargets()
        targets.read(sampleProject, file: "App.xcodeproj/project.pbxproj")
        #expect(targets.platforms == [.iOS, .macOS])
        #expect(targets.lowest[.iOS]?.version == OSVersion(15))
        #expect(targets.lowest[.macOS]?.version == OSVersion(12))
    }

    /// A module package listing iOS and macOS is built, module by module, for the targets that
    /// link it: a module only the Mac app links for macOS, one the phone app links too for both.
    /// A package no project links keeps what its `Package.swift` says.
    @Test func aLocalPackageIsBuiltForTheTargetsThatLinkIt() throws {
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    P = {isa = PBXProject; mainGroup = G; };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    T = {isa = PBXNativeTarget; name = Mac; buildPhases = (); packageProductDependencies = (PD, PR, PS, ); buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
                    TL = {isa = XCConfigurationList; buildConfigurations = (TD, ); };
                    TD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.0; }; name = Release; };
                    R = {isa = PBXNativeTarget; name = Remote; buildPhases = (); packageProductDependencies = (PR2, ); buildConfigurationList = RL; productType = "com.apple.product-type.application"; };
                    RL = {isa = XCConfigurationList; buildConfigurations = (RD, ); };
                    RD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 18.0; }; name = Release; };
                    PD = {isa = XCSwiftPackageProductDependency; package = LP; productName = Design; };
                    PR = {isa = XCSwiftPackageProductDependency; package = LP; productName = RemoteCore; };
                    PR2 = {isa = XCSwiftPackageProductDependency; productName = RemoteCore; };
                    PS = {isa = XCSwiftPackageProductDependency; package = RP; productName = Sparkle; };
                    LP = {isa = XCLocalSwiftPackageReference; relativePath = ../Modules; };
                    RP = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/sparkle-project/Sparkle"; };
                };
                rootObject = P;
            }
            """
        let package = """
            // swift-tools-version:5.9
            let package = Package(name: "Modules", platforms: [.macOS(.v14), .iOS(.v18)])
            """
        let graph = BuildGraph(files: [
            ("App/OnlySwitch.xcodeproj/project.pbxproj", project), ("Modules/Package.swift", package),
            ("Shared/Package.swift", package),
        ])
        let mac = try #require(graph.targets.first { $0.name == "Mac" })
        #expect(mac.localProducts.map(\.name) == ["Design", "RemoteCore"])
        #expect(mac.localProducts.first?.package == "Modules")
        let design = graph.deployment(for: "Modules/Sources/Design/Card.swift")
        #expect(design.platforms == [.macOS])
        #expect(design.lowest[.macOS]?.version == OSVersion(14))
        #expect(graph.deployment(for: "Modules/Sources/RemoteCore/Client.swift").platforms == [.iOS, .macOS])
        // A module no target names is built as the package is linked: by the Mac app.
        #expect(graph.deployment(for: "Modules/Sources/Defines/Sizes.swift").platforms == [.macOS])
        #expect(graph.deployment(for: "Shared/Sources/Shared/Card.swift").platforms == [.iOS, .macOS])
        // The package a target links is the app's own; one no project links may be others' library.
        #expect(graph.isInPackageLinkedHere("Modules/Sources/Defines/Sizes.swift"))
        #expect(!graph.isInPackageLinkedHere("Shared/Sources/Shared/Card.swift"))
        #expect(!graph.isInPackageLinkedHere("App/Main.swift"))
        Self.expectTheTreeIsBuiltAsEachFile(
            graph,
            [
                "Modules/Sources/Design/Card.swift", "Modules/Sources/RemoteCore/Client.swift",
                "Modules/Sources/Design/Row.swift", "Modules/Sources/Defines/Sizes.swift", "Modules/Package.swift",
                "Shared/Sources/Shared/Card.swift", "App/Main.swift", "Root.swift",
            ])
    }

    @Test func notAPropertyListIsNoProject() {
        #expect(
            XcodeProject("IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n") == nil || XcodeProject("x")?.targets.isEmpty == true)
    }

    @Test func filesNoTargetBuildsAreUnbuilt() {
        var graph = BuildGraph()
        graph.read(sampleProject, path: "Client/App.xcodeproj/project.pbxproj")
        graph.read("// swift-tools-version:5.9", path: "Client/Packages/Kit/Package.swift")
        #expect(!graph.isUnbuilt("Client/App/Views/Card.swift"))
        // Apple's file systems ignore case; projects often spell a folder otherwise than the disk.
        #expect(!graph.isUnbuilt("Client/app/views/Card.swift"))
        #expect(!graph.isUnbuilt("Client/Widgets/Clock/ClockWidget.swift"))
        #expect(graph.isUnbuilt("Client/App/Old Screen.swift"))
        #expect(graph.isUnbuilt("Client/App/Views/Unused.swift"))
        // A package's sources are its own; a file outside every project's folder is unknown.
        #expect(!graph.isUnbuilt("Client/Packages/Kit/Sources/Kit/Button.swift"))
        #expect(!graph.isUnbuilt("Server/main.swift"))
        #expect(
            graph.unbuiltCanonicalText(of: [
                "Client/App/Views/Card.swift", "Client/App/Old Screen.swift", "Client/App/README.md",
            ])
                == "Client/App/Old Screen.swift")
        #expect(!BuildGraph.unknown.isUnbuilt("Client/App/Old Screen.swift"))
    }

    /// Xcode places a group by the checkout's own folder name (`../budgetify-swift/Budgetify`
    /// from the project's folder, the root): its files are the repository's, whatever the
    /// checkout is called.
    @Test func aGroupPlacedThroughTheRepositorysOwnFolderIsInside() {
        let project = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objects = {
                    P1 = {isa = PBXProject; mainGroup = G0; };
                    G0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, ); name = Budgetify; path = "../budgetify-swift/Budgetify"; sourceTree = SOURCE_ROOT; };
                    F1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    SP = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                    T1 = {isa = PBXNativeTarget; name = Budgetify; buildPhases = (SP, ); productType = "com.apple.product-type.application"; };
                };
                rootObject = P1;
            }
            """
        var graph = BuildGraph()
        graph.read(project, path: "Budgetify.xcodeproj/project.pbxproj")
        #expect(!graph.isUnbuilt("Budgetify/Home.swift"))
        #expect(graph.isUnbuilt("Budgetify/Unused.swift"))
        #expect(XcodeProject.fromRoot("../any-name/App/Home.swift") == "App/Home.swift")
        // Further out, or out and no further: not the repository's.
        #expect(XcodeProject.fromRoot("../../x/App/Home.swift") == "../../x/App/Home.swift")
        #expect(XcodeProject.fromRoot("../Home.swift") == "../Home.swift")
        #expect(XcodeProject.fromRoot("App/Home.swift") == "App/Home.swift")
    }

    @Test func synchronizedGroupsMembershipExceptionsLeaveOutAndAddFiles() throws {
        // `Screens` is the app's folder, less a kept-for-later file and a folder of drafts;
        // `Controllers` belongs to no target, and its exceptions give two of its files to the app.
        let project = """
            // !$*UTF8*$!
            {
                objects = {
                    G0 = {isa = PBXGroup; children = (S1, S2, ); sourceTree = "<group>"; };
                    S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, ); path = Screens; sourceTree = "<group>"; };
                    E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.swift, Drafts, ); target = T1; };
                    S2 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E2, ); path = Controllers; sourceTree = "<group>"; };
                    E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Downloads/DownloadsView.swift, Base, ); target = T1; };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S1, ); productType = "com.apple.product-type.application"; };
                };
            }
            """
        let app = try #require(XcodeProject(project)?.targets.first)
        #expect(app.sourceFolders.sorted() == ["Controllers/Base", "Screens"])
        #expect(app.sources == ["Controllers/Downloads/DownloadsView.swift"])
        #expect(app.excludedPaths.sorted() == ["Screens/Drafts", "Screens/Old.swift"])
        var graph = BuildGraph()
        graph.read(project, path: "Mac/App.xcodeproj/project.pbxproj")
        #expect(!graph.isUnbuilt("Mac/Screens/Home.swift"))
        #expect(graph.isUnbuilt("Mac/Screens/Old.swift"))
        #expect(graph.isUnbuilt("Mac/Screens/Drafts/Sketch.swift"))
        #expect(!graph.isUnbuilt("Mac/Screens/OldTimer.swift"))
        #expect(!graph.isUnbuilt("Mac/Controllers/Downloads/DownloadsView.swift"))
        #expect(!graph.isUnbuilt("Mac/Controllers/Base/Window.swift"))
        #expect(graph.isUnbuilt("Mac/Controllers/Downloads/DownloadsCell.swift"))
    }

    @Test func eachFileIsBuiltAsTheTargetsThatCompileItSay() {
        var graph = BuildGraph()
        graph.read(sampleProject, path: "Client/App.xcodeproj/project.pbxproj")
        graph.read(#"platforms: [.iOS(.v16)]"#, path: "Client/Packages/Kit/Package.swift")
        // The app's file: its target's iOS 17, not the extension's 15 nor the Mac target's platform.
        let card = graph.deployment(for: "Client/App/Views/Card.swift")
        #expect(card.platforms == [.iOS])
        #expect(card.lowest[.iOS]?.version == OSVersion(17))
        #expect(graph.targets(building: "Client/App/Views/Card.swift").map(\.name) == ["App"])
        // The extension's file: its own minimum.
        #expect(graph.deployment(for: "Client/Share/ShareView.swift").lowest[.iOS]?.version == OSVersion(15))
        // A synchronized folder's file: the Mac target's.
        #expect(graph.deployment(for: "Client/Widgets/Clock.swift").platforms == [.macOS])
        // A folder whose name only starts like the synchronized one's is not inside it.
        #expect(graph.targets(building: "Client/WidgetsKit/Clock.swift").isEmpty)
        #expect(graph.targets(building: "Client/Widgets").isEmpty)
        // A package's file: the package's; a file no target names: the app's as a whole.
        #expect(
            graph.deployment(for: "Client/Packages/Kit/Sources/Kit/Button.swift").lowest[.iOS]?.version == OSVersion(16)
        )
        let loose = graph.deployment(for: "Client/App/Old Screen.swift")
        #expect(loose.platforms == [.iOS, .macOS])
        #expect(loose.lowest[.iOS]?.version == OSVersion(15))
        Self.expectTheTreeIsBuiltAsEachFile(
            graph,
            [
                "Client/App/Views/Card.swift", "Client/Share/ShareView.swift", "Client/Widgets/Clock.swift",
                "Client/App/Views/List.swift", "Client/WidgetsKit/Clock.swift",
                "Client/Packages/Kit/Sources/Kit/Button.swift", "Client/App/Old Screen.swift",
                "Client/Packages/Kit/Sources/Kit/Field.swift", "Client/Widgets/Face.swift",
            ])
    }

    /// A tree's deployments asked at once are each file's asked alone, the files of one target
    /// or one package module sharing one.
    static func expectTheTreeIsBuiltAsEachFile(
        _ graph: BuildGraph, _ paths: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let tree = graph.deployments(for: paths)
        #expect(
            tree.index.map { tree.distinct[$0] } == paths.map(graph.deployment(for:)), sourceLocation: sourceLocation)
        #expect(tree.distinct.count < paths.count, sourceLocation: sourceLocation)
    }
}

extension XcodeProjectTests {
    /// A target whose settings live in `.xcconfig` files its configurations are based on.
    static let configuredProject = """
        {
            objects = {
                P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; };
                PL = {isa = XCConfigurationList; buildConfigurations = (PC, ); };
                PC = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                G = {isa = PBXGroup; children = (C, S, ); sourceTree = "<group>"; };
                C = {isa = PBXFileReference; path = Configuration/App.release.xcconfig; sourceTree = "<group>"; };
                S = {isa = PBXFileSystemSynchronizedRootGroup; path = Sources/App; sourceTree = "<group>"; };
                T = {isa = PBXNativeTarget; name = App; buildPhases = (); fileSystemSynchronizedGroups = (S, ); buildConfigurationList = TL; productType = "com.apple.product-type.application"; };
                TL = {isa = XCConfigurationList; buildConfigurations = (TC, ); };
                TC = {isa = XCBuildConfiguration; baseConfigurationReference = C; buildSettings = {PRODUCT_NAME = App; }; name = Release; };
            };
        }
        """

    @Test func aConfigurationBasedOnAnXCConfigTakesItsSettings() {
        let graph = BuildGraph(files: [
            (path: "Client/App.xcodeproj/project.pbxproj", text: Self.configuredProject),
            (path: "Client/Configuration/App.release.xcconfig", text: "#include \"App.xcconfig\"\nSWIFT_VERSION = 6\n"),
            (
                path: "Client/Configuration/App.xcconfig",
                text:
                    "SDKROOT = iphoneos // the app\nIPHONEOS_DEPLOYMENT_TARGET = 16.4\nIPHONEOS_DEPLOYMENT_TARGET[sdk=macosx*] = 13\n"
            ),
        ])
        #expect(graph.targets.first?.platforms == [.iOS])
        #expect(graph.targets.first?.minimums == [.iOS: OSVersion(16, 4)])
        #expect(graph.deployment(for: "Client/Sources/App/Home.swift").lowest[.iOS]?.version == OSVersion(16, 4))
    }

    /// Xcode finds an included file beside the one that includes it, else from the project's
    /// folder: a TV target's settings included as `Xcode/Shared/tvOS.xcconfig` from deep inside
    /// `Xcode/` make it a tvOS target, not one of the project's iOS default.
    @Test func anIncludeWrittenFromTheRootIsFoundThere() {
        let project = Self.configuredProject.replacing(
            "Configuration/App.release.xcconfig", with: "Xcode/TV/App.release.xcconfig")
        let tvOS = "SDKROOT = appletvos\nTVOS_DEPLOYMENT_TARGET = 14.0\n"
        let graph = BuildGraph(files: [
            (path: "App.xcodeproj/project.pbxproj", text: project),
            (path: "Xcode/TV/App.release.xcconfig", text: "#include \"Xcode/Shared/tvOS.xcconfig\"\n"),
            (path: "Xcode/Shared/tvOS.xcconfig", text: tvOS),
        ])
        #expect(graph.targets.first?.platforms == [.tvOS])
        #expect(graph.targets.first?.minimums == [.tvOS: OSVersion(14, 0)])
    }
}
