import DebtStore
import GitHistory

/// Reads git's renames for the stored commits not looked at yet (`renames_read = 0`): those of
/// the run that just ended, an interrupted run's, or a whole history stored before renames
/// were kept. Only a commit that both ended one Swift file's history and began another's can
/// hold one, so git is asked about those alone, in one `git log -M` over all of them; then every
/// commit looked at is marked, in one transaction with the renames found.
struct RenameDetection {
    let store: HistoryStore
    let repository: Repository
    let repositoryID: Int64

    /// Stores the renames found; returns how many.
    func run() throws -> Int {
        let candidates = try store.database.cachedStatement(NamedQuery.sql("rename-candidates")).rows([
            ":repository": .integer(repositoryID)
        ]).map { (id: $0.int("id") ?? 0, sha: $0.text("sha") ?? "") }
        let found = candidates.isEmpty ? [:] : try gitCall { try repository.renames(in: candidates.map(\.sha)) }
        var stored = 0
        try store.database.transaction {
            let insert = try store.database.cachedStatement(
                "INSERT OR IGNORE INTO renames (commit_id, to_path_id, from_path_id) VALUES (?, ?, ?)")
            for candidate in candidates {
                for rename in found[candidate.sha] ?? [] {
                    try insert.run([
                        .integer(candidate.id), .integer(try store.pathID(rename.to)),
                        .integer(try store.pathID(rename.from)),
                    ])
                    stored += 1
                }
            }
            try store.database.cachedStatement(
                "UPDATE commits SET renames_read = 1 WHERE repository_id = ? AND renames_read = 0"
            ).run([.integer(repositoryID)])
        }
        return stored
    }
}
