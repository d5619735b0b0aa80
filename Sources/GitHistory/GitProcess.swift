import Foundation

/// One running git command, spawned with `posix_spawn` and an argument array, never a shell.
///
/// stdout and stderr are read through a ``GitOutputReader``, which multiplexes both pipes so a
/// large output cannot deadlock. stdin is a pipe only when the command takes input
/// (`git cat-file --batch`). Not Foundation's `Process`: it closed every descriptor up to the
/// limit one system call at a time in each child and asked the limit again for each, about a
/// millisecond per git, and `check` starts five in a row.
final class GitProcess {
    /// `git <subcommand>`, for error messages.
    let command: String
    /// The child's stdout (and, drained alongside, its stderr).
    let output: GitOutputReader

    private let pid: pid_t
    private let stdoutPipe: ChildPipe
    private let stderrPipe: ChildPipe
    private let stdinPipe: ChildPipe?
    private var inputOpen: Bool
    private var exitStatus: Int32?

    /// Serializes starting children, so no child inherits another's pipe half made (where the
    /// system cannot close the rest of a child's descriptors for it: `closeDescriptorsFrom`).
    private static let spawning = NSLock()

    /// The git executable: the first `git` on `PATH`, else `/usr/bin/git`.
    static let executablePath: String = {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/git"
    }()

    /// Starts `git [-C directory] arguments...`.
    ///
    /// - Parameters:
    ///   - directory: passed as `-C`; nil runs in the current directory.
    ///   - arguments: the subcommand and its arguments.
    ///   - environment: variables added to (or replacing) this process's environment.
    ///   - takesInput: whether to give the child a stdin pipe (else it reads /dev/null).
    ///   - executable: the program run; git, but for a test of what a failed start says.
    init(
        directory: String?,
        arguments: [String],
        environment: [String: String] = [:],
        takesInput: Bool = false,
        executable: String = GitProcess.executablePath
    ) throws(GitError) {
        command = "git " + Self.subcommand(of: arguments)
        // Never wait for a password on a terminal nobody watches (a lazy fetch in a partial
        // clone), and never take optional locks a concurrent `git` in the same repository needs.
        var overrides = ["GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0"]
        overrides.merge(environment) { _, new in new }
        let argv = [executable] + (directory.map { ["-C", $0] } ?? []) + arguments
        // Held from the pipes' making to the child's start: see `ChildPipe`.
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        stdoutPipe = try ChildPipe()
        stderrPipe = try ChildPipe()
        stdinPipe = takesInput ? try ChildPipe() : nil
        inputOpen = takesInput
        output = GitOutputReader(stdout: stdoutPipe.reading, stderr: stderrPipe.reading, command: command)
        pid = try Self.spawn(
            executable, argv, overrides, stdin: stdinPipe?.reading, stdout: stdoutPipe.writing,
            stderr: stderrPipe.writing)
        // Our copies of the child's ends (stdout/stderr write ends, the stdin read end) close now,
        // so the pipes reach EOF when the child exits.
        stdoutPipe.closeWriting()
        stderrPipe.closeWriting()
        stdinPipe?.closeReading()
    }

    /// Starts `executable` with this process's environment but `overrides`, the given descriptors
    /// as its 0, 1 and 2 (stdin `/dev/null` when none), every other descriptor closed, signals at
    /// their defaults and none blocked: a Dispatch worker thread blocks SIGTERM, and a child
    /// started from one would inherit that.
    private static func spawn(
        _ executable: String, _ arguments: [String], _ overrides: [String: String], stdin: Int32?, stdout: Int32,
        stderr: Int32
    ) throws(GitError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin {
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        _ = closeDescriptorsFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let added = overrides.map { strdup("\($0.key)=\($0.value)") }
        defer { for pointer in argv + added { free(pointer) } }
        // This process's entries as they stand, not copied: Foundation's `environment` builds a
        // dictionary of them all, a quarter of a millisecond per git.
        var envp: [UnsafeMutablePointer<CChar>?] = []
        var entry = environ
        while let variable = entry.pointee {
            if !overrides.keys.contains(where: { Self.names(variable, $0) }) { envp.append(variable) }
            entry += 1
        }
        envp += added + [nil]
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw GitError.launchFailed(executable, why: String(cString: strerror(result))) }
        return pid
    }

    /// Whether the `NAME=value` entry `variable` sets `name`.
    private static func names(_ variable: UnsafePointer<CChar>, _ name: String) -> Bool {
        name.withCString { name in
            let length = strlen(name)
            return strncmp(variable, name, length) == 0 && variable[length] == CChar(UInt8(ascii: "="))
        }
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later): the child closes every
    /// descriptor from the one given, in one system call. Found at run time, since Swift's view of
    /// glibc leaves out its GNU extensions; without it, every descriptor this process makes
    /// closes on exec already (`ChildPipe`, SQLite's, Foundation's).
    private static let closeDescriptorsFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()

