import Foundation

/// Shrinks a failing input by deleting ever smaller chunks while it still
/// fails the same way (delta debugging without the complement step).
///
/// Each candidate runs in a child `designdebt-fuzz --replay`, so a trap or a
/// hang in the code under test kills the child, not the minimizer.
struct Minimizer {
    let options: FuzzOptions

    /// How one input behaves.
    enum Behavior: Equatable, CustomStringConvertible {
        case passes
        case violation(String)
        case crash(Int32)
        case hang

        var description: String {
            switch self {
            case .passes: return "passes"
            case .violation(let invariant): return "violates '\(invariant)'"
            case .crash(let signal): return "crashes with signal \(signal)"
            case .hang: return "hangs"
            }
        }
    }

    func minimize(_ path: String, output: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write("Error: No such file: '\(path)'.\n")
            return 66
        }
        var best = [UInt8](data)
        let target = behavior(of: best)
        guard target != .passes else {
            FileHandle.standardError.write("Error: '\(path)' does not fail; nothing to minimize.\n")
            return 1
        }
        FileHandle.standardError.write("designdebt-fuzz: '\(path)' (\(best.count) bytes) \(target); minimizing\n")
        var chunk = max(1, best.count / 2)
        while true {
            var shrunk = false
            var start = 0
            while start < best.count {
                var candidate = best
                candidate.removeSubrange(start..<min(start + chunk, best.count))
                if behavior(of: candidate) == target {
                    best = candidate
                    shrunk = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !shrunk { break }
            if !shrunk { chunk = max(1, chunk / 2) }
        }
        _ = FileManager.default.createFile(atPath: output, contents: Data(best))
        print("designdebt-fuzz: minimized to \(best.count) bytes, still \(target); saved to \(output)")
        print(hexDump(best))
        return 0
    }

    /// Violations are checked in process; anything else needs a child.
    func behavior(of input: [UInt8]) -> Behavior {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("designdebt-fuzz-\(getpid()).bin").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: child.executableURL?.path ?? "") {
            child.executableURL = Bundle.main.executableURL
        }
        child.arguments = ["--replay", path]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        child.environment = environment
        let errors = Pipe()
        child.standardOutput = FileHandle.nullDevice
        child.standardError = errors
        do { try child.run() } catch { return .passes }
        let deadline = Date().addingTimeInterval(options.hangSeconds + 1)
        while child.isRunning && Date() < deadline { usleep(2_000) }
        if child.isRunning {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            return .hang
        }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if child.terminationReason == .uncaughtSignal { return .crash(child.terminationStatus) }
        if child.terminationStatus == 1,
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VIOLATION ") })
        {
            let invariant = line.dropFirst("VIOLATION ".count).prefix { $0 != ":" }
            return .violation(String(invariant))
        }
        return child.terminationStatus == 0 ? .passes : .crash(child.terminationStatus)
    }
}
