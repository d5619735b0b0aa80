import DebtReports
import DebtStore
import DesignRules
import Foundation

/// A blob's findings as a collect stored them, when the history database holds that blob under
/// the very analyzer `check` runs (same rules, configuration and tokens): then reading them back
/// gives what analyzing the blob again would, without lexing it.
struct StoredBlobFindings {
    private let database: Database
    private let analyzerID: Int64

    /// The history database at `path`, opened read-only for `check`; nil when there is no database
    /// there, or it needs migrating (`collect` upgrades it).
    static func open(_ path: String) throws -> Database? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let database = try Database(path: path, mode: .readOnly)
            try database.execute("PRAGMA query_only = 1")
            guard try Migrator.pending(database, Migration.all).isEmpty else {
                database.close()
                return nil
            }
            return database
        } catch let error as MigrationError {
            throw DesignDebtError.runtime(error.description)
        } catch let error as SQLiteError {
            throw DesignDebtError.runtime("Cannot read the database '\(path)': \(error.description)")
        }
    }

    /// The findings `database` (from `open`) holds under `identity`; nil when no collect ran with
    /// this analyzer.
    init?(database: Database, path: String, identity: AnalyzerIdentity) throws {
        self.database = database
        do {
            guard
                let id = try database.scalarInt(
                    "SELECT id FROM analyzers WHERE fingerprint = ?", [.text(identity.fingerprint)])
            else { return nil }
            analyzerID = id
        } catch {
            throw DesignDebtError.runtime("Cannot read the database '\(path)': \(error.description)")
        }
    }

    /// The findings of blob `sha` (none for a blob stored as skipped: generated, binary, too
    /// large), or nil when this analyzer never read it, or git could not hand it over then.
    func findings(ofBlob sha: String) -> [Finding]? {
        guard
            let row = try? database.cachedStatement(
                """
                SELECT b.status, r.finding_rows FROM blobs b
                LEFT JOIN blob_results r ON r.blob_id = b.id AND r.analyzer_id = ?
                WHERE b.sha = ?
                """
            ).rows([.integer(analyzerID), .text(sha)]).first
        else { return nil }
        switch BlobStatus(rawValue: row.text(0) ?? "") {
        case .ok: return row.text(1).map { StoredFindingRows.decode($0).map(Self.finding) }
        case .missing, nil: return nil
        default: return []
        }
    }

    /// A stored row as the analyzer's finding. Its column is in bytes; the column in characters
    /// (SARIF's) is not stored, and only base-side findings are read back, which `check` lists
    /// as removed, never as locations to annotate.
    private static func finding(_ info: FindingInfo) -> Finding {
        let family = Family(rawValue: String(info.rule.prefix { $0 != "/" })) ?? .meta
        var finding = Finding(
            ruleID: info.rule, family: family, severity: Severity(rawValue: info.severity) ?? .warning,
            line: info.line, column: info.column, message: info.message, snippet: info.snippet)
        finding.fingerprint = info.fingerprint
        return finding
    }
}
