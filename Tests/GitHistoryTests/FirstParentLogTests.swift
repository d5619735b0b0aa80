import Foundation
import Testing

@testable import GitHistory

@Suite struct FirstParentLogTests {
    @Test func rootCommitListsItsFilesWithAuthorAndDates() throws {
        let test = try TestRepository()
        try test.write("App.swift", "@main struct App {}\n")
        try test.write("README.md", "# App\n")
        let root = try test.commit("Start the app\n\nWith a body that is not the subject.")
        let repository = try Repository(path: test.path)

        let log = try repository.firstParentLog(branch: "main")
        let record = try #require(log.first)
        #expect(log.count == 1)
        #expect(record.sha == root)
        #expect(record.parents.isEmpty)
        #expect(record.authorName == "Ada Lovelace")
        #expect(record.authorEmail == "ada@example.com")
        #expect(record.authoredAt == "2024-01-01T00:00:00+00:00")
        #expect(record.committedAt == "2024-01-01T00:00:00+00:00")
        #expect(record.subject == "Start the app")
        #expect(record.changes.count == 1)
        let change = try #require(record.changes.first)
        #expect(change.path == "App.swift")
        #expect(change.status == "A")
        #expect(change.oldMode == .absent)
        #expect(change.newMode == .regular)
        #expect(change.oldBlob == nil)
        #expect(try change.newBlob == test.blob("App.swift"))
        #expect(change.isRegularFile && !change.isSymlink && !change.isSubmodule)

        let everything = try repository.firstParentLog(branch: "main", pathspecs: [])
        #expect(everything[0].changes.map(\.path) == ["App.swift", "README.md"])
    }

    @Test func mergesCarryTheirFirstParentDiffAndListTheirSideCommits() throws {
        let test = try TestRepository()
        try test.write("A.swift", "let a = 1\n")
        let first = try test.commit("First")
        try test.git("checkout", "--quiet", "-b", "feature")
        try test.write("Feature.swift", "let f = 1\n")
        let side1 = try test.commit("Feature one")
        try test.write("Feature.swift", "let f = 2\n")
        try test.write("A.swift", "let a = 2\n")
        let side2 = try test.commit("Feature two")
        try test.git("checkout", "--quiet", "main")
        try test.write("Main.swift", "let m = 1\n")
        let onMain = try test.commit("Main work")
        let merge = try test.merge("feature", message: "Merge feature")
        let repository = try Repository(path: test.path)

        let log = try repository.firstParentLog(branch: "main")
        #expect(log.map(\.sha) == [first, onMain, merge])
        #expect(log.map(\.subject) == ["First", "Main work", "Merge feature"])
        let mergeRecord = log[2]
        #expect(mergeRecord.parents == [onMain, side2])
        #expect(mergeRecord.isMerge)
        #expect(mergeRecord.changes.map(\.path) == ["A.swift", "Feature.swift"])
        #expect(mergeRecord.changes.map(\.status) == ["M", "A"])
        #expect(try mergeRecord.changes[1].newBlob == test.blob("Feature.swift"))
        #expect(try mergeRecord.changes[0].oldBlob == test.blob("A.swift", at: first))

        // What each commit brought to the line, walked oldest first: the merge brings the side
        // branch, newest first; a later walk from the merge on brings nothing it already has.
        var graph = try MergeGraph(repository: repository, tip: merge, excluding: nil)
        #expect(graph.advance(to: first).isEmpty)
        #expect(graph.advance(to: onMain).isEmpty)
        #expect(graph.advance(to: merge).map(\.sha) == [side2, side1])
        #expect(graph.advance(to: merge).isEmpty)
        var fromMain = try MergeGraph(repository: repository, tip: merge, excluding: onMain)
        #expect(fromMain.advance(to: merge).map(\.subject) == ["Feature two", "Feature one"])
    }

