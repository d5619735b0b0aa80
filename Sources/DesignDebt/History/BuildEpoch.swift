import BuildGraph
import DesignRules
import GitHistory
import Parallelism

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
    /// What each target and package builds for, minimums told by the releases advice needs:
    /// neighbouring stretches alike in this are one (which target builds which file moves far
    /// more often, and a stretch reads it from its last commit).
    let deployment: String

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
        deployment = Self.deployment(of: settings.graph, configured: contexts.configured)
    }

    /// The targets', packages' and app's platforms and minimums, as an analysis tells them.
    static func deployment(of graph: BuildGraph, configured: [Platform: OSVersion]) -> String {
        func text(_ platforms: Set<Platform>, _ minimums: [Platform: OSVersion]) -> String {
            BuildContext(
                platforms: platforms,
                minimums: minimums.mapValues { DeploymentTargets.Found(version: $0, file: "") }
            ).overridden(by: configured).canonicalText
        }
        var lines = ["app " + BuildContext(graph.app).overridden(by: configured).canonicalText]
        lines += graph.targets.map { "target \($0.name) " + text($0.platforms, $0.minimums) }.sorted()
        lines += graph.packages.map {
            "package \($0.key) " + BuildContext($0.value).overridden(by: configured).canonicalText
        }
        .sorted()
        return lines.joined(separator: "\n")
    }

    /// Where stretches end before `tip`: the parent of each first-parent commit after `base`
    /// (from the root without one) that changes a deployment or platform setting, oldest first.
    /// A root, or the stored line's last commit, ends nothing to collect.
    ///
    /// A change counts when it changes what the settings state, as an analysis tells it (each
    /// platform named, and the release each minimum reaches: `Availability.threshold`). From the
    /// root, the facts held are followed commit by commit, so a change that leaves them as they
    /// were starts nothing: a bump within a release (iOS 17.0 to 17.2), a new target built like the
    /// others, a setting moved. After a stored line, where the facts held are not followed, any
    /// change of them starts a stretch.
    static func ends(before tip: String, after stored: String?, in repository: Repository) throws -> [String] {
        @Sendable func search(_ tip: String, after base: String?) throws(GitError) -> [LineChanges] {
            try repository.firstParentLineChanges(
                matching: BuildGraph.platformSettingPattern, in: BuildGraph.settingsPathspecs, tip: tip,
                excluding: base)
        }
        /// A first backfill's range in two halves side by side: git's search is one process, and
        /// diffing the settings files' history is most of a backfill's stretches. A later run's
        /// few commits are searched at once, with no listing first.
        func search(after base: String?) throws -> [LineChanges] {
            guard base == nil else { return try search(tip, after: base) }
            let line = try repository.firstParentSHAs(tip)
            guard line.count >= Self.halvedSearch else { return try search(tip, after: base) }
            let middle = line[line.count / 2]
            let newer = Background { try search(tip, after: middle) }
            let older = try search(middle, after: base)
            return try older + newer.value()
        }
        // The stored line's last commit is gone only after a force-push and a gc: then from the root.
        var base = stored
        var changes: [LineChanges]
        do {
            changes = try search(after: base)
        } catch {
            guard base != nil else { throw DesignDebtError.runtime("\(error)") }
            base = nil
            changes = try gitCall { try search(after: nil) }
        }
        var held: [String: Int] = [:]
        var ends: [String] = []
        for change in changes {
            var delta: [String: Int] = [:]
            for (path, line) in change.removed {
                for fact in facts(in: line, path: path) { delta[fact, default: 0] -= 1 }
            }
            for (path, line) in change.added {
                for fact in facts(in: line, path: path) { delta[fact, default: 0] += 1 }
            }
            let before = Set(held.filter { $0.value > 0 }.keys)
            held.merge(delta, uniquingKeysWith: +)
            let changed =
                base == nil ? before != Set(held.filter { $0.value > 0 }.keys) : delta.values.contains { $0 != 0 }
            if changed, let parent = change.parent, parent != base, parent != tip { ends.append(parent) }
        }
        return ends
    }

    /// The commits from which the settings search runs in two halves.
    static let halvedSearch = 400

    /// Words without which a line states no platform or minimum.
    static let factMarkers = [
        "DEPLOYMENT_TARGET", "SDKROOT", "SUPPORTED_PLATFORMS", "SUPPORTS_MACCATALYST", "OS(", "Catalyst(",
    ]

    /// What one line of a settings file at `path` states of platforms and minimums, as an analysis
    /// tells them: `iOS>=17` for `IPHONEOS_DEPLOYMENT_TARGET = 17.2;`, `macOS` for `SDKROOT = macosx;`.
    static func facts(in line: String, path: String) -> [String] {
        // Most lines of a project's diff state nothing of the kind: a byte search rules them out
        // before the settings reader looks (a large project's history holds tens of thousands).
        guard factMarkers.contains(where: { line.contains($0) }) else { return [] }
        var targets = DeploymentTargets()
        targets.read(line, file: path)
        var facts = targets.lowest.map { platform, found in
            "\(platform.rawValue)>=\(Availability.threshold(reachedBy: found.version, on: platform).map { "\($0)" } ?? "0")"
        }
        facts += targets.named.subtracting(targets.lowest.keys).map(\.rawValue)
        if line.contains("SUPPORTS_MACCATALYST") { facts.append(line.filter { !$0.isWhitespace && $0 != ";" }) }
        return facts
    }

    /// The stretches ending at `ends` (oldest first), then `last`, which ends at the tip; each read
    /// from its last commit's tree, on `jobs` threads. Neighbours that build for the same platforms
    /// and minimums (`deployment`), or are measured alike, are one.
    static func stretches(
        ending ends: [String], then last: BuildEpoch, in repository: Repository, config: Configuration,
        project: ProjectTokens, jobs: Int
    ) throws -> [BuildEpoch] {
        let read = parallelMap(ends, jobs: jobs) { end -> Result<BuildEpoch, Error> in
            Result {
                // `end` is a commit's full id, from the settings search.
                let tree = try gitCall { try repository.lsTree(commit: end) }
                return BuildEpoch(
                    end: end, tree: tree, settings: try BuildSettings.at(tree: tree, in: repository), config: config,
                    project: project)
            }
        }
        var stretches: [BuildEpoch] = []
        for epoch in try read.map({ try $0.get() }) + [last] {
            if let before = stretches.last,
                before.deployment == epoch.deployment
                    || before.identity.fingerprint == epoch.identity.fingerprint
            {
                stretches.removeLast()
            }
            stretches.append(epoch)
        }
        return stretches
    }
}
