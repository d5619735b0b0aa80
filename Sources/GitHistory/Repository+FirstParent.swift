extension Repository {
    /// The first-parent line of `tip`, newest first: which commits a branch
    /// still has after a force-push.
    public func firstParentSHAs(_ tip: String) throws(GitError) -> [String] {
        try run(["rev-list", "--first-parent", tip, "--"]).check().lines
    }
}
