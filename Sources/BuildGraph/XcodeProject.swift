/// The targets of an Xcode project (`project.pbxproj`) with the platforms each builds for, the
/// oldest system of each and the files it compiles. A target's build settings override its
/// project's, so a project that says iOS 16 while its app target says iOS 17 builds for iOS 17;
/// `SUPPORTED_PLATFORMS` (else `SDKROOT`) says which platforms a target builds for, so a
/// `MACOSX_DEPLOYMENT_TARGET` left in an iOS target's settings is not a macOS app. Test bundles
/// are not the shipped app.
public struct XcodeProject: Sendable {
    /// One target: what it builds, its platforms and the minimum of each (absent when its
    /// settings leave it to an `.xcconfig` or the SDK's default), and its sources.
    public struct Target: Sendable, Equatable {
        public var name: String
        public var kind: Kind
        public var platforms: Set<Platform>
        public var minimums: [Platform: OSVersion]
        /// The Swift files its sources build phase compiles, relative to the folder holding the `.xcodeproj`.
        public var sources: Set<String>
        /// Folders it compiles as a whole (Xcode 16's synchronized groups).
        public var sourceFolders: [String]
        /// Files and folders inside `sourceFolders` it does not compile (a synchronized group's
        /// membership exceptions for it).
        public var excludedPaths: [String] = []
        /// The names of the targets it depends on.
        public var dependencies: [String]
        /// The products of local packages it links: each product's name, and its package's folder
        /// relative to the folder holding the `.xcodeproj` (`XCLocalSwiftPackageReference`), or nil
        /// for a package the project holds as a folder, which names no package. A remote
        /// package's products are not the app's code.
        public var localProducts: [LocalProduct] = []
    }

    /// A product of a local package that a target links.
    public struct LocalProduct: Sendable, Equatable {
        public var name: String
        public var package: String?
    }

    /// What a target builds, from its `productType`.
    public enum Kind: String, Sendable, Equatable {
        case application, appExtension, framework, library, tool, other

        init(productType: String) {
            switch productType {
            case let type where type.hasPrefix("com.apple.product-type.application"): self = .application
            case let type where type.contains("app-extension") || type.hasSuffix(".extensionkit-extension"):
                self = .appExtension
            case let type where type.contains("framework"): self = .framework
            case let type where type.contains("library"): self = .library
            case "com.apple.product-type.tool": self = .tool
            default: self = .other
            }
        }
    }

    public let targets: [Target]

    /// The Swift files any target compiles.
    public var sources: Set<String> { targets.reduce(into: []) { $0.formUnion($1.sources) } }
    /// The folders any target compiles as a whole.
    public var sourceFolders: [String] { targets.flatMap(\.sourceFolders) }

