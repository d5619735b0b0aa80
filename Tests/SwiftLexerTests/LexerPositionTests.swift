import SwiftLexer
import Testing

/// Lines, columns and flags; line endings, BOM, and bytes Swift does not allow.
@Suite struct LexerPositionTests {
    @Test func linesAndColumnsAreOneBased() {
        let lexed = tokens("let x = 1\n  foo(x)")
        #expect(lexed.map(\.line) == [1, 1, 1, 1, 2, 2, 2, 2])
        #expect(lexed.map(\.column) == [1, 5, 7, 9, 3, 6, 7, 8])
        #expect(lexed.map(\.start) == [0, 4, 6, 8, 12, 15, 16, 17])
        #expect(lexed.map(\.end) == [3, 5, 7, 9, 15, 16, 17, 18])
    }

    @Test func columnsCountUTF8Bytes() {
        // `café` is 5 bytes and `😀` is 4: `=` sits at byte column 11, `+` at 20, `b` at 22.
        let source = "let café = \"😀\" + b"
        #expect(token("=", in: source)?.column == 11)
        #expect(token("+", in: source)?.column == 20)
        #expect(token("b", in: source)?.column == 22)
    }

    @Test func tabIsOneColumn() {
        let source = "\tx\t\ty"
        #expect(token("x", in: source)?.column == 2)
        #expect(token("y", in: source)?.column == 5)
    }

    @Test(arguments: [("\n", "LF"), ("\r\n", "CRLF"), ("\r", "CR")])
    func lineEnding(_ newline: String, _ name: String) {
        let source = ["let a = 1", "  b", "", "c(d)"].joined(separator: newline)
        let lexed = tokens(source)
        #expect(lexed.map(\.line) == [1, 1, 1, 1, 2, 4, 4, 4, 4], "\(name)")
        #expect(token("b", in: source)?.column == 3, "\(name)")
        #expect(token("d", in: source)?.column == 3, "\(name)")
        #expect(token("b", in: source)?.flags == [.spaceBefore, .newlineBefore], "\(name)")
    }

    @Test func mixedLineEndings() {
        // CR LF is one break; LF CR is two; CR CR is two.
        #expect(token("b", in: "a\r\n\rb")?.line == 3)
        #expect(token("b", in: "a\n\rb")?.line == 3)
        #expect(token("b", in: "a\r\rb")?.line == 3)
        #expect(token("b", in: "a\r\n\r\nb")?.line == 3)
    }

    @Test func byteOrderMarkIsSkipped() {
        // The BOM is not a token and not a column: the first token is at column 1, byte 3.
        let lexed = tokens("\u{FEFF}let x")
        #expect(lexed.map(\.kind) == [.keyword, .identifier])
        #expect(lexed.first?.start == 3)
        #expect(lexed.first?.line == 1)
        #expect(lexed.first?.column == 1)
        #expect(lexed.first?.flags == [])
        #expect(lexed.last?.column == 5)
    }

