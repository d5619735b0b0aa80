/// A git file mode as git prints it in octal (`100644`), naming what kind of entry a path is.
///
/// Git stores only a handful of modes: regular files (`100644`, `100755`), symbolic links
/// (`120000`), gitlinks to a submodule's commit (`160000`) and trees (`040000`). `000000` stands
/// for "no entry" on the side of a diff where the path does not exist.
public struct FileMode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The mode's numeric value (parse the octal text git prints to get it).
    public let rawValue: UInt32

    /// Creates a mode from its numeric value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// No entry: the path does not exist on this side of a diff.
    public static let absent = FileMode(rawValue: 0)
    /// A regular, non-executable file.
    public static let regular = FileMode(rawValue: 0o100644)
    /// A regular, executable file.
    public static let executable = FileMode(rawValue: 0o100755)
    /// A symbolic link; its blob holds the link target.
    public static let symlink = FileMode(rawValue: 0o120000)
    /// A gitlink: a submodule, whose "blob" id is a commit in another repository.
    public static let submodule = FileMode(rawValue: 0o160000)
    /// A tree (directory).
    public static let directory = FileMode(rawValue: 0o040000)

    private static let typeMask: UInt32 = 0o170000

    /// Whether the entry is a regular file (executable or not), not a link, submodule or tree.
    public var isRegularFile: Bool { rawValue & Self.typeMask == 0o100000 }
    /// Whether the entry is a symbolic link.
    public var isSymlink: Bool { rawValue & Self.typeMask == Self.symlink.rawValue }
    /// Whether the entry is a submodule (gitlink).
    public var isSubmodule: Bool { rawValue & Self.typeMask == Self.submodule.rawValue }
    /// Whether this side of a diff has no entry.
    public var isAbsent: Bool { rawValue == 0 }

    /// The mode as git prints it: six octal digits.
    public var description: String {
        let digits = String(rawValue, radix: 8)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    /// Parses octal ASCII digits; nil if any byte is not one.
    init?(octal bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty, bytes.count <= 7 else { return nil }
        var value: UInt32 = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "7") else { return nil }
            value = value << 3 | UInt32(byte - UInt8(ascii: "0"))
        }
        self.init(rawValue: value)
    }
}
