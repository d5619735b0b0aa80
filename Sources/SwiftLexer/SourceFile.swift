/// A lexed Swift source: its bytes, the tokens that carry meaning (comments
/// dropped), and the matching bracket of every bracket.
///
/// Rules read code through this type; they never re-lex or build strings for
/// tokens they do not care about.
public struct SourceFile: Sendable {
    /// The UTF-8 bytes, BOM and all, exactly as read.
    public let bytes: [UInt8]
    /// Tokens other than comments, in source order.
    public let tokens: [Token]
    /// For each token, the index of its matching bracket, or -1.
    public let matching: [Int32]

    /// Lexes `bytes` and matches brackets.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        (self.tokens, self.matching) = Lexer.tokenizeMatchingBrackets(bytes)
    }

    // MARK: Reading tokens

    /// The kind of token `index`, or nil past either end.
    @inlinable public func kind(_ index: Int) -> TokenKind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The source text of token `index`.
    public func text(_ index: Int) -> String {
        text(bytes: tokens[index].range)
    }

    /// The source text of a byte range.
    public func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The source text from the first byte of token `range.lowerBound` to the
    /// last byte of token `range.upperBound - 1`, as written.
    public func text(tokens range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return text(bytes: Int(tokens[range.lowerBound].start)..<Int(tokens[range.upperBound - 1].end))
    }

    /// True when token `index` exists and its text is `word`.
    @inlinable public func tokenIs(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == word.utf8CodeUnitCount else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            let start = base + Int(token.start)
            let other = word.utf8Start
            for offset in 0..<length where start[offset] != other[offset] { return false }
            return true
        }
    }

    /// Whether the tokens of two ranges are spelled alike, one for one: the same code, whatever
    /// its spacing and comments.
    public func sameTokens(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            zip(first, second).allSatisfy { one, other in
                let a = tokens[one].range
                let b = tokens[other].range
                return tokens[one].kind == tokens[other].kind && a.count == b.count
                    && buffer[a].elementsEqual(buffer[b])
            }
        }
    }

    /// The index of the token whose last byte is just before byte offset `end`, if a token ends
    /// there: a search by halves, for callers that find a place in the bytes first.
    public func tokenIndex(endingAt end: Int) -> Int? {
        let index = firstToken(endingAtOrAfter: end)
        return index < tokens.count && Int(tokens[index].end) == end ? index : nil
    }

    /// The index of the token that holds byte offset `offset`, if one does (not a comment's or
    /// whitespace's byte).
    public func tokenIndex(containing offset: Int) -> Int? {
        let index = firstToken(endingAtOrAfter: offset + 1)
        return index < tokens.count && Int(tokens[index].start) <= offset ? index : nil
    }

    /// The first token that ends at or after byte offset `end` (`tokens.count` when none): a search
    /// by halves.
    private func firstToken(endingAtOrAfter end: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) < end { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The matching bracket of token `index`, if it is a matched bracket.
    @inlinable public func match(_ index: Int) -> Int? {
        let other = matching[index]
        return other >= 0 ? Int(other) : nil
    }

    /// The tokens of `range` re-spelled with canonical spacing, so two
    /// spellings that differ only in whitespace or comments normalize alike:
    /// one space after `,` and `:`, around binary operators and a ternary's
    /// `:`, between words, and between a keyword and an implicit member
    /// (`return .red`); none inside brackets or around prefix, postfix and
    /// range operators.
    public func normalizedText(tokens range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last else { return "" }
        // Built as bytes and decoded once: a `String` per token cost more than the spacing rules.
        // At most the source's bytes and a space per token: one allocation, never grown.
        var result: [UInt8] = []
        result.reserveCapacity(Int(tokens[last].end) - Int(tokens[first].start) + range.count)
        // Open ternaries (`a ? b` awaiting `: c`) per bracket depth, made at the first `?`: most
        // spellings have none.
        var depth = 0
        var ternaries: [Int] = []
        bytes.withUnsafeBufferPointer { source in
            for index in range {
                let token = tokens[index]
                let kind = token.kind
                if index > range.lowerBound {
                    let previous = tokens[index - 1].kind
                    var spaced =
                        previous == .comma || previous == .colon
                        || (previous.isWordLike && kind.isWordLike)
                        || (kind == .period && previous == .keyword && !isValueKeyword(index - 1))
                    if kind == .operator, operatorFixity(index, in: range) == .binary { spaced = true }
                    if previous == .operator, operatorFixity(index - 1, in: range) == .binary { spaced = true }
                    if kind == .colon, !ternaries.isEmpty, ternaries[depth] > 0 {
                        ternaries[depth] -= 1
                        spaced = true
                    }
                    if spaced { result.append(UInt8(ascii: " ")) }
                }
                if kind.isOpeningBracket {
                    depth += 1
                    if !ternaries.isEmpty { ternaries.append(0) }
                } else if kind.isClosingBracket, depth > 0 {
                    depth -= 1
                    if !ternaries.isEmpty { ternaries.removeLast() }
                } else if kind == .operator, tokenIs(index, "?"), operatorFixity(index, in: range) == .binary {
                    if ternaries.isEmpty { ternaries = [Int](repeating: 0, count: depth + 1) }
                    ternaries[depth] += 1
                }
                let piece = UnsafeBufferPointer(rebasing: source[Int(token.start)..<Int(token.end)])
                if piece.allSatisfy({ $0 < 0x80 }) {
                    result.append(contentsOf: piece)
                } else {
                    // Decoded on its own, as before: invalid UTF-8 is repaired within the token,
                    // never joined to the bytes of the next one.
                    result.append(contentsOf: text(index).utf8)
                }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// How an operator binds, by Swift's whitespace rule.
    enum Fixity { case prefix, postfix, binary }

    /// > If an operator has whitespace around both sides or around neither
    /// > side, it's treated as a binary operator. [...] If an operator has
    /// > whitespace on the left side only, it's treated as a prefix unary
    /// > operator. [...] If an operator has no whitespace on the left but is
    /// > followed immediately by a dot, it's treated as a postfix unary operator.
    /// > (, [, and { before an operator, ), ], and } after an operator, and
    /// > the characters ,, ;, and : are also considered whitespace.
    /// Range operators (`...`, `..<`) are written tight, so they never space.
    func operatorFixity(_ index: Int, in range: Range<Int>) -> Fixity {
        let token = tokens[index]
        if tokenIs(index, "...") || tokenIs(index, "..<") || tokenIs(index, "\\") { return .prefix }
        let leftBound: Bool
        if index > range.lowerBound {
            let previous = tokens[index - 1].kind
            leftBound =
                !token.flags.contains(.spaceBefore)
                && !(previous.isOpeningBracket || previous == .comma || previous == .semicolon || previous == .colon)
        } else {
            leftBound = false
        }
        let rightBound: Bool
        if index + 1 < range.upperBound {
            let next = tokens[index + 1]
            if leftBound, next.kind == .period, !next.flags.contains(.spaceBefore) { return .postfix }
            rightBound =
                !next.flags.contains(.spaceBefore)
                && !(next.kind.isClosingBracket || next.kind == .comma || next.kind == .semicolon
                    || next.kind == .colon)
        } else {
            rightBound = false
        }
        if leftBound == rightBound { return index == range.lowerBound ? .prefix : .binary }
        return leftBound ? .postfix : .prefix
    }

    /// `self`, `Self`, `super`, `true`, `false`, `nil`: keywords that are values.
    func isValueKeyword(_ index: Int) -> Bool {
        tokenIs(index, "self") || tokenIs(index, "Self") || tokenIs(index, "super") || tokenIs(index, "true")
            || tokenIs(index, "false") || tokenIs(index, "nil")
    }
}

extension TokenKind {
    /// Identifiers, keywords and literals: two in a row need a space between them.
    @inlinable public var isWordLike: Bool {
        switch self {
        case .identifier, .keyword, .integerLiteral, .floatLiteral, .stringLiteral, .multilineStringLiteral,
            .poundKeyword, .attribute:
            return true
        default:
            return false
        }
    }
}
