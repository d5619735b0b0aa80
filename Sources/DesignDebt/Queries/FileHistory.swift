import DebtReports
import DebtStore
import Foundation

/// `designdebt file PATH`: one file's debt at each commit that changed it, following it back
/// through its names as `git log --follow` does (git's renames, with edits or without), and its
/// findings now.
public struct FileHistory {
    public struct Options: Sendable {
        public var database: String
        public var branch: String?
        public var path: String
        /// Whose findings: designdebt's, an imported tool's, or all.
        public var source = FindingSource.designdebt

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
        let imports = try reader.imports(of: options.source)
        let path = try Self.repositoryPath(options.path, root: reader.root) { candidate in
            try !reader.rows("file-history", [":path": .text(candidate)]).isEmpty
        }
        // Newest first: the run of versions the path has now, then, where it began, the file it
        // was renamed from (git's rename, or the very blob under another path), or the path's own
        // earlier life when it was deleted and added again, and so on back.
        var chapters: [(path: String, rows: [Row])] = []
        var current = path
        var before = Int64.max
        // Each step leads to an older commit; the bound only guards against a malformed store.
        for _ in 0..<10_000 {
            let rows = try reader.rows("file-history", [":path": .text(current)]).filter {
                ($0.int("from_seq") ?? 0) < before
            }
            guard !rows.isEmpty else { break }
            // The versions that follow one another up to the newest.
            var start = rows.count - 1
            while start > 0, rows[start - 1].int("to_seq").map({ $0 + 1 }) == rows[start].int("from_seq") { start -= 1 }
            chapters.insert((current, Array(rows[start...])), at: 0)
            let began = rows[start].int("from_seq") ?? 0
            before = began
            if let older = try reader.rows(
                "renamed-from",
                [":path": .text(current), ":blob": .integer(rows[start].int("blob_id") ?? 0), ":seq": .integer(began)]
            ).first?.text("path") {
                current = older
            }
        }
        guard !chapters.isEmpty || !imports.isEmpty else {
            throw DesignDebtError.input("No file '\(path)' on the collected timeline of '\(reader.branch)'.")
        }
        var steps: [FileStep] = []
        var previous = 0
        var previousBlob: Int64?
        for (index, chapter) in chapters.enumerated() {
            let next = index + 1 < chapters.count ? chapters[index + 1] : nil
            for (offset, row) in chapter.rows.enumerated() {
                let findings = Int(row.int("findings") ?? 0)
                // A rebaseline opens every file's version anew: the same blob is the measure's change.
                let remeasured = offset > 0 && row.int("rebaselined") == 1 && row.int("blob_id") == previousBlob
                previousBlob = row.int("blob_id")
                let renamed =
                    offset == 0 && index > 0 && chapters[index - 1].path != chapter.path
                    && chapters[index - 1].rows.last?.int("to_seq").map { $0 + 1 } == row.int("from_seq")
                let event: FileStep.Event =
                    remeasured ? .remeasured : offset > 0 ? .changed : renamed ? .renamed : .added
                steps.append(
                    FileStep(
                        commit: HistoryReader.commitInfo(row), path: chapter.path, event: event, findings: findings,
                        change: findings - previous))
                previous = findings
                // A version no later one follows, nor a rename: the file was deleted after it.
                let isLast = offset == chapter.rows.count - 1
                let followed =
                    next.map {
                        $0.path != chapter.path && $0.rows.first?.int("from_seq") == row.int("to_seq").map { $0 + 1 }
                    } ?? false
                if isLast, !followed, let to = row.int("to_seq"),
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
        if options.source.isImportedOnly { steps = [] } else { try Self.countMoves(in: &steps, reader: reader) }
        if !imports.isEmpty {
            steps = try Self.merging(steps, imports: imports, chapters: chapters, path: path, reader: reader)
        }
        guard !steps.isEmpty || !options.source.isImportedOnly else {
            throw DesignDebtError.input(
                "No finding of '\(path)' in any import of \(imports.first?.source ?? "that tool").")
        }
        let now = try reader.findings(at: try reader.lastSeq(), source: options.source).filter { $0.path == path }
        return FileStory(branch: reader.branch, path: path, steps: steps, findings: now)
    }

    /// Sets each step's `moved`: the findings its commit moved into the file from another, less
    /// those it moved out (``FindingPairing``, as `explain` lists them). A renamed file's own
    /// findings came with it: the rename is its event, not a move.
    static func countMoves(in steps: inout [FileStep], reader: HistoryReader) throws {
        let seqs = steps.filter { $0.event != .remeasured }.map(\.commit.seq)
        guard !seqs.isEmpty else { return }
        let changes = try Regressions.changedFiles(
            in: [:], counter: ("total", ""), minDelta: Int(Int32.min), reader: reader, only: seqs)
        for index in steps.indices where steps[index].event != .remeasured {
            guard let moves = changes[steps[index].commit.seq]?.moves(), !moves.isEmpty else { continue }
            let before = index > 0 ? steps[index - 1].path : steps[index].path
            let after = steps[index].event == .deleted ? nil : steps[index].path
            let movedIn = moves.filter { $0.to.path == after && $0.from.path != before }.count
            let movedOut = moves.filter { $0.from.path == before && $0.to.path != after }.count
            steps[index].moved = movedIn - movedOut
        }
    }

    /// designdebt's steps (none for a tool's findings alone) with each import of another tool
    /// that changed the file's count: at each commit, the file's findings are designdebt's and
    /// each tool's latest import's, counted under the path the file had then.
    static func merging(
        _ own: [FileStep], imports: [ImportInfo], chapters: [(path: String, rows: [Row])], path: String,
        reader: HistoryReader
    ) throws -> [FileStep] {
        func pathAt(_ seq: Int) -> String {
            chapters.last { Int($0.rows.first?.int("from_seq") ?? 0) <= seq }?.path ?? path
        }
        var events: [(seq: Int, own: FileStep?, tool: (source: String, count: Int, commit: CommitInfo)?)] = own.map {
            ($0.commit.seq, $0, nil)
        }
        for item in imports {
            let name = pathAt(item.commit.seq)
            let count = try reader.importedFindings(item).filter { $0.path == name }.count
            events.append((item.commit.seq, nil, (item.source, count, item.commit)))
        }
        events.sort { ($0.seq, $0.own == nil ? 1 : 0) < ($1.seq, $1.own == nil ? 1 : 0) }
        var steps: [FileStep] = []
        var ownCount = 0
        var tools: [String: Int] = [:]
        var previous = 0
        for event in events {
            if let step = event.own { ownCount = step.findings }
            if let tool = event.tool { tools[tool.source] = tool.count }
            let total = ownCount + tools.values.reduce(0, +)
            if var step = event.own {
                (step.findings, step.change) = (total, total - previous)
                steps.append(step)
            } else if let tool = event.tool, total != previous {
                if let last = steps.last, last.commit.seq == tool.commit.seq {
                    steps[steps.count - 1].findings = total
                    steps[steps.count - 1].change += total - previous
                } else {
                    steps.append(
                        FileStep(
                            commit: tool.commit, path: pathAt(tool.commit.seq),
                            event: previous == 0 ? .added : .changed,
                            findings: total, change: total - previous))
                }
            }
            previous = total
        }
        return steps
    }
}
