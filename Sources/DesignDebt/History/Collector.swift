import CSQLite
import DebtStore
import DesignRules
import Dispatch
import Foundation
import GitHistory

/// What `designdebt collect` is asked to do.
public struct CollectOptions: Sendable {
    public var repository: String
    /// Default: `.designdebt/history.sqlite` under the repository root.
    public var database: String?
    /// Default: the branch the remote's HEAD names, else the checked-out one.
    public var branch: String?
    /// Start the first backfill here (a revision or an ISO date) instead of the root.
    public var since: String?
    public var maxCommits: Int?
    public var jobs: Int
    public var configPath: String?
    /// Seconds to wait for another collect holding the database; 0: refuse at once.
    public var wait: Double = 0

    public init(
        repository: String = ".", database: String? = nil, branch: String? = nil, since: String? = nil,
        maxCommits: Int? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount, configPath: String? = nil
    ) {
        self.repository = repository
        self.database = database
        self.branch = branch
        self.since = since
        self.maxCommits = maxCommits
        self.jobs = max(1, jobs)
        self.configPath = configPath
    }
}

/// What a collect did, for the one-line summary and the `runs` row.
public struct CollectSummary: Sendable {
    public var branch = ""
    public var tip = ""
    public var databasePath = ""
    public var commitsAdded = 0
    public var commitsRemoved = 0
    public var blobsAnalyzed = 0
    public var blobsReused = 0
    /// Skipped files at the tip, by reason.
    public var skippedAtTip: [String: Int] = [:]
    /// Set when the clone is shallow: the oldest commit there is.
    public var shallowBoundary: String?
    /// The database already held the branch's tip: a run with nothing to do.
    public var tipWasCollected = false
    /// The `--since` the run was given, for a range that turned out empty.
    public var since: String?
    /// Older commits a deepened shallow clone showed, joined before the first stored commit.
    public var commitsBeforeDeepened = 0
    /// Blobs earlier runs recorded missing (a partial clone) that this one found and filled in.
    public var blobsFilledIn = 0
    /// `--since` was given but the timeline had already started: the sha of its first commit.
    public var sinceNotApplied: String?
    /// The branch's history was collected at this other root: the clone moved (a new CI workspace,
    /// a fresh clone), and its timeline goes on here.
    public var movedFrom: String?
    /// The branch's history was collected under this other name, which git no longer has: the
    /// branch was renamed, and its timeline goes on under the new name.
    public var renamedFrom: String?
    /// The local branch was behind this remote-tracking branch (`origin/main`), whose commits were collected.
    public var followed: String?
    /// Renames git found in the commits looked at this run (its own, or earlier ones not read yet).
    public var renamesFound = 0
    /// The database held an earlier schema and was upgraded (a copy kept) before anything else.
    public var schemaUpgrade: Migrator.Upgrade?
    public var seconds = 0.0

    public init() {}
}

/// Progress the command line can draw.
public struct CollectProgress: Sendable {
    public var commitsDone: Int
    /// `nil` while git is still listing the commits.
    public var commitsTotal: Int?
    public var blobsAnalyzed: Int

    public init(commitsDone: Int, commitsTotal: Int?, blobsAnalyzed: Int) {
        self.commitsDone = commitsDone
        self.commitsTotal = commitsTotal
        self.blobsAnalyzed = blobsAnalyzed
    }
}

/// `designdebt collect`: records every new first-parent commit of a branch.
///
/// Commits are read from git oldest first in chunks; the new blobs of a chunk
/// are read through one `git cat-file --batch`, analyzed on every core, and
/// stored once per analyzer; then each commit is written in its own
/// transaction: its row, the path intervals it opens and closes, and its
/// rollup deltas (parent's totals minus removed blobs plus added blobs).
/// While one chunk's commits are written, the next chunk's blobs are read
/// and analyzed.
/// Killing the process at any point leaves whole commits only; the next run
/// resumes after the last one.
public struct Collector {
    public let options: CollectOptions

    public init(options: CollectOptions) {
        self.options = options
    }

    /// Commits per chunk: the blobs a chunk adds are stored in one transaction before its commits
    /// are written. Small, so the last chunk's commits, written after every analysis is done, are few.
    static let chunkSize = 64

    /// Chunks whose blobs are read and analyzed ahead of the commit being written: enough that the
    /// workers never wait for the writer, few enough to bound memory (results are held until stored).
    static let chunksAhead = 4

