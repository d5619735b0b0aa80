import Dispatch
import Foundation
import GitHistory

/// Reads the commits to ingest from `git log` on a thread of its own and
/// hands them over oldest first as they arrive, so the first chunk's blobs
/// are read and analyzed while git is still diffing the rest of the history.
///
/// At most ``defaultBufferLimit`` commits wait to be handed over: then git is left
/// to wait, so a long backfill does not hold its whole log, and the total is
/// counted by `git rev-list` instead of read off the log's end.
///
/// When the log holds a merge, the feed also reads what each merge brought
/// in (``MergeGraph``) for the commit writer: as soon as the first merge
/// arrives, beside the log, since the writer waits for it at that merge.
final class CommitFeed: @unchecked Sendable {
    private struct State {
        /// Records not handed over yet start at `head`.
        var records: [CommitRecord] = []
        var head = 0
        /// Records read from git so far.
        var received = 0
        /// What `git rev-list` counted for the range, once the buffer has filled.
        var counted: Int?
        var logEnded = false
        var graphRead = false
        var merges: MergeGraph?
        var error: GitError?
        var cancelled = false

        var buffered: Int { records.count - head }
    }

    /// Commits read ahead of the writer at most, unless told otherwise: far more than the chunks
    /// in flight, few enough that a 50,000-commit log is not held whole.
    static let defaultBufferLimit = 8_192
    private let bufferLimit: Int

    /// Guards `state`; waiters sleep on it until the feed thread moves on.
    private let condition = NSCondition()
    private var state = State()
    private let queue = DispatchQueue(label: "designdebt.commit-feed")
    private let finished = DispatchGroup()
    private let limit: Int?

    /// Starts `git log` for the first-parent commits of `tip` after `base`
    /// (all of them without one), or after `since` (a date), at most `limit`
    /// of them: the oldest ones.
    init(
        repository: Repository, tip: String, excluding base: String?, since: String?, limit: Int?,
        bufferLimit: Int = CommitFeed.defaultBufferLimit
    ) {
        self.limit = limit
        self.bufferLimit = max(1, bufferLimit)
        queue.async(group: finished) { [self] in
            var graphStarted = false
            var countStarted = false
            // The graph leaves out what the first commit's parent reaches: the line before the range.
            var lineBefore: String??
            do {
                try repository.forEachFirstParentCommit(branch: tip, excluding: base, since: since) { record in
                    let (stop, full) = update { state in
                        guard !state.cancelled else { return (true, false) }
                        state.records.append(record)
                        state.received += 1
                        return (state.received == limit, state.buffered >= bufferLimit)
                    }
                    if lineBefore == nil { lineBefore = .some(record.parents.first) }
                    // The graph of the range up to `tip` walks the same from a merge inside a
                    // limit as the graph up to the limit's last commit: it need not wait for the log.
                    if record.parents.count > 1, !graphStarted {
                        graphStarted = true
                        readGraph(repository, tip: tip, excluding: lineBefore ?? nil)
                    }
                    if stop { throw Stop() }
                    if full {
                        if !countStarted {
                            countStarted = true
                            count(repository, tip: tip, excluding: base, since: since)
                        }
                        let cancelled = wait(
                            until: { $0.buffered < bufferLimit || $0.cancelled }, then: { $0.cancelled })
                        if cancelled { throw Stop() }
                    }
                }
            } catch let error as GitError {
                update { $0.error = error }
            } catch {
                // `Stop`: the limit was reached or the feed was cancelled.
            }
            update { state in
                state.logEnded = true
                if !graphStarted { state.graphRead = true }
            }
        }
    }

    /// Counts the range on a queue of its own, for the progress bar's total while git waits.
    private func count(_ repository: Repository, tip: String, excluding base: String?, since: String?) {
        DispatchQueue(label: "designdebt.commit-count").async(group: finished) { [self] in
            // Without a count the bar shows how far it got; a failing log reports its own error.
            let counted = try? repository.firstParentCount(branch: tip, excluding: base, since: since)
            update { $0.counted = counted }
        }
    }

    /// Reads the merge graph of the range ending at `tip` on a queue of its
    /// own, unless the feed failed or was cancelled first.
    private func readGraph(_ repository: Repository, tip: String, excluding lineBefore: String?) {
        DispatchQueue(label: "designdebt.merge-graph").async(group: finished) { [self] in
            var graph: MergeGraph?
            if !update({ $0.cancelled || $0.error != nil }) {
                do throws(GitError) {
                    graph = try MergeGraph(repository: repository, tip: tip, excluding: lineBefore)
                } catch {
                    update { $0.error = $0.error ?? error }
                }
            }
            update { state in
                state.merges = graph
                state.graphRead = true
            }
        }
    }

    private struct Stop: Error {}

    /// Runs `body` on the state under the lock and wakes every waiter.
    @discardableResult
    private func update<T>(_ body: (inout State) -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body(&state)
    }

    /// Waits, under the lock, until `ready` holds, then returns what `body` makes of the state
    /// and wakes every waiter (handing records over frees room for git).
    private func wait<T>(until ready: (State) -> Bool, then body: (inout State) -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while !ready(state) { condition.wait() }
        return body(&state)
    }

    /// The oldest commit not handed over yet, without handing it over;
    /// `nil` when there is none.
    func peek() throws(GitError) -> CommitRecord? {
        let (record, error) = wait(
            until: { $0.head < $0.records.count || $0.logEnded },
            then: { state in (state.head < state.records.count ? state.records[state.head] : nil, state.error) })
        if let error { throw error }
        return record
    }

    /// The next `count` commits, oldest first; fewer only at the end of the
    /// log, none after it. Once git has failed, no commit is handed over: a
    /// run must not take a truncated log for the whole history.
    func next(_ count: Int) throws(GitError) -> [CommitRecord] {
        // More than git may read ahead would wait forever.
        precondition(count <= bufferLimit, "asked for \(count) commits, more than the \(bufferLimit) read ahead")
        let (records, error) = wait(
            until: { $0.records.count - $0.head >= count || $0.logEnded },
            then: { state in
                let end = min(state.records.count, state.head + count)
                let records = Array(state.records[state.head..<end])
                state.head = end
                // Handed-over records are the writer's now: a long history is not held twice.
                if state.head >= 4_096 {
                    state.records.removeFirst(state.head)
                    state.head = 0
                }
                return (records, state.error)
            })
        if let error { throw error }
        return records
    }

    /// Commits read from git and not handed over yet: never more than the buffer holds.
    var readAhead: Int {
        update { $0.buffered }
    }

    /// How many commits the log holds in all: known once it has been read to the end, or counted
    /// when the log was too long to read ahead whole.
    var total: Int? {
        update { state in
            if state.logEnded { return state.received }
            return state.counted.map { min($0, limit ?? .max) }
        }
    }

    /// What each merge brought in, waiting until git has listed it; `nil` when the log held no merge.
    func mergeGraph() throws(GitError) -> MergeGraph? {
        let (graph, error) = wait(until: { $0.graphRead }, then: { ($0.merges, $0.error) })
        if let error { throw error }
        return graph
    }

    /// Stops git (when an error unwinds, or the log turned out to be the wrong one) and waits for the thread.
    func cancel() {
        update { $0.cancelled = true }
        finished.wait()
    }
}
