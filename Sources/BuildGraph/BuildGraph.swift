/// What builds an app's files, from its build settings (`project.pbxproj`, `.xcconfig`,
/// `Package.swift`, and the `project.yml` or `Project.swift` a generator makes a project from):
/// every project's targets with the files each compiles, each package's platforms by folder, the
/// `.xcconfig` files' settings. It answers, per file, which targets build
/// it, for which platforms from which oldest system, and whether anything builds it at all.
/// Pure: the caller reads the files (from disk or from a commit) and hands over their text.
public struct BuildGraph: Sendable, Equatable {
    /// A project's target, its paths rooted at the tree's root.
    public struct Target: Sendable, Equatable {
        public var name: String
        /// The `project.pbxproj` that declares it.
        public var project: String
        public var kind: XcodeProject.Kind
        public var platforms: Set<Platform>
        public var minimums: [Platform: OSVersion]
        public var dependencies: [String]
        /// The local packages' products it links, their packages' folders root-relative.
        public var localProducts: [XcodeProject.LocalProduct]
        /// Root-relative and lowercased: Apple's file systems ignore case, and projects often
        /// spell a folder otherwise than the disk does (`Components` for `components`).
        fileprivate var sources: Set<String>
        fileprivate var sourceFolders: [String]
        fileprivate var excludedPaths: [String]

        /// Whether one of the folders it compiles whole holds the file at a lowercased root-relative
        /// path, and no exception leaves it out (the files it lists are looked up in `targetsBySource`).
        fileprivate func compilesFolder(holding path: String) -> Bool {
            sourceFolders.contains { BuildGraph.isInside(path, $0) }
                && !excludedPaths.contains { path == $0 || BuildGraph.isInside(path, $0) }
        }
    }

    /// Every project's targets, in the order their projects were read.
    public private(set) var targets: [Target] = []
    /// Each compiled file (lowercased, root-relative) and the targets that list it, by index; and
    /// the targets that compile folders whole: every file of a tree asks which targets build it,
    /// and asking each target hashed the path once per target.
    private var targetsBySource: [String: [Int]] = [:]
    private var folderTargets: [Int] = []
    /// Each target name's targets, by index, for the walk along dependencies.
    private var targetsByName: [String: [Int]] = [:]
    /// Each project's folder, lowercased ("" at the root).
    private var projectFolders: [String] = []
    /// Each package's folder, lowercased, as `packages` has them: asked of every file of a tree.
    private var packageFolders: [String] = []
    /// Every project's targets, merged: their platforms, the lowest minimum per platform.
    private var projects = DeploymentTargets()
    /// Every `.xcconfig`'s settings, merged.
    private var configFiles = DeploymentTargets()
    /// Each `.xcconfig` by its lowercased root-relative path, for the configurations based on it.
    private var xcconfigs: [String: XCConfigFile] = [:]
    /// Each package's platforms by its folder ("" for the tree's root).
    public private(set) var packages: [String: DeploymentTargets] = [:]
    /// Tuist makes the Xcode project (a `Project.swift` manifest, or its shared helpers): the code
    /// it generates at build time, its resource accessors among it, is in no file of the tree.
    public private(set) var isGeneratedByTuist = false

    public init() {}

    /// The graph of a tree's settings files (root-relative paths and their text), each read once:
    /// the `.xcconfig` files before the projects whose configurations are based on them.
    public init(files: [(path: String, text: String)]) {
        for file in files where file.path.hasSuffix(".xcconfig") { read(file.text, path: file.path) }
        for file in files where !file.path.hasSuffix(".xcconfig") { read(file.text, path: file.path) }
    }

    /// Nothing known: every file is built, for every platform, with no minimum.
    public static let unknown = BuildGraph()

    /// Whether the file at `path` is one that sets what builds the app.
    public static func isSettingsFile(_ path: String) -> Bool {
        // Every file of a tree (and every path a history's commits change) is asked: its bytes are
        // compared where they lie, the name from the end, and the path is split only for the few
        // that are settings.
        var path = path
        let isSettings = path.withUTF8 { bytes in
            let start = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
            let name = UnsafeBufferPointer(rebasing: bytes[start...])
            let isGeneratorSpecification = generatorSpecifications.contains { $0.utf8.elementsEqual(name) }
            if hasSuffix(name, ".swift") {
                return equals(name, "Package.swift") || isGeneratorSpecification || holdsTuistHelpers(bytes)
            }
            return equals(name, "project.pbxproj") || hasSuffix(name, ".xcconfig") || isGeneratorSpecification
        }
        guard isSettings else { return false }
        return !path.split(separator: "/").contains { thirdPartyFolders.contains(String($0)) }
    }

