import Foundation

/// One running git command: `Process(executableURL:)` with an argument array, never a shell.
///
/// stdout and stderr are read through a ``GitOutputReader``, which multiplexes both pipes so a
/// large output cannot deadlock. stdin is a pipe only when the command takes input
/// (`git cat-file --batch`).
final class GitProcess {
    /// `git <subcommand>`, for error messages.
    let command: String
    /// The child's stdout (and, drained alongside, its stderr).
    let output: GitOutputReader

    private let process: Process
    private let stdoutPipe: ChildPipe
    private let stderrPipe: ChildPipe
    private let stdinPipe: ChildPipe?
    private var inputOpen: Bool
    private let exited = DispatchSemaphore(value: 0)
    private var exitStatus: Int32?

    /// Serializes starting children, so no child inherits another's pipe half made.
    private static let spawning = NSLock()

    /// The git executable: the first `git` on `PATH`, else `/usr/bin/git`.
    static let executableURL: URL = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return URL(fileURLWithPath: candidate)
            }
        }
        return URL(fileURLWithPath: "/usr/bin/git")
    }()

    /// Starts `git [-C directory] arguments...`.
    ///
    /// - Parameters:
    ///   - directory: passed as `-C`; nil runs in the current directory.
    ///   - arguments: the subcommand and its arguments.
    ///   - environment: variables added to (or replacing) this process's environment.
    ///   - takesInput: whether to give the child a stdin pipe (else it reads /dev/null).
    init(
        directory: String?,
        arguments: [String],
        environment: [String: String] = [:],
        takesInput: Bool = false
    ) throws(GitError) {
        command = "git " + Self.subcommand(of: arguments)
        // Held from the pipes' making to the child's start: see `ChildPipe`.
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        process = Process()
        stdoutPipe = try ChildPipe()
        stderrPipe = try ChildPipe()
        stdinPipe = takesInput ? try ChildPipe() : nil
        inputOpen = takesInput
        output = GitOutputReader(
            stdout: stdoutPipe.reading.fileDescriptor,
            stderr: stderrPipe.reading.fileDescriptor,
            command: command
        )

        process.executableURL = Self.executableURL
        process.arguments = (directory.map { ["-C", $0] } ?? []) + arguments
        var merged = ProcessInfo.processInfo.environment
        // Never wait for a password on a terminal nobody watches (a lazy fetch in a partial
        // clone), and never take optional locks a concurrent `git` in the same repository needs.
        merged["GIT_TERMINAL_PROMPT"] = "0"
        merged["GIT_OPTIONAL_LOCKS"] = "0"
        merged.merge(environment) { _, new in new }
        process.environment = merged
        process.standardOutput = stdoutPipe.writing
        process.standardError = stderrPipe.writing
        process.standardInput = stdinPipe?.reading ?? FileHandle.nullDevice
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw GitError.launchFailed(Self.executableURL.path, why: Self.reason(error))
        }
        // Our copies of the child's ends (stdout/stderr write ends, the stdin read end) close now,
        // so the pipes reach EOF when the child exits.
        try? stdoutPipe.writing.close()
        try? stderrPipe.writing.close()
        try? stdinPipe?.reading.close()
    }

    /// Why a child could not start, in the system's words (`Permission denied`): the POSIX error
    /// under Foundation's, not the whole `NSCocoaErrorDomain` dump with its user info.
    static func reason(_ error: Error) -> String {
        let cocoa = error as NSError
        let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError
        if let posix = [underlying, cocoa].compactMap({ $0 }).first(where: { $0.domain == NSPOSIXErrorDomain }) {
            return String(cString: strerror(Int32(posix.code)))
        }
        return cocoa.localizedDescription
    }

    /// The subcommand in an argument list, skipping git's own options (`-c name=value`).
    private static func subcommand(of arguments: [String]) -> String {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += arguments[index] == "-c" || arguments[index] == "-C" ? 2 : 1
        }
        return index < arguments.count ? arguments[index] : ""
    }

    deinit {
        terminate()
    }

    /// Writes all of `bytes` to the child's stdin; false if the child closed it (it exited).
    ///
    /// SIGPIPE is blocked on this thread for the write and a SIGPIPE it raised is consumed,
    /// so a dead child is an `EPIPE` here, not the death of this process, without changing the
    /// process-wide signal disposition the host program chose.
    func write(_ bytes: [UInt8]) throws(GitError) -> Bool {
        guard inputOpen, let descriptor = stdinPipe?.writing.fileDescriptor else {
            return false
        }
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
        var pending = sigset_t()
        sigpending(&pending)
        let alreadyPending = sigismember(&pending, SIGPIPE) == 1

        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if result >= 0 {
                written += result
                continue
            }
            let failure = errno
            if failure == EINTR { continue }
            if failure == EPIPE {
                if !alreadyPending {
                    var noWait = timespec(tv_sec: 0, tv_nsec: 0)
                    while sigtimedwait(&pipeSignal, nil, &noWait) < 0 && errno == EINTR {}
                }
                return false
            }
            throw GitError.ioFailure("write to '\(command)'", errorNumber: failure)
        }
        return true
    }

    /// Closes the child's stdin, which tells `git cat-file --batch` to finish.
    func closeInput() {
        guard inputOpen else { return }
        inputOpen = false
        try? stdinPipe?.writing.close()
    }

    /// Stops the child, for when its output is no longer wanted.
    ///
    /// SIGKILL, not SIGTERM: `Process` spawns the child with the signal mask of the calling
    /// thread, and Dispatch worker threads (Swift Testing runs tests on them) block SIGTERM, so
    /// a git blocked writing a full pipe would never see it. The commands run here only read
    /// the repository, so there is nothing for git to clean up.
    func terminate() {
        if exitStatus == nil && process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// Waits for the child to exit; its status, or 128 + the signal that killed it.
    ///
    /// Foundation's `Process` learns of the exit from SIGCHLD and can miss one when several
    /// children end at once (seen: a zombie `git` and a collect that never finished). So the
    /// wait looks at the child itself every `pollInterval` as well, without reaping it, and takes
    /// the status from there when Foundation has not spoken.
    @discardableResult
    func waitForExit(timeout: Double? = nil) -> Int32 {
        if let exitStatus { return exitStatus }
        closeInput()
        let deadline = timeout.map { DispatchTime.now() + $0 }
        var terminated = false
        var status: Int32?
        while status == nil {
            if exited.wait(timeout: .now() + Self.pollInterval) == .success {
                status =
                    process.terminationReason == .uncaughtSignal
                    ? 128 + process.terminationStatus : process.terminationStatus
            } else if let observed = Self.exitStatus(ofExited: process.processIdentifier) {
                status = observed
            } else if let deadline, !terminated, DispatchTime.now() >= deadline {
                terminate()
                terminated = true
            }
        }
        exitStatus = status
        return status ?? 0
    }

    /// After the output was read: drains stderr, waits for the child and throws
    /// ``GitError/Code/commandFailed`` with git's first line of stderr unless it exited 0.
    func finish() throws(GitError) {
        output.drainErrorOutput()
        let status = waitForExit()
        guard status == 0 else {
            throw GitError.commandFailed(command, status: status, gitMessage: output.errorFirstLine)
        }
    }

    /// How often a wait looks at the child beside Foundation's notice.
    static let pollInterval = 0.05

    /// The status of child `pid` if it has exited (and not been reaped), else nil; leaves the
    /// zombie for Foundation to reap, so its own bookkeeping stays right.
    static func exitStatus(ofExited pid: pid_t) -> Int32? {
        guard pid > 0 else { return nil }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == pid
        else { return nil }
        let code = info._sifields._sigchld.si_status
        return info.si_code == Int32(CLD_EXITED) ? code : 128 + code
    }

    /// Runs a command to completion and returns its status and everything it printed.
    static func run(
        directory: String?,
        arguments: [String],
        environment: [String: String] = [:]
    ) throws(GitError) -> GitProcessResult {
        let child = try GitProcess(directory: directory, arguments: arguments, environment: environment)
        let bytes: [UInt8]
        do {
            bytes = try child.output.readToEnd()
        } catch {
            child.terminate()
            child.waitForExit()
            throw error
        }
        let status = child.waitForExit()
        return GitProcessResult(
            command: child.command,
            status: status,
            output: bytes,
            errorFirstLine: child.output.errorFirstLine
        )
    }
}

/// A pipe both of whose ends close on exec.
///
/// Foundation's `Pipe` makes inheritable descriptors and `Process` does not close the others in
/// the child, so a git started on one thread while another thread's git was being set up kept
/// that one's stdout open: its reader never saw end of file, and a collect hung for good (a
/// merge graph read waiting on a `git cat-file --batch` that was waiting on the collect). The
/// child still gets its own ends: `Process` duplicates them onto 0, 1 and 2, which do not
/// close on exec. Made under ``GitProcess/spawning`` (Swift's Glibc has no `pipe2`), so no
/// child is started between `pipe` and `fcntl`.
private struct ChildPipe {
    let reading: FileHandle
    let writing: FileHandle

    init() throws(GitError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw GitError.ioFailure("pipe", errorNumber: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        reading = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
        writing = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
    }
}
