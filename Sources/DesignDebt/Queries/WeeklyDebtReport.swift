import DebtReports
import DebtStore
import DesignRules
import Foundation
import GitHistory

/// `designdebt report`: the week's debt per family against the week before, twelve weeks of it,
/// the week's regressions and improvements, top offenders, new values and goals.
public struct WeeklyDebtReport {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// Whose findings: designdebt's, an imported tool's, or all.
        public var source = FindingSource.designdebt
        /// `2026-W48`; nil with neither dates: the last full week before `today`.
        public var week: String?
        /// The day the report is made (UTC), which decides its default week; nil: the clock's.
        public var today: String?
        public var since: String?
        public var until: String?
        public var configPath: String?
        /// Only findings of this severity or worse.
        public var severity: Severity?

        public init(database: String, branch: String? = nil) {
            self.database = database
            self.branch = branch
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    static let chartWeeks = 12
    static let listed = 5

    public func run() throws -> WeeklyReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let tip = try reader.tip()
        let (title, start, end) = try span(tip: tip)
        // The last commit up to the span's end, and the last one before its start.
        guard let at = try reader.commit(before: Trend.day(end, adding: 1) + "T00:00:00Z") else {
            throw DesignDebtError.input("No commits collected on '\(reader.branch)' up to \(end).")
        }
        let previous = try reader.commit(before: start + "T00:00:00Z")
        let commits = at.seq - (previous?.seq ?? 0)
        let floor = try options.severity.map { try SeverityFloor($0, root: reader.root) }
        var (total, families) =
            options.source.isImportedOnly
            ? (
                FamilyHeadline(
                    family: "total", debt: 0, change: 0, distinct: 0, distinctChange: 0, adoption: nil,
                    adoptionChange: nil),
                []
            )
            : try headlines(at: at.seq, before: previous?.seq, reader: reader, floor: floor)
        for tool in try toolHeadlines(at: at.seq, before: previous?.seq, reader: reader) {
            families.append(tool)
            total.debt += tool.debt
            total.change += tool.change
        }

        var regressionOptions = Regressions.Options(database: options.database, branch: options.branch)
        regressionOptions.since = start
        regressionOptions.until = end
        regressionOptions.topFindings = 3
        regressionOptions.source = options.source
        regressionOptions.severity = options.severity
        let regressions = try Regressions(options: regressionOptions).run()

        var top = TopOffenders.Options(database: options.database, branch: options.branch)
        top.at = at.sha
        // Their 7 and 30 days end with the report's span, not with its last commit.
        top.asOf = end
        top.limit = Self.listed
        top.source = options.source
        top.severity = options.severity
        let topFiles = try TopOffenders(options: top).run().offenders
        top.by = .rule
        let topRules = try TopOffenders(options: top).run().offenders

        // The inventory, the goals and the commits that paid debt down are designdebt's own.
        let ownFindings = !options.source.isImportedOnly
        let valuesBefore = ownFindings ? try previous.map { try reader.values(at: $0.seq) } ?? [:] : [:]
        let valuesAfter = ownFindings ? try reader.values(at: at.seq) : [:]
        let newValues = valuesAfter.keys.sorted().compactMap { family -> (family: String, values: [String])? in
            let added = (valuesAfter[family] ?? []).subtracting(valuesBefore[family] ?? [])
            return added.isEmpty ? nil : (family, added.sorted(by: Explain.valueOrder))
        }
        let goals =
            ownFindings
            ? try GoalProgress.progress(
                of: try GoalProgress.goals(configPath: options.configPath, root: reader.root), at: at, reader: reader)
            : []
        let (weeks, series) = try chart(endingWith: Trend.isoWeek(end), reader: reader)
        let improved =
            ownFindings
            ? try improvements(from: (previous?.seq ?? 0) + 1, through: at.seq, reader: reader, floor: floor) : []
        var report = WeeklyReport(
            branch: reader.branch, title: title, start: start, end: end, at: at, commits: commits, total: total,
            families: families, chartWeeks: weeks, chartSeries: series, regressions: regressions.regressions,
            improvements: improved.prefix(Self.listed).map { $0 },
            topFiles: topFiles, topRules: topRules, newValues: newValues, goals: goals,
            rulesChanged: regressions.rulesChanged)
        report.improvementsFound = improved.count
        report.severity = options.severity?.rawValue
        report.links = Repository.remoteURL(at: reader.root).flatMap(RemoteLinks.init)
        if ownFindings {
            let counters = try reader.counters(at: at.seq)
            report.blocked = counters.keys("blocked").map { (needs: $0, count: counters["blocked", $0]) }
                .filter { $0.count > 0 }.sorted { ($1.count, $0.needs) < ($0.count, $1.needs) }
        }
        return report
    }

