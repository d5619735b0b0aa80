/// Which Swift files the app builds, as its Xcode projects list them: a file under a project's
/// folder that no target of any project compiles (and no package around it builds) is not
/// shipped code. A module dropped from every target, a screen kept in the tree "for later":
/// findings there are not the app's debt, so scans skip such files and count them (`unbuilt`).
public struct SourceMembership: Sendable, Equatable {
    /// A project: its folder (root-relative, "" at the root) and the root-relative paths it builds.
    private struct Project: Sendable, Equatable {
        var folder: String
        var sources: Set<String>
        var sourceFolders: [String]
    }

    private var projects: [Project] = []
    /// Folders holding a `Package.swift`: their sources are the package's.
    private var packageFolders: [String] = []

    public init() {}

    /// Nothing known: every file is taken as built.
    public static let unknown = SourceMembership()

    /// Reads a settings file at a root-relative path: a `project.pbxproj` lists its targets'
    /// sources, a `Package.swift` claims its folder. `project` is `text` parsed already, if it is.
    public mutating func read(_ text: String, path: String, project: XcodeProject? = nil) {
        guard DeploymentScopes.isSettingsFile(path) else { return }
        var components = path.split(separator: "/").map(String.init)
        if components.last == "Package.swift" {
            packageFolders.append(components.dropLast().joined(separator: "/").lowercased())
            return
        }
        guard components.last == "project.pbxproj", components.count >= 2,
            components[components.count - 2].hasSuffix(".xcodeproj"), let project = project ?? XcodeProject(text),
            !project.sources.isEmpty || !project.sourceFolders.isEmpty
        else { return }
        components.removeLast(2)
        let folder = components.joined(separator: "/")
        // Compared without case: Apple's file systems ignore it, and projects often spell a folder
        // otherwise than the disk does (`Components` for `components`).
        func rooted(_ relative: String) -> String {
            XcodeProject.normalized(folder.isEmpty ? relative : folder + "/" + relative).lowercased()
        }
        projects.append(
            Project(
                folder: folder.lowercased(), sources: Set(project.sources.map(rooted)),
                sourceFolders: project.sourceFolders.map(rooted)))
    }

    /// True when the file at `path` sits under a project's folder, no project builds it and no
    /// package claims it.
    public func isUnbuilt(_ path: String) -> Bool {
        let path = path.lowercased()
        guard projects.contains(where: { Self.isInside(path, $0.folder) }) else { return false }
        if packageFolders.contains(where: { Self.isInside(path, $0) }) { return false }
        for project in projects {
            if project.sources.contains(path) { return false }
            if project.sourceFolders.contains(where: { Self.isInside(path, $0) }) { return false }
        }
        return true
    }

    /// What goes into the analyzer's identity: the files left out change what a history counts.
    /// Only the unbuilt ones among `paths` matter, so a new file added to a target changes nothing.
    public func canonicalText(of paths: some Sequence<String>) -> String {
        paths.filter(isUnbuilt).sorted().joined(separator: ",")
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path.hasPrefix(folder + "/")
    }
}
