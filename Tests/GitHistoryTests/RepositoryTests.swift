import Foundation
import Testing

@testable import GitHistory

@Suite struct RepositoryTests {
    @Test func opensAWorkTreeFromASubdirectory() throws {
        let test = try TestRepository()
        try test.write("Sources/App/View.swift", "struct V {}\n")
        try test.commit("Add view")
        let repository = try Repository(path: test.path + "/Sources/App")
        let realRoot = URL(fileURLWithPath: test.path).resolvingSymlinksInPath().path
        #expect(repository.root == realRoot)
        #expect(repository.gitDirectory == realRoot + "/.git")
        #expect(!repository.isBare)
    }

    @Test func opensABareMirror() throws {
        let test = try TestRepository()
        try test.commit("First")
        let mirror = try test.clone("mirror.git", "--mirror")
        let repository = try Repository(path: mirror)
        #expect(repository.isBare)
        #expect(repository.root == repository.gitDirectory)
        #expect(try repository.defaultBranch() == "main")
        #expect(try repository.firstParentLog(branch: "main").count == 1)
    }

    @Test func refusesAFolderThatIsNoRepository() throws {
        let test = try TestRepository()
        let plain = test.folder + "/plain"
        try FileManager.default.createDirectory(atPath: plain, withIntermediateDirectories: true)
        let error = try #require(throws: GitError.self) { try Repository(path: plain) }
        #expect(error.code == .notARepository)
        // git's own words would only say it again.
        #expect(error.description == "Not a git repository: '\(plain)'.")
        #expect(error.gitMessage?.contains("not a git repository") == true)
    }

    @Test func refusesAMissingFolderAndAnEmptyPath() throws {
        let error = try #require(throws: GitError.self) { try Repository(path: "/nonexistent/designdebt") }
        #expect(error.code == .notARepository)
        #expect(error.description.hasPrefix("Not a git repository: '/nonexistent/designdebt'."))
        let empty = try #require(throws: GitError.self) { try Repository(path: "") }
        #expect(empty.description == "Not a git repository: ''.")
    }

    @Test func resolvesRevisionsAndAncestry() throws {
        let test = try TestRepository()
        let first = try test.commit("First")
        let second = try test.commit("Second")
        try test.git("tag", "-a", "v1", "-m", "Release", first)
        let repository = try Repository(path: test.path)
        #expect(try repository.resolve("main") == second)
        #expect(try repository.resolve("v1") == first)
        #expect(try repository.resolve("HEAD~1") == first)
        #expect(try repository.resolve("nope") == nil)
        #expect(try repository.resolve("--help") == nil)
        #expect(try repository.resolve("") == nil)
        #expect(try repository.isAncestor(first, of: second))
        #expect(try !repository.isAncestor(second, of: first))
        #expect(try repository.isAncestor(second, of: second))
        let error = try #require(throws: GitError.self) { try repository.isAncestor("nope", of: second) }
        #expect(error.code == .unknownRevision)
        #expect(error.description.hasPrefix("Unknown revision 'nope'."))
        #expect(try repository.branches() == ["main"])
    }

    /// Revisions asked from a folder of the repository before it is opened read as they do asked
    /// of the opened repository; one that names no commit sends each to be asked alone.
    @Test func resolvesRevisionsStartedBeforeTheRepositoryOpens() throws {
        let test = try TestRepository()
        let first = try test.commit("First")
        try test.write("Sources/App.swift", "let a = 1\n")
        let second = try test.commit("Second")
        let pending = Repository.startResolving(["HEAD", "HEAD~1"], from: test.path + "/Sources")
        let repository = try Repository(path: test.path + "/Sources")
        #expect(try repository.resolve(pending) == [second, first])
        let unknown = Repository.startResolving(["HEAD", "nope"], from: test.path)
        #expect(try repository.resolve(unknown) == [second, nil])
        #expect(try repository.resolve(all: ["main"]) == [second])
        // Started where there is no repository, and never ended: stopped and reaped with it.
        _ = Repository.startResolving(["HEAD", "HEAD~1"], from: test.path + "/none")
    }

    @Test func defaultBranchFollowsTheRemoteHead() throws {
        let test = try TestRepository()
        try test.commit("First")
        try test.git("branch", "develop")
        let clone = try test.clone("clone")
        try test.git("checkout", "--quiet", "develop", in: clone)
        let repository = try Repository(path: clone)
        #expect(try repository.defaultBranch() == "main")

        // The remote's HEAD names a branch this clone does not have locally.
        try test.git("branch", "--quiet", "-D", "main", in: clone)
        #expect(try repository.defaultBranch() == "origin/main")
        #expect(try repository.resolve("origin/main") != nil)
    }

