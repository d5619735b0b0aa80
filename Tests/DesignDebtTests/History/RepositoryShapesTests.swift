import DebtStore
import Foundation
import Testing

/// Repositories as CI hands them over: bare, a worktree, a detached HEAD, paths with spaces and
/// non-ASCII letters, a submodule. Each collects the same timeline as a plain clone would.
@Suite struct RepositoryShapesTests {
    /// Three commits of views in a folder whose name has a space and accents; the shas of the commits.
    func history() throws -> (GitFixture, [String]) {
        let fixture = try GitFixture()
        var shas: [String] = []
        for index in 1...3 {
            try fixture.write("Sources/Ünï côde/View \(index).swift", GitFixture.view("View\(index)", padding: 13))
            shas.append(try fixture.commit("View \(index)"))
        }
        return (fixture, shas)
    }

    /// The shas and paths stored by `designdebt collect` of `repository` (with `arguments`).
    func collected(_ repository: String, _ arguments: [String] = []) throws -> (shas: [String], paths: [String]) {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shape-\(UUID().uuidString).sqlite"
        )
        .path
        defer {
            for suffix in ["", "-wal", "-shm", ".lock"] {
                try? FileManager.default.removeItem(atPath: database + suffix)
            }
        }
        let run = try TestProcess.run(
            try designdebtExecutable().path, ["collect", "--repo", repository, "--db", database] + arguments)
        #expect(run.status == 0, "\(repository): \(run.errors)")
        let db = try Database(path: database, mode: .readOnly)
        defer { db.close() }
        return (
            try db.rows("SELECT sha FROM commits ORDER BY seq").compactMap { $0.text(0) },
            try db.rows("SELECT path FROM paths ORDER BY path").compactMap { $0.text(0) }
        )
    }

    @Test func bareWorktreeDetachedAndUnicodePathsCollectTheSameTimeline() throws {
        let (fixture, shas) = try history()
        let paths = (1...3).map { "Sources/Ünï côde/View \($0).swift" }
        let plain = try collected(fixture.root)
        #expect(plain.shas == shas)
        #expect(plain.paths == paths)

        let bare = fixture.root + "-bare.git"
        defer { try? FileManager.default.removeItem(atPath: bare) }
        try fixture.git("clone", "-q", "--bare", fixture.root, bare)
        #expect(try collected(bare, ["--branch", "main"]).shas == shas)

        let worktree = fixture.root + "-worktree"
        defer { try? FileManager.default.removeItem(atPath: worktree) }
        try fixture.git("worktree", "add", "-q", "-b", "feature", worktree)
        #expect(try collected(worktree, ["--branch", "main"]).shas == shas)

        // Detached, as CI checks a commit out: the default branch is still found.
        try fixture.git("checkout", "-q", "--detach", shas[1])
        #expect(try collected(fixture.root).shas == shas)
    }

    @Test func aSubmoduleIsSkippedNotFatal() throws {
        let (fixture, shas) = try history()
        let library = try GitFixture()
        try library.write("Sources/Lib.swift", GitFixture.view("Lib", padding: 7))
        try library.commit("Library")
        try fixture.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", library.root, "Vendor/lib")
        let withSubmodule = try fixture.commit("Add the library")
        let stored = try collected(fixture.root)
        #expect(stored.shas == shas + [withSubmodule])
        // The submodule's files are its own repository's, not this one's.
        #expect(!stored.paths.contains { $0.hasPrefix("Vendor/") })
    }
}
