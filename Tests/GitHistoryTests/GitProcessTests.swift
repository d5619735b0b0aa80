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

    /// Polls until the child has exited, as `waitForExit` does when Foundation misses its SIGCHLD.
    func observedStatus(of pid: pid_t) -> Int32? {
        for _ in 0..<400 {
            if let status = GitProcess.exitStatus(ofExited: pid) { return status }
            usleep(5_000)
        }
        return nil
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

    /// A git that cannot start is explained in one line: the system's reason, not Foundation's dump.
    @Test func aLaunchFailureSaysWhyInTheSystemsWords() {
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 257, userInfo: [NSUnderlyingErrorKey: posix])
        #expect(GitProcess.reason(cocoa) == "Permission denied")
        #expect(GitProcess.reason(posix) == "Permission denied")
        let failure = GitError.launchFailed("/usr/bin/git", why: GitProcess.reason(cocoa))
        #expect(failure.description == "Cannot run git at '/usr/bin/git': Permission denied.")
    }

    @Test func seesAnExitWithoutReapingIt() throws {
        let pid = try spawn("exit 3")
        #expect(observedStatus(of: pid) == 3)
        // Still a zombie: looking did not reap it, so Foundation's own wait would find it.
        #expect(GitProcess.exitStatus(ofExited: pid) == 3)
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid)
        #expect(GitProcess.exitStatus(ofExited: pid) == nil, "reaped: nothing left to see")
    }

    @Test func reportsASignalAs128PlusIt() throws {
        let pid = try spawn("kill -9 $$")
        #expect(observedStatus(of: pid) == 128 + SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    @Test func aRunningChildHasNoStatus() throws {
        let pid = try spawn("sleep 5")
        #expect(GitProcess.exitStatus(ofExited: pid) == nil)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