    /// The report's title and first and last day.
    func span(tip: CommitInfo) throws -> (String, String, String) {
        if let week = options.week {
            guard let days = Trend.isoWeekDays(week) else {
                throw DesignDebtError.input("'\(week)' is no ISO week; write it as 2026-W48.")
            }
            return (week, days.monday, days.sunday)
        }
        if options.since != nil || options.until != nil {
            let end = options.until ?? String(Trend.utc(tip.date).prefix(10))
            let start = options.since ?? Trend.day(end, adding: -6)
            guard start <= end else {
                throw DesignDebtError.input("The span starts (\(start)) after it ends (\(end)).")
            }
            return ("\(start) to \(end)", start, end)
        }
        // The last full week before today: a Monday's report is about the week that just ended,
        // whenever the last commit was.
        let today = options.today ?? String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        let week = Trend.isoWeek(Trend.day(today, adding: -7))
        let days = Trend.isoWeekDays(week) ?? (tip.day, tip.day)
        return (week, days.0, days.1)
    }

    /// Per family and in total: findings, distinct values and adoption at `seq`, against `before`;
    /// the findings' change is the code's, without what a change of measure moved.
    func headlines(at seq: Int, before: Int?, reader: HistoryReader, floor: SeverityFloor?) throws -> (
        FamilyHeadline, [FamilyHeadline]
    ) {
        let now = try reader.counters(at: seq).narrowed(by: floor)
        let then = try (before.map { try reader.counters(at: $0) } ?? Counters()).narrowed(by: floor)
        // What a change of measure in the span moved is not the code's change.
        let measure = try reader.measureChange(after: before ?? 0, through: seq).narrowed(by: floor)
        let valuesNow = try reader.values(at: seq)
        let valuesThen = try before.map { try reader.values(at: $0) } ?? [:]
        func headline(_ family: String?) -> FamilyHeadline {
            let debt = now.findings(family: family)
            let debtThen = then.findings(family: family)
            let distinct = family.map { valuesNow[$0]?.count ?? 0 } ?? valuesNow.values.map(\.count).reduce(0, +)
            let distinctThen = family.map { valuesThen[$0]?.count ?? 0 } ?? valuesThen.values.map(\.count).reduce(0, +)
            let share = now.adoptionPercent(family: family)
            let shareThen = then.adoptionPercent(family: family)
            return FamilyHeadline(
                family: family ?? "total", debt: debt, change: debt - debtThen - measure.findings(family: family),
                distinct: distinct,
                distinctChange: distinct - distinctThen, adoption: share,
                adoptionChange: share.flatMap { now in shareThen.map { now - $0 } })
        }
        let families = Family.allCases.map(\.rawValue).filter { family in
            now.keys("family").contains(family) || now.keys("sites").contains(family)
                || then.keys("family").contains(family)
        }
        return (headline(nil), families.map(headline))
    }

    /// Each imported tool's findings at `seq` (its last import by then) and their change since
    /// `before`: a headline per tool, with no inventory of its own.
    func toolHeadlines(at seq: Int, before: Int?, reader: HistoryReader) throws -> [FamilyHeadline] {
        let imports = try reader.imports(of: options.source)
        let now = reader.latestImports(imports, at: seq)
        let then = Dictionary(
            reader.latestImports(imports, at: before ?? 0).map { ($0.source, $0.findings) }, uniquingKeysWith: { $1 })
        return now.map { tool in
            FamilyHeadline(
                family: tool.source, debt: tool.findings, change: tool.findings - (then[tool.source] ?? 0),
                distinct: 0, distinctChange: 0, adoption: nil, adoptionChange: nil)
        }
    }

    /// Findings per family at the end of each of the twelve weeks up to `week`, a week without
    /// commits carrying the one before.
    func chart(endingWith week: String, reader: HistoryReader) throws -> ([String], [(family: String, values: [Int])]) {
        var trendOptions = Trend.Options(database: options.database, branch: options.branch, bucket: .week)
        trendOptions.source = options.source
        trendOptions.severity = options.severity
        let trend = try Trend(options: trendOptions).run()
        guard let days = Trend.isoWeekDays(week) else { return ([], []) }
        let weeks = (0..<Self.chartWeeks).reversed().map { Trend.isoWeek(Trend.day(days.monday, adding: -7 * $0)) }
        var series: [(family: String, values: [Int])] = []
        for family in trend.keys {
            var values: [Int] = []
            var last = 0
            var points = trend.points[...]
            for label in weeks {
                while let point = points.first, point.date <= label {
                    last = point.byKey[family, default: 0]
                    points = points.dropFirst()
                }
                values.append(last)
            }
            series.append((family, values))
        }
        return (weeks, series)
    }

    /// The commits of the span that paid debt down, the largest first.
    func improvements(from first: Int, through last: Int, reader: HistoryReader, floor: SeverityFloor?) throws
        -> [Improvement]
    {
        guard first <= last else { return [] }
        let bounds: [String: SQLValue] = [":from_seq": .integer(Int64(first)), ":to_seq": .integer(Int64(last))]
        let totals = try Regressions.counters("commit-deltas", bounds, reader: reader).mapValues {
            (floor?.narrowed($0) ?? $0)["total"]?[""] ?? 0
        }
        let improved = try reader.rows("commits-between", bounds).map(HistoryReader.commitInfo).filter {
            !$0.rebaselined && (totals[$0.seq] ?? 0) < 0
        }
        return improved.sorted { (totals[$0.seq] ?? 0, $0.seq) < (totals[$1.seq] ?? 0, $1.seq) }.map {
            Improvement(commit: $0, total: totals[$0.seq] ?? 0, pullRequest: Regressions.pullRequest(in: $0.subject))
        }
    }
}
