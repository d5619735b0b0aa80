import DebtDemo
import DesignDebt
import DesignRules
import Foundation
import SwiftLexer

/// One benchmark run: generate, measure, report, clean up.
struct Benchmark {
    let options: BenchOptions
    /// The seed of everything generated; change it and every figure's input changes.
    static let seed: UInt64 = 0x5EED_DE51_6E00_0001
    /// The generated tree's shape: IceCubesApp's file count and size.
    static let treeFiles = 420
    static let treeBytes = 1_300_000

    /// Runs the benchmark; returns the process exit code: 0 for a report
    /// (whatever the verdicts), 2 when the environment is missing something.
    func run() -> Int32 {
        guard let designdebt = Benchmark.siblingExecutable("designdebt") else {
            FileHandle.standardError.write(
                Data(
                    """
                    Error: No 'designdebt' binary next to the benchmark in '\(Benchmark.executableFolders().joined(separator: "' or '"))'.
                    Build it: swift build -c release --product designdebt (swift build builds only the last --product given).

                    """.utf8))
            return 2
        }
        let scratch: TemporaryFolder
        do {
            scratch = try TemporaryFolder(prefix: "designdebt-bench")
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return 2
        }
        var keep = false
        defer { if !keep { scratch.remove() } }
        do {
            keep = try measureAll(designdebt: designdebt, scratch: scratch.path)
            return 0
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            return 2
        }
    }

    /// Everything after the set-up; returns whether to keep the scratch folder.
    private func measureAll(designdebt: String, scratch: String) throws -> Bool {
        var report = Report()
        let runs = options.runs
        #if DEBUG
            report.line("warning: this is a debug build; build with -c release for meaningful figures.")
        #endif
        report.line("designdebt-bench: \(runs) timed runs per figure after one warm-up; figures are median (best run).")
        report.line(
            "MB = 10^6 bytes. Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(Benchmark.loadAverage())."
        )
        report.line()
        var keep = false
        if !options.historyOnly {
            keep = try measureScan(report: &report, designdebt: designdebt, scratch: scratch)
        }
        if options.history, !options.throughputOnly {
            try HistoryBenchmark(options: options, designdebt: designdebt, scratch: scratch).run(report: &report)
            keep = keep || options.keepTree
        }
        report.line()
        report.line(
            "Summary: \(report.passes) PASS, \(report.misses) MISS\(report.misses > 0 ? " (a report, not a failure: exit 0)" : "")"
        )
        if benchmarkSink == Int.min { report.line("(unreachable: keeps the measured work alive)") }
        return keep
    }

