/// One entry of a recursive tree listing (`git ls-tree -r`): a file, link or submodule.
public struct TreeEntry: Hashable, Sendable {
    /// The kinds of object a tree entry can point to.
    public enum ObjectType: String, Hashable, Sendable {
        /// File contents (also a symlink's target).
        case blob
        /// A directory; only listed when not recursing.
        case tree
        /// A submodule's commit (gitlink).
        case commit
    }

    /// The entry's mode.
    public var mode: FileMode
    /// What the object id points to.
    public var type: ObjectType
    /// The full object id.
    public var sha: String
    /// The path from the repository root, decoded as UTF-8 (invalid bytes become U+FFFD).
    public var path: String

    /// Creates an entry; the parser makes these, tests and fakes may too.
    public init(mode: FileMode, type: ObjectType, sha: String, path: String) {
        self.mode = mode
        self.type = type
        self.sha = sha
        self.path = path
    }

    /// Whether the entry is a submodule (gitlink).
    public var isSubmodule: Bool { mode.isSubmodule }
    /// Whether the entry is a symbolic link.
    public var isSymlink: Bool { mode.isSymlink }
    /// Whether the entry is a regular file (executable or not).
    public var isRegularFile: Bool { mode.isRegularFile }
}
