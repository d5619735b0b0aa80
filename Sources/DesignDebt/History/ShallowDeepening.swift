import DebtStore
import DesignRules
import GitHistory

/// A shallow clone deepened since its history was collected (`git fetch --deepen`, `--unshallow`):
/// git now shows parents before the first stored commit, which was stored as if it were the root
/// (every file added). The older commits are collected into a scratch timeline of their own, then
/// joined before the stored one in one transaction: the stored commits move up by as many places,
/// the first one's counter changes become those against its parent, and the files its parent
/// already held keep one interval across the join. The database then reads as if the deeper clone
/// had been collected from the start.
///
/// Only while one analyzer (the current one) measured the stored timeline, as for missing blobs. A
/// run killed while it collects the older commits leaves the scratch timeline, which the next run
/// throws away before starting again.
struct ShallowDeepening {
    let store: HistoryStore
    let repository: Repository
    let repositoryID: Int64
    let analyzerID: Int64
    let runID: Int64
    let scope: FileScope
    let analyzer: FileAnalyzer
    let contexts: BuildContexts
    let jobs: Int

    /// Joins what it can; returns how many older commits now come before the first stored one.
    func run() throws -> Int {
        let root = repository.root
        guard let branch = try store.branch(repositoryID: repositoryID) else { return 0 }
        let scratchRoot = root + "#deepening"
        try store.removeRepository(root: scratchRoot, branch: branch)
        guard let first = try store.firstCommit(repositoryID: repositoryID), first.parent == nil,
            let parent = try gitCall({ try repository.resolve(first.sha + "^") }),
            try store.analyzers(repositoryID: repositoryID) == [analyzerID]
        else { return 0 }
        let scratch = try store.repositoryID(root: scratchRoot, branch: branch, remote: nil)
        var older = Ingest(
            repository: repository, store: store, scope: scope, analyzer: analyzer, contexts: contexts,
            repositoryID: scratch,
            analyzerID: analyzerID, runID: runID, jobs: jobs)
        try older.prepare(tip: parent, since: nil, maxCommits: nil)
        try older.run(progress: { _ in })
        return try store.database.transaction {
            try store.join(older: scratch, before: repositoryID, firstCommitID: first.id, parent: parent)
        }
    }
}
