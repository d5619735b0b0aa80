import JSONSupport

/// Where one goal stands: its findings now, the burn rate of the last four weeks, and the date
/// it will be met at that rate.
public struct GoalStatus: Sendable, Equatable {
    public enum State: String, Sendable {
        case met
        case onTrack = "on track"
        case late
        case notAtThisRate = "not at this rate"
    }

    /// A rule, a family or `total`.
    public var key: String
    public var target: Int
    /// `YYYY-MM-DD`.
    public var by: String
    public var current: Int
    /// Findings paid down per week over the last four weeks (negative: the debt grew).
    public var weeklyBurn: Double
    /// When it will be met at that rate; nil when it is met or will not be.
    public var projected: String?
    public var state: State

    public init(
        key: String, target: Int, by: String, current: Int, weeklyBurn: Double, projected: String?, state: State
    ) {
        self.key = key
        self.target = target
        self.by = by
        self.current = current
        self.weeklyBurn = weeklyBurn
        self.projected = projected
        self.state = state
    }

    /// "met", "2027-02-14 (on track)", "2027-05-02 (late)", "not at this rate".
    public var outlook: String {
        switch state {
        case .met: return "met"
        case .notAtThisRate: return "not at this rate"
        case .onTrack, .late: return "\(projected ?? "?") (\(state.rawValue))"
        }
    }

    /// The burn as a table shows it: `-2.5/week` pays down, `+1.0/week` grows.
    public var burnText: String {
        let value = (weeklyBurn * 10).rounded() / 10
        return (value > 0 ? "-" : value < 0 ? "+" : "") + String(abs(value)) + "/week"
    }
}

/// `designdebt goals`.
public struct GoalsReport: Sendable, Equatable {
    public var branch: String
    public var at: CommitInfo
    public var goals: [GoalStatus]

    public init(branch: String, at: CommitInfo, goals: [GoalStatus]) {
        self.branch = branch
        self.at = at
        self.goals = goals
    }
}

/// The formats of `designdebt goals`.
public enum GoalsFormat: String, CaseIterable, Sendable {
    case table, json, md

    public func render(_ report: GoalsReport) -> String {
        switch self {
        case .table:
            guard !report.goals.isEmpty else { return GoalsFormat.none }
            return "Goals on '\(report.branch)' at \(report.at.shortSHA) (\(report.at.day))\n\n"
                + GoalsFormat.table(report.goals).render()
        case .json: return JSONWriter().string(GoalsFormat.json(report)) + "\n"
        case .md:
            guard !report.goals.isEmpty else { return GoalsFormat.none }
            return GoalsFormat.markdown(report.goals)
        }
    }

    static let none = "No goals set: add \"goals\" to designdebt.json (see docs/configuration.md).\n"

    static func table(_ goals: [GoalStatus]) -> TextTable {
        var table = TextTable(
            headers: ["goal", "now", "target", "by", "per week", "met at this rate"],
            alignments: [.left, .right, .right, .left, .right, .left])
        for goal in goals {
            table.append([goal.key, String(goal.current), String(goal.target), goal.by, goal.burnText, goal.outlook])
        }
        return table
    }

    static func markdown(_ goals: [GoalStatus]) -> String {
        var output = "| goal | now | target | by | per week | met at this rate |\n|---|---:|---:|---|---:|---|\n"
        for goal in goals {
            output +=
                "| `\(goal.key)` | \(goal.current) | \(goal.target) | \(goal.by) | \(goal.burnText) | \(goal.outlook) |\n"
        }
        return output
    }

    static func json(_ report: GoalsReport) -> JSONValue {
        .object([
            ("branch", .string(report.branch)), ("at", ExplanationFormat.commitJSON(report.at)),
            (
                "goals",
                .array(
                    report.goals.map { goal in
                        .object([
                            ("key", .string(goal.key)), ("target", .number(Double(goal.target))),
                            ("by", .string(goal.by)), ("current", .number(Double(goal.current))),
                            ("weeklyBurn", .number(goal.weeklyBurn)),
                            ("projected", goal.projected.map(JSONValue.string) ?? .null),
                            ("state", .string(goal.state.rawValue)),
                        ])
                    })
            ),
        ])
    }
}
