import BuildGraph
import DesignRules
import Foundation
import GitHistory
import Parallelism
import SwiftLexer

/// `designdebt fix`: plans the substitutions of a working tree (a dry run) and, asked to,
/// writes them. Only files of the scanned tree that `scan` reads are touched, and never a
/// test, a preview, a generated file or a token definition.
public struct WorkingTreeFix: Sendable {
    public let root: String
    public let config: Configuration
    /// The limits of the `fix` section of the configuration, until the command line changes them.
    public var options: FixOptions
    /// Only files whose root-relative path matches one of these; empty for all.
    public var paths: [Glob] = []
    /// Fix files with uncommitted changes too (and trees outside git).
    public var allowDirty = false

    public init(root: String, configPath: String? = nil) throws(DesignDebtError) {
        var (config, _) = try loadProjectConfiguration(root: root, path: configPath)
        // A rewrite of code nobody ships proves nothing and breaks what tests pin down.
        config.includePreviews = false
        config.includeTests = false
        config.includeGenerated = false
        self.root = SourceTree(root: root).root
        self.config = config
        options = FixOptions(limit: config.fix.limit, motionTolerance: config.fix.motionTolerance)
    }

    /// Plans every file: what each would become, and what is left for a person.
    public func plan() throws(DesignDebtError) -> FixRun {
        let scan = WorkingTreeScan(root: root, config: config)
        let (read, _, project, settings) = try scan.read()
        let contexts = settings.contexts(config: config)
        let jobs = ProcessInfo.processInfo.activeProcessorCount
        // Every file lexed once: the plan needs tokens, and which public tokens each file can name
        // depends on what the other files import.
        let files = parallelMap(read, jobs: jobs) { read -> LexedFile? in
            switch read {
            case .skipped: return nil
            case .lexed(let path, let file, let facts): return LexedFile(path: path, file: file, facts: facts)
            }
        }.compactMap { $0 }
        let tokens = FixTokens.discover(
            files.map { (path: $0.path, facts: $0.facts) }, config: config)
        let markers = FixReach.markers(of: tokens)
        // The app's own modules are named for its folders (`Sources/Shared`, `Packages/DesignSystem`).
        let ownModules = Set(files.flatMap { $0.path.split(separator: "/").dropLast().map(String.init) })
        let uses = parallelMap(files, jobs: jobs) { file in
            FixReach.use(
                of: file.file, path: file.path, facts: file.facts, markers: markers,
                ownModules: ownModules)
        }
        let graph = settings.graph
        let planner = FixPlanner(
            tokens: tokens, options: options, config: config,
            reach: FixReach(uses: uses, markers: markers, graph: settings.graph))
        let forcedWeightForm = config.fix.systemFontWithWeight
        let analyzer = FileAnalyzer(config: config, project: project, build: contexts.app)
        let paths = self.paths
        let chosen = files.indices.filter { index in paths.isEmpty || paths.contains { $0.matches(files[index].path) } }
        let fixes = parallelMap(chosen, jobs: jobs) { index -> FileFix in
            let file = files[index]
            let context = contexts.context(of: file.path)
            let analysis = analyzer.analyze(file.file, facts: file.facts, build: context)
            // The weight's spelling follows the oldest system that builds the file.
            var planner = planner
            planner.options.writesSystemFontWithWeight =
                forcedWeightForm ?? (graph.deployment(for: file.path).withoutSystemFontWeight == nil)
            let building = graph.targets(building: file.path)
            planner.options.drawsInExtension =
                !building.isEmpty && building.allSatisfy { $0.kind == .appExtension }
            return FileFix(
                path: file.path, file: file.file,
                plan: planner.plan(file.file, analysis: analysis, use: uses[index], build: context)
            )
        }
        var run = FixRun(root: root, options: options, tokens: tokens, files: fixes.filter(\.matters))
        run.graph = forcedWeightForm == nil ? graph : BuildGraph()
        for fix in fixes {
            run.withoutTokens.merge(fix.plan.withoutTokens, uniquingKeysWith: +)
        }
        refuseUncommitted(&run)
        return run
    }

    /// A file of the tree, lexed; with its token facts when it may define tokens.
    private struct LexedFile: Sendable {
        let path: String
        let file: SourceFile
        let facts: ProjectTokens.FileFacts
    }

