/// Parses `git log --raw -z` output with ``RawLogParser/format`` incrementally, one commit at a
/// time, straight from the pipe.
///
/// Each commit is the header (seven NUL-terminated fields, ``format``), git's own separator
/// bytes (a NUL, and a line feed before a non-empty diff), then zero or more raw diff records.
/// Headers start with a hex digit and raw records with `:`, so the two cannot be confused.
///
/// The raw format, from git-diff(1), "Raw output format":
///
/// > in-place edit  :100644 100644 bcd1234 0123456 M file0
/// > copy-edit      :100644 100644 abcd123 1234567 C68 file1 file2
/// > ...
/// > That is, from the left to the right:
/// > 1. a colon.
/// > 2. mode for "src"; 000000 if creation or unmerged.
/// > 3. a space.
/// > 4. mode for "dst"; 000000 if deletion or unmerged.
/// > 5. a space.
/// > 6. sha1 for "src"; 0{40} if creation or unmerged.
/// > 7. a space.
/// > 8. sha1 for "dst"; 0{40} if deletion, unmerged or "work tree out of sync with the index".
/// > 9. a space.
/// > 10. status, followed by optional "score" number.
/// > 11. a tab or a NUL when -z option is used.
/// > 12. path for "src"
/// > 13. a tab or a NUL when -z option is used; only exists for C or R.
/// > 14. path for "dst"; only exists for C or R.
/// > 15. an LF or a NUL when -z option is used, to terminate the record.
///
/// With `-z` paths are printed verbatim (no quoting), so spaces, newlines and non-ASCII bytes in
/// names arrive as they are.
struct RawLogParser {
    /// The `--format` the parser expects: sha, parents, author name and email, strict ISO 8601
    /// author and committer dates, subject, each terminated by NUL.
    static let format = "%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%s%x00"

    private let reader: GitOutputReader
    private let matcher: PathspecMatcher

    init(reader: GitOutputReader, matcher: PathspecMatcher) {
        self.reader = reader
        self.matcher = matcher
    }

    private static let nul: UInt8 = 0
    private static let lineFeed = UInt8(ascii: "\n")
    private static let colon = UInt8(ascii: ":")
    private static let space = UInt8(ascii: " ")

    /// The next commit, or nil at the end of the output.
    func next() throws(GitError) -> CommitRecord? {
        try reader.skip(Self.nul, Self.lineFeed)
        guard let shaRange = try reader.nextField(terminator: Self.nul) else { return nil }
        let sha = reader.string(shaRange)
        guard Self.isObjectID(reader.bytes(shaRange)) else {
            throw GitError.unexpectedOutput(reader.command, "expected a commit id, found '\(sha.prefix(80))'")
        }
        let parents = try field().split(separator: " ").map(String.init)
        let authorName = try field()
        let authorEmail = try field()
        let authoredAt = try field()
        let committedAt = try field()
        let subject = try field()

        let changes = try changes()
        return CommitRecord(
            sha: sha,
            parents: parents,
            authorName: authorName,
            authorEmail: authorEmail,
            authoredAt: authoredAt,
            committedAt: committedAt,
            subject: subject,
            changes: changes
        )
    }

    private func field() throws(GitError) -> String {
        guard let range = try reader.nextField(terminator: Self.nul) else {
            throw GitError.unexpectedOutput(reader.command, "the output ends inside a commit header")
        }
        return reader.string(range)
    }

    /// The raw records up to the end of the output: what `git diff-tree` and `git diff-index`
    /// print with `--raw -z` (no commit header).
    func changes() throws(GitError) -> [FileChange] {
        var changes: [FileChange] = []
        while true {
            try reader.skip(Self.nul, Self.lineFeed)
            guard try reader.peek() == Self.colon else { break }
            if let change = try change() { changes.append(change) }
        }
        return changes
    }

    /// One raw record; nil when its path does not match the pathspecs.
    private func change() throws(GitError) -> FileChange? {
        guard let metaRange = try reader.nextField(terminator: Self.nul) else {
            throw GitError.unexpectedOutput(reader.command, "the output ends inside a raw diff record")
        }
        // ":<old mode> <new mode> <old sha> <new sha> <status>[score]", parsed in place.
        let meta = reader.bytes(metaRange)
        guard !meta.isEmpty else {
            throw GitError.unexpectedOutput(reader.command, "found an empty raw diff record")
        }
        var parts: [Range<Int>] = []
        parts.reserveCapacity(5)
        var partStart = 1
        for index in 1...meta.count where index == meta.count || meta[index] == Self.space {
            parts.append(partStart..<index)
            partStart = index + 1
        }
        guard parts.count == 5, meta.first == Self.colon,
            let oldMode = FileMode(octal: UnsafeBufferPointer(rebasing: meta[parts[0]])),
            let newMode = FileMode(octal: UnsafeBufferPointer(rebasing: meta[parts[1]])),
            !parts[4].isEmpty
        else {
            let text = String(decoding: meta, as: UTF8.self)
            throw GitError.unexpectedOutput(reader.command, "cannot parse the raw diff record '\(text)'")
        }
        let oldBlob = Self.objectID(UnsafeBufferPointer(rebasing: meta[parts[2]]))
        let newBlob = Self.objectID(UnsafeBufferPointer(rebasing: meta[parts[3]]))
        let status = Character(Unicode.Scalar(meta[parts[4].lowerBound]))

        guard var pathRange = try reader.nextField(terminator: Self.nul) else {
            throw GitError.unexpectedOutput(reader.command, "the output ends before a raw diff record's path")
        }
        if status == "R" || status == "C" {
            // Only with rename or copy detection, which the walk turns off; keep the destination.
            guard let destination = try reader.nextField(terminator: Self.nul) else {
                throw GitError.unexpectedOutput(reader.command, "the output ends before a rename's destination")
            }
            pathRange = destination
        }
        guard matcher.matches(reader.bytes(pathRange)) else { return nil }
        return FileChange(
            oldMode: oldMode,
            newMode: newMode,
            oldBlob: oldBlob,
            newBlob: newBlob,
            status: status,
            path: reader.string(pathRange)
        )
    }

    /// An object id as a String, or nil for git's all-zero "no object".
    private static func objectID(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.allSatisfy({ $0 == UInt8(ascii: "0") }) { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the bytes are a full SHA-1 or SHA-256 object id in lower-case hex.
    static func isObjectID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let letters = UInt8(ascii: "a")...UInt8(ascii: "f")
        guard bytes.count == 40 || bytes.count == 64 else { return false }
        return bytes.allSatisfy { digits.contains($0) || letters.contains($0) }
    }
}
