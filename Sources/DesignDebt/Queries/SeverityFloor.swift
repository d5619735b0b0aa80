import DebtReports
import DesignRules

/// `--severity warning`: the findings of that severity or worse. A rule of designdebt's is
/// judged by its severity under the configuration now (designdebt.json at the collected
/// repository's root, else the catalogue's), so a trend reads the same rules at every commit; an
/// imported tool's finding by its own severity. The history's counters are per rule, so a
/// family's or the total's count under the floor is the sum of its admitted rules'.
struct SeverityFloor {
    let least: Severity
    /// The severity of each rule of the catalogue under the configuration now.
    let severities: [String: Severity]

    init(_ least: Severity, root: String) throws {
        self.least = least
        let config = try loadProjectConfiguration(root: root, path: nil).config
        severities = Dictionary(
            uniqueKeysWithValues: RuleCatalog.all.map {
                ($0.description.id, config.severity(of: $0.description.id, default: $0.description.severity))
            })
    }

    /// Whether a finding of `rule`, stored with severity `stored`, is at the floor or above. A
    /// rule neither the catalogue nor the finding gives a severity passes only the lowest floor.
    func admits(rule: String, stored: String? = nil) -> Bool {
        let severity = severities[rule] ?? stored.flatMap(Self.severity) ?? .note
        return severity >= least
    }

    func admits(_ finding: FindingInfo) -> Bool {
        admits(rule: finding.rule, stored: finding.severity)
    }

    /// `counts` (by kind, then key) with the findings' `rule`, `family` and `total` counts made of
    /// the admitted rules alone; other kinds (the inventory's) as they are.
    func narrowed(_ counts: [String: [String: Int]]) -> [String: [String: Int]] {
        var narrowed = counts
        var rules: [String: Int] = [:]
        var families: [String: Int] = [:]
        var total = 0
        for (rule, count) in counts["rule"] ?? [:] where admits(rule: rule) {
            rules[rule] = count
            families[String(rule.prefix { $0 != "/" }), default: 0] += count
            total += count
        }
        narrowed["rule"] = rules
        narrowed["family"] = families
        narrowed["total"] = ["": total]
        return narrowed
    }

    /// SARIF's levels and the usual names of other tools' severities.
    static func severity(_ name: String) -> Severity? {
        switch name.lowercased() {
        case "error", "fatal", "critical", "blocker", "major": .error
        case "warning", "warn": .warning
        case "note", "info", "information", "minor", "style", "none": .note
        default: nil
        }
    }
}

extension Counters {
    /// These counters under a severity floor (none: as they are).
    func narrowed(by floor: SeverityFloor?) -> Counters {
        guard let floor else { return self }
        return Counters(totals: floor.narrowed(totals))
    }
}
