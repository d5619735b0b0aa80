import DesignDebt

/// A small deterministic pseudo-random generator (SplitMix64).
///
/// The benchmark corpus and the demo histories must be byte-for-byte identical
/// on every machine and toolchain (a history's commit shas depend on every
/// byte), so this does not conform to `RandomNumberGenerator`: the
/// standard library's `random(in:using:)` algorithms are not promised to stay
/// stable across Swift releases. Every draw goes through the helpers below.
struct SeededGenerator {
    private var state: UInt64

    /// Creates a generator; equal seeds give equal sequences.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits (Steele, Lea and Flood's SplitMix64 finalizer).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` by multiply-shift; the bias is far below what
    /// a text generator could notice.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound, got \(bound).")
        return Int(((next() >> 32) &* UInt64(bound)) >> 32)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "pick(_:) needs at least one item.")
        return items[below(items.count)]
    }

    /// One element of a non-empty list of `(weight, item)` pairs, drawn in
    /// proportion to the weights.
    mutating func weighted<T>(_ items: [(Int, T)]) -> T {
        let total = items.reduce(0) { $0 + $1.0 }
        precondition(total > 0, "weighted(_:) needs a positive total weight.")
        var roll = below(total)
        for (weight, item) in items {
            if roll < weight { return item }
            roll -= weight
        }
        return items[items.count - 1].1
    }

    /// A seed for an independent stream, so one file's content does not
    /// shift when another file's generator draws a different number of times.
    static func derive(_ seed: UInt64, _ index: Int) -> UInt64 {
        var mixer = SeededGenerator(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
