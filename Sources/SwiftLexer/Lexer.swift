/// Turns Swift source bytes into tokens.
///
/// The lexer follows the lexical grammar of The Swift Programming Language
/// ("Lexical Structure") and the regex-literal rules of SE-0354. It works on
/// UTF-8 bytes, never builds a `String`, and never traps: input the grammar
/// rejects becomes `.error` tokens and lexing continues after them.
public enum Lexer {
    /// Tokenizes `bytes`. Comments are kept unless `keepComments` is false, in
    /// which case they only mark the next token with `.spaceBefore`.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, keepComments: Bool = true) -> [Token] {
        lex(bytes, keepComments: keepComments, matchBrackets: false).tokens
    }

    /// Tokenizes `bytes`; see `tokenize(_:keepComments:)`.
    public static func tokenize(_ bytes: [UInt8], keepComments: Bool = true) -> [Token] {
        bytes.withUnsafeBufferPointer { tokenize($0, keepComments: keepComments) }
    }

    /// Tokenizes `bytes` without comments, and pairs the brackets as it goes:
    /// for each token, the index of its matching bracket, or -1 (see `BracketMatcher`).
    static func tokenizeMatchingBrackets(_ bytes: [UInt8]) -> (tokens: [Token], matching: [Int32]) {
        bytes.withUnsafeBufferPointer { lex($0, keepComments: false, matchBrackets: true) }
    }

    /// Runs the scanner over `bytes`, writing the tokens straight into the storage
    /// of the array it returns rather than copying them there at the end. Only a
    /// source with more tokens than estimated is copied, once.
    /// Brackets are paired only if `matchBrackets` (else `matching` is empty): `tokenize` has no
    /// use for the pairs.
    private static func lex(
        _ bytes: UnsafeBufferPointer<UInt8>, keepComments: Bool, matchBrackets: Bool
    ) -> (tokens: [Token], matching: [Int32]) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return ([], []) }
        precondition(bytes.count < Int(UInt32.max), "Sources over 4 GiB are not supported.")
        var overflowed: [Token]?
        var matching: [Int32] = []
        // Real Swift averages one token per 4 to 6 bytes.
        var tokens = [Token](unsafeUninitializedCapacity: bytes.count / 5 + 16) { storage, initializedCount in
            var scanner = Scanner(
                base: base, count: bytes.count, keepComments: keepComments, matchBrackets: matchBrackets,
                tokens: TokenBuffer(writingInto: storage))
            scanner.run()
            if matchBrackets { matching = scanner.brackets.matching(tokenCount: scanner.tokens.count) }
            scanner.brackets.deallocate()
            if scanner.tokens.ownsStorage {
                // The tokens outgrew the array and moved to a buffer of their own.
                overflowed = scanner.tokens.array()
                scanner.tokens.deallocate()
                initializedCount = 0
            } else {
                initializedCount = scanner.tokens.count
            }
        }
        if let overflowed { tokens = overflowed }
        return (tokens, matching)
    }
}

// ASCII codes the scanner compares against, named so the switch reads like the grammar.
@usableFromInline enum ASCII {
    static let tab: UInt8 = 0x09, lineFeed: UInt8 = 0x0A, verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let bang: UInt8 = 0x21, quote: UInt8 = 0x22, pound: UInt8 = 0x23, dollar: UInt8 = 0x24
    static let leftParen: UInt8 = 0x28, rightParen: UInt8 = 0x29, star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F, zero: UInt8 = 0x30, nine: UInt8 = 0x39, colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B, at: UInt8 = 0x40, leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C, rightBracket: UInt8 = 0x5D, underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60, leftBrace: UInt8 = 0x7B, rightBrace: UInt8 = 0x7D
}

/// The scanning state for one source. A struct over a raw pointer so the hot
/// loop has no reference counting and no bounds-checked array access.
struct Scanner {
    let base: UnsafePointer<UInt8>
    let count: Int
    let keepComments: Bool
    var pos = 0
    var line: UInt32 = 1
    var lineStart = 0
    var pendingFlags: TokenFlags = []
    /// Tokens are written into a raw buffer: `Array.append` would pay a
    /// uniqueness and capacity check per token in the hottest loop.
    var tokens: TokenBuffer
    /// Byte classes and keyword lengths, read without `swift_once` per access.
    let classes: UnsafePointer<UInt8>
    let keywordLengths: UnsafePointer<UInt16>
    let keywords: WordTable
    /// The last token that is not a comment: decides `/` (regex or operator)
    /// and whether `1.5` after a `.` is a tuple index.
    var lastKind: TokenKind?
    var lastStart = 0
    var lastEnd = 0
    var lastFlags: TokenFlags = []
    /// How many `\(` deep `scanInterpolation` is: strings nest by recursion.
    var interpolationDepth = 0
    /// Brackets paired as they are emitted, if `matchesBrackets`.
    let matchesBrackets: Bool
    var brackets: BracketMatcher
    /// Stretches an extended regex search already crossed without finding its `/#`, keyed by its
    /// kind (`hashes * 2`, plus 1 for a multi-line one): a later `#/` of the same kind starting
    /// inside one cannot close either. Without them a file of unclosed `#/` lines is searched to its end
    /// once per line.
    var regexMisses: [Int: Range<Int>] = [:]

