import DebtReports
import DesignRules
import GitHistory
import Parallelism
import SwiftLexer

extension ProjectTokens {
    /// The app's tokens as the branch's tip defines them. Every commit of a history is
    /// judged against the design system the app has now, so a trend moves only when the
    /// code does; when the tip's tokens change, the analyzer's identity changes with them
    /// and the next commit is rebaselined.
    ///
    /// `known` holds the facts of blobs an earlier pass read (`StoredTokenFacts`): only the others
    /// are read from git and lexed, one at a time per worker, keeping their facts and dropping
    /// the lexed file. Those blobs come back too, with the facts worked out for them (for the
    /// store): a backfill analyzes them again, and reading them twice from git (inflating every
    /// delta chain) cost a first collect a tenth of its time. `tree` is the tip's `lsTree`,
    /// listed once by the caller; `settings` its build settings, which say the files in scope and
    /// the targets that build each token; `reader` is the caller's, shared with its other reads.
    static func atTip(
        _ repository: Repository, tree: [TreeEntry], settings: BuildSettings, config: Configuration, jobs: Int,
        known: [String: ContentFacts], reader: SharedBlobReader
    ) throws -> (
        tokens: ProjectTokens, blobs: [String: [UInt8]], computed: [(sha: String, content: ContentFacts)]
    ) {
        let scope = FileScope(config: config, graph: settings.graph)
        let inScope = tree.filter {
            $0.path.hasSuffix(".swift") && $0.isRegularFile && scope.skipReason(forPath: $0.path) == nil
        }
        var unknown: [String] = []
        var asked = Set<String>()
        for entry in inScope where known[entry.sha] == nil && asked.insert(entry.sha).inserted {
            unknown.append(entry.sha)
        }
        var blobs: [String: [UInt8]] = [:]
        var computed: [(sha: String, content: ContentFacts)] = []
        if !unknown.isEmpty {
            let contents = try reader.readAll(unknown)
            let read = zip(unknown, contents).compactMap { sha, content -> (sha: String, bytes: [UInt8])? in
                guard case .content(let bytes) = content else { return nil }
                return (sha, bytes)
            }
            let facts = parallelMap(read, jobs: jobs) { blob -> ContentFacts in
                guard scope.skipReason(forContent: blob.bytes) == nil else { return .none }
                return ContentFacts.of(blob.bytes, config: config)
            }
            for (blob, content) in zip(read, facts) {
                blobs[blob.sha] = blob.bytes
                computed.append((blob.sha, content))
            }
        }
        let found = Dictionary(computed, uniquingKeysWith: { first, _ in first })
        let contents = inScope.compactMap { entry -> (path: String, content: ContentFacts)? in
            (known[entry.sha] ?? found[entry.sha]).map { (entry.path, $0) }
        }
        // The asset catalogues' colours, as a scan's walk finds them (none in vendored folders):
        // small files, read with the rest.
        let colorSets = tree.filter {
            $0.isRegularFile && AssetColor.isColorSet($0.path) && !FileScope.PathNames($0.path).isVendored
        }
        let colorSetContents = try reader.readAll(colorSets.map(\.sha))
        let assetColors = zip(colorSets, colorSetContents).compactMap { entry, content -> AssetColor? in
            guard case .content(let bytes) = content else { return nil }
            return AssetColor.read(bytes, path: entry.path)
        }
        var tokens = ProjectTokens.merging(
            contents: contents, config: config, graph: settings.graph, assetColors: assetColors)
        // A view a watch app or generated code makes ships, though those files are not judged; and
        // a file left out as debug code by its path may hold the view the app's entry makes.
        if !tokens.unshippedViews.isEmpty {
            var shippedElsewhere: [TreeEntry] = []
            var debugFiles: [TreeEntry] = []
            for entry in tree where entry.path.hasSuffix(".swift") && entry.isRegularFile {
                guard let reason = scope.skipReason(forPath: entry.path) else { continue }
                if reason.isShippedCode { shippedElsewhere.append(entry) }
                if reason == .debug { debugFiles.append(entry) }
            }
            func sources(_ entries: [TreeEntry]) throws -> [(path: String, bytes: [UInt8])] {
                zip(entries, try reader.readAll(entries.map(\.sha))).compactMap { entry, content in
                    guard case .content(let bytes) = content else { return nil }
                    return (entry.path, bytes)
                }
            }
            tokens.keepViews(namedIn: try sources(shippedElsewhere).map(\.bytes))
            if !tokens.unshippedViews.isEmpty, !debugFiles.isEmpty {
                tokens.keepViews(namedInDebugFiles: try sources(debugFiles))
            }
        }
        return (tokens, blobs, computed)
    }
}
