import Foundation

/// Targets from the issue; a figure at or past its target is a PASS.
enum Targets {
    /// Lexer throughput, MB/s.
    static let lexerMBps = 150.0
    /// Analyzer throughput (inventory and the default rules), MB/s: what it ran at before the
    /// catalogue grew.
    static let analyzerMBps = 120.0
    /// Wall time of `designdebt scan` on a 1.3 MB, 420-file tree, seconds.
    static let scanSeconds = 0.25
    /// Scan wall time over the grep pipeline's.
    static let scanOverGrep = 0.5
    /// Wall time of `designdebt fix --apply` on the same tree, seconds.
    static let fixSeconds = 0.5
    /// Wall time of a full `designdebt collect` on the 2,500-commit history, seconds.
    static let backfillSeconds = 5.0
    /// Backfill wall time over git's (raw log plus every distinct Swift blob).
    static let backfillOverGit = 2.5
    /// Wall time of `designdebt collect` after 10 new commits, seconds.
    static let incrementalSeconds = 0.5
    /// Peak resident set of the backfill (collect or the git child it waits for), MB.
    static let backfillPeakMegabytes = 200.0
    /// Wall time of `designdebt check` of the history's last commit, after a collect, seconds.
    static let checkSeconds = 0.03
    /// Query time of each report command on the 2,500-commit history, seconds.
    static let querySeconds = 0.1
    /// Wall time of `designdebt report` on it, seconds.
    static let reportSeconds = 0.5
}

/// Formats the report: one line per figure, median first, best in
/// parentheses, then the ratio or verdict.
struct Report {
    private(set) var text = ""
    private(set) var passes = 0
    private(set) var misses = 0

    /// Appends a line.
    mutating func line(_ content: String = "") {
        text += content + "\n"
        FileHandle.standardOutput.write(Data((content + "\n").utf8))
    }

    /// A label padded to the figure column.
    static func label(_ text: String) -> String {
        "  " + text.padding(toLength: 38, withPad: " ", startingAt: 0)
    }

    /// A throughput line: MB/s from the median run and the fastest run.
    mutating func throughput(_ name: String, bytes: Int, _ samples: Samples, note: String = "") {
        let median = Report.megabytesPerSecond(bytes, samples.median)
        let best = Report.megabytesPerSecond(bytes, samples.min)
        line(Report.label(name) + String(format: "%8.1f MB/s (%.1f)", median, best) + (note.isEmpty ? "" : "  " + note))
    }

    /// A wall-time line in seconds.
    mutating func wall(_ name: String, _ samples: Samples, note: String = "") {
        line(
            Report.label(name) + String(format: "%8.3f s    (%.3f)", samples.median, samples.min)
                + (note.isEmpty ? "" : "  " + note))
    }

    /// `PASS`/`MISS` with the comparison spelled out, counted for the summary.
    mutating func verdict(_ passed: Bool, _ target: String) -> String {
        if passed { passes += 1 } else { misses += 1 }
        return (passed ? "PASS" : "MISS") + " (target " + target + ")"
    }

    /// MB/s, MB being 10^6 bytes.
    static func megabytesPerSecond(_ bytes: Int, _ seconds: Double) -> Double {
        Double(bytes) / 1e6 / seconds
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }

    /// `1.30 MB`.
    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.2f MB", Double(bytes) / 1e6)
    }
}
