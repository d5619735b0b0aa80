import DebtReports
import DebtStore
import DesignRules
import Foundation

/// `designdebt trend`: findings over the timeline, overall and per family or rule.
public struct Trend {
    /// What a point stands for.
    public enum Bucket: String, CaseIterable, Sendable {
        case commit, day, week
    }

    /// The model `TrendFormat` renders; see `TrendReport`.
    public typealias Metric = TrendMetric
    public typealias Point = TrendPoint
    public typealias Report = TrendReport

    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// Report one family (`spacing`) or rule (`spacing/off-scale`) instead of all families.
        public var family: String?
        public var rule: String?
        public var bucket: Bucket
        /// ISO date: points before it are left out.
        public var since: String?
        public var metric = Metric.findings
        /// Whose findings: designdebt's, an imported tool's, or all (`metric` findings only).
        public var source = FindingSource.designdebt
        /// Only findings of this severity or worse (`metric` findings only).
        public var severity: Severity?

        public init(
            database: String, branch: String? = nil, family: String? = nil, rule: String? = nil,
            bucket: Bucket = .commit, since: String? = nil
        ) {
            self.database = database
            self.branch = branch
            self.family = family
            self.rule = rule
            self.bucket = bucket
            self.since = since
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> Report {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        if options.metric != .findings { return try inventoryTrend(reader) }
        let keyKind = options.rule != nil ? "rule" : "family"
        let only = options.rule ?? options.family
        let floor = try options.severity.map { try SeverityFloor($0, root: reader.root) }
        // Running totals where they changed; under a severity floor, per rule, summed below.
        var changes: [Int: [(kind: String, key: String, total: Int)]] = [:]
        try reader.database.cachedStatement(NamedQuery.sql("trend")).forEachRow([
            ":repository": .integer(reader.repositoryID), ":kind": .text(floor == nil ? keyKind : "rule"),
        ]) { row in
            changes[Int(row.int(0)), default: []].append((row.text(1) ?? "", row.text(2) ?? "", Int(row.int(3))))
        }
        if let floor { changes = Self.narrowed(changes, by: floor, to: keyKind) }
        let ownFindings = !options.source.isImportedOnly
        var keys = Set<String>()
        if ownFindings {
            for list in changes.values { for change in list where change.kind == keyKind { keys.insert(change.key) } }
        }
        let imported = try ImportedCounts(
            reader: reader, source: options.source, keyKind: keyKind, only: only, floor: floor)
        keys.formUnion(imported.keys)
        if let only { keys = [only] }
        var points: [Point] = []
        var totals: [String: Int] = [:]
        var overall = 0
        var cursor = imported.cursor()
        try reader.database.cachedStatement(NamedQuery.sql("timeline")).forEachRow([
            ":repository": .integer(reader.repositoryID)
        ]) { row in
            let seq = Int(row.int(0))
            for change in changes[seq] ?? [] {
                if change.kind == "total" { overall = change.total } else { totals[change.key] = change.total }
            }
            let tools = cursor.advance(to: seq)
            // Before a tool's first import there is nothing to show for it alone.
            if !ownFindings && tools == nil { return }
            var pointTotals = ownFindings ? totals : [:]
            var total = ownFindings ? only.map { totals[$0, default: 0] } ?? overall : 0
            if let tools {
                for (key, count) in tools.byKey { pointTotals[key, default: 0] += count }
                total += tools.total
            }
            let byKey = Dictionary(uniqueKeysWithValues: keys.map { ($0, pointTotals[$0, default: 0]) })
            points.append(
                Point(
                    sha: row.text(1) ?? "", seq: seq, date: row.text(2) ?? "", total: total, byKey: byKey,
                    rebaselined: row.int(6) == 1))
        }
        if let since = options.since { points = points.filter { Trend.committed($0.date, since: since) } }
        return Report(
            branch: reader.branch, keyKind: keyKind, keys: keys.sorted(), points: bucketed(points),
            since: options.since)
    }

    /// Running rule totals per commit turned into the running totals of `keyKind` ('family' or
    /// 'rule') and the total, of the rules `floor` admits.
    static func narrowed(
        _ changes: [Int: [(kind: String, key: String, total: Int)]], by floor: SeverityFloor, to keyKind: String
    ) -> [Int: [(kind: String, key: String, total: Int)]] {
        var ruleTotals: [String: Int] = [:]
        var narrowed: [Int: [(kind: String, key: String, total: Int)]] = [:]
        for seq in changes.keys.sorted() {
            var touched = Set<String>()
            for change in changes[seq] ?? [] where change.kind == "rule" && floor.admits(rule: change.key) {
                ruleTotals[change.key] = change.total
                touched.insert(keyKind == "rule" ? change.key : String(change.key.prefix { $0 != "/" }))
            }
            guard !touched.isEmpty else { continue }
            var keyTotals: [String: Int] = [:]
            for (rule, total) in ruleTotals {
                keyTotals[keyKind == "rule" ? rule : String(rule.prefix { $0 != "/" }), default: 0] += total
            }
            narrowed[seq] =
                [("total", "", ruleTotals.values.reduce(0, +))]
                + touched.sorted().map { (keyKind, $0, keyTotals[$0, default: 0]) }
        }
        return narrowed
    }

    /// Imported tools' findings counted per import, and walked along the timeline: at each
    /// commit, the sum over tools of each one's last import so far.
    struct ImportedCounts {
        struct Counts {
            var total = 0
            var byKey: [String: Int] = [:]
        }

        let imports: [ImportInfo]
        let counts: [Counts]
        let keys: Set<String>

        init(reader: HistoryReader, source: FindingSource, keyKind: String, only: String?, floor: SeverityFloor?)
            throws
        {
            imports = try reader.imports(of: source)
            var counts: [Counts] = []
            var keys = Set<String>()
            for item in imports {
                var count = Counts()
                for finding in try reader.importedFindings(item) where floor?.admits(finding) ?? true {
                    let key = keyKind == "rule" ? finding.rule : finding.family
                    if let only, only != key { continue }
                    count.total += 1
                    count.byKey[key, default: 0] += 1
                    keys.insert(key)
                }
                counts.append(count)
            }
            self.counts = counts
            self.keys = keys
        }

        func cursor() -> Cursor { Cursor(counts: self) }

        /// Walks the imports in timeline order, keeping each tool's latest.
        struct Cursor {
            let counts: ImportedCounts
            var next = 0
            var latest: [String: Counts] = [:]

            /// The tools' sum at position `seq` (called with rising positions); nil before any import.
            mutating func advance(to seq: Int) -> Counts? {
                while next < counts.imports.count, counts.imports[next].commit.seq <= seq {
                    latest[counts.imports[next].source] = counts.counts[next]
                    next += 1
                }
                guard !latest.isEmpty else { return nil }
                var sum = Counts()
                for tool in latest.values {
                    sum.total += tool.total
                    for (key, count) in tool.byKey { sum.byKey[key, default: 0] += count }
                }
                return sum
            }
        }
    }

    /// An inventory metric per family over the timeline, from the per-commit inventory deltas.
    func inventoryTrend(_ reader: HistoryReader) throws -> Report {
        var changes: [Int: [(kind: String, key: String, delta: Int)]] = [:]
        for row in try reader.rows("inventory-deltas") {
            changes[Int(row.int("seq") ?? 0), default: []].append(
                (row.text("key_kind") ?? "", row.text("key") ?? "", Int(row.int("delta") ?? 0)))
        }
        // Running totals: per kind and family, and each literal value's sites.
        var totals = Counters()
        var valueSites: [String: Int] = [:]
        var distinct: [String: Int] = [:]
        var families = Set<String>()
        var points: [Point] = []
        for row in try reader.rows("timeline") {
            let seq = Int(row.int("seq") ?? 0)
            for change in changes[seq] ?? [] {
                if change.kind == "value" {
                    let family = String(RollupKey.valueParts(of: change.key).family)
                    let before = valueSites[change.key, default: 0]
                    let after = before + change.delta
                    valueSites[change.key] = after
                    if before <= 0 && after > 0 { distinct[family, default: 0] += 1 }
                    if before > 0 && after <= 0 { distinct[family, default: 0] -= 1 }
                    families.insert(family)
                } else {
                    totals.add(change.delta, kind: change.kind, key: change.key)
                    families.insert(change.key)
                }
            }
            var byKey: [String: Int] = [:]
            for family in families { byKey[family] = value(of: family, totals: totals, distinct: distinct) }
            points.append(
                Point(
                    sha: row.text("sha") ?? "", seq: seq, date: row.text("committed_at") ?? "",
                    total: value(of: nil, totals: totals, distinct: distinct), byKey: byKey,
                    rebaselined: row.int("rebaselined") == 1))
        }
        var keys = families
        if let family = options.family {
            keys = [family]
            points = points.map { point in
                var only = point
                only.total = point.byKey[family, default: 0]
                return only
            }
        }
        if let since = options.since { points = points.filter { Trend.committed($0.date, since: since) } }
        for index in points.indices {
            points[index].byKey = points[index].byKey.filter { keys.contains($0.key) }
            for key in keys where points[index].byKey[key] == nil { points[index].byKey[key] = 0 }
        }
        var report = Report(
            branch: reader.branch, keyKind: "family", keys: keys.sorted(), points: bucketed(points),
            since: options.since)
        report.metric = options.metric
        return report
    }

    /// The metric's value for one family, or for all of them (nil).
    func value(of family: String?, totals: Counters, distinct: [String: Int]) -> Int {
        func sum(_ kind: String) -> Int { totals.sum(kind, family: family) }
        switch options.metric {
        case .findings: return 0
        case .sites: return sum("sites")
        case .literals: return sum("literals")
        case .offScale: return sum("off_scale")
        case .distinct: return family.map { distinct[$0] ?? 0 } ?? distinct.values.reduce(0, +)
        case .adoption: return totals.adoptionPercent(family: family) ?? 0
        }
    }

    /// Keeps the last point of each day or ISO week (in UTC), labelled by it.
    ///
    /// Labels never go back: a commit dated before the bucket the line has reached (a committer
    /// west of the one before, a skewed clock, a rebased commit) landed after it, so it counts
    /// there instead of opening an earlier bucket a second time.
    func bucketed(_ points: [Point]) -> [Point] {
        guard options.bucket != .commit else { return points }
        var result: [Point] = []
        for point in points {
            var labelled = point
            let day = String(Trend.utc(point.date).prefix(10))
            labelled.date = options.bucket == .day ? day : Trend.isoWeek(day)
            if let last = result.last, labelled.date <= last.date {
                labelled.date = last.date
                labelled.rebaselined = labelled.rebaselined || last.rebaselined
                result[result.count - 1] = labelled
            } else {
                result.append(labelled)
            }
        }
        return result
    }

    /// Whether a commit dated `date` was committed on or after `since` (a UTC date or instant).
    static func committed(_ date: String, since: String) -> Bool {
        utc(date) >= since
    }

    /// An ISO 8601 date with an offset (`2026-07-26T22:49:41-03:00`, as git writes it) as the same
    /// instant in UTC (`2026-07-27T01:49:41Z`), so that dates written in different time zones
    /// compare and bucket alike. Anything else comes back as it was.
    static func utc(_ date: String) -> String {
        guard let instant = instant(ofOffsetDate: date) else { return date }
        let days = Trend.day(ofInstant: instant)
        let (y, m, d) = Trend.civilFromDays(days)
        let time = instant - days * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(y)-\(two(m))-\(two(d))T\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// Whether `text` is a calendar date, `YYYY-MM-DD` (a leap day only in a leap year): what
    /// `--since` takes.
    public static func isCalendarDate(_ text: String) -> Bool {
        Goal.isCalendarDate(text)
    }

    /// Whole days from instant `earlier` to instant `later` (ISO 8601 with offsets), by their UTC days.
    static func daysBetween(_ earlier: String, _ later: String) -> Int {
        func day(_ date: String) -> Int? {
            // Each finding of a report asks: the day is read from the instant's bytes, with no text made.
            if let instant = instant(ofOffsetDate: date) { return Trend.day(ofInstant: instant) }
            let parts = date.prefix(10).split(separator: "-").compactMap { Int($0) }
            return parts.count == 3 ? daysFromCivil(parts[0], parts[1], parts[2]) : nil
        }
        guard let from = day(earlier), let to = day(later) else { return 0 }
        return max(0, to - from)
    }

    /// The UTC day, counted from 1970-01-01, of an instant in seconds since then.
    private static func day(ofInstant instant: Int) -> Int {
        instant >= 0 ? instant / 86_400 : (instant - 86_399) / 86_400
    }

    /// Seconds since 1970 of `2026-03-01T10:00:00+01:00` (git's strict ISO 8601, with an offset);
    /// nil for any other spelling.
    private static func instant(ofOffsetDate date: String) -> Int? {
        var date = date
        return date.withUTF8 { bytes -> Int? in
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for byte in bytes[range] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard bytes.count == 25, bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"),
                let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
                let offsetHours = number(20..<22), let offsetMinutes = number(23..<25)
            else { return nil }
            let sign = bytes[19] == UInt8(ascii: "-") ? -1 : 1
            let local = Trend.daysFromCivil(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second
            return local - sign * (offsetHours * 3_600 + offsetMinutes * 60)
        }
    }

    /// The Monday and Sunday of ISO week `label` (`2026-W48`); nil when there is no such week
    /// (week 53 exists only in some years).
    static func isoWeekDays(_ label: String) -> (monday: String, sunday: String)? {
        guard let match = label.wholeMatch(of: /(\d{4})-W(\d{2})/), let year = Int(match.1), let week = Int(match.2),
            (1...53).contains(week)
        else { return nil }
        // 4 January is always in week 1; 1970-01-01 was a Thursday.
        let january4 = daysFromCivil(year, 1, 4)
        let monday1 = january4 - ((january4 + 3) % 7 + 7) % 7
        let monday = civilFromDays(monday1 + 7 * (week - 1))
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let start = "\(monday.year)-\(two(monday.month))-\(two(monday.day))"
        guard isoWeek(start) == label else { return nil }
        return (start, day(start, adding: 6))
    }

    /// The UTC calendar date of an instant given in seconds since 1970.
    public static func day(epochSeconds: Int64) -> String {
        day("1970-01-01", adding: Int(epochSeconds / 86_400))
    }

    /// The calendar date `days` after `date` (its first ten characters, `YYYY-MM-DD`).
    static func day(_ date: String, adding days: Int) -> String {
        let parts = date.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        let next = civilFromDays(daysFromCivil(parts[0], parts[1], parts[2]) + days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(next.year)-\(two(next.month))-\(two(next.day))"
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count since 1970-01-01: the inverse of `daysFromCivil`.
    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `2026-W02` for an ISO 8601 date (its first ten characters, `2026-01-05`).
    public static func isoWeek(_ date: String) -> String {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = date.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3,
            let day = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        else {
            return String(date.prefix(10))
        }
        let components = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: day)
        let week = components.weekOfYear ?? 0
        return "\(components.yearForWeekOfYear ?? 0)-W\(week < 10 ? "0" : "")\(week)"
    }
}
