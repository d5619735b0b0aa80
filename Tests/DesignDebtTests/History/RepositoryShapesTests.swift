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

/// A partial clone (`--filter=blob:none`): git is never asked to fetch during a run, the blobs it
/// lacks are recorded and counted, and once they are fetched a later run fills them in, so the
/// database reads as a full clone's collect would.
@Suite struct PartialCloneTests {
    /// What a database holds of its one repository's timeline, paths and blobs by name, not id.
    func holdings(_ database: String) throws -> [String] {
        let db = try Database(path: database, mode: .readOnly)
        defer { db.close() }
        return try [
            """
            SELECT 'rollup ' || c.seq || ' ' || r.key_kind || ' ' || r.key || ' ' || r.delta
            FROM commit_rollups r JOIN commits c ON c.id = r.commit_id
            """,
            "SELECT 'skipped ' || c.seq || ' ' || s.reason || ' ' || s.delta FROM skipped_files s JOIN commits c ON c.id = s.commit_id",
            "SELECT 'blob ' || sha || ' ' || status || ' ' || coalesce(lines, '-') FROM blobs",
            """
            SELECT 'version ' || p.path || ' ' || b.sha || ' ' || f.from_seq || ' ' || coalesce(f.to_seq, 'open')
            FROM file_versions f JOIN paths p ON p.id = f.path_id JOIN blobs b ON b.id = f.blob_id
            """,
        ].flatMap { try db.rows($0).map { $0.text(0) ?? "" } }.sorted()
    }

    @Test func missingBlobsAreCountedNeverFetchedAndFilledInOnceFetched() throws {
        let source = try GitFixture()
        try source.write("Sources/Home.swift", GitFixture.view("Home", padding: 13, count: 2))
        try source.commit("Home")
        try source.write("Sources/Card.swift", GitFixture.view("Card", padding: 8))
        try source.commit("Card")
        try source.write("Sources/Home.swift", GitFixture.view("Home", padding: 16))
        try source.commit("Home again")
        try source.remove("Sources/Card.swift")
        try source.commit("No card")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("partial-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let origin = folder + "/origin.git"
        try source.git("clone", "-q", "--bare", source.root, origin)
        try source.git("-C", origin, "config", "uploadpack.allowfilter", "true")
        let partial = folder + "/partial"
        try source.git("clone", "-q", "--filter=blob:none", "--no-checkout", "file://" + origin, partial)
        // Nothing is checked out: the configuration the full clone reads from its tree is given here.
        try GitFixture.referenceScales.write(toFile: partial + "/designdebt.json", atomically: true, encoding: .utf8)
        let binary = try designdebtExecutable().path
        let full = folder + "/full.sqlite"
        let fullRun = try TestProcess.run(binary, ["collect", "--repo", source.root, "--db", full, "--branch", "main"])
        #expect(fullRun.status == 0, "\(fullRun.errors)")

        // The origin gone: a fetch would fail the run, so a passing run fetched nothing.
        try FileManager.default.moveItem(atPath: origin, toPath: origin + ".away")
        let database = folder + "/partial.sqlite"
        let first = try TestProcess.run(binary, ["collect", "--repo", partial, "--db", database, "--branch", "main"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("skipped at tip: 1 missing"), "\(first.output)")
        #expect(try holdings(database).contains { $0.hasSuffix(" missing -") })

        // Fetched at last: the next run fills them in, and the database reads as the full clone's.
        try FileManager.default.moveItem(atPath: origin + ".away", toPath: origin)
        try source.git("-C", partial, "config", "--unset", "remote.origin.partialclonefilter")
        try source.git("-C", partial, "fetch", "-q", "--refetch", "origin")
        let second = try TestProcess.run(binary, ["collect", "--repo", partial, "--db", database, "--branch", "main"])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("3 blobs missing before filled in"), "\(second.output)")
        #expect(try holdings(database) == holdings(full))
    }
}

/// A shallow clone collected, then deepened (`git fetch --deepen`, `--unshallow`): the next run joins
/// the older commits git now shows before the first stored one, and the database reads as a full
/// clone's collect.
@Suite struct DeepenedCloneTests {
    func holdings(_ database: String) throws -> [String] {
        let db = try Database(path: database, mode: .readOnly)
        defer { db.close() }
        return try PartialCloneTests().holdings(database)
            + db.rows("SELECT 'commit ' || seq || ' ' || sha || ' ' || coalesce(parent_sha, '-') FROM commits")
            .map { $0.text(0) ?? "" }.sorted()
    }

    @Test func theOlderHistoryADeepenedCloneShowsIsJoinedBeforeTheStoredOne() throws {
        let source = try GitFixture()
        try source.write("Sources/Home.swift", GitFixture.view("Home", padding: 13))
        try source.commit("Home")
        try source.write("Sources/Card.swift", GitFixture.view("Card", padding: 8))
        try source.commit("Card")
        try source.write("Sources/Gone.swift", GitFixture.view("Gone", padding: 6, count: 2))
        try source.commit("Gone")
        try source.remove("Sources/Gone.swift")
        try source.commit("No gone")
        try source.write("Sources/Card.swift", GitFixture.view("Card", padding: 10, count: 2))
        try source.commit("Card again")
        try source.write("Sources/List.swift", GitFixture.view("List", padding: 5))
        try source.commit("List")
        try source.write("Sources/Home.swift", GitFixture.view("Home", padding: 16))
        try source.commit("Home again")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deepen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let binary = try designdebtExecutable().path
        let full = folder + "/full.sqlite"
        #expect(
            try TestProcess.run(binary, ["collect", "--repo", source.root, "--db", full, "--branch", "main"]).status
                == 0)

        let shallow = folder + "/shallow"
        try source.git("clone", "-q", "--depth", "1", "file://" + source.root, shallow)
        let database = folder + "/shallow.sqlite"
        let collect = {
            try TestProcess.run(binary, ["collect", "--repo", shallow, "--db", database, "--branch", "main"])
        }
        let first = try collect()
        #expect(first.status == 0 && first.output.contains("History stops at"), "\(first.output)")
        #expect(try holdings(database) != holdings(full), "one commit, stored as if it were the root")

        // Deeper by three, then whole: each run joins what git now shows.
        try source.git("-C", shallow, "fetch", "-q", "--deepen", "3")
        let deeper = try collect()
        #expect(deeper.output.contains("3 older joined before them (the clone was deepened)"), "\(deeper.output)")
        try source.git("-C", shallow, "fetch", "-q", "--unshallow")
        let whole = try collect()
        #expect(whole.status == 0, "\(whole.errors)")
        #expect(whole.output.contains("3 older joined before them"), "\(whole.output)")
        #expect(try holdings(database) == holdings(full), "as a full clone's collect")
        // Nothing more to join.
        let again = try collect()
        #expect(again.output.hasPrefix("Nothing to do"), "\(again.output)")
    }
}
