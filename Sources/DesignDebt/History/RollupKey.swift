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

    /// The counters a regression is judged on, which a rebaseline splits into the analyzer's part
    /// and the code's (`rebaseline_deltas`).
    static let measuredKinds: Set<String> = ["total", "family", "rule"]

    public static func < (lhs: RollupKey, rhs: RollupKey) -> Bool { (lhs.kind, lhs.key) < (rhs.kind, rhs.key) }

    /// A literal value's key, `family:value` (`spacing:12`), split at its first colon: the family,
    /// and the value as written (empty family when there is no colon).
    static func valueParts(of key: String) -> (family: Substring, value: Substring) {
        guard let colon = key.firstIndex(of: ":") else { return ("", key[...]) }
        return (key[..<colon], key[key.index(after: colon)...])
    }

    /// The findings of the file at `path`: the one counter that depends on
    /// where a blob sits, so it is kept apart from a blob's `counts`.
    public static func file(_ path: String) -> RollupKey { RollupKey("file", path) }

    /// The counters one file contributes, wherever it sits: what a commit adds when the file
    /// appears and removes when it goes.
    public static func counts(of analysis: FileAnalysis) -> [RollupKey: Int] {
        Dictionary(uniqueKeysWithValues: tally(of: analysis).lazy.map { ($0.key, $0.count) })
    }

    /// ``counts(of:)`` as a list with each key once, in no particular order: what the collector
    /// interns, built without a dictionary of keys (two strings hashed per key), since this runs
    /// for every blob a backfill analyzes.
    ///
    /// Tallied by family slot and by rule or value first, so each key is made once.
    static func tally(of analysis: FileAnalysis) -> [(key: RollupKey, count: Int)] {
        var findings = FamilyTally()
        var byRule: [String: Int] = [:]
        for finding in analysis.findings {
            findings[finding.family] += 1
            byRule[finding.ruleID, default: 0] += 1
        }
        var sites = FamilyTally()
        var literals = FamilyTally()
        var offScale = FamilyTally()
        var tokens = FamilyTally()
        var numbers = [[Double: Int]](repeating: [:], count: Family.allCases.count)
        var spellings = [[String: Int]](repeating: [:], count: Family.allCases.count)
        for site in analysis.sites {
            sites[site.family] += 1
            switch site.kind {
            case .literal:
                literals[site.family] += 1
                if site.onScale == false { offScale[site.family] += 1 }
                if let value = site.value {
                    numbers[site.family.slot][value, default: 0] += 1
                } else {
                    spellings[site.family.slot][site.text, default: 0] += 1
                }
            case .token:
                tokens[site.family] += 1
            case .expression:
                break
            }
        }
        var pairs: [(key: RollupKey, count: Int)] = [(RollupKey("files", ""), 1)]
        if !analysis.findings.isEmpty { pairs.append((RollupKey("total", ""), analysis.findings.count)) }
        for (rule, count) in byRule { pairs.append((RollupKey("rule", rule), count)) }
        // Suppressed findings are counted apart, so a suppression cannot hide a trend.
        for (rule, count) in analysis.suppressed { pairs.append((RollupKey("suppressed", rule), count)) }
        if !analysis.blocked.isEmpty {
            pairs += blockedTally(analysis.blocked.map { ($0.ruleID, $0.blocker?.raise ?? "") })
        }
        for family in Family.allCases {
            let name = family.rawValue
            if findings[family] > 0 { pairs.append((RollupKey("family", name), findings[family])) }
            if sites[family] > 0 { pairs.append((RollupKey("sites", name), sites[family])) }
            if literals[family] > 0 { pairs.append((RollupKey("literals", name), literals[family])) }
            if offScale[family] > 0 { pairs.append((RollupKey("off_scale", name), offScale[family])) }
            if tokens[family] > 0 { pairs.append((RollupKey("tokens", name), tokens[family])) }
            // A number and a spelling that read alike share a key, as they always have.
            var values = spellings[family.slot]
            for (value, count) in numbers[family.slot] { values[formatScaleValue(value), default: 0] += count }
            for (text, count) in values { pairs.append((RollupKey("value", name + ":" + text), count)) }
        }
        return pairs
    }
}

extension RollupKey {
    /// The counters of blocked findings (rule and the minimum each needs): per minimum
    /// (`blocked`, `iOS 17`) and per rule (`blocked_rule`). Never part of `total`: not debt yet.
    static func blockedTally(_ blocked: [(rule: String, needs: String)]) -> [(key: RollupKey, count: Int)] {
        var byNeeds: [String: Int] = [:]
        var byRule: [String: Int] = [:]
        for (rule, needs) in blocked {
            byNeeds[needs, default: 0] += 1
            byRule[rule, default: 0] += 1
        }
        return byNeeds.map { (RollupKey("blocked", $0.key), $0.value) }
            + byRule.map { (RollupKey("blocked_rule", $0.key), $0.value) }
    }
}

/// A count per family in a fixed array: no hashing per increment.
private struct FamilyTally {
    private var counts = [Int](repeating: 0, count: Family.allCases.count)

    subscript(family: Family) -> Int {
        get { counts[family.slot] }
        set { counts[family.slot] = newValue }
    }
}

extension Family {
    /// The family's position in `allCases`: an array index without hashing.
    fileprivate var slot: Int {
        switch self {
        case .spacing: 0
        case .radius: 1
        case .typography: 2
        case .motion: 3
        case .color: 4
        case .api: 5
        case .a11y: 6
        case .copy: 7
        case .perf: 8
        case .arch: 9
        case .meta: 10
        }
    }
}
