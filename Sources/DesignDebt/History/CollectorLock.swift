import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One collector per database at a time: an exclusive `flock` on
/// `<database>.lock`. The kernel drops it when the process dies, so a
/// killed run never leaves the database locked.
final class CollectorLock {
    private var descriptor: Int32

    /// Takes the lock or says who holds it. Waiting would make a nightly cron
    /// pile up behind a stuck run; a clear refusal is better.
    init(databasePath: String) throws {
        let path = databasePath + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DesignDebtError.runtime("Cannot create the lock file '\(path)': \(String(cString: strerror(errno))).")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            var holder = ""
            if let text = try? String(contentsOfFile: path, encoding: .utf8),
                let pid = Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                holder = " (process \(pid))"
            }
            close(descriptor)
            descriptor = -1
            throw DesignDebtError.runtime(
                "Another designdebt collect\(holder) holds '\(databasePath)'; try again when it finishes.")
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit {
        release()
    }
}
