import DebtReports
import DesignRules
import Foundation

/// `designdebt goals`: each goal of designdebt.json with its findings now, the burn rate over
/// the last four weeks, and the date it will be met at that rate.
public struct GoalProgress {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        /// A designdebt.json; nil reads the one at the collected repository's root.
        public var configPath: String?
        public var at: String?

        public init(database: String, branch: String? = nil) {
            self.database = database
            self.branch = branch
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The weeks the burn rate looks back over.
    static let burnWeeks = 4

    public func run() throws -> GoalsReport {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let at = try reader.commit(orTip: options.at)
        let goals = try Self.goals(configPath: options.configPath, root: reader.root)
        return GoalsReport(branch: reader.branch, at: at, goals: try Self.progress(of: goals, at: at, reader: reader))
    }

    /// The goals of the configuration at `configPath`, else of designdebt.json at `root` (none
    /// when there is no file).
    static func goals(configPath: String?, root: String) throws -> [Goal] {
        try loadProjectConfiguration(root: root, path: configPath).config.goals
    }

    static func progress(of goals: [Goal], at: CommitInfo, reader: HistoryReader) throws -> [GoalStatus] {
        guard !goals.isEmpty else { return [] }
        let now = try reader.counters(at: at.seq)
        // The findings four weeks back (at the last commit before then, however long before), or
        // at the first commit when the history is younger.
        let fourWeeksBack = try reader.commit(before: at.date, days: burnWeeks * 7)
        let then =
            try fourWeeksBack
            ?? reader.rows("commit-at", [":seq": .integer(1)]).first.map(HistoryReader.commitInfo)
        let before = try then.map { try reader.counters(at: $0.seq) } ?? Counters()
        let weeks =
            fourWeeksBack != nil
            ? Double(burnWeeks) : then.map { max(1.0, Double(Trend.daysBetween($0.date, at.date))) / 7 } ?? 1
        // A change of measure in those weeks burns nothing down and adds nothing: the code's
        // change alone makes the rate.
        let measure = try then.map { try reader.measureChange(after: $0.seq, through: at.seq) } ?? Counters()
        return goals.map { goal in
            let current = now.findings(of: goal.key)
            let past = then == nil ? current : before.findings(of: goal.key) + measure.findings(of: goal.key)
            let burn = Double(past - current) / weeks
            let state: GoalStatus.State
            var projected: String?
            if current <= goal.target {
                state = .met
            } else if burn <= 0 {
                state = .notAtThisRate
            } else {
                let days = Int((Double(current - goal.target) / burn * 7).rounded(.up))
                let date = Trend.day(Trend.utc(at.date), adding: days)
                projected = date
                state = date <= goal.by ? .onTrack : .late
            }
            return GoalStatus(
                key: goal.key, target: goal.target, by: goal.by, current: current, weeklyBurn: burn,
                projected: projected, state: state)
        }
    }
}