    public func run(progress: (CollectProgress) -> Void = { _ in }) throws -> CollectSummary {
        let started = DispatchTime.now()
        let repository = try openRepository(options.repository)
        let config = try loadProjectConfiguration(root: repository.root, path: options.configPath).config
        if let since = options.since { _ = try Ingest.checkSince(since, in: repository) }
        // Refused before anything is written: an unknown branch leaves no database behind.
        let branch = try options.branch ?? gitCall { try repository.defaultBranch() }
        guard var tip = try gitCall({ try repository.resolve(branch) }) else {
            throw DesignDebtError.input("Unknown branch '\(branch)' in '\(repository.root)'.")
        }
        let databasePath = options.database ?? repository.root + "/.designdebt/history.sqlite"
        try Self.createFolder(of: databasePath)
        let lock = try CollectorLock(databasePath: databasePath, wait: options.wait)
        defer { lock.release() }

        var upgrade: Migrator.Upgrade?
        let database = try Self.openDatabase(databasePath) { upgrade = $0 }
        defer {
            Trace.pagesWritten(database.pagesWritten)
            let closing = DispatchTime.now()
            database.close()
            Trace.phase("close", since: closing)
        }
        let store = HistoryStore(database: database)
        let reserve = DiskReserve(besides: databasePath)
        defer { reserve.release() }
        // A job that fetched and did not pull: the branch it means is where its remote is now.
        var followed: String?
        if options.branch == nil, let ahead = try gitCall({ try repository.remoteTrackingAhead(of: branch) }) {
            (followed, tip) = (ahead.name, ahead.sha)
        }
        let moved = try Self.movedRepository(store, repository: repository, branch: branch, tip: tip)
        if let moved { try store.move(repositoryID: moved.id, to: repository.root) }
        let renamed =
            moved == nil ? try Self.renamedBranch(store, repository: repository, branch: branch, tip: tip) : nil
        if let renamed { try store.rename(repositoryID: renamed.id, to: branch) }
        let repositoryID = try store.repositoryID(root: repository.root, branch: branch, remote: nil)
        let reading = DispatchTime.now()
        // Where the deployment targets changed since the stored line's last commit: git searches
        // the settings files' history while the tip's tokens are read.
        let base = try store.lastCommitSHA(repositoryID: repositoryID)
        let ends = Background { [tip] in try BuildEpoch.ends(before: tip, after: base, in: repository) }
        // The tip's tree, listed once: its build settings, its tokens and the files no target builds.
        let tree = try gitCall { try repository.lsTree(commit: tip) }
        // Its settings files and its tokens' blobs through one `cat-file`.
        let tipReader = SharedBlobReader(repository)
        defer { tipReader.close() }
        let settings = try BuildSettings.at(tree: tree, in: repository, reader: tipReader)
        // Only the tip's blobs no earlier collect (or none under this configuration) read are lexed.
        var storedFacts = StoredTokenFacts(config: config)
        try storedFacts.load(from: database, tree: tree)
        let (project, tipBlobs, computedFacts) = try ProjectTokens.atTip(
            repository, tree: tree, settings: settings, config: config, jobs: options.jobs, known: storedFacts.facts,
            reader: tipReader)
        tipReader.close()
        try StoredTokenFacts.save(computedFacts, version: storedFacts.version, into: database)
        Trace.phase("tokens at tip (\(computedFacts.count) blobs read)", since: reading)
        let now = BuildEpoch(end: tip, tree: tree, settings: settings, config: config, project: project)
        let identity = now.identity
        let analyzerID = try store.analyzerID(identity)
        try store.closeAbandonedRuns(repositoryID: repositoryID)
        let runID = try store.beginRun(repositoryID: repositoryID, analyzerID: analyzerID, startedAt: Self.now())

        var summary = CollectSummary()
        summary.branch = branch
        summary.tip = tip
        summary.followed = followed
        summary.databasePath = databasePath
        summary.schemaUpgrade = upgrade
        summary.movedFrom = moved?.root
        summary.renamedFrom = renamed?.branch
        if repository.isShallow() { summary.shallowBoundary = repository.shallowBoundary().sorted().first }
        var ingest: Ingest?
        // Commits stored by the stretches before the one in progress.
        var addedBefore = 0
        var stretchesAfter = 0
        // A range split into stretches counts its commits once: for the bar and a failure's "to go".
        var runTotal: Int?
        // The stretch measured just before the one in progress, whose results carry over.
        var previous: (analyzerID: Int64, contexts: BuildContexts)?
        let scope = now.scope
        let analyzer = FileAnalyzer(config: config, project: project, build: now.common)
        do {
            summary.commitsBeforeDeepened = try ShallowDeepening(
                store: store, repository: repository, repositoryID: repositoryID, analyzerID: analyzerID, runID: runID,
                scope: scope, analyzer: analyzer, contexts: now.contexts, jobs: options.jobs
            ).run()
            summary.blobsFilledIn = try MissingBlobFill(
                store: store, repository: repository, repositoryID: repositoryID, analyzerID: analyzerID, scope: scope,
                analyzer: analyzer, contexts: now.contexts
            ).run()
            let stretches = try BuildEpoch.stretches(
                ending: try ends.value(), then: now, in: repository, config: config, project: project,
                jobs: options.jobs)
            Trace.phase("build stretches \(stretches.count)", since: reading)
            // Only a count: a stored commit git lost (a force-push, then a gc) leaves it unknown.
            if stretches.count > 1, options.since == nil,
                let total = try? repository.firstParentCount(branch: tip, excluding: base)
            {
                runTotal = options.maxCommits.map { min($0, total) } ?? total
            }
            for (index, epoch) in stretches.enumerated() {
                let isLast = index == stretches.count - 1
                let remaining = options.maxCommits.map { $0 - addedBefore }
                if let remaining, remaining <= 0 { break }
                let epochAnalyzerID = isLast ? analyzerID : try store.analyzerID(epoch.identity)
                var current = Ingest(
                    repository: repository, store: store, scope: epoch.scope,
                    analyzer: FileAnalyzer(config: config, project: project, build: epoch.common),
                    contexts: epoch.contexts, repositoryID: repositoryID, analyzerID: epochAnalyzerID, runID: runID,
                    jobs: options.jobs, tipBlobs: tipBlobs)
                current.previous = previous
                defer { previous = (epochAnalyzerID, epoch.contexts) }
                // What a failure reports: the stretch in progress, as far as it got.
                defer { ingest = current }
                stretchesAfter = stretches.count - 1 - index
                let preparing = DispatchTime.now()
                // `--since` picks where a first backfill starts: it holds until a stretch stores a commit.
                try current.prepare(
                    tip: epoch.end, since: index == 0 || addedBefore == 0 ? options.since : nil,
                    maxCommits: remaining)
                Trace.phase("prepare", since: preparing)
                summary.commitsRemoved += current.commitsRemoved
                if index == 0 { summary.sinceNotApplied = current.sinceNotApplied }
                summary.tipWasCollected = isLast && addedBefore == 0 && current.tipWasCollected
                let before = addedBefore
                try current.run { done in
                    progress(
                        CollectProgress(
                            commitsDone: before + done.commitsDone,
                            commitsTotal: runTotal ?? (isLast ? done.commitsTotal.map { before + $0 } : nil),
                            blobsAnalyzed: summary.blobsAnalyzed + done.blobsAnalyzed))
                }
                addedBefore += current.commitsAdded
                summary.blobsAnalyzed += current.blobsAnalyzed
                summary.blobsReused += current.blobsReused
                summary.skippedAtTip = current.skippedNow
            }
            summary.since = options.since
            try store.forgetReturnedCommits(repositoryID: repositoryID)
            let renaming = DispatchTime.now()
            summary.renamesFound = try RenameDetection(
                store: store, repository: repository, repositoryID: repositoryID
            ).run()
            Trace.phase("renames \(summary.renamesFound)", since: renaming)
            summary.commitsAdded = addedBefore
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            try store.finishRun(runID, status: "ok", finishedAt: Self.now(), summary: summary)
            Trace.peakMemory()
        } catch let interrupted as CollectInterrupted {
            summary.commitsAdded = addedBefore + interrupted.commitsAdded
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            // A run that did not finish is `failed` (the schema's word), whatever stopped it; its
            // commits are stored whole, and `regressions --since last-run` still starts at the last `ok`.
            try? store.finishRun(runID, status: "failed", finishedAt: Self.now(), summary: summary)
            throw CollectInterrupted(signal: interrupted.signal, commitsAdded: summary.commitsAdded)
        } catch {
            summary.commitsAdded = addedBefore + (ingest?.commitsAdded ?? 0)
            summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            // A full disk leaves no room to say the run failed: the reserve is that room.
            reserve.release()
            try? store.finishRun(runID, status: "failed", finishedAt: Self.now(), summary: summary)
            let failure = StorageFailure(
                databasePath: databasePath, commitsAdded: summary.commitsAdded,
                commitsLeft: runTotal.map { $0 - summary.commitsAdded }
                    ?? (stretchesAfter == 0 ? ingest?.commitsLeft : nil))
            if let error = error as? SQLiteError, let described = failure.describe(error) { throw described }
            throw error
        }
        return summary
    }

