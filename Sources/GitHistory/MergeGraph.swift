/// A commit as a merge's story lists it.
public struct CommitSummary: Hashable, Sendable {
    public let sha: String
    public let authorName: String
    public let authoredAt: String
    public let subject: String
}

/// What each merge on a first-parent line brought in (`merge^1..merge`),
/// from ONE `git log` of the whole range instead of a `rev-list` per merge.
///
/// Walk the first-parent commits oldest first with ``advance(to:)``; it
/// remembers every commit already on the line, so a side commit is listed by
/// the first merge that brings it and by no later one.
public struct MergeGraph: Sendable {
    private var commits: [String: (parents: [String], summary: CommitSummary)] = [:]
    private var onLine = Set<String>()

    /// Reads every commit reachable from `tip` and not from `base` (the last
    /// commit already recorded; its history is on the line already).
    public init(repository: Repository, tip: String, excluding base: String?) throws(GitError) {
        var arguments = ["log", "--no-show-signature", "--no-color", "--format=%H%x00%P%x00%an%x00%aI%x00%s%x1e", tip]
        if let base { arguments.append("^" + base) }
        arguments.append("--")
        let output = try repository.run(arguments).check().output
        for record in output.split(separator: 0x1E) {
            // git ends each formatted record with a newline, so every record but the first starts with one.
            let fields = record.drop { $0 == 0x0A }.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            guard fields.count >= 5, !fields[0].isEmpty else { continue }
            let summary = CommitSummary(
                sha: fields[0], authorName: fields[2], authoredAt: fields[3], subject: fields[4])
            commits[fields[0]] = (fields[1].split(separator: " ").map(String.init), summary)
        }
    }

    /// Puts a first-parent commit on the line and returns, for a merge, the
    /// commits it brought in, newest first; empty for other commits.
    public mutating func advance(to sha: String) -> [CommitSummary] {
        defer { onLine.insert(sha) }
        guard let parents = commits[sha]?.parents, parents.count > 1 else { return [] }
        var brought: [CommitSummary] = []
        var pending = Array(parents.dropFirst().reversed())
        while let next = pending.popLast() {
            // Outside the graph means reachable from the base: already on the line.
            guard !onLine.contains(next), let commit = commits[next] else { continue }
            onLine.insert(next)
            brought.append(commit.summary)
            pending.append(contentsOf: commit.parents.reversed())
        }
        return brought
    }
}
