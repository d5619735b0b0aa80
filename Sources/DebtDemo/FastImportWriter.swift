import DesignDebt

/// Builds a `git fast-import` stream and hands it on in large chunks, so the
/// whole history never sits in memory.
///
/// The commands follow git-fast-import(1):
/// > 'commit' SP <ref> LF mark? original-oid? ('author' (SP <name>)? SP LT <email> GT SP <when> LF)?
/// > 'committer' (SP <name>)? SP LT <email> GT SP <when> LF data
/// > ('from' SP <commit-ish> LF)? ('merge' SP <commit-ish> LF)* (filemodify | filedelete | ...)* LF?
/// and `data` is "exact byte count format": `'data' SP <count> LF <raw> LF?`.
struct FastImportWriter {
    /// Where full chunks go: the pipe to `git fast-import`, or nowhere when muted.
    private let sink: ([UInt8]) throws(DesignDebtError) -> Void
    private var buffer: [UInt8] = []
    /// While true nothing is written: the history is being replayed to reach
    /// the state an earlier run left (`DemoHistory.extend`).
    var isMuted = false

    private static let chunk = 1 << 20

    init(sink: @escaping ([UInt8]) throws(DesignDebtError) -> Void) {
        self.sink = sink
        buffer.reserveCapacity(Self.chunk + (64 << 10))
    }

    /// Starts a commit on `ref`; file commands follow.
    mutating func commit(
        ref: String, mark: Int, author: String, committer: String, message: String, from: String?,
        merge: String? = nil
    ) throws(DesignDebtError) {
        guard !isMuted else { return }
        append("commit \(ref)\nmark :\(mark)\nauthor \(author)\ncommitter \(committer)\n")
        append("data \(message.utf8.count)\n")
        append(message)
        append("\n")
        if let from { append("from \(from)\n") }
        if let merge { append("merge \(merge)\n") }
        try flushIfFull()
    }

    /// `M 100644 inline <path>` with the blocks as its data.
    mutating func modifyInline(path: String, blocks: [DemoBlock]) throws(DesignDebtError) {
        guard !isMuted else { return }
        append("M 100644 inline \(Self.checked(path))\n")
        appendData(blocks)
        try flushIfFull()
    }

    /// A `blob` with a mark, for a file a later merge commit names again.
    mutating func blob(mark: Int, blocks: [DemoBlock]) throws(DesignDebtError) {
        guard !isMuted else { return }
        append("blob\nmark :\(mark)\n")
        appendData(blocks)
        try flushIfFull()
    }

    /// `M 100644 :<mark> <path>`.
    mutating func modify(path: String, mark: Int) {
        guard !isMuted else { return }
        append("M 100644 :\(mark) \(Self.checked(path))\n")
    }

    /// `D <path>`.
    mutating func delete(path: String) {
        guard !isMuted else { return }
        append("D \(Self.checked(path))\n")
    }

    /// Ends a commit's file commands.
    mutating func endCommit() {
        guard !isMuted else { return }
        append("\n")
    }

    /// Deletes a branch: `reset` from the null object name removes the ref.
    mutating func deleteBranch(_ ref: String) {
        guard !isMuted else { return }
        append("reset \(ref)\nfrom \(String(repeating: "0", count: 40))\n\n")
    }

    /// Writes `done` (the stream is run with `--done`, so a cut-off stream
    /// is an error rather than a shorter history) and flushes.
    mutating func finish() throws(DesignDebtError) {
        append("done\n")
        if !buffer.isEmpty { try sink(buffer) }
        buffer.removeAll(keepingCapacity: false)
    }

    private mutating func appendData(_ blocks: [DemoBlock]) {
        let count = blocks.reduce(0) { $0 + $1.text.utf8.count }
        append("data \(count)\n")
        for block in blocks { append(block.text) }
        append("\n")
    }

    private mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    private mutating func flushIfFull() throws(DesignDebtError) {
        guard buffer.count >= Self.chunk else { return }
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Paths go into the stream unquoted, which fast-import allows unless one
    /// starts with `"` or holds a space or a line feed; the generator never
    /// makes such a path.
    private static func checked(_ path: String) -> String {
        precondition(
            !path.isEmpty && !path.hasPrefix("\"") && !path.contains(" ") && !path.contains("\n"),
            "A generated path needs quoting in a fast-import stream: '\(path)'.")
        return path
    }
}
