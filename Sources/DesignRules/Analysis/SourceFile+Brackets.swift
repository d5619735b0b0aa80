import SwiftLexer

/// Walks out of the brackets around a token: the analysis, the rules and `fix` ask what call or
/// block a token sits in.
extension SourceFile {
    /// The last token of the expression starting at `start`: it runs until a line that
    /// does not continue it (a continuation starts with `.` or an operator), a `;` or a
    /// closing bracket of the enclosing scope.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        var last = start
        while let kind = kind(index) {
            if index > start, tokens[index].flags.contains(.newlineBefore), kind != .period, kind != .operator,
                self.kind(last) != .operator
            {
                break
            }
            if kind == .semicolon || kind == .comma || kind.isClosingBracket { break }
            if kind.isOpeningBracket, let close = match(index) {
                last = close
                index = close + 1
                continue
            }
            last = index
            index += 1
        }
        return max(start, last)
    }

    /// The `(` whose argument list holds token `index`, looking back over balanced brackets; nil
    /// when another bracket opens first.
    func enclosingParen(of index: Int) -> Int? {
        var cursor = index - 1
        while cursor >= 0, index - cursor < 4096 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket, let open = match(cursor) {
                cursor = open - 1
                continue
            }
            if kind == .leftParen { return cursor }
            if kind.isOpeningBracket { return nil }
            cursor -= 1
        }
        return nil
    }

    /// The first opening bracket (`(`, `[` or `{`) that token `index` sits in, walking out (every
    /// bracket pair met on the way skipped whole), for which `found` is true.
    func enclosingOpening(of index: Int, where found: (Int) -> Bool = { _ in true }) -> Int? {
        var cursor = index - 1
        while cursor >= 0 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket, let open = match(cursor) {
                cursor = open - 1
                continue
            }
            if kind.isOpeningBracket, found(cursor) { return cursor }
            cursor -= 1
        }
        return nil
    }

    /// The name of the call a closure belongs to: `HStack` for `HStack {` and
    /// `HStack(spacing: 8) {`, `label` for `Button { } label: {`; nil for anything else.
    func callee(ofClosureAt brace: Int) -> Int? {
        var callee = brace - 1
        if kind(callee) == .colon { callee -= 1 }
        if kind(callee) == .rightParen, let open = match(callee) { callee = open - 1 }
        if kind(callee) == .rightBrace, let open = match(callee) { callee = open - 1 }
        return kind(callee) == .identifier ? callee : nil
    }
}
