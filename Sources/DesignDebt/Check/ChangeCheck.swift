import DebtReports
import DesignRules
import Foundation
import GitHistory
import Parallelism

/// `designdebt check`: the findings a change adds to the code it starts from, and the ones it
/// removes. Only the Swift files the change touches are analyzed, each on both sides, and the
/// two sides are matched by fingerprint, so inherited debt never shows and moved code is not new.
///
/// Both sides are judged by the same analyzer, built from the tokens the head defines (the work
/// tree's files, or the head commit's), so a difference comes from the code and never from
/// the design system's own change.
public struct ChangeCheck: Sendable {
    public struct Options: Sendable {
        /// Any folder inside the repository.
        public var path: String
        /// The commit compared against. Default: the merge base of the head with the default
        /// branch, or `HEAD` when checking the work tree.
        public var base: String?
        /// The commit checked (default `HEAD`); ignored with `workingTree`.
        public var head: String?
        /// Check the work tree (staged and unstaged changes) instead of a commit.
        public var workingTree: Bool
        public var configPath: String?
        /// A history database to read the base side's findings from when it holds them under
        /// the same analyzer; nil: the repository's `.designdebt/history.sqlite` when it exists.
        public var database: String?
        public var jobs: Int

        public init(
            path: String = ".", base: String? = nil, head: String? = nil, workingTree: Bool = false,
            configPath: String? = nil, database: String? = nil,
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount
        ) {
            self.path = path
            self.base = base
            self.head = head
            self.workingTree = workingTree
            self.configPath = configPath
            self.database = database
            self.jobs = max(1, jobs)
        }
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() throws -> ChangeReport {
        // What `--head` and `--base` name is asked of a git started beside the one that opens the
        // repository: one git less before the work starts.
        let starting = DispatchTime.now()
        let asked = givenRevisions
        let pending = Repository.startResolving(asked.map(\.rev), from: options.path)
        let repository = try openRepository(options.path)
        let config = try loadProjectConfiguration(root: repository.root, path: options.configPath).config
        let given = try resolveGiven(asked, pending, in: repository)
        let head = given.head
        Trace.phase("revisions", since: starting)
        // The base and the paths the change touches are asked of git while the head's tree and
        // settings are read: two gits at a time instead of one after another.
        let changed = Background { [self] in
            let base = try given.base ?? baseCommit(head: head, in: repository)
            return (base: base, changes: try gitCall { try repository.changes(fromCommit: base, toCommit: head) })
        }
        // The head's settings, its tokens' blobs and the changed files' blobs through one `cat-file`,
        // started while the head's tree is listed.
        let reader = SharedBlobReader(repository)
        defer { reader.close() }
        if head != nil { try reader.start() }
        // The snapshot checked, read once: the head commit's tree, or the working tree.
        let listing = DispatchTime.now()
        let listed = head.map { head in Background { try gitCall { try repository.lsTree(commit: head) } } }
        let databasePath = options.database ?? Self.defaultDatabase(repository)
        // The facts a collect stored for the head's blobs, read on a connection of their own, opened
        // while git lists the tree and read while the settings are: most of what the token pass of
        // a collected head needs.
        let storedFacts = listed.map { listed in
            Background { [config] in
                var stored = StoredTokenFacts(config: config)
                let database = try? StoredBlobFindings.open(databasePath)
                defer { database?.close() }
                // The tree's own failure is the caller's to report.
                if let database, let tree = try? listed.value() { try? stored.load(from: database, tree: tree) }
                return stored.facts
            }
        }
        let tree = try listed?.value()
        Trace.phase("tree", since: listing)
        let settingsRead = DispatchTime.now()
        let settings: BuildSettings
        var workingTreeProject = ProjectTokens.none
        if let tree {
            settings = try BuildSettings.at(tree: tree, in: repository, reader: reader)
        } else {
            let read = try WorkingTreeScan(root: repository.root, config: config).read()
            settings = read.settings
            workingTreeProject = read.project
        }
        let scope = FileScope(config: config, graph: settings.graph)
        let contexts = settings.contexts(config: config)
        let paths = try snapshotPaths(tree, repository)
        let (build, buildText) = contexts.identity(ofTree: paths)
        Trace.phase("build settings", since: settingsRead)
        let waiting = DispatchTime.now()
        let (base, allChanges) = try changed.value()
        Trace.phase("wait for the change", since: waiting)
        let tokensRead = DispatchTime.now()
        let changes = allChanges.filter { change in scope.skipReason(forPath: change.path) == nil }
        let project: ProjectTokens
        var headBlobs: [String: [UInt8]] = [:]
        let historyDatabase = try StoredBlobFindings.open(databasePath)
        defer { historyDatabase?.close() }
        if let tree {
            // The head's tokens from the blobs a collect already read, and the rest read now.
            (project, headBlobs, _) = try ProjectTokens.atTip(
                repository, tree: tree, settings: settings, config: config, jobs: options.jobs,
                known: try storedFacts?.value() ?? [:], reader: reader)
        } else {
            project = workingTreeProject
        }
        let analyzer = FileAnalyzer(config: config, project: project, build: build)
        Trace.phase("token facts", since: tokensRead)
        let comparing = DispatchTime.now()
        defer { Trace.phase("blobs, analysis and pairing", since: comparing) }
        if let database = options.database, !FileManager.default.fileExists(atPath: database) {
            throw DesignDebtError.input("No history database at '\(database)'; run 'designdebt collect' first.")
        }
        let history = try historyDatabase.flatMap { database in
            try StoredBlobFindings(
                database: database, path: databasePath,
                identity: AnalyzerIdentity(
                    config: config, project: project, build: buildText,
                    unbuilt: settings.graph.unbuiltCanonicalText(of: paths)))
        }

        // The base side: every regular file the change modified or deleted, by blob.
        let baseFiles = changes.filter { $0.oldMode.isRegularFile && $0.oldBlob != nil }
        var reused = 0
        var baseContents: [String: [UInt8]] = [:]
        var before: [(path: String, finding: Finding)] = []
        var toRead: [FileChange] = []
        for change in baseFiles {
            if let stored = history?.findings(ofBlob: change.oldBlob ?? "") {
                reused += 1
                before += stored.map { (change.path, $0) }
            } else {
                toRead.append(change)
            }
        }
        // The head commit's changed blobs the token pass did not read (their facts were stored).
        var headToRead: [String] = []
        if head != nil {
            var asked = Set<String>()
            for change in changes where change.newMode.isRegularFile {
                guard let sha = change.newBlob, headBlobs[sha] == nil, asked.insert(sha).inserted else { continue }
                headToRead.append(sha)
            }
        }
        if !toRead.isEmpty || !headToRead.isEmpty {
            let contents = try reader.readAll(toRead.compactMap(\.oldBlob) + headToRead)
            for (change, content) in zip(toRead, contents) {
                if case .content(let bytes) = content { baseContents[change.path] = bytes }
            }
            for (sha, content) in zip(headToRead, contents.dropFirst(toRead.count)) {
                if case .content(let bytes) = content { headBlobs[sha] = bytes }
            }
        }

        // The head side: the files the change added or modified, from the head commit's blobs
        // (read already, for its tokens) or from disk.
        var headContents: [String: [UInt8]] = [:]
        for change in changes where change.newMode.isRegularFile {
            if head != nil {
                if let sha = change.newBlob, let bytes = headBlobs[sha] { headContents[change.path] = bytes }
            } else if let data = FileManager.default.contents(atPath: repository.root + "/" + change.path) {
                headContents[change.path] = [UInt8](data)
            }
        }

        // In path order, not the dictionaries': code that moved between files is paired in the
        // order findings are met, and the same change must report the same lines on every run.
        let sides =
            baseContents.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: $0.value, isBase: true) }
            + headContents.sorted { $0.key < $1.key }.map { (path: $0.key, bytes: $0.value, isBase: false) }
        let analyzed = parallelMap(sides, jobs: options.jobs) { side -> [Finding] in
            guard scope.skipReason(forContent: side.bytes) == nil else { return [] }
            return analyzer.analyze(side.bytes, build: contexts.context(of: side.path)).findings
        }
        var after: [(path: String, finding: Finding)] = []
        for (side, findings) in zip(sides, analyzed) {
            let located = findings.map { (path: side.path, finding: $0) }
            if side.isBase { before += located } else { after += located }
        }

