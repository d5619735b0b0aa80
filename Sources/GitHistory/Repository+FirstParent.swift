extension Repository {
    /// The first-parent line of `tip`, newest first: which commits a branch
    /// still has after a force-push.
    public func firstParentSHAs(_ tip: String, excluding base: String? = nil) throws(GitError) -> [String] {
        try run(["rev-list", "--first-parent", tip] + (base.map { ["^" + $0] } ?? []) + ["--"]).check().lines
    }
}
