import Foundation

/// A git repository built in a temporary folder for one test, removed when released.
///
/// Every git command runs with the machine's configuration switched off (`GIT_CONFIG_GLOBAL`,
/// `GIT_CONFIG_NOSYSTEM`) and a fixed identity; each commit gets the next fixed date, an hour
/// after the previous one, starting 2024-01-01T00:00:00Z. So ids are the same on every run.
final class TestRepository {
    /// The repository's directory.
    let path: String
    /// The temporary folder holding it and any clones made from it.
    let folder: String
    private var tick = 0

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A new repository whose first branch is `branch`.
    init(branch: String = "main", name: String = "repo") throws {
        folder = NSTemporaryDirectory() + "githistory-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try git("-c", "init.defaultBranch=\(branch)", "init", "--quiet")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The date of the next commit, as `<unix seconds> <offset>`.
    private var nextDate: String {
        "\(1_704_067_200 + tick * 3600) +0000"
    }

    /// The fixed environment for test git commands.
    static func environment(date: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        let fixed = [
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Ada Lovelace",
            "GIT_AUTHOR_EMAIL": "ada@example.com",
            "GIT_COMMITTER_NAME": "Charles Babbage",
            "GIT_COMMITTER_EMAIL": "charles@example.com",
            "GIT_AUTHOR_DATE": date,
            "GIT_COMMITTER_DATE": date,
            "GIT_TERMINAL_PROMPT": "0",
        ]
        environment.merge(fixed) { _, new in new }
        return environment
    }

    /// Runs git in `directory` (the repository by default) and returns stdout without the final newline.
    @discardableResult
    func git(_ arguments: String..., in directory: String? = nil, input: [UInt8]? = nil) throws -> String {
        try Self.run(arguments, in: directory ?? path, date: nextDate, input: input)
    }

    /// Runs git with the fixed environment; throws with git's stderr when it fails.
    @discardableResult
    static func run(_ arguments: [String], in directory: String, date: String, input: [UInt8]? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory, "-c", "protocol.file.allow=always"] + arguments
        process.environment = environment(date: date)
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        var writerDone: DispatchSemaphore?
        if let input {
            // Written on another thread so a chatty git cannot block us both.
            let writer = stdin.fileHandleForWriting
            let data = Data(input)
            let done = DispatchSemaphore(value: 0)
            writerDone = done
            Thread.detachNewThread {
                writer.write(data)
                try? writer.close()
                done.signal()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        writerDone?.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self)
            throw Failure(description: "git \(arguments.joined(separator: " ")) failed: \(message)")
        }
        var text = String(decoding: outputData, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Writes a file (creating folders), relative to the repository.
    func write(_ relativePath: String, _ contents: String) throws {
        try write(relativePath, bytes: Array(contents.utf8))
    }

    /// Writes raw bytes to a file (creating folders), relative to the repository.
    func write(_ relativePath: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Deletes a file relative to the repository.
    func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + relativePath)
    }

    /// Stages everything (unless told not to) and commits with the next fixed date; returns the
    /// new commit's id.
    @discardableResult
    func commit(_ message: String, stagingEverything: Bool = true) throws -> String {
        if stagingEverything { try git("add", "--all") }
        try git("commit", "--quiet", "--allow-empty", "--no-verify", "-m", message)
        tick += 1
        return try git("rev-parse", "HEAD")
    }

    /// Merges `branch` into the current branch with a merge commit; returns its id.
    @discardableResult
    func merge(_ branch: String, message: String) throws -> String {
        try git("merge", "--quiet", "--no-ff", "--no-edit", "-m", message, branch)
        tick += 1
        return try git("rev-parse", "HEAD")
    }

    /// The blob id of a path at a revision.
    func blob(_ relativePath: String, at revision: String = "HEAD") throws -> String {
        try git("rev-parse", "\(revision):\(relativePath)")
    }

    /// Clones this repository into the same temporary folder with extra `git clone` arguments.
    func clone(_ name: String, _ arguments: String...) throws -> String {
        let destination = folder + "/" + name
        try Self.run(["clone", "--quiet"] + arguments + ["file://" + path, destination], in: folder, date: nextDate)
        return destination
    }
}
