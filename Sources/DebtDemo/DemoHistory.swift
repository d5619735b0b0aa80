import DesignDebt
import Dispatch
import Foundation

/// Writes the git history of a simulated SwiftUI app into a folder: the
/// input of `designdebt demo`, the history benchmark and the tests of
/// `designdebt collect`.
///
/// The app starts as design tokens and a few screens, then grows: features
/// add files, tweaks add off-scale literals (`.padding(10)`, a fixed
/// `.font(.system(size: 13))`, `Color(red:...)`, `repeatForever`), fixes turn
/// literals into tokens, files are renamed and deleted, a SwiftGen file is
/// regenerated, tests change, and some commits touch only the README, the
/// asset catalogue or the lint configuration. Debt grows over time, jumps
/// in one "regression week" in the middle and falls in a cleanup later.
/// Every `mergeEvery` first-parent commits a pull request of two to four
/// commits is merged with a merge commit, as `--no-ff` would.
///
/// The history is one `git fast-import` stream (no git process per commit),
/// written as it is made: memory holds the current files only. All names,
/// dates and contents come from the seed, so a seed always gives the same
/// commit shas.
public struct DemoHistory: Sendable {
    /// The shape of the history.
    public struct Options: Sendable, Equatable {
        /// Commits on the first-parent line of the branch, merge commits included.
        public var commits: Int
        /// Swift files at the tip (about: manifests arrive with their package's first file).
        public var files: Int
        /// Decides every name, literal and date.
        public var seed: UInt64
        /// A merged pull request every this many first-parent commits; 0 for none.
        public var mergeEvery: Int
        /// The branch the history is on.
        public var branch: String
        /// The root commit's time; later commits follow a few hours apart, on weekdays.
        public var startDate: Date

        /// 2026-01-05T09:00:00Z, a Monday morning.
        public static let defaultStartDate = Date(timeIntervalSince1970: 1_767_603_600)
        /// The seed `designdebt demo` and the benchmark use.
        public static let defaultSeed: UInt64 = 0x5EED_DE51_6E00_0002

        /// A history of `commits` first-parent commits ending with about `files` Swift files.
        public init(
            commits: Int = 300, files: Int = 60, seed: UInt64 = Options.defaultSeed, mergeEvery: Int = 12,
            branch: String = "main", startDate: Date = Options.defaultStartDate
        ) {
            self.commits = commits
            self.files = files
            self.seed = seed
            self.mergeEvery = mergeEvery
            self.branch = branch
            self.startDate = startDate
        }

        /// The benchmark's history: 2,500 first-parent commits, about 400 Swift
        /// files at the tip and 7,000 distinct Swift blobs.
        public static let benchmark = Options(commits: 2_500, files: 400)

        /// The scaling benchmark's history: 50,000 commits, 5,000 files.
        public static let large = Options(commits: 50_000, files: 5_000)
    }

    /// What a run wrote.
    public struct Summary: Sendable, Equatable {
        /// Commits added to the first-parent line, merge commits included.
        public var firstParentCommits = 0
        /// Of those, merge commits.
        public var mergeCommits = 0
        /// Commits on feature branches (reachable only through the merges).
        public var sideCommits = 0
        /// Swift files at the tip.
        public var swiftFilesAtTip = 0
        /// Swift file versions written (each a blob; identical contents are stored once).
        public var swiftBlobsWritten = 0
        /// Their total size in bytes.
        public var swiftBytesWritten = 0
        /// The branch's tip after the run.
        public var tip = ""
        /// Wall time of the run, git included.
        public var seconds = 0.0
        /// When the regression week began (seconds since 1970, the simulated clock's Monday), if
        /// the history reached it.
        public var regressionWeekStart: Int64?

        /// An empty summary, filled in as commits are written.
        public init() {}

        /// The ISO week of the regression week (`2026-W20`), if the history reached it.
        public var regressionWeek: String? {
            regressionWeekStart.map { Trend.isoWeek(Trend.day(epochSeconds: $0)) }
        }
    }

    /// The shape of the history this value writes.
    public let options: Options

