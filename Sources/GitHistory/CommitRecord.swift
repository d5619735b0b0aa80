/// One commit of a first-parent walk with the paths it changed against its first parent.
public struct CommitRecord: Hashable, Sendable {
    /// The full object id.
    public var sha: String
    /// Parent ids, first parent first; empty for a root commit and for a shallow clone's boundary.
    public var parents: [String]
    /// The author's name as recorded (no mailmap).
    public var authorName: String
    /// The author's email as recorded (no mailmap).
    public var authorEmail: String
    /// The author date in strict ISO 8601 with the author's offset (`2024-05-01T09:30:00+02:00`).
    public var authoredAt: String
    /// The committer date in strict ISO 8601 with the committer's offset.
    public var committedAt: String
    /// The subject: the first paragraph of the message, its lines joined with spaces.
    public var subject: String
    /// The changed paths matching the walk's pathspecs, in git's order (sorted by path).
    ///
    /// For a merge this is the diff against the first parent: everything the merge brought to
    /// the first-parent line. For a root commit (or a shallow boundary) every file is an addition.
    public var changes: [FileChange]

    /// Creates a record; the parser makes these, tests and fakes may too.
    public init(
        sha: String,
        parents: [String],
        authorName: String,
        authorEmail: String,
        authoredAt: String,
        committedAt: String,
        subject: String,
        changes: [FileChange]
    ) {
        self.sha = sha
        self.parents = parents
        self.authorName = authorName
        self.authorEmail = authorEmail
        self.authoredAt = authoredAt
        self.committedAt = committedAt
        self.subject = subject
        self.changes = changes
    }

    /// Whether the commit has more than one parent.
    public var isMerge: Bool { parents.count > 1 }
}
