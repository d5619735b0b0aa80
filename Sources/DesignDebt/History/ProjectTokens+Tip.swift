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
    /// `tree` is the tip's `lsTree`, listed once by the caller.
    static func atTip(
        _ repository: Repository, tree: [TreeEntry], scope: FileScope, config: Configuration, jobs: Int
    ) throws -> (tokens: ProjectTokens, blobs: [String: [UInt8]]) {
        let entries = tree.filter { $0.path.hasSuffix(".swift") && $0.isRegularFile }
        let inScope = entries.filter { scope.skipReason(forPath: $0.path) == nil }
        guard !inScope.isEmpty else { return (ProjectTokens.merging([], config: config), [:]) }
        let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
        defer { reader.close() }
        let contents = try gitCall { try reader.readAll(inScope.map(\.sha)) }
        let files = Array(zip(inScope.map(\.path), contents))
        let facts = parallelMap(files, jobs: jobs) { path, content -> (FileFacts?, [String])? in
            guard case .content(let bytes) = content, scope.skipReason(forContent: bytes) == nil else { return nil }
            let tokens =
                ProjectTokens.mayDefineTokens(bytes)
                ? ProjectTokens.facts(of: SourceFile(bytes: bytes), path: path, config: config) : nil
            return (tokens, TypeNames.observed(in: bytes))
        }.compactMap { $0 }
        var blobs: [String: [UInt8]] = [:]
        for (entry, content) in zip(inScope, contents) {
            if case .content(let bytes) = content { blobs[entry.sha] = bytes }
        }
        var project = ProjectTokens.merging(facts.compactMap(\.0), config: config)
        // Declared types come from every file of the app's own, in scope or not (its tests, its watch
        // app, its generated code); a vendored package's types are not the app's. Read only when some
        // view observes a type.
        var declaring = Array(blobs.values)
        if facts.contains(where: { !$0.1.isEmpty }) {
            let others = entries.filter {
                let reason = scope.skipReason(forPath: $0.path)
                return reason != nil && reason != .vendored
            }
            for case .content(let bytes) in try gitCall({ try reader.readAll(others.map(\.sha)) }) {
                declaring.append(bytes)
            }
        }
        project.learnExternalObservedTypes(observed: facts.map(\.1)) {
            parallelMap(declaring, jobs: jobs) { TypeNames.declared(in: $0) }
        }
        return (project, blobs)
    }
}