        let order: ((path: String, finding: Finding), (path: String, finding: Finding)) -> Bool = {
            ($0.path, $0.finding.line, $0.finding.column) < ($1.path, $1.finding.line, $1.finding.column)
        }
        // The history's pairing: code that moved, or whose type was renamed, is neither.
        let pairing = FindingPairing.pair(
            before: before, after: after, path: \.path, home: { $0.path }, fingerprint: \.finding.fingerprint,
            code: { FindingPairing.code(rule: $0.finding.ruleID, snippet: $0.finding.snippet) })
        return ChangeReport(
            root: repository.root, base: base, head: head, filesCompared: Set(changes.map(\.path)).count,
            added: pairing.added.map { after[$0] }.sorted(by: order),
            removed: pairing.removed.map { before[$0] }.sorted(by: order), reusedFromHistory: reused)
    }

    /// `--head` (none when checking the work tree) and `--base` when given, with the option each is for.
    private var givenRevisions: [(rev: String, what: String)] {
        [(options.workingTree ? nil : options.head ?? "HEAD", "--head"), (options.base, "--base")]
            .compactMap { rev, what in rev.map { (rev: $0, what: what) } }
    }

    /// The commits `givenRevisions` name, through one `rev-parse` (`pending`, started already).
    private func resolveGiven(
        _ asked: [(rev: String, what: String)], _ pending: PendingRevisions, in repository: Repository
    ) throws -> (head: String?, base: String?) {
        let shas = try gitCall { try repository.resolve(pending) }
        var found: [String: String] = [:]
        for (item, sha) in zip(asked, shas) {
            guard let sha else { throw Self.unknown(item.rev, for: item.what, in: repository) }
            found[item.what] = sha
        }
        return (found["--head"], found["--base"])
    }

    /// Where the head left the mainline (for the work tree: `HEAD`), when no `--base` is given.
    private func baseCommit(head: String?, in repository: Repository) throws -> String {
        guard let head else { return try resolve("HEAD", in: repository, what: "the base") }
        guard let branch = try gitCall({ try repository.mainline() }) else {
            throw DesignDebtError.input(
                "No default branch to compare with in '\(repository.root)' (no remote HEAD, and none of main, master, trunk, develop); give the commit to compare against with --base."
            )
        }
        guard let base = try gitCall({ try repository.mergeBase(head, branch) }) else {
            throw DesignDebtError.input(
                "'\(options.head ?? "HEAD")' shares no history with '\(branch)'; give the commit to compare against with --base."
            )
        }
        return base
    }

    private func resolve(_ rev: String, in repository: Repository, what: String) throws -> String {
        guard let sha = try gitCall({ try repository.resolve(rev) }) else {
            throw Self.unknown(rev, for: what, in: repository)
        }
        return sha
    }

    private static func unknown(_ rev: String, for what: String, in repository: Repository) -> DesignDebtError {
        .input("Unknown revision '\(rev)' for \(what) in '\(repository.root)'.")
    }

    /// Where `collect` keeps the history of this repository by default.
    static func defaultDatabase(_ repository: Repository) -> String {
        repository.root + "/.designdebt/history.sqlite"
    }

    /// Every path of the snapshot checked: the head commit's tree, or the working tree's Swift files.
    private func snapshotPaths(_ tree: [TreeEntry]?, _ repository: Repository) throws -> [String] {
        if let tree { return tree.map(\.path) }
        // An unreadable tree has been reported by the scan that read it: no paths, no unbuilt files.
        return (try? SourceTree(root: repository.root).swiftFiles().files.map(\.path)) ?? []
    }
}
