import DebtReports
import DesignRules
import Dispatch
import Foundation
import SwiftLexer

/// `designdebt scan`: analyzes the Swift files of a working tree.
public struct WorkingTreeScan: Sendable {
    public let root: String
    public let config: Configuration
    public let configSource: String

    /// Prepares a scan of `root` with the configuration at `configPath`, or
    /// `designdebt.json` at the root when there is one, else the defaults.
    public init(root: String, configPath: String? = nil) throws(DesignDebtError) {
        self.root = root
        (config, configSource) = try loadProjectConfiguration(root: root, path: configPath)
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
        let (read, skippedFiles, project) = try read()
        var skipped = skippedFiles
        let analyzer = FileAnalyzer(config: config, project: project)
        let outcomes = parallelMap(read, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            read -> FileOutcome in
            switch read {
            case .skipped(let reason, _): return .skipped(reason)
            case .lexed(let path, let file, let facts, _):
                return .scanned(ScannedFile(path: path, analyzer.analyze(file, facts: facts), bytes: file.bytes.count))
            case .read(let path, let bytes, _):
                return .scanned(ScannedFile(path: path, analyzer.analyze(bytes), bytes: bytes.count))
            }
        }
        var files: [ScannedFile] = []
        for outcome in outcomes {
            switch outcome {
            case .scanned(let file): files.append(file)
            case .skipped(let reason): skipped[reason, default: 0] += 1
            }
        }
        return ScanResult(
            root: root, files: files, skipped: skipped, configSource: configSource, config: config, project: project)
    }

    /// The app's tokens as the files of the working tree define them.
    func projectTokens() throws(DesignDebtError) -> ProjectTokens {
        try read().project
    }

    /// Lists and reads every file in scope: the files, what was left out before reading (by
    /// reason), and the app's tokens.
    private func read() throws(DesignDebtError) -> (
        files: [ReadFile], skipped: [SkipReason: Int], project: ProjectTokens
    ) {
        let tree = SourceTree(root: root)
        let listing: (files: [SourceTree.Entry], vendoredDirectories: Int)
        do {
            listing = try tree.swiftFiles()
        } catch {
            throw DesignDebtError.input(error.description)
        }
        let scope = FileScope(config: config)
        var skipped: [SkipReason: Int] = [:]
        if listing.vendoredDirectories > 0 { skipped[.vendored] = listing.vendoredDirectories }
        var candidates: [String] = []
        // Out of scope by name but the app's own (its tests, its watch app): read for the types
        // they declare only.
        var declaring: [String] = []
        for entry in listing.files {
            if entry.isSymlink {
                skipped[.symlink, default: 0] += 1
            } else if let reason = scope.skipReason(forPath: entry.path) {
                skipped[reason, default: 0] += 1
                if reason != .vendored { declaring.append(entry.path) }
            } else {
                candidates.append(entry.path)
            }
        }
        // The app's tokens are gathered from every file before any file is judged, since a file's
        // findings depend on what the app defines. Only files that can define one are lexed for it
        // (and then analyzed from the same lexing); the rest are lexed once, when analyzed.
        let read = parallelMap(candidates, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            path -> ReadFile in
            guard let bytes = tree.contents(of: path) else { return .skipped(.unreadable, nil) }
            let names = FileScope.containsNUL(bytes) ? nil : TypeNames(of: bytes)
            if let reason = scope.skipReason(forContent: bytes) { return .skipped(reason, names) }
            guard let names else { return .skipped(.binary, nil) }
            guard ProjectTokens.mayDefineTokens(bytes) else { return .read(path, bytes, names) }
            let file = SourceFile(bytes: bytes)
            return .lexed(path, file, ProjectTokens.facts(of: file, path: path, config: config), names)
        }
        let project = ProjectTokens.merging(
            read.compactMap { if case .lexed(_, _, let facts, _) = $0 { return facts } else { return nil } },
            typeNames: read.compactMap { file -> TypeNames? in
                switch file {
                case .lexed(_, _, _, let names), .read(_, _, let names): names
                case .skipped(_, let names): names
                }
            } + outOfScopeTypeNames(declaring, in: tree),
            config: config)
        return (read, skipped, project)
    }

    /// The type names of files read for them alone (see `TypeNames`).
    private func outOfScopeTypeNames(_ paths: [String], in tree: SourceTree) -> [TypeNames] {
        parallelMap(paths, jobs: ProcessInfo.processInfo.activeProcessorCount) { path -> TypeNames? in
            guard let bytes = tree.contents(of: path), !FileScope.containsNUL(bytes) else { return nil }
            return TypeNames(of: bytes)
        }.compactMap { $0 }
    }

    enum ReadFile: Sendable {
        /// Lexed for its token definitions.
        case lexed(String, SourceFile, ProjectTokens.FileFacts, TypeNames)
        /// Read only: nothing in it can define a token.
        case read(String, [UInt8], TypeNames)
        /// Out of scope; the types it declares still count (nil when it could not be read as text).
        case skipped(SkipReason, TypeNames?)
    }

    enum FileOutcome: Sendable {
        case scanned(ScannedFile)
        case skipped(SkipReason)
    }
}