    /// Whether `path` is one of a Tuist project's shared helpers (`Tuist/ProjectDescriptionHelpers/
    /// Constants.swift`), where its manifests' deployment targets are often declared once.
    public static func isTuistHelper(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { hasSuffix($0, ".swift") && holdsTuistHelpers($0) }
    }

    /// Whether `bytes` hold `ProjectDescriptionHelpers/`.
    private static func holdsTuistHelpers(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let folder = tuistHelpersFolder.utf8
        let length = folder.count + 1
        guard bytes.count > length else { return false }
        return (0...(bytes.count - length)).contains { start in
            bytes[start + folder.count] == UInt8(ascii: "/")
                && bytes[start..<(start + folder.count)].elementsEqual(folder)
        }
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount && hasSuffix(bytes, text)
    }

    static let tuistHelpersFolder = "ProjectDescriptionHelpers"

    /// The files a project generator makes the Xcode project from, when the tree keeps no
    /// `.xcodeproj`: XcodeGen's `project.yml`, Tuist's `Project.swift`.
    static let generatorSpecifications: Set<String> = ["project.yml", "project.yaml", "Project.swift"]

    /// Folders that hold other projects' build settings.
    static let thirdPartyFolders: Set<String> = [
        "Pods", "Carthage", ".build", "SourcePackages", "checkouts", "Vendor", "vendor", "ThirdParty", "third_party",
    ]

    /// The settings files as git pathspecs (git's `*` crosses folders): what a history reads to
    /// find the commits that change what builds the app.
    public static let settingsPathspecs: [String] =
        ["*.pbxproj", "*.xcconfig", "Package.swift", "*/Package.swift", "*/\(tuistHelpersFolder)/*.swift"]
        + generatorSpecifications.sorted().flatMap { [$0, "*/" + $0] }

    /// Reads a settings file at a root-relative path (`project`: `text` parsed already, if it is).
    public mutating func read(_ text: String, path: String, project: XcodeProject? = nil) {
        guard Self.isSettingsFile(path) else { return }
        defer { app = mergedApp() }
        var components = path.split(separator: "/").map(String.init)
        if components.last == "Package.swift" {
            let folder = components.dropLast().joined(separator: "/")
            packages[folder, default: DeploymentTargets()].read(text, file: path)
            let lowercased = folder.lowercased()
            if !packageFolders.contains(lowercased) { packageFolders.append(lowercased) }
            return
        }
        if path.hasSuffix(".xcconfig") {
            configFiles.read(text, file: path)
            xcconfigs[path.lowercased()] = XCConfigFile(text, path: path)
            return
        }
        if Self.isTuistHelper(path) {
            isGeneratedByTuist = true
            // What every manifest built with the helpers targets: the app's, as a project's targets are.
            if let defaults = TuistProject.helperDefaults(text) { projects.add([defaults], file: path) }
            return
        }
        let declared: [XcodeProject.Target]
        let isProject = components.last == "project.pbxproj"
        if let name = components.last, Self.generatorSpecifications.contains(name) {
            if name == "Project.swift", text.contains("ProjectDescription") { isGeneratedByTuist = true }
            // A generator's specification: its targets, rooted at its own folder.
            guard let targets = name == "Project.swift" ? TuistProject.targets(text) : XcodeGenProject.targets(text)
            else { return }
            declared = targets
            projects.add(targets, file: path)
            components.removeLast()
        } else {
            guard components.count >= 2, components[components.count - 2].hasSuffix(".xcodeproj") else { return }
            let folder = components.dropLast(2).joined(separator: "/")
            let project =
                project
                ?? XcodeProject(text) { relative in
                    settings(ofConfigFile: XcodeProject.rootPath(relative, folder: folder))
                }
            // A project that does not parse still names its settings, read as text.
            projects.read(text, file: path, project: project)
            guard let project else { return }
            declared = project.targets
            components.removeLast(2)
        }
        let folder = components.joined(separator: "/")
        func rooted(_ relative: String) -> String {
            XcodeProject.rootPath(relative, folder: folder).lowercased()
        }
        // Only a project's own list of files says what is left out: a generator's specification is
        // read in part (globs, templates, names computed in Swift), so its folder skips nothing.
        if isProject, declared.contains(where: { !$0.sources.isEmpty || !$0.sourceFolders.isEmpty }) {
            projectFolders.append(folder.lowercased())
        }
        for target in declared {
            let index = targets.count
            targets.append(
                Target(
                    name: target.name, project: path, kind: target.kind, platforms: target.platforms,
                    minimums: target.minimums, dependencies: target.dependencies,
                    localProducts: target.localProducts.map { product in
                        XcodeProject.LocalProduct(
                            name: product.name,
                            package: product.package.map { XcodeProject.rootPath($0, folder: folder) })
                    },
                    sources: Set(target.sources.map(rooted)), sourceFolders: target.sourceFolders.map(rooted),
                    excludedPaths: target.excludedPaths.map(rooted)))
            let added = targets[index]
            for source in added.sources { targetsBySource[source, default: []].append(index) }
            if !added.sourceFolders.isEmpty { folderTargets.append(index) }
            targetsByName[added.name, default: []].append(index)
        }
    }

