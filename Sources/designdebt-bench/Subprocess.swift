import Dispatch
import Foundation

/// How one run of a child process ended.
struct ProcessOutcome {
    let status: Int32
    let seconds: Double
}

/// Runs child processes for timing: the standard output goes to
/// `/dev/null` (as `> /dev/null` would), so the figure includes writing the
/// output but not anyone reading it.
enum Subprocess {
    /// Runs `executable` with `arguments` and waits, timing from just before
    /// `run()` to the end of `waitUntilExit()`: process creation, dynamic
    /// loading, the work and exit are all inside the figure.
    ///
    /// Standard error goes to `stderrPath` when one is given (for the
    /// untimed warm-up run, whose message is shown if the child fails), else
    /// to `/dev/null`.
    ///
    /// Standard input is `stdinPath` when one is given, else `/dev/null`.
    ///
    /// `environment` adds variables to the bench's own for the child.
    static func run(
        _ executable: String, _ arguments: [String], stderrPath: String? = nil, stdinPath: String? = nil,
        environment: [String: String] = [:]
    ) throws -> ProcessOutcome {
        guard let devNull = FileHandle(forWritingAtPath: "/dev/null") else {
            throw BenchError("Could not open '/dev/null' for writing.")
        }
        defer { try? devNull.close() }
        var errorHandle = devNull
        if let stderrPath {
            guard FileManager.default.createFile(atPath: stderrPath, contents: nil),
                let handle = FileHandle(forWritingAtPath: stderrPath)
            else {
                throw BenchError("Could not create '\(stderrPath)'.")
            }
            errorHandle = handle
        }
        defer { if stderrPath != nil { try? errorHandle.close() } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        let inputHandle = try openInput(stdinPath)
        defer { if stdinPath != nil { try? inputHandle.close() } }
        process.standardInput = inputHandle
        process.standardOutput = devNull
        process.standardError = errorHandle
        // Not `waitUntilExit()`: on Linux, swift-corelibs-foundation polls
        // there in 50 ms run-loop slices, which would round every figure up
        // to a multiple of 50 ms. The termination handler runs as soon as
        // the child is reaped.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        let start = monotonicNanoseconds()
        do {
            try process.run()
        } catch {
            throw BenchError("Could not run '\(executable)': \(error.localizedDescription)")
        }
        exited.wait()
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        return ProcessOutcome(status: process.terminationStatus, seconds: seconds)
    }

    /// Runs the command once untimed, failing with its standard error if it
    /// exits non-zero, then `runs` times timed.
    static func measure(
        _ executable: String, _ arguments: [String], runs: Int, scratch: String, stdinPath: String? = nil
    ) throws -> Samples {
        let stderrPath = (scratch as NSString).appendingPathComponent("stderr.txt")
        let warmUp = try run(executable, arguments, stderrPath: stderrPath, stdinPath: stdinPath)
        guard warmUp.status == 0 else {
            let message = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            throw BenchError(
                "'\(([executable] + arguments).joined(separator: " "))' exited with status \(warmUp.status)."
                    + (message.isEmpty ? "" : "\n" + message.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        var samples = Samples()
        for _ in 0..<runs {
            let outcome = try run(executable, arguments, stdinPath: stdinPath)
            guard outcome.status == 0 else {
                throw BenchError("'\(executable)' exited with status \(outcome.status) on a timed run.")
            }
            samples.append(outcome.seconds)
        }
        return samples
    }

    /// The reference five-grep pipeline of the design-system tripwire, with
    /// the tree as `$1` so no path is ever spliced into the script. `$V` is
    /// quoted here where the reference leaves it bare, so a path with a
    /// space stays one argument; the commands are otherwise verbatim.
    static let tripwireScript = """
        V="$1"
        {
        grep -rhoE '\\.padding\\((\\.[a-z]+, )?[0-9]+(\\.[0-9])?\\)' "$V" | grep -oE '[0-9.]+' | sort -n | uniq -c | sort -rn
        grep -rhoE 'spacing: [0-9]+(\\.[0-9])?' "$V" | sort | uniq -c | sort -rn
        grep -rhoE 'cornerRadius: [0-9]+(\\.[0-9])?' "$V" | sort | uniq -c | sort -rn
        grep -rhoE '\\.font\\(\\.[a-zA-Z0-9]+\\)|\\.font\\(\\.system\\([^)]*\\)\\)' "$V" | sort | uniq -c | sort -rn
        grep -rhoE '\\.spring\\(response: [0-9.]+, dampingFraction: [0-9.]+\\)' "$V" | sort -u | wc -l
        } > /dev/null
        """

    /// The same pipeline reading only `*.swift` files: in a real checkout
    /// `grep -r` also reads `.git`, images and project files, which the
    /// reference counts against grep; this shows what grep costs on the same
    /// input the scanner reads.
    static let tripwireSwiftOnlyScript = tripwireScript.replacingOccurrences(
        of: "grep -rhoE", with: "grep -rhoE --include='*.swift'")

    /// The first executable called `name` on `PATH`.
    static func executable(named name: String) throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw BenchError("No '\(name)' on PATH; the history benchmark needs it.")
    }

    /// Locates `bash`.
    static func bashPath() throws -> String {
        for candidate in ["/bin/bash", "/usr/bin/bash"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw BenchError("No bash at '/bin/bash' or '/usr/bin/bash'; the grep pipeline needs one.")
    }

    /// The file a child reads as standard input, or /dev/null.
    static func openInput(_ stdinPath: String?) throws -> FileHandle {
        guard let stdinPath else { return FileHandle.nullDevice }
        guard let handle = FileHandle(forReadingAtPath: stdinPath) else {
            throw BenchError("Could not open '\(stdinPath)' for reading.")
        }
        return handle
    }

    /// Runs `executable` untimed and returns its standard output; throws with
    /// its standard error when it exits non-zero. For set-up, not for figures.
    static func capture(_ executable: String, _ arguments: [String], stdinPath: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let inputHandle = try openInput(stdinPath)
        defer { if stdinPath != nil { try? inputHandle.close() } }
        process.standardInput = inputHandle
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            throw BenchError("Could not run '\(executable)': \(error.localizedDescription)")
        }
        // Standard error is drained on another thread so neither pipe can fill and stall the child.
        let errorText = ErrorCollector()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        exited.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorText.data, as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            throw BenchError(
                "'\(([executable] + arguments).joined(separator: " "))' exited with status \(process.terminationStatus)."
                    + (message.isEmpty ? "" : "\n" + message))
        }
        return data
    }

    /// Runs `executable` under `/usr/bin/time -f %M` and returns its wall time
    /// and peak resident set size in kilobytes (nil when `/usr/bin/time` is missing,
    /// then the run is timed without it).
    static func runMeasuringMemory(_ executable: String, _ arguments: [String], scratch: String) throws -> (
        outcome: ProcessOutcome, peakKilobytes: Int?
    ) {
        let timePath = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: timePath) else {
            return (try run(executable, arguments), nil)
        }
        let report = (scratch as NSString).appendingPathComponent("time.txt")
        let outcome = try run(timePath, ["-f", "%M", "-o", report, executable] + arguments)
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        let peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (outcome, peak)
    }
}

/// Where the reader thread leaves standard error for `Subprocess.capture`.
private final class ErrorCollector: @unchecked Sendable {
    // @unchecked: written once by the reader, read after the semaphore it signals.
    var data = Data()
}
