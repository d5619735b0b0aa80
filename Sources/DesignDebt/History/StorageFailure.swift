import CSQLite
import DebtStore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a collect says when the disk under its database fails it: one line naming the database,
/// what is stored (whole commits only: a commit's transaction either committed or rolled back)
/// and what to do. Other SQLite errors pass through as they are.
struct StorageFailure {
    let databasePath: String
    /// Commits this run stored before the failure.
    let commitsAdded: Int
    /// Commits the run still had to store, when git had listed them.
    let commitsLeft: Int?

    /// The error to report for `error`, or nil when it is not the storage's.
    func describe(_ error: SQLiteError) -> DesignDebtError? {
        let stored =
            "collect stored \(commitsAdded) new commit\(commitsAdded == 1 ? "" : "s"), each whole, and stopped"
        switch error.primaryCode {
        case SQLITE_FULL:
            return .runtime(
                "The disk holding '\(databasePath)' is full (\(Self.format(freeBytes())) free): \(stored)\(remaining()). "
                    + "Free at least \(Self.format(Self.logBytes)) there (the write-ahead log grows to that between "
                    + "checkpoints) and run collect again: it resumes from there.")
        case SQLITE_IOERR:
            return .runtime(
                "Cannot write '\(databasePath)' (\(error.message)): \(stored). Check the disk, then run collect "
                    + "again: it resumes from there.")
        case SQLITE_READONLY:
            return .runtime(Self.readOnly(databasePath))
        default:
            return nil
        }
    }

    /// ` with 1459 to go`, when git had listed them.
    private func remaining() -> String {
        guard let left = commitsLeft, left > 0 else { return "" }
        return " with \(left) to go"
    }

    /// The least free space a collect needs: room for its write-ahead log, which grows to
    /// `Collector.walPagesPerCheckpoint` frames (a page and its 24-byte header) between checkpoints.
    static let logBytes = Int64(Collector.walPagesPerCheckpoint) * (4_096 + 24)

    /// What to say when opening `path` failed with `error`, for the failures a person can act on: a
    /// file that is not a history database, a damaged one, one collect cannot write. Nil for others.
    static func opening(_ error: SQLiteError, path: String) -> String? {
        switch error.primaryCode {
        case SQLITE_NOTADB:
            return "'\(path)' is not a designdebt history database (SQLite: file is not a database). Point --db "
                + "at the history database, or move this file away and run collect to start one."
        case SQLITE_CORRUPT:
            return "The database '\(path)' is damaged (SQLite: database disk image is malformed). Restore it "
                + "from a backup (docs/operations.md), or move it away and run collect to start again."
        case SQLITE_READONLY:
            return readOnly(path)
        default:
            return nil
        }
    }

    /// The message for a database collect cannot write to.
    static func readOnly(_ databasePath: String) -> String {
        "The database '\(databasePath)' is read-only (its permissions or its file system): collect writes to "
            + "it and its '-wal' and '-shm' files. Make them and their folder writable, or point --db at a "
            + "writable copy."
    }

    private func freeBytes() -> Int64 {
        var info = statvfs()
        let folder = (databasePath as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return 0 }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }

    /// `0 bytes`, `48 KB`, `70 MB`, `1.2 GB`: decimal units, as `df -H` and Finder count.
    static func format(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1_000: return "\(max(0, bytes)) bytes"
        case ..<1_000_000: return "\((bytes + 500) / 1_000) KB"
        case ..<1_000_000_000: return "\((bytes + 500_000) / 1_000_000) MB"
        default: return String(format: "%.1f GB", Double(bytes) / 1e9)
        }
    }
}