    /// The settings of the `.xcconfig` at a root-relative path, the files it includes first;
    /// nil when it was not read.
    private func settings(ofConfigFile path: String, depth: Int = 0) -> [String: String]? {
        guard depth < 8, let file = xcconfigs[path.lowercased()] else { return nil }
        var settings: [String: String] = [:]
        for included in file.includes {
            let read =
                self.settings(ofConfigFile: included.besideFile, depth: depth + 1)
                ?? self.settings(ofConfigFile: included.fromRoot, depth: depth + 1)
            settings.merge(read ?? [:]) { _, later in later }
        }
        return settings.merging(file.settings) { _, own in own }
    }

    /// The targets that compile the file at `path`.
    public func targets(building path: String) -> [Target] {
        building(path.lowercased()).map { targets[$0] }
    }

    /// The indices, in order, of the targets that compile the file at a lowercased path.
    private func building(_ path: String) -> [Int] {
        let listed = targetsBySource[path] ?? []
        let folders = folderTargets.filter { targets[$0].compilesFolder(holding: path) }
        if folders.isEmpty { return listed }
        return Set(listed + folders).sorted()
    }

    /// The targets whose code the file at `path` can name: those that build it and every target
    /// they link, transitively (a widget extension its shared framework, never its app). Empty when
    /// no target names the file.
    public func reach(of path: String) -> Set<String> {
        var reach = Set<String>()
        var pending = targets(building: path).map(\.name)
        while let name = pending.popLast() {
            guard reach.insert(name).inserted else { continue }
            pending += (targetsByName[name] ?? []).flatMap { targets[$0].dependencies }
        }
        return reach
    }

    /// Whether code built by the targets `owners` can be named from a file whose `reach` this is:
    /// one of them is in it, or either is unknown (a file or a definition no target names).
    public static func reaches(_ reach: Set<String>, _ owners: Set<String>) -> Bool {
        reach.isEmpty || owners.isEmpty || !reach.isDisjoint(with: owners)
    }

    /// What builds the file at `path`: the nearest package around it, else the project targets
    /// that compile it (an extension's own minimum, not the app's), else the app's.
    public func deployment(for path: String) -> DeploymentTargets {
        if let package = nearestPackage(holding: path) {
            return asLinked(package, module: module(of: path, inPackage: package))
        }
        return deployment(builtBy: building(path.lowercased()))
    }

    /// `deployment(for:)` of each of `paths`: the distinct deployments, and for each path the index
    /// of its own. A tree's files share a few, each worked out once: a package's files by the
    /// package and the module holding them, the others by the targets that compile them. Asked
    /// file by file, a tree's deployments were a sixth of what `check` computes.
    public func deployments(for paths: [String]) -> (distinct: [DeploymentTargets], index: [Int]) {
        enum Key: Hashable {
            case package(folder: String, module: String?)
            case targets([Int])
        }
        var distinct: [DeploymentTargets] = []
        var indexByKey: [Key: Int] = [:]
        // The files of a folder share its nearest package.
        var packageByFolder: [Substring: String?] = [:]
        let index = paths.map { path -> Int in
            let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            let package: String?
            if let known = packageByFolder[folder] {
                package = known
            } else {
                package = nearestPackage(holding: path)
                packageByFolder[folder] = package
            }
            let key: Key
            if let package {
                key = .package(folder: package, module: module(of: path, inPackage: package))
            } else {
                key = .targets(building(path.lowercased()))
            }
            if let known = indexByKey[key] { return known }
            switch key {
            case .package(let folder, let module): distinct.append(asLinked(folder, module: module))
            case .targets(let building): distinct.append(deployment(builtBy: building))
            }
            indexByKey[key] = distinct.count - 1
            return distinct.count - 1
        }
        return (distinct, index)
    }

