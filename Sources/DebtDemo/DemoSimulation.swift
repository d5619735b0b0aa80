import DesignDebt
import Foundation

/// The state of the simulated app while its history is written: the current
/// files, the files still to be added, the clock and the counters. One
/// `step(_:)` makes one first-parent commit (for a merge, the feature branch
/// first) and streams it to the writer.
struct DemoSimulation {
    let options: DemoHistory.Options
    var rng: SeededGenerator
    var clock: DemoClock
    var writer: FastImportWriter
    private(set) var summary = DemoHistory.Summary()

    /// The current files, in no meaningful order; `indexByPath` finds one by path.
    var files: [DemoFile] = []
    var indexByPath: [String: Int] = [:]
    /// Swift files in `files`.
    var swiftCount = 0

    /// Files planned but not yet added, in the order they arrive.
    var pending: [AppTree.Entry] = []
    var nextPending = 0
    /// Each package's `Package.swift`, added with the package's first file.
    var manifests: [String: AppTree.Entry] = [:]
    /// The exponent of the planned files' size draw: `50 + 550 * u^k` lines.
    static let sizeExponent = 7.0

    /// Paths changed by the commit being made, in order, and the same as a set.
    var changed: [String] = []
    var changedSet: Set<String> = []

    private var nextMark = 1
    /// The commit-ish of the branch tip: `:mark` or, when extending, `refs/heads/<branch>^0`.
    private var mainTip: String?
    /// Whether the next commit on the branch must say `from` (the first one of an extension).
    private var mainNeedsFrom = false
    /// Seeds for generated blocks, so each new declaration differs.
    var blockCounter = 0
    var pullRequest = 11
    var stringKeys = 12
    var releases = 1
    var accentVersion = 0
    var lintVersion = 0
    var tokensAdded = 0
    private var regressionUntil: Int64?

    private var ref: String { "refs/heads/" + options.branch }

    init(options: DemoHistory.Options, sink: @escaping ([UInt8]) throws(DesignDebtError) -> Void) {
        self.options = options
        rng = SeededGenerator(seed: SeededGenerator.derive(options.seed, 1))
        clock = DemoClock(start: Int64(options.startDate.timeIntervalSince1970.rounded(.down)))
        writer = FastImportWriter(sink: sink)
        // Enough planned files for the tip and for the ones deleted on the way (about one commit in
        // fifty deletes a file). The plan is prefix-stable: a longer one starts with the same files.
        let planned = options.files + options.files / 5 + options.commits / 30 + 24
        let plan = AppTree.plan(fileCount: planned, seed: options.seed)
        for entry in plan {
            if entry.kind == .manifest {
                manifests[entry.typeName] = entry
            } else {
                pending.append(entry)
            }
        }
        // The first commit's screens and a test come first, so even a short history has them:
        // two views of the app target (no package manifest to bring along), then a test.
        var front = pending.indices.filter { pending[$0].kind == .view && pending[$0].path.hasPrefix("IceFloeApp/") }
        front += pending.indices.filter { pending[$0].kind == .view && !front.contains($0) }
        front = Array(front.prefix(2))
        var early = front.map { pending[$0] }
        for offset in front.sorted(by: >) { pending.remove(at: offset) }
        if let test = pending.firstIndex(where: { $0.kind == .test }) {
            early.append(pending.remove(at: test))
        } else {
            // Test folders are a small share of the plan; a short one may have none. The app's own
            // test target needs no package manifest.
            early.append(
                AppTree.Entry(
                    path: "IceFloeTests/TimelineViewModelTests.swift", kind: .test, typeName: "TimelineViewModelTests",
                    seed: SeededGenerator.derive(options.seed, -1), sizeDraw: 0.3))
        }
        pending.insert(contentsOf: early, at: 0)
    }

    // MARK: - Commits

    /// Makes first-parent commit number `index` (0 is the root).
    mutating func step(_ index: Int) throws(DesignDebtError) {
        if index == 0 {
            try initialCommit()
        } else if options.mergeEvery > 0, index % options.mergeEvery == 0 {
            try featureBranch(index)
        } else {
            let time = clock.advance(rng: &rng)
            let (message, author) = makeChanges(index, onBranch: false)
            try commitOnMain(message: message, author: author, time: time)
        }
    }

    /// Continues a history that already has its commits: replays them muted
    /// to rebuild the files, then writes from `refs/heads/<branch>^0`.
    mutating func replay(upTo count: Int) throws(DesignDebtError) {
        writer.isMuted = true
        for index in 0..<count { try step(index) }
        writer.isMuted = false
        summary = DemoHistory.Summary()
        mainTip = ref + "^0"
        mainNeedsFrom = true
    }

