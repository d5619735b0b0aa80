import DebtStore
import Foundation
import Testing

/// docs/operations.md, "Moving": a clone that moved (a new CI workspace, a fresh clone elsewhere)
/// continues the timeline its database already holds for the branch, and a `--since` given to a
/// database whose timeline has started says it was not applied instead of doing nothing quietly.
@Suite struct MovedHistoryTests {
    func commits(_ database: String) throws -> [(root: String, seq: Int, sha: String)] {
        let db = try Database(path: database, mode: .readOnly)
        defer { db.close() }
        return try db.rows(
            "SELECT r.root, c.seq, c.sha FROM commits c JOIN repositories r ON r.id = c.repository_id ORDER BY r.id, c.seq"
        ).map { ($0.text(0) ?? "", Int($0.int(1) ?? 0), $0.text(2) ?? "") }
    }

    @Test func aReclonedRepositoryGoesOnWithTheTimelineItsDatabaseHolds() throws {
        let original = try GitFixture()
        var shas: [String] = []
        for index in 1...3 {
            try original.write("Sources/View\(index).swift", GitFixture.view("View\(index)", padding: 12))
            shas.append(try original.commit("View \(index)"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moved-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/history.sqlite"
        let binary = try designdebtExecutable().path
        let first = try TestProcess.run(
            binary, ["collect", "--repo", original.root, "--db", database, "--branch", "main"])
        #expect(first.status == 0, "\(first.errors)")

        // Cloned anew at another path.
        let clone = folder + "/clone"
        _ = try original.git("clone", "-q", original.root, clone)
        let moved = try TestProcess.run(binary, ["collect", "--repo", clone, "--db", database, "--branch", "main"])
        #expect(moved.status == 0, "\(moved.errors)")
        #expect(
            moved.errors
                == "The history of 'main' in this database was collected at '\(original.root)'; it goes on from this clone.\n"
        )
        let stored = try commits(database)
        #expect(stored.map(\.sha) == shas, "nothing collected twice")
        #expect(Set(stored.map(\.root)) == [clone])

        // The next night, from the clone: no notice, and its commits follow on.
        let again = try TestProcess.run(binary, ["collect", "--repo", clone, "--db", database, "--branch", "main"])
        #expect(again.status == 0 && again.errors.isEmpty, "\(again.errors)")
    }

    @Test func aRenamedBranchGoesOnWithItsTimeline() throws {
        let repository = try GitFixture(branch: "master")
        var shas: [String] = []
        for index in 1...2 {
            try repository.write("Sources/View\(index).swift", GitFixture.view("View\(index)", padding: 12))
            shas.append(try repository.commit("View \(index)"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("renamed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/history.sqlite"
        let binary = try designdebtExecutable().path
        let collect = { (branch: String) in
            try TestProcess.run(binary, ["collect", "--repo", repository.root, "--db", database, "--branch", branch])
        }
        #expect(try collect("master").status == 0)
        try repository.git("branch", "-m", "master", "main")
        try repository.write("Sources/View3.swift", GitFixture.view("View3", padding: 12))
        shas.append(try repository.commit("View 3"))
        let renamed = try collect("main")
        #expect(renamed.status == 0, "\(renamed.errors)")
        #expect(
            renamed.errors == "The branch 'master' this database followed is gone; its history goes on as 'main'.\n")
        #expect(renamed.output.hasPrefix("1 commit added on 'main'"), "\(renamed.output)")
        #expect(try commits(database).map(\.sha) == shas)
        // While the old name still exists, a new name is a branch of its own.
        try repository.git("branch", "feature")
        let feature = try collect("feature")
        #expect(feature.status == 0 && feature.errors.isEmpty, "\(feature.errors)")
    }

    @Test func anUnrelatedRepositoryOnTheSameBranchNameStartsItsOwnTimeline() throws {
        let one = try GitFixture()
        try one.write("Sources/A.swift", GitFixture.view("A", padding: 12))
        try one.commit("A")
        let other = try GitFixture()
        try other.write("Sources/B.swift", GitFixture.view("B", padding: 12))
        try other.commit("B")
        let database = one.root + "/.designdebt/history.sqlite"
        let binary = try designdebtExecutable().path
        for repository in [one, other] {
            let run = try TestProcess.run(
                binary, ["collect", "--repo", repository.root, "--db", database, "--branch", "main"])
            #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        }
        #expect(Set(try commits(database).map(\.root)) == [one.root, other.root])
    }

    @Test func sinceGivenToAStartedTimelineSaysItWasNotApplied() throws {
        let repository = try GitFixture()
        var shas: [String] = []
        for index in 1...3 {
            try repository.write("Sources/View\(index).swift", GitFixture.view("View\(index)", padding: 12))
            shas.append(try repository.commit("View \(index)"))
        }
        let database = repository.root + "/.designdebt/history.sqlite"
        let binary = try designdebtExecutable().path
        let first = try TestProcess.run(
            binary, ["collect", "--repo", repository.root, "--db", database, "--since", shas[1]])
        #expect(first.status == 0, "\(first.errors)")
        #expect(try commits(database).map(\.sha) == Array(shas[1...]))
        let earlier = try TestProcess.run(
            binary, ["collect", "--repo", repository.root, "--db", database, "--since", shas[0]])
        #expect(earlier.status == 0)
        #expect(
            earlier.errors
                == "--since \(shas[0]) was not applied: it picks where a first backfill starts, and this database's "
                + "timeline of 'main' already starts at \(shas[1].prefix(10)). To start elsewhere, collect into a new --db.\n"
        )
        #expect(try commits(database).map(\.sha) == Array(shas[1...]), "the timeline as it was")
    }
}
