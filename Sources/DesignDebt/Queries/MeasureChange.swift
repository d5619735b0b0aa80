import DebtReports
import DebtStore

/// A change of measure (rules, configuration, the app's tokens or build settings) moves the
/// counts at the commit where the analyzer changed without any code changing. Every report of a
/// change over a stretch (`top`'s 7 and 30 days, the weekly report's headline, goals' rates)
/// takes it out, so what it shows is what the code did, as `regressions` does commit by commit.
extension HistoryReader {
    /// What the changes of measure after commit `after` through `through` moved, in total, per
    /// family and per rule.
    func measureChange(after: Int, through: Int) throws -> Counters {
        var moved = Counters()
        guard after < through else { return moved }
        for row in try rows("measure-deltas", Self.stretch(after: after, through: through)) {
            moved.add(Int(row.int("total") ?? 0), kind: row.text("key_kind") ?? "", key: row.text("key") ?? "")
        }
        return moved
    }

    /// Each change of measure after commit `after` through `through`, finding by finding: the
    /// tree before the rebaselined commit as the old analyzer measured it, and as the new one
    /// did. For a rebaselined commit stored before the two were measured apart, the commit's
    /// whole change.
    func measureShifts(after: Int, through: Int) throws -> [MeasureShift] {
        guard after < through else { return [] }
        return try rows("rebaselined-commits", Self.stretch(after: after, through: through)).map { row in
            let seq = Int(row.int("seq") ?? 0)
            let remeasured =
                row.int("split") == 1
                ? try rows("remeasured-findings-at", [":seq": .integer(Int64(seq))]).map(Self.findingInfo)
                : try findings(at: seq)
            return MeasureShift(seq: seq, before: try findings(at: seq - 1), after: remeasured)
        }
    }

    private static func stretch(after: Int, through: Int) -> [String: SQLValue] {
        [":from_seq": .integer(Int64(after + 1)), ":to_seq": .integer(Int64(through))]
    }
}

/// One rebaselined commit's change of measure: the same tree's findings under the analyzer
/// before it and under its own.
struct MeasureShift {
    let seq: Int
    let before: [FindingInfo]
    let after: [FindingInfo]

    /// What the shift moved, counted by `keys` (a finding may count toward several).
    func change(countedBy keys: (FindingInfo) -> [String]) -> [String: Int] {
        var change: [String: Int] = [:]
        for finding in after { for key in keys(finding) { change[key, default: 0] += 1 } }
        for finding in before { for key in keys(finding) { change[key, default: 0] -= 1 } }
        return change
    }
}