    /// Marks the files with uncommitted changes, unless `allowDirty`: a fix mixed into work in
    /// progress cannot be reviewed or undone on its own. A tree outside git is noted; `apply`
    /// refuses it.
    private func refuseUncommitted(_ run: inout FixRun) {
        guard !allowDirty, run.files.contains(where: { !$0.plan.edits.isEmpty }) else { return }
        let dirty: Set<String>
        do {
            let repository = try Repository(path: root)
            guard !repository.isBare else {
                run.outsideGit = true
                return
            }
            dirty = try repository.uncommittedFiles(under: absolutePath(root))
        } catch {
            run.outsideGit = true
            return
        }
        let base = absolutePath(root)
        for index in run.files.indices where !run.files[index].plan.edits.isEmpty {
            if dirty.contains(base + "/" + run.files[index].path) {
                run.files[index].refusal = "it has uncommitted changes (commit or stash them, or pass --allow-dirty)"
            }
        }
    }

    /// Writes every file that has substitutions and no refusal, each atomically. A file that
    /// cannot be written (read-only, changed since it was read) is marked and the rest go on.
    public func apply(_ run: FixRun) throws(DesignDebtError) -> FixRun {
        if run.outsideGit {
            throw DesignDebtError.input(
                "'\(root)' is not in a git work tree: fix changes files only where git can show and undo the change. Commit the tree first, or pass --allow-dirty."
            )
        }
        var run = run
        for index in run.files.indices where run.files[index].isWritable {
            let file = run.files[index]
            let path = root + "/" + file.path
            if let reason = AtomicFileWriter.replace(path, expecting: file.original, with: file.rewritten) {
                run.files[index].refusal = reason
            } else {
                run.files[index].written = true
            }
        }
        run.applied = true
        return run
    }

    /// `path` made absolute and without symbolic links, as git prints the work tree's root.
    private func absolutePath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// One file's part of a fix.
public struct FileFix: Sendable {
    /// Relative to the scanned root.
    public let path: String
    public let plan: FixPlan
    public let original: [UInt8]
    /// The bytes with every substitution made (the original when there are none).
    public let rewritten: [UInt8]
    /// Why the file is left as it is, when it is: uncommitted changes, read-only, a rewrite
    /// that would not lex to the same code.
    public internal(set) var refusal: String?
    /// Whether `apply` wrote it.
    public internal(set) var written = false

    init(path: String, file: SourceFile, plan: FixPlan) {
        self.path = path
        self.plan = plan
        self.original = file.bytes
        guard !plan.edits.isEmpty else {
            rewritten = file.bytes
            return
        }
        let rewritten = FixRewrite.apply(plan.edits, to: file.bytes)
        if FixRewrite.isProven(original: file, edits: plan.edits, rewritten: rewritten) {
            self.rewritten = rewritten
        } else {
            self.rewritten = file.bytes
            refusal = "the rewrite would not lex to the same code with only the literals replaced"
        }
    }

    /// Something to say about the file: a substitution, or a site left for a person.
    var matters: Bool { !plan.edits.isEmpty || !plan.left.isEmpty }
    /// Substitutions to write and nothing against writing them.
    var isWritable: Bool { !plan.edits.isEmpty && refusal == nil }
}

/// A planned (or applied) fix of a working tree.
public struct FixRun: Sendable {
    public let root: String
    public let options: FixOptions
    public let tokens: FixTokens
    /// Files with substitutions or sites left, in path order.
    public internal(set) var files: [FileFix]
    /// Per family with no token in the app, the literal sites left alone for that reason.
    public internal(set) var withoutTokens: [Family: Int] = [:]
    /// Whether the files were written (`--apply`), rather than only planned.
    public internal(set) var applied = false
    /// The tree is in no git work tree (and `--allow-dirty` was not given): nothing can be applied.
    public internal(set) var outsideGit = false
    /// The systems the app supports, which decide how a font's weight is written (empty when
    /// `fix.systemFontWithWeight` decides it).
    public internal(set) var graph = BuildGraph()

    init(root: String, options: FixOptions, tokens: FixTokens, files: [FileFix]) {
        self.root = root
        self.options = options
        self.tokens = tokens
        self.files = files
    }

    /// The substitutions made (after `apply`) or that would be made (a dry run).
    public var substitutions: [(path: String, edit: FixEdit)] {
        files.filter { $0.refusal == nil }.flatMap { file in file.plan.edits.map { (file.path, $0) } }
    }

    /// Files with substitutions that are not (or would not be) written, and why.
    public var refused: [(path: String, reason: String)] {
        files.compactMap { file in
            guard !file.plan.edits.isEmpty, let reason = file.refusal else { return nil }
            return (file.path, reason)
        }
    }
}