    /// Ends the stream.
    mutating func finish() throws(DesignDebtError) {
        summary.swiftFilesAtTip = swiftCount
        try writer.finish()
    }

    /// The root commit: the design tokens, a few views, README and configuration.
    private mutating func initialCommit() throws(DesignDebtError) {
        for file in DemoFile.tokenFiles() { add(file) }
        if let manifest = manifests["DesignSystem"] { addPlanned(manifest) }
        let initialTarget = min(16, max(8, options.files / 4))
        while swiftCount < initialTarget - 1 || nextPending < 3, nextPending < pending.count {
            addNextPlanned()
        }
        add(DemoFile.readme(releases: releases))
        add(DemoFile.accentColor(version: accentVersion))
        for file in DemoFile.configurationFiles(version: lintVersion) { add(file) }
        try commitOnMain(
            message: "Start IceFloe: design tokens and the first screens\n", author: DemoAuthor.team[0],
            time: clock.now)
    }

    private mutating func commitOnMain(message: String, author: DemoAuthor, time: Int64) throws(DesignDebtError) {
        let mark = takeMark()
        let identity = author.identity(at: time)
        try writer.commit(
            ref: ref, mark: mark, author: identity, committer: identity, message: message,
            from: mainNeedsFrom ? mainTip : nil)
        mainNeedsFrom = false
        for path in changed {
            if let index = indexByPath[path] {
                count(files[index])
                try writer.modifyInline(path: path, blocks: files[index].blocks)
            } else {
                writer.delete(path: path)
            }
        }
        writer.endCommit()
        mainTip = ":\(mark)"
        summary.firstParentCommits += 1
        clearChanges()
    }

    /// A pull request: two to four commits on `feature/...`, then a merge
    /// commit on the branch whose tree is the feature branch's tip.
    private mutating func featureBranch(_ index: Int) throws(DesignDebtError) {
        let author = DemoAuthor.team[rng.int(1...(DemoAuthor.team.count - 1))]
        let topic = rng.pick(DemoVocabulary.nouns).lowercased() + "-" + rng.pick(["polish", "redesign", "v2", "fixes"])
        let branch = "refs/heads/feature/\(topic)-\(index)"
        var lastMark: [String: Int] = [:]
        var branchPaths: [String] = []
        var firstSubject = ""
        var tipMark = 0
        for step in 0..<rng.int(2...4) {
            let time = clock.advance(rng: &rng)
            let (message, _) = makeChanges(index, onBranch: true)
            if step == 0 { firstSubject = String(message.prefix { $0 != "\n" }) }
            var blobMarks: [(String, Int?)] = []
            for path in changed {
                if let fileIndex = indexByPath[path] {
                    let mark = takeMark()
                    count(files[fileIndex])
                    try writer.blob(mark: mark, blocks: files[fileIndex].blocks)
                    blobMarks.append((path, mark))
                } else {
                    blobMarks.append((path, nil))
                }
                if !branchPaths.contains(path) { branchPaths.append(path) }
            }
            tipMark = takeMark()
            let identity = author.identity(at: time)
            try writer.commit(
                ref: branch, mark: tipMark, author: identity, committer: identity, message: message,
                from: step == 0 ? mainTip : nil)
            for (path, mark) in blobMarks {
                if let mark {
                    writer.modify(path: path, mark: mark)
                    lastMark[path] = mark
                } else {
                    writer.delete(path: path)
                    lastMark[path] = 0
                }
            }
            writer.endCommit()
            summary.sideCommits += 1
            clearChanges()
        }
        pullRequest += rng.int(1...3)
        let time = clock.advance(rng: &rng)
        let merger = DemoAuthor.team[0].identity(at: time)
        let mark = takeMark()
        try writer.commit(
            ref: ref, mark: mark, author: merger, committer: merger,
            message:
                "Merge pull request #\(pullRequest) from \(author.login)/feature/\(topic)-\(index)\n\n\(firstSubject)\n",
            from: mainNeedsFrom ? mainTip : nil, merge: ":\(tipMark)")
        mainNeedsFrom = false
        for path in branchPaths {
            if let blob = lastMark[path], blob > 0, indexByPath[path] != nil {
                writer.modify(path: path, mark: blob)
            } else {
                writer.delete(path: path)
            }
        }
        writer.endCommit()
        writer.deleteBranch(branch)
        mainTip = ":\(mark)"
        summary.firstParentCommits += 1
        summary.mergeCommits += 1
    }

    // MARK: - Phases

