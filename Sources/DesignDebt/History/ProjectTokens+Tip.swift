import DesignRules
import GitHistory
import SwiftLexer

extension ProjectTokens {
    /// The app's tokens as the branch's tip defines them. Every commit of a history is
    /// judged against the design system the app has now, so a trend moves only when the
    /// code does; when the tip's tokens change, the analyzer's identity changes with them
    /// and the next commit is rebaselined.
    ///
    /// The tip's Swift blobs come back too: a backfill analyzes them again, and reading them
    /// twice from git (inflating every delta chain) cost a first collect a tenth of its time.
    /// `tree` is the tip's `lsTree`, listed once by the caller; `settings` its build settings,
    /// which say the files in scope and the targets that build each token.
    static func atTip(
        _ repository: Repository, tree: [TreeEntry], settings: BuildSettings, config: Configuration, jobs: Int
    ) throws -> (tokens: ProjectTokens, blobs: [String: [UInt8]]) {
        let scope = FileScope(config: config, graph: settings.graph)
        let entries = tree.filter { $0.path.hasSuffix(".swift") && $0.isRegularFile }
        let inScope = entries.filter { scope.skipReason(forPath: $0.path) == nil }
        guard !inScope.isEmpty else { return (ProjectTokens.merging([], config: config), [:]) }
        let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
        defer { reader.close() }
        let contents = try gitCall { try reader.readAll(inScope.map(\.sha)) }
        let files = Array(zip(inScope.map(\.path), contents))
        let facts = parallelMap(files, jobs: jobs) { path, content -> FileFacts? in
            guard case .content(let bytes) = content, scope.skipReason(forContent: bytes) == nil,
                ProjectTokens.mayDefineTokens(bytes)
            else { return nil }
            return ProjectTokens.facts(of: SourceFile(bytes: bytes), path: path, config: config)
        }.compactMap { $0 }
        var blobs: [String: [UInt8]] = [:]
        for (entry, content) in zip(inScope, contents) {
            if case .content(let bytes) = content { blobs[entry.sha] = bytes }
        }
        return (ProjectTokens.merging(facts, config: config, graph: settings.graph), blobs)
    }
}
