import BuildGraph

/// What builds a file: the platforms its targets build for and the oldest system of each, from
/// the tree's `BuildGraph` (the targets that compile the file, else the app's). Every rule's
/// finding is judged with it, so a rule about Dynamic Type says nothing in a macOS app, and
/// advice the file's oldest system cannot take is blocked, not debt.
public struct BuildContext: Sendable, Equatable {
    /// The platforms the app builds for; empty when no build settings were found (every
    /// platform, then, and no minimum).
    public let platforms: Set<Platform>
    /// The oldest system per platform, with the file that says so.
    public let minimums: [Platform: DeploymentTargets.Found]
    /// Set by `designdebt.json`'s `platforms` rather than read from the project.
    public let isConfigured: Bool
    /// Where the file sits, when its path is known; nil for code judged without one.
    public var place: Place?

    /// Whether a file judged in `other` gets the results it gets in this one: the same platforms,
    /// the same releases reached, the same place.
    public func judgesAlike(_ other: BuildContext) -> Bool {
        canonicalText == other.canonicalText && place == other.place
    }

    /// A file's module and the targets whose code it can name: what decides which of the app's
    /// tokens a message may suggest there, as `fix` decides what it may write.
    public struct Place: Sendable, Equatable {
        /// The SwiftPM module of its folder (`Sources/<Module>/...`), whose internal tokens it names.
        public var module: String?
        /// The targets that build it and those they link (`BuildGraph.reach(of:)`); empty when no
        /// target names it.
        public var reach: Set<String>

        public init(module: String?, reach: Set<String>) {
            self.module = module
            self.reach = reach
        }

        /// Whether the file can name a token defined by the targets `owners` in the package module `module`.
        public func canName(module tokenModule: String?, targets owners: Set<String>) -> Bool {
            (tokenModule == nil || tokenModule == module) && BuildGraph.reaches(reach, owners)
        }
    }

    /// Nothing known: every rule applies everywhere and nothing is blocked.
    public static let unknown = BuildContext(platforms: [], minimums: [:])

    public init(platforms: Set<Platform>, minimums: [Platform: DeploymentTargets.Found], isConfigured: Bool = false) {
        self.platforms = platforms
        self.minimums = minimums
        self.isConfigured = isConfigured
    }

    /// The app's targets as its build settings say.
    public init(_ targets: DeploymentTargets) {
        self.init(platforms: targets.platforms, minimums: targets.lowest)
    }

    /// The context of the file at `path`: what builds it, or `configured` (`designdebt.json`'s
    /// `platforms`) for every file when the team says so.
    public init(of path: String, in graph: BuildGraph, configured: [Platform: OSVersion]) {
        self = BuildContext(graph.deployment(for: path)).overridden(by: configured)
        place = Place(module: ProjectTokens.moduleName(of: path), reach: graph.reach(of: path))
    }

    /// This context with `designdebt.json`'s `platforms` (`{"iOS": "15.0", "macOS": "12"}`) in place of
    /// what the project says: the configuration is the team's word.
    public func overridden(by configured: [Platform: OSVersion]) -> BuildContext {
        guard !configured.isEmpty else { return self }
        var minimums: [Platform: DeploymentTargets.Found] = [:]
        for (platform, version) in configured {
            minimums[platform] = DeploymentTargets.Found(version: version, file: "designdebt.json")
        }
        var context = BuildContext(platforms: Set(configured.keys), minimums: minimums, isConfigured: true)
        context.place = place
        return context
    }

    /// The platforms code builds for, every one when none is known.
    public var effectivePlatforms: Set<Platform> { platforms.isEmpty ? Set(Platform.allCases) : platforms }

    /// Of `platforms` (where a piece of code builds), the first whose oldest system lacks what
    /// `availability` needs: the platform, what it needs and what the app supports.
    public func blocker(of availability: Availability, on platforms: Set<Platform>) -> Blocker? {
        for platform in platforms.sorted() {
            guard let needed = availability.minimums[platform], let minimum = minimums[platform],
                minimum.version < needed
            else { continue }
            return Blocker(platform: platform, needs: needed, minimum: minimum.version)
        }
        return nil
    }

    /// Why a finding is blocked: its advice needs `needs` on `platform`, which the app supports from `minimum`.
    public struct Blocker: Sendable, Equatable {
        public var platform: Platform
        public var needs: OSVersion
        public var minimum: OSVersion