    /// The subcommand in an argument list, skipping git's own options (`-c name=value`).
    private static func subcommand(of arguments: [String]) -> String {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            index += arguments[index] == "-c" || arguments[index] == "-C" ? 2 : 1
        }
        return index < arguments.count ? arguments[index] : ""
    }

    deinit {
        // A child nobody waited for is stopped and reaped: no zombie outlives its reader.
        if exitStatus == nil {
            terminate()
            waitForExit()
        }
    }

    /// Writes all of `bytes` to the child's stdin; false if the child closed it (it exited).
    ///
    /// SIGPIPE is blocked on this thread for the write and a SIGPIPE it raised is consumed,
    /// so a dead child is an `EPIPE` here, not the death of this process, without changing the
    /// process-wide signal disposition the host program chose.
    func write(_ bytes: [UInt8]) throws(GitError) -> Bool {
        guard inputOpen, let descriptor = stdinPipe?.writing else {
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
        stdinPipe?.closeWriting()
    }

    /// Stops the child, for when its output is no longer wanted. SIGKILL: the commands run here
    /// only read the repository, so there is nothing for git to clean up.
    func terminate() {
        // Until it is reaped (`waitForExit`) the pid is the child's, even if it has exited.
        if exitStatus == nil { kill(pid, SIGKILL) }
    }

    /// Waits for the child to exit and reaps it; its status, or 128 + the signal that killed
    /// it. With a timeout, a child still running then is killed.
    @discardableResult
    func waitForExit(timeout: Double? = nil) -> Int32 {
        if let exitStatus { return exitStatus }
        closeInput()
        var status: Int32 = 0
        var result: pid_t = 0
        if let timeout {
            // Looked at often at first, less as it runs on: most children are done at once.
            let deadline = DispatchTime.now() + timeout
            var pause: useconds_t = 200
            while result == 0 {
                result = Self.reap(pid, &status, options: WNOHANG)
                guard result == 0 else { break }
                if DispatchTime.now() >= deadline {
                    kill(pid, SIGKILL)
                    break
                }
                usleep(pause)
                pause = min(pause * 2, 20_000)
            }
        }
        if result == 0 { result = Self.reap(pid, &status, options: 0) }
        if result < 0 { status = 0 }
        let code = Self.exitCode(ofWaitStatus: status)
        exitStatus = code
        return code
    }

    /// `waitpid`, again when a signal interrupts it: the pid once reaped, 0 while it runs, -1 on failure.
    private static func reap(_ pid: pid_t, _ status: inout Int32, options: Int32) -> pid_t {
        while true {
            let result = waitpid(pid, &status, options)
            if result < 0 && errno == EINTR { continue }
            return result
        }
    }

    /// A child's exit code from `waitpid`'s status, or 128 + the signal that ended it, as a shell says.
    static func exitCode(ofWaitStatus status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
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

    /// Runs a command to completion and returns its status and everything it printed.
    static func run(
        directory: String?,
        arguments: [String],
        environment: [String: String] = [:]
    ) throws(GitError) -> GitProcessResult {
        try GitProcess(directory: directory, arguments: arguments, environment: environment).result()
    }

    /// Reads the rest of what the child prints, waits for it and returns its status and output.
    func result() throws(GitError) -> GitProcessResult {
        let bytes: [UInt8]
        do {
            bytes = try output.readToEnd()
        } catch {
            terminate()
            waitForExit()
            throw error
        }
        let status = waitForExit()
        return GitProcessResult(command: command, status: status, output: bytes, errorFirstLine: output.errorFirstLine)
    }
}

/// A pipe both of whose ends close on exec.
///
/// A git started on one thread while another thread's git was being set up once kept that
/// one's stdout open: its reader never saw end of file, and a collect hung for good (a merge
/// graph read waiting on a `git cat-file --batch` that was waiting on the collect). The child
/// still gets its own ends: `posix_spawn` duplicates them onto 0, 1 and 2, which do not close
/// on exec. Made under ``GitProcess/spawning`` (Swift's Glibc has no `pipe2`), so no child is
/// started between `pipe` and `fcntl`. The reading end is handed to the output reader; each
/// end is closed once, by its owner.
private final class ChildPipe {
    let reading: Int32
    let writing: Int32
    private var readingOpen = true
    private var writingOpen = true

    init() throws(GitError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw GitError.ioFailure("pipe", errorNumber: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        reading = descriptors[0]
        writing = descriptors[1]
    }

    func closeReading() {
        if readingOpen { close(reading) }
        readingOpen = false
    }

    func closeWriting() {
        if writingOpen { close(writing) }
        writingOpen = false
    }

    deinit {
        closeReading()
        closeWriting()
    }
}
