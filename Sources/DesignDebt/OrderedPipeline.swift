import Dispatch
import Foundation
import Synchronization

/// Transforms items on `jobs` background threads while the threads that
/// submit and take go on with other work: the collector's feed reads blobs
/// from git and its own thread writes SQLite while the workers analyze.
/// Results come back in submission order, so what is written does not depend
/// on thread timing.
final class OrderedPipeline<Item: Sendable, Output: Sendable>: Sendable {
    private struct State: ~Copyable {
        /// Items waiting for a worker from `head` on; a slot is emptied as its item is taken, so
        /// an item (a blob's bytes) lives no longer than its transform, even while the submitter
        /// keeps the queue from ever running dry.
        var queue: [(index: Int, item: Item)?] = []
        var head = 0
        var submitted = 0
        var done: [Int: Output] = [:]
        var handedOut = 0
        var closed = false
        /// Nobody will take the results: queued items are dropped untransformed.
        var abandoned = false
    }

    private let state = Mutex(State())
    /// One signal per submitted item, and one per worker when closing.
    private let available = DispatchSemaphore(value: 0)
    /// One signal per finished item.
    private let finished = DispatchSemaphore(value: 0)
    private let workers = DispatchGroup()
    private let jobs: Int

    init(jobs: Int, _ transform: @escaping @Sendable (Item) -> Output) {
        self.jobs = max(1, jobs)
        for _ in 0..<self.jobs {
            workers.enter()
            // Threads of their own, not the shared pool's: each lowers its priority (below), which
            // it could not give back to the pool.
            let thread = Thread { [self] in
                Self.yieldToTheTaker()
                while let (index, item) = next() {
                    if state.withLock({ $0.abandoned }) { continue }
                    let output = transform(item)
                    state.withLock { $0.done[index] = output }
                    finished.signal()
                }
                workers.leave()
            }
            thread.stackSize = Self.workerStackSize
            thread.start()
        }
    }

    /// Taken slots the queue keeps before it drops them.
    static var compactionThreshold: Int { 256 }

    /// The stack of a worker: a dispatch thread's is 8 MB, and analysis recurses on nesting.
    static var workerStackSize: Int { 8 << 20 }

    /// The thread that takes the results (the collector writing commits) is the pipeline's
    /// critical path: the workers run ahead of it, so on a machine with few cores they should
    /// have the CPU only when it does not. A nice value of 10 (per thread on Linux) gives
    /// the taker about nine tenths of a core they compete for; the workers still fill every idle one.
    private static func yieldToTheTaker() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    }

    /// The next item to transform, or `nil` once closed and drained: waits for one.
    private func next() -> (Int, Item)? {
        available.wait()
        return state.withLock { state in
            guard state.head < state.queue.count, let entry = state.queue[state.head] else { return nil }
            state.queue[state.head] = nil
            state.head += 1
            if state.head == state.queue.count {
                state.queue.removeAll(keepingCapacity: true)
                state.head = 0
            } else if state.head >= Self.compactionThreshold, state.head * 2 >= state.queue.count {
                // The taken slots, dropped once they are half the queue: each moves once.
                state.queue.removeFirst(state.head)
                state.head = 0
            }
            return (entry.index, entry.item)
        }
    }

    /// Queues `item`; never blocks.
    func submit(_ item: Item) {
        state.withLock { state in
            state.queue.append((state.submitted, item))
            state.submitted += 1
        }
        available.signal()
    }

    /// The next `count` results in submission order, waiting for them; the
    /// items must have been submitted, or be on their way.
    func take(_ count: Int) -> [Output] {
        var taken: [Output] = []
        while true {
            taken += takeReady(limit: count - taken.count)
            if taken.count == count { return taken }
            finished.wait()
        }
    }

    /// Up to `limit` results ready now that follow every result handed out before.
    func takeReady(limit: Int = .max) -> [Output] {
        state.withLock { state in
            var ready: [Output] = []
            while ready.count < limit, let output = state.done.removeValue(forKey: state.handedOut) {
                ready.append(output)
                state.handedOut += 1
            }
            return ready
        }
    }

    /// Ends the pipeline when its results are no longer wanted (an error
    /// unwinds): items still queued are dropped, and the workers end after
    /// the items they are transforming.
    func abandon() {
        state.withLock { $0.abandoned = true }
        _ = finish()
    }

    /// Waits for every submitted item and returns the results not yet handed
    /// out. Safe to call again (then it returns nothing new); call it before
    /// dropping the pipeline, also on an error path, so the workers end.
    func finish() -> [Output] {
        let closing = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        if closing {
            for _ in 0..<jobs { available.signal() }
        }
        workers.wait()
        return takeReady()
    }
}
