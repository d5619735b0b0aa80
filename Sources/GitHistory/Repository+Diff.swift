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
        let baseSHA = try resolveRevision(base)
        var arguments: [String]
        if let head {
            arguments = ["diff-tree", "-r", baseSHA, try resolveRevision(head)]
        } else {
            arguments = ["diff-index", baseSHA]
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
