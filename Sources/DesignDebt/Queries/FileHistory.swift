import DebtReports
import DebtStore
import Foundation

/// `designdebt file PATH`: one file's debt at each commit that changed it, following renames
/// back (a path that ended with the very blob this one began with), and its findings now.
public struct FileHistory {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        public var path: String

        public init(database: String, branch: String? = nil, path: String) {
            self.database = database
            self.branch = branch
            self.path = path
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// The root-relative path `given` means: as git takes paths, relative to the current folder
    /// when that is inside the repository, or absolute, else as written from the root. The first of
    /// those the timeline knows (`known`), else the first.
    static func repositoryPath(
        _ given: String, root: String, currentFolder: String = FileManager.default.currentDirectoryPath,
        known: (String) throws -> Bool
    ) rethrows -> String {
        let rootPrefix = URL(fileURLWithPath: root).standardizedFileURL.path + "/"
        let absolute =
            given.hasPrefix("/")
            ? URL(fileURLWithPath: given).standardizedFileURL.path
            : URL(fileURLWithPath: currentFolder).appendingPathComponent(given).standardizedFileURL.path
        var candidates: [String] = []
        if absolute.hasPrefix(rootPrefix) { candidates.append(String(absolute.dropFirst(rootPrefix.count))) }
        if !given.hasPrefix("/") { candidates.append(given.hasPrefix("./") ? String(given.dropFirst(2)) : given) }
        for candidate in candidates where try known(candidate) { return candidate }
        return candidates.first ?? given
    }

    public func run() throws -> FileStory {
        let reader = try HistoryReader(path: options.database, branch: options.branch)
        let path = try Self.repositoryPath(options.path, root: reader.root) { candidate in
            try !reader.rows("file-history", [":path": .text(candidate)]).isEmpty
        }
        var chapters: [(path: String, rows: [Row])] = []
        var current = path
        // Each rename leads to an older path; the bound only guards against a malformed store.
        for _ in 0..<1_000 {
            let rows = try reader.rows("file-history", [":path": .text(current)])
            guard let first = rows.first else { break }
            chapters.insert((current, rows), at: 0)
            guard
                let older = try reader.rows(
                    "renamed-from",
                    [":blob": .integer(first.int("blob_id") ?? 0), ":seq": .integer(first.int("from_seq") ?? 0)]
                ).first?.text("path"), !chapters.contains(where: { $0.path == older })
            else { break }
            current = older
        }
        guard !chapters.isEmpty else {
            throw DesignDebtError.input("No file '\(path)' on the collected timeline of '\(reader.branch)'.")
        }
        var steps: [FileStep] = []
        var previous = 0
        var previousBlob: Int64?
        for (index, chapter) in chapters.enumerated() {
            for (offset, row) in chapter.rows.enumerated() {
                let findings = Int(row.int("findings") ?? 0)
                // A rebaseline opens every file's version anew: the same blob is the measure's change.
                let remeasured = offset > 0 && row.int("rebaselined") == 1 && row.int("blob_id") == previousBlob
                previousBlob = row.int("blob_id")
                let event: FileStep.Event =
                    remeasured ? .remeasured : offset > 0 ? .changed : index > 0 ? .renamed : .added
                steps.append(
                    FileStep(
                        commit: HistoryReader.commitInfo(row), path: chapter.path, event: event, findings: findings,
                        change: findings - previous))
                previous = findings
                // A version that ended with no successor and no rename after it: the file was deleted.
                let isLast = offset == chapter.rows.count - 1 && index == chapters.count - 1
                if isLast, let to = row.int("to_seq"),
                    let gone = try reader.rows("commit-at", [":seq": .integer(to + 1)]).first
                {
                    steps.append(
                        FileStep(
                            commit: HistoryReader.commitInfo(gone), path: chapter.path, event: .deleted, findings: 0,
                            change: -previous))
                    previous = 0
                }
            }
        }
        let now = try reader.findings(at: try reader.lastSeq()).filter { $0.path == path }
        return FileStory(branch: reader.branch, path: path, steps: steps, findings: now)
    }
}
