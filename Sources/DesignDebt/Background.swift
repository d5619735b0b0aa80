import Dispatch

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
