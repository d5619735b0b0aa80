extension Repository {
    /// The paths that differ between commit `base` and commit `head`, or, with no `head`, between
    /// `base` and the work tree (staged and unstaged changes to tracked files; untracked files
    /// are not part of a change until added).
    ///
    /// Runs `git diff-tree -r --raw -z --no-renames base head` or `git diff-index --raw -z
    /// --no-renames base`. Renames are a deletion and an addition, as in the history walk: code
    /// that moved is matched by what it says, not by where it was. In the work-tree form git
    /// prints an all-zero id for a file that differs from the index (nil here): its content is
    /// the file on disk.
    ///
    /// - Throws: ``GitError/Code/unknownRevision`` when `base` or `head` names no commit.
    public func changes(from base: String, to head: String?, pathspecs: [String] = ["*.swift"]) throws(GitError)
        -> [FileChange]
    {
        try changes(
            fromCommit: try resolveRevision(base), toCommit: try head.map(resolveRevision), pathspecs: pathspecs)
    }

    /// `changes(from:to:)` between commits the caller has resolved to their full ids already
    /// (`resolve(_:)`): no `git rev-parse` for each, which `check` would otherwise spend twice.
    public func changes(fromCommit base: String, toCommit head: String?, pathspecs: [String] = ["*.swift"])
        throws(GitError) -> [FileChange]
    {
        var arguments: [String]
        if let head {
            arguments = ["diff-tree", "-r", base, head]
        } else {
            arguments = ["diff-index", base]
        }
        arguments += ["--raw", "-z", "--no-renames", "--no-abbrev", "--no-color", "--ignore-submodules=none", "--"]
        let git = try start(arguments)
        let changes: [FileChange]
        do {
            changes = try RawLogParser(reader: git.output, matcher: PathspecMatcher(pathspecs)).changes()
        } catch {
            git.terminate()
            git.waitForExit()
            throw error
        }
        try git.finish()
        return changes
    }

    /// The best common ancestor of two commits (`git merge-base`), or nil when they share none.
    ///
    /// - Throws: ``GitError/Code/unknownRevision`` when either names no commit.
    public func mergeBase(_ a: String, _ b: String) throws(GitError) -> String? {
        let first = try resolveRevision(a)
        let second = try resolveRevision(b)
        let result = try run(["merge-base", first, second])
        switch result.status {
        case 0: return result.text
        case 1: return nil
        default: throw GitError.commandFailed(result.command, status: result.status, gitMessage: result.errorFirstLine)
        }
    }
}

extension Repository {
    /// The Swift files each of `shas` renamed, as git's rename detection finds them in the commit's
    /// diff against its first parent (`git log -M`, a merge against its first parent too): a
    /// rename with edits is found when the two versions are at least half alike. `limit` bounds
    /// git's work on a commit with many added and deleted files (`-l`: past it, only renames that
    /// keep the very content are found). A commit git no longer has is left out.
    public func renames(in shas: [String], limit: Int = 1_000) throws(GitError) -> [String: [(
        from: String, to: String
    )]] {
        var renames: [String: [(from: String, to: String)]] = [:]
        for start in stride(from: 0, to: shas.count, by: 500) {
            let batch = Array(shas[start..<min(start + 500, shas.count)])
            // A start-of-heading byte before each commit, NULs between the fields of its changes.
            let result = try run(
                [
                    "log", "--no-walk=unsorted", "--ignore-missing", "-M", "-l\(limit)", "--diff-merges=first-parent",
                    "--name-status", "-z", "--no-color", "--no-relative", "--format=%x01%H",
                ] + batch + ["--"]
            ).check()
            for record in result.output.split(separator: 0x01) {
                var fields = record.split(separator: 0, omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines)
                }[...]
                guard let sha = fields.popFirst(), sha.count == 40 else { continue }
                while let status = fields.popFirst() {
                    guard let kind = status.first else { continue }
                    if kind == "R" || kind == "C" {
                        guard let from = fields.popFirst(), let to = fields.popFirst() else { break }
                        if kind == "R", from.hasSuffix(".swift"), to.hasSuffix(".swift") {
                            renames[sha, default: []].append((from, to))
                        }
                    } else {
                        _ = fields.popFirst()
                    }
                }
            }
        }
        return renames
    }
}
