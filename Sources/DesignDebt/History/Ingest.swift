import DebtReports
import DebtStore
import DesignRules
import Foundation
import GitHistory

/// The state of one collect run: the open files at the end of the timeline,
/// the skipped paths, and the blobs known this run, moved forward commit by
/// commit.
struct Ingest {
    let repository: Repository
    let store: HistoryStore
    let scope: FileScope
    let analyzer: FileAnalyzer
    /// What builds each file; a file built otherwise than `analyzer.build` is analyzed with its own.
    let contexts: BuildContexts
    let repositoryID: Int64
    let analyzerID: Int64
    let runID: Int64
    let jobs: Int
    /// The tip's blobs, read for its tokens: handed to the feed instead of read again.
    private var tipBlobs: [String: [UInt8]]
    /// The stretch this run measured just before, when this one starts where it ended: a blob
    /// whose file is built alike in both keeps its results, copied, not analyzed again.
    var previous: (analyzerID: Int64, contexts: BuildContexts)?

    /// The commits to ingest, as git hands them over, and the first of them.
    private var commits: CommitFeed?
    private var first: CommitRecord?
    private(set) var commitsAdded = 0
    /// Commits listed for this run and not yet stored; nil while git has not listed them all.
    var commitsLeft: Int? { commits?.total.map { $0 - commitsAdded } }
    private(set) var commitsRemoved = 0
    /// The stored timeline already ended at the branch's tip.
    private(set) var tipWasCollected = false
    /// The first stored commit, when `--since` was given to a database whose timeline had already
    /// started there: `--since` picks where a first backfill starts, and this was not one.
    private(set) var sinceNotApplied: String?
    private(set) var blobsAnalyzed = 0
    private(set) var blobsReused = 0
    /// Skipped Swift files at the end of the timeline, by reason.
    private(set) var skippedNow: [String: Int] = [:]

    private var nextSeq = 1
    private var openFiles: [String: OpenFile] = [:]
    /// Path-level skips present at the end of the timeline: path to reason.
    private var skippedPaths: [String: String] = [:]
    /// `scopeReason` answers by path; "" for a path in scope.
    private var scopeReasons: [String: String] = [:]
    /// Each path's build context and whether it judges as the analyzer's does, worked out once
    /// per path: the carry-over and the analysis both ask.
    private var pathContexts: [String: (context: BuildContext, isCommon: Bool)] = [:]
    /// The analyzer's context: what each path's is compared with.
    private let commonContext: BuildContext
    /// Blobs met this run: sha to row id and status.
    private var blobs: [String: (id: Int64, status: BlobStatus)] = [:]
    /// Blobs asked for (read and analyzed, or found stored) and not yet in `blobs`: chunks are
    /// sent ahead, and a blob two of them add must be read once.
    private var requested = Set<String>()
    /// Rollup counters per blob id under the current analyzer, interned, and its findings (for the
    /// per-file counter). Kept while some path holds the blob (or it waits to be added): a blob's
    /// counters are needed when it comes and when it goes, and a long history has far more blobs
    /// than files.
    private var counts: [Int64: (counters: RollupAccumulator.Counts, findings: Int)] = [:]
    /// How many open paths hold each blob.
    private var holders: [Int64: Int] = [:]
    /// The current commit's rollup deltas.
    private var rollups = RollupAccumulator()
    /// The first commit is measured from its whole tree instead of its diff:
    /// when the analyzer changed since the stored commits (a rebaseline), or
    /// when a first backfill starts after the root (`--since`), where the
    /// parent's files were never counted.
    private var seedFromTree = false
    /// The seeding is a rebaseline: the analyzer changed.
    private var rebaselines = false
    /// The last stored commit (or the first new commit's parent): where this run's range starts.
    private var base: String?
    /// What each merge brought in, read once for the run when its first merge is written.
    private var merges: MergeGraph?
    /// The commits written before that: the graph must know they are on the line.
    private var writtenBeforeGraph: [String] = []
    /// Whether the database held any blob when the run started: into an
    /// empty one, every blob not met earlier in the run is new, unasked.
    private var storeHadBlobs = true

    init(
        repository: Repository, store: HistoryStore, scope: FileScope, analyzer: FileAnalyzer,
        contexts: BuildContexts = .unknown, repositoryID: Int64, analyzerID: Int64, runID: Int64, jobs: Int,
        tipBlobs: [String: [UInt8]] = [:]
    ) {
        self.tipBlobs = tipBlobs
        self.repository = repository
        self.store = store
        self.scope = scope
        self.analyzer = analyzer
        self.contexts = contexts
        commonContext = analyzer.build
        self.repositoryID = repositoryID
        self.analyzerID = analyzerID
        self.runID = runID
        self.jobs = jobs
    }

