import DesignDebt
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-line progress bar on stderr, drawn only when stderr is a terminal
/// (a cron job's log gets the summary line alone).
final class ProgressBar: @unchecked Sendable {
    private let write: (String) -> Void
    private let enabled: Bool
    private let started = Date()
    private var lastDraw = Date.distantPast

    init(write: @escaping (String) -> Void, enabled: Bool = isatty(2) == 1) {
        self.write = write
        self.enabled = enabled
    }

    func update(_ progress: CollectProgress) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(lastDraw) > 0.1 || progress.commitsDone == progress.commitsTotal else { return }
        lastDraw = now
        write(Self.line(progress, elapsed: now.timeIntervalSince(started)))
    }

    /// The bar, or while git is still listing the commits (a long history's first seconds) the count so far.
    static func line(_ progress: CollectProgress, elapsed: TimeInterval) -> String {
        let rate = elapsed > 0 ? Double(progress.commitsDone) / elapsed : 0
        let counts = "\(progress.blobsAnalyzed) blobs analyzed, \(Int(rate)) commits/s"
        guard let total = progress.commitsTotal, total > 0 else {
            return "\r\(progress.commitsDone) commits, \(counts), listing the rest "
        }
        let remaining = rate > 0 ? Double(total - progress.commitsDone) / rate : 0
        let width = 24
        let filled = min(width, progress.commitsDone * width / total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "\r[\(bar)] \(progress.commitsDone)/\(total) commits, \(counts), ETA \(Int(remaining.rounded()))s "
    }

    func finish() {
        if enabled { write("\r\u{1B}[K") }
    }
}

/// The one line `designdebt collect` prints at the end.
enum CollectSummaryFormatter {
    static func line(_ summary: CollectSummary) -> String {
        var parts = [
            "\(summary.commitsAdded) commit\(summary.commitsAdded == 1 ? "" : "s") added on '\(summary.branch)'"
        ]
        if summary.commitsAdded == 0 && summary.commitsRemoved == 0 {
            if summary.tipWasCollected {
                parts = ["Nothing to do: '\(summary.branch)' is at \(summary.tip.prefix(10)), already collected"]
            } else {
                // A first run whose range is empty: a --since after the last commit.
                let range = summary.since.map { " from \($0) on" } ?? ""
                parts = ["No commits on '\(summary.branch)'\(range): nothing collected"]
            }
        }
        if summary.commitsRemoved > 0 { parts.append("\(summary.commitsRemoved) removed (history was rewritten)") }
        if summary.commitsBeforeDeepened > 0 {
            parts.append("\(summary.commitsBeforeDeepened) older joined before them (the clone was deepened)")
        }
        parts.append("\(summary.blobsAnalyzed) blobs analyzed, \(summary.blobsReused) reused")
        if summary.blobsFilledIn > 0 {
            parts.append(
                "\(summary.blobsFilledIn) blob\(summary.blobsFilledIn == 1 ? "" : "s") missing before filled in")
        }
        if !summary.skippedAtTip.isEmpty {
            parts.append(
                "skipped at tip: "
                    + summary.skippedAtTip.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
                        separator: ", "))
        }
        parts.append(String(format: "%.2f s", summary.seconds))
        var line = parts.joined(separator: "; ") + ".\n"
        if let boundary = summary.shallowBoundary {
            line +=
                "History stops at \(boundary.prefix(10)): the clone is shallow. Deepen it ('git fetch --deepen N' or "
                + "'--unshallow') and collect again to add the commits before it.\n"
        }
        return line
    }
}
