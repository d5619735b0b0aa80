/// Reads objects by id through one long-lived `git cat-file --batch` process.
///
/// One request at a time: the id goes to git's stdin as a line, and the answer is read from a
/// buffered reader over the pipe. git-cat-file(1) answers each request with
///
/// > <oid> SP <type> SP <size> LF
/// > <contents> LF
///
/// or, for an object it does not have, `<object> SP missing LF`, and flushes after each answer
/// (no `--buffer`), which is what makes this request/response use possible. Multi-megabyte
/// contents are read straight into the result array.
///
/// A missing object is ``BlobResult/missing`` and the process keeps serving. In a partial clone
/// git first tries to fetch the object from the promisor remote; git 2.39 exits when that fetch
/// fails (no network, remote gone). The reader then starts a fresh `cat-file`, answers
/// `.missing` for that object and carries on. Outside a partial clone a dying `cat-file` is an
/// error (the next read starts a new one).
///
/// Not thread-safe: use one reader per task. ``close()`` ends git; `deinit` does too.
public final class BlobReader {
    /// The repository objects are read from.
    public let repository: Repository
    private let lazyFetch: Bool
    /// Asked of git's configuration the first time `cat-file` dies, not at every start: most
    /// readers never meet a missing object, and a `git config` is a process of its own.
    private var isPartialClone: Bool?
    private var git: GitProcess?
    private var closed = false

    /// How many times `cat-file` died and was started again (each such read answered `.missing`).
    public private(set) var restarts = 0
    /// git's first stderr line from the last time `cat-file` died, for a summary.
    public private(set) var lastFailure: String?

    /// Starts `git cat-file --batch` in the repository.
    ///
    /// - Parameters:
    ///   - repository: where to read objects.
    ///   - lazyFetch: whether a partial clone may fetch absent objects from its promisor remote
    ///     (git's default). `false` sets `GIT_NO_LAZY_FETCH=1` (honoured by git 2.44 and later)
    ///     and `protocol.allow=never` for the fetch git would start, so an absent object is
    ///     `.missing` without network traffic.
    /// - Throws: ``GitError/Code/launchFailed`` when git cannot be started.
    public init(repository: Repository, lazyFetch: Bool = true) throws(GitError) {
        self.repository = repository
        self.lazyFetch = lazyFetch
        git = try startProcess()
    }

    deinit {
        close()
    }

    /// Whether objects may be absent by design: a remote is a promisor (`git clone --filter`
    /// sets `remote.<name>.promisor`; older clones set `extensions.partialClone`).
    private static func hasPromisorRemote(_ repository: Repository) throws(GitError) -> Bool {
        let result = try repository.run([
            "config", "--get-regexp", #"^(remote\..+\.promisor|extensions\.partialclone)$"#,
        ])
        return result.lines.contains { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard let key = parts.first?.lowercased() else { return false }
            return key == "extensions.partialclone" || parts.last?.lowercased() == "true"
        }
    }

    private func startProcess() throws(GitError) -> GitProcess {
        var arguments = ["cat-file", "--batch"]
        var environment: [String: String] = [:]
        if !lazyFetch {
            arguments = ["-c", "protocol.allow=never"] + arguments
            environment["GIT_NO_LAZY_FETCH"] = "1"
        }
        return try repository.start(arguments, environment: environment, takesInput: true)
    }

    /// The contents of the object `sha` names, or `.missing` if the repository does not have it.
    ///
    /// `sha` is normally a full blob id; anything `git cat-file` accepts works (a tree or commit
    /// id returns that object's raw bytes).
    ///
    /// - Throws: ``GitError/Code/invalidObjectName`` for an empty name, one with a line break,
    ///   or an ambiguous short id; ``GitError/Code/readerClosed`` after ``close()``;
    ///   ``GitError/Code/commandFailed`` if `cat-file` dies outside a partial clone.
    public func read(_ sha: String) throws(GitError) -> BlobResult {
        guard !sha.isEmpty, !sha.contains(where: \.isNewline) else {
            throw GitError.invalidObjectName(sha, why: "object names are non-empty and on one line")
        }
        guard !closed else { throw GitError.readerClosed }
        let git: GitProcess
        if let running = self.git {
            git = running
        } else {
            git = try startProcess()
            self.git = git
        }

        if try git.write(Array((sha + "\n").utf8)), let answer = try response(from: git, for: sha) {
            return answer
        }
        // cat-file exited: in a partial clone that is a failed lazy fetch of this object.
        git.closeInput()
        git.output.drainErrorOutput()
        let status = git.waitForExit()
        let message = git.output.errorFirstLine
        self.git = nil
        restarts += 1
        lastFailure = message
        if isPartialClone == nil { isPartialClone = try Self.hasPromisorRemote(repository) }
        guard isPartialClone == true else {
            throw GitError.commandFailed(git.command, status: status, gitMessage: message)
        }
        self.git = try startProcess()
        return .missing
    }