    /// Prepares a history of the given shape.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Creates a repository in `directory` (which must be empty or absent),
    /// writes the whole history and checks out the branch's tip.
    public func generate(into directory: String) throws(DesignDebtError) -> Summary {
        try validate()
        let start = DispatchTime.now().uptimeNanoseconds
        try prepareEmptyFolder(directory)
        try DemoGitProcess.run(["init", "-q", "-b", options.branch, directory])
        return try write(into: directory, after: 0, commits: options.commits, start: start)
    }

    /// Adds `commits` first-parent commits on top of a history `generate(into:)`
    /// made with the same options (and possibly extended before): the app's
    /// state is rebuilt by replaying the existing commits without writing them,
    /// then the new ones are streamed onto the branch and checked out.
    public func extend(_ directory: String, by commits: Int) throws(DesignDebtError) -> Summary {
        try validate()
        guard commits > 0 else { throw DesignDebtError.input("Cannot extend a history by \(commits) commits.") }
        let start = DispatchTime.now().uptimeNanoseconds
        let counted = try DemoGitProcess.run([
            "-C", directory, "rev-list", "--first-parent", "--count", "refs/heads/\(options.branch)",
        ])
        guard let existing = Int(counted.trimmingCharacters(in: .whitespacesAndNewlines)), existing > 0 else {
            throw DesignDebtError.runtime("Could not count the commits of '\(options.branch)' in '\(directory)'.")
        }
        return try write(into: directory, after: existing, commits: commits, start: start)
    }

    /// Streams commits `after..<after + commits` into `git fast-import`, then
    /// checks out the tip.
    private func write(into directory: String, after existing: Int, commits: Int, start: UInt64)
        throws(DesignDebtError) -> Summary
    {
        // fast-import deflates every object with a fresh zlib state; glibc's default mmap threshold
        // turns each into an mmap/munmap pair and a page-fault storm (a third of its time). A higher
        // threshold keeps those buffers on the heap; the output is the same.
        let git = try DemoGitProcess(
            ["-C", directory, "fast-import", "--quiet", "--done"], feedsInput: true,
            environment: ["GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=8388608:glibc.malloc.trim_threshold=268435456"]
        )
        var simulation = DemoSimulation(options: options) { (bytes: [UInt8]) throws(DesignDebtError) in
            try git.write(bytes)
        }
        do {
            if existing > 0 { try simulation.replay(upTo: existing) }
            for index in existing..<(existing + commits) {
                try simulation.step(index)
            }
            try simulation.finish()
        } catch {
            // Without `done` fast-import refuses the stream; its message, if any, explains more.
            _ = try? git.finish()
            throw error
        }
        try git.finish()
        // fast-import moved the branch but not the index or the files: bring them to the tip.
        try DemoGitProcess.run(["-C", directory, "reset", "--hard", "-q"])
        var summary = simulation.summary
        summary.tip = try DemoGitProcess.run(["-C", directory, "rev-parse", "refs/heads/\(options.branch)"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        summary.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return summary
    }

    private func validate() throws(DesignDebtError) {
        guard options.commits >= 1 else {
            throw DesignDebtError.input("A demo history needs at least 1 commit, not \(options.commits).")
        }
        guard options.files >= 8 else {
            throw DesignDebtError.input("A demo history needs at least 8 Swift files, not \(options.files).")
        }
        guard options.mergeEvery == 0 || options.mergeEvery >= 2 else {
            throw DesignDebtError.input(
                "'mergeEvery' must be 0 (no merges) or at least 2, not \(options.mergeEvery).")
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_/.")
        guard !options.branch.isEmpty, options.branch.allSatisfy(allowed.contains), !options.branch.hasPrefix("-"),
            !options.branch.contains(".."), !options.branch.hasSuffix("/"), !options.branch.hasPrefix("/")
        else {
            throw DesignDebtError.input("'\(options.branch)' is not a branch name a demo history can use.")
        }
    }

    private func prepareEmptyFolder(_ directory: String) throws(DesignDebtError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw DesignDebtError.input("Not a folder: '\(directory)'.") }
            let contents = (try? manager.contentsOfDirectory(atPath: directory)) ?? []
            guard contents.isEmpty else {
                throw DesignDebtError.input(
                    "The folder '\(directory)' is not empty; a demo history needs an empty one.")
            }
        } else {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw DesignDebtError.input("Could not create '\(directory)': \(error.localizedDescription)")
            }
        }
    }
}
