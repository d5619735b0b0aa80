/// The lexical category of a token.
///
/// Categories follow "Lexical Structure" in The Swift Programming Language:
/// whitespace is not a token, comments are (so tools can keep or drop them),
/// and each bracket and separator has its own kind so parsers never compare text.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    case identifier
    /// A reserved word (`func`, `let`, `self`, `true`, `_`, ...).
    case keyword
    case integerLiteral
    case floatLiteral
    /// A single-line string, raw or not, with any interpolations inside it.
    case stringLiteral
    /// A `"""` string, raw or not.
    case multilineStringLiteral
    /// `/.../` or `#/.../#`.
    case regexLiteral
    case lineComment
    case blockComment
    /// `///` comments.
    case docLineComment
    /// `/** ... */` comments.
    case docBlockComment
    /// An operator, including `=`, `->`, prefix `&`, postfix `?` and `!`.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    /// A member-access `.`; operators that start with a dot (`...`, `..<`) are `operator`.
    case period
    /// `@name`, the whole attribute name.
    case attribute
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#warning`, `#error`.
    case poundDirective
    /// Any other `#name`: macros (`#Preview`), `#selector`, `#available`, `#colorLiteral`.
    case poundKeyword
    /// `#!` on the first line.
    case shebang
    /// Bytes the grammar does not allow here: an unterminated literal or comment,
    /// invalid UTF-8, a stray character. Lexing always continues after it.
    case error

    /// True for comments of every kind.
    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment, .shebang: return true
        default: return false
        }
    }

    /// True for the kinds that open a bracket pair.
    @inlinable public var isOpeningBracket: Bool {
        self == .leftParen || self == .leftBrace || self == .leftBracket
    }

    /// True for the kinds that close a bracket pair.
    @inlinable public var isClosingBracket: Bool {
        self == .rightParen || self == .rightBrace || self == .rightBracket
    }
}

/// Facts about the bytes before a token that the grammar cares about.
public struct TokenFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Whitespace or a comment separates this token from the previous one.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 0)
    /// A line break separates this token from the previous one.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 1)
    /// A raw string (`#"..."#`).
    public static let raw = TokenFlags(rawValue: 1 << 2)
    /// An identifier written in backticks.
    public static let backticked = TokenFlags(rawValue: 1 << 3)
}

/// One token: its kind and where it sits, as a byte range of the source.
///
/// Tokens hold no text: `SourceFile.text(of:)` slices it from the bytes when a
/// caller asks, so lexing allocates nothing per token. 20 bytes in memory.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// Offset of the first byte.
    public var start: UInt32
    /// Offset one past the last byte.
    public var end: UInt32
    /// 1-based line of the first byte.
    public var line: UInt32
    /// 1-based column of the first byte, counted in UTF-8 bytes as compilers do.
    public var column: UInt32

    @inlinable
    public init(kind: TokenKind, flags: TokenFlags, start: UInt32, end: UInt32, line: UInt32, column: UInt32) {
        self.kind = kind
        self.flags = flags
        self.start = start
        self.end = end
        self.line = line
        self.column = column
    }

    /// The token's byte range in the source.
    @inlinable public var range: Range<Int> { Int(start)..<Int(end) }
}
