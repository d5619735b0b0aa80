import BuildGraph
import DesignRules
import GitHistory

/// The app's build settings (`project.pbxproj`, `.xcconfig`, `Package.swift`) read once from a
/// source snapshot, the working tree or a commit's tree: the platforms and minimums every rule
/// judges with, and which files the app builds. One reading for scan, check, fix and collect,
/// so a file is judged alike in all four.
struct BuildSettings: Sendable {
    /// Which targets build which file, for which platforms.
    var graph = BuildGraph()

    /// Reads the settings files among `paths` with `contents`.
    init(_ paths: some Sequence<String>, contents: (String) throws -> [UInt8]?) rethrows {
        var files: [(path: String, text: String)] = []
        for path in paths where BuildGraph.isSettingsFile(path) {
            guard let bytes = try contents(path) else { continue }
            files.append((path, String(decoding: bytes, as: UTF8.self)))
        }
        graph = BuildGraph(files: files)
    }

    /// The settings of a commit's tree (`repository.lsTree`, listed once by the caller).
    static func at(tree: [TreeEntry], in repository: Repository, reader: SharedBlobReader? = nil) throws
        -> BuildSettings
    {
        let settings = tree.filter { $0.isRegularFile && BuildGraph.isSettingsFile($0.path) }
        guard !settings.isEmpty else { return BuildSettings([String]()) { _ in nil } }
        // A reader of its own is ended here; a shared one, by whoever shares it.
        let shared = reader ?? SharedBlobReader(repository)
        defer { if reader == nil { shared.close() } }
        let contents = try shared.readAll(settings.map(\.sha))
        var byPath: [String: [UInt8]] = [:]
        for (entry, content) in zip(settings, contents) {
            if case .content(let bytes) = content { byPath[entry.path] = bytes }
        }
        return BuildSettings(settings.map(\.path)) { byPath[$0] }
    }

    /// Each file's build context: what its settings say, unless `designdebt.json` says otherwise.
    func contexts(config: Configuration) -> BuildContexts {
        BuildContexts(graph: graph, configured: config.platforms)
    }
}
