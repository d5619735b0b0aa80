import DesignRules

/// One counter of the per-commit rollups: findings in total, per family, per
/// rule and per file, and the inventory per family (sites, literals,
/// off-scale, tokens) and per literal value.
public struct RollupKey: Hashable, Sendable, Comparable {
    public let kind: String
    public let key: String

    public init(_ kind: String, _ key: String) {
        self.kind = kind
        self.key = key
    }

    public static func < (lhs: RollupKey, rhs: RollupKey) -> Bool { (lhs.kind, lhs.key) < (rhs.kind, rhs.key) }

    /// The findings of the file at `path`: the one counter that depends on
    /// where a blob sits, so it is kept apart from a blob's `counts`.
    public static func file(_ path: String) -> RollupKey { RollupKey("file", path) }

    /// The counters one file contributes, wherever it sits: what a commit adds when the file
    /// appears and removes when it goes.
    public static func counts(of analysis: FileAnalysis) -> [RollupKey: Int] {
        var counts: [RollupKey: Int] = [RollupKey("files", ""): 1]
        if !analysis.findings.isEmpty { counts[RollupKey("total", "")] = analysis.findings.count }
        for finding in analysis.findings {
            counts[RollupKey("family", finding.family.rawValue), default: 0] += 1
            counts[RollupKey("rule", finding.ruleID), default: 0] += 1
        }
        for site in analysis.sites {
            let family = site.family.rawValue
            counts[RollupKey("sites", family), default: 0] += 1
            switch site.kind {
            case .literal:
                counts[RollupKey("literals", family), default: 0] += 1
                if site.onScale == false { counts[RollupKey("off_scale", family), default: 0] += 1 }
                counts[RollupKey("value", "\(family):\(site.value.map(formatScaleValue) ?? site.text)"), default: 0] +=
                    1
            case .token:
                counts[RollupKey("tokens", family), default: 0] += 1
            case .expression:
                break
            }
        }
        return counts
    }
}

extension Dictionary where Key == RollupKey, Value == Int {
    /// Adds `other` times `sign` (+1 or -1), dropping keys that reach zero.
    mutating func add(_ other: [RollupKey: Int], sign: Int) {
        for (key, count) in other {
            let total = self[key, default: 0] + sign * count
            self[key] = total == 0 ? nil : total
        }
    }
}
