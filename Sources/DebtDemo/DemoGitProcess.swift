import DesignDebt
import Dispatch
import Foundation

/// One git command the history generator runs: `git init`, `git fast-import`,
/// `git reset`, `git rev-parse`. Started with `Process` and an argument array
/// (never a shell); stdout and stderr are drained on their own threads so a
/// chatty child cannot block on a full pipe.
///
/// The input of `fast-import` is one end of a socket pair rather than a pipe:
/// writes use `MSG_NOSIGNAL`, so a child that dies mid-stream is an `EPIPE`
/// here, not a SIGPIPE that kills the host program.
final class DemoGitProcess: @unchecked Sendable {
    // @unchecked: `output` and `errors` are written by the reader threads and
    // read only after `readers.wait()`, which orders the accesses.
    private let process = Process()
    private let outputPipe = Pipe()
    private let errorPipe = Pipe()
    private var inputSocket: Int32 = -1
    private let exited = DispatchSemaphore(value: 0)
    private let readers = DispatchGroup()
    private var output = Data()
    private var errors = Data()
    private let commandLine: String
    private var hasExited = false

    /// Starts `git arguments...`; with `feedsInput` the child reads what `write(_:)` sends.
    /// `environment` is added to this process's environment.
    init(_ arguments: [String], feedsInput: Bool = false, environment: [String: String] = [:]) throws(DesignDebtError) {
        commandLine = (["git"] + arguments).joined(separator: " ")
        // `env` finds git on PATH, as a shell would.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        var childInput: Int32 = -1
        if feedsInput {
            var ends: [Int32] = [-1, -1]
            #if canImport(Glibc)
                let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            #else
                let type = SOCK_STREAM
            #endif
            guard socketpair(AF_UNIX, type, 0, &ends) == 0 else {
                throw DesignDebtError.runtime(
                    "Could not create a socket pair for '\(commandLine)': \(Self.lastError()).")
            }
            inputSocket = ends[0]
            childInput = ends[1]
            #if !canImport(Glibc)
                var on: Int32 = 1
                setsockopt(inputSocket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            process.standardInput = FileHandle(fileDescriptor: childInput, closeOnDealloc: false)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let exited = exited
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            if childInput >= 0 { close(childInput) }
            if inputSocket >= 0 { close(inputSocket) }
            throw DesignDebtError.runtime("Could not run '\(commandLine)': \(error.localizedDescription)")
        }
        // The child has its copy of the socket; ours would keep it from ever seeing the end of input.
        if childInput >= 0 { close(childInput) }
        readers.enter()
        DispatchQueue.global().async {
            self.output = self.outputPipe.fileHandleForReading.readDataToEndOfFile()
            self.readers.leave()
        }
        readers.enter()
        DispatchQueue.global().async {
            self.errors = self.errorPipe.fileHandleForReading.readDataToEndOfFile()
            self.readers.leave()
        }
    }

    deinit {
        if inputSocket >= 0 { close(inputSocket) }
    }

    /// Sends all of `bytes` to the child's input.
    func write(_ bytes: [UInt8]) throws(DesignDebtError) {
        var sent = 0
        while sent < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                send(inputSocket, buffer.baseAddress.map { $0 + sent }, buffer.count - sent, Self.sendFlags)
            }
            if result >= 0 {
                sent += result
            } else if errno != EINTR {
                let why = Self.lastError()
                // The child stopped reading: its own message says why.
                try finish()
                throw DesignDebtError.runtime("'\(commandLine)' stopped reading its input: \(why).")
            }
        }
    }

    /// Ends the input, waits for the child and returns its stdout; throws with
    /// its stderr when it exits non-zero.
    @discardableResult
    func finish() throws(DesignDebtError) -> String {
        if inputSocket >= 0 {
            close(inputSocket)
            inputSocket = -1
        }
        if !hasExited {
            exited.wait()
            readers.wait()
            hasExited = true
        }
        let status = process.terminationStatus
        guard status == 0 else {
            let message = String(decoding: errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DesignDebtError.runtime(
                "'\(commandLine)' exited with status \(status)" + (message.isEmpty ? "." : ": \(message)"))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Runs a command that takes no input to the end; returns its stdout.
    @discardableResult
    static func run(_ arguments: [String]) throws(DesignDebtError) -> String {
        try DemoGitProcess(arguments).finish()
    }

    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
