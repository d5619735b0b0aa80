import DebtStore
import DesignRules
import Foundation
import GitHistory

/// `designdebt ingest`: another tool's findings at one collected commit, stored beside the
/// analyzer's own under the tool's name, so `trend`, `top`, `regressions`, `findings` and
/// `report` read them with `--source`.
///
/// Paths are made relative to the repository (a CI runner's absolute paths are matched to the
/// commit's tree by their longest tail), and each finding gets the code of its line from the
/// commit and a fingerprint like the analyzer's (rule, the line without blanks, occurrence),
/// unless the tool gave one: so a finding that moved is matched across commits too.
public struct FindingImport {
    public struct Options: Sendable {
        public var file: String
        public var format: ExternalFindingsFormat
        public var commit: String
        public var repository: String
        public var database: String?
        /// The name to store the findings under, instead of the tool's own.
        public var source: String?

        public init(
            file: String, format: ExternalFindingsFormat, commit: String, repository: String = ".",
            database: String? = nil, source: String? = nil
        ) {
            self.file = file
            self.format = format
            self.commit = commit
            self.repository = repository
            self.database = database
            self.source = source
        }
    }

    /// What one tool's import did.
    public struct Outcome: Sendable, Equatable {
        public var source: String
        public var commit: String
        public var findings: Int
        /// The same file was imported at this commit before: nothing was written.
        public var unchanged: Bool
        /// Findings whose path matches no file of the commit (kept as the tool wrote it).
        public var outsideRepository: Int
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> [Outcome] {
        guard let data = FileManager.default.contents(atPath: options.file) else {
            throw DesignDebtError.input("Cannot read '\(options.file)'.")
        }
        let bytes = [UInt8](data)
        var runs = try options.format.parse(bytes)
        if let source = options.source {
            runs = [ExternalFindingsFormat.Run(source: source, findings: runs.flatMap(\.findings))]
        }
        let repository = try openRepository(options.repository)
        guard let sha = try gitCall({ try repository.resolve(options.commit) }) else {
            throw DesignDebtError.input("Unknown revision '\(options.commit)' for --commit in '\(repository.root)'.")
        }
        let path = options.database ?? ChangeCheck.defaultDatabase(repository)
        guard FileManager.default.fileExists(atPath: path) else {
            throw DesignDebtError.input("No history database at '\(path)'; run 'designdebt collect' first.")
        }
        let database = try Collector.openDatabase(path)
        defer { database.close() }
        guard let commitID = try database.scalarInt("SELECT id FROM commits WHERE sha = ? LIMIT 1", [.text(sha)]) else {
            throw DesignDebtError.input(
                "The commit \(sha.prefix(10)) is not in '\(path)'; run 'designdebt collect' first: imported findings belong to a collected commit."
            )
        }
        let tree = Dictionary(
            try gitCall { try repository.lsTree(sha) }.filter(\.isRegularFile).map { ($0.path, $0.sha) },
            uniquingKeysWith: { first, _ in first })
        let lines = SourceLines(repository: repository, tree: tree)
        var digest = FNV1a()
        for byte in bytes { digest.add(byte) }
        return try runs.map { run in
            let located = run.findings.map { finding in
                (finding, Self.repositoryPath(finding.path, root: repository.root, tree: tree))
            }
            let rows = try lines.rows(located)
            let unchanged = try store(
                rows, source: run.source, commitID: commitID, digest: digest.hex, database: database)
            return Outcome(
                source: run.source, commit: sha, findings: rows.count, unchanged: unchanged,
                outsideRepository: located.count { $0.1 == nil })
        }
    }

