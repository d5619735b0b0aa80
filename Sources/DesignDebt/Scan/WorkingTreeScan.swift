import DesignRules
import Dispatch
import Foundation

/// `designdebt scan`: analyzes the Swift files of a working tree.
public struct WorkingTreeScan: Sendable {
    public let root: String
    public let config: Configuration
    public let configSource: String

    /// Prepares a scan of `root` with the configuration at `configPath`, or
    /// `designdebt.json` at the root when there is one, else the defaults.
    public init(root: String, configPath: String? = nil) throws(DesignDebtError) {
        self.root = root
        let path = configPath ?? (root + "/" + Configuration.fileName)
        if configPath != nil || FileManager.default.fileExists(atPath: path) {
            do {
                config = try Configuration.load(path: path)
            } catch {
                throw DesignDebtError.configuration(error.description)
            }
            configSource = path
        } else {
            config = .defaults
            configSource = "defaults"
        }
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
        for entry in listing.files {
            if entry.isSymlink {
                skipped[.symlink, default: 0] += 1
            } else if let reason = scope.skipReason(forPath: entry.path) {
                skipped[reason, default: 0] += 1
            } else {
                candidates.append(entry.path)
            }
        }
        let analyzer = FileAnalyzer(config: config)
        let outcomes = parallelMap(candidates, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            path -> FileOutcome in
            guard let bytes = tree.contents(of: path) else { return .skipped(.unreadable) }
            if let reason = scope.skipReason(forContent: bytes) { return .skipped(reason) }
            let analysis = analyzer.analyze(bytes)
            return .scanned(
                ScannedFile(path: path, bytes: bytes.count, sites: analysis.sites, findings: analysis.findings))
        }
        var files: [ScannedFile] = []
        for outcome in outcomes {
            switch outcome {
            case .scanned(let file): files.append(file)
            case .skipped(let reason): skipped[reason, default: 0] += 1
            }
        }
        return ScanResult(root: root, files: files, skipped: skipped, configSource: configSource)
    }

    enum FileOutcome: Sendable {
        case scanned(ScannedFile)
        case skipped(SkipReason)
    }
}
