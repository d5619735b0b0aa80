/// The platforms an app builds for and the oldest system of each, as its build settings say
/// (`IPHONEOS_DEPLOYMENT_TARGET = 15.0;` and `SDKROOT = macosx;` in a project or an
/// `.xcconfig`, `.iOS(.v15)` in a `Package.swift`).
public struct DeploymentTargets: Sendable, Equatable {
    /// The lowest version found per platform, and the file that says so.
    public private(set) var lowest: [Platform: Found] = [:]
    /// Platforms named without a version (`SDKROOT = macosx;`, `SUPPORTED_PLATFORMS`).
    public private(set) var named: Set<Platform> = []

    /// A minimum and the file that sets it.
    public struct Found: Sendable, Equatable {
        public var version: OSVersion
        public var file: String
    }

    public init() {}

    /// Every platform the settings name, with a version or without.
    public var platforms: Set<Platform> { named.union(lowest.keys) }

    /// Reads a build settings file: a project (`project.pbxproj`), an `.xcconfig`, or a
    /// `Package.swift` (`platforms: [.iOS(.v15), .macOS("12.0")]`). `project` is the project
    /// already parsed from `text`, when the caller has it.
    public mutating func read(_ text: String, file: String, project: XcodeProject? = nil) {
        if file.hasSuffix(".pbxproj"), let project = project ?? XcodeProject(text), !project.targets.isEmpty {
            // Target by target: each target's platforms, its settings over its project's.
            for target in project.targets {
                for platform in target.platforms {
                    named.insert(platform)
                    note(platform, target.minimums[platform], file)
                }
            }
            return
        }
        let isPackage = file == "Package.swift" || file.hasSuffix("/Package.swift")
        for platform in Platform.allCases {
            if isPackage {
                for value in Self.values(in: text, after: ".\(platform.packageName)(") {
                    // `.v15`, `.v10_15`, `"15.0"`
                    let version = value.drop { $0 == "." || $0 == "v" || $0 == "\"" }
                    note(platform, OSVersion(String(version.prefix { $0 != "\"" && $0 != ")" })), file)
                }
            } else {
                for value in Self.values(in: text, after: platform.deploymentSetting) {
                    // Named even when the value is a variable: its minimum may come from elsewhere.
                    named.insert(platform)
                    let number = value.drop { $0 == " " || $0 == "=" }.prefix { $0 != ";" && $0 != "\n" && $0 != " " }
                    note(platform, OSVersion(String(number)), file)
                }
                // `SDKROOT = iphoneos;`, `SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";`
                for setting in ["SDKROOT", "SUPPORTED_PLATFORMS"] {
                    for value in Self.values(in: text, after: setting) {
                        let words = value.prefix { $0 != ";" }.split { !$0.isLetter }
                        if words.contains(where: { $0 == platform.sdkName }) { named.insert(platform) }
                    }
                }
            }
        }
    }

    fileprivate mutating func note(_ platform: Platform, _ version: OSVersion?, _ file: String) {
        guard let version else { return }
        if let known = lowest[platform], !(version < known.version) { return }
        lowest[platform] = Found(version: version, file: file)
    }

    /// The text after each occurrence of `marker`, up to the end of its line.
    private static func values(in text: String, after marker: String) -> [Substring] {
        var result: [Substring] = []
        var rest = text[...]
        while let range = rest.range(of: marker) {
            let line = rest[range.upperBound...].prefix { $0 != "\n" }
            result.append(line)
            rest = rest[range.upperBound...]
        }
        return result
    }

    /// The first release with `Font.system(_:design:weight:)`.
    private static let systemFontWithWeight = Availability([
        .iOS: OSVersion(16), .tvOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: OSVersion(9),
    ])

    /// The first target older than `Font.system(_:design:weight:)`: the platform, its version
    /// and the file that sets it; nil when every target has it (or none is known).
    public var withoutSystemFontWeight: (platform: Platform, version: String, file: String)? {
        for platform in Platform.allCases {
            guard let found = lowest[platform], let needed = Self.systemFontWithWeight.minimums[platform],
                found.version < needed
            else { continue }
            return (platform, found.version.description, found.file)
        }
        return nil
    }
}

/// Which deployment targets build which file: a `Package.swift` sets its own folder's (its
/// targets' sources); the projects set everything else, their `.xcconfig` files and packages
/// filling in a minimum a project leaves out. Settings inside third-party folders (`Pods`,
/// `Carthage`, a package checkout) are another project's and are not read.
public struct DeploymentScopes: Sendable, Equatable {
    /// Every project's targets, merged: their platforms, the lowest minimum per platform.
    public private(set) var projects = DeploymentTargets()
    /// Every `.xcconfig`'s settings, merged.
    public private(set) var configFiles = DeploymentTargets()
    /// Each package's platforms by its folder ("" for the tree's root).
    public private(set) var packages: [String: DeploymentTargets] = [:]

    public init() {}

    /// Whether the file at `path` is one that sets deployment targets.
    public static func isSettingsFile(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard name == "project.pbxproj" || name.hasSuffix(".xcconfig") || name == "Package.swift" else {
            return false
        }
        return !path.split(separator: "/").contains { thirdPartyFolders.contains(String($0)) }
    }

    /// Folders that hold other projects' build settings.
    static let thirdPartyFolders: Set<String> = [
        "Pods", "Carthage", ".build", "SourcePackages", "checkouts", "Vendor", "vendor", "ThirdParty", "third_party",
    ]

    /// Reads a build settings file at a root-relative path (`project`: `text` parsed already).
    public mutating func read(_ text: String, path: String, project: XcodeProject? = nil) {
        guard Self.isSettingsFile(path) else { return }
        let components = path.split(separator: "/")
        if components.last == "Package.swift" {
            packages[components.dropLast().joined(separator: "/"), default: DeploymentTargets()].read(text, file: path)
        } else if path.hasSuffix(".xcconfig") {
            configFiles.read(text, file: path)
        } else {
            projects.read(text, file: path, project: project)
        }
    }

    /// The targets that build the file at `path`: the nearest package around it, else the app's.
    public func targets(for path: String) -> DeploymentTargets {
        var folder = path.split(separator: "/").dropLast()
        while !folder.isEmpty {
            if let package = packages[folder.joined(separator: "/")] { return package }
            folder = folder.dropLast()
        }
        return app
    }

    /// The app's own targets: its projects' platforms (else its `.xcconfig` files', else, for an
    /// app made of packages alone, every package's), each platform's minimum from the projects,
    /// else the `.xcconfig` files, else the root package.
    public var app: DeploymentTargets {
        let packageList = packages.sorted { $0.key < $1.key }.map(\.value)
        var merged = projects
        if merged.platforms.isEmpty { merged = configFiles }
        if merged.platforms.isEmpty {
            if let root = packages[""] { merged.merge(root) }
            for package in packageList { merged.merge(package) }
            return merged
        }
        let sources = [configFiles] + (packages[""].map { [$0] } ?? [])
        for platform in merged.platforms where merged.lowest[platform] == nil {
            if let found = sources.lazy.compactMap({ $0.lowest[platform] }).first {
                merged.note(platform, found.version, found.file)
            }
        }
        return merged
    }
}

extension DeploymentTargets {
    /// Takes `other`'s platforms and lower versions.
    mutating func merge(_ other: DeploymentTargets) {
        named.formUnion(other.named)
        for (platform, found) in other.lowest { note(platform, found.version, found.file) }
    }
}
