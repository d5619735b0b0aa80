import DesignRules

/// What a change does to the debt: the findings it adds and the ones it removes, matched by
/// fingerprint across every file it touches, so code that only moved (another line, another
/// file, a renamed file) is in neither list.
public struct ChangeReport: Sendable {
    /// The repository's top folder; paths are relative to it.
    public var root: String
    /// The commit compared against.
    public var base: String
    /// The commit checked, or nil for the work tree (staged and unstaged changes).
    public var head: String?
    /// Swift files in scope that the change touched.
    public var filesCompared: Int
    /// Findings the change brings, in path and line order.
    public var added: [(path: String, finding: Finding)]
    /// Findings it takes away: debt paid down.
    public var removed: [(path: String, finding: Finding)]
    /// Base-side files whose findings were read from the history database, not analyzed again.
    public var reusedFromHistory: Int

    public init(
        root: String, base: String, head: String?, filesCompared: Int, added: [(path: String, finding: Finding)],
        removed: [(path: String, finding: Finding)], reusedFromHistory: Int = 0
    ) {
        self.root = root
        self.base = base
        self.head = head
        self.filesCompared = filesCompared
        self.added = added
        self.removed = removed
        self.reusedFromHistory = reusedFromHistory
    }

    /// `abc1234..def5678`, or `abc1234..work tree`.
    public var rangeLabel: String {
        String(base.prefix(7)) + ".." + (head.map { String($0.prefix(7)) } ?? "work tree")
    }
}

/// When `check` exits 1: never (warning-only, the default), or when the change adds a finding
/// at or above a severity, or any finding at all.
public enum FailureThreshold: String, Sendable, CaseIterable {
    case never, error, warning, new

    /// Whether a change adding these findings fails.
    public func fails(_ added: [(path: String, finding: Finding)]) -> Bool {
        switch self {
        case .never: false
        case .error: added.contains { $0.finding.severity == .error }
        case .warning: added.contains { $0.finding.severity >= .warning }
        case .new: !added.isEmpty
        }
    }
}