    /// The folder of the nearest package holding the file at `path`: each folder of the path,
    /// deepest first.
    private func nearestPackage(holding path: String) -> String? {
        guard !packages.isEmpty else { return nil }
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            let folder = String(path[..<slash])
            if packages[folder] != nil { return folder }
            end = slash
        }
        return nil
    }

    /// What the project targets at `building` (indices, as `building(_:)` gives them) build a
    /// file for: the app's when there are none, or when none names a platform (left to a
    /// settings file not read).
    private func deployment(builtBy building: [Int]) -> DeploymentTargets {
        guard !building.isEmpty else { return app }
        var merged = DeploymentTargets()
        for index in building {
            for platform in targets[index].platforms {
                merged.name(platform)
                merged.note(platform, targets[index].minimums[platform], targets[index].project)
            }
        }
        return merged.platforms.isEmpty ? app : filledIn(merged)
    }

    /// The module of a package's file: `Modules/Sources/Design/...` is module `Design` of the
    /// package in `Modules`; nil for a file outside its `Sources`.
    private func module(of path: String, inPackage folder: String) -> String? {
        let sources = folder.isEmpty ? "Sources/" : folder + "/Sources/"
        // A `String`, not a `Substring`: it is compared with every product of every target.
        return path.hasPrefix(sources) ? String(path.dropFirst(sources.count).prefix { $0 != "/" }) : nil
    }

    /// Whether the file at `path` is in a local package one of the tree's project targets links
    /// (its folder, or its module as a product of that name): a module of the app's own, whose
    /// views the app alone is known to make.
    public func isInPackageLinkedHere(_ path: String) -> Bool {
        guard let folder = nearestPackage(holding: path) else { return false }
        let module = module(of: path, inPackage: folder)
        return targets.contains { target in
            target.localProducts.contains { product in
                product.package == folder || (product.package == nil && module != nil && product.name == module)
            }
        }
    }

    /// The package in `folder` as the app builds it: for the platforms of the project targets that
    /// link the module holding the file (module `Design`, linked as a product of that name), else
    /// any product of the package. A module package whose `Package.swift` lists iOS and macOS,
    /// linked by the Mac app alone, is built for macOS.
    private func asLinked(_ folder: String, module: String?) -> DeploymentTargets {
        let package = packages[folder] ?? DeploymentTargets()
        func links(_ product: XcodeProject.LocalProduct, module: String?) -> Bool {
            guard let module else { return product.package == folder }
            return product.name == module && (product.package == nil || product.package == folder)
        }
        var linking = targets.filter { $0.localProducts.contains { links($0, module: module) } }
        if linking.isEmpty, module != nil {
            linking = targets.filter { $0.localProducts.contains { links($0, module: nil) } }
        }
        guard !linking.isEmpty else { return package }
        let built = package.platforms.intersection(linking.reduce(into: Set<Platform>()) { $0.formUnion($1.platforms) })
        guard !built.isEmpty, built != package.platforms else { return package }
        return package.restricted(to: built)
    }

    /// The app's own targets: its projects' platforms (else its `.xcconfig` files', else, for an
    /// app made of packages alone, every package's), each platform's minimum from the projects,
    /// else the `.xcconfig` files, else the root package. Kept up to date by `read`: every file a
    /// target does not name asks for it, and merging the packages again for each cost a scan 3%.
    public private(set) var app = DeploymentTargets()

    private func mergedApp() -> DeploymentTargets {
        var merged = projects
        if merged.platforms.isEmpty { merged = configFiles }
        if merged.platforms.isEmpty {
            if let root = packages[""] { merged.merge(root) }
            for package in packages.sorted(by: { $0.key < $1.key }).map(\.value) { merged.merge(package) }
            return merged
        }
        return filledIn(merged)
    }

    /// `targets` with a minimum its projects leave out taken from the `.xcconfig` files, else the root package.
    private func filledIn(_ targets: DeploymentTargets) -> DeploymentTargets {
        var targets = targets
        let sources = [configFiles] + (packages[""].map { [$0] } ?? [])
        for platform in targets.platforms where targets.lowest[platform] == nil {
            if let found = sources.lazy.compactMap({ $0.lowest[platform] }).first {
                targets.note(platform, found.version, found.file)
            }
        }
        return targets
    }

    /// True when the file at `path` sits under a project's folder, no target compiles it and no
    /// package claims it: a module dropped from every target, a screen kept "for later". Such
    /// files are not shipped code.
    public func isUnbuilt(_ path: String) -> Bool {
        let path = path.lowercased()
        guard projectFolders.contains(where: { Self.isInside(path, $0) }) else { return false }
        if packageFolders.contains(where: { Self.isInside(path, $0) }) { return false }
        return building(path).isEmpty
    }

    /// What goes into the analyzer's identity: the Swift files left out change what a history
    /// counts. Only the unbuilt ones among `paths` matter, so a Swift file added to a target, or
    /// any other file (an asset, a README), changes nothing.
    public func unbuiltCanonicalText(of paths: some Sequence<String>) -> String {
        paths.filter { $0.hasSuffix(".swift") && isUnbuilt($0) }.sorted().joined(separator: ",")
    }

    /// Whether `path` is under `folder` ("" holds everything). Asked for every file against every
    /// folder a target compiles or leaves out: compared in place, with no `folder + "/"` made per ask.
    fileprivate static func isInside(_ path: String, _ folder: String) -> Bool {
        guard !folder.isEmpty else { return true }
        let path = path.utf8
        let folder = folder.utf8
        guard path.count > folder.count, path.starts(with: folder) else { return false }
        return path[path.index(path.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
    }
}
