import Dispatch
import Synchronization

/// Maps `items` on `jobs` threads, keeping order. Workers take the next
/// unclaimed item from a shared counter, so one large file does not leave
/// the other cores idle behind a fixed split. Inlinable, so each caller gets it specialized to
/// its own types: a generic call through another module's witness tables cost more than it saved.
@inlinable
public func parallelMap<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, _ transform: @Sendable (T) -> R) -> [R] {
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
