/// xoshiro256** (Blackman and Vigna, https://prng.di.unimi.it), seeded through
/// SplitMix64 as its authors recommend.
///
/// The fuzzer reseeds one per iteration from `(seed, iteration)`, so any single
/// input can be regenerated without replaying the ones before it.
struct Xoshiro256 {
    private var s0: UInt64, s1: UInt64, s2: UInt64, s3: UInt64

    /// A generator for iteration `iteration` of the run seeded with `seed`.
    init(seed: UInt64, iteration: UInt64) {
        var mixer = seed ^ (iteration &* 0xD1B5_4A32_D192_ED03)
        s0 = Xoshiro256.splitMix(&mixer)
        s1 = Xoshiro256.splitMix(&mixer)
        s2 = Xoshiro256.splitMix(&mixer)
        s3 = Xoshiro256.splitMix(&mixer)
    }

    /// SplitMix64: fills xoshiro's state so that nearby seeds give unrelated streams.
    static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    @inline(__always) mutating func next() -> UInt64 {
        let scaled = s1 &* 5
        let result = ((scaled << 7) | (scaled >> 57)) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = (s3 << 45) | (s3 >> 19)
        return result
    }

    /// A uniform integer in `0..<bound`; `bound` must be positive.
    /// Lemire's multiply-shift: the bias is below 2^-32 for our bounds.
    @inline(__always) mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: ((next() >> 32) &* UInt64(bound)) >> 32)
    }

    /// A uniform integer in `range`.
    @inline(__always) mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    @inline(__always) mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next() >> 56)
    }

    /// True with probability `percent` / 100.
    @inline(__always) mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }
}