    init(base: UnsafePointer<UInt8>, count: Int, keepComments: Bool, matchBrackets: Bool, tokens: TokenBuffer) {
        self.base = base
        self.count = count
        self.keepComments = keepComments
        self.tokens = tokens
        self.matchesBrackets = matchBrackets
        self.brackets = BracketMatcher(expectedTokens: matchBrackets ? count / 5 : 0)
        self.classes = ByteClass.table
        self.keywordLengths = Keywords.lengthsByFirstByte
        self.keywords = Keywords.reservedTable
    }

    /// The byte at `pos + offset`, or 0 past the end. Callers that must tell
    /// a NUL in the source from the end check `pos` against `count` too.
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < count ? base[index] : 0
    }

    @inline(__always) mutating func emit(
        _ kind: TokenKind, from start: Int, line startLine: UInt32, column: Int, flags extra: TokenFlags = []
    ) {
        if kind.isComment {
            pendingFlags.insert(.spaceBefore)
            if !keepComments { return }
            tokens.append(token(kind, from: start, line: startLine, column: column, flags: extra))
            // A comment separates what follows from what preceded it.
            pendingFlags = [.spaceBefore]
            return
        }
        tokens.append(token(kind, from: start, line: startLine, column: column, flags: extra))
        lastFlags = pendingFlags
        pendingFlags = []
        lastKind = kind
        lastStart = start
        lastEnd = pos
    }

    /// The token from `start` to `pos`. Offsets fit in 32 bits (`lex` refuses sources of 4 GiB
    /// or more), so they are narrowed without a check on every token.
    @inline(__always) func token(
        _ kind: TokenKind, from start: Int, line startLine: UInt32, column: Int, flags extra: TokenFlags
    ) -> Token {
        Token(
            kind: kind, flags: pendingFlags.union(extra), start: UInt32(truncatingIfNeeded: start),
            end: UInt32(truncatingIfNeeded: pos), line: startLine, column: UInt32(truncatingIfNeeded: column))
    }

    /// Records a line break that ends just before `pos`.
    @inline(__always) mutating func newline() {
        line &+= 1
        lineStart = pos
    }

    /// Consumes one line break (`\n`, `\r\n` or a lone `\r`) at `pos`.
    @inline(__always) mutating func consumeNewline() {
        if base[pos] == ASCII.carriageReturn, pos + 1 < count, base[pos + 1] == ASCII.lineFeed {
            pos += 2
        } else {
            pos += 1
        }
        newline()
    }

    mutating func run() {
        // > A byte order mark at the start of a file is ignored.
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            pos = 3
            lineStart = 3
        }
        if peek() == ASCII.pound, peek(1) == ASCII.bang { lexShebang() }
        while pos < count {
            let byte = base[pos]
            switch byte {
            case ASCII.space, ASCII.tab, ASCII.verticalTab, ASCII.formFeed, 0:
                // > Whitespace: space, tab, vertical tab, form feed, null.
                pos += 1
                skipSpaces()
                while pos < count, classes[Int(base[pos])] & ByteClass.horizontalSpace != 0 { pos += 1 }
                pendingFlags.insert(.spaceBefore)
            case ASCII.lineFeed, ASCII.carriageReturn:
                consumeNewline()
                pendingFlags.formUnion([.spaceBefore, .newlineBefore])
            case ASCII.slash:
                lexSlash()
            case ASCII.quote:
                lexString(hashes: 0)
            case ASCII.pound:
                lexPound()
            case ASCII.leftParen: opening(.leftParen)
            case ASCII.rightParen: closing(.rightParen, opener: .leftParen)
            case ASCII.leftBrace: opening(.leftBrace)
            case ASCII.rightBrace: closing(.rightBrace, opener: .leftBrace)
            case ASCII.leftBracket: opening(.leftBracket)
            case ASCII.rightBracket: closing(.rightBracket, opener: .leftBracket)
            case ASCII.comma: single(.comma)
            case ASCII.colon: single(.colon)
            case ASCII.semicolon: single(.semicolon)
            case ASCII.backslash: single(.operator)  // key-path and escape marker
            case ASCII.dot:
                if peek(1) == ASCII.dot { lexOperator() } else { single(.period) }
            case ASCII.zero...ASCII.nine:
                lexNumber()
            case ASCII.backtick:
                lexBacktickIdentifier()
            case ASCII.at:
                lexAttribute()
            case ASCII.dollar, ASCII.underscore, 0x41...0x5A, 0x61...0x7A:
                lexIdentifier()
            default:
                if Scanner.isOperatorHead(byte) {
                    lexOperator()
                } else if byte >= 0x80 {
                    lexUnicode()
                } else {
                    single(.error)  // a control character, `'`, or another byte Swift never allows
                }
            }
        }
    }

    /// Steps over runs of spaces eight at a time: indentation is most of a source's whitespace.
    @inline(__always) mutating func skipSpaces() {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while pos + 8 <= count {
            let different = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self) ^ spaces
            if different != 0 {
                // Little-endian: the lowest byte that is not a space is the first in the source.
                pos += different.trailingZeroBitCount / 8
                return
            }
            pos += 8
        }
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        let start = pos
        pos += 1
        emit(kind, from: start, line: line, column: start - lineStart + 1)
    }

    /// An opening bracket: the token about to be appended is at index `tokens.count`.
    @inline(__always) mutating func opening(_ kind: TokenKind) {
        if matchesBrackets { brackets.opened(kind, at: tokens.count) }
        single(kind)
    }

    @inline(__always) mutating func closing(_ kind: TokenKind, opener: TokenKind) {
        if matchesBrackets { brackets.closed(by: opener, at: tokens.count) }
        single(kind)
    }

    mutating func lexShebang() {
        let start = pos
        while pos < count, base[pos] != ASCII.lineFeed, base[pos] != ASCII.carriageReturn { pos += 1 }
        emit(.shebang, from: start, line: line, column: start - lineStart + 1)
    }

    // MARK: Comments, `/` operators and regex literals

    mutating func lexSlash() {
        let next = peek(1)
        if next == ASCII.slash {
            lexLineComment()
        } else if next == ASCII.star {
            lexBlockComment()
        } else if regexMayStartHere(), lexBareRegex() {
            return
        } else {
            lexOperator()
        }
    }

    mutating func lexLineComment() {
        let start = pos
        // `///` is a doc comment; `////` is a plain one.
        let isDoc = peek(2) == ASCII.slash && peek(3) != ASCII.slash
        pos += 2
        while pos < count, base[pos] != ASCII.lineFeed, base[pos] != ASCII.carriageReturn { pos += 1 }
        emit(isDoc ? .docLineComment : .lineComment, from: start, line: line, column: start - lineStart + 1)
    }

    mutating func lexBlockComment() {
        let start = pos
        let startLine = line
        let column = start - lineStart + 1
        // `/**` opens a doc comment, but `/**/` is an empty plain one.
        let isDoc = peek(2) == ASCII.star && peek(3) != ASCII.slash
        pos += 2
        // > Block comments can nest.
        var depth = 1
        var spansLines = false
        while pos < count {
            let byte = base[pos]
            if byte == ASCII.star, peek(1) == ASCII.slash {
                pos += 2
                depth -= 1
                if depth == 0 { break }
            } else if byte == ASCII.slash, peek(1) == ASCII.star {
                pos += 2
                depth += 1
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                consumeNewline()
                spansLines = true
            } else {
                pos += 1
            }
        }
        if depth > 0 {
            emit(.error, from: start, line: startLine, column: column)  // unterminated, runs to the end of file
            pendingFlags.insert(.spaceBefore)
            return
        }
        emit(isDoc ? .docBlockComment : .blockComment, from: start, line: startLine, column: column)
        // Like swiftc, a comment that holds a line break puts what follows on a new
        // line (`f /*\n*/ (x)` is not a call). A kept comment is itself the previous token.
        if spansLines && !keepComments { pendingFlags.insert(.newlineBefore) }
    }

    /// SE-0354: a bare `/` starts a regex literal only where an expression can
    /// start (so never after an identifier, literal or closing bracket) and
    /// when the next character is not whitespace.
    func regexMayStartHere() -> Bool {
        let next = peek(1)
        if next == ASCII.space || next == ASCII.tab || next == ASCII.lineFeed || next == ASCII.carriageReturn
            || pos + 1 >= count
        {
            return false
        }
        guard let last = lastKind else { return true }
        switch last {
        case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .multilineStringLiteral, .regexLiteral,
            .rightParen, .rightBracket, .rightBrace, .poundKeyword, .attribute, .error:
            return false
        case .keyword:
            return !isValueKeyword(from: lastStart, to: lastEnd)
        case .operator:
            // A postfix `!` or `?` glued to the previous token ends an expression (`x!/2`).
            let previous = base[lastStart]
            let postfix =
                lastEnd - lastStart == 1 && (previous == ASCII.bang || previous == 0x3F)
                && !lastFlags.contains(.spaceBefore)
            return !postfix
        default:
            return true
        }
    }

    /// `self`, `Self`, `super`, `true`, `false` and `nil` end an expression like an identifier does.
    func isValueKeyword(from start: Int, to end: Int) -> Bool {
        let length = end - start
        guard length >= 3, length <= 5 else { return false }
        let words: [StaticString] = ["self", "Self", "super", "true", "false", "nil"]
        for word in words where word.utf8CodeUnitCount == length {
            if memcmpEqual(base + start, word.utf8Start, length) { return true }
        }
        return false
    }

    /// Scans `/.../` on the current line; on success emits the token.
    mutating func lexBareRegex() -> Bool {
        var index = pos + 1
        while index < count {
            let byte = base[index]
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn { return false }
            if byte == ASCII.backslash {
                // Step over the escaped character, but never over a line break.
                let next = index + 1 < count ? base[index + 1] : 0
                index += next == ASCII.lineFeed || next == ASCII.carriageReturn ? 1 : 2
                continue
            }
            if byte == ASCII.slash {
                // > A regex literal may not end with a space or tab before the closing `/`.
                let before = base[index - 1]
                if before == ASCII.space || before == ASCII.tab { return false }
                let start = pos
                pos = index + 1
                emit(.regexLiteral, from: start, line: line, column: start - lineStart + 1)
                return true
            }
            index += 1
        }
        return false
    }

    // MARK: Operators

    /// The ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always) static func isOperatorHead(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: return true
        default: return false
        }
    }

    /// Maximal munch of operator characters. Dots are allowed only in operators
    /// that start with a dot; `//` and `/*` always start a comment.
    mutating func lexOperator() {
        let start = pos
        let column = pos - lineStart + 1
        let dotted = base[pos] == ASCII.dot
        while pos < count {
            let byte = base[pos]
            if byte == ASCII.slash, pos > start, peek(1) == ASCII.slash || peek(1) == ASCII.star { break }
            if byte == ASCII.dot {
                if !dotted { break }
                pos += 1
            } else if Scanner.isOperatorHead(byte) {
                pos += 1
            } else if byte >= 0x80, let (scalar, length) = decodeScalar(at: pos),
                Unicode.isOperatorCharacter(scalar) || (pos > start && Unicode.isOperatorContinuation(scalar))
            {
                pos += length
            } else {
                break
            }
        }
        if pos == start { pos += 1 }  // never stall
        emit(.operator, from: start, line: line, column: column)
    }

    // MARK: Identifiers, keywords, attributes

    /// Consumes identifier characters (ASCII and Unicode) from `pos`.
    @inline(__always) mutating func scanIdentifierBody() {
        // ASCII runs on a local: the loop then keeps `pos` in a register, not in `self`.
        var end = pos
        while end < count, classes[Int(base[end])] & ByteClass.identifierBody != 0 { end += 1 }
        pos = end
        while pos < count {
            let byte = base[pos]
            if classes[Int(byte)] & ByteClass.identifierBody != 0 {
                pos += 1
            } else if byte >= 0x80, let (scalar, length) = decodeScalar(at: pos), Unicode.isIdentifierCharacter(scalar)
            {
                pos += length
            } else {
                return
            }
        }
    }

    mutating func lexIdentifier() {
        let start = pos
        pos += 1
        scanIdentifierBody()
        let length = pos - start
        // Most identifiers cannot be keywords by first byte and length alone.
        let possible = length < 16 && keywordLengths[Int(base[start])] & (1 << UInt16(length)) != 0
        var kind = TokenKind.identifier
        if possible {
            // Sixteen bytes are read at once where the source has them.
            let isKeyword =
                start + 16 <= count
                ? keywords.contains(readable16: base + start, length) : keywords.contains(base + start, length)
            if isKeyword { kind = .keyword }
        }
        emit(kind, from: start, line: line, column: start - lineStart + 1)
    }

    mutating func lexUnicode() {
        let start = pos
        guard let (scalar, length) = decodeScalar(at: pos) else {
            pos += 1
            emit(.error, from: start, line: line, column: start - lineStart + 1)
            return
        }
        if Unicode.isOperatorCharacter(scalar) {
            lexOperator()
        } else if Unicode.isIdentifierHead(scalar) {
            pos += length
            scanIdentifierBody()
            emit(.identifier, from: start, line: line, column: start - lineStart + 1)
        } else {
            pos += length  // e.g. a no-break space, which Swift rejects
            emit(.error, from: start, line: line, column: start - lineStart + 1)
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = pos
        pos += 1
        // Swift 6 allows any characters but backtick and line breaks between backticks (SE-0451).
        while pos < count, base[pos] != ASCII.backtick, base[pos] != ASCII.lineFeed, base[pos] != ASCII.carriageReturn {
            pos += 1
        }
        if pos < count, base[pos] == ASCII.backtick, pos > start + 1 {
            pos += 1
            emit(.identifier, from: start, line: line, column: start - lineStart + 1, flags: .backticked)
        } else {
            pos = max(pos, start + 1)
            emit(.error, from: start, line: line, column: start - lineStart + 1)
        }
    }

    mutating func lexAttribute() {
        let start = pos
        pos += 1
        let bodyStart = pos
        scanIdentifierBody()
        emit(pos > bodyStart ? .attribute : .error, from: start, line: line, column: start - lineStart + 1)
    }

    // MARK: `#`: raw strings, extended regexes, directives and macros

    mutating func lexPound() {
        var hashes = 0
        while peek(hashes) == ASCII.pound { hashes += 1 }
        let after = peek(hashes)
        if after == ASCII.quote {
            lexString(hashes: hashes)
            return
        }
        if after == ASCII.slash, lexExtendedRegex(hashes: hashes) { return }
        let start = pos
        pos += 1
        let nameStart = pos
        if hashes == 1 {
            scanIdentifierBody()
        }
        if pos == nameStart {
            emit(.error, from: start, line: line, column: start - lineStart + 1)
            return
        }
        let kind: TokenKind = Keywords.isDirective(base + nameStart, pos - nameStart) ? .poundDirective : .poundKeyword
        emit(kind, from: start, line: line, column: start - lineStart + 1)
    }

    /// `#/ ... /#` with any number of `#`. A `#/` followed by a line break opens
    /// a multi-line literal that ends at `/#` on a later line.
    mutating func lexExtendedRegex(hashes: Int) -> Bool {
        let start = pos
        let startLine = line
        let column = pos - lineStart + 1
        let savedLineStart = lineStart
        var index = pos + hashes + 1
        let multiline = index < count && (base[index] == ASCII.lineFeed || base[index] == ASCII.carriageReturn)
        let missKey = hashes * 2 + (multiline ? 1 : 0)
        if let miss = regexMisses[missKey], miss.contains(index) { return false }
        let searchStart = index
        // Remembers where this search gave up, so later ones starting before it stop at once.
        func missed(until end: Int) -> Bool {
            regexMisses[missKey] = searchStart..<end
            return false
        }
        var newlines: UInt32 = 0
        var lastLineStart = lineStart
        while index < count {
            let byte = base[index]
            if byte == ASCII.backslash {
                // An escaped line break is still a line break: count it below, or fail if single-line.
                let next = index + 1 < count ? base[index + 1] : 0
                index += next == ASCII.lineFeed || next == ASCII.carriageReturn ? 1 : 2
                continue
            }
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                if !multiline { return missed(until: index) }
                if byte == ASCII.carriageReturn, index + 1 < count, base[index + 1] == ASCII.lineFeed { index += 1 }
                index += 1
                newlines += 1
                lastLineStart = index
                continue
            }
            if byte == ASCII.slash {
                var closing = 0
                while closing < hashes, index + 1 + closing < count, base[index + 1 + closing] == ASCII.pound {
                    closing += 1
                }
                if closing == hashes {
                    pos = index + 1 + hashes
                    line = startLine + newlines
                    lineStart = newlines > 0 ? lastLineStart : savedLineStart
                    emit(.regexLiteral, from: start, line: startLine, column: column)
                    return true
                }
            }
            index += 1
        }
        return missed(until: count)
    }
}

@inline(__always) func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    var index = 0
    while index < length {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
