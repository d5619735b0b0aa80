/// One path changed by a commit, as one line of git's raw diff format.
///
/// Renames and copies are not detected (`--no-renames`): a rename is a deletion of the old path
/// and an addition of the new one, so every change names exactly one path.
public struct FileChange: Hashable, Sendable {
    /// The mode before the commit; ``FileMode/absent`` for an addition.
    public var oldMode: FileMode
    /// The mode after the commit; ``FileMode/absent`` for a deletion.
    public var newMode: FileMode
    /// The object id before the commit; nil where git prints all zeros (an addition).
    public var oldBlob: String?
    /// The object id after the commit; nil where git prints all zeros (a deletion).
    public var newBlob: String?
    /// git's status letter: `A` added, `D` deleted, `M` modified, `T` type changed (for example a
    /// file became a symlink), `U` unmerged, `X` unknown.
    public var status: Character
    /// The path from the repository root, decoded as UTF-8 (invalid bytes become U+FFFD).
    public var path: String

    /// Creates a change; the parser makes these, tests and fakes may too.
    public init(
        oldMode: FileMode,
        newMode: FileMode,
        oldBlob: String?,
        newBlob: String?,
        status: Character,
        path: String
    ) {
        self.oldMode = oldMode
        self.newMode = newMode
        self.oldBlob = oldBlob
        self.newBlob = newBlob
        self.status = status
        self.path = path
    }

    /// The mode of the entry the commit leaves behind, or the deleted one's for a deletion.
    public var mode: FileMode { newMode.isAbsent ? oldMode : newMode }
    /// Whether the entry is a submodule (gitlink): its "blob" is a commit of another repository.
    public var isSubmodule: Bool { mode.isSubmodule }
    /// Whether the entry is a symbolic link: its blob is the link target, not source code.
    public var isSymlink: Bool { mode.isSymlink }
    /// Whether the entry is a regular file (executable or not).
    public var isRegularFile: Bool { mode.isRegularFile }
    /// Whether the commit removed the path.
    public var isDeletion: Bool { newMode.isAbsent }
}
