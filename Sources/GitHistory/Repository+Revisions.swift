import Foundation

extension Repository {
    /// The branch a nightly run should follow.
    ///
    /// In order: the branch the remote's HEAD names (`refs/remotes/origin/HEAD`, else the first
    /// other remote that has a HEAD), returned as the local name if that branch exists locally
    /// and as `<remote>/<name>` if it does not; else the checked-out branch (in a bare mirror,
    /// the branch HEAD names); else the first of `main`, `master`, `trunk`, `develop` that
    /// exists.
    ///
    /// - Throws: ``GitError/Code/noDefaultBranch`` when none of these exist.
    public func defaultBranch() throws(GitError) -> String {
        let refs = try branchRefs()
        if let preferred = refs.preferredRemoteHead {
            let isLocal = refs.localBranches.contains(preferred.target)
            return isLocal ? preferred.target : "\(preferred.remote)/\(preferred.target)"
        }

        let head = try run(["symbolic-ref", "--quiet", "HEAD"])
        if head.status == 0, head.text.hasPrefix("refs/heads/") {
            let branch = String(head.text.dropFirst("refs/heads/".count))
            if refs.localBranches.contains(branch) { return branch }
        }

        for candidate in Self.mainlineNames where refs.localBranches.contains(candidate) {
            return candidate
        }
        throw GitError.noDefaultBranch(root)
    }

    /// The branch a change is compared with when it names no base: the remote's default branch
    /// as its remote-tracking ref (`origin/main`, as a CI job fetched it), else the first of
    /// `main`, `master`, `trunk`, `develop` that exists locally; nil when none does. Never the
    /// checked-out branch for being checked out, as ``defaultBranch()`` may: that is the change.
    public func mainline() throws(GitError) -> String? {
        let refs = try branchRefs()
        if let preferred = refs.preferredRemoteHead { return "\(preferred.remote)/\(preferred.target)" }
        return Self.mainlineNames.first { refs.localBranches.contains($0) }
    }

    private static let mainlineNames = ["main", "master", "trunk", "develop"]

    /// The local branches, and the branch each remote's HEAD names (origin's first).
    private func branchRefs() throws(GitError) -> (
        localBranches: Set<String>, preferredRemoteHead: (remote: String, target: String)?
    ) {
        // "<refname>\0<symref target>" for every local branch and remote-tracking ref.
        let refs = try run(["for-each-ref", "--format=%(refname)%00%(symref)", "refs/heads", "refs/remotes"])
            .check().lines
        var localBranches = Set<String>()
        var remoteHeads: [(remote: String, target: String)] = []
        for line in refs {
            let fields = line.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            guard let name = fields.first else { continue }
            if name.hasPrefix("refs/heads/") {
                localBranches.insert(String(name.dropFirst("refs/heads/".count)))
            } else if name.hasSuffix("/HEAD"), fields.count > 1, fields[1].hasPrefix("refs/remotes/") {
                let remote = String(name.dropFirst("refs/remotes/".count).dropLast("/HEAD".count))
                let target = String(fields[1].dropFirst("refs/remotes/".count))
                if target.hasPrefix(remote + "/") {
                    remoteHeads.append((remote, String(target.dropFirst(remote.count + 1))))
                }
            }
        }
        return (localBranches, remoteHeads.first { $0.remote == "origin" } ?? remoteHeads.first)
    }

