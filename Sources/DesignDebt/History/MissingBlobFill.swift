import DebtStore
import DesignRules
import GitHistory

/// Blobs an earlier run recorded `missing` (a partial clone had not fetched them) that the
/// repository has now: each is analyzed and its counters are put into the commits where a path
/// took it (plus) and where that path let it go (minus), in one transaction, so the timeline reads
/// as if the blob had been there all along, and its `missing` skip moves out the same way.
///
/// Only when every stored commit of the repository was measured by the current analyzer: under
/// another one, the blob's counters would have to be those of that analyzer, which this run
/// cannot compute. Git is never asked to fetch.
struct MissingBlobFill {
    let store: HistoryStore
    let repository: Repository
    let repositoryID: Int64
    let analyzerID: Int64
    let scope: FileScope
    let analyzer: FileAnalyzer
    let contexts: BuildContexts

    /// Fills in what it can; returns how many blobs it filled.
    func run() throws -> Int {
        let missing = try store.missingBlobs(repositoryID: repositoryID)
        guard !missing.isEmpty, try store.analyzers(repositoryID: repositoryID) == [analyzerID] else { return 0 }
        let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
        defer { reader.close() }
        let contents = try gitCall { try reader.readAll(missing.map(\.sha)) }
        var filled = 0
        for (blob, content) in zip(missing, contents) {
            guard case .content(let bytes) = content else { continue }
            try fill(blob, with: bytes)
            filled += 1
        }
        return filled
    }

    private func fill(_ blob: (id: Int64, sha: String), with bytes: [UInt8]) throws {
        let intervals = try store.intervals(repositoryID: repositoryID, blobID: blob.id)
        // Analyzed with the build context of the first path that holds it, as a collect would.
        let build = intervals.first.map { contexts.context(of: $0.path) }
        let read = AnalyzedBlob(
            FedBlob(sha: blob.sha, bytes: bytes, failed: false, build: build), scope: scope, analyzer: analyzer)
        // The counters the blob adds, measured once by `AnalyzedBlob` (nothing for a skipped status).
        let counters = read.results?.counts.map { (key: $0.key, delta: $0.count) } ?? []
        let findings = read.results?.findings ?? 0
        var skips = ["missing": -1]
        if let reason = read.status.skipReason { skips[reason, default: 0] += 1 }
        try store.database.transaction {
            _ = try store.insertBlob(sha: blob.sha, size: read.size, lines: read.lines, status: read.status)
            if let results = read.results { try store.insertResults(blobID: blob.id, analyzerID: analyzerID, results) }
            for interval in intervals {
                let deltas = counters + (findings == 0 ? [] : [(key: RollupKey.file(interval.path), delta: findings)])
                // Taken at `from`, let go after `through`.
                for (seq, sign) in [(interval.from, 1), (interval.through.map { $0 + 1 }, -1)] {
                    guard let seq, let commit = try store.commitID(repositoryID: repositoryID, seq: seq) else {
                        continue
                    }
                    try store.addRollups(commitID: commit, deltas.map { ($0.key, $0.delta * sign) })
                    try store.addSkipped(commitID: commit, skips.mapValues { $0 * sign })
                }
            }
        }
    }
}
