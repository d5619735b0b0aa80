import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One collector per database at a time: an exclusive `flock` on
/// `<database>.lock`. The kernel drops it when the process dies, so a
/// killed run never leaves the database locked: a stale lock file is taken
/// over, never obeyed. The file says who holds it: pid and start time.
final class CollectorLock {
    private var descriptor: Int32

    /// How often a waiting collect tries the lock again.
    static let retryInterval = 0.1

    /// Takes the lock, waiting up to `wait` seconds for a running collect to end, or says who
    /// holds it. Not waiting by default: a nightly cron should not pile up behind a stuck run.
    init(databasePath: String, wait: Double = 0) throws {
        let path = databasePath + ".lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DesignDebtError.runtime(
                "Cannot create the lock file '\(path)': \(String(cString: strerror(errno))). collect writes the "
                    + "database and its lock in that folder: make it writable, or point --db at a writable one.")
        }
        let deadline = Date().addingTimeInterval(wait)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard Date() < deadline else {
                let holder = Self.waitForHolder(path)
                close(descriptor)
                descriptor = -1
                let advice = wait > 0 ? "it still ran after \(Self.seconds(wait))" : "wait for it with --wait SECONDS"
                throw DesignDebtError.runtime(
                    "Another collect holds the database '\(databasePath)'\(holder); \(advice), or run again when it ends."
                )
            }
            Thread.sleep(forTimeInterval: Self.retryInterval)
        }
        let record = "\(getpid())\n\(Collector.now())\n"
        _ = ftruncate(descriptor, 0)
        _ = record.withCString { pwrite(descriptor, $0, strlen($0), 0) }
    }

    /// The holder as the lock file names it. A collect that has just taken the lock writes its
    /// name a moment later: an empty file is read again for a little while before giving up.
    private static func waitForHolder(_ path: String) -> String {
        for _ in 0..<20 {
            let holder = holder(path)
            if !holder.isEmpty { return holder }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return ""
    }

    /// ` (pid 123, started 2026-12-04T16:50:00Z)` from the lock file, or nothing when it says nothing.
    private static func holder(_ path: String) -> String {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return "" }
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let pid = lines.first.flatMap({ Int($0) }) else { return "" }
        return lines.count > 1 ? " (pid \(pid), started \(lines[1]))" : " (pid \(pid))"
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
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