    // MARK: Which commits

    /// Decides what to ingest: the whole first-parent line (or from `since`)
    /// on a first run, the commits after the last stored one otherwise. When
    /// the stored line is no longer the branch's (a force-push), the commits
    /// that left it are taken off the timeline first.
    mutating func prepare(tip: String, since: String?, maxCommits: Int?) throws {
        storeHadBlobs = try store.hasBlobs()
        var timeline = try store.timeline(repositoryID: repositoryID)
        if since != nil { sinceNotApplied = timeline.first?.sha }
        let commits: CommitFeed
        if let last = timeline.last {
            if last.sha == tip {
                tipWasCollected = true
                return finishPreparing(timeline)
            }
            let log = CommitFeed(repository: repository, tip: tip, excluding: last.sha, since: nil, limit: maxCommits)
            if try gitCall({ try log.peek() })?.parents.first != last.sha {
                log.cancel()
                // Rewritten history: keep the longest stored prefix still on the branch.
                let line = Set(try gitCall { try repository.firstParentSHAs(tip) })
                let fork = timeline.last { line.contains($0.sha) }
                commitsRemoved = try store.removeCommits(
                    repositoryID: repositoryID, after: fork?.seq ?? 0, runID: runID, at: Collector.now())
                timeline = Array(timeline.prefix { $0.seq <= fork?.seq ?? 0 })
                commits = CommitFeed(
                    repository: repository, tip: tip, excluding: fork?.sha, since: nil, limit: maxCommits)
            } else {
                commits = log
            }
        } else {
            commits = try firstBackfill(tip: tip, since: since, limit: maxCommits)
        }
        self.commits = commits
        first = try gitCall { try commits.peek() }
        finishPreparing(timeline)
        base = timeline.last?.sha ?? first?.parents.first
        if let last = timeline.last {
            try restoreSkippedPaths(at: last.sha)
            if last.analyzerID != analyzerID, first != nil {
                seedFromTree = true
                rebaselines = true
            }
        } else if first?.parents.isEmpty == false {
            seedFromTree = true
        }
    }

    private mutating func finishPreparing(_ timeline: [HistoryStore.StoredCommit]) {
        nextSeq = (timeline.last?.seq ?? 0) + 1
    }

