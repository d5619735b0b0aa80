import Foundation

/// Reads a child's stdout through a growable byte buffer while draining its stderr.
///
/// Both pipes are multiplexed with poll(2) on the calling thread, so a child that fills its
/// stderr pipe while we wait on stdout (or the reverse) cannot deadlock, and no second thread
/// or lock is needed. stdout is read with read(2) straight into the buffer, a big chunk at a
/// time; parsers look at the bytes in place and make Strings only of the fields they keep.
///
/// Ranges handed out by ``nextField(terminator:)`` are valid until the next call that reads
/// (the buffer may be compacted or moved), so callers convert them at once.
final class GitOutputReader {
    /// The command being read, for error messages (`git log`).
    let command: String

    let stdoutDescriptor: Int32
    let stderrDescriptor: Int32
    private var stdoutOpen = true
    private var stderrOpen = true
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var start = 0
    private var end = 0
    private var errorOutput: [UInt8] = []
    private static let errorOutputLimit = 64 * 1024
    private let pollSet: UnsafeMutablePointer<pollfd>

    init(stdout: Int32, stderr: Int32, command: String, capacity: Int = 256 * 1024) {
        self.command = command
        self.stdoutDescriptor = stdout
        self.stderrDescriptor = stderr
        self.capacity = capacity
        self.storage = .allocate(capacity: capacity)
        self.pollSet = .allocate(capacity: 2)
    }

    deinit {
        storage.deallocate()
        pollSet.deallocate()
    }

    /// The first non-empty line of what the child wrote to stderr so far.
    var errorFirstLine: String? {
        let text = String(decoding: errorOutput, as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { return trimmed }
        }
        return nil
    }

    /// Reads up to `count` bytes of stdout into `destination`, draining stderr while it waits.
    ///
    /// Returns 0 at the end of stdout.
    func readSome(into destination: UnsafeMutableRawPointer, count: Int) throws(GitError) -> Int {
        while stdoutOpen {
            pollSet[0] = pollfd(fd: stdoutDescriptor, events: Int16(POLLIN), revents: 0)
            pollSet[1] = pollfd(fd: stderrDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(pollSet, stderrOpen ? 2 : 1, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                throw GitError.ioFailure("wait for output of '\(command)'", errorNumber: errno)
            }
            if stderrOpen && pollSet[1].revents != 0 {
                try readErrorOutputOnce()
            }
            if pollSet[0].revents != 0 {
                let count = read(stdoutDescriptor, destination, count)
                if count < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    throw GitError.ioFailure("read output of '\(command)'", errorNumber: errno)
                }
                if count == 0 { stdoutOpen = false }
                return count
            }
        }
        return 0
    }

    /// Reads stderr until the child closes it; call after stdout ended, before waiting for exit.
    func drainErrorOutput() {
        while stderrOpen {
            do { try readErrorOutputOnce() } catch { stderrOpen = false }
        }
    }

    private func readErrorOutputOnce() throws(GitError) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(stderrDescriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR || errno == EAGAIN { return }
            stderrOpen = false
            throw GitError.ioFailure("read errors of '\(command)'", errorNumber: errno)
        }
        if count == 0 {
            stderrOpen = false
            return
        }
        let room = Self.errorOutputLimit - errorOutput.count
        if room > 0 { errorOutput.append(contentsOf: chunk.prefix(min(room, count))) }
    }

    /// Reads more of stdout into the buffer, compacting or growing it; false at the end.
    private func fill() throws(GitError) -> Bool {
        if start == end {
            start = 0
            end = 0
        } else if start > 0 && capacity - end < capacity / 2 {
            storage.update(from: storage + start, count: end - start)
            end -= start
            start = 0
        }
        if end == capacity {
            let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            bigger.initialize(from: storage + start, count: end - start)
            storage.deallocate()
            storage = bigger
            capacity *= 2
            end -= start
            start = 0
        }
        let count = try readSome(into: storage + end, count: capacity - end)
        end += count
        return count > 0
    }

    /// The next byte of stdout without consuming it; nil at the end.
    func peek() throws(GitError) -> UInt8? {
        if start == end, try !fill() { return nil }
        return storage[start]
    }

    /// Consumes bytes while they are one of `a` or `b`.
    func skip(_ a: UInt8, _ b: UInt8) throws(GitError) {
        while let byte = try peek(), byte == a || byte == b {
            start += 1
        }
    }

    /// The bytes up to the next `terminator`, which is consumed too; nil at a clean end of output.
    ///
    /// Output that ends inside a field is an error.
    func nextField(terminator: UInt8) throws(GitError) -> Range<Int>? {
        var scanned = 0
        while true {
            let found = memchr(storage + start + scanned, Int32(terminator), end - start - scanned)
            if let found {
                let fieldStart = start
                let fieldEnd = storage.distance(to: found.assumingMemoryBound(to: UInt8.self))
                start = fieldEnd + 1
                return fieldStart..<fieldEnd
            }
            scanned = end - start
            if try !fill() {
                if start == end { return nil }
                throw GitError.unexpectedOutput(command, "the output ends inside a field")
            }
        }
    }

    /// The bytes of a range from ``nextField(terminator:)``.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage + range.lowerBound, count: range.count)
    }

    /// The bytes of a range decoded as UTF-8 (invalid sequences become U+FFFD).
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes(range), as: UTF8.self)
    }

    /// Exactly `count` bytes of stdout; bytes beyond the buffer are read straight into the result.
    func readBytes(count: Int) throws(GitError) -> [UInt8] {
        var failure: GitError?
        let result = [UInt8](unsafeUninitializedCapacity: count) { destination, initialized in
            let buffered = min(count, end - start)
            if let base = destination.baseAddress {
                base.initialize(from: storage + start, count: buffered)
            }
            start += buffered
            initialized = buffered
            while initialized < count, let base = destination.baseAddress {
                do throws(GitError) {
                    let read = try readSome(into: base + initialized, count: count - initialized)
                    if read == 0 { break }
                    initialized += read
                } catch {
                    failure = error
                    break
                }
            }
        }
        if let failure { throw failure }
        guard result.count == count else {
            throw GitError.unexpectedOutput(command, "the output ends \(count - result.count) bytes early")
        }
        return result
    }

    /// Everything left on stdout, then stderr drained; for small outputs.
    func readToEnd() throws(GitError) -> [UInt8] {
        while try fill() {}
        let result = Array(UnsafeBufferPointer(start: storage + start, count: end - start))
        start = end
        drainErrorOutput()
        return result
    }
}
