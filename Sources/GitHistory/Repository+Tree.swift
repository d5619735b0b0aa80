extension Repository {
    /// Every file, symlink and submodule in a commit's tree, recursively, sorted by path.
    ///
    /// Runs `git ls-tree -r -z --full-tree`; git-ls-tree(1) gives each record as
    ///
    /// > <mode> SP <type> SP <object> TAB <file>
    ///
    /// terminated by NUL with `-z`, the path printed verbatim. Used to check that the per-commit
    /// state rebuilt from diffs matches the real tree.
    ///
    /// - Throws: ``GitError/Code/unknownRevision`` when `rev` names no commit.
    public func lsTree(_ rev: String) throws(GitError) -> [TreeEntry] {
        try lsTree(commit: try resolveRevision(rev))
    }

    /// `lsTree(_:)` of a commit the caller has resolved to its full id already (`resolve(_:)`):
    /// no `git rev-parse` first.
    public func lsTree(commit sha: String) throws(GitError) -> [TreeEntry] {
        let git = try start(["ls-tree", "-r", "-z", "--full-tree", sha])
        var entries: [TreeEntry] = []
        let reader = git.output
        do {
            while let range = try reader.nextField(terminator: 0) {
                entries.append(try Self.treeEntry(reader.bytes(range), command: git.command))
            }
        } catch {
            git.terminate()
            git.output.drainErrorOutput()
            git.waitForExit()
            throw error
        }
        try git.finish()
        return entries
    }

    private static func treeEntry(_ record: UnsafeBufferPointer<UInt8>, command: String) throws(GitError) -> TreeEntry {
        guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else {
            throw GitError.unexpectedOutput(command, "no tab in '\(String(decoding: record, as: UTF8.self))'")
        }
        let meta = record[..<tab].split(separator: UInt8(ascii: " "))
        guard meta.count == 3,
            let mode = FileMode(octal: UnsafeBufferPointer(rebasing: meta[0])),
            let type = TreeEntry.ObjectType(rawValue: String(decoding: meta[1], as: UTF8.self))
        else {
            throw GitError.unexpectedOutput(command, "cannot parse '\(String(decoding: record, as: UTF8.self))'")
        }
        return TreeEntry(
            mode: mode,
            type: type,
            sha: String(decoding: meta[2], as: UTF8.self),
            path: String(decoding: UnsafeBufferPointer(rebasing: record[(tab + 1)...]), as: UTF8.self)
        )
    }
}

extension Repository {
    /// The bytes of the file at `path` as commit `rev` has it; nil when that commit has no such
    /// file (or `rev` names no commit).
    public func contents(of path: String, at rev: String) throws(GitError) -> [UInt8]? {
        let result = try run(["show", "--no-textconv", "\(rev):\(path)"])
        return result.status == 0 ? result.output : nil
    }
}

extension Repository {
    /// The whole messages (subject, blank line, body) of commits `shas`, by sha: one git process
    /// for all of them, in batches that stay well inside the argument limit. A commit git does
    /// not have is left out.
    public func messages(of shas: [String]) throws(GitError) -> [String: String] {
        var messages: [String: String] = [:]
        for start in stride(from: 0, to: shas.count, by: 1_000) {
            let batch = shas[start..<min(start + 1_000, shas.count)]
            // A record separator before each commit, a NUL between its sha and its message.
            let result = try run(["log", "--no-walk=unsorted", "--ignore-missing", "--format=%x1e%H%x00%B"] + batch)
            guard result.status == 0 else { continue }
            for record in result.output.split(separator: 0x1E) {
                guard let nul = record.firstIndex(of: 0) else { continue }
                messages[String(decoding: record[..<nul], as: UTF8.self)] = String(
                    decoding: record[record.index(after: nul)...], as: UTF8.self)
            }
        }
        return messages
    }
}