    /// Opens the database for writing, bringing its schema up to date; `upgraded` hears of an
    /// upgrade of an existing database.
    static func openDatabase(_ path: String, upgraded: (Migrator.Upgrade) -> Void = { _ in }) throws -> Database {
        do {
            let database = try Database(path: path)
            if let upgrade = try Migrator.migrate(database, Migration.all) { upgraded(upgrade) }
            // Every commit is a transaction of its own, appending its pages to the WAL. Copying them
            // into the database every 1,000 pages (the default) meant a checkpoint, with its two
            // fsyncs, every few dozen commits; this is about 32 MB of WAL between checkpoints.
            try database.execute("PRAGMA wal_autocheckpoint = \(Self.walPagesPerCheckpoint)")
            return database
        } catch let error as MigrationError {
            throw DesignDebtError.runtime(error.description)
        } catch let error as SQLiteError {
            if let message = StorageFailure.opening(error, path: path) { throw DesignDebtError.runtime(message) }
            throw DesignDebtError.runtime("Cannot open the database '\(path)': \(error.description)")
        }
    }

    static let walPagesPerCheckpoint = 8_192

    /// Whether the commit `sha` exists here and is `tip` or one of its ancestors.
    private static func isOnBranch(_ sha: String, tip: String, in repository: Repository) throws -> Bool {
        guard try gitCall({ try repository.resolve(sha + "^{commit}") }) != nil else { return false }
        return try gitCall { try repository.isAncestor(sha, of: tip) }
    }

