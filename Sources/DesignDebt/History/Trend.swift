import DebtStore
import Foundation

/// `designdebt trend`: findings over the timeline, overall and per family or rule.
public struct Trend {
    /// What a point stands for.
    public enum Bucket: String, CaseIterable, Sendable {
        case commit, day, week
    }

    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// Report one family (`spacing`) or rule (`spacing/off-scale`) instead of all families.
        public var family: String?
        public var rule: String?
        public var bucket: Bucket
        /// ISO date: points before it are left out.
        public var since: String?

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

    /// The totals after a commit (or the last commit of a day or week).
    public struct Point: Sendable, Equatable {
        public var sha: String
        public var seq: Int
        /// ISO 8601 commit date; the day (`2026-01-05`) or ISO week (`2026-W02`) when bucketed.
        public var date: String
        public var total: Int
        /// Counts per family or rule (all keys of the kind, zeros included).
        public var byKey: [String: Int]
        /// The analyzer changed at this point: a step here may be the rules, not the code.
        public var rebaselined: Bool
    }

    public struct Report: Sendable {
        public var branch: String
        /// `family` or `rule`.
        public var keyKind: String
        public var keys: [String]
        public var points: [Point]
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> Report {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let keyKind = options.rule != nil ? "rule" : "family"
        let only = options.rule ?? options.family
        // Running totals where they changed.
        var changes: [Int: [(kind: String, key: String, total: Int)]] = [:]
        try reader.database.cachedStatement(NamedQuery.sql("trend")).forEachRow([
            ":repository": .integer(reader.repositoryID), ":kind": .text(keyKind),
        ]) { row in
            changes[Int(row.int(0)), default: []].append((row.text(1) ?? "", row.text(2) ?? "", Int(row.int(3))))
        }
        var keys = Set<String>()
        for list in changes.values { for change in list where change.kind == keyKind { keys.insert(change.key) } }
        if let only { keys = [only] }
        var points: [Point] = []
        var totals: [String: Int] = [:]
        var overall = 0
        try reader.database.cachedStatement(NamedQuery.sql("timeline")).forEachRow([
            ":repository": .integer(reader.repositoryID)
        ]) { row in
            let seq = Int(row.int(0))
            for change in changes[seq] ?? [] {
                if change.kind == "total" { overall = change.total } else { totals[change.key] = change.total }
            }
            let byKey = Dictionary(uniqueKeysWithValues: keys.map { ($0, totals[$0, default: 0]) })
            points.append(
                Point(
                    sha: row.text(1) ?? "", seq: seq, date: row.text(2) ?? "",
                    total: only.map { totals[$0, default: 0] } ?? overall,
                    byKey: byKey, rebaselined: row.int(6) == 1))
        }
        if let since = options.since { points = points.filter { $0.date >= since } }
        return Report(branch: reader.branch, keyKind: keyKind, keys: keys.sorted(), points: bucketed(points))
    }

    /// Keeps the last point of each day or ISO week, labelled by it.
    func bucketed(_ points: [Point]) -> [Point] {
        guard options.bucket != .commit else { return points }
        var result: [Point] = []
        for point in points {
            var labelled = point
            labelled.date = options.bucket == .day ? String(point.date.prefix(10)) : Trend.isoWeek(point.date)
            if result.last?.date == labelled.date {
                labelled.rebaselined = labelled.rebaselined || (result.last?.rebaselined ?? false)
                result[result.count - 1] = labelled
            } else {
                result.append(labelled)
            }
        }
        return result
    }

    /// `2026-W02` for an ISO 8601 date, by the date as written (its own offset).
    static func isoWeek(_ date: String) -> String {
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
