/// Pairs `(`/`)`, `[`/`]` and `{`/`}` as the lexer emits them, so no second
/// pass over the tokens is needed to match brackets.
///
/// A closer with no opener of its kind open is left unmatched; a closer that
/// skips openers of other kinds (broken or `#if`-split code) closes its own and
/// leaves the others unmatched, so one stray bracket never unbalances the rest
/// of the file.
///
/// Its stacks are raw buffers the lexer frees when it is done (`deallocate`): an array's
/// uniqueness and capacity checks on every bracket cost more than the pairing itself.
struct BracketMatcher {
    /// Open brackets not yet closed, innermost last: token index and kind.
    private var open: RawStack<(index: Int32, kind: TokenKind)>
    /// Matched brackets, in the order they closed.
    private var pairs: RawStack<(open: Int32, close: Int32)>

    /// Room for the brackets of about `expectedTokens` tokens.
    init(expectedTokens: Int) {
        // Nesting rarely goes deeper than a few dozen; about one token in eight closes a bracket.
        open = RawStack(capacity: 64)
        pairs = RawStack(capacity: max(16, expectedTokens / 8))
    }

    /// Token `index` opens a bracket of `kind`.
    @inline(__always) mutating func opened(_ kind: TokenKind, at index: Int) {
        open.push((Int32(truncatingIfNeeded: index), kind))
    }

    /// Token `index` closes a bracket opened by a token of kind `opener`.
    @inline(__always) mutating func closed(by opener: TokenKind, at index: Int) {
        let close = Int32(truncatingIfNeeded: index)
        if let last = open.last, last.kind == opener {
            // The usual case, balanced code: the innermost open bracket, no search.
            pairs.push((last.index, close))
            open.pop()
        } else if let found = open.lastIndex(where: { $0.kind == opener }) {
            pairs.push((open[found].index, close))
            open.truncate(to: found)
        }
    }

    /// For each of `tokenCount` tokens, the index of its matching bracket, or -1.
    func matching(tokenCount: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: tokenCount) { buffer, initialized in
            buffer.initialize(repeating: -1)
            for pair in pairs.elements {
                buffer[Int(pair.open)] = pair.close
                buffer[Int(pair.close)] = pair.open
            }
            initialized = tokenCount
        }
    }

    /// Frees both stacks; the matcher is not used after.
    func deallocate() {
        open.deallocate()
        pairs.deallocate()
    }
}
