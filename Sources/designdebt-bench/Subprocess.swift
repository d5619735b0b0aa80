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
    static func run(_ executable: String, _ arguments: [String], stderrPath: String? = nil) throws -> ProcessOutcome {
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
        process.standardInput = FileHandle.nullDevice
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
    static func measure(_ executable: String, _ arguments: [String], runs: Int, scratch: String) throws -> Samples {
        let stderrPath = (scratch as NSString).appendingPathComponent("stderr.txt")
        let warmUp = try run(executable, arguments, stderrPath: stderrPath)
        guard warmUp.status == 0 else {
            let message = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
            throw BenchError(
                "'\(([executable] + arguments).joined(separator: " "))' exited with status \(warmUp.status)."
                    + (message.isEmpty ? "" : "\n" + message.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        var samples = Samples()
        for _ in 0..<runs {
            let outcome = try run(executable, arguments)
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

    /// Locates `bash`.
    static func bashPath() throws -> String {
        for candidate in ["/bin/bash", "/usr/bin/bash"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw BenchError("No bash at '/bin/bash' or '/usr/bin/bash'; the grep pipeline needs one.")
    }
}
