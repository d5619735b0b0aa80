import DesignRules
import Foundation
import Testing

@testable import DebtDemo
@testable import DesignDebt

@Suite struct DemoHistoryTests {
    static let small = DemoHistory.Options(commits: 30, files: 10)

    @Test func sameSeedSameShas() throws {
        let first = try DemoRepositoryFolder()
        let second = try DemoRepositoryFolder()
        defer {
            first.remove()
            second.remove()
        }
        let one = try DemoHistory(options: Self.small).generate(into: first.path)
        let two = try DemoHistory(options: Self.small).generate(into: second.path)
        #expect(one.tip.count == 40)
        #expect(one.tip == two.tip)
        var (oneFigures, twoFigures) = (one, two)
        (oneFigures.seconds, twoFigures.seconds) = (0, 0)
        #expect(oneFigures == twoFigures)
        var other = Self.small
        other.seed &+= 1
        let third = try DemoRepositoryFolder()
        defer { third.remove() }
        #expect(try DemoHistory(options: other).generate(into: third.path).tip != one.tip)
    }

    @Test func shapeMergesAndWorkTree() throws {
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        let summary = try DemoHistory(options: Self.small).generate(into: repository.path)
        #expect(try repository.git("rev-list", "--first-parent", "--count", "main") == "30")
        #expect(summary.firstParentCommits == 30)
        // Merges at first-parent commits 12 and 24, each of a two-to-four-commit branch.
        #expect(try repository.git("rev-list", "--merges", "--count", "main") == "2")
        #expect(summary.mergeCommits == 2)
        #expect((4...8).contains(summary.sideCommits))
        #expect(try repository.git("for-each-ref", "--format=%(refname)") == "refs/heads/main")
        // Checked out: nothing staged or modified, and the files are on disk.
        #expect(try repository.git("status", "--porcelain") == "")
        #expect(try repository.git("symbolic-ref", "HEAD") == "refs/heads/main")
        let tracked = try repository.git("ls-files").split(separator: "\n")
        let swift = tracked.filter { $0.hasSuffix(".swift") }
        #expect(swift.count == summary.swiftFilesAtTip)
        #expect((9...13).contains(swift.count))
        #expect(tracked.contains("README.md"))
        #expect(tracked.contains("IceFloeApp/Generated/Strings+Generated.swift"))
        #expect(swift.contains { $0.hasSuffix("Tests.swift") })
        for path in tracked {
            #expect(FileManager.default.fileExists(atPath: repository.path + "/" + path), "\(path)")
        }
        // Dates are fixed: the root commit is the documented start, authors vary.
        let dates = try repository.git("log", "--first-parent", "--reverse", "--format=%at %an", "main")
            .split(separator: "\n")
        #expect(dates.first?.hasPrefix("1767603600 ") == true)
        #expect(Set(dates.map { $0.split(separator: " ", maxSplits: 1).last ?? "" }).count >= 3)
        let times = dates.compactMap { Int($0.split(separator: " ").first ?? "") }
        #expect(times == times.sorted())
    }

    @Test func scanFindsDebtInSeveralFamilies() throws {
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        _ = try DemoHistory(options: Self.small).generate(into: repository.path)
        let result = try WorkingTreeScan(root: repository.path, config: .referenceScales).run()
        let families = Set(result.findings.map { $0.finding.family })
        #expect(families.count >= 3, "families: \(families)")
        #expect(result.skipped[.generatedName] == 1)
    }

    @Test func defaultHistoryRenamesDeletesAndTouchesOtherFiles() throws {
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        _ = try DemoHistory(options: DemoHistory.Options()).generate(into: repository.path)
        let log = try repository.git(
            "log", "--first-parent", "--name-only", "--diff-merges=first-parent", "--format=@%h", "main")
        let commits = log.split(separator: "@").map { $0.split(separator: "\n").dropFirst() }
        #expect(commits.count == 300)
        #expect(commits.contains { files in !files.isEmpty && !files.contains { $0.hasSuffix(".swift") } })
        #expect(commits.allSatisfy { files in files.count <= 24 })
        let subjects = try repository.git("log", "--format=%s", "main")
        #expect(subjects.contains("Rename "))
        #expect(
            subjects.contains("Remove unused ") || subjects.contains("Delete ") || subjects.contains("Drop the old "))
        #expect(try repository.git("log", "--no-renames", "--diff-filter=D", "--format=%h", "main") != "")
        #expect(try repository.git("ls-files").split(separator: "\n").filter { $0.hasSuffix(".swift") }.count >= 58)
    }

    @Test func extendAddsCommitsOnTop() throws {
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        let history = DemoHistory(options: Self.small)
        let first = try history.generate(into: repository.path)
        let added = try history.extend(repository.path, by: 10)
        #expect(added.firstParentCommits == 10)
        #expect(try repository.git("rev-list", "--first-parent", "--count", "main") == "40")
        #expect(try repository.git("merge-base", "--is-ancestor", first.tip, added.tip) == "")
        #expect(try repository.git("status", "--porcelain") == "")
        // A second extension continues from the first.
        let again = try history.extend(repository.path, by: 3)
        #expect(try repository.git("rev-list", "--first-parent", "--count", "main") == "43")
        #expect(try repository.git("rev-parse", "main~3") == added.tip)
        #expect(again.tip != added.tip)
    }

    @Test func refusesBadOptionsAndFolders() throws {
        let repository = try DemoRepositoryFolder()
        defer { repository.remove() }
        #expect(throws: DesignDebtError.self) {
            try DemoHistory(options: DemoHistory.Options(commits: 10, files: 3)).generate(into: repository.path)
        }
        #expect(throws: DesignDebtError.self) {
            try DemoHistory(options: DemoHistory.Options(mergeEvery: 1)).generate(into: repository.path)
        }
        #expect(throws: DesignDebtError.self) {
            try DemoHistory(options: DemoHistory.Options(branch: "bad name")).generate(into: repository.path)
        }
        #expect(FileManager.default.createFile(atPath: repository.path + "/occupied.txt", contents: Data("x".utf8)))
        #expect(throws: DesignDebtError.self) {
            try DemoHistory(options: Self.small).generate(into: repository.path)
        }
    }

    @Test func corpusAndTreeAreDeterministic() {
        let one = CorpusGenerator.corpus(minimumBytes: 200_000, seed: 7)
        let two = CorpusGenerator.corpus(minimumBytes: 200_000, seed: 7)
        #expect(one.map(\.bytes) == two.map(\.bytes))
        #expect(one.reduce(0) { $0 + $1.bytes.count } >= 200_000)
        let tree = AppTree(fileCount: 40, targetBytes: 120_000, seed: 9)
        #expect(tree.files.count == 40)
        #expect(abs(tree.byteCount - 120_000) < 12_000)
        // The blocks a history edits are the same file, cut.
        let file = CorpusGenerator.file(kind: .view, typeName: "StatusRowView", targetLines: 120, seed: 3)
        let blocks = CorpusGenerator.blocks(kind: .view, typeName: "StatusRowView", targetLines: 120, seed: 3)
        #expect(blocks.map(\.text).joined() == String(decoding: file.bytes, as: UTF8.self))
        #expect(blocks.reduce(0) { $0 + $1.lines } == file.lines)
    }
}

/// A fresh folder under the temporary directory for one generated repository.
struct DemoRepositoryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("demo-history-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Runs `git -C path arguments...` and returns its trimmed standard output;
    /// throws when git exits non-zero.
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DesignDebtError.runtime("git \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
