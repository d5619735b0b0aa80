import DebtReports

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
    struct Result: Equatable {
        /// Indexes into (before, after) of the findings that are the same finding.
        var pairs: [(before: Int, after: Int)] = []
        /// Indexes of `after` that nothing before matched: added.
        var added: [Int] = []
        /// Indexes of `before` that nothing after matched: removed.
        var removed: [Int] = []

        static func == (a: Result, b: Result) -> Bool {
            a.pairs.map(\.before) == b.pairs.map(\.before) && a.pairs.map(\.after) == b.pairs.map(\.after)
                && a.added == b.added && a.removed == b.removed
        }
    }

    /// - Parameters:
    ///   - path: the file an item is in, on its side.
    ///   - home: the file an after item was in before the change: its path, or for an item of a
    ///     renamed file, the path it was renamed from.
    ///   - fingerprint: the finding's identity in its type.
    ///   - code: its rule and normalized line, with no type: ``code(rule:snippet:)``.
    static func pair<Item>(
        before: [Item], after: [Item], path: (Item) -> String, home: (Item) -> String, fingerprint: (Item) -> String,
        code: (Item) -> String
    ) -> Result {
        var result = Result()
        var leftBefore = Array(before.indices)
        var leftAfter = Array(after.indices)
        func pass(_ beforeKey: (Int) -> String, _ afterKey: (Int) -> String) {
            guard !leftBefore.isEmpty, !leftAfter.isEmpty else { return }
            var waiting: [String: [Int]] = [:]
            for index in leftBefore { waiting[beforeKey(index), default: []].append(index) }
            var cursor: [String: Int] = [:]
            var unmatched: [Int] = []
            for index in leftAfter {
                let key = afterKey(index)
                let next = cursor[key, default: 0]
                if let candidates = waiting[key], next < candidates.count {
                    result.pairs.append((candidates[next], index))
                    cursor[key] = next + 1
                } else {
                    unmatched.append(index)
                }
            }
            let paired = Set(result.pairs.map(\.before))
            leftBefore = leftBefore.filter { !paired.contains($0) }
            leftAfter = unmatched
        }
        // The fingerprint in the finding's own file, then anywhere; the code alone likewise.
        pass(
            { path(before[$0]) + "\u{1F}" + fingerprint(before[$0]) },
            { home(after[$0]) + "\u{1F}" + fingerprint(after[$0]) })
        pass({ fingerprint(before[$0]) }, { fingerprint(after[$0]) })
        pass({ path(before[$0]) + "\u{1F}" + code(before[$0]) }, { home(after[$0]) + "\u{1F}" + code(after[$0]) })
        pass({ code(before[$0]) }, { code(after[$0]) })
        result.added = leftAfter
        result.removed = leftBefore
        return result
    }

    /// A finding's code, whatever type holds it: its rule and its line without blanks, as the
    /// fingerprint reads them.
    static func code(rule: String, snippet: String) -> String {
        var code = rule + "\u{1F}"
        code.unicodeScalars.append(contentsOf: snippet.unicodeScalars.lazy.filter { $0 != " " && $0 != "\t" })
        return code
    }
}

extension FindingPairing {
    /// Findings of the history (`FindingInfo`), paired with `renames` (new path to old) telling
    /// where a renamed file's findings were.
    static func pair(before: [FindingInfo], after: [FindingInfo], renames: [String: String] = [:]) -> Result {
        pair(
            before: before, after: after, path: \.path, home: { renames[$0.path] ?? $0.path },
            fingerprint: \.fingerprint,
            code: { code(rule: $0.rule, snippet: $0.snippet) })
    }
}