    /// The mood of the team at a commit, which decides what commits do.
    enum Phase {
        /// Features, tweaks, refactors; debt creeps up.
        case normal
        /// The week before a launch: many off-scale literals.
        case regression
        /// Paying the debt back: literals become tokens.
        case cleanup
    }

    /// Where commit `index` falls: the regression week in the middle of the
    /// history, the cleanup later, or an ordinary day.
    mutating func phase(_ index: Int) -> Phase {
        let middle = options.commits * 45 / 100
        if regressionUntil == nil, index >= middle, clock.weekday == 0 || index >= middle + 8 {
            regressionUntil = clock.weekStart + 7 * 86_400
            summary.regressionWeekStart = clock.weekStart
        }
        if let until = regressionUntil, clock.now < until { return .regression }
        let cleanup = options.commits * 70 / 100
        if index >= cleanup, index < cleanup + max(3, options.commits / 25) { return .cleanup }
        return .normal
    }

    /// How many Swift files the app should have after commit `index`: a
    /// steady climb from the first commit's handful to `options.files`.
    func targetSwiftCount(_ index: Int) -> Int {
        let start = min(16, max(8, options.files / 4))
        guard options.commits > 1 else { return options.files }
        let progress = min(1, Double(index) / Double(options.commits - 1))
        return start + Int((Double(options.files - start) * progress).rounded())
    }

    // MARK: - Files

    /// Adds a file to the state and to the commit.
    mutating func add(_ file: DemoFile) {
        precondition(indexByPath[file.path] == nil, "The generated path '\(file.path)' is already taken.")
        indexByPath[file.path] = files.count
        files.append(file)
        if file.isSwift { swiftCount += 1 }
        touch(file.path)
    }

    /// Replaces a file's state (after an edit) and records the change.
    mutating func update(_ index: Int, _ file: DemoFile) {
        files[index] = file
        touch(file.path)
    }

    /// Removes a file from the state and the commit deletes it.
    mutating func remove(_ index: Int) {
        let file = files[index]
        indexByPath[file.path] = nil
        let last = files.count - 1
        if index != last {
            files[index] = files[last]
            indexByPath[files[index].path] = index
        }
        files.removeLast()
        if file.isSwift { swiftCount -= 1 }
        touch(file.path)
    }

    /// Adds the next planned file, with its package's manifest when it is the package's first.
    mutating func addNextPlanned() {
        // A rename may have taken a planned path already; such an entry is skipped.
        while nextPending < pending.count, indexByPath[pending[nextPending].path] != nil { nextPending += 1 }
        guard nextPending < pending.count else { return }
        let entry = pending[nextPending]
        nextPending += 1
        let components = entry.path.split(separator: "/")
        if components.count > 2, components[0] == "Packages", let manifest = manifests[String(components[1])],
            indexByPath[manifest.path] == nil
        {
            addPlanned(manifest)
        }
        addPlanned(entry)
    }

    private mutating func addPlanned(_ entry: AppTree.Entry) {
        let lines = entry.kind == .manifest ? 0 : 50 + Int(550 * pow(entry.sizeDraw, Self.sizeExponent))
        let blocks = CorpusGenerator.blocks(
            kind: entry.kind, typeName: entry.typeName, targetLines: lines, seed: entry.seed)
        add(
            DemoFile(
                path: entry.path, role: .swift(entry.kind), typeName: entry.typeName, blocks: blocks,
                targetLines: lines))
    }

    /// A random file for which `accepts` holds and that this commit has not touched yet.
    mutating func pickFile(_ accepts: (DemoFile) -> Bool) -> Int? {
        guard !files.isEmpty else { return nil }
        for _ in 0..<32 {
            let index = rng.below(files.count)
            if accepts(files[index]), !changedSet.contains(files[index].path) { return index }
        }
        return nil
    }

    /// A seed for the next generated block.
    mutating func nextBlockSeed() -> UInt64 {
        blockCounter += 1
        return SeededGenerator.derive(options.seed ^ 0xB10C, blockCounter)
    }

    private mutating func touch(_ path: String) {
        if changedSet.insert(path).inserted { changed.append(path) }
    }

    private mutating func clearChanges() {
        changed.removeAll(keepingCapacity: true)
        changedSet.removeAll(keepingCapacity: true)
    }

    private mutating func takeMark() -> Int {
        defer { nextMark += 1 }
        return nextMark
    }

    private mutating func count(_ file: DemoFile) {
        guard file.isSwift else { return }
        summary.swiftBlobsWritten += 1
        summary.swiftBytesWritten += file.byteCount
    }
}