    @Test func renamesAreADeletionAndAnAddition() throws {
        let test = try TestRepository()
        try test.write("Old.swift", "struct Card { let title: String }\n")
        try test.write("Gone.swift", "let gone = 1\n")
        let first = try test.commit("First")
        try test.git("mv", "Old.swift", "New.swift")
        try test.remove("Gone.swift")
        try test.commit("Rename and delete")
        let repository = try Repository(path: test.path)

        let changes = try repository.firstParentLog(branch: "main", excluding: first).map(\.changes)
        #expect(changes.count == 1)
        let byPath = Dictionary(uniqueKeysWithValues: changes[0].map { ($0.path, $0) })
        #expect(byPath["Gone.swift"]?.status == "D")
        #expect(byPath["Gone.swift"]?.isDeletion == true)
        #expect(byPath["Gone.swift"]?.newBlob == nil)
        #expect(byPath["Gone.swift"]?.newMode == .absent)
        #expect(byPath["Gone.swift"]?.isRegularFile == true)
        #expect(byPath["Old.swift"]?.status == "D")
        #expect(byPath["New.swift"]?.status == "A")
        #expect(byPath["New.swift"]?.newBlob == byPath["Old.swift"]?.oldBlob)
    }

    @Test func commitsThatTouchNoSwiftFileStillAppear() throws {
        let test = try TestRepository()
        try test.write("A.swift", "let a = 1\n")
        try test.commit("Swift")
        try test.write("README.md", "docs\n")
        let docs = try test.commit("Docs only")
        let empty = try test.commit("Empty")
        try test.write("Sources/B.swift", "let b = 1\n")
        try test.write("Sources/B.h", "int b;\n")
        try test.commit("Nested")
        let repository = try Repository(path: test.path)

        let log = try repository.firstParentLog(branch: "main")
        #expect(log.map(\.subject) == ["Swift", "Docs only", "Empty", "Nested"])
        #expect(log[1].sha == docs && log[1].changes.isEmpty)
        #expect(log[2].sha == empty && log[2].changes.isEmpty)
        #expect(log[3].changes.map(\.path) == ["Sources/B.swift"])

        let sources = try repository.firstParentLog(branch: "main", pathspecs: ["Sources/"])
        #expect(sources.map(\.changes.count) == [0, 0, 0, 2])
        let globbed = try repository.firstParentLog(branch: "main", pathspecs: ["Sources/*.[h]", "README.md"])
        #expect(globbed.map { $0.changes.map(\.path) } == [[], ["README.md"], [], ["Sources/B.h"]])
    }

    /// Newest first, as git walks (what a search that must not wait for the whole walk reads): the
    /// same commits, touching the same paths, the other way round.
    @Test func newestFirstReportsTheSameCommitsTheOtherWayRound() throws {
        let test = try TestRepository()
        try test.write("App/Package.swift", "// 1\n")
        try test.commit("Package")
        try test.write("A.swift", "let a = 1\n")
        try test.commit("Swift")
        try test.write("App/Package.swift", "// 2\n")
        try test.commit("Package again")
        let repository = try Repository(path: test.path)
        var newestFirst: [String] = []
        try repository.forEachFirstParentCommit(branch: "main", pathspecs: ["*/Package.swift"], newestFirst: true) {
            if !$0.changes.isEmpty { newestFirst.append($0.subject) }
        }
        #expect(newestFirst == ["Package again", "Package"])
        let oldestFirst = try repository.firstParentLog(branch: "main", pathspecs: ["*/Package.swift"])
            .filter { !$0.changes.isEmpty }
        #expect(oldestFirst.map(\.subject) == newestFirst.reversed())
    }

    @Test func pathsWithSpacesUnicodeAndNewlinesArriveVerbatim() throws {
        let test = try TestRepository()
        let names = [
            "My View.swift", "Résumé/Ünïcode 🎨.swift", "line\nbreak.swift", "tab\there.swift", "quote\".swift",
        ]
        for name in names { try test.write(name, "let x = 1\n") }
        try test.commit("Odd names")
        let repository = try Repository(path: test.path)
        let paths = try repository.firstParentLog(branch: "main")[0].changes.map(\.path)
        #expect(Set(paths) == Set(names))
        #expect(paths.count == names.count)
        let tree = try repository.lsTree("main").map(\.path)
        #expect(Set(tree) == Set(names))
    }

