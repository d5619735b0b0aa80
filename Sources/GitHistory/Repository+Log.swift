import Foundation

extension Repository {
    /// The first-parent history of a branch, oldest first, with each commit's changed paths.
    ///
    /// Collects ``forEachFirstParentCommit(branch:excluding:since:maxCount:pathspecs:newestFirst:body:)``
    /// into an array; prefer that for very long histories.
    public func firstParentLog(
        branch tip: String,
        excluding base: String? = nil,
        since date: String? = nil,
        maxCount: Int? = nil,
        pathspecs: [String] = ["*.swift"]
    ) throws(GitError) -> [CommitRecord] {
        var records: [CommitRecord] = []
        do {
            try forEachFirstParentCommit(
                branch: tip,
                excluding: base,
                since: date,
                maxCount: maxCount,
                pathspecs: pathspecs
            ) { records.append($0) }
        } catch let error as GitError {
            throw error
        } catch {
            preconditionFailure("The body cannot throw, yet threw \(error)")
        }
        return records
    }

    /// How many commits ``forEachFirstParentCommit(branch:excluding:since:maxCount:pathspecs:newestFirst:body:)``
    /// reports for the same range, counted by `git rev-list` without diffing any of them.
    public func firstParentCount(branch tip: String, excluding base: String? = nil, since date: String? = nil)
        throws(GitError) -> Int
    {
        var arguments = ["rev-list", "--first-parent", "--count"]
        if let date { arguments.append("--since=" + date) }
        arguments.append(try resolveBranch(tip))
        if let base { arguments.append("^" + (try resolveRevision(base))) }
        arguments.append("--")
        let result = try run(arguments).check()
        guard let count = result.lines.first.flatMap({ Int($0) }) else {
            throw GitError.unexpectedOutput("git rev-list", "no count in '\(result.lines.first ?? "")'")
        }
        return count
    }

    /// Calls `body` with each commit of the branch's first-parent history, oldest first (unless
    /// `newestFirst`), parsing git's output as it streams so no more than one commit is held in
    /// memory.
    ///
    /// Runs `git log --first-parent --reverse --raw --no-renames -z --no-abbrev --root
    /// --diff-merges=first-parent` with a NUL-separated `--format`:
    /// - Every first-parent commit is reported, also those that change no matching path (their
    ///   ``CommitRecord/changes`` is empty): the pathspecs are applied in Swift to the raw
    ///   records, never given to git, because `git log -- <pathspec>` drops the commits that do
    ///   not touch a match.
    /// - A merge carries its diff against its first parent: what it brought to the branch.
    /// - The root commit lists its files as additions (`--root`). In a shallow clone the walk
    ///   stops at the boundary without error and boundary commits look like roots; see
    ///   ``shallowBoundary()``.
    /// - Renames are a deletion plus an addition (`--no-renames`).
    ///
    /// - Parameters:
    ///   - tip: the branch (or any revision) whose history to walk.
    ///   - base: leave out commits reachable from this revision (the last one already recorded).
    ///   - date: only commits after this date (git's `--since`; git may stop at the first commit
    ///     older than it, so clock skew can hide a few).
    ///   - maxCount: at most this many commits: the newest ones, still reported oldest first.
    ///   - pathspecs: which changed paths to report (see ``PathspecMatcher``'s rules: `*.swift`
    ///     matches at any depth, a plain path matches itself and everything under it); an empty
    ///     array reports every path.
    ///   - newestFirst: report the newest commit first, without `--reverse`: git then writes each
    ///     commit as its walk reaches it, where `--reverse` holds everything until the walk ends.
    ///   - body: called once per commit, in order; an error it throws stops git and is rethrown.
    /// - Throws: ``GitError/Code/unknownBranch`` (listing the branches) when `tip` names no
    ///   commit, ``GitError/Code/unknownRevision`` for `base`, ``GitError/Code/commandFailed``
    ///   when git fails, or whatever `body` throws.
    public func forEachFirstParentCommit(
        branch tip: String,
        excluding base: String? = nil,
        since date: String? = nil,
        maxCount: Int? = nil,
        pathspecs: [String] = ["*.swift"],
        newestFirst: Bool = false,
        body: (CommitRecord) throws -> Void
    ) throws {
        let tipSHA = try resolveBranch(tip)
        var arguments = [
            "log", "--first-parent", "--raw", "--no-renames", "-z", "--no-abbrev", "--root",
            "--diff-merges=first-parent", "--no-color", "--no-show-signature", "--no-relative",
            "--ignore-submodules=none", "--format=" + RawLogParser.format,
        ]
        if !newestFirst { arguments.insert("--reverse", at: 2) }
        if let date { arguments.append("--since=" + date) }
        if let maxCount { arguments.append("--max-count=\(max(0, maxCount))") }
        arguments.append(tipSHA)
        if let base { arguments.append("^" + (try resolveRevision(base))) }
        arguments.append("--")

        let git = try start(arguments)
        let parser = RawLogParser(reader: git.output, matcher: PathspecMatcher(pathspecs))
        do {
            while let record = try parser.next() {
                try body(record)
            }
        } catch let error as GitError {
            // git's own failure explains a truncated or garbled output better than the parser.
            git.terminate()
            git.output.drainErrorOutput()
            let status = git.waitForExit()
            if status != 0 && status != 128 + SIGKILL {
                throw GitError.commandFailed(git.command, status: status, gitMessage: git.output.errorFirstLine)
            }
            throw error
        } catch {
            git.terminate()
            git.waitForExit()
            throw error
        }
        try git.finish()
    }
}
