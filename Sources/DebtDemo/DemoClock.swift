import DesignDebt

/// Commit times for the simulated history: a few hours apart, in working
/// hours on weekdays, with the odd weekend commit. Times are UTC seconds and
/// depend only on the draws, so the same seed gives the same dates (and shas).
struct DemoClock {
    /// The time of the latest commit.
    private(set) var now: Int64
    /// Midnight of the Monday of the first week: weekdays count from there.
    private let mondayMidnight: Int64

    private static let day: Int64 = 86_400
    private static let hour: Int64 = 3_600

    /// Starts at `start`; the first `advance()` returns a later time.
    init(start: Int64) {
        now = start
        // 1970-01-01 was a Thursday: day 4 after Monday 1969-12-29.
        let days = start >= 0 ? start / Self.day : (start - Self.day + 1) / Self.day
        let weekday = (days + 3) % 7
        mondayMidnight = (days - weekday) * Self.day
    }

    /// Moves to the next commit time: one to four hours on, or the next
    /// working morning when that would fall after 19:00 or on a weekend.
    mutating func advance(rng: inout SeededGenerator) -> Int64 {
        now += Int64(rng.int(1...4)) * Self.hour + Int64(rng.int(0...59) * 60 + rng.int(0...59))
        if hourOfDay >= 19 || hourOfDay < 8 {
            now = startOfDay(after: hourOfDay >= 19 ? 1 : 0) + 8 * Self.hour + Int64(rng.int(0...90) * 60)
        }
        if weekday >= 5, !rng.chance(0.06) {
            now = startOfDay(after: 7 - weekday) + 8 * Self.hour + Int64(rng.int(0...90) * 60)
        }
        return now
    }

    /// 0 for Monday through 6 for Sunday, in UTC.
    var weekday: Int { Int(((now - mondayMidnight) / Self.day) % 7) }

    /// Midnight (UTC) starting the current week.
    var weekStart: Int64 { now - (now - mondayMidnight) % (7 * Self.day) }

    private var hourOfDay: Int { Int(((now - mondayMidnight) % Self.day) / Self.hour) }

    private func startOfDay(after days: Int) -> Int64 {
        now - (now - mondayMidnight) % Self.day + Int64(days) * Self.day
    }
}
