import Foundation
import GitHistory
import Testing

@testable import DesignDebt

/// The collector's commits arrive from `git log` on a thread of their own: every one of them,
/// oldest first, in chunks, with the merge graph read once a merge has arrived.
@Suite struct CommitFeedTests {
    /// Six commits on `main`, the fifth a merge of a two-commit side branch.
    static func history() throws -> (GitFixture, [String]) {
        let fixture = try GitFixture()
        var line: [String] = []
        for index in 0..<3 {
            try fixture.write("App/View\(index).swift", GitFixture.view("View\(index)", padding: 8))
            line.append(try fixture.commit("Add view \(index)"))
        }
        try fixture.git("checkout", "-q", "-b", "side")
        try fixture.write("App/Side.swift", GitFixture.view("Side", padding: 13))
        try fixture.commit("Side one")
        try fixture.write("App/Side.swift", GitFixture.view("Side", padding: 14))
        try fixture.commit("Side two")
        try fixture.git("checkout", "-q", "main")
        try fixture.write("App/View0.swift", GitFixture.view("View0", padding: 12))
        line.append(try fixture.commit("Tweak view 0"))
        line.append(try fixture.merge("side", "Merge side"))
        try fixture.write("App/View1.swift", GitFixture.view("View1", padding: 16))
        line.append(try fixture.commit("Tweak view 1"))
        return (fixture, line)
    }

    @Test func handsOverEveryCommitOldestFirstInChunks() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: nil)
        defer { feed.cancel() }
        #expect(try feed.peek()?.sha == line[0])
        var chunks: [[String]] = []
        while case let chunk = try feed.next(4), !chunk.isEmpty { chunks.append(chunk.map(\.sha)) }
        #expect(chunks == [Array(line[0..<4]), Array(line[4...])])
        #expect(try feed.next(4).isEmpty)
        #expect(feed.total == line.count)
    }

    @Test func theGraphListsWhatTheMergeBroughtOnly() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: nil)
        defer { feed.cancel() }
        _ = try feed.next(10)
        var graph = try #require(try feed.mergeGraph())
        var brought: [String] = []
        for sha in line { brought += graph.advance(to: sha).map(\.subject) }
        #expect(brought == ["Side two", "Side one"])
    }

    @Test func withoutAMergeThereIsNoGraph() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line[3], excluding: line[0], since: nil, limit: nil)
        defer { feed.cancel() }
        #expect(try feed.next(10).map(\.sha) == Array(line[1...3]))
        #expect(try feed.mergeGraph() == nil)
    }

    @Test func aLimitKeepsTheOldestCommits() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: 2)
        defer { feed.cancel() }
        #expect(try feed.next(10).map(\.sha) == Array(line[0..<2]))
        #expect(feed.total == 2)
        #expect(try feed.mergeGraph() == nil)
    }

    /// With a limit the range ends before the tip, so the graph is read from the last commit kept.
    @Test func aLimitThatKeepsAMergeStillReadsWhatItBrought() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: 5)
        defer { feed.cancel() }
        #expect(try feed.next(10).map(\.sha) == Array(line[0..<5]))
        var graph = try #require(try feed.mergeGraph())
        var brought: [String] = []
        for sha in line[0..<5] { brought += graph.advance(to: sha).map(\.subject) }
        #expect(brought == ["Side two", "Side one"])
    }

    /// With room for two commits git waits for the writer, the total comes from a count, and
    /// every commit still arrives in order; a limit caps the counted total.
    @Test(arguments: [nil, 5] as [Int?])
    func aShortBufferHoldsGitBackAndCountsTheTotal(limit: Int?) throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: limit,
            bufferLimit: 2)
        defer { feed.cancel() }
        var waited = 0
        while feed.total == nil, waited < 2_000 {
            usleep(5_000)
            waited += 1
        }
        #expect(feed.total == min(line.count, limit ?? .max))
        usleep(50_000)
        #expect(feed.readAhead == 2)
        var handedOver: [String] = []
        while case let chunk = try feed.next(2), !chunk.isEmpty { handedOver += chunk.map(\.sha) }
        #expect(handedOver == Array(line.prefix(limit ?? .max)))
        var graph = try #require(try feed.mergeGraph())
        #expect(line.flatMap { graph.advance(to: $0) }.map(\.subject) == ["Side two", "Side one"])
    }

    @Test func cancellingBeforeTheEndStopsGit() throws {
        let (fixture, line) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: nil)
        #expect(try feed.next(1).count == 1)
        feed.cancel()
        feed.cancel()
    }

    /// A tree git cannot read half-way through the log: the commits before it may have been
    /// handed over, but the reader must hear of the failure, never see a shorter history.
    @Test func aFailureHalfWayIsNeverAShortLog() throws {
        let (fixture, line) = try Self.history()
        let tree = try fixture.git("rev-parse", line[3] + "^{tree}")
        try FileManager.default.removeItem(
            atPath: fixture.root + "/.git/objects/" + tree.prefix(2) + "/" + tree.dropFirst(2))
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: line.last!, excluding: nil, since: nil, limit: nil)
        defer { feed.cancel() }
        // As the collector reads: a chunk shorter than asked for is the end of the log.
        var handedOver = 0
        #expect(throws: GitError.self) {
            var chunk: [CommitRecord]
            repeat {
                chunk = try feed.next(4)
                handedOver += chunk.count
            } while chunk.count == 4
        }
        #expect(handedOver < line.count)
    }

    @Test func gitsFailureReachesTheReader() throws {
        let (fixture, _) = try Self.history()
        let feed = CommitFeed(
            repository: try Repository(path: fixture.root), tip: String(repeating: "e", count: 40), excluding: nil,
            since: nil, limit: nil)
        defer { feed.cancel() }
        #expect(throws: GitError.self) { try feed.peek() }
        #expect(throws: GitError.self) { try feed.next(1) }
    }
}
