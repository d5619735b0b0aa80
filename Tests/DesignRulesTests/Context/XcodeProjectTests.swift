import Testing

@testable import DesignRules

/// A project with an iOS app (its target raising the project's minimum), a macOS-only target whose
/// settings keep a stray iOS minimum, a test bundle, groups with paths and a synchronized folder.
let sampleProject = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objects = {
            P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); };
            PD /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; MACOSX_DEPLOYMENT_TARGET = 12.0; }; name = Debug; };
            PR /* Release */ = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; }; name = Release; };
            G0 = {isa = PBXGroup; children = (G1, S1, ); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (F1, F2, ); path = App; sourceTree = "<group>"; };
            F1 /* Card.swift */ = {isa = PBXFileReference; path = Views/Card.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "Old Screen.swift"; sourceTree = "<group>"; };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Widgets; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            SP = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            T1 = {isa = PBXNativeTarget; name = App; buildPhases = (SP, ); buildConfigurationList = TL1; productType = "com.apple.product-type.application"; };
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
        #expect(project.targets.map(\.name) == ["App", "Mac"])
        let app = try #require(project.targets.first)
        #expect(app.platforms == [.iOS])
        #expect(app.minimums == [.iOS: OSVersion(17)])
        // The Mac target builds for macOS only, with the project's 12 (Debug); the stray iOS
        // minimum it inherits is no platform of it.
        let mac = try #require(project.targets.last)
        #expect(mac.platforms == [.macOS])
        #expect(mac.minimums == [.macOS: OSVersion(12)])
    }

    @Test func sourcesAreThePathsOfTheGroupsAndTheSynchronizedFolders() throws {
        let project = try #require(XcodeProject(sampleProject))
        #expect(project.sources == ["App/Views/Card.swift"])
        #expect(project.sourceFolders == ["Widgets"])
        #expect(XcodeProject.normalized("a/./b/../c") == "a/c")
    }

    @Test func deploymentTargetsReadTheProjectTargetByTarget() {
        var targets = DeploymentTargets()
        targets.read(sampleProject, file: "App.xcodeproj/project.pbxproj")
        #expect(targets.platforms == [.iOS, .macOS])
        #expect(targets.lowest[.iOS]?.version == OSVersion(17))
        #expect(targets.lowest[.macOS]?.version == OSVersion(12))
    }

    @Test func notAPropertyListIsNoProject() {
        #expect(
            XcodeProject("IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n") == nil || XcodeProject("x")?.targets.isEmpty == true)
    }

    @Test func filesNoTargetBuildsAreUnbuilt() {
        var membership = SourceMembership()
        membership.read(sampleProject, path: "Client/App.xcodeproj/project.pbxproj")
        membership.read("// swift-tools-version:5.9", path: "Client/Packages/Kit/Package.swift")
        #expect(!membership.isUnbuilt("Client/App/Views/Card.swift"))
        // Apple's file systems ignore case; projects often spell a folder otherwise than the disk.
        #expect(!membership.isUnbuilt("Client/app/views/Card.swift"))
        #expect(!membership.isUnbuilt("Client/Widgets/Clock/ClockWidget.swift"))
        #expect(membership.isUnbuilt("Client/App/Old Screen.swift"))
        #expect(membership.isUnbuilt("Client/App/Views/Unused.swift"))
        // A package's sources are its own; a file outside every project's folder is unknown.
        #expect(!membership.isUnbuilt("Client/Packages/Kit/Sources/Kit/Button.swift"))
        #expect(!membership.isUnbuilt("Server/main.swift"))
        #expect(
            membership.canonicalText(of: ["Client/App/Views/Card.swift", "Client/App/Old Screen.swift"])
                == "Client/App/Old Screen.swift")
        #expect(!SourceMembership.unknown.isUnbuilt("Client/App/Old Screen.swift"))
    }
}
