import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What one run is asked to do.
struct FuzzOptions: Sendable {
    var seed: UInt64 = 20_240_601
    var iterations = 10_000_000
    var seconds: Double?
    var threads = 2
    /// A single input that takes longer than this is a hang.
    var hangSeconds = 2.0
    /// Skip the analyzer on inputs that trip a known, reported bug.
}

/// How a run ended.
enum FuzzOutcome {
    case passed
    case violation(iteration: UInt64, Violation, input: [UInt8])
}

/// Per-worker counters the watchdog and progress reporter read.
final class WorkerState: Sendable {
    /// The iteration running now, +1 (0 = none yet): the watchdog's heartbeat.
    let current = Atomic<UInt64>(0)
    let completed = Atomic<Int>(0)
    let bytes = Atomic<Int>(0)
    let finished = Atomic<Bool>(false)
    let slot: CrashSlot

    init() {
        slot = CrashSlot(capacity: InputGenerator.maxSize)
    }
}

/// Runs the seeded mutation loop on `options.threads` threads, with the
/// calling thread as watchdog and progress reporter.
final class Fuzzer: Sendable {
    let options: FuzzOptions
    let generator = InputGenerator(seeds: SeedCorpus.all)
    let checker: InvariantChecker
    let workers: [WorkerState]
    /// The next iteration to hand out, in chunks so threads rarely touch it.
    let nextIteration = Atomic<Int>(0)
    let stop = Atomic<Bool>(false)
    let failure = Mutex<(UInt64, Violation, [UInt8])?>(nil)
    let counts = Mutex(InvariantChecker.Counts())
    static let chunk = 256

    init(options: FuzzOptions) {
        self.options = options
        self.checker = InvariantChecker()
        workers = (0..<options.threads).map { _ in WorkerState() }
    }

    /// The input of one iteration: the same on every run with the same seed.
    func input(at iteration: UInt64) -> [UInt8] {
        var rng = Xoshiro256(seed: options.seed, iteration: iteration)
        var out: [UInt8] = []
        generator.generate(into: &out, rng: &rng)
        return out
    }

    func run() -> (FuzzOutcome, elapsed: Double, iterations: Int, bytes: Int) {
        CrashGuard.install(slots: workers.map(\.slot), seed: options.seed)
        let start = Date()
        let deadline = options.seconds.map { start.addingTimeInterval($0) }
        for index in workers.indices {
            let thread = Thread { [self] in self.work(workers[index], deadline: deadline) }
            thread.stackSize = 8 << 20
            thread.start()
        }
        watch(start: start)
        let elapsed = Date().timeIntervalSince(start)
        let iterations = workers.reduce(0) { $0 + $1.completed.load(ordering: .acquiring) }
        let bytes = workers.reduce(0) { $0 + $1.bytes.load(ordering: .acquiring) }
        if let (iteration, violation, input) = failure.withLock({ $0 }) {
            return (.violation(iteration: iteration, violation, input: input), elapsed, iterations, bytes)
        }
        return (.passed, elapsed, iterations, bytes)
    }

    private func work(_ state: WorkerState, deadline: Date?) {
        state.slot.thread.pointee = pthread_self()
        var input: [UInt8] = []
        input.reserveCapacity(InputGenerator.maxSize + 64)
        var local = InvariantChecker.Counts()
        var completed = 0
        var bytes = 0
        defer {
            state.completed.store(completed, ordering: .releasing)
            state.bytes.store(bytes, ordering: .releasing)
            counts.withLock {
                $0.tokens += local.tokens
                $0.sites += local.sites
                $0.findings += local.findings
            }
            state.finished.store(true, ordering: .releasing)
        }
        while !stop.load(ordering: .relaxed) {
            if let deadline, Date() >= deadline { return }
            let first = nextIteration.wrappingAdd(Fuzzer.chunk, ordering: .relaxed).oldValue
            if first >= options.iterations { return }
            for iteration in first..<min(first + Fuzzer.chunk, options.iterations) {
                var rng = Xoshiro256(seed: options.seed, iteration: UInt64(iteration))
                generator.generate(into: &input, rng: &rng)
                state.slot.record(input, iteration: UInt64(iteration))
                state.current.store(UInt64(iteration) + 1, ordering: .relaxed)
                if let violation = checker.check(input, relex: iteration & 15 == 0, counts: &local) {
                    let saved = input
                    failure.withLock { if $0 == nil { $0 = (UInt64(iteration), violation, saved) } }
                    stop.store(true, ordering: .relaxed)
                    return
                }
                completed += 1
                bytes += input.count
            }
            state.completed.store(completed, ordering: .relaxed)
            state.bytes.store(bytes, ordering: .relaxed)
        }
    }

