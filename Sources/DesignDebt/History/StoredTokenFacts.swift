import DebtStore
import DesignRules
import Foundation
import GitHistory
import JSONSupport
import Parallelism

/// The token facts of blobs a token pass read before (`blob_token_facts`): what each Swift blob's
/// text contributes to the app's tokens, so the next pass over a tree (a nightly collect's tip,
/// `check`'s head) lexes only the blobs that changed since.
struct StoredTokenFacts {
    /// The facts' version: the tool, its analysis revision and the configuration that reads them.
    let version: String
    /// Each blob met under `version`, by sha.
    private(set) var facts: [String: ProjectTokens.ContentFacts] = [:]

    init(config: Configuration) {
        var hash = FNV1a()
        let configuration = JSONWriter(pretty: false).string(config.canonicalJSON)
        hash.add("\(DesignDebtTool.version)\u{1F}\(DesignDebtTool.analysisRevision)\u{1F}\(configuration)")
        version = hash.hex
    }

    /// The facts `database` holds under this version for the Swift blobs of `tree`; a row that
    /// does not decode is left out, and its blob read again. Each blob is looked up by its key:
    /// the table gains the changed blobs of every nightly tip, and a pass over one tree reads that
    /// tree's rows, not the history's. The rows are read in one transaction (one lock, where each
    /// statement on its own took and gave back the file's) and decoded on every core: decoding was
    /// a third of what `check` itself computes.
    mutating func load(from database: Database, tree: [TreeEntry]) throws {
        let select = try database.cachedStatement(
            "SELECT facts FROM blob_token_facts WHERE facts_version = ? AND sha = ?")
        var rows: [(sha: String, text: String?)] = []
        let read = { [self] () throws in
            for sha in tree.lazy.filter({ $0.path.hasSuffix(".swift") }).map(\.sha) where facts[sha] == nil {
                try select.bind([.text(version), .text(sha)])
                defer { select.reset() }
                if try select.step() { rows.append((sha, select.text(0))) }
            }
        }
        // A caller already in a transaction holds the lock.
        if database.isInTransaction { try read() } else { try database.transaction(.deferred) { try read() } }
        let decoded = parallelMap(rows, jobs: ProcessInfo.processInfo.activeProcessorCount) { row in
            row.text.map { ProjectTokens.ContentFacts(jsonText: $0) } ?? ProjectTokens.ContentFacts.none
        }
        for (row, content) in zip(rows, decoded) {
            if let content { facts[row.sha] = content }
        }
    }

    /// Keeps `computed` under this version in one transaction, and drops the rows of other
    /// versions, which no pass reads again.
    static func save(
        _ computed: [(sha: String, content: ProjectTokens.ContentFacts)], version: String, into database: Database
    ) throws {
        guard !computed.isEmpty else { return }
        try database.transaction {
            try database.run("DELETE FROM blob_token_facts WHERE facts_version <> ?", [.text(version)])
            let insert = try database.cachedStatement(
                "INSERT OR REPLACE INTO blob_token_facts (sha, facts_version, facts) VALUES (?, ?, ?)")
            for (sha, content) in computed {
                try insert.run([.text(sha), .text(version), content == .none ? .null : .text(content.jsonText)])
            }
        }
    }
}
