/// One forward-only schema change: a file `Migrations/NNNN_snake_title.sql`, embedded at build time.
public struct Migration: Sendable, Hashable {
    /// The number from the file name: 1 for `0001_create_commits.sql`. Versions run 1, 2, 3, ... with no gaps.
    public let version: Int

    /// The title from the file name: `create_commits` for `0001_create_commits.sql`.
    public let name: String

    /// The SQL to run, one or more statements, without `BEGIN` or `COMMIT`: the migrator wraps it.
    public let sql: String

    /// Creates a migration from its parts.
    public init(version: Int, name: String, sql: String) {
        self.version = version
        self.name = name
        self.sql = sql
    }
}
