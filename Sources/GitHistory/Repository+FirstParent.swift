extension Repository {
    /// The first-parent line of `tip`, newest first: which commits a branch
    /// still has after a force-push.
    public func firstParentSHAs(_ tip: String, excluding base: String? = nil) throws(GitError) -> [String] {
        try run(["rev-list", "--first-parent", tip] + (base.map { ["^" + $0] } ?? []) + ["--"]).check().lines
    }
}

/// A first-parent commit's change to some files, line by line: what `firstParentLineChanges` hands over.
public struct LineChanges: Sendable {
    public var sha: String
    /// Its first parent; nil for a root.
    public var parent: String?
    /// The lines it took out and put in, each with the file's path, in the order git shows them.
    public var removed: [(path: String, line: String)] = []
    public var added: [(path: String, line: String)] = []
}

extension Repository {
    /// The first-parent commits of `tip` (after `base`, when given) whose change to `pathspecs`
    /// adds or removes a line matching `pattern` (an extended regular expression: git's `-G`),
    /// oldest first, each with every line it took out of and put into those files. A merge is
    /// compared with its first parent, as the walk records it. `tip` and `base` are commit ids,
    /// given to git as they are (no lookup first): an unknown one fails the command.
    public func firstParentLineChanges(
        matching pattern: String, in pathspecs: [String], tip: String, excluding base: String?
    ) throws(GitError) -> [LineChanges] {
        var arguments = [
            "log", "--first-parent", "--full-history", "--diff-merges=first-parent", "--format=%x00%H %P", "-p",
            "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", "-G" + pattern, tip,
        ]
        if let base { arguments.append("^" + base) }
        arguments.append("--")
        arguments += pathspecs
        var commits: [LineChanges] = []
        var path = ""
        for line in try run(arguments).check().text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("\u{0}") {
                let shas = line.dropFirst().split(separator: " ").map(String.init)
                guard let sha = shas.first else { continue }
                commits.append(LineChanges(sha: sha, parent: shas.dropFirst().first))
            } else if line.hasPrefix("+++ ") || line.hasPrefix("--- ") {
                // `+++ b/App.xcodeproj/project.pbxproj`; `/dev/null` for a file added or deleted.
                let name = line.dropFirst(4)
                if name != "/dev/null" { path = String(name.dropFirst(2)) }
            } else if line.hasPrefix("+"), !commits.isEmpty {
                commits[commits.count - 1].added.append((path, String(line.dropFirst())))
            } else if line.hasPrefix("-"), !commits.isEmpty {
                commits[commits.count - 1].removed.append((path, String(line.dropFirst())))
            }
        }
        return commits.reversed()
    }
}