    /// The contents of many objects, in order, with far fewer round trips
    /// than calling ``read(_:)`` for each: requests go out in batches that fit
    /// in the pipe to `cat-file` (so writing never waits on our reading), then
    /// the answers are read back. If `cat-file` dies mid-batch (a failed lazy
    /// fetch in a partial clone), the rest of the batch is read one by one.
    public func readAll(_ shas: [String]) throws(GitError) -> [BlobResult] {
        var results: [BlobResult] = []
        results.reserveCapacity(shas.count)
        // 41 bytes a request: 1,024 of them stay well inside a 64 KiB pipe buffer.
        var start = 0
        while start < shas.count {
            let batch = shas[start..<min(start + 1_024, shas.count)]
            start += batch.count
            guard !closed, let git = self.git,
                batch.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isNewline) }),
                try git.write(Array(batch.map { $0 + "\n" }.joined().utf8))
            else {
                for sha in batch { results.append(try read(sha)) }
                continue
            }
            var answered = 0
            for sha in batch {
                guard let answer = try response(from: git, for: sha) else { break }
                results.append(answer)
                answered += 1
            }
            if answered < batch.count {
                // cat-file ended: restart it through `read`, which also records why.
                for sha in batch.dropFirst(answered) { results.append(try read(sha)) }
            }
        }
        return results
    }

    /// Reads one answer; nil when cat-file ended before answering.
    private func response(from git: GitProcess, for sha: String) throws(GitError) -> BlobResult? {
        let reader = git.output
        guard let headerRange = try reader.nextField(terminator: UInt8(ascii: "\n")) else { return nil }
        let header = reader.bytes(headerRange)
        guard let lastSpace = header.lastIndex(of: UInt8(ascii: " ")) else {
            throw desynchronized(git, "the answer header '\(reader.string(headerRange))' has no size")
        }
        let last = UnsafeBufferPointer(rebasing: header[(lastSpace + 1)...])
        if last.elementsEqual("missing".utf8) { return .missing }
        if last.elementsEqual("ambiguous".utf8) {
            throw GitError.invalidObjectName(sha, why: "the short id is ambiguous")
        }
        var size = 0
        for byte in last {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), size < Int.max / 10 else {
                throw desynchronized(git, "cannot read the size in '\(reader.string(headerRange))'")
            }
            size = size * 10 + Int(byte - UInt8(ascii: "0"))
        }
        let content = try reader.readBytes(count: size)
        guard let terminator = try reader.nextField(terminator: UInt8(ascii: "\n")), terminator.isEmpty else {
            throw desynchronized(git, "an object's contents are not followed by a line feed")
        }
        return .content(content)
    }

    /// Stops a cat-file whose answers can no longer be trusted; the next read starts a new one.
    private func desynchronized(_ git: GitProcess, _ detail: String) -> GitError {
        git.terminate()
        git.waitForExit()
        self.git = nil
        return GitError.unexpectedOutput(git.command, detail)
    }

    /// Ends `git cat-file` (closing its stdin, which it answers by exiting) and waits for it.
    ///
    /// Reads after closing throw ``GitError/Code/readerClosed``. Calling it twice is harmless.
    public func close() {
        closed = true
        guard let git else { return }
        self.git = nil
        git.closeInput()
        git.output.drainErrorOutput()
        git.waitForExit(timeout: 10)
    }
}
