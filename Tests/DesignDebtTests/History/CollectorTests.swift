import DebtReports
import DebtStore
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

/// Runs a collect of the fixture into its own database.
func collect(_ fixture: GitFixture, database: String? = nil, maxCommits: Int? = nil, branch: String? = nil) throws
    -> CollectSummary
{
    var options = CollectOptions(
        repository: fixture.root, database: database ?? fixture.root + "/.designdebt/history.sqlite")
    options.maxCommits = maxCommits
    options.branch = branch
    return try Collector(options: options).run()
}

/// The rollup totals after each commit, by seq, read back from the store.
func storedTotals(_ fixture: GitFixture) throws -> [(sha: String, totals: [RollupKey: Int])] {
    let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
    defer { database.close() }
    let commits = try database.rows("SELECT id, sha FROM commits ORDER BY seq")
    var running: [RollupKey: Int] = [:]
    var result: [(String, [RollupKey: Int])] = []
    for commit in commits {
        for row in try database.rows(
            "SELECT key_kind, key, delta FROM commit_rollups WHERE commit_id = ?", [.integer(commit.int(0) ?? 0)])
        {
            running.add([RollupKey(row.text(0) ?? "", row.text(1) ?? ""): Int(row.int(2) ?? 0)], sign: 1)
        }
        result.append((commit.text(1) ?? "", running))
    }
    return result
}

/// What a fresh `designdebt scan` of the commit's checkout counts.
func scannedTotals(_ fixture: GitFixture, at sha: String) throws -> [RollupKey: Int] {
    let checkout = FileManager.default.temporaryDirectory.appendingPathComponent(
        "designdebt-checkout-\(UUID().uuidString)"
    ).path
    try fixture.git("worktree", "add", "-q", "-f", "--detach", checkout, sha)
    defer { _ = try? fixture.git("worktree", "remove", "--force", checkout) }
    return rollupTotals(of: try WorkingTreeScan(root: checkout, config: .referenceScales).run())
}

/// The rollup counters of a scan: what the store should hold for the same tree.
func rollupTotals(of result: ScanResult) -> [RollupKey: Int] {
    var totals: [RollupKey: Int] = [:]
    for file in result.files {
        totals.add(
            RollupKey.counts(
                of: FileAnalysis(
                    sites: file.sites, findings: file.findings, suppressed: file.suppressed, blocked: file.blocked)),
            sign: 1)
        totals.add([RollupKey.file(file.path): file.findings.count], sign: 1)
    }
    return totals
}

/// Every stored commit's totals equal a fresh scan of its checkout.
func expectConsistent(_ fixture: GitFixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for (sha, totals) in try storedTotals(fixture) {
        #expect(
            totals == (try scannedTotals(fixture, at: sha)), "commit \(sha.prefix(8))", sourceLocation: sourceLocation)
    }
}

