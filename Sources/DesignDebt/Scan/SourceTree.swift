#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An error reading the tree to scan.
public struct SourceTreeError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Lists the `.swift` files under a root with POSIX directory calls: one
/// `readdir` per directory and no `stat` per file where `d_type` answers,
/// so walking a large tree costs little next to reading it.
public struct SourceTree: Sendable {
    /// A `.swift` file found under the root.
    public struct Entry: Sendable {
        /// Root-relative, `/`-separated.
        public let path: String
        public let isSymlink: Bool
    }

    public let root: String

    public init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The Swift files in a stable (sorted) order. Vendored directories are
    /// reported as one entry each so the summary can count them, not walked.
    public func swiftFiles() throws(SourceTreeError) -> (files: [Entry], vendoredDirectories: Int) {
        try files { $0.hasSuffix(".swift") }
    }

    /// The files whose root-relative path `matches` accepts, walked as `swiftFiles` walks (the
    /// same folders left out), in a stable order.
    public func files(matching matches: (String) -> Bool) throws(SourceTreeError) -> (
        files: [Entry], vendoredDirectories: Int
    ) {
        var isDirectory = stat()
        guard stat(root, &isDirectory) == 0 else {
            throw SourceTreeError(description: "No such file or directory: '\(root)'.")
        }
        guard isDirectory.st_mode & S_IFMT == S_IFDIR else {
            throw SourceTreeError(description: "Not a directory: '\(root)'.")
        }
        var files: [Entry] = []
        var vendored = 0
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(absolute) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var type = entry.pointee.d_type
                if type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    guard lstat(root + "/" + path, &info) == 0 else { continue }
                    let mode = info.st_mode & S_IFMT
                    type = mode == S_IFDIR ? UInt8(DT_DIR) : mode == S_IFLNK ? UInt8(DT_LNK) : UInt8(DT_REG)
                }
                if type == UInt8(DT_DIR) {
                    // Git's own folder holds no code of anyone's: not entered, and not counted as a skip.
                    if name == ".git" { continue }
                    if FileScope.vendoredDirectories.contains(name) {
                        vendored += 1
                    } else {
                        pending.append(path)
                    }
                } else if matches(path), type == UInt8(DT_REG) || type == UInt8(DT_LNK) {
                    files.append(Entry(path: path, isSymlink: type == UInt8(DT_LNK)))
                }
            }
        }
        files.sort { $0.path < $1.path }
        return (files, vendored)
    }

    /// The bytes of a root-relative file, or nil when it cannot be read.
    public func contents(of path: String) -> [UInt8]? {
        let descriptor = open(root + "/" + path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return read(descriptor, base + filled, buffer.count - filled)
            }
            if count <= 0 { break }
            filled += count
        }
        if filled < bytes.count { bytes.removeSubrange(filled...) }
        return bytes
    }
}
