import Foundation

// The benchmark executable: parse the arguments, run, exit with the code.
// Kept to this so that every `defer` (temporary folders) runs before `exit`.
let exitCode: Int32
do {
    switch try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
    case .help:
        print(BenchOptions.help, terminator: "")
        exitCode = 0
    case .run(let options):
        exitCode = Benchmark(options: options).run()
    }
} catch {
    FileHandle.standardError.write(
        Data(
            """
            Error: \(error.message)
            Usage: designdebt-bench [--runs <n>] [--corpus-mb <n>] [--keep-tree] [--tree <path>] [--no-history] [--history-only] [--history-large]
              See 'designdebt-bench --help' for more information.

            """.utf8))
    exitCode = 64
}
exit(exitCode)
