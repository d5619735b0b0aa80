import DesignRules
import GitHistory

/// The app's build settings (`project.pbxproj`, `.xcconfig`, `Package.swift`) read once from a
/// source snapshot, the working tree or a commit's tree: the platforms and minimums every rule
/// judges with, and which files the app builds. One reading for scan, check, fix and collect,
/// so a file is judged alike in all four.
struct BuildSettings: Sendable {
    /// Which deployment targets build which file.
    var scopes = DeploymentScopes()
    /// Which Swift files the projects' targets compile.
    var membership = SourceMembership()

    /// Reads the settings files among `paths` with `contents`.
    init(_ paths: some Sequence<String>, contents: (String) throws -> [UInt8]?) rethrows {
        for path in paths where DeploymentScopes.isSettingsFile(path) {
            guard let bytes = try contents(path) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            // A project is parsed once, for both readers.
            let project = path.hasSuffix("/project.pbxproj") ? XcodeProject(text) : nil
            scopes.read(text, path: path, project: project)
            membership.read(text, path: path, project: project)
        }
    }

    /// The settings of a commit's tree (`repository.lsTree`, listed once by the caller).
    static func at(tree: [TreeEntry], in repository: Repository) throws -> BuildSettings {
        let settings = tree.filter { $0.isRegularFile && DeploymentScopes.isSettingsFile($0.path) }
        guard !settings.isEmpty else { return try BuildSettings([String]()) { _ in nil } }
        let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
        defer { reader.close() }
        let contents = try gitCall { try reader.readAll(settings.map(\.sha)) }
        var byPath: [String: [UInt8]] = [:]
        for (entry, content) in zip(settings, contents) {
            if case .content(let bytes) = content { byPath[entry.path] = bytes }
        }
        return BuildSettings(settings.map(\.path)) { byPath[$0] }
    }

    /// The app's build context: what its settings say, unless `designdebt.json` says otherwise.
    func context(config: Configuration) -> BuildContext {
        BuildContext(scopes.app).overridden(by: config.platforms)
    }
}