    /// Writes one tool's snapshot at the commit in one transaction, replacing an earlier one;
    /// true when the same file was imported there already (nothing written).
    private func store(
        _ rows: [ExternalFindingsFormat.Finding], source: String, commitID: Int64, digest: String, database: Database
    ) throws -> Bool {
        try database.transaction {
            let previous = try database.rows(
                "SELECT id, digest FROM imports WHERE commit_id = ? AND source = ?",
                [.integer(commitID), .text(source)]
            ).first
            if previous?.text("digest") == digest { return true }
            if let id = previous?.int("id") {
                try database.run("DELETE FROM imported_findings WHERE import_id = ?", [.integer(id)])
                try database.run("DELETE FROM imports WHERE id = ?", [.integer(id)])
            }
            try database.run(
                "INSERT INTO imports (commit_id, source, format, digest, imported_at) VALUES (?, ?, ?, ?, ?)",
                [
                    .integer(commitID), .text(source), .text(options.format.rawValue), .text(digest),
                    .text(Collector.now()),
                ])
            let importID = database.lastInsertRowID
            let insert = try database.cachedStatement(
                """
                INSERT INTO imported_findings
                    (import_id, ordinal, rule_id, severity, path, line, "column", message, snippet, fingerprint)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (ordinal, row) in rows.enumerated() {
                try insert.run { statement in
                    statement.bind(importID)
                    statement.bind(ordinal + 1)
                    statement.bind(row.rule)
                    statement.bind(row.severity.rawValue)
                    statement.bind(row.path)
                    statement.bind(row.line)
                    statement.bind(row.column)
                    statement.bind(row.message)
                    statement.bind(row.snippet)
                    statement.bind(row.fingerprint ?? "")
                }
            }
            return false
        }
    }

    /// The tool's path as a path of the commit's tree: as written when it is one, else with the
    /// repository's root taken off, else the tree path it ends with (the longest: a CI runner
    /// checks out somewhere else); nil when none matches.
    static func repositoryPath(_ reported: String, root: String, tree: [String: String]) -> String? {
        var path = reported
        if path.hasPrefix("file://") {
            path = String(path.dropFirst("file://".count))
            path = path.removingPercentEncoding ?? path
        }
        if path.hasPrefix(root + "/") { path = String(path.dropFirst(root.count + 1)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        if tree[path] != nil { return path }
        let components = path.split(separator: "/")
        for start in components.indices.dropFirst() {
            let tail = components[start...].joined(separator: "/")
            if tree[tail] != nil { return tail }
        }
        return nil
    }
}

/// The lines of the commit's files, read once per file, to give imported findings their code
/// and their fingerprints.
private struct SourceLines {
    let repository: Repository
    let tree: [String: String]

    /// The findings with the repository's path (or the tool's, outside it), their line's code
    /// and a fingerprint each.
    func rows(_ located: [(ExternalFindingsFormat.Finding, String?)]) throws -> [ExternalFindingsFormat.Finding] {
        let paths = Array(Set(located.compactMap(\.1))).sorted()
        var lines: [String: [Substring]] = [:]
        if !paths.isEmpty {
            let reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) }
            defer { reader.close() }
            let contents = try gitCall { try reader.readAll(paths.compactMap { tree[$0] }) }
            for (path, content) in zip(paths, contents) {
                if case .content(let bytes) = content {
                    lines[path] = String(decoding: bytes, as: UTF8.self).split(
                        separator: "\n", omittingEmptySubsequences: false)
                }
            }
        }
        var occurrences: [String: Int] = [:]
        return located.map { finding, path in
            let text = lines[path ?? ""].flatMap { $0.indices.contains(finding.line - 1) ? $0[finding.line - 1] : nil }
            let snippet = text.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            var row = finding
            row.path = path ?? finding.path
            row.snippet = snippet
            if row.fingerprint == nil {
                // As the analyzer's: the rule, the line's code without blanks (the message when the
                // line is not there), and its occurrence among identical ones; never the line number.
                let code = snippet.isEmpty ? finding.message : snippet.filter { $0 != " " && $0 != "\t" }
                let identity = finding.rule + "\u{1F}" + code
                let occurrence = occurrences[identity, default: 0]
                occurrences[identity] = occurrence + 1
                var hash = FNV1a()
                hash.add(identity + "\u{1F}\(occurrence)")
                row.fingerprint = hash.hex
            }
            return row
        }
    }
}