    /// Reads a `project.pbxproj`; nil when it is not one (not an old-style property list).
    /// `configFile` gives the settings of an `.xcconfig` a configuration is based on (its path
    /// relative to the project's folder), includes followed: under the project's and the
    /// target's own settings, as Xcode layers them.
    public init?(_ text: String, configFile: (String) -> [String: String]? = { _ in nil }) {
        var parser = OpenStepPlistParser(Array(text.utf8))
        guard case .dictionary(let root) = parser.parse(), case .dictionary(let objects) = root["objects"] else {
            return nil
        }
        func dictionary(_ id: String?) -> [String: SettingsValue]? {
            guard let id, case .dictionary(let object) = objects[id] else { return nil }
            return object
        }
        func string(_ object: [String: SettingsValue], _ key: String) -> String? {
            if case .string(let text) = object[key] { return text }
            return nil
        }
        func ids(_ object: [String: SettingsValue], _ key: String) -> [String] {
            guard case .array(let items) = object[key] else { return [] }
            return items.compactMap { if case .string(let id) = $0 { return id } else { return nil } }
        }
        // Each group's and file's parent, for their paths: a `<group>` path is its parent's plus its own.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let object) = value else { continue }
            for child in ids(object, "children") { parents[child] = id }
        }
        var pathCache: [String: String?] = [:]
        func path(of id: String) -> String? {
            if let cached = pathCache[id] { return cached }
            guard let object = dictionary(id) else { return nil }
            let own = string(object, "path")
            let result: String?
            switch string(object, "sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    result = path(of: parent).map { base in own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base }
                } else {
                    result = own ?? ""
                }
            case "SOURCE_ROOT": result = own ?? ""
            default: result = nil  // an SDK's, the build products', an absolute path: not the app's sources
            }
            pathCache[id] = result
            return result
        }
        /// Each configuration's settings, by configuration name, of a configuration list.
        func settings(ofList id: String?) -> [String: [String: String]] {
            guard let list = dictionary(id), case .array(let ids) = list["buildConfigurations"] else { return [:] }
            var result: [String: [String: String]] = [:]
            for case .string(let configurationID) in ids {
                guard let configuration = dictionary(configurationID),
                    case .string(let name) = configuration["name"],
                    case .dictionary(let buildSettings) = configuration["buildSettings"]
                else { continue }
                // The base `.xcconfig` first; the configuration's own settings over it.
                var flat: [String: String] =
                    configuration["baseConfigurationReference"]?.string.flatMap { path(of: $0) }
                    .flatMap { configFile(Self.normalized($0)) } ?? [:]
                for (key, value) in buildSettings {
                    if case .string(let text) = value { flat[key] = text }
                }
                result[name] = flat
            }
            return result
        }
        var project: [String: [String: String]] = [:]
        for (_, value) in objects {
            guard case .dictionary(let object) = value, case .string("PBXProject") = object["isa"] else { continue }
            if case .string(let list) = object["buildConfigurationList"] { project = settings(ofList: list) }
        }
        // Each target's name by id, for the names of its dependencies.
        var targetNames: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let object) = value, let name = string(object, "name"),
                string(object, "isa")?.hasSuffix("Target") == true
            else { continue }
            targetNames[id] = name
        }
        // A synchronized group's membership exceptions, by the target they are for: inside a group
        // the target compiles they are left out of it; inside one it does not, they are compiled
        // by it (a file of a shared folder given to one more target).
        var exceptions: [String: [(group: String, paths: [String])]] = [:]
        for (id, value) in objects {
            guard case .dictionary(let group) = value, string(group, "isa") == "PBXFileSystemSynchronizedRootGroup"
            else { continue }
            for exception in ids(group, "exceptions") {
                guard let set = dictionary(exception), let target = string(set, "target") else { continue }
                exceptions[target, default: []].append((id, ids(set, "membershipExceptions")))
            }
        }
        var targets: [Target] = []
        for (targetID, value) in objects {
            guard case .dictionary(let object) = value, case .string(let isa) = object["isa"],
                isa == "PBXNativeTarget" || isa == "PBXAggregateTarget"
            else { continue }
            let productType = string(object, "productType") ?? ""
            if productType.contains("test") { continue }
            var target = Target(
                name: string(object, "name") ?? "", kind: Kind(productType: productType), platforms: [], minimums: [:],
                sources: [], sourceFolders: [], dependencies: [])
            for phase in ids(object, "buildPhases") {
                guard let build = dictionary(phase), string(build, "isa") == "PBXSourcesBuildPhase" else { continue }
                for file in ids(build, "files") {
                    guard let buildFile = dictionary(file), let reference = string(buildFile, "fileRef"),
                        let sourcePath = path(of: reference)
                    else { continue }
                    target.sources.insert(Self.normalized(sourcePath))
                }
            }
            let groups = ids(object, "fileSystemSynchronizedGroups")
            for group in groups {
                if let folder = path(of: group) { target.sourceFolders.append(Self.normalized(folder)) }
            }
            for (group, paths) in exceptions[targetID] ?? [] {
                guard let folder = path(of: group) else { continue }
                let inside = paths.map { Self.normalized(folder.isEmpty ? $0 : folder + "/" + $0) }
                if groups.contains(group) {
                    target.excludedPaths += inside
                } else {
                    // A Swift file, or a folder of them.
                    for path in inside {
                        if path.hasSuffix(".swift") {
                            target.sources.insert(path)
                        } else {
                            target.sourceFolders.append(path)
                        }
                    }
                }
            }
            for product in ids(object, "packageProductDependencies") {
                guard let dependency = dictionary(product), let name = string(dependency, "productName") else {
                    continue
                }
                guard let reference = string(dependency, "package") else {
                    target.localProducts.append(LocalProduct(name: name, package: nil))
                    continue
                }
                guard let package = dictionary(reference), string(package, "isa") == "XCLocalSwiftPackageReference",
                    let folder = string(package, "relativePath")
                else { continue }
                target.localProducts.append(LocalProduct(name: name, package: Self.normalized(folder)))
            }
            for dependency in ids(object, "dependencies") {
                guard let link = dictionary(dependency), let name = targetNames[string(link, "target") ?? ""] else {
                    continue
                }
                target.dependencies.append(name)
            }
            guard case .string(let list) = object["buildConfigurationList"] else {
                targets.append(target)
                continue
            }
            for (configuration, own) in settings(ofList: list) {
                // The target's settings over the project's of the same configuration.
                let resolved = (project[configuration] ?? [:]).merging(own) { _, target in target }
                let platforms = Self.platforms(resolved)
                target.platforms.formUnion(platforms)
                for platform in platforms {
                    guard let text = resolved[platform.deploymentSetting], let version = OSVersion(text) else {
                        continue
                    }
                    if let known = target.minimums[platform], !(version < known) { continue }
                    target.minimums[platform] = version
                }
            }
            targets.append(target)
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// The root-relative path of `relative`, a path a project or specification in `folder` (root
    /// relative, empty at the root) names: joined, normalized and read from the root (`fromRoot`).
    static func rootPath(_ relative: String, folder: String) -> String {
        fromRoot(normalized(folder.isEmpty ? relative : folder + "/" + relative))
    }

    /// A normalized path of the repository's files as seen from its root: one that climbs out of
    /// the root and straight back into a folder (`../budgetify-swift/Budgetify/App.swift`, as
    /// Xcode writes a group placed by the folder's own name) is read from the root
    /// (`Budgetify/App.swift`). It is the repository's own folder when the checkout has the name
    /// the project's author gave it; the name is not compared, so a history does not depend on
    /// what a checkout is called. Any other path is returned as it is.
    static func fromRoot(_ path: String) -> String {
        guard path.hasPrefix("../") else { return path }
        let rest = path.dropFirst(3)
        guard let slash = rest.firstIndex(of: "/"), !rest[..<slash].isEmpty, rest[..<slash] != ".." else {
            return path
        }
        return String(rest[rest.index(after: slash)...])
    }

    /// `a/./b/../c` as `a/c`; a leading `..` is kept.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The platforms resolved settings build for: `SUPPORTED_PLATFORMS`, else `SDKROOT`, else
    /// those with a deployment target.
    static func platforms(_ settings: [String: String]) -> Set<Platform> {
        for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
            guard let value = settings[key] else { continue }
            let words = value.split { !$0.isLetter }.map(String.init)
            let named = Set(Platform.allCases.filter { words.contains($0.sdkName) })
            if !named.isEmpty {
                // `SUPPORTS_MACCATALYST = YES`: the iPad app runs on the Mac too.
                return settings["SUPPORTS_MACCATALYST"] == "YES" ? named.union([.macOS]) : named
            }
        }
        return Set(Platform.allCases.filter { settings[$0.deploymentSetting] != nil })
    }
}
