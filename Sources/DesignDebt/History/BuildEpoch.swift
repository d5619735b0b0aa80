import BuildGraph
import DesignRules
import Foundation
import GitHistory
import Parallelism

/// A stretch of the first-parent line over which what builds the app stays the same, and the
/// analyzer that measures it. A new stretch starts at each commit that changes a target's
/// platforms or oldest system (what a settings line states: `facts(in:path:)`), so a commit is judged by the
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
        // The stored line's last commit is gone only after a force-push and a gc: then from the root.
        var base = stored
        var changes: [(parent: String?, delta: [String: Int])]
        do {
            changes = try settingsChanges(before: tip, after: base, in: repository)
        } catch {
            guard base != nil else { throw DesignDebtError.runtime("\(error)") }
            base = nil
            changes = try settingsChanges(before: tip, after: nil, in: repository)
        }
        var held: [String: Int] = [:]
        var ends: [String] = []
        for change in changes {
            let delta = change.delta
            let before = Set(held.filter { $0.value > 0 }.keys)
            held.merge(delta, uniquingKeysWith: +)
            let changed =
                base == nil ? before != Set(held.filter { $0.value > 0 }.keys) : delta.values.contains { $0 != 0 }
            if changed, let parent = change.parent, parent != base, parent != tip { ends.append(parent) }
        }
        return ends
    }

    /// What each first-parent commit after `base` changed in what the settings files state,
    /// oldest first, with its first parent: the facts of each version of a file it touched, taken
    /// out and put in. Read from the files' versions (`git log --raw`, then `git cat-file`), each
    /// version's facts found once: a diff of every version against the one before, which `git log
    /// -p` makes, costs git more than all of them read whole (a project file of 5,000 lines
    /// changed in 400 commits: 0.5 s against 0.2). The log is read newest first, as git walks, and
    /// the versions it names are read while git goes on: `--reverse` would hold them all until
    /// the walk ends. Git lists every path each commit changes and the settings files are picked
    /// out here: handed the files' patterns (`*.pbxproj`, `*/Package.swift`), git took longer to
    /// match them than to list everything (a feed reader's 6,245 commits: 0.24 s against 0.13).
    static func settingsChanges(before tip: String, after base: String?, in repository: Repository) throws
        -> [(parent: String?, delta: [String: Int])]
    {
        let searching = DispatchTime.now()
        var commits: [CommitRecord] = []
        let versions = SettingsVersions(repository)
        defer { versions.close() }
        try gitCall {
            try repository.forEachFirstParentCommit(
                branch: tip, excluding: base, pathspecs: BuildGraph.settingsPathspecs, newestFirst: true
            ) { commit in
                guard !commit.changes.isEmpty else { return }
                commits.append(commit)
                versions.add(commit.changes)
            }
        }
        Trace.phase("settings log (\(commits.count) commits)", since: searching)
        let factsOf = try versions.finish()
        Trace.phase("settings versions read", since: searching)
        return commits.reversed().map { commit in
            var delta: [String: Int] = [:]
            for change in commit.changes where change.isRegularFile {
                if let old = change.oldBlob, let facts = factsOf[old + change.path] {
                    delta.merge(facts.mapValues { -$0 }, uniquingKeysWith: +)
                }
                if let new = change.newBlob, let facts = factsOf[new + change.path] {
                    delta.merge(facts, uniquingKeysWith: +)
                }
            }
            return (commit.parents.first, delta)
        }
    }

    /// The versions of settings files a log names, each read once and its facts found, a batch
    /// at a time on a queue of its own while the log goes on: a large project's versions run to
    /// hundreds of megabytes, and reading them holds up neither git's log nor its reading.
    private final class SettingsVersions: @unchecked Sendable {
        let repository: Repository
        /// Touched only by the thread reading the log.
        private var pending: [(sha: String, path: String)] = []
        private var met = Set<String>()
        /// Touched only on `queue`; read once `finish()` has waited for it.
        private var factsOf: [String: [String: Int]] = [:]
        private var reader: BlobReader?
        private var failure: Error?
        /// Most versions of a project file add a file and state what the one before stated: each
        /// distinct line is read once, however many versions hold it.
        private var statedBy: [StatedLine: [String]] = [:]
        private let queue = DispatchQueue(label: "designdebt.settings-versions")

        init(_ repository: Repository) { self.repository = repository }

        /// Notes the versions `changes` take out and put in, handing a batch over once one is full.
        func add(_ changes: [FileChange]) {
            for change in changes where change.isRegularFile {
                for sha in [change.oldBlob, change.newBlob].compactMap({ $0 })
                where met.insert(sha + change.path).inserted {
                    pending.append((sha, change.path))
                }
            }
            if pending.count >= BuildEpoch.versionsPerRead { handOver() }
        }

        /// Each version's facts by its blob and the path it was met at (a file's kind says how it
        /// is read), once every version noted is read.
        func finish() throws -> [String: [String: Int]] {
            handOver()
            return try queue.sync {
                if let failure { throw failure }
                return factsOf
            }
        }

        func close() { queue.sync { reader?.close() } }

        private func handOver() {
            guard !pending.isEmpty else { return }
            let batch = pending
            pending = []
            queue.async { [self] in
                guard failure == nil else { return }
                do { try read(batch) } catch { failure = error }
            }
        }

        private func read(_ batch: [(sha: String, path: String)]) throws {
            if reader == nil { reader = try gitCall { try BlobReader(repository: repository) } }
            guard let reader else { return }
            let contents = try gitCall { try reader.readAll(batch.map(\.sha)) }
            let read = zip(batch, contents).compactMap {
                version, content -> (key: String, bytes: [UInt8], path: String)? in
                guard case .content(let bytes) = content else { return nil }
                return (version.sha + version.path, bytes, version.path)
            }
            let found = parallelMap(read, jobs: ProcessInfo.processInfo.activeProcessorCount) {
                markerLines(inFile: $0.bytes, path: $0.path)
            }
            for (version, lines) in zip(read, found) { factsOf[version.key] = facts(of: lines, known: &statedBy) }
        }
    }

    /// How many versions of settings files are read from git at a time.
    static let versionsPerRead = 64

    /// What a settings file's marker lines (`markerLines(inFile:path:)`) state, fact by fact
    /// (`facts(in:path:)`), with how many of its lines state each; a line not in `known` is read
    /// and kept there.
    static func facts(of lines: [StatedLine: Int], known: inout [StatedLine: [String]]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (line, occurrences) in lines {
            let facts = known[line] ?? stated(line.text, inPackage: line.inPackage)
            known[line] = facts
            for fact in facts { counts[fact, default: 0] += occurrences }
        }
        return counts
    }

    /// A line holding a marker, as a settings file of its kind reads it: a package manifest's
    /// `.iOS(.v17)` is read otherwise than a project's or an `.xcconfig`'s settings.
    struct StatedLine: Hashable, Sendable {
        let text: String
        let inPackage: Bool
    }

    /// The lines of a settings file holding a marker, each with how many times it occurs. Only
    /// those lines are read: the markers are found with a vector search, and most lines of a
    /// project file have none.
    static func markerLines(inFile bytes: [UInt8], path: String) -> [StatedLine: Int] {
        let inPackage = isPackageManifest(path)
        var lines: [StatedLine: Int] = [:]
        var starts = Set<Int>()
        bytes.withUnsafeBufferPointer { buffer in
            for marker in factMarkers {
                var from = 0
                while let hit = firstOffset(of: marker, in: buffer, from: from) {
                    var start = hit
                    while start > 0, buffer[start - 1] != 0x0A { start -= 1 }
                    var end = hit
                    while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                    if starts.insert(start).inserted {
                        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                        lines[StatedLine(text: text, inPackage: inPackage), default: 0] += 1
                    }
                    from = end
                }
            }
        }
        return lines
    }

    /// Words without which a line states no platform or minimum.
    static let factMarkers: [StaticString] = [
        "DEPLOYMENT_TARGET", "SDKROOT", "SUPPORTED_PLATFORMS", "SUPPORTS_MACCATALYST", "OS(", "Catalyst(",
    ]

    /// What one line of a settings file at `path` states of platforms and minimums, as an analysis
    /// tells them: `iOS>=17` for `IPHONEOS_DEPLOYMENT_TARGET = 17.2;`, `macOS` for `SDKROOT = macosx;`.
    static func facts(in line: String, path: String) -> [String] {
        // A line without a marker states nothing of the kind: ruled out before the settings reader looks.
        guard factMarkers.contains(where: { line.contains($0.description) }) else { return [] }
        return stated(line, inPackage: isPackageManifest(path))
    }

    /// A package manifest, or a Tuist helper, which states platforms as calls (`.iOS("15.5")`).
    private static func isPackageManifest(_ path: String) -> Bool {
        DeploymentTargets.isManifest(path) || BuildGraph.isTuistHelper(path)
    }

    /// `facts(in:path:)` of a line known to hold a marker (`markerLines(inFile:path:)` found it by
    /// one), in a package manifest or in a project's or an `.xcconfig`'s settings, which read a line
    /// alike.
    private static func stated(_ line: String, inPackage: Bool) -> [String] {
        var targets = DeploymentTargets()
        targets.read(line, file: inPackage ? "Package.swift" : "")
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
