/// Rollup counters as small integers: the collector adds and takes out a
/// blob's counters at every commit that touches it, so keys are interned
/// once and a blob's counters become a short array of (key, count) pairs,
/// summed into a dense array instead of hashing two strings per counter.
struct RollupAccumulator {
    /// A blob's counters by interned key.
    typealias Counts = [(key: Int, count: Int)]

    private var ids: [RollupKey: Int] = [:]
    private var keys: [RollupKey] = []
    private var values: [Int] = []
    /// Keys with a non-zero value since the last `drain`.
    private var touched: [Int] = []

    /// Interns a blob's counters.
    mutating func intern(_ counts: [(key: RollupKey, count: Int)]) -> Counts {
        counts.map { (id(of: $0.key), $0.count) }
    }

    /// Interns counters read back from the store.
    mutating func intern(_ counts: [RollupKey: Int]) -> Counts {
        counts.map { (id(of: $0.key), $0.value) }
    }

    private mutating func id(of key: RollupKey) -> Int {
        if let id = ids[key] { return id }
        let id = keys.count
        ids[key] = id
        keys.append(key)
        values.append(0)
        return id
    }

    /// Adds `counts` times `sign` (+1 or -1).
    mutating func add(_ counts: Counts, sign: Int) {
        for (key, count) in counts {
            if values[key] == 0 { touched.append(key) }
            values[key] += sign * count
        }
    }

    /// Adds `count` times `sign` to one counter given by key.
    mutating func add(_ key: RollupKey, _ count: Int, sign: Int) {
        guard count != 0 else { return }
        add([(id(of: key), count)], sign: sign)
    }

    /// Adds counters given by key (stored totals, a rebaseline).
    mutating func add(_ counts: [RollupKey: Int], sign: Int) {
        add(intern(counts), sign: sign)
    }

    /// Interned counters by key again.
    func keyed(_ counts: Counts) -> [RollupKey: Int] {
        var result: [RollupKey: Int] = [:]
        for (key, count) in counts { result[keys[key], default: 0] += count }
        return result
    }

    /// The non-zero deltas since the last drain, and a reset to zero.
    mutating func drain() -> [(key: RollupKey, delta: Int)] {
        var result: [(key: RollupKey, delta: Int)] = []
        result.reserveCapacity(touched.count)
        for key in touched where values[key] != 0 {
            result.append((keys[key], values[key]))
            values[key] = 0
        }
        touched.removeAll(keepingCapacity: true)
        return result
    }
}
