/// Pairs `(`/`)`, `[`/`]` and `{`/`}` as the lexer emits them, so no second
/// pass over the tokens is needed to match brackets.
///
/// A closer with no opener of its kind open is left unmatched; a closer that
/// skips openers of other kinds (broken or `#if`-split code) closes its own and
/// leaves the others unmatched, so one stray bracket never unbalances the rest
/// of the file.
struct BracketMatcher {
    /// Open brackets not yet closed, innermost last.
    private var open: [(index: Int32, kind: TokenKind)] = []
    /// Matched brackets, in the order they closed.
    private var pairs: [(open: Int32, close: Int32)] = []

    /// Room for the brackets of about `expectedTokens` tokens; none reserved for 0.
    init(expectedTokens: Int) {
        guard expectedTokens > 0 else { return }
        // Nesting rarely goes deeper than a few dozen; about one token in eight closes a bracket.
        open.reserveCapacity(64)
        pairs.reserveCapacity(expectedTokens / 8)
    }

    /// Token `index` opens a bracket of `kind`.
    @inline(__always) mutating func opened(_ kind: TokenKind, at index: Int) {
        open.append((Int32(index), kind))
    }

    /// Token `index` closes a bracket opened by a token of kind `opener`.
    @inline(__always) mutating func closed(by opener: TokenKind, at index: Int) {
        if let last = open.last, last.kind == opener {
            // The usual case, balanced code: the innermost open bracket, no search.
            pairs.append((last.index, Int32(index)))
            open.removeLast()
        } else if let found = open.lastIndex(where: { $0.kind == opener }) {
            pairs.append((open[found].index, Int32(index)))
            open.removeSubrange(found...)
        }
    }

    /// For each of `tokenCount` tokens, the index of its matching bracket, or -1.
    func matching(tokenCount: Int) -> [Int32] {
        var matching = [Int32](repeating: -1, count: tokenCount)
        for pair in pairs {
            matching[Int(pair.open)] = pair.close
            matching[Int(pair.close)] = pair.open
        }
        return matching
    }
}
