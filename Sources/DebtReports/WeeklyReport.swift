/// One family's line at the head of the weekly report (or the total's).
public struct FamilyHeadline: Sendable, Equatable {
    public var family: String
    /// Findings at the end of the week, and the change against the end of the week before.
    public var debt: Int
    public var change: Int
    /// Distinct literal values at the end of the week, and their change.
    public var distinct: Int
    public var distinctChange: Int
    /// Token uses per site, whole percent; nil without sites.
    public var adoption: Int?
    public var adoptionChange: Int?

    public init(
        family: String, debt: Int, change: Int, distinct: Int, distinctChange: Int, adoption: Int?,
        adoptionChange: Int?
    ) {
        self.family = family
        self.debt = debt
        self.change = change
        self.distinct = distinct
        self.distinctChange = distinctChange
        self.adoption = adoption
        self.adoptionChange = adoptionChange
    }
}

/// A commit that paid debt down: credit where it is due.
public struct Improvement: Sendable, Equatable {
    public var commit: CommitInfo
    /// Negative: findings removed, net.
    public var total: Int
    public var pullRequest: String?

    public init(commit: CommitInfo, total: Int, pullRequest: String?) {
        self.commit = commit
        self.total = total
        self.pullRequest = pullRequest
    }
}

/// `designdebt report`: the weekly debt report.
public struct WeeklyReport: Sendable, Equatable {
    public var branch: String
    /// `2026-W48`, or `2026-11-01 to 2026-11-14` for a span given by dates.
    public var title: String
    public var start: String
    public var end: String
    /// The commit the numbers stand at (the last of the span, or before it when it had none).
    public var at: CommitInfo
    /// Commits in the span.
    public var commits: Int
    public var total: FamilyHeadline
    public var families: [FamilyHeadline]
    /// Findings per family at the end of each of the last twelve weeks, oldest first.
    public var chartWeeks: [String]
    public var chartSeries: [(family: String, values: [Int])]
    public var regressions: [Regression]
    public var improvements: [Improvement]
    public var topFiles: [Offender]
    public var topRules: [Offender]
    /// Literal values no site used before the span, per family.
    public var newValues: [(family: String, values: [String])]
    public var goals: [GoalStatus]
    /// Commits in the span where the analyzer changed.
    public var rulesChanged: [(commit: CommitInfo, total: Int)]
    /// Findings the app's oldest supported system blocks at the span's last commit, by the
    /// minimum that would make them payable (`iOS 17`), most first: not debt yet, never counted.
    public var blocked: [(needs: String, count: Int)] = []
    /// How many commits paid debt down in the span; `improvements` lists the largest.
    public var improvementsFound = 0
    /// Where its commits, pull requests and files are read on the web; nil: no links.
    public var links: RemoteLinks?
    /// The least severity counted (`warning`); nil: every finding.
    public var severity: String?

    /// All findings at the end of each chart week: the sum of the families' series.
    public var chartTotal: [Int] {
        chartWeeks.indices.map { week in chartSeries.reduce(0) { $0 + (week < $1.values.count ? $1.values[week] : 0) } }
    }

    /// An ISO week's report, not a span given by dates.
    public var isWeek: Bool { !title.contains(" to ") }

    /// `Paid down (10, top 5)`, or `Paid down (3)` when all are listed.
    public var improvementsHeading: String {
        let found = max(improvementsFound, improvements.count)
        return found > improvements.count
            ? "Paid down (\(found), top \(improvements.count))" : "Paid down (\(improvements.count))"
    }

    public init(
        branch: String, title: String, start: String, end: String, at: CommitInfo, commits: Int,
        total: FamilyHeadline, families: [FamilyHeadline], chartWeeks: [String],
        chartSeries: [(family: String, values: [Int])], regressions: [Regression], improvements: [Improvement],
        topFiles: [Offender], topRules: [Offender], newValues: [(family: String, values: [String])],
        goals: [GoalStatus], rulesChanged: [(commit: CommitInfo, total: Int)]
    ) {
        self.branch = branch
        self.title = title
        self.start = start
        self.end = end
        self.at = at
        self.commits = commits
        self.total = total
        self.families = families
        self.chartWeeks = chartWeeks
        self.chartSeries = chartSeries
        self.regressions = regressions
        self.improvements = improvements
        self.topFiles = topFiles
        self.topRules = topRules
        self.newValues = newValues
        self.goals = goals
        self.rulesChanged = rulesChanged
    }

    public static func == (a: WeeklyReport, b: WeeklyReport) -> Bool {
        a.branch == b.branch && a.title == b.title && a.at == b.at && a.commits == b.commits && a.total == b.total
            && a.families == b.families && a.chartWeeks == b.chartWeeks
            && a.chartSeries.map(\.family) == b.chartSeries.map(\.family)
            && a.chartSeries.map(\.values) == b.chartSeries.map(\.values) && a.regressions == b.regressions
            && a.improvements == b.improvements && a.topFiles == b.topFiles && a.topRules == b.topRules
            && a.newValues.map(\.family) == b.newValues.map(\.family)
            && a.newValues.map(\.values) == b.newValues.map(\.values) && a.goals == b.goals
            && a.rulesChanged.map(\.commit) == b.rulesChanged.map(\.commit)
            && a.blocked.map(\.needs) == b.blocked.map(\.needs) && a.blocked.map(\.count) == b.blocked.map(\.count)
    }

    /// "Raising the minimum to iOS 17 makes 12 findings payable.", one per minimum.
    public var blockedSentences: [String] {
        blocked.map {
            "Raising the minimum to \($0.needs) makes \($0.count) \($0.count == 1 ? "finding" : "findings") payable."
        }
    }
}
