/// One commit of the timeline as reports show it.
public struct CommitInfo: Sendable, Equatable {
    public var sha: String
    public var seq: Int
    /// Committed, ISO 8601 with the committer's offset.
    public var date: String
    public var author: String
    public var subject: String
    public var isMerge: Bool
    /// The analyzer changed at this commit: its counts moved because the rules did.
    public var rebaselined: Bool

    public init(
        sha: String, seq: Int, date: String, author: String, subject: String, isMerge: Bool = false,
        rebaselined: Bool = false
    ) {
        self.sha = sha
        self.seq = seq
        self.date = date
        self.author = author
        self.subject = subject
        self.isMerge = isMerge
        self.rebaselined = rebaselined
    }

    /// The first ten characters of the sha, as tables show it.
    public var shortSHA: String { String(sha.prefix(10)) }

    /// The calendar day it was committed on, as written (the committer's local day).
    public var day: String { String(date.prefix(10)) }
}

/// A finding as a report lists it: where, which rule, what it says.
public struct FindingInfo: Sendable, Equatable {
    public var rule: String
    public var severity: String
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    public var snippet: String
    /// Identity across edits (rule, enclosing type, normalized snippet, occurrence).
    public var fingerprint: String

    public init(
        rule: String, severity: String, path: String, line: Int, column: Int, message: String, snippet: String,
        fingerprint: String
    ) {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.snippet = snippet
        self.fingerprint = fingerprint
    }

    /// The rule's family: the part of its id before the slash.
    public var family: String { String(rule.prefix { $0 != "/" }) }
}

/// What one commit did to one family's inventory.
public struct InventoryChange: Sendable, Equatable {
    public var family: String
    /// Literal values that no site used before the commit, sorted.
    public var newValues: [String]
    /// Literal values no site uses after it.
    public var goneValues: [String]
    public var distinctBefore: Int
    public var distinctAfter: Int
    /// Token uses and sites of the family, before and after.
    public var tokensBefore: Int
    public var sitesBefore: Int
    public var tokensAfter: Int
    public var sitesAfter: Int

    public init(
        family: String, newValues: [String], goneValues: [String], distinctBefore: Int, distinctAfter: Int,
        tokensBefore: Int, sitesBefore: Int, tokensAfter: Int, sitesAfter: Int
    ) {
        self.family = family
        self.newValues = newValues
        self.goneValues = goneValues
        self.distinctBefore = distinctBefore
        self.distinctAfter = distinctAfter
        self.tokensBefore = tokensBefore
        self.sitesBefore = sitesBefore
        self.tokensAfter = tokensAfter
        self.sitesAfter = sitesAfter
    }

    /// Token uses per site, 0 to 1; nil without sites.
    public static func adoption(tokens: Int, sites: Int) -> Double? {
        sites > 0 ? Double(tokens) / Double(sites) : nil
    }

    /// Whether anything changed worth a line.
    public var isEmpty: Bool {
        newValues.isEmpty && goneValues.isEmpty && tokensBefore == tokensAfter && sitesBefore == sitesAfter
    }
}

/// `designdebt explain`: exactly what one commit introduced and removed.
public struct Explanation: Sendable, Equatable {
    public var commit: CommitInfo
    /// The side-branch commits a merge brought in.
    public var merged: [CommitInfo]
    public var added: [FindingInfo]
    public var removed: [FindingInfo]
    public var inventory: [InventoryChange]
    /// Findings the commit moved to another file (or whose file it renamed): neither added nor removed.
    public var moved: [MovedFinding] = []
    /// The files it renamed, as git detects renames.
    public var renamed: [Rename] = []

    public init(
        commit: CommitInfo, merged: [CommitInfo], added: [FindingInfo], removed: [FindingInfo],
        inventory: [InventoryChange]
    ) {
        self.commit = commit
        self.merged = merged
        self.added = added
        self.removed = removed
        self.inventory = inventory
    }
}

/// A finding a commit moved: the same finding before and after, in another file.
public struct MovedFinding: Sendable, Equatable {
    public var from: FindingInfo
    public var to: FindingInfo

    public init(from: FindingInfo, to: FindingInfo) {
        self.from = from
        self.to = to
    }
}

/// A file a commit renamed (possibly with edits), as git's rename detection found it.
public struct Rename: Sendable, Equatable {
    public var from: String
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }
}
