extension Repository {
    /// The files under `path` (a folder of the work tree) that differ from `HEAD`: modified,
    /// staged, added, deleted, renamed or untracked (ignored files are not). Absolute paths.
    ///
    /// Runs `git status --porcelain=v1 -z --untracked-files=all -- <path>`; with `-z` a path is
    /// never quoted, and a rename's entry is followed by the path it came from.
    public func uncommittedFiles(under path: String) throws(GitError) -> Set<String> {
        let result = try run(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--", path])
        guard result.status == 0 else {
            throw GitError.commandFailed(
                "git status", status: result.status, gitMessage: result.errorFirstLine)
        }
        var files = Set<String>()
        var entries = result.output.split(separator: 0, omittingEmptySubsequences: true)[...]
        while let entry = entries.popFirst() {
            guard entry.count > 3 else { continue }
            let status = entry.prefix(2)
            files.insert(root + "/" + String(decoding: entry.dropFirst(3), as: UTF8.self))
            // `R  new\0old\0`: the old path is the rename's source, gone from the work tree.
            if status.contains(UInt8(ascii: "R")) || status.contains(UInt8(ascii: "C")) { _ = entries.popFirst() }
        }
        return files
    }
}