    @Test func submodulesAndSymlinksAreRecognized() throws {
        let test = try TestRepository()
        try test.write("Real.swift", "let r = 1\n")
        let first = try test.commit("First")
        try FileManager.default.createSymbolicLink(atPath: test.path + "/Link.swift", withDestinationPath: "Real.swift")
        try test.git("add", "Link.swift")
        try test.git("update-index", "--add", "--cacheinfo", "160000,\(first),Vendor/Kit.swift")
        try test.commit("Link and submodule", stagingEverything: false)
        let repository = try Repository(path: test.path)

        let changes = try repository.firstParentLog(branch: "main")[1].changes
        let link = try #require(changes.first { $0.path == "Link.swift" })
        #expect(link.isSymlink && !link.isRegularFile && !link.isSubmodule)
        #expect(link.newMode == .symlink)
        let submodule = try #require(changes.first { $0.path == "Vendor/Kit.swift" })
        #expect(submodule.isSubmodule && !submodule.isRegularFile)
        #expect(submodule.newBlob == first)
        #expect(submodule.newMode.description == "160000")

        let tree = try repository.lsTree("HEAD")
        #expect(tree.map(\.path) == ["Link.swift", "Real.swift", "Vendor/Kit.swift"])
        #expect(tree.map(\.type) == [.blob, .blob, .commit])
        #expect(tree[0].isSymlink && tree[1].isRegularFile && tree[2].isSubmodule)
        #expect(try tree[1].sha == test.blob("Real.swift"))

        let blobs = try BlobReader(repository: repository)
        #expect(try blobs.read(link.newBlob ?? "") == .content(Array("Real.swift".utf8)))
        #expect(try blobs.read(first) != .missing)  // A commit id reads as the raw commit object.
    }

    @Test func baseSinceAndMaxCountLimitTheWalk() throws {
        let test = try TestRepository()
        var commits: [String] = []
        for index in 0..<6 {
            try test.write("F.swift", "let v = \(index)\n")
            commits.append(try test.commit("Commit \(index)"))
        }
        let repository = try Repository(path: test.path)
        let sinceFourth = try repository.firstParentLog(branch: "main", excluding: commits[3])
        #expect(sinceFourth.map(\.sha) == [commits[4], commits[5]])
        #expect(try repository.firstParentLog(branch: "main", maxCount: 2).map(\.sha) == [commits[4], commits[5]])
        #expect(
            try repository.firstParentLog(branch: "main", since: "2024-01-01T02:30:00Z").map(\.sha)
                == Array(commits[3...]))
        #expect(try repository.firstParentLog(branch: "main", excluding: commits[5]).isEmpty)
        let error = try #require(throws: GitError.self) {
            try repository.firstParentLog(branch: "main", excluding: "gone")
        }
        #expect(error.description == "Unknown revision 'gone'.")
    }

    @Test func unknownBranchesAreNamedWithTheBranchesThereAre() throws {
        let test = try TestRepository()
        try test.commit("First")
        try test.git("branch", "develop")
        let repository = try Repository(path: test.path)
        let error = try #require(throws: GitError.self) { try repository.firstParentLog(branch: "mian") }
        #expect(error.code == .unknownBranch)
        #expect(error.description == "Unknown branch 'mian'. Branches: develop, main.")
        let option = try #require(throws: GitError.self) { try repository.firstParentLog(branch: "--all") }
        #expect(option.code == .unknownBranch)
    }

    @Test func streamsALongHistoryAndStopsWhenTheBodyThrows() throws {
        let test = try TestRepository()
        // fast-import builds 3,000 commits in well under a second.
        var script = ""
        for index in 0..<3000 {
            let content = "let value = \(index)\n" + String(repeating: "// padding\n", count: index % 7)
            script += "commit refs/heads/main\n"
            script += "author Ada <ada@example.com> \(1_704_067_200 + index) +0000\n"
            script += "committer Ada <ada@example.com> \(1_704_067_200 + index) +0000\n"
            script += "data <<EOM\nCommit \(index)\nEOM\n"
            script += "M 100644 inline Sources/File\(index % 50).swift\ndata \(content.utf8.count)\n\(content)\n"
            if index % 10 == 0 { script += "M 100644 inline Docs/Note\(index).md\ndata 2\nx\n\n" }
        }
        try test.git("fast-import", "--quiet", input: Array(script.utf8))
        let repository = try Repository(path: test.path)

        var count = 0
        var lastSubject = ""
        try repository.forEachFirstParentCommit(branch: "main") { record in
            count += 1
            lastSubject = record.subject
            #expect(record.changes.count == 1)
        }
        #expect(count == 3000)
        #expect(lastSubject == "Commit 2999")

        struct Enough: Error {}
        var seen = 0
        #expect(throws: Enough.self) {
            try repository.forEachFirstParentCommit(branch: "main", pathspecs: []) { _ in
                seen += 1
                if seen == 10 { throw Enough() }
            }
        }
        #expect(seen == 10)
    }
}
