import Foundation

/// A child process run to its end for a test: its exit status, stdout and stderr.
struct TestProcess {
    var status: Int32
    var output: String
    var errors: String

    /// Runs `executable` with `arguments` in `directory` (else the current one), with
    /// `environment` added to this process's own.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> TestProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read one pipe then the other: the commands tests run print little on stderr, far less
        // than a pipe holds, so the child never blocks on it while stdout is read.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return TestProcess(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: errorText, as: UTF8.self))
    }
}
