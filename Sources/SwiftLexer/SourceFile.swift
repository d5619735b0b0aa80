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
        let tokens = Lexer.tokenize(bytes, keepComments: false)
        self.tokens = tokens
        self.matching = SourceFile.matchBrackets(tokens)
    }

    /// Pairs `(`/`)`, `[`/`]` and `{`/`}`. A closer with no opener of its kind
    /// on the stack is left unmatched; a closer that skips openers of other
    /// kinds (broken or `#if`-split code) closes its own and leaves the others
    /// unmatched, so one stray bracket never unbalances the rest of the file.
    static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        for index in tokens.indices {
            let kind = tokens[index].kind
            if kind.isOpeningBracket {
                stack.append(Int32(index))
            } else if kind.isClosingBracket {
                let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBrace ? .leftBrace : .leftBracket
                guard let found = stack.lastIndex(where: { tokens[Int($0)].kind == opener }) else { continue }
                let open = Int(stack[found])
                stack.removeSubrange(found...)
                matching[open] = Int32(index)
                matching[index] = Int32(open)
            }
        }
        return matching
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

    /// The matching bracket of token `index`, if it is a matched bracket.
    @inlinable public func match(_ index: Int) -> Int? {
        let other = matching[index]
        return other >= 0 ? Int(other) : nil
    }

    /// The tokens of `range` re-spelled with canonical spacing: one space after
    /// `,` and `:` and around binary operators, none elsewhere. Two spellings
    /// that differ only in whitespace or comments normalize to the same text.
    public func normalizedText(tokens range: Range<Int>) -> String {
        var result = ""
        var previous: TokenKind?
        for index in range {
            let kind = tokens[index].kind
            if let previous {
                let spaced =
                    previous == .comma || previous == .colon
                    || (kind == .operator && tokens[index].flags.contains(.spaceBefore))
                    || (previous == .operator && tokens[index].flags.contains(.spaceBefore))
                    || (previous.isWordLike && kind.isWordLike)
                if spaced { result += " " }
            }
            result += text(index)
            previous = kind
        }
        return result
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
