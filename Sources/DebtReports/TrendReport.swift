/// What is counted: findings, or the inventory per family: its sites, literal sites, off-scale
/// literals, distinct literal values (the reference's headline number), or token adoption
/// (token uses per site, in whole percent).
public enum TrendMetric: String, CaseIterable, Sendable {
    case findings, sites, literals
    case offScale = "off-scale"
    case distinct, adoption
}

/// The totals after a commit (or the last commit of a day or week).
public struct TrendPoint: Sendable, Equatable {
    public var sha: String
    public var seq: Int
    /// ISO 8601 commit date; the day (`2026-01-05`) or ISO week (`2026-W02`) when bucketed.
    public var date: String
    public var total: Int
    /// Counts per family or rule (all keys of the kind, zeros included).
    public var byKey: [String: Int]
    /// The analyzer changed at this point: a step here may be the rules, not the code.
    public var rebaselined: Bool

    public init(sha: String, seq: Int, date: String, total: Int, byKey: [String: Int], rebaselined: Bool) {
        self.sha = sha
        self.seq = seq
        self.date = date
        self.total = total
        self.byKey = byKey
        self.rebaselined = rebaselined
    }
}

/// What `designdebt trend` found: findings or an inventory measure over the timeline, in total
/// and per family or rule.
public struct TrendReport: Sendable {
    public var branch: String
    public var metric = TrendMetric.findings
    /// `family` or `rule`.
    public var keyKind: String
    public var keys: [String]
    public var points: [TrendPoint]
    /// The `--since` that left points out, if one was given.
    public var since: String?

    public init(
        branch: String, metric: TrendMetric = .findings, keyKind: String, keys: [String], points: [TrendPoint],
        since: String?
    ) {
        self.branch = branch
        self.metric = metric
        self.keyKind = keyKind
        self.keys = keys
        self.points = points
        self.since = since
    }
}
