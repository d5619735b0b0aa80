import Foundation

/// Monotonic time in nanoseconds (`CLOCK_MONOTONIC`, which NTP slews but never steps).
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Wall-clock seconds taken by `body`.
func secondsToRun(_ body: () throws -> Void) rethrows -> Double {
    let start = monotonicNanoseconds()
    try body()
    return Double(monotonicNanoseconds() - start) / 1e9
}

/// The timings of one measurement, repeated. The machine is shared and noisy,
/// so the report leads with the median and gives the minimum (the run least
/// disturbed) beside it; the mean would let one hiccup move the figure.
struct Samples {
    /// Seconds per run, in the order they ran.
    private(set) var seconds: [Double] = []

    /// Records one run.
    mutating func append(_ value: Double) {
        seconds.append(value)
    }

    /// The middle run (the mean of the two middle runs for an even count).
    var median: Double {
        let sorted = seconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run.
    var min: Double { seconds.min() ?? .nan }
}

/// Keeps results alive so the optimizer cannot drop the work that made them.
/// Read once at the end of the run, and printed only when it is impossible.
nonisolated(unsafe) var benchmarkSink = 0

/// Runs `body` once untimed (page cache, allocator, lazy statics), then
/// `runs` times timed.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> Samples {
    try body()
    var samples = Samples()
    for _ in 0..<runs {
        samples.append(try secondsToRun(body))
    }
    return samples
}
