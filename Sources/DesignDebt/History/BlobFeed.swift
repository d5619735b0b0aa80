import DesignRules
import Dispatch
import GitHistory
import Synchronization

/// Reads blobs from one long-lived `git cat-file --batch` on a thread of its
/// own and hands each to the analysis pipeline as it arrives, so the
/// collector's thread can write the previous chunk's commits meanwhile.
///
/// The reader is used only on the feed's serial queue, and closed after it
/// drains: that confinement is what makes the class safe to share.
final class BlobFeed: @unchecked Sendable {
    typealias Pipeline = OrderedPipeline<FedBlob, AnalyzedBlob>

    private let reader: BlobReader
    /// Blobs already read (the tip's, for its tokens): handed on once, then let go. Used only on `queue`.
    private var alreadyRead: [String: [UInt8]]
    private let queue = DispatchQueue(label: "designdebt.blob-feed")
    private let failure = Mutex<GitError?>(nil)
    private let cancelled = Atomic<Bool>(false)

    /// Blobs asked of git per request: small enough that the workers start
    /// early, large enough to keep the pipe full.
    static let batch = 32

    init(repository: Repository, read alreadyRead: [String: [UInt8]] = [:]) throws(GitError) {
        reader = try BlobReader(repository: repository, lazyFetch: false)
        self.alreadyRead = alreadyRead
    }

    /// Queues the reading of `shas`; every one of them reaches `pipeline`,
    /// in order, as content, as missing, or (after a git failure) as failed, with its build
    /// context from `builds` (none: the analyzer's).
    func read(_ shas: [String], builds: [String: BuildContext] = [:], into pipeline: Pipeline) {
        queue.async { [self] in
            var start = 0
            while start < shas.count {
                let batch = Array(shas[start..<min(start + Self.batch, shas.count)])
                start += batch.count
                guard error == nil, !cancelled.load(ordering: .relaxed) else {
                    for sha in batch { pipeline.submit(FedBlob(sha: sha, bytes: nil, failed: true, build: nil)) }
                    continue
                }
                do throws(GitError) {
                    let known = batch.map { alreadyRead.removeValue(forKey: $0) }
                    let unknown = zip(batch, known).compactMap { $1 == nil ? $0 : nil }
                    var answers = try reader.readAll(unknown).makeIterator()
                    for (sha, bytes) in zip(batch, known) {
                        switch bytes.map(BlobResult.content) ?? answers.next() {
                        case .content(let bytes)?:
                            pipeline.submit(FedBlob(sha: sha, bytes: bytes, failed: false, build: builds[sha]))
                        case .missing?, nil: pipeline.submit(FedBlob(sha: sha, bytes: nil, failed: false, build: nil))
                        }
                    }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                    for sha in batch { pipeline.submit(FedBlob(sha: sha, bytes: nil, failed: true, build: nil)) }
                }
            }
        }
    }

    /// Stops reading: what is still queued reaches the pipeline as failed
    /// without asking git (an error unwinds and nobody waits for it).
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// The first git failure, if reading failed.
    var error: GitError? { failure.withLock { $0 } }

    /// Waits for queued reads and ends `git cat-file`.
    func close() {
        queue.sync { reader.close() }
    }
}

/// A blob as the feed hands it over.
struct FedBlob: Sendable {
    let sha: String
    /// `nil` when git does not have the object, or when reading failed.
    let bytes: [UInt8]?
    let failed: Bool
    /// The build context to analyze it with; nil: the analyzer's.
    let build: BuildContext?
}
