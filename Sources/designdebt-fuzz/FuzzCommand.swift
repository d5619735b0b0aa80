import Foundation

/// The command line: parses arguments, runs the fuzzer, a replay or a
/// minimization, and maps the result to an exit code.
enum FuzzCommand {
    static let usage = "designdebt-fuzz [--seed <n>] [--iterations <n>] [--seconds <s>] [--threads <n>]"

    static let help = """
        OVERVIEW: Feed the lexer, SourceFile and the analyzer seeded random inputs and check their invariants.

        USAGE: \(usage)
               designdebt-fuzz --replay <file>
               designdebt-fuzz --minimize <file> [--output <file>]

        OPTIONS:
          --seed <n>              Seed of the run; the same seed gives the same inputs. (default: 20240601)
          --iterations <n>        Inputs to try. (default: 10000000)
          --seconds <s>           Stop after this many seconds even if iterations remain.
          --threads <n>           Worker threads. (default: 2)
          --hang-seconds <s>      One input running longer than this is a hang. (default: 2)
          --replay <file>         Check one saved input and print what it produced.
          --minimize <file>       Shrink a failing input while it fails the same way.
          --output <file>         Where --minimize writes. (default: <file>.min)
          -h, --help              Show help information.

        """

    enum Mode {
        case fuzz(FuzzOptions)
        case replay(String)
        case minimize(String, output: String?, FuzzOptions)
    }

    struct UsageError: Error {
        var message: String
    }

    static func main(_ arguments: [String]) -> Int32 {
        let mode: Mode
        do {
            guard let parsed = try parse(arguments) else {
                print(help, terminator: "")
                return 0
            }
            mode = parsed
        } catch let error as UsageError {
            FileHandle.standardError.write(
                "Error: \(error.message)\nUsage: \(usage)\n  See 'designdebt-fuzz --help' for more information.\n")
            return 64
        } catch {
            return 64
        }
        switch mode {
        case .fuzz(let options): return fuzz(options)
        case .replay(let path): return replay(path)
        case .minimize(let path, let output, let options):
            return Minimizer(options: options).minimize(path, output: output ?? path + ".min")
        }
    }

    /// nil for `--help`.
    static func parse(_ arguments: [String]) throws -> Mode? {
        var options = FuzzOptions()
        var replay: String?
        var minimize: String?
        var output: String?
        var index = 0
        while index < arguments.count {
            var name = arguments[index]
            var inlineValue: String?
            if name.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            index += 1
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw UsageError(message: "Missing value for '\(name)'.") }
                index += 1
                return arguments[index - 1]
            }
            func number<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
                let text = try value()
                guard let parsed = T(text.replacingOccurrences(of: "_", with: "")) else {
                    throw UsageError(message: "The value '\(text)' is invalid for '\(name)'.")
                }
                return parsed
            }
            switch name {
            case "-h", "--help": return nil
            case "--seed": options.seed = try number(UInt64.self)
            case "--iterations": options.iterations = max(0, try number(Int.self))
            case "--seconds": options.seconds = try number(Double.self)
            case "--threads": options.threads = max(1, try number(Int.self))
            case "--hang-seconds": options.hangSeconds = try number(Double.self)
            case "--replay": replay = try value()
            case "--minimize": minimize = try value()
            case "--output": output = try value()
            default: throw UsageError(message: "Unknown option '\(name)'.")
            }
        }
        if let replay { return .replay(replay) }
        if let minimize { return .minimize(minimize, output: output, options) }
        return .fuzz(options)
    }

    static func fuzz(_ options: FuzzOptions) -> Int32 {
        FileHandle.standardError.write(
            "designdebt-fuzz: seed \(options.seed), \(options.iterations) iterations, \(options.threads) threads"
                + (options.seconds.map { ", at most \($0)s" } ?? "") + "\n")
        let fuzzer = Fuzzer(options: options)
        let (outcome, elapsed, iterations, bytes) = fuzzer.run()
        let rate = elapsed > 0 ? Int(Double(iterations) / elapsed) : 0
        let summary =
            "designdebt-fuzz: \(iterations) iterations, \(formatBytes(bytes)) (\(bytes) bytes), "
            + "\(String(format: "%.1f", elapsed))s, \(rate) inputs/s"
        switch outcome {
        case .passed:
            let counts = fuzzer.counts.withLock { $0 }
            FileHandle.standardError.write(
                "designdebt-fuzz: \(counts.tokens) tokens, \(counts.sites) sites, \(counts.findings) findings" + "\n")
            print("\(summary): 0 crashes, 0 hangs")
            return 0
        case .violation(let iteration, let violation, let input):
            let path = saveInput(input, seed: options.seed, iteration: iteration)
            FileHandle.standardError.write(
                """

                designdebt-fuzz: INVARIANT VIOLATED at seed \(options.seed) iteration \(iteration): \(violation.invariant)
                \(violation.detail)
                Input (\(input.count) bytes) saved to \(path); replay with 'designdebt-fuzz --replay \(path)'.
                \(hexDump(input))

                """)
            print(
                "\(summary): 1 failure: invariant '\(violation.invariant)' at iteration \(iteration), saved to \(path)")
            return 1
        }
    }

    static func replay(_ path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write("Error: No such file: '\(path)'.\n")
            return 66
        }
        let input = [UInt8](data)
        var counts = InvariantChecker.Counts()
        if let violation = InvariantChecker().check(input, counts: &counts) {
            FileHandle.standardError.write("VIOLATION \(violation.invariant): \(violation.detail)\n")
            return 1
        }
        print("OK: \(input.count) bytes, \(counts.tokens) tokens, \(counts.sites) sites, \(counts.findings) findings")
        return 0
    }
}
