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
    static func atTip(
        _ repository: Repository, tip: String, scope: FileScope, config: Configuration, jobs: Int
    ) throws -> (tokens: ProjectTokens, blobs: [String: [UInt8]]) {
        // Every Swift file of the app's own, in scope or not (its tests, its watch app, its generated
        // code declare its types too); a vendored package's are not the app's.
        let entries = try gitCall { try repository.lsTree(tip) }.filter {
            $0.path.hasSuffix(".swift") && $0.isRegularFile && scope.skipReason(forPath: $0.path) != .vendored
        }
        guard !entries.isEmpty else { return (ProjectTokens.merging([], config: config), [:]) }
        let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
        defer { reader.close() }
        let contents = try gitCall { try reader.readAll(entries.map(\.sha)) }
        let inScope = entries.map { scope.skipReason(forPath: $0.path) == nil }
        let files = Array(zip(zip(entries.map(\.path), inScope), contents))
        let facts = parallelMap(files, jobs: jobs) { file, content -> (FileFacts?, TypeNames)? in
            guard case .content(let bytes) = content, !FileScope.containsNUL(bytes) else { return nil }
            guard file.1, scope.skipReason(forContent: bytes) == nil, ProjectTokens.mayDefineTokens(bytes) else {
                return (nil, TypeNames(of: bytes))
            }
            return (
                ProjectTokens.facts(of: SourceFile(bytes: bytes), path: file.0, config: config), TypeNames(of: bytes)
            )
        }.compactMap { $0 }
        var blobs: [String: [UInt8]] = [:]
        for ((entry, isInScope), content) in zip(zip(entries, inScope), contents) where isInScope {
            if case .content(let bytes) = content { blobs[entry.sha] = bytes }
        }
        let project = ProjectTokens.merging(facts.compactMap(\.0), typeNames: facts.map(\.1), config: config)
        return (project, blobs)
    }
}
