import BuildGraph
import DebtReports
import DesignRules
import Dispatch
import Foundation
import Parallelism
import SwiftLexer

/// `designdebt scan`: analyzes the Swift files of a working tree.
public struct WorkingTreeScan: Sendable {
    public let root: String
    public let config: Configuration
    public let configSource: String

    /// Prepares a scan of `root` with the configuration at `configPath`, or
    /// `designdebt.json` at the root when there is one, else the defaults.
    public init(root: String, configPath: String? = nil, enableAllRules: Bool = false) throws(DesignDebtError) {
        self.root = root
        var (config, configSource) = try loadProjectConfiguration(root: root, path: configPath)
        // `--enable-all-rules`: the opt-in rules too, whatever the configuration turns on.
        if enableAllRules { config.enablesAllRules = true }
        self.config = config
        self.configSource = configSource
    }

    /// Scans with a configuration given in code.
    public init(root: String, config: Configuration) {
        self.root = root
        self.config = config
        self.configSource = "given"
    }

    /// Walks, reads and analyzes every file in scope, two files at a time per
    /// core; results come back in path order whatever the scheduling.
    public func run() throws(DesignDebtError) -> ScanResult {
        let (read, skippedFiles, project, settings) = try read()
        var skipped = skippedFiles
        let contexts = settings.contexts(config: config)
        let analyzer = FileAnalyzer(config: config, project: project, build: contexts.app)
        let analyzing = DispatchTime.now()
        defer { Trace.phase("analysis", since: analyzing) }
        let outcomes = parallelMap(read, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            read -> FileOutcome in
            switch read {
            case .skipped(let reason): return .skipped(reason)
            case .lexed(let path, let file, let facts):
                let analysis = analyzer.analyze(file, facts: facts, build: contexts.context(of: path))
                return .scanned(ScannedFile(path: path, analysis, bytes: file.bytes.count))
            }
        }
        var files: [ScannedFile] = []
        for outcome in outcomes {
            switch outcome {
            case .scanned(let file): files.append(file)
            case .skipped(let reason): skipped[reason, default: 0] += 1
            }
        }
        // The configuration as files were judged: with the app's own scales.
        var result = ScanResult(
            root: root, files: files, skipped: skipped, configSource: configSource, config: analyzer.config,
            project: project)
        result.build = contexts.app
        result.targets = contexts.configured.isEmpty ? settings.graph.targets : []
        return result
    }

    /// Lists and reads every file in scope: the files, what was left out before reading (by
    /// reason), the app's tokens and its build settings.
    func read() throws(DesignDebtError) -> (
        files: [ReadFile], skipped: [SkipReason: Int], project: ProjectTokens, settings: BuildSettings
    ) {
        let walking = DispatchTime.now()
        let tree = SourceTree(root: root)
        var listing: (files: [SourceTree.Entry], vendoredDirectories: Int)
        do {
            // One walk finds the sources, the build settings and the asset catalogues' colours.
            listing = try tree.files {
                $0.hasSuffix(".swift") || BuildGraph.isSettingsFile($0) || AssetColor.isColorSet($0)
            }
        } catch {
            throw DesignDebtError.input(error.description)
        }
        // `Package.swift` is both: a package's settings and Swift source in scope as before.
        let settings = listing.files.filter { !$0.isSymlink && BuildGraph.isSettingsFile($0.path) }.map(\.path)
        // Only the colour sets are read here, as the history reads them: regular files.
        let assetColors = listing.files.filter { !$0.isSymlink && AssetColor.isColorSet($0.path) }.compactMap {
            entry in tree.contents(of: entry.path).flatMap { AssetColor.read($0, path: entry.path) }
        }
        listing.files.removeAll { !$0.path.hasSuffix(".swift") }
        Trace.phase("walk", since: walking)
        let settingsRead = DispatchTime.now()
        let buildSettings = BuildSettings(settings, contents: tree.contents(of:))
        let scope = FileScope(config: config, graph: buildSettings.graph)
        Trace.phase("build settings", since: settingsRead)
        var skipped: [SkipReason: Int] = [:]
        if listing.vendoredDirectories > 0 { skipped[.vendored] = listing.vendoredDirectories }
        var candidates: [String] = []
        var shippedElsewhere: [String] = []
        var debugFiles: [String] = []
        for entry in listing.files {
            if entry.isSymlink {
                skipped[.symlink, default: 0] += 1
            } else if let reason = scope.skipReason(forPath: entry.path) {
                skipped[reason, default: 0] += 1
                if reason.isShippedCode { shippedElsewhere.append(entry.path) }
                if reason == .debug, entry.path.hasSuffix(".swift") { debugFiles.append(entry.path) }
            } else {
                candidates.append(entry.path)
            }
        }
        // The app's tokens are gathered from every file before any file is judged, since a file's
        // findings depend on what the app defines and which of its views other files make; each
        // file is then analyzed from the same lexing.
        let lexing = DispatchTime.now()
        let read = parallelMap(candidates, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            path -> ReadFile in
            guard let bytes = tree.contents(of: path) else { return .skipped(.unreadable) }
            if let reason = scope.skipReason(forContent: bytes) { return .skipped(reason) }
            let file = SourceFile(bytes: bytes)
            return .lexed(path, file, ProjectTokens.facts(of: file, path: path, config: config))
        }
        Trace.phase("read and token facts", since: lexing)
        let merging = DispatchTime.now()
        defer { Trace.phase("merge", since: merging) }
        var project = ProjectTokens.merging(
            read.compactMap { if case .lexed(_, _, let facts) = $0 { return facts } else { return nil } },
            config: config, graph: buildSettings.graph, assetColors: assetColors)
        // A view a watch app or generated code makes ships, though those files are not judged.
        project.keepViews(namedIn: shippedElsewhere.lazy.compactMap { tree.contents(of: $0) })
        project.keepViews(
            namedInDebugFiles: debugFiles.lazy.compactMap { path in tree.contents(of: path).map { (path, $0) } })
        return (read, skipped, project, buildSettings)
    }

    enum ReadFile: Sendable {
        /// Lexed for what it contributes to the app's tokens.
        case lexed(String, SourceFile, ProjectTokens.FileFacts)
        case skipped(SkipReason)
    }

    enum FileOutcome: Sendable {
        case scanned(ScannedFile)
        case skipped(SkipReason)
    }
}
