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

        public init(version: OSVersion, file: String) {
            self.version = version
            self.file = file
        }
    }

    public init() {}

    /// Every platform the settings name, with a version or without.
    public var platforms: Set<Platform> { named.union(lowest.keys) }

    /// Whether `file` is a package manifest, whose platforms are calls (`.iOS(.v17)`).
    public static func isManifest(_ file: String) -> Bool {
        file == "Package.swift" || file.hasSuffix("/Package.swift")
    }

    /// Reads a build settings file: a project (`project.pbxproj`), an `.xcconfig`, or a
    /// `Package.swift` (`platforms: [.iOS(.v15), .macOS("12.0")]`). `project` is the project
    /// already parsed from `text`, when the caller has it.
    public mutating func read(_ text: String, file: String, project: XcodeProject? = nil) {
        if file.hasSuffix(".pbxproj"), let project = project ?? XcodeProject(text), !project.targets.isEmpty {
            add(project.targets, file: file)
            return
        }
        let isPackage = Self.isManifest(file)
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

    /// Takes a project's targets, target by target: each one's platforms and minimums.
    mutating func add(_ targets: [XcodeProject.Target], file: String) {
        for target in targets {
            for platform in target.platforms {
                named.insert(platform)
                note(platform, target.minimums[platform], file)
            }
        }
    }

    mutating func note(_ platform: Platform, _ version: OSVersion?, _ file: String) {
        guard let version else { return }
        if let known = lowest[platform], !(version < known.version) { return }
        lowest[platform] = Found(version: version, file: file)
    }

    /// The text after each occurrence of `marker`, up to the end of its line.
    /// Searched as bytes: a project file is read once per platform and setting, and a search by
    /// `Character` cost more than the rest of a scan of a small app.
    private static func values(in text: String, after marker: String) -> [Substring] {
        var result: [Substring] = []
        let bytes = text.utf8
        let needle = Array(marker.utf8)
        guard let first = needle.first else { return [] }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            guard bytes[start...].starts(with: needle) else {
                from = bytes.index(after: start)
                continue
            }
            let valueStart = bytes.index(start, offsetBy: needle.count)
            let lineEnd = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            result.append(text[valueStart..<lineEnd])
            from = valueStart
        }
        return result
    }
}

extension DeploymentTargets {
    /// Names `platform` as one built for.
    mutating func name(_ platform: Platform) {
        named.insert(platform)
    }

    /// Takes `other`'s platforms and lower versions.
    /// Only `platforms`' names and minimums.
    func restricted(to platforms: Set<Platform>) -> DeploymentTargets {
        var kept = self
        kept.named = named.intersection(platforms)
        kept.lowest = lowest.filter { platforms.contains($0.key) }
        return kept
    }

    mutating func merge(_ other: DeploymentTargets) {
        named.formUnion(other.named)
        for (platform, found) in other.lowest { note(platform, found.version, found.file) }
    }
}