    @Test func defaultBranchUsesAnyRemoteWithoutOrigin() throws {
        let test = try TestRepository(branch: "stable")
        try test.commit("First")
        let clone = try test.clone("clone", "--origin", "upstream")
        let repository = try Repository(path: clone)
        #expect(try repository.defaultBranch() == "stable")
    }

    @Test func theMainlineIsTheRemoteHeadNeverTheCheckedOutBranch() throws {
        let test = try TestRepository(branch: "work")
        try test.commit("First")
        #expect(try Repository(path: test.path).mainline() == nil, "only 'work', the change itself")
        try test.git("branch", "develop")
        #expect(try Repository(path: test.path).mainline() == "develop")
        let clone = try test.clone("clone")
        try test.git("checkout", "--quiet", "-b", "feature", in: clone)
        #expect(try Repository(path: clone).mainline() == "origin/work", "the remote-tracking ref, as fetched")
    }

    @Test func findsTheMergeBaseAndTheChangesBetweenTwoCommits() throws {
        let test = try TestRepository()
        try test.write("A.swift", "let a = 1\n")
        try test.write("B.swift", "let b = 1\n")
        try test.write("notes.md", "notes\n")
        let first = try test.commit("First")
        try test.write("A.swift", "let a = 2\n")
        try test.git("rm", "--quiet", "B.swift")
        try test.write("C.swift", "let c = 1\n")
        try test.write("notes.md", "more notes\n")
        let second = try test.commit("Second")
        let repository = try Repository(path: test.path)
        #expect(try repository.mergeBase(first, second) == first)
        let changes = try repository.changes(from: first, to: second)
        #expect(changes.map { "\($0.status) \($0.path)" } == ["M A.swift", "D B.swift", "A C.swift"])
        #expect(changes[1].newBlob == nil && changes[2].oldBlob == nil)
        // The work tree: an unstaged edit has no blob yet (its content is on disk).
        try test.write("C.swift", "let c = 2\n")
        let working = try repository.changes(from: second, to: nil)
        #expect(working.map { "\($0.status) \($0.path)" } == ["M C.swift"])
        #expect(working[0].newBlob == nil && working[0].oldBlob != nil)
    }

    @Test func defaultBranchFallsBackToTheCheckedOutBranch() throws {
        let test = try TestRepository(branch: "work")
        try test.commit("First")
        try test.git("branch", "main")
        let repository = try Repository(path: test.path)
        #expect(try repository.defaultBranch() == "work")
    }

    @Test func defaultBranchFallsBackToTrunkWhenDetached() throws {
        let test = try TestRepository(branch: "trunk")
        let first = try test.commit("First")
        try test.git("branch", "feature")
        try test.git("checkout", "--quiet", "--detach", first)
        let repository = try Repository(path: test.path)
        #expect(try repository.defaultBranch() == "trunk")

        try test.git("branch", "--quiet", "-D", "trunk")
        let error = try #require(throws: GitError.self) { try repository.defaultBranch() }
        #expect(error.code == .noDefaultBranch)
        #expect(error.description.hasPrefix("No default branch in '"))
    }

    @Test func reportsTheShallowBoundary() throws {
        let test = try TestRepository()
        var commits: [String] = []
        for index in 1...8 {
            try test.write("File\(index).swift", "let x = \(index)\n")
            commits.append(try test.commit("Commit \(index)"))
        }
        let full = try Repository(path: test.path)
        #expect(!full.isShallow())
        #expect(full.shallowBoundary().isEmpty)

        let shallow = try Repository(path: try test.clone("shallow", "--depth", "5"))
        #expect(shallow.isShallow())
        #expect(shallow.shallowBoundary() == [commits[3]])
        let log = try shallow.firstParentLog(branch: "main")
        #expect(log.map(\.sha) == Array(commits.suffix(5)))
        // The boundary looks like a root: no parents, every file added.
        #expect(log[0].parents.isEmpty)
        #expect(log[0].changes.count == 4)
        #expect(log[0].changes.allSatisfy { $0.status == "A" })
        #expect(log[1].changes.map(\.path) == ["File5.swift"])
    }
}
