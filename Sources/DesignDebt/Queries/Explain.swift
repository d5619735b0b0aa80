import DebtReports

/// `designdebt explain REV`: what one commit introduced and removed, matched by fingerprint, and
/// what it did to each family's inventory.
public struct Explain {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        public var revision: String
        /// Whose findings: designdebt's, an imported tool's, or all.
        public var source = FindingSource.designdebt

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
        var explanation =
            options.source.isImportedOnly
            ? Explanation(
                commit: commit, merged: commit.isMerge ? try reader.mergedCommits(id) : [], added: [], removed: [],
                inventory: [])
            : try Self.explain(commit, id: id, reader: reader)
        // Another tool's import at this commit against the tool's import before it (its first
        // import is its baseline, as in `regressions`).
        let imports = try reader.imports(of: options.source)
        for item in imports where item.commit.seq == commit.seq {
            guard let previous = imports.last(where: { $0.source == item.source && $0.commit.seq < commit.seq })
            else { continue }
            let (added, removed, moved) = Self.difference(
                before: try reader.importedFindings(previous), after: try reader.importedFindings(item),
                renames: explanation.renamed)
            explanation.added = (explanation.added + added).sorted(by: Self.placeOrder)
            explanation.removed = (explanation.removed + removed).sorted(by: Self.placeOrder)
            explanation.moved = (explanation.moved + moved).sorted { Self.placeOrder($0.to, $1.to) }
        }
        if options.source.isImportedOnly { explanation.renamed = try reader.renames(at: commit.seq) }
        return explanation
    }

    /// Path, then line and column.
    static func placeOrder(_ a: FindingInfo, _ b: FindingInfo) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }

    /// The explanation of a commit already found.
    static func explain(_ commit: CommitInfo, id: Int64, reader: HistoryReader) throws -> Explanation {
        let (before, after) = try reader.changedFindings(at: commit.seq)
        let renamed = try reader.renames(at: commit.seq)
        var explanation = Explanation(
            commit: commit, merged: commit.isMerge ? try reader.mergedCommits(id) : [], added: [], removed: [],
            inventory: try inventoryChanges(at: commit.seq, reader: reader))
        (explanation.added, explanation.removed, explanation.moved) = difference(
            before: before, after: after, renames: renamed)
        explanation.renamed = renamed
        return explanation
    }

    /// Findings paired across the changed files (``FindingPairing``): one that stayed or moved
    /// is in neither list, a move (another file) is listed apart; a same-count swap is one
    /// added and one removed. Each list in path and line order.
    static func difference(before: [FindingInfo], after: [FindingInfo], renames: [Rename] = []) -> (
        added: [FindingInfo], removed: [FindingInfo], moved: [MovedFinding]
    ) {
        let pairing = FindingPairing.pair(
            before: before, after: after,
            renames: Dictionary(renames.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first }))
        let order = placeOrder
        let moved = pairing.pairs.filter { before[$0.before].path != after[$0.after].path }.map {
            MovedFinding(from: before[$0.before], to: after[$0.after])
        }
        return (
            pairing.added.map { after[$0] }.sorted(by: order), pairing.removed.map { before[$0] }.sorted(by: order),
            moved.sorted { order($0.to, $1.to) }
        )
    }

    /// Per family: the literal values that appeared and went, and token adoption before and after.
    static func inventoryChanges(at seq: Int, reader: HistoryReader) throws -> [InventoryChange] {
        // The totals after the commit and, less its own change, before it, read in one pass.
        var valuesBefore: [String: Set<String>] = [:]
        var valuesAfter: [String: Set<String>] = [:]
        var countersBefore = Counters()
        var countersAfter = Counters()
        try reader.forEachRow("inventory-change-at", [":seq": .integer(Int64(seq))]) { row in
            guard let kind = row.text(0), let key = row.text(1) else { return }
            let after = Int(row.int(2))
            let before = after - Int(row.int(3))
            if kind == "value" {
                let (family, value) = RollupKey.valueParts(of: key)
                if before > 0 { valuesBefore[String(family), default: []].insert(String(value)) }
                if after > 0 { valuesAfter[String(family), default: []].insert(String(value)) }
            } else {
                if before != 0 { countersBefore.add(before, kind: kind, key: key) }
                if after != 0 { countersAfter.add(after, kind: kind, key: key) }
            }
        }
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
