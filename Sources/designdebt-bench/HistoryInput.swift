import Foundation

/// What git holds for collect to read: the figures the report gives and the
/// list of distinct Swift blobs `git cat-file --batch` is timed on.
struct HistoryInput {
    let firstParentCommits: Int
    let swiftFilesAtTip: Int
    let blobCount: Int
    let blobBytes: Int
    /// A file with one blob sha per line.
    let blobList: String
    /// `git log` as collect runs it, for timing.
    let logArguments: [String]

    /// Asks git (untimed) what the history holds.
    init(git: String, repository: String, branch: String, scratch: String) throws {
        logArguments = [
            "-C", repository, "log", "--first-parent", "--raw", "--no-renames", "-z", "--no-abbrev",
            "--diff-merges=first-parent", "--root", branch,
        ]
        let count = try Subprocess.capture(git, ["-C", repository, "rev-list", "--first-parent", "--count", branch])
        firstParentCommits =
            Int(String(decoding: count, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let tree = try Subprocess.capture(git, ["-C", repository, "ls-tree", "-r", "--name-only", branch])
        swiftFilesAtTip =
            String(decoding: tree, as: UTF8.self).split(separator: "\n").filter { $0.hasSuffix(".swift") }
            .count
        // > An output line is formatted this way: ':100644 100644 bcd1234 0123456 M' TAB 'file0'
        // (git-diff(1), "Raw output format"); a deleted file's new side is all zeros.
        let raw = try Subprocess.capture(
            git,
            [
                "-C", repository, "log", "--first-parent", "--raw", "--no-renames", "--no-abbrev",
                "--diff-merges=first-parent", "--root", "--format=", branch,
            ])
        var seen = Set<Substring>()
        var list = ""
        for line in String(decoding: raw, as: UTF8.self).split(separator: "\n") where line.hasPrefix(":") {
            guard let tab = line.firstIndex(of: "\t"), line[line.index(after: tab)...].hasSuffix(".swift") else {
                continue
            }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count >= 5, !fields[3].allSatisfy({ $0 == "0" }), seen.insert(fields[3]).inserted else {
                continue
            }
            list += fields[3] + "\n"
        }
        blobCount = seen.count
        blobList = (scratch as NSString).appendingPathComponent("swift-blobs.txt")
        try Data(list.utf8).write(to: URL(fileURLWithPath: blobList))
        let sizes = try Subprocess.capture(git, ["-C", repository, "cat-file", "--batch-check"], stdinPath: blobList)
        // > <sha> SP <type> SP <size> LF (git-cat-file(1), "BATCH OUTPUT")
        blobBytes = String(decoding: sizes, as: UTF8.self).split(separator: "\n").reduce(0) { total, line in
            total + (line.split(separator: " ").last.flatMap { Int($0) } ?? 0)
        }
    }
}