    /// The remote-tracking branch the local `branch` is behind, when it is: its upstream
    /// (`main@{upstream}`), else the same name on the remote whose HEAD is preferred (origin's),
    /// whose tip is a descendant of the local one. A job that fetched without pulling has moved
    /// only that ref; nil when the local branch is up to date, ahead or diverged.
    public func remoteTrackingAhead(of branch: String) throws(GitError) -> (name: String, sha: String)? {
        guard let local = try resolve("refs/heads/" + branch) else { return nil }
        var names: [String] = []
        let upstream = try run(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "\(branch)@{upstream}"])
        if upstream.status == 0, let name = upstream.lines.first { names.append(name) }
        if let preferred = try branchRefs().preferredRemoteHead { names.append("\(preferred.remote)/\(branch)") }
        for name in names {
            guard let sha = try resolve("refs/remotes/" + name), sha != local, try isAncestor(local, of: sha) else {
                continue
            }
            return (name, sha)
        }
        return nil
    }

    /// The URL of the remote a report links to: origin's, else the first remote's; nil when the
    /// folder `path` is in no repository or its repository has no remote. One git process, and
    /// no ``Repository`` opened: a report asks for nothing else of git.
    public static func remoteURL(at path: String) -> String? {
        guard
            let result = try? GitProcess.run(
                directory: path, arguments: ["config", "--get-regexp", #"^remote\..*\.url$"#]),
            result.status == 0
        else { return nil }
        // "remote.<name>.url <url>", one per line, in the order the config lists them.
        let remotes = result.lines.compactMap { line -> (name: String, url: String)? in
            guard let space = line.firstIndex(of: " ") else { return nil }
            let key = line[..<space]
            return (
                String(key.dropFirst("remote.".count).dropLast(".url".count)), String(line[line.index(after: space)...])
            )
        }
        return (remotes.first { $0.name == "origin" } ?? remotes.first)?.url
    }

    /// The local branches, sorted by name (`main`, `feature/login`).
    public func branches() throws(GitError) -> [String] {
        try run(["for-each-ref", "--format=%(refname:lstrip=2)", "refs/heads"]).check().lines.sorted()
    }

    /// The full id of the commit a revision names (a branch, tag, sha or expression), or nil
    /// when it names none.
    ///
    /// Tags are peeled to the commit they point at (`<rev>^{commit}`).
    public func resolve(_ rev: String) throws(GitError) -> String? {
        guard !rev.isEmpty else { return nil }
        let result = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", rev + "^{commit}"])
        switch result.status {
        case 0: return result.text
        case 1: return nil
        default: throw GitError.commandFailed(result.command, status: result.status, gitMessage: result.errorFirstLine)
        }
    }

    /// The full ids of `revs`, each as ``resolve(_:)`` gives it, asked of one `rev-parse` when every
    /// one names a commit: a short command's time is mostly the git processes it starts. That
    /// call (`--revs-only`, so nothing but revisions is echoed) answers one line per revision
    /// only when each names one commit; otherwise (a name that is not a commit, a range) each is
    /// asked alone.
    public func resolve(all revs: [String]) throws(GitError) -> [String?] {
        try resolve(Self.startResolving(revs, from: root))
    }

    /// The one `rev-parse` of `resolve(all:)`, started from `path` (any folder of the repository)
    /// before the repository is opened: a command that opens one and then resolves what it was
    /// given runs the two gits side by side. Ended with ``resolve(_:)`` on the repository opened
    /// there; a repository that does not open leaves it to be stopped.
    public static func startResolving(_ revs: [String], from path: String) -> PendingRevisions {
        guard revs.count > 1, !revs.contains(where: \.isEmpty) else { return PendingRevisions(revs: revs, child: nil) }
        let child = try? GitProcess(
            directory: path,
            arguments: ["rev-parse", "--revs-only", "--end-of-options"] + revs.map { $0 + "^{commit}" })
        return PendingRevisions(revs: revs, child: child)
    }

    /// The full ids of a started resolve's revisions (see `resolve(all:)`).
    public func resolve(_ pending: PendingRevisions) throws(GitError) -> [String?] {
        if let result = try pending.child?.result() {
            let lines = result.lines
            let allCommits = lines.allSatisfy { line in
                var line = line
                return line.withUTF8(RawLogParser.isObjectID)
            }
            if result.status == 0, lines.count == pending.revs.count, allCommits { return lines }
        }
        var shas: [String?] = []
        for rev in pending.revs { shas.append(try resolve(rev)) }
        return shas
    }

    /// The full id of `rev`, or ``GitError/Code/unknownBranch`` listing the branches there are.
    func resolveBranch(_ rev: String) throws(GitError) -> String {
        if let sha = try resolve(rev) { return sha }
        throw GitError.unknownBranch(rev, branches: try branches())
    }

    /// The full id of `rev`, or ``GitError/Code/unknownRevision``.
    func resolveRevision(_ rev: String) throws(GitError) -> String {
        if let sha = try resolve(rev) { return sha }
        throw GitError.unknownRevision(rev)
    }

    /// Whether commit `a` is an ancestor of commit `b` (a commit is its own ancestor).
    ///
    /// Used to tell a fast-forward from rewritten history.
    ///
    /// - Throws: ``GitError/Code/unknownRevision`` when either names no commit.
    public func isAncestor(_ a: String, of b: String) throws(GitError) -> Bool {
        let result = try run(["merge-base", "--is-ancestor", "--end-of-options", a, b])
        switch result.status {
        case 0: return true
        case 1: return false
        default:
            for rev in [a, b] {
                if try resolve(rev) == nil { throw GitError.unknownRevision(rev, gitMessage: result.errorFirstLine) }
            }
            throw GitError.commandFailed(result.command, status: result.status, gitMessage: result.errorFirstLine)
        }
    }

    /// Whether the repository is a shallow clone (it has a `shallow` file listing boundary commits).
    ///
    /// This is what `git rev-parse --is-shallow-repository` checks, read without starting git.
    public func isShallow() -> Bool {
        !shallowBoundary().isEmpty
    }

    /// The commits at a shallow clone's boundary: present, but with their parents missing.
    ///
    /// A first-parent walk stops at them without error, and git shows them as if they were root
    /// commits (no parents, every file added). Empty for a complete repository.
    public func shallowBoundary() -> Set<String> {
        let path = (commonDirectory as NSString).appendingPathComponent("shallow")
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        return Set(text.split(whereSeparator: \.isNewline).map(String.init))
    }
}

/// A `rev-parse` of revisions started before its repository was opened (`Repository.startResolving`).
public struct PendingRevisions {
    let revs: [String]
    /// Nil when one revision, or an empty one, is asked: those are asked alone.
    let child: GitProcess?
}