    /// The corpus, throughput and tree sections; returns whether to keep the scratch folder.
    private func measureScan(report: inout Report, designdebt: String, scratch: String) throws -> Bool {
        let runs = options.runs
        // The corpus.
        var corpus: [GeneratedFile] = []
        let generation = secondsToRun {
            corpus = CorpusGenerator.corpus(minimumBytes: options.corpusMegabytes * 1_000_000, seed: Benchmark.seed)
        }
        let corpusBytes = corpus.reduce(0) { $0 + $1.bytes.count }
        let corpusLines = corpus.reduce(0) { $0 + $1.lines }
        var kinds: [String] = []
        for kind in GeneratedFile.Kind.allCases {
            let count = corpus.filter { $0.kind == kind }.count
            if count > 0 { kinds.append("\(count) \(kind)") }
        }
        report.line("Corpus (in memory, generated in \(String(format: "%.2f", generation)) s)")
        report.line(
            "  \(Report.grouped(corpus.count)) files, \(Report.megabytes(corpusBytes)), \(Report.grouped(corpusLines)) lines (\(corpusLines / max(1, corpus.count)) per file)"
        )
        report.line("  \(kinds.joined(separator: ", "))")
        report.line()

        // Throughput.
        report.line(
            "Throughput over the corpus, one thread".padding(toLength: 40, withPad: " ", startingAt: 0)
                + "   median      (best)")
        var lines = 0
        let newlines = measure(runs: runs) { lines = Baselines.countNewlines(corpus) }
        var words = 0
        let wordScan = measure(runs: runs) { words = Baselines.countWords(corpus) }
        var tokens = 0
        let lexer = measure(runs: runs) {
            tokens = 0
            for file in corpus {
                tokens += Lexer.tokenize(file.bytes, keepComments: false).count
            }
        }
        let analyzer = FileAnalyzer(config: .defaults)
        var sites = 0
        var findings = 0
        let analysis = measure(runs: runs) {
            sites = 0
            findings = 0
            for file in corpus {
                let result = analyzer.analyze(file.bytes)
                sites += result.sites.count
                findings += result.findings.count
            }
        }
        benchmarkSink = lines &+ words &+ tokens &+ sites &+ findings
        let lexerMBps = Report.megabytesPerSecond(corpusBytes, lexer.median)
        let newlineMBps = Report.megabytesPerSecond(corpusBytes, newlines.median)
        let wordMBps = Report.megabytesPerSecond(corpusBytes, wordScan.median)
        let analysisMBps = Report.megabytesPerSecond(corpusBytes, analysis.median)
        report.throughput("baseline: count newlines", bytes: corpusBytes, newlines)
        report.throughput("baseline: count words (byte table)", bytes: corpusBytes, wordScan)
        let lexerVerdict = report.verdict(lexerMBps >= Targets.lexerMBps, ">= \(Int(Targets.lexerMBps)) MB/s")
        report.throughput("Lexer.tokenize(keepComments: false)", bytes: corpusBytes, lexer, note: lexerVerdict)
        let analyzerVerdict = report.verdict(
            analysisMBps >= Targets.analyzerMBps, ">= \(Int(Targets.analyzerMBps)) MB/s")
        report.throughput("FileAnalyzer.analyze", bytes: corpusBytes, analysis, note: analyzerVerdict)
        report.line(Report.label("lexer / newline baseline") + String(format: "%8.3f", lexerMBps / newlineMBps))
        report.line(Report.label("lexer / word baseline") + String(format: "%8.3f", lexerMBps / wordMBps))
        report.line(Report.label("analyzer / lexer") + String(format: "%8.3f", analysisMBps / lexerMBps))
        report.line(
            "  \(Report.grouped(tokens)) tokens (\(String(format: "%.1f", Double(corpusBytes) / Double(max(1, tokens)))) bytes each), \(Report.grouped(sites)) scale sites, \(Report.grouped(findings)) findings"
        )
        report.line()
        if options.throughputOnly { return false }

        // The tree.
        let treePath: String
        let keep: Bool
        if let given = options.tree {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), isFolder.boolValue else {
                throw BenchError("No such folder: '\(given)'.")
            }
            treePath = (given as NSString).standardizingPath
            keep = false
            let summary = TreeSummary(root: treePath)
            report.line("Tree (given): \(treePath)")
            report.line(
                "  \(summary.swiftFiles) .swift files, \(Report.megabytes(summary.swiftBytes)); grep -r also reads the other \(summary.allFiles - summary.swiftFiles) files (\(Report.megabytes(summary.allBytes - summary.swiftBytes)))"
            )
        } else {
            var tree = AppTree(fileCount: 0, targetBytes: 0, seed: 0)
            let planning = secondsToRun {
                tree = AppTree(
                    fileCount: Benchmark.treeFiles, targetBytes: Benchmark.treeBytes, seed: Benchmark.seed ^ 0x7EE)
            }
            treePath = (scratch as NSString).appendingPathComponent("IceFloe")
            try tree.write(to: treePath)
            keep = options.keepTree
            report.line(
                "Tree (generated in \(String(format: "%.2f", planning)) s, IceCubesApp-shaped)\(keep ? ": " + treePath : "")"
            )
            report.line(
                "  \(tree.files.count) .swift files in \(tree.folderCount) folders, \(Report.megabytes(tree.byteCount)), \(Report.grouped(tree.lineCount)) lines"
            )
        }
        report.line()
        report.line(
            "Wall time on the tree".padding(toLength: 40, withPad: " ", startingAt: 0) + "   median      (best)")