    /// Whether `since` names a revision (true) or a date (false); an unknown revision is refused, on
    /// every run, not only the first backfill that reads it.
    static func checkSince(_ since: String, in repository: Repository) throws -> Bool {
        guard since.range(of: #"^\d{4}-\d{2}-\d{2}"#, options: .regularExpression) == nil else { return false }
        guard try gitCall({ try repository.resolve(since) }) != nil else {
            throw DesignDebtError.input(
                "Unknown revision '\(since)' for --since; give a commit, a tag or a date (YYYY-MM-DD).")
        }
        return true
    }

    /// `since` is a date (`2026-01-31`, given to git) or a revision whose
    /// commit is the first one collected.
    private func firstBackfill(tip: String, since: String?, limit: Int?) throws -> CommitFeed {
        if let since, try Self.checkSince(since, in: repository) {
            let base = try gitCall { try repository.resolve(since + "^") }
            return CommitFeed(repository: repository, tip: tip, excluding: base, since: nil, limit: limit)
        }
        return CommitFeed(repository: repository, tip: tip, excluding: nil, since: since, limit: limit)
    }

    /// Rebuilds the open files' companions that the store does not keep:
    /// which paths are skipped by name, from the tree of the last commit.
    private mutating func restoreSkippedPaths(at sha: String) throws {
        openFiles = try store.openFiles(repositoryID: repositoryID)
        for file in openFiles.values { holders[file.blobID, default: 0] += 1 }
        for entry in try gitCall({ try repository.lsTree(sha) }) where entry.path.hasSuffix(".swift") {
            if let reason = pathSkipReason(entry.path, isSymlink: entry.isSymlink, isSubmodule: entry.isSubmodule) {
                skippedPaths[entry.path] = reason
            }
        }
        skippedNow = [:]
        for reason in skippedPaths.values { skippedNow[reason, default: 0] += 1 }
        for file in openFiles.values { if let reason = file.status.skipReason { skippedNow[reason, default: 0] += 1 } }
    }

    /// Why a path is out of scope by its name or mode alone.
    mutating func pathSkipReason(_ path: String, isSymlink: Bool, isSubmodule: Bool) -> String? {
        if isSubmodule { return "submodule" }
        if isSymlink { return SkipReason.symlink.rawValue }
        return scopeReason(path)
    }

    /// The scope's verdict on a path, worked out once per path: a history changes the same few
    /// hundred paths thousands of times, and the verdict (globs, folder and file names) is the
    /// largest cost of writing a commit.
    mutating func scopeReason(_ path: String) -> String? {
        if let known = scopeReasons[path] { return known.isEmpty ? nil : known }
        let reason = scope.skipReason(forPath: path)?.rawValue
        scopeReasons[path] = reason ?? ""
        return reason
    }

    /// The build context of `path` when it is not the analyzer's, worked out once per path.
    mutating func ownContext(_ path: String) -> BuildContext? {
        let known = context(of: path)
        return known.isCommon ? nil : known.context
    }

    /// The build context of `path` in this stretch, worked out once per path.
    private mutating func context(of path: String) -> (context: BuildContext, isCommon: Bool) {
        if let known = pathContexts[path] { return known }
        let context = contexts.context(of: path)
        // Compared whole: a file of another module or target is analyzed in its own place.
        let known = (context, context.judgesAlike(commonContext))
        pathContexts[path] = known
        return known
    }

    // MARK: Ingesting

    /// Ingests the commits chunk by chunk as git lists them. While the
    /// collector's thread writes one chunk's commits, the feed reads the next
    /// chunks' new blobs from git and the workers analyze them.
    mutating func run(progress: (CollectProgress) -> Void) throws {
        guard let commits, let first else { return }
        defer { commits.cancel() }
        var seedTree: [TreeEntry]?
        if seedFromTree {
            seedTree = try gitCall { try repository.lsTree(first.sha) }.filter { $0.path.hasSuffix(".swift") }
        }
        let feed = try gitCall { try BlobFeed(repository: repository, read: tipBlobs) }
        tipBlobs = [:]
        let fileScope = scope
        let fileAnalyzer = analyzer
        let pipeline = BlobFeed.Pipeline(jobs: jobs) { blob in
            AnalyzedBlob(blob, scope: fileScope, analyzer: fileAnalyzer)
        }
        // The feed first (it may still be submitting), then the workers. When an error unwinds,
        // neither reads nor analyzes what was queued for a chunk that will not be written.
        var completed = false
        defer {
            if !completed { feed.cancel() }
            feed.close()
            if completed { _ = pipeline.finish() } else { pipeline.abandon() }
        }

        // Chunks whose blobs were sent to be read and analyzed, and how many blobs each waits for.
        var ahead: [(chunk: [CommitRecord], blobs: Int, seedTree: [TreeEntry]?)] = []
        var logEnded = false
        var treeToSeed = seedTree
        func sendAhead() throws {
            while ahead.count < Collector.chunksAhead, !logEnded {
                let chunk = try gitCall { try commits.next(Collector.chunkSize) }
                logEnded = chunk.count < Collector.chunkSize
                guard !chunk.isEmpty else { return }
                let tree = treeToSeed
                treeToSeed = nil
                let blobs = try requestBlobs(for: chunk, tree: tree ?? [], feed: feed, pipeline: pipeline)
                ahead.append((chunk, blobs, tree))
            }
        }
        try sendAhead()
        var done = 0
        while !ahead.isEmpty {
            let next = ahead.removeFirst()
            let waiting = DispatchTime.now()
            let analyzed = pipeline.take(next.blobs)
            Trace.phase("  wait for \(next.blobs) blobs", since: waiting)
            if let error = feed.error { throw DesignDebtError.runtime(error.description) }
            try storeBlobs(analyzed)
            try sendAhead()
            try writeCommits(next.chunk, seedTree: next.seedTree, done: &done, progress: progress)
        }
        completed = true
    }

    /// Writes a chunk's commits, each in its own transaction: a killed run
    /// loses at most the commit in flight, never half of one.
    private mutating func writeCommits(
        _ chunk: [CommitRecord], seedTree: [TreeEntry]?, done: inout Int, progress: (CollectProgress) -> Void
    ) throws {
        let writing = DispatchTime.now()
        defer { Trace.phase("commits \(chunk.count)", since: writing) }
        for (index, record) in chunk.enumerated() {
            // Between two commits: the one place a stop asked by a signal leaves nothing half done.
            try Interruption.check(committed: commitsAdded)
            try store.database.transaction { try ingest(record, seedTree: index == 0 ? seedTree : nil) }
            // Counted once committed: a failed COMMIT leaves the run's summary without it.
            commitsAdded += 1
            done += 1
            progress(
                CollectProgress(
                    commitsDone: done, commitsTotal: commits?.total, blobsAnalyzed: blobsAnalyzed))
        }
    }

    /// Finds the blobs a chunk of commits (and, when seeding, a whole tree)
    /// adds that no earlier run analyzed under this analyzer, and sends them
    /// to be read and analyzed. Returns how many were sent.
    private mutating func requestBlobs(
        for chunk: [CommitRecord], tree: [TreeEntry], feed: BlobFeed, pipeline: BlobFeed.Pipeline
    ) throws -> Int {
        var wanted: [String] = []
        // A blob is analyzed with the build context of the first path it is met at.
        var builds: [String: BuildContext] = [:]
        func want(_ sha: String?, path: String, regular: Bool) {
            guard regular, let sha, blobs[sha] == nil, scopeReason(path) == nil,
                requested.insert(sha).inserted
            else { return }
            wanted.append(sha)
            if let own = ownContext(path) { builds[sha] = own }
        }
        // A new stretch of the same run: files built as in the last one keep their results.
        if !tree.isEmpty, rebaselines, let previous {
            try carryOver(tree, from: previous)
        }
        for entry in tree { want(entry.sha, path: entry.path, regular: entry.isRegularFile) }
        // A rebaseline measures the first commit's own change with the new analyzer on both sides.
        if !tree.isEmpty, rebaselines, let first = chunk.first {
            for change in first.changes where change.path.hasSuffix(".swift") {
                want(change.oldBlob, path: change.path, regular: change.oldMode.isRegularFile)
            }
        }
        for record in chunk {
            for change in record.changes where change.path.hasSuffix(".swift") && !change.isDeletion {
                want(change.newBlob, path: change.path, regular: change.isRegularFile)
            }
        }
        var toRead: [String] = []
        let lookingUp = DispatchTime.now()
        for sha in wanted {
            if storeHadBlobs, let stored = try store.blob(sha: sha, analyzerID: analyzerID),
                stored.analyzed
                    || (stored.status != .ok && !(stored.status == .generated && scope.config.includeGenerated))
            {
                blobs[sha] = (stored.id, stored.status)
                requested.remove(sha)
                blobsReused += 1
            } else {
                toRead.append(sha)
            }
        }
        Trace.phase("  lookup \(wanted.count)", since: lookingUp)
        if !toRead.isEmpty { feed.read(toRead, builds: builds, into: pipeline) }
        return toRead.count
    }

    /// Copies to this analyzer the results `previous` stored for the tree's blobs whose files that
    /// stretch built alike (the same platforms, minimums and place): the analysis of a blob
    /// depends on its bytes, the configuration, the tokens and its build context alone, and only
    /// the last changes from one stretch of a run to the next. One transaction.
    private mutating func carryOver(_ tree: [TreeEntry], from previous: (analyzerID: Int64, contexts: BuildContexts))
        throws
    {
        try store.database.transaction {
            for entry in tree where entry.isRegularFile && blobs[entry.sha] == nil && scopeReason(entry.path) == nil {
                guard previous.contexts.context(of: entry.path).judgesAlike(context(of: entry.path).context),
                    let copied = try store.copyResults(sha: entry.sha, from: previous.analyzerID, to: analyzerID)
                else { continue }
                blobs[entry.sha] = (copied.id, copied.status)
                blobsReused += 1
            }
        }
    }

    /// Writes analyzed blobs and their results in one transaction.
    private mutating func storeBlobs(_ analyzed: [AnalyzedBlob]) throws {
        guard !analyzed.isEmpty else { return }
        // A blob git failed to hand over is not missing: nothing of it may be stored.
        if let unread = analyzed.first(where: \.readFailed) {
            throw DesignDebtError.runtime("Blob \(unread.sha) could not be read from git.")
        }
        let storing = DispatchTime.now()
        defer { Trace.phase("  store \(analyzed.count)", since: storing) }
        try store.database.transaction {
            for blob in analyzed {
                let id = try store.insertBlob(sha: blob.sha, size: blob.size, lines: blob.lines, status: blob.status)
                if let results = blob.results {
                    try store.insertResults(blobID: id, analyzerID: analyzerID, results)
                    counts[id] = (rollups.intern(results.counts), results.findings)
                    blobsAnalyzed += 1
                }
                blobs[blob.sha] = (id, blob.status)
                requested.remove(blob.sha)
            }
        }
    }

    /// Writes one commit; the caller holds the transaction. Any error ends the
    /// run and rolls the transaction back, so the in-memory state moving ahead
    /// of the database is never used.
    private mutating func ingest(_ record: CommitRecord, seedTree: [TreeEntry]?) throws {
        let seq = nextSeq
        var skipped: [String: Int] = [:]
        do {
            if let tree = seedTree {
                // Measured from the commit's own tree: the stored totals go (none on a first
                // backfill), every file of the tree comes in, and the diff is not applied on top.
                let previous = seq - 1
                rollups.add(try store.totals(repositoryID: repositoryID, throughSeq: previous), sign: -1)
                // The stored skip totals, not ones recounted under a changed scope, are what goes.
                skippedNow = try store.skippedTotals(repositoryID: repositoryID, throughSeq: previous)
                for (reason, count) in skippedNow { skipped[reason, default: 0] -= count }
                for (path, file) in openFiles {
                    try store.closeFile(
                        repositoryID: repositoryID, pathID: try store.pathID(path), fromSeq: file.fromSeq,
                        lastSeq: previous)
                }
                openFiles = [:]
                holders = [:]
                skippedPaths = [:]
                for entry in tree {
                    try add(
                        path: entry.path, sha: entry.sha, isRegular: entry.isRegularFile, isSymlink: entry.isSymlink,
                        isSubmodule: entry.isSubmodule, seq: seq,
                        skipped: &skipped)
                }
            } else {
                for change in record.changes where change.path.hasSuffix(".swift") {
                    try remove(
                        path: change.path, seq: seq,
                        skipped: &skipped)
                    if !change.isDeletion, let newBlob = change.newBlob {
                        try add(
                            path: change.path, sha: newBlob, isRegular: change.isRegularFile,
                            isSymlink: change.isSymlink,
                            isSubmodule: change.isSubmodule, seq: seq,
                            skipped: &skipped)
                    }
                }
            }
            let rebaselined = seedTree != nil && rebaselines
            let commitID = try store.insertCommit(
                HistoryStore.CommitRow(
                    repositoryID: repositoryID, record: record, seq: seq, analyzerID: analyzerID, runID: runID,
                    rebaselined: rebaselined))
            let deltas = rollups.drain()
            try store.insertRollups(commitID: commitID, deltas)
            if rebaselined {
                // What the new analyzer moved: all the commit moved, less what its code did.
                var measure = try codeChange(of: record)
                measure = measure.mapValues { -$0 }
                for (key, delta) in deltas where RollupKey.measuredKinds.contains(key.kind) {
                    measure[key, default: 0] += delta
                }
                try store.insertRebaselineDeltas(commitID: commitID, measure)
            }
            try store.insertSkipped(commitID: commitID, skipped)
            if let brought = try mergesBrought(by: record), !brought.isEmpty {
                try store.insertMergedCommits(commitID: commitID, brought)
            }
        }
        for (reason, delta) in skipped {
            let total = skippedNow[reason, default: 0] + delta
            skippedNow[reason] = total == 0 ? nil : total
        }
        nextSeq += 1
    }

    private mutating func remove(
        path: String, seq: Int, skipped: inout [String: Int]
    ) throws {
        if let file = openFiles.removeValue(forKey: path) {
            let counted = try blobCounts(file.blobID, status: file.status)
            rollups.add(counted.counters, sign: -1)
            rollups.add(RollupKey.file(path), counted.findings, sign: -1)
            release(file.blobID)
            if let reason = file.status.skipReason { skipped[reason, default: 0] -= 1 }
            try store.closeFile(
                repositoryID: repositoryID, pathID: try store.pathID(path), fromSeq: file.fromSeq, lastSeq: seq - 1)
        } else if let reason = skippedPaths.removeValue(forKey: path) {
            skipped[reason, default: 0] -= 1
        }
    }

    private mutating func add(
        path: String, sha: String, isRegular: Bool, isSymlink: Bool, isSubmodule: Bool, seq: Int,
        skipped: inout [String: Int]
    ) throws {
        if let reason = pathSkipReason(path, isSymlink: isSymlink, isSubmodule: isSubmodule)
            ?? (isRegular ? nil : "not-a-file")
        {
            skippedPaths[path] = reason
            skipped[reason, default: 0] += 1
            return
        }
        guard let blob = blobs[sha] else {
            throw DesignDebtError.runtime("Blob \(sha) of '\(path)' was not prepared; this is a bug in the collector.")
        }
        try store.openFile(repositoryID: repositoryID, pathID: try store.pathID(path), blobID: blob.id, fromSeq: seq)
        openFiles[path] = OpenFile(blobID: blob.id, status: blob.status, fromSeq: seq)
        holders[blob.id, default: 0] += 1
        let counted = try blobCounts(blob.id, status: blob.status)
        rollups.add(counted.counters, sign: 1)
        rollups.add(RollupKey.file(path), counted.findings, sign: 1)
        if let reason = blob.status.skipReason { skipped[reason, default: 0] += 1 }
    }

    /// What a commit's own change of the code moves (total, per family and rule), both sides
    /// measured by this run's analyzer: the part of a rebaselined commit's change that is not
    /// the new analyzer's.
    private mutating func codeChange(of record: CommitRecord) throws -> [RollupKey: Int] {
        var change: [RollupKey: Int] = [:]
        for file in record.changes where file.path.hasSuffix(".swift") && scopeReason(file.path) == nil {
            let sides = [(file.oldBlob, file.oldMode, -1), (file.newBlob, file.newMode, 1)]
            for case (let sha?, let mode, let sign) in sides where mode.isRegularFile {
                guard let blob = blobs[sha] else { continue }
                for (key, count) in rollups.keyed(try blobCounts(blob.id, status: blob.status).counters)
                where RollupKey.measuredKinds.contains(key.kind) {
                    change[key, default: 0] += sign * count
                }
                // The parent's version is held by no path now: its counters need not stay.
                if holders[blob.id] == nil { counts[blob.id] = nil }
            }
        }
        return change
    }

    /// The commits a merge brought to the line; empty for other commits. The
    /// graph is read when the first merge is written, and told of the
    /// commits written before it.
    private mutating func mergesBrought(by record: CommitRecord) throws -> [MergedCommit]? {
        if merges == nil {
            guard record.parents.count > 1, let commits else {
                writtenBeforeGraph.append(record.sha)
                return nil
            }
            merges = try gitCall { try commits.mergeGraph() }
            for sha in writtenBeforeGraph { _ = merges?.advance(to: sha) }
            writtenBeforeGraph = []
        }
        return merges?.advance(to: record.sha).map {
            MergedCommit(sha: $0.sha, authorName: $0.authorName, authoredAt: $0.authoredAt, subject: $0.subject)
        }
    }

    /// One path less holds the blob; with none left its counters go (read back from the store
    /// should the blob return).
    private mutating func release(_ id: Int64) {
        let left = holders[id, default: 1] - 1
        holders[id] = left > 0 ? left : nil
        if left <= 0 { counts[id] = nil }
    }

    private mutating func blobCounts(_ id: Int64, status: BlobStatus) throws
        -> (counters: RollupAccumulator.Counts, findings: Int)
    {
        guard status == .ok else { return ([], 0) }
        if let cached = counts[id] { return cached }
        let stored = try store.rollupCounts(blobID: id, analyzerID: analyzerID)
        let loaded = (rollups.intern(stored), stored[RollupKey("total", "")] ?? 0)
        counts[id] = loaded
        return loaded
    }
}

/// A blob read and analyzed for a chunk.
struct AnalyzedBlob: Sendable {
    let sha: String
    let size: Int?
    let lines: Int?
    let status: BlobStatus
    let results: BlobResults?
    /// Git failed while handing the blob over (not the same as missing).
    let readFailed: Bool

    /// Measures one blob's content; runs on an analysis worker.
    init(_ blob: FedBlob, scope: FileScope, analyzer: FileAnalyzer) {
        sha = blob.sha
        readFailed = blob.failed
        guard let bytes = blob.bytes else {
            (size, lines, status, results) = (nil, nil, .missing, nil)
            return
        }
        size = bytes.count
        lines = Self.lineCount(bytes)
        switch scope.skipReason(forContent: bytes) {
        case .none: status = .ok
        case .tooLarge: status = .tooLarge
        case .binary: status = .binary
        case .notUTF8: status = .notUTF8
        default: status = .generated
        }
        results = status == .ok ? BlobResults(analyzer.analyze(bytes, build: blob.build)) : nil
    }

    /// Newlines, plus a last line that has none.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        guard let last = bytes.last else { return 0 }
        var newlines = 0
        forEachNewline(in: bytes) { _ in newlines += 1 }
        return newlines + (last == 0x0A ? 0 : 1)
    }
}