    /// Polls the workers: reports progress every million iterations and
    /// aborts when one input has run longer than `hangSeconds`.
    private func watch(start: Date) {
        var lastBeat = workers.map { _ in (UInt64(0), Date()) }
        var nextReport = 1_000_000
        while !workers.allSatisfy({ $0.finished.load(ordering: .acquiring) }) {
            usleep(50_000)
            let now = Date()
            for (index, worker) in workers.enumerated() where !worker.finished.load(ordering: .acquiring) {
                let beat = worker.current.load(ordering: .relaxed)
                if beat != lastBeat[index].0 {
                    lastBeat[index] = (beat, now)
                } else if beat > 0, now.timeIntervalSince(lastBeat[index].1) > options.hangSeconds {
                    reportHang(worker, iteration: beat - 1, seconds: now.timeIntervalSince(lastBeat[index].1))
                }
            }
            let done = workers.reduce(0) { $0 + $1.completed.load(ordering: .relaxed) }
            if done >= nextReport {
                let elapsed = now.timeIntervalSince(start)
                let bytes = workers.reduce(0) { $0 + $1.bytes.load(ordering: .relaxed) }
                FileHandle.standardError.write(
                    "progress: \(done) iterations, \(Int(Double(done) / elapsed)) inputs/s, "
                        + "\(formatBytes(bytes)) lexed, \(String(format: "%.1f", elapsed))s\n")
                while nextReport <= done { nextReport += 1_000_000 }
            }
        }
    }

    private func reportHang(_ worker: WorkerState, iteration: UInt64, seconds: Double) -> Never {
        let input = self.input(at: iteration)
        let path = saveInput(input, seed: options.seed, iteration: iteration)
        FileHandle.standardError.write(
            """

            designdebt-fuzz: HANG: one input has run for \(String(format: "%.1f", seconds))s \
            (limit \(options.hangSeconds)s) at seed \(options.seed) iteration \(iteration).
            Input (\(input.count) bytes) saved to \(path); replay with 'designdebt-fuzz --replay \(path)'.
            \(hexDump(input))
            Signalling the hung thread for its backtrace.

            """)
        print("designdebt-fuzz: 0 crashes, 1 hang (seed \(options.seed), iteration \(iteration), saved to \(path))")
        fflush(nil)
        // SIGABRT on the hung thread: the Swift backtracer (when on) prints where it is stuck.
        CrashGuard.suppressSave = 1
        pthread_kill(worker.slot.thread.pointee, SIGABRT)
        sleep(10)
        exit(1)
    }
}

/// Writes `fuzz-crash-<seed>-<iteration>.bin` in the current directory; returns its path.
@discardableResult
func saveInput(_ input: [UInt8], seed: UInt64, iteration: UInt64) -> String {
    let path = "fuzz-crash-\(seed)-\(iteration).bin"
    _ = FileManager.default.createFile(atPath: path, contents: Data(input))
    return path
}

func formatBytes(_ bytes: Int) -> String {
    let megabytes = Double(bytes) / 1_048_576
    return megabytes >= 1024 ? String(format: "%.2f GiB", megabytes / 1024) : String(format: "%.1f MiB", megabytes)
}

extension FileHandle {
    func write(_ text: String) {
        write(Data(text.utf8))
    }
}
