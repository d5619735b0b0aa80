import DebtReports

/// `designdebt explain REV`: what one commit introduced and removed, matched by fingerprint, and
/// what it did to each family's inventory.
public struct Explain {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        public var revision: String

        public init(database: String, branch: String? = nil, revision: String) {
            self.database = database
            self.branch = branch
            self.revision = revision
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> Explanation {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let (id, commit) = try reader.commit(options.revision)
        return try Self.explain(commit, id: id, reader: reader)
    }

    /// The explanation of a commit already found.
    static func explain(_ commit: CommitInfo, id: Int64, reader: HistoryReader) throws -> Explanation {
        let (before, after) = try reader.changedFindings(at: commit.seq)
        let (added, removed) = difference(before: before, after: after)
        return Explanation(
            commit: commit, merged: commit.isMerge ? try reader.mergedCommits(id) : [], added: added,
            removed: removed, inventory: try inventoryChanges(at: commit.seq, reader: reader))
    }

    /// Findings matched by fingerprint across the changed files: one that only moved (another
    /// line, another file) is on both sides and in neither list; a same-count swap is one
    /// added and one removed. Each list in path and line order.
    static func difference(before: [FindingInfo], after: [FindingInfo]) -> (
        added: [FindingInfo], removed: [FindingInfo]
    ) {
        let added = FingerprintMatch.unmatched(after, against: before, fingerprint: \.fingerprint)
        let removed = FingerprintMatch.unmatched(before, against: after, fingerprint: \.fingerprint)
        let order: (FindingInfo, FindingInfo) -> Bool = {
            ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column)
        }
        return (added.sorted(by: order), removed.sorted(by: order))
    }

    /// Per family: the literal values that appeared and went, and token adoption before and after.
    static func inventoryChanges(at seq: Int, reader: HistoryReader) throws -> [InventoryChange] {
        let valuesBefore = seq > 1 ? try reader.values(at: seq - 1) : [:]
        let valuesAfter = try reader.values(at: seq)
        let countersBefore = seq > 1 ? try reader.counters(at: seq - 1) : Counters()
        let countersAfter = try reader.counters(at: seq)
        let families = Set(valuesBefore.keys).union(valuesAfter.keys)
            .union(countersBefore.keys("sites")).union(countersAfter.keys("sites"))
        return families.sorted().compactMap { family in
            let before = valuesBefore[family] ?? []
            let after = valuesAfter[family] ?? []
            let change = InventoryChange(
                family: family, newValues: after.subtracting(before).sorted(by: valueOrder),
                goneValues: before.subtracting(after).sorted(by: valueOrder), distinctBefore: before.count,
                distinctAfter: after.count, tokensBefore: countersBefore["tokens", family],
                sitesBefore: countersBefore["sites", family], tokensAfter: countersAfter["tokens", family],
                sitesAfter: countersAfter["sites", family])
            return change.isEmpty ? nil : change
        }
    }

    /// Numbers in numeric order, then other spellings (colours, fonts) alphabetically.
    static func valueOrder(_ a: String, _ b: String) -> Bool {
        switch (Double(a), Double(b)) {
        case (let x?, let y?): return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return a < b
        }
    }
}
