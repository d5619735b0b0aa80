import SwiftLexer
import Testing

/// Line, doc and block comments, and what dropping them leaves behind.
@Suite struct LexerCommentTests {
    @Test(arguments: [
        ("// plain", TokenKind.lineComment), ("//", .lineComment), ("/// doc", .docLineComment),
        ("///", .docLineComment),
        ("//// plain again", .lineComment), ("/* block */", .blockComment), ("/**/", .blockComment),
        ("/** doc */", .docBlockComment), ("/***/", .docBlockComment), ("/* a /* b */ c */", .blockComment),
        ("/*/ still open */", .blockComment), ("/* multi\n line\n */", .blockComment),
        ("/** doc\n * more\n */", .docBlockComment),
    ])
    func comment(_ source: String, _ kind: TokenKind) {
        #expect(lex(source) == [Lexeme(kind, source)])
        #expect(kind.isComment)
    }

    @Test func lineCommentEndsAtTheLineBreak() {
        #expect(lex("a // b\nc") == [Lexeme(.identifier, "a"), Lexeme(.lineComment, "// b"), Lexeme(.identifier, "c")])
        #expect(lex("// b\r\nc") == [Lexeme(.lineComment, "// b"), Lexeme(.identifier, "c")])
        #expect(lex("// b\rc") == [Lexeme(.lineComment, "// b"), Lexeme(.identifier, "c")])
    }

    @Test func nestedBlockCommentEndsAtTheOuterClose() {
        #expect(lex("/* a /* b */ c */ d") == [Lexeme(.blockComment, "/* a /* b */ c */"), Lexeme(.identifier, "d")])
        #expect(lex("/* /* /* */ */ */x") == [Lexeme(.blockComment, "/* /* /* */ */ */"), Lexeme(.identifier, "x")])
    }

    @Test func blockCommentLinesAreCounted() {
        let source = "/* a\n b\r\n c\r d */ x"
        let x = token("x", in: source)
        #expect(x?.line == 4)
        #expect(x?.column == 7)
    }

    @Test func unterminatedBlockCommentIsAnErrorToTheEnd() {
        #expect(lex("a /* b\nc") == [Lexeme(.identifier, "a"), Lexeme(.error, "/* b\nc")])
        #expect(lex("/* a /* b */ c") == [Lexeme(.error, "/* a /* b */ c")])
        #expect(lex("/*") == [Lexeme(.error, "/*")])
        #expect(lex("/*/") == [Lexeme(.error, "/*/")])
        // The error is not a comment, so it survives `keepComments: false`.
        #expect(lex("a /* b", keepComments: false) == [Lexeme(.identifier, "a"), Lexeme(.error, "/* b")])
    }

    @Test func commentsAreDroppedWhenAsked() {
        let source = "a /* b */ c // d\n/// e\nf /** g */"
        #expect(
            lex(source, keepComments: false) == [
                Lexeme(.identifier, "a"), Lexeme(.identifier, "c"), Lexeme(.identifier, "f"),
            ])
    }

    @Test func droppedCommentMarksTheNextTokenSpaced() {
        let lexed = tokens("a/* b */c", keepComments: false)
        #expect(lexed.count == 2)
        #expect(lexed.last?.flags == [.spaceBefore])
        #expect(tokens("a/**/.b", keepComments: false)[1].flags.contains(.spaceBefore))
    }

    @Test func keptCommentSeparatesItsNeighbours() {
        let lexed = tokens("a/* b */c")
        #expect(lexed.map(\.kind) == [.identifier, .blockComment, .identifier])
        #expect(lexed[1].flags.contains(.spaceBefore))
        #expect(lexed[2].flags.contains(.spaceBefore))
    }

    @Test func lineBreakAfterADroppedLineComment() {
        let lexed = tokens("a // b\nc", keepComments: false)
        #expect(lexed[1].flags == [.spaceBefore, .newlineBefore])
    }

    @Test func lineBreakInsideADroppedBlockCommentSeparatesLines() {
        // swiftc treats `f /*\n*/ (x)` as two statements: the comment holds a line break.
        let dropped = tokens("f /* a\n b */ (x)", keepComments: false)
        #expect(dropped[1].flags.contains(.newlineBefore))
        // Kept, the comment itself is the previous token, and it ends on the `(` line.
        let kept = tokens("f /* a\n b */ (x)")
        #expect(kept[1].flags.contains(.newlineBefore) == false)
        #expect(kept[2].flags.contains(.newlineBefore) == false)
        #expect(kept[2].line == 2)
    }

    @Test func singleLineDroppedBlockCommentIsNotALineBreak() {
        let dropped = tokens("f /* a */ (x)", keepComments: false)
        #expect(dropped[1].flags == [.spaceBefore])
    }

    @Test func commentsDoNotDecideRegexOrDivision() {
        // The comment is skipped: `/` still follows the identifier `a`.
        #expect(
            kinds("a /* c */ /b/ 2") == [
                .identifier, .blockComment, .operator, .identifier, .operator, .integerLiteral,
            ])
        #expect(kinds("= /* c */ /b/") == [.operator, .blockComment, .regexLiteral])
    }

    @Test func docCommentBeforeADeclaration() {
        #expect(
            lex("/// Summary.\nstruct S {}").prefix(2) == [
                Lexeme(.docLineComment, "/// Summary."), Lexeme(.keyword, "struct"),
            ])
    }
}
