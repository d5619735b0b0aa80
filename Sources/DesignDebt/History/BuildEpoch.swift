import BuildGraph
import DesignRules
import GitHistory

/// A stretch of the first-parent line over which what builds the app stays the same, and the
/// analyzer that measures it. A new stretch starts at each commit that changes a target's
/// platforms or oldest system (`BuildGraph.platformSettingPattern`), so a commit is judged by the
/// deployment targets it was built with, not by today's: an app that moved from iOS 16 to iOS 17
/// sees its iOS 17 advice blocked before the move and payable from it.
///
/// Which target builds which file is read from the stretch's last commit, the newest graph of
/// the files it holds; the app's tokens are the tip's for every stretch (`ProjectTokens.atTip`).
struct BuildEpoch {
    /// The stretch's last commit: the collect goes up to it under this analyzer.
    let end: String
    let contexts: BuildContexts
    let scope: FileScope
    /// The context most of its files share: the analyzer's, for files built no otherwise.
    let common: BuildContext
    let identity: AnalyzerIdentity

    /// The stretch that ends at `end`, whose tree is `tree` and settings `settings`.
    init(end: String, tree: [TreeEntry], settings: BuildSettings, config: Configuration, project: ProjectTokens) {
        self.end = end
        scope = FileScope(config: config, graph: settings.graph)
        contexts = settings.contexts(config: config)
        let paths = tree.map(\.path)
        // Only the files a collect measures: a test target's minimum judges nothing.
        let measured = paths.filter { [scope] in scope.skipReason(forPath: $0) == nil }
        let (common, buildText) = contexts.identity(ofTree: measured)
        self.common = common
        identity = AnalyzerIdentity(
            config: config, project: project, build: buildText, unbuilt: settings.graph.unbuiltCanonicalText(of: paths))
    }

    /// Where stretches end before `tip`: the parent of each first-parent commit after `base`
    /// (from the root without one) that changes a deployment or platform setting, oldest first.
    /// A root, or the stored line's last commit, ends nothing to collect.
    static func ends(before tip: String, after base: String?, in repository: Repository) throws -> [String] {
        let changes = try gitCall {
            try repository.firstParentCommits(
                changingLinesMatching: BuildGraph.platformSettingPattern, in: BuildGraph.settingsPathspecs,
                tip: tip, excluding: base)
        }
        return changes.compactMap(\.parent).filter { $0 != base && $0 != tip }
    }

    /// The stretches ending at `ends` (oldest first), then `last`, which ends at the tip; each read
    /// from its last commit's tree, on `jobs` threads. Neighbours measured alike are one.
    static func stretches(
        ending ends: [String], then last: BuildEpoch, in repository: Repository, config: Configuration,
        project: ProjectTokens, jobs: Int
    ) throws -> [BuildEpoch] {
        let read = parallelMap(ends, jobs: jobs) { end -> Result<BuildEpoch, Error> in
            Result {
                let tree = try gitCall { try repository.lsTree(end) }
                return BuildEpoch(
                    end: end, tree: tree, settings: try BuildSettings.at(tree: tree, in: repository), config: config,
                    project: project)
            }
        }
        var stretches: [BuildEpoch] = []
        for epoch in try read.map({ try $0.get() }) + [last] {
            if stretches.last?.identity.fingerprint == epoch.identity.fingerprint { stretches.removeLast() }
            stretches.append(epoch)
        }
        return stretches
    }
}