        var scanned = 0
        let inProcess = try measure(runs: runs) {
            let result = try WorkingTreeScan(root: treePath, config: .defaults).run()
            scanned = result.files.count
        }
        benchmarkSink &+= scanned
        let floor = try Subprocess.measure("/bin/true", [], runs: runs, scratch: scratch)
        let startup = try Subprocess.measure(designdebt, ["--version"], runs: runs, scratch: scratch)
        let bash = try Subprocess.bashPath()
        let scanArguments = ["scan", treePath, "--format", "json"]
        let grepArguments = ["-c", Subprocess.tripwireScript, "tripwire", treePath]
        // One untimed run of each (page cache, failures shown), then the two
        // alternate so a burst of load on the machine hits both alike.
        _ = try Subprocess.measure(designdebt, scanArguments, runs: 0, scratch: scratch)
        _ = try Subprocess.measure(bash, grepArguments, runs: 0, scratch: scratch)
        let swiftOnlyArguments = ["-c", Subprocess.tripwireSwiftOnlyScript, "tripwire", treePath]
        _ = try Subprocess.measure(bash, swiftOnlyArguments, runs: 0, scratch: scratch)
        var grepSwiftOnly = Samples()
        var scan = Samples()
        var grep = Samples()
        var ratios = Samples()
        for _ in 0..<runs {
            let scanRun = try Subprocess.run(designdebt, scanArguments)
            let grepRun = try Subprocess.run(bash, grepArguments)
            let swiftOnlyRun = try Subprocess.run(bash, swiftOnlyArguments)
            guard scanRun.status == 0, grepRun.status == 0, swiftOnlyRun.status == 0 else {
                throw BenchError(
                    "A timed run failed: scan exited \(scanRun.status), the grep pipelines \(grepRun.status) and \(swiftOnlyRun.status)."
                )
            }
            grepSwiftOnly.append(swiftOnlyRun.seconds)
            scan.append(scanRun.seconds)
            grep.append(grepRun.seconds)
            ratios.append(scanRun.seconds / grepRun.seconds)
        }
        report.wall("/bin/true", floor, note: "cost of spawning and reaping a child")
        report.wall("designdebt --version", startup, note: "process start")
        report.wall("WorkingTreeScan.run() in process", inProcess, note: "\(scanned) files, no process, no output")
        let isReferenceTree = options.tree == nil
        let scanVerdict = report.verdict(
            scan.median < Targets.scanSeconds,
            "< \(Targets.scanSeconds) s\(isReferenceTree ? "" : "; set for the 1.3 MB tree")")
        report.wall("designdebt scan --format json", scan, note: scanVerdict)
        report.wall("reference five-grep pipeline", grep)
        let ratio = scan.median / grep.median
        let ratioVerdict = report.verdict(
            ratio <= Targets.scanOverGrep, "<= \(String(format: "%.1f", Targets.scanOverGrep))")
        report.line(
            Report.label("scan / grep")
                + String(format: "%8.2f      (per-run median %.2f, best %.2f)", ratio, ratios.median, ratios.min) + "  "
                + ratioVerdict)
        report.wall("same pipeline, --include='*.swift'", grepSwiftOnly, note: "informational")
        report.line(
            Report.label("scan / grep on .swift only") + String(format: "%8.2f", scan.median / grepSwiftOnly.median))
        try measureFix(report: &report, designdebt: designdebt, tree: treePath, scratch: scratch, grep: grep)
        return keep
    }

    /// `designdebt fix` on the same tree: the dry run (the diff of every substitution), and
    /// `--apply` on a fresh copy of the tree each run, so every run has the same work to do.
    private func measureFix(
        report: inout Report, designdebt: String, tree: String, scratch: String, grep: Samples
    ) throws {
        let dry = try Subprocess.measure(designdebt, ["fix", tree], runs: options.runs, scratch: scratch)
        var apply = Samples()
        let copy = (scratch as NSString).appendingPathComponent("fix-copy")
        for _ in 0..<options.runs {
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: tree, toPath: copy)
            let run = try Subprocess.run(designdebt, ["fix", copy, "--apply", "--allow-dirty", "--format", "json"])
            guard run.status == 0 else { throw BenchError("designdebt fix --apply exited \(run.status).") }
            apply.append(run.seconds)
        }
        try? FileManager.default.removeItem(atPath: copy)
        report.wall("designdebt fix (dry run, diff)", dry)
        let verdict = report.verdict(apply.median < Targets.fixSeconds, "< \(Targets.fixSeconds) s")
        report.wall("designdebt fix --apply", apply, note: verdict)
        report.line(Report.label("fix --apply / grep") + String(format: "%8.2f", apply.median / grep.median))
    }

    /// Folders the benchmark may be running from: `argv[0]`'s, then the
    /// resolved `/proc/self/exe`'s (they differ when `.build/release` is a
    /// symbolic link or the binary was found on `PATH`).
    static func executableFolders() -> [String] {
        var folders: [String] = []
        if let first = CommandLine.arguments.first, first.contains("/") {
            let absolute = first.hasPrefix("/") ? first : FileManager.default.currentDirectoryPath + "/" + first
            folders.append(((absolute as NSString).deletingLastPathComponent as NSString).standardizingPath)
        }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let folder = (resolved as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// An executable named `name` beside the benchmark, if there is one.
    static func siblingExecutable(_ name: String) -> String? {
        for folder in executableFolders() {
            let path = (folder as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The one-minute load average, so a reader can tell a busy machine from a regression.
    static func loadAverage() -> String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) > 0 else { return "unknown" }
        return String(format: "%.2f", loads[0])
    }
}
