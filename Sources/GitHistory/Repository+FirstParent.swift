extension Repository {
    /// The first-parent line of `tip`, newest first: which commits a branch
    /// still has after a force-push.
    public func firstParentSHAs(_ tip: String) throws(GitError) -> [String] {
        try run(["rev-list", "--first-parent", tip, "--"]).check().lines
    }

    /// The first-parent commits of `tip` (after `base`, when given) whose change to `pathspecs`
    /// adds or removes a line matching `pattern` (an extended regular expression: git's `-G`),
    /// oldest first, each with its first parent (none for a root). A merge is compared with its
    /// first parent, as the walk records it.
    public func firstParentCommits(
        changingLinesMatching pattern: String, in pathspecs: [String], tip: String, excluding base: String?
    ) throws(GitError) -> [(sha: String, parent: String?)] {
        var arguments = [
            "log", "--first-parent", "--full-history", "--diff-merges=first-parent", "--no-patch", "--format=%H %P",
            "--no-color",
            "-G" + pattern, try resolveRevision(tip),
        ]
        if let base { arguments.append("^" + (try resolveRevision(base))) }
        arguments.append("--")
        arguments += pathspecs
        return try run(arguments).check().lines.reversed().map { line in
            let shas = line.split(separator: " ").map(String.init)
            return (shas[0], shas.dropFirst().first)
        }
    }
}
