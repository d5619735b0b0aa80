import DesignRules
import Foundation

/// A git repository built by a test in a temp folder, with fixed identities
/// and dates so every sha is the same on every run.
final class GitFixture {
    let root: String
    private var clock = 1_767_600_000  // 2026-01-05T08:00:00Z

    init(branch: String = "main") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", branch)
        // The app declares the reference's scales, as a team that adopted them would: the
        // histories' off-scale paddings are judged against them (the first commit adds the file).
        try write("designdebt.json", GitFixture.referenceScales)
    }

    /// A `designdebt.json` declaring the reference's spacing and radius scales, with every rule on:
    /// the histories test the engine and fix, whatever rules are on by default.
    static let referenceScales = """
        {"spacing": {"grid": 4, "values": [0, 2]}, "radius": {"values": [0, 4, 8, 12, 16, 24], "appSteps": true},
         "enableAllRules": true}
        """

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Moves the fixture's clock on: the next commit comes `days` later.
    func wait(days: Int) {
        clock += days * 86_400
    }

    /// Runs git in the repository; throws with git's stderr on failure.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        try run(arguments, in: directory ?? root)
    }

    func run(_ arguments: [String], in directory: String) throws -> String {
        let date = "\(clock) +0000"
        let result = try TestProcess.run(
            "/usr/bin/git", ["-C", directory] + arguments,
            environment: [
                "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com", "GIT_COMMITTER_NAME": "Ada",
                "GIT_COMMITTER_EMAIL": "ada@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
            ])
        guard result.status == 0 else {
            throw FixtureError(message: "git \(arguments.joined(separator: " ")): \(result.errors)")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func write(_ path: String, _ content: String) throws {
        try write(path, Data(content.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try git("rm", "-q", path)
    }

    /// Stages everything and commits; returns the new sha. Each commit is an hour after the last.
    @discardableResult
    func commit(_ message: String) throws -> String {
        clock += 3600
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    /// A `--no-ff` merge of `branch` into the checked-out branch.
    @discardableResult
    func merge(_ branch: String, _ message: String) throws -> String {
        clock += 3600
        try git("merge", "-q", "--no-ff", "-m", message, branch)
        return try git("rev-parse", "HEAD")
    }

    /// A view with `count` paddings of `value`: one off-scale finding each for an off-scale value.
    static func view(_ name: String, padding value: Int, count: Int = 1) -> String {
        let lines = (0..<count).map { "            Text(\"\($0)\").padding(\(value))" }.joined(separator: "\n")
        return
            "import SwiftUI\n\nstruct \(name): View {\n    var body: some View {\n        VStack {\n\(lines)\n        }\n    }\n}\n"
    }
}

struct FixtureError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

extension Configuration {
    /// The configuration `GitFixture.referenceScales` writes: the reference's scales declared.
    static let referenceScales: Configuration = {
        do {
            return try Configuration.parse(Array(GitFixture.referenceScales.utf8), file: "designdebt.json")
        } catch {
            preconditionFailure("The fixture's configuration parses: \(error)")
        }
    }()
}