        /// `iOS 17`: the minimum that makes the finding payable.
        public var raise: String { "\(platform.rawValue) \(needs)" }
    }

    /// What goes into the analyzer's identity: a new platform, or a minimum that crosses a release
    /// some advice needs, measures the history again. A minimum is told by the highest such
    /// release it reaches (`Availability.threshold`): iOS 17.0 and 17.2 judge every file alike,
    /// and moving from one to the other measures nothing again.
    public var canonicalText: String {
        let platformText = platforms.sorted().map(\.rawValue).joined(separator: ",")
        let minimumText = minimums.sorted { $0.key < $1.key }.map { platform, found in
            "\(platform.rawValue)>=\(Availability.threshold(reachedBy: found.version, on: platform).map { "\($0)" } ?? "0")"
        }
        // Not the place: it changes which token a message names, never what is counted, and a file
        // added to a package or an extension would measure the whole history again.
        return "platforms=\(platformText);minimums=\(minimumText.joined(separator: ","))"
    }

    /// `iOS 15, macOS 12 (App.xcodeproj/project.pbxproj)`: what scan prints.
    public var summary: String {
        guard !platforms.isEmpty else { return "no build settings found: every platform, no minimum" }
        let parts = platforms.sorted().map { platform in
            minimums[platform].map { "\(platform.rawValue) \($0.version)" } ?? platform.rawValue
        }
        let files = Set(minimums.values.map(\.file)).sorted()
        return parts.joined(separator: ", ") + (files.isEmpty ? "" : " (\(files.joined(separator: ", ")))")
    }
}

/// Every file's build context in one tree: what builds each file (`BuildContext(of:in:configured:)`),
/// read from one `BuildGraph`, and the context most of the app's files share.
public struct BuildContexts: Sendable {
    public let graph: BuildGraph
    /// `designdebt.json`'s `platforms`: when set, every file's context.
    public let configured: [Platform: OSVersion]

    public init(graph: BuildGraph, configured: [Platform: OSVersion] = [:]) {
        self.graph = graph
        self.configured = configured
    }

    /// Nothing known: every file is built for every platform, with no minimum.
    public static let unknown = BuildContexts(graph: .unknown)

    /// The app's as a whole: every target's platforms and the oldest system of each.
    public var app: BuildContext { BuildContext(graph.app).overridden(by: configured) }

    /// The context of the file at `path`.
    public func context(of path: String) -> BuildContext {
        BuildContext(of: path, in: graph, configured: configured)
    }

    /// For a tree whose files are `paths`: the context most of its Swift files share (the app's
    /// main target's, as a rule; else the app's), which the analyzer judges with, and what goes
    /// into the analyzer's identity: that context, then each Swift file built otherwise. So a file
    /// moved into an extension with its own minimum is measured again, while a file added to the
    /// main target changes nothing.
    public func identity(ofTree paths: [String]) -> (common: BuildContext, text: String) {
        // Each distinct deployment's text, worked out once (a tree's files share a few), and for
        // each text the files that share it: how many, and the first by path, whose place (which
        // the text leaves out) the common context takes.
        let files = paths.filter { $0.hasSuffix(".swift") }
        let deployments = graph.deployments(for: files)
        let texts = deployments.distinct.map { BuildContext($0).overridden(by: configured).canonicalText }
        // Counted per deployment, then per text: two deployments may read alike.
        var perDeployment = [Int](repeating: 0, count: texts.count)
        var firstPath = [String?](repeating: nil, count: texts.count)
        for (path, index) in zip(files, deployments.index) {
            perDeployment[index] += 1
            firstPath[index] = min(firstPath[index] ?? path, path)
        }
        var counts: [String: (path: String, count: Int)] = [:]
        for (index, text) in texts.enumerated() {
            guard let path = firstPath[index] else { continue }
            let known = counts[text]
            counts[text] = (min(known?.path ?? path, path), (known?.count ?? 0) + perDeployment[index])
        }
        let common =
            counts.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }.map { context(of: $0.value.path) } ?? app
        let commonText = common.canonicalText
        // Each file built otherwise, in the order of its path.
        var text = commonText
        let otherwise = zip(files, deployments.index).filter { texts[$0.1] != commonText }.sorted { $0.0 < $1.0 }
        for (path, index) in otherwise { text += "\n\(path)=\(texts[index])" }
        return (common, text)
    }
}
