/// How a change's findings are told apart from code that only moved: findings are matched by
/// fingerprint (rule, enclosing type, normalized snippet, occurrence; never the line), as a
/// multiset, so two identical findings need two on the other side.
enum FingerprintMatch {
    /// The items of `side` left over once each has been matched, in order, against one item of
    /// `other` with the same fingerprint: the added findings (`side` the after side) or the
    /// removed ones (`side` the before side).
    static func unmatched<Item>(_ side: [Item], against other: [Item], fingerprint: (Item) -> String) -> [Item] {
        unmatched(side, againstKeys: other.map(fingerprint), key: fingerprint)
    }

    /// The same, matched against the fingerprints (or their keys) of the other side alone: the
    /// other side's findings need not be built to be matched away.
    static func unmatched<Item, Key: Hashable>(
        _ side: [Item], againstKeys other: some Sequence<Key>, key: (Item) -> Key
    ) -> [Item] {
        var remaining: [Key: Int] = [:]
        for key in other { remaining[key, default: 0] += 1 }
        return side.filter { item in
            let key = key(item)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
