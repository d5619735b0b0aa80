import DebtReports
import Testing

@testable import DesignDebt

@Suite struct TrendTests {
    @Test(arguments: [
        ("2026-07-26T22:49:41-03:00", "2026-07-27T01:49:41Z"),
        ("2026-07-27T00:38:45+00:00", "2026-07-27T00:38:45Z"),
        ("2026-01-01T00:30:00+05:30", "2025-12-31T19:00:00Z"),
        ("2024-02-29T23:00:00-02:00", "2024-03-01T01:00:00Z"),
        ("2023-02-28T23:00:00-02:00", "2023-03-01T01:00:00Z"),
        ("1969-12-31T23:00:00-01:00", "1970-01-01T00:00:00Z"),
        ("1969-12-31T22:00:00+00:00", "1969-12-31T22:00:00Z"),
        ("2026-07-27", "2026-07-27"),
        ("not a date at all, really", "not a date at all, really"),
    ])
    func datesAreReadAsTheSameInstantInUTC(date: String, utc: String) {
        #expect(Trend.utc(date) == utc)
    }

    /// Whole days between two instants count their UTC days, whatever zones they were written in;
    /// never fewer than none.
    @Test(arguments: [
        ("2026-07-26T22:49:41-03:00", "2026-07-27T00:10:00+00:00", 0),
        ("2026-07-26T20:00:00-03:00", "2026-07-27T00:10:00+00:00", 1),
        ("2024-02-28T12:00:00+00:00", "2024-03-01T12:00:00+00:00", 2),
        ("2023-02-28T12:00:00+00:00", "2023-03-01T12:00:00+00:00", 1),
        ("1969-12-31T23:00:00+00:00", "1970-01-01T01:00:00+00:00", 1),
        ("2026-01-01T00:30:00+05:30", "2026-01-01T00:00:00+00:00", 1),
        ("2026-07-01", "2026-07-27T10:00:00+02:00", 26),
        ("2026-07-27T10:00:00+02:00", "2026-07-01T10:00:00+02:00", 0),
        ("not a date", "2026-07-27T10:00:00+02:00", 0),
    ])
    func daysBetweenCountUTCDays(earlier: String, later: String, days: Int) {
        #expect(Trend.daysBetween(earlier, later) == days)
    }

    @Test func calendarDatesAreTheOnesACalendarHas() {
        for date in ["2024-02-29", "2026-12-31", "2000-02-29", "1970-01-01"] {
            #expect(Trend.isCalendarDate(date), "\(date)")
        }
        for date in [
            "2026-02-29", "1900-02-29", "2026-04-31", "2026-00-10", "2026-13-01", "2026-01-00", "2026-1-10",
            "20260110", "yesterday", "2026-01-10T00:00",
        ] {
            #expect(!Trend.isCalendarDate(date), "\(date)")
        }
    }

    /// `--since 2026-07-27` keeps a commit made at 22:49 on the 26th in Brazil: 01:49 UTC on the 27th.
    @Test func sinceIsADateInUTC() {
        #expect(Trend.committed("2026-07-26T22:49:41-03:00", since: "2026-07-27"))
        #expect(!Trend.committed("2026-07-27T01:00:00+02:00", since: "2026-07-27"))
        #expect(Trend.committed("2026-07-27T00:00:00+00:00", since: "2026-07-27"))
    }

    /// An empty table says whether nothing was collected or `--since` left everything out.
    @Test func anEmptyTrendSaysWhy() {
        var report = Trend.Report(branch: "main", keyKind: "family", keys: [], points: [], since: nil)
        #expect(TrendFormat.table.render(report) == "No commits collected on 'main' yet.\n")
        report.since = "2030-01-01"
        #expect(TrendFormat.table.render(report) == "No commits on 'main' from 2030-01-01 on.\n")
    }

    private func point(_ sha: String, _ date: String) -> Trend.Point {
        Trend.Point(sha: sha, seq: 0, date: date, total: 0, byKey: [:], rebaselined: sha == "b")
    }

    private func bucketed(_ bucket: Trend.Bucket, _ points: [Trend.Point]) -> [String] {
        Trend(options: Trend.Options(database: "", bucket: bucket)).bucketed(points).map { "\($0.date) \($0.sha)" }
    }

    /// Three commits of one UTC day, written west and east of Greenwich, are one point.
    @Test func commitsOfOneUTCDayAreOnePointWhateverTheirOffset() {
        let points = [
            point("a", "2026-07-27T00:38:45+00:00"), point("b", "2026-07-26T21:46:21-03:00"),
            point("c", "2026-07-26T22:49:41-03:00"),
        ]
        #expect(bucketed(.day, points) == ["2026-07-27 c"])
        #expect(bucketed(.week, points) == ["2026-W31 c"])
        #expect(Trend(options: Trend.Options(database: "", bucket: .day)).bucketed(points).first?.rebaselined == true)
    }

    /// A commit dated before the day the line reached counts in that day: labels never go back.
    @Test func aCommitDatedEarlierJoinsTheBucketTheLineHasReached() {
        let points = [
            point("a", "2026-07-27T10:00:00+00:00"), point("b", "2026-07-28T10:00:00+00:00"),
            point("c", "2026-07-20T10:00:00+00:00"), point("d", "2026-07-29T10:00:00+00:00"),
        ]
        #expect(bucketed(.day, points) == ["2026-07-27 a", "2026-07-28 c", "2026-07-29 d"])
        #expect(bucketed(.week, points) == ["2026-W31 d"])
        #expect(bucketed(.commit, points).count == 4)
    }
}
