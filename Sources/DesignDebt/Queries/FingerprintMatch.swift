/// How a change's findings are told apart from code that only moved: findings are matched by
/// fingerprint (rule, enclosing type, normalized snippet, occurrence; never the line), as a
/// multiset, so two identical findings need two on the other side.
enum FingerprintMatch {
    /// The items of `side` left over once each has been matched, in order, against one item of
    /// `other` with the same fingerprint: the added findings (`side` the after side) or the
    /// removed ones (`side` the before side).
    static func unmatched<Item>(_ side: [Item], against other: [Item], fingerprint: (Item) -> String) -> [Item] {
        var remaining: [String: Int] = [:]
        for item in other { remaining[fingerprint(item), default: 0] += 1 }
        return side.filter { item in
            let key = fingerprint(item)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
