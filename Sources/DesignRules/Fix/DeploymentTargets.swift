/// The oldest system each platform of the app must run on, as its build settings say
/// (`IPHONEOS_DEPLOYMENT_TARGET = 15.0;` in a project or an `.xcconfig`, `.iOS(.v15)` in a
/// `Package.swift`). `fix` writes `Font.system(_:design:weight:)` only where every target has it.
public struct DeploymentTargets: Sendable {
    public enum Platform: String, Sendable, CaseIterable {
        case iOS, macOS, tvOS, watchOS

        /// The setting's name in a project or an `.xcconfig`.
        var setting: String {
            switch self {
            case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
            case .macOS: "MACOSX_DEPLOYMENT_TARGET"
            case .tvOS: "TVOS_DEPLOYMENT_TARGET"
            case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
            }
        }

        /// The first release with `Font.system(_:design:weight:)`.
        var systemFontWithWeight: [Int] {
            switch self {
            case .iOS, .tvOS: [16]
            case .macOS: [13]
            case .watchOS: [9]
            }
        }
    }

    /// The lowest version found per platform, and the file that says so.
    public private(set) var lowest: [Platform: (version: [Int], file: String)] = [:]

    public init() {}

    /// Reads a build settings file: a project (`project.pbxproj`), an `.xcconfig`, or a
    /// `Package.swift` (`platforms: [.iOS(.v15), .macOS("12.0")]`).
    public mutating func read(_ text: String, file: String) {
        let isPackage = file == "Package.swift" || file.hasSuffix("/Package.swift")
        for platform in Platform.allCases {
            if isPackage {
                for value in Self.values(in: text, after: ".\(platform.rawValue)(") {
                    // `.v15`, `.v10_15`, `"15.0"`
                    let version = value.drop { $0 == "." || $0 == "v" || $0 == "\"" }
                    note(platform, Self.version(String(version.prefix { $0 != "\"" && $0 != ")" })), file)
                }
            } else {
                for value in Self.values(in: text, after: platform.setting) {
                    let number = value.drop { $0 == " " || $0 == "=" }.prefix { $0 != ";" && $0 != "\n" && $0 != " " }
                    note(platform, Self.version(String(number)), file)
                }
            }
        }
    }

    fileprivate mutating func note(_ platform: Platform, _ version: [Int]?, _ file: String) {
        guard let version, !version.isEmpty else { return }
        if let known = lowest[platform], !version.lexicographicallyPrecedes(known.version) { return }
        lowest[platform] = (version, file)
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

    /// `15.0`, `10_15`, `16.4` as numbers; nil for a variable (`$(RECOMMENDED_...)`).
    private static func version(_ text: String) -> [Int]? {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// The first target older than `Font.system(_:design:weight:)`: the platform, its version
    /// and the file that sets it; nil when every target has it (or none is known).
    public var withoutSystemFontWeight: (platform: Platform, version: String, file: String)? {
        for platform in Platform.allCases {
            guard let found = lowest[platform], found.version.lexicographicallyPrecedes(platform.systemFontWithWeight)
            else { continue }
            return (platform, found.version.map(String.init).joined(separator: "."), found.file)
        }
        return nil
    }
}

/// Which deployment targets build which file: a `Package.swift` sets its own folder's (its
/// targets' sources); the projects and `.xcconfig` files set everything else, with a package at
/// the root of the tree.
public struct DeploymentScopes: Sendable {
    /// Every project's and `.xcconfig`'s settings, merged: the lowest per platform.
    public private(set) var projects = DeploymentTargets()
    /// Each package's platforms by its folder ("" for the tree's root).
    public private(set) var packages: [String: DeploymentTargets] = [:]

    public init() {}

    /// Reads a build settings file at a root-relative path.
    public mutating func read(_ text: String, path: String) {
        let components = path.split(separator: "/")
        if components.last == "Package.swift" {
            packages[components.dropLast().joined(separator: "/"), default: DeploymentTargets()].read(text, file: path)
        } else {
            projects.read(text, file: path)
        }
    }

    /// The targets that build the file at `path`: the nearest package around it, else the
    /// projects' and the root package's together.
    public func targets(for path: String) -> DeploymentTargets {
        var folder = path.split(separator: "/").dropLast()
        while !folder.isEmpty {
            if let package = packages[folder.joined(separator: "/")] { return package }
            folder = folder.dropLast()
        }
        var merged = projects
        if let root = packages[""] { merged.merge(root) }
        return merged
    }
}

extension DeploymentTargets {
    /// Takes `other`'s lower versions.
    mutating func merge(_ other: DeploymentTargets) {
        for (platform, found) in other.lowest { note(platform, found.version, found.file) }
    }
}
