import DebtReports
import DesignRules

/// How the findings of the files a change touched pair up across it: the one answer `explain`,
/// `regressions`, `findings`, `file`, `top` and `check` give to "what did this change add?".
///
/// A finding on both sides is the same finding, not debt added and paid: matched first in its
/// own file (where a renamed file's findings count as in their old file), by fingerprint (rule,
/// enclosing type, normalized line, occurrence); then across files by fingerprint (code moved to
/// another file); then, left over, by its code alone (rule and normalized line: the enclosing
/// type was renamed, or the code moved into a type of another name), in its own file and then
/// across files. Each pass is a multiset match: two identical findings need two on the other
/// side, so a copy (the code left where it was too) is added debt. A pair whose paths differ
/// is a move.
enum FindingPairing {
    struct Result {
        /// Indexes into (before, after) of the findings that are the same finding.
        var pairs: [(before: Int, after: Int)] = []
        /// Indexes of `after` that nothing before matched: added, in order.
        var added: [Int] = []
        /// Indexes of `before` that nothing after matched: removed, in order.
        var removed: [Int] = []
    }

    /// - Parameters:
    ///   - path: the file an item is in, on its side.
    ///   - home: the file an after item was in before the change: its path, or for an item of a
    ///     renamed file, the path it was renamed from. Nil when only what was added or removed
    ///     matters, not which pair is a move: the fingerprints then match across all files at once.
    ///   - fingerprint: the finding's identity in its type.
    ///   - code: its rule and normalized line, with no type (``code(rule:snippet:)``); asked only
    ///     of the findings the fingerprints leave, when both sides have some.
    static func pair<Item, Fingerprint: Hashable>(
        before: [Item], after: [Item], path: (Item) -> String, home: ((Item) -> String)?,
        fingerprint: (Item) -> Fingerprint, code: (Item) -> UInt64?
    ) -> Result {
        var matcher = Matcher(beforeCount: before.count, afterCount: after.count)
        if let home {
            matcher.pass(
                { Place(path(before[$0]), fingerprint(before[$0])) }, { Place(home(after[$0]), fingerprint(after[$0])) }
            )
        }
        matcher.pass({ fingerprint(before[$0]) }, { fingerprint(after[$0]) })
        if !matcher.leftBefore.isEmpty, !matcher.leftAfter.isEmpty {
            // A finding whose code cannot be read pairs with nothing by code.
            var beforeCodes: [Int: CodeKey] = [:]
            var afterCodes: [Int: CodeKey] = [:]
            for index in matcher.leftBefore {
                beforeCodes[index] = CodeKey(code(before[index]), unreadable: -1 - index)
            }
            for index in matcher.leftAfter { afterCodes[index] = CodeKey(code(after[index]), unreadable: index) }
            matcher.pass(
                { Place(path(before[$0]), beforeCodes[$0]) },
                { Place(home?(after[$0]) ?? path(after[$0]), afterCodes[$0]) })
            matcher.pass({ beforeCodes[$0] }, { afterCodes[$0] })
        }
        return Result(pairs: matcher.pairs, added: matcher.leftAfter, removed: matcher.leftBefore)
    }

    /// A code, or for a finding whose code could not be read, a key nothing else has.
    private enum CodeKey: Hashable {
        case code(UInt64)
        case unreadable(Int)

        init(_ code: UInt64?, unreadable index: Int) {
            self = code.map(CodeKey.code) ?? .unreadable(index)
        }
    }

    /// A key within one file.
    private struct Place<Key: Hashable>: Hashable {
        let path: String
        let key: Key

        init(_ path: String, _ key: Key) {
            self.path = path
            self.key = key
        }
    }

    /// The findings not paired yet, and the pairs so far; each pass pairs by one key.
    private struct Matcher {
        var leftBefore: [Int]
        var leftAfter: [Int]
        var pairs: [(before: Int, after: Int)] = []

        init(beforeCount: Int, afterCount: Int) {
            leftBefore = Array(0..<beforeCount)
            leftAfter = Array(0..<afterCount)
        }

        /// Pairs each finding left after with the first one left before of the same key, in order.
        mutating func pass<Key: Hashable>(_ beforeKey: (Int) -> Key, _ afterKey: (Int) -> Key) {
            guard !leftBefore.isEmpty, !leftAfter.isEmpty else { return }
            // The findings before of each key, in order, as a list through `next` (positions in
            // `leftBefore`) from the key's first: one dictionary of positions, not an array per key.
            var first: [Key: Int] = [:]
            first.reserveCapacity(leftBefore.count)
            var next = [Int](repeating: -1, count: leftBefore.count)
            for position in leftBefore.indices.reversed() {
                if let following = first.updateValue(position, forKey: beforeKey(leftBefore[position])) {
                    next[position] = following
                }
            }
            var paired = [Bool](repeating: false, count: leftBefore.count)
            var unmatched: [Int] = []
            for index in leftAfter {
                guard let slot = first.index(forKey: afterKey(index)) else {
                    unmatched.append(index)
                    continue
                }
                let position = first.values[slot]
                pairs.append((leftBefore[position], index))
                paired[position] = true
                if next[position] >= 0 { first.values[slot] = next[position] } else { first.remove(at: slot) }
            }
            leftBefore = leftBefore.indices.filter { !paired[$0] }.map { leftBefore[$0] }
            leftAfter = unmatched
        }
    }

    /// A finding's code, whatever type holds it: its rule and its line without blanks, as the
    /// fingerprint reads them, hashed (64-bit FNV-1a).
    static func code(rule: String, snippet: String) -> UInt64 {
        var rule = rule
        var snippet = snippet
        return rule.withUTF8 { rule in snippet.withUTF8 { code(rule: rule, snippet: $0) } }
    }

    static func code(rule: UnsafeBufferPointer<UInt8>, snippet: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = FNV1a()
        for byte in rule { hash.add(byte) }
        hash.add(0x1F)
        for byte in snippet where byte != 0x20 && byte != 0x09 { hash.add(byte) }
        return hash.value
    }
}

extension FindingPairing {
    /// Findings of the history (`FindingInfo`), paired with `renames` (new path to old) telling
    /// where a renamed file's findings were.
    static func pair(before: [FindingInfo], after: [FindingInfo], renames: [String: String] = [:]) -> Result {
        pair(
            before: before, after: after, path: \.path, home: { renames[$0.path] ?? $0.path },
            fingerprint: \.fingerprint, code: { code(rule: $0.rule, snippet: $0.snippet) })
    }
}