    @Test func byteOrderMarkThenShebang() {
        #expect(
            lex("\u{FEFF}#!/usr/bin/env swift\nx") == [
                Lexeme(.shebang, "#!/usr/bin/env swift"), Lexeme(.identifier, "x"),
            ])
    }

    @Test func byteOrderMarkInTheMiddleIsAnError() {
        #expect(lex("a\u{FEFF}b") == [Lexeme(.identifier, "a"), Lexeme(.error, "\u{FEFF}"), Lexeme(.identifier, "b")])
    }

    @Test func nulIsWhitespace() {
        // > Whitespace: space, tab, vertical tab, form feed, null. swiftc warns and skips it.
        let lexed = tokens("a\0b")
        #expect(lex("a\0b") == [Lexeme(.identifier, "a"), Lexeme(.identifier, "b")])
        #expect(lexed.last?.flags == [.spaceBefore])
        #expect(lex("\0\0") == [])
    }

    @Test func verticalTabAndFormFeedAreWhitespace() {
        #expect(lex("a\u{0B}b\u{0C}c").map(\.kind) == [.identifier, .identifier, .identifier])
        #expect(token("c", in: "a\u{0B}b\u{0C}c")?.line == 1)
    }

    @Test func invalidUTF8BytesAreErrors() {
        #expect(
            lexBytes([0x61, 0xFF, 0x62]) == [
                Lexeme(.identifier, "a"), Lexeme(.error, "\u{FFFD}"), Lexeme(.identifier, "b"),
            ])
        // A lone continuation byte, a truncated sequence, an overlong `/`, an encoded surrogate.
        #expect(lexBytes([0x80]).map(\.kind) == [.error])
        #expect(lexBytes([0xC3]).map(\.kind) == [.error])
        #expect(lexBytes([0xE2, 0x88]).map(\.kind) == [.error, .error])
        #expect(lexBytes([0xC0, 0xAF, 0x78]).map(\.kind) == [.error, .error, .identifier])
        #expect(lexBytes([0xED, 0xA0, 0x80]).map(\.kind) == [.error, .error, .error])
        #expect(lexBytes([0xF4, 0x90, 0x80, 0x80]).map(\.kind) == [.error, .error, .error, .error])
    }

    @Test func invalidUTF8InsideAnIdentifierSplitsIt() {
        let lexed = Lexer.tokenize([0x61, 0x62, 0xFE, 0x63])
        #expect(lexed.map(\.kind) == [.identifier, .error, .identifier])
        #expect(lexed.map(\.range) == [0..<2, 2..<3, 3..<4])
    }

    @Test func invalidUTF8InsideACommentOrStringIsKept() {
        let comment: [UInt8] = Array("// a".utf8) + [0xFF] + Array("\nx".utf8)
        #expect(lexBytes(comment).map(\.kind) == [.lineComment, .identifier])
        let string: [UInt8] = [0x22, 0xFF, 0x22]
        #expect(lexBytes(string).map(\.kind) == [.stringLiteral])
    }

    @Test func noBreakSpaceIsAnError() {
        let lexed = tokens("a\u{A0}b")
        #expect(lexed.map(\.kind) == [.identifier, .error, .identifier])
        #expect(lexed[1].range == 1..<3)
        #expect(lexed[2].column == 4)
    }

    @Test(arguments: ["\u{2028}", "\u{3000}", "\u{2003}", "\u{1}", "\u{7F}", "'"])
    func disallowedCharacterIsAnError(_ character: String) {
        #expect(
            lex("a\(character)b") == [Lexeme(.identifier, "a"), Lexeme(.error, character), Lexeme(.identifier, "b")])
    }

    // MARK: Flags

    @Test func spaceAndNewlineFlags() {
        let lexed = tokens("a.b c\nd  (\n\n)")
        #expect(
            lexed.map(\.flags) == [
                [], [], [], [.spaceBefore], [.spaceBefore, .newlineBefore], [.spaceBefore],
                [.spaceBefore, .newlineBefore],
            ])
    }

    @Test func leadingWhitespaceFlagsTheFirstToken() {
        #expect(tokens(" x").first?.flags == [.spaceBefore])
        #expect(tokens("\nx").first?.flags == [.spaceBefore, .newlineBefore])
        #expect(tokens("x").first?.flags == [])
    }

    @Test func flagsOfLiteralsCombineWithSpacing() {
        let lexed = tokens(##"f( #"a"#)"##)
        #expect(lexed[2].flags == [.spaceBefore, .raw])
        #expect(tokens("a `b`")[1].flags == [.spaceBefore, .backticked])
    }

    @Test func tokenRangeCoversItsText() {
        let source = "Text(\"hi\").padding(8)"
        let bytes = Array(source.utf8)
        for token in Lexer.tokenize(bytes) {
            #expect(token.range == Int(token.start)..<Int(token.end))
            #expect(!token.range.isEmpty)
        }
    }

    @Test func bufferPointerEntryPointMatchesTheArrayOne() {
        let bytes = Array(Snippets.card.utf8)
        let viaPointer = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        #expect(viaPointer == Lexer.tokenize(bytes))
        #expect(Lexer.tokenize(UnsafeBufferPointer(start: nil, count: 0)).isEmpty)
    }
}
