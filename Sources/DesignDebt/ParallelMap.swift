import Dispatch
import Synchronization

/// Maps `items` on `jobs` threads, keeping order. Workers take the next
/// unclaimed item from a shared counter, so one large file does not leave
/// the other cores idle behind a fixed split.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    nonisolated(unsafe) let shared = results
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, items.count))) { _ in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < items.count else { return }
            // Each index is claimed once, so each slot has one writer.
            shared[index] = transform(items[index])
        }
    }
    return results.compactMap { $0 }
}

/// A value worked out on a thread of its own while the caller goes on; `value()` waits for it.
final class Background<T: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once by the worker before `done` is left, read only after waiting on it.
    private var result: Result<T, Error>?

    init(_ work: @escaping @Sendable () throws -> T) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = Result { try work() }
            done.leave()
        }
    }

    func value() throws -> T {
        done.wait()
        return try result!.get()
    }
}