    /// The timeline of this root under another branch name that `branch` continues: nothing is
    /// stored for `branch` yet, the other name no longer exists in git, and its last stored commit
    /// is on `branch` (`git branch -m master main`). Exactly one such name, or none is chosen.
    static func renamedBranch(_ store: HistoryStore, repository: Repository, branch: String, tip: String) throws
        -> (id: Int64, branch: String)?
    {
        guard try !store.hasRepository(root: repository.root, branch: branch) else { return nil }
        let others = try store.timelines().filter { $0.root == repository.root && $0.branch != branch }
        let continued = try others.filter { candidate in
            try gitCall({ try repository.resolve(candidate.branch) }) == nil
                && isOnBranch(candidate.lastSHA, tip: tip, in: repository)
        }
        guard continued.count == 1, let found = continued.first else { return nil }
        return (found.id, found.branch)
    }

    /// The timeline of `branch` collected at another root that this clone continues: nothing is
    /// stored at this root yet, and exactly one other root's last stored commit is on the branch here
    /// (the same history, cloned anew or moved). Several such roots are a choice the run cannot make.
    static func movedRepository(_ store: HistoryStore, repository: Repository, branch: String, tip: String) throws
        -> (id: Int64, root: String)?
    {
        let candidates = try store.timelines().filter { $0.branch == branch && $0.root != repository.root }
        guard !candidates.isEmpty, try !store.hasRepository(root: repository.root, branch: branch) else { return nil }
        let continued = try candidates.filter { try isOnBranch($0.lastSHA, tip: tip, in: repository) }
        guard continued.count == 1, let found = continued.first else { return nil }
        return (found.id, found.root)
    }

    /// Creates the database's folder and the ones above it (`.designdebt` on first use), or says
    /// why it cannot in the system's words (`mkdir -p`, without Foundation's error dump).
    static func createFolder(of databasePath: String) throws {
        let folder = (databasePath as NSString).deletingLastPathComponent
        var path = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            path += "/" + component
            guard mkdir(path, 0o755) != 0 else { continue }
            let failure = errno
            var isFolder: ObjCBool = false
            if failure == EEXIST, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                if isFolder.boolValue { continue }
                throw DesignDebtError.runtime(
                    "Cannot create the folder '\(folder)' for the database: '\(path)' is a file.")
            }
            throw DesignDebtError.runtime(
                "Cannot create the folder '\(folder)' for the database: \(String(cString: strerror(failure))).")
        }
    }

    static func now() -> String {
        ISO8601DateFormatter().string(from: Date())
    }
}

/// The repository containing `path`; not being in one is the user's to fix (exit 64).
func openRepository(_ path: String) throws -> Repository {
    do {
        return try Repository(path: path)
    } catch {
        throw DesignDebtError.input(error.description)
    }
}

/// Runs a git call, turning its error into the tool's.
func gitCall<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as GitError {
        throw DesignDebtError.runtime(error.description)
    }
}
