import Foundation
import Testing

@testable import GitHistory

@Suite struct GitProcessTests {
    /// Spawns `/bin/sh -c script` outside Foundation's `Process`, so nothing but the test reaps it.
    func spawn(_ script: String) throws -> pid_t {
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", script]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let result = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
        try #require(result == 0)
        return pid
    }

    /// A git started while another one is being started must not inherit that one's pipes: a
    /// collect once hung for good when a `cat-file --batch` kept a merge-graph read's stdout
    /// open. Our ends of every pipe close on exec, whatever Foundation closes in the child.
    @Test func pipesCloseOnExec() throws {
        let repository = try TestRepository()
        let git = try GitProcess(directory: repository.path, arguments: ["cat-file", "--batch"], takesInput: true)
        defer { git.waitForExit(timeout: 5) }
        for descriptor in [git.output.stdoutDescriptor, git.output.stderrDescriptor] {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
        // The child still reads its stdin and ends when it is closed.
        #expect(git.waitForExit(timeout: 3) == 0)
    }

    /// A git that cannot start is explained in one line, in the system's words.
    @Test func aLaunchFailureSaysWhyInTheSystemsWords() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notExecutable = folder + "/git"
        #expect(FileManager.default.createFile(atPath: notExecutable, contents: Data("#!/bin/sh\n".utf8)))
        for (executable, why) in [
            (notExecutable, "Permission denied"), (folder + "/none", "No such file or directory"),
        ] {
            do {
                _ = try GitProcess(directory: nil, arguments: ["--version"], executable: executable)
                Issue.record("'\(executable)' started")
            } catch {
                #expect(error.description == "Cannot run git at '\(executable)': \(why).")
            }
        }
        let failure = GitError.launchFailed("/usr/bin/git", why: "Permission denied")
        #expect(failure.description == "Cannot run git at '/usr/bin/git': Permission denied.")
    }

    /// The child has its stdin, stdout and stderr and nothing else of ours: a descriptor this
    /// process left open on exec is closed in it.
    @Test func aChildInheritsNoOtherDescriptor() throws {
        let open = Foundation.open("/dev/null", O_RDONLY)
        try #require(open >= 0)
        defer { close(open) }
        #expect(fcntl(open, F_GETFD) & FD_CLOEXEC == 0)
        let child = try GitProcess(directory: nil, arguments: ["-c", "ls /proc/$$/fd"], executable: "/bin/sh")
        let listed = String(decoding: try child.output.readToEnd(), as: UTF8.self).split(separator: "\n")
        #expect(child.waitForExit(timeout: 5) == 0)
        #expect(Set(listed) == ["0", "1", "2"], "listed: \(listed)")
    }

    /// The child has this process's environment, git's two settings, and what the caller gives,
    /// each name once, the caller's word last.
    @Test func aChildHasTheEnvironmentWithTheGivenVariables() throws {
        let child = try GitProcess(
            directory: nil,
            arguments: [
                "-c",
                "/usr/bin/env | /bin/grep -E '^(PATH|HOME|GIT_TERMINAL_PROMPT|GIT_OPTIONAL_LOCKS|EXTRA)=' | /usr/bin/sort",
            ],
            environment: ["PATH": "/nowhere", "GIT_OPTIONAL_LOCKS": "1", "EXTRA": "x"], executable: "/bin/sh")
        let listed = String(decoding: try child.output.readToEnd(), as: UTF8.self).split(separator: "\n")
        #expect(child.waitForExit(timeout: 5) == 0)
        let home = try #require(ProcessInfo.processInfo.environment["HOME"])
        #expect(
            listed == ["EXTRA=x", "GIT_OPTIONAL_LOCKS=1", "GIT_TERMINAL_PROMPT=0", "HOME=\(home)", "PATH=/nowhere"])
    }

    /// A child still running when the wait's time is up is killed, and says so.
    @Test func aWaitThatTimesOutKillsTheChild() throws {
        let child = try GitProcess(directory: nil, arguments: ["-c", "sleep 5"], executable: "/bin/sh")
        let started = DispatchTime.now()
        #expect(child.waitForExit(timeout: 0.2) == 128 + SIGKILL)
        #expect(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds < 3_000_000_000)
        #expect(child.waitForExit() == 128 + SIGKILL, "the status is kept once reaped")
    }

    @Test func readsAnExitCode() throws {
        let pid = try spawn("exit 3")
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        #expect(GitProcess.exitCode(ofWaitStatus: status) == 3)
    }

    @Test func reportsASignalAs128PlusIt() throws {
        let pid = try spawn("kill -9 $$")
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        #expect(GitProcess.exitCode(ofWaitStatus: status) == 128 + SIGKILL)
    }
}