@Suite(.serialized) struct CollectorTests {
    /// Five commits touching spacing, radius and colour, with a deletion and a non-Swift change.
    func smallHistory() throws -> GitFixture {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 10))
        try fixture.write("README.md", "# App\n")
        // The app's spacing token: with it, an on-scale literal is a raw-literal note.
        try fixture.write(
            "App/Space.swift",
            "import SwiftUI\nenum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }\n"
        )
        try fixture.commit("Add the home screen")
        try fixture.write(
            "App/Card.swift",
            "import SwiftUI\nstruct Card: View { var body: some View { RoundedRectangle(cornerRadius: 10).fill(Color.red) } }\n"
        )
        try fixture.commit("Add a card")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 10, count: 3))
        try fixture.commit("More rows")
        try fixture.write("README.md", "# App\n\nNotes.\n")
        try fixture.commit("Docs only")
        try fixture.remove("App/Card.swift")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 3))
        try fixture.commit("Fix the padding, drop the card")
        return fixture
    }

    @Test func firstBackfillRecordsEveryCommitConsistently() throws {
        let fixture = try smallHistory()
        let summary = try collect(fixture)
        #expect(summary.commitsAdded == 5)
        #expect(summary.branch == "main")
        let totals = try storedTotals(fixture)
        #expect(totals.map { $0.totals[RollupKey("rule", "spacing/off-scale")] ?? 0 } == [1, 1, 3, 3, 0])
        #expect(totals.map { $0.totals[RollupKey("rule", "radius/off-scale")] ?? 0 } == [0, 1, 1, 1, 0])
        // The card's off-scale radius, gone with the card (its system red is no finding: the app
        // has no palette of its own to use instead).
        #expect(totals.map { $0.totals[RollupKey.file("App/Card.swift")] ?? 0 } == [0, 1, 1, 1, 0])
        for (sha, counters) in totals {
            let perFile = counters.filter { $0.key.kind == "file" }.values.reduce(0, +)
            #expect(perFile == counters[RollupKey("total", "")] ?? 0, "commit \(sha.prefix(8))")
        }
        try expectConsistent(fixture)
    }

    @Test func incrementalRunAddsOnlyNewCommitsAndReusesBlobs() throws {
        let fixture = try smallHistory()
        _ = try collect(fixture)
        try fixture.write("App/Profile.swift", GitFixture.view("Profile", padding: 6))
        try fixture.commit("Add the profile")
        // A file brought back with content seen before: its blob is reused, not analyzed again.
        try fixture.write(
            "App/Card.swift",
            "import SwiftUI\nstruct Card: View { var body: some View { RoundedRectangle(cornerRadius: 10).fill(Color.red) } }\n"
        )
        try fixture.commit("Bring the card back")
        let second = try collect(fixture)
        #expect(second.commitsAdded == 2)
        #expect(second.blobsAnalyzed == 1)
        #expect(second.blobsReused == 1)
        let third = try collect(fixture)
        #expect(third.commitsAdded == 0 && third.commitsRemoved == 0)
        try expectConsistent(fixture)
    }

    /// A blob that leaves every path and comes back in the same run (a revert, a file copied
    /// back) is counted again from the store, as it was the first time.
    @Test func aBlobThatLeavesAndReturnsInOneRunIsCountedAgain() throws {
        let fixture = try GitFixture()
        let original = GitFixture.view("Home", padding: 10, count: 2)
        try fixture.write("App/Home.swift", original)
        try fixture.commit("Home")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 2))
        try fixture.commit("Home on the scale")
        try fixture.write("App/Home.swift", original)
        try fixture.commit("Revert: home on the scale")
        try fixture.write("App/Copy.swift", original)
        try fixture.commit("A copy of the old home")
        let summary = try collect(fixture)
        #expect(summary.commitsAdded == 4)
        #expect(summary.blobsAnalyzed == 2)
        let totals = try storedTotals(fixture)
        #expect(totals.map { $0.totals[RollupKey("rule", "spacing/off-scale")] ?? 0 } == [2, 0, 2, 4])
        try expectConsistent(fixture)
    }

    @Test func aMergeCarriesItsChangesAndTheCommitsBehindIt() throws {
        let fixture = try smallHistory()
        try fixture.git("checkout", "-q", "-b", "feature/settings")
        try fixture.write("App/Settings.swift", GitFixture.view("Settings", padding: 7))
        try fixture.commit("Add settings")
        try fixture.write("App/Settings.swift", GitFixture.view("Settings", padding: 7, count: 2))
        try fixture.commit("Settings rows")
        try fixture.git("checkout", "-q", "main")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 14, count: 1))
        try fixture.commit("Home tweak on main")
        let merge = try fixture.merge("feature/settings", "Merge settings")
        let summary = try collect(fixture)
        #expect(summary.commitsAdded == 7)  // five, the tweak, the merge: side commits are not on the timeline
        let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
        defer { database.close() }
        let merged = try database.rows(
            "SELECT m.subject FROM merged_commits m JOIN commits c ON c.id = m.commit_id WHERE c.sha = ? ORDER BY m.subject",
            [.text(merge)])
        #expect(merged.compactMap { $0.text(0) } == ["Add settings", "Settings rows"])
        #expect(try database.scalarInt("SELECT is_merge FROM commits WHERE sha = ?", [.text(merge)]) == 1)
        try expectConsistent(fixture)
    }

    @Test func aForcePushTakesTheRewrittenCommitsOffTheTimelineAndKeepsThemAside() throws {
        let fixture = try smallHistory()
        _ = try collect(fixture)
        let oldTip = try fixture.git("rev-parse", "HEAD")
        let left = try fixture.git("rev-list", "--first-parent", "HEAD~2..HEAD").split(separator: "\n").map(String.init)
        try fixture.git("reset", "-q", "--hard", "HEAD~2")
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 5, count: 2))
        // The database lives in the checkout: not part of the commit, or resetting away from it
        // would delete it.
        try fixture.write(".gitignore", ".designdebt/\n")
        try fixture.commit("Rewritten: different rows")
        let summary = try collect(fixture)
        #expect(summary.commitsRemoved == 2)
        #expect(summary.commitsAdded == 1)
        let totals = try storedTotals(fixture)
        #expect(totals.count == 4)
        #expect(totals.last?.totals[RollupKey("rule", "spacing/off-scale")] == 2)
        try expectConsistent(fixture)
        // Kept, where they stood, and not counted: the totals above are the new line's alone.
        let keptAside = { () throws -> [String] in
            let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
            defer { database.close() }
            return try database.rows("SELECT sha FROM left_commits ORDER BY seq").compactMap { $0.text(0) }
        }
        #expect(try keptAside() == left.reversed())

        // Pushed back: the same commits return to the timeline, once, and leave the side table.
        try fixture.git("reset", "-q", "--hard", oldTip)
        let back = try collect(fixture)
        #expect(
            back.commitsRemoved == 1 && back.commitsAdded == 2,
            "removed \(back.commitsRemoved), added \(back.commitsAdded)")
        let aside = try keptAside()
        #expect(aside.count == 1, "only the rewritten commit is aside now: \(aside)")
        #expect(try storedTotals(fixture).count == 5)
        try expectConsistent(fixture)
    }

    @Test func suppressedFindingsLeaveTheCountWithTheirFileInALaterRun() throws {
        let fixture = try GitFixture()
        try fixture.write(
            "App/Home.swift",
            "import SwiftUI\nstruct Home: View {\n    var body: some View {\n"
                + "        // designdebt:disable:next spacing/off-scale\n        Text(\"a\").padding(13)\n    }\n}\n")
        try fixture.write("App/Other.swift", "import SwiftUI\n")
        try fixture.commit("Home")
        _ = try collect(fixture)
        #expect(try storedTotals(fixture).last?.totals[RollupKey("suppressed", "spacing/off-scale")] == 1)
        // Another run reads the blob's counters back from the store when the file goes.
        try fixture.remove("App/Home.swift")
        try fixture.commit("No home")
        _ = try collect(fixture)
        #expect(try storedTotals(fixture).last?.totals[RollupKey("suppressed", "spacing/off-scale")] ?? 0 == 0)
        try expectConsistent(fixture)
    }

    @Test func aBinaryOrMissingSwiftFileIsRecordedNotFatal() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 10))
        try fixture.write("App/Blob.swift", Data([0x69, 0x6D, 0x00, 0x70, 0xFF]))
        try fixture.write("App/Gone.swift", GitFixture.view("Gone", padding: 9))
        try fixture.commit("Add files")
        // Delete the loose object of Gone.swift: a blob the repository no longer has.
        let gone = try fixture.git("rev-parse", "HEAD:App/Gone.swift")
        try FileManager.default.removeItem(
            atPath: fixture.root + "/.git/objects/\(gone.prefix(2))/\(gone.dropFirst(2))")
        let summary = try collect(fixture)
        #expect(summary.commitsAdded == 1)
        #expect(summary.skippedAtTip == ["binary": 1, "missing": 1])
        let totals = try storedTotals(fixture)
        #expect(totals.last?.totals[RollupKey("rule", "spacing/off-scale")] == 1)
    }

    @Test func aShallowCloneIngestsWhatExistsAndSaysWhereHistoryStops() throws {
        let fixture = try smallHistory()
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-shallow-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: clone) }
        _ = try fixture.run(["clone", "-q", "--depth", "2", "file://" + fixture.root, clone], in: fixture.root)
        let options = CollectOptions(repository: clone, database: clone + "/.designdebt/history.sqlite")
        let summary = try Collector(options: options).run()
        #expect(summary.commitsAdded == 2)
        #expect(summary.shallowBoundary != nil)
    }

    @Test func anUnknownBranchIsRefusedBeforeAnythingIsWritten() throws {
        let fixture = try smallHistory()
        var options = CollectOptions(repository: fixture.root, database: fixture.root + "/history/db.sqlite")
        options.branch = "nosuch"
        #expect(throws: DesignDebtError.self) { try Collector(options: options).run() }
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/history"), "no folder, no database left")
    }

    @Test func aFetchedButNotPulledCloneIsCollectedUpToItsRemoteBranch() throws {
        let fixture = try smallHistory()
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-fetched-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: clone) }
        _ = try fixture.run(["clone", "-q", "file://" + fixture.root, clone], in: fixture.root)
        let options = CollectOptions(repository: clone, database: clone + "/.designdebt/history.sqlite")
        #expect(try Collector(options: options).run().commitsAdded == 5)
        // The remote moves on; the nightly job fetches and does not pull.
        try fixture.write("App/Row.swift", GitFixture.view("Row", padding: 5))
        let pushed = try fixture.commit("Add the row")
        _ = try fixture.run(["fetch", "-q"], in: clone)
        let summary = try Collector(options: options).run()
        #expect(summary.branch == "main" && summary.followed == "origin/main")
        #expect(summary.tip == pushed && summary.commitsAdded == 1)
        // Once pulled, the local branch is the tip again: nothing new, nothing followed.
        _ = try fixture.run(["merge", "-q", "--ff-only", "origin/main"], in: clone)
        let again = try Collector(options: options).run()
        #expect(again.followed == nil && again.tipWasCollected)
    }

    @Test func anInterruptedBackfillResumesToTheSameResult() throws {
        let fixture = try smallHistory()
        // Two runs that stop early stand in for killed ones: every commit written is whole.
        #expect(try collect(fixture, maxCommits: 2).commitsAdded == 2)
        #expect(try collect(fixture, maxCommits: 1).commitsAdded == 1)
        #expect(try collect(fixture).commitsAdded == 2)
        try expectConsistent(fixture)
    }

    @Test func testsGeneratedAndSymlinkedFilesAreSkippedByReason() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 10))
        try fixture.write("AppTests/HomeTests.swift", GitFixture.view("HomeTests", padding: 3))
        try fixture.write("App/L10n+Generated.swift", GitFixture.view("L10n", padding: 3))
        try fixture.write("App/Assets.swift", "// Generated using SwiftGen\n" + GitFixture.view("Assets", padding: 3))
        try FileManager.default.createSymbolicLink(
            atPath: fixture.root + "/App/Link.swift", withDestinationPath: "Home.swift")
        try fixture.commit("Add files")
        let summary = try collect(fixture)
        #expect(summary.skippedAtTip == ["test": 1, "generated-name": 1, "generated-header": 1, "symlink": 1])
        try expectConsistent(fixture)
    }

    @Test func badInputIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-notgit-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: DesignDebtError.self) { try Collector(options: CollectOptions(repository: folder)).run() }
        let fixture = try smallHistory()
        do {
            _ = try collect(fixture, branch: "mian")
            Issue.record("expected an error")
        } catch let error as DesignDebtError {
            #expect(error.description.contains("mian"), "\(error)")
        }
    }

    @Test func aSecondCollectIsRefusedWhileOneHoldsTheDatabase() throws {
        let fixture = try smallHistory()
        let database = fixture.root + "/.designdebt/history.sqlite"
        try FileManager.default.createDirectory(
            atPath: fixture.root + "/.designdebt", withIntermediateDirectories: true)
        let held = try CollectorLock(databasePath: database)
        defer { held.release() }
        do {
            _ = try collect(fixture)
            Issue.record("expected the lock to refuse")
        } catch let error as DesignDebtError {
            #expect(error.kind == .runtime)
            #expect(
                error.description.hasPrefix(
                    "Another collect holds the database '\(database)' (pid \(getpid()), started 20"),
                "\(error)")
            #expect(error.description.hasSuffix("); wait for it with --wait SECONDS, or run again when it ends."))
        }
    }

    @Test func aSecondCollectWaitsWhenAskedAndTakesOverAStaleLock() throws {
        let fixture = try smallHistory()
        let database = fixture.root + "/.designdebt/history.sqlite"
        try FileManager.default.createDirectory(
            atPath: fixture.root + "/.designdebt", withIntermediateDirectories: true)
        var options = CollectOptions(repository: fixture.root, database: database, jobs: 2)
        // Another process holds the lock (util-linux `flock`) longer than the wait: refused.
        func holdLock(seconds: Double) throws -> Process {
            let holder = Process()
            holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
            holder.arguments = ["--exclusive", database + ".lock", "sleep", String(seconds)]
            try holder.run()
            Thread.sleep(forTimeInterval: 0.2)  // Until it has the lock.
            return holder
        }
        let long = try holdLock(seconds: 1.2)
        options.wait = 0.3
        let refused = #expect(throws: DesignDebtError.self) { try Collector(options: options).run() }
        #expect(refused?.description.contains("it still ran after 0.3 s") == true, "\(String(describing: refused))")
        long.waitUntilExit()
        // Released while the second one waits: it goes on.
        let short = try holdLock(seconds: 0.6)
        options.wait = 10
        #expect(try Collector(options: options).run().commitsAdded > 0)
        short.waitUntilExit()
        // A lock file left by a killed run (its pid long gone, no flock held) is taken over.
        try "999999\n2026-01-01T00:00:00Z\n".write(toFile: database + ".lock", atomically: true, encoding: .utf8)
        options.wait = 0
        #expect(try Collector(options: options).run().commitsAdded == 0)
    }

    @Test func rawLiteralsWaitForTheAppsTokens() throws {
        // The same history without a spacing token: the literal 12 is inventoried, not reported.
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", GitFixture.view("Home", padding: 12, count: 3))
        try fixture.commit("Home")
        _ = try collect(fixture)
        let totals = try storedTotals(fixture)
        #expect(totals.map { $0.totals[RollupKey("rule", "spacing/raw-literal")] ?? 0 } == [0])
        // Defining the token changes the analyzer: the next commit is measured again, and reports them.
        try fixture.write(
            "App/Space.swift",
            "import SwiftUI\nenum Space { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }\n"
        )
        try fixture.commit("Add the spacing token")
        _ = try collect(fixture)
        let after = try storedTotals(fixture)
        #expect(after.map { $0.totals[RollupKey("rule", "spacing/raw-literal")] ?? 0 } == [0, 3])
    }

    @Test func trendReadsTheTimeline() throws {
        let fixture = try smallHistory()
        _ = try collect(fixture)
        let report = try Trend(options: Trend.Options(database: fixture.root + "/.designdebt/history.sqlite")).run()
        #expect(report.points.count == 5)
        // Padding 12 is on the scale but a literal, and the app has Space.md: three raw-literal notes at the end.
        #expect(report.points.map { $0.byKey["spacing", default: 0] } == [1, 1, 3, 3, 3])
        #expect(report.points.map(\.total) == [1, 2, 4, 4, 3])
        let weekly = try Trend(
            options: Trend.Options(database: fixture.root + "/.designdebt/history.sqlite", bucket: .week)
        ).run()
        #expect(weekly.points.count == 1)
        #expect(weekly.points.first?.date == "2026-W02")
    }

    /// The database's folders are made as `mkdir -p` makes them, and a failure says why in a line.
    @Test func theDatabaseFolderIsCreatedOrRefusedInPlainWords() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-folder-\(UUID().uuidString)"
        )
        .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Collector.createFolder(of: root + "/a/b/history.sqlite")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: root + "/a/b", isDirectory: &isFolder) && isFolder.boolValue)
        try Collector.createFolder(of: root + "/a/b/history.sqlite")
        try Data().write(to: URL(fileURLWithPath: root + "/file"))
        let error = #expect(throws: DesignDebtError.self) {
            try Collector.createFolder(of: root + "/file/x/history.sqlite")
        }
        #expect(
            error?.description
                == "Cannot create the folder '\(root)/file/x' for the database: '\(root)/file' is a file.")
        #expect(error?.kind == .runtime)
    }

    @Test func aBackfillFromTheMiddleCountsTheFilesItStartsWith() throws {
        let fixture = try smallHistory()
        let third = try fixture.git("rev-list", "--first-parent", "--reverse", "main").split(separator: "\n")[2]
        var options = CollectOptions(repository: fixture.root, database: fixture.root + "/.designdebt/history.sqlite")
        options.since = String(third)
        #expect(try Collector(options: options).run().commitsAdded == 3)
        try expectConsistent(fixture)
    }

    @Test func aChangedConfigurationRebaselinesTheFirstNewCommit() throws {
        let fixture = try smallHistory()
        _ = try collect(fixture)
        try fixture.write(
            "designdebt.json", "{\"rules\": {\"spacing/raw-literal\": \"off\"}, \"exclude\": [\"App/Home.swift\"]}\n")
        try fixture.write("App/Profile.swift", GitFixture.view("Profile", padding: 12, count: 2))
        let tip = try fixture.commit("Add the profile and a configuration")
        #expect(try collect(fixture).commitsAdded == 1)
        try fixture.write("App/Profile.swift", GitFixture.view("Profile", padding: 6, count: 2))
        try fixture.commit("Profile padding")
        #expect(try collect(fixture).commitsAdded == 1)
        let database = try Database(path: fixture.root + "/.designdebt/history.sqlite", mode: .readOnly)
        defer { database.close() }
        #expect(try database.scalarInt("SELECT rebaselined FROM commits WHERE sha = ?", [.text(tip)]) == 1)
        #expect(try database.scalarInt("SELECT count(*) FROM commits WHERE rebaselined = 1") == 1)
        // After the change, totals match a scan under the new configuration.
        var config = Configuration.defaults
        config.rules["spacing/raw-literal"] = RuleSetting(enabled: false, severity: nil)
        config.exclude = [Glob("App/Home.swift")]
        let scanned = rollupTotals(of: try WorkingTreeScan(root: fixture.root, config: config).run())
        #expect(try storedTotals(fixture).last?.totals == scanned)
        let skipped = try database.rows(
            "SELECT s.reason, sum(s.delta) FROM skipped_files s GROUP BY s.reason HAVING sum(s.delta) != 0")
        #expect(skipped.map { "\($0.text(0) ?? "") \($0.int(1) ?? 0)" } == ["excluded 1"])
    }
}

extension Dictionary where Key == RollupKey, Value == Int {
    /// Adds `other` times `sign` (+1 or -1), dropping keys that reach zero.
    fileprivate mutating func add(_ other: [RollupKey: Int], sign: Int) {
        for (key, count) in other {
            let total = self[key, default: 0] + sign * count
            self[key] = total == 0 ? nil : total
        }
    }
}
