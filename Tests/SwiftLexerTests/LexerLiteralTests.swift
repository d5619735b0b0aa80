import SwiftLexer
import Testing

/// Numbers, strings (plain, raw, multi-line, interpolated) and regex literals.
@Suite struct LexerLiteralTests {
    // MARK: Numbers

    @Test(arguments: [
        "0", "42", "1_000", "1__0", "007", "0xFF", "0xff_ff", "0xFF_FF", "0o17", "0o7_7", "0b1010", "0b1_0",
    ])
    func integerLiteral(_ source: String) {
        #expect(lex(source) == [Lexeme(.integerLiteral, source)])
    }

    @Test(arguments: [
        "1.5", "0.0", "1e10", "1E10", "1e+10", "1.5e-3", "1_000.000_1", "1e1_0", "0x1p4", "0x1.8p3", "0xAp-2",
        "0x1.fP+1",
    ])
    func floatLiteral(_ source: String) {
        #expect(lex(source) == [Lexeme(.floatLiteral, source)])
    }

    @Test(arguments: [
        "0x", "0b", "0o", "0xG", "0xp3", "12px", "0b102", "0o8", "1e", "1.5e", "1e+", "0x1p", "0x1.8", "0x_1", "1_a",
    ])
    func malformedNumberIsOneErrorToken(_ source: String) {
        #expect(lex(source) == [Lexeme(.error, source)])
    }

    @Test func tupleIndexesAreIntegers() {
        #expect(
            lex("t.0.1") == [
                Lexeme(.identifier, "t"), Lexeme(.period, "."), Lexeme(.integerLiteral, "0"), Lexeme(.period, "."),
                Lexeme(.integerLiteral, "1"),
            ])
        #expect(
            lex("(1, (2, 3)).1.0").suffix(4) == [
                Lexeme(.period, "."), Lexeme(.integerLiteral, "1"), Lexeme(.period, "."), Lexeme(.integerLiteral, "0"),
            ])
    }

    @Test func floatAfterSpacedDotIsStillAFloat() {
        // Only a `.` glued to the number makes it a tuple index.
        #expect(lex("x = . 1.5").last == Lexeme(.floatLiteral, "1.5"))
    }

    @Test func memberOfAnIntegerLiteral() {
        #expect(
            lex("1.description") == [
                Lexeme(.integerLiteral, "1"), Lexeme(.period, "."), Lexeme(.identifier, "description"),
            ])
        #expect(lex("1.e5") == [Lexeme(.integerLiteral, "1"), Lexeme(.period, "."), Lexeme(.identifier, "e5")])
        #expect(
            lex("1.5.rounded()").prefix(3) == [
                Lexeme(.floatLiteral, "1.5"), Lexeme(.period, "."), Lexeme(.identifier, "rounded"),
            ])
    }

    @Test func memberOfAHexadecimalLiteral() {
        // swiftc reads `0xFF.description` as a member of the integer: the
        // letters after the dot are hex digits, but no exponent follows.
        #expect(
            lex("0xFF.description") == [
                Lexeme(.integerLiteral, "0xFF"), Lexeme(.period, "."), Lexeme(.identifier, "description"),
            ])
        #expect(lex("0xF.e") == [Lexeme(.integerLiteral, "0xF"), Lexeme(.period, "."), Lexeme(.identifier, "e")])
        #expect(lex("0x1.8") == [Lexeme(.error, "0x1.8")])  // a fraction starting with a digit needs `p`
        #expect(lex("0xP-1") == [Lexeme(.error, "0xP"), Lexeme(.operator, "-"), Lexeme(.integerLiteral, "1")])
        #expect(lex("0x.e") == [Lexeme(.error, "0x"), Lexeme(.period, "."), Lexeme(.identifier, "e")])
        #expect(
            lex("0xFF.bitWidth") == [
                Lexeme(.integerLiteral, "0xFF"), Lexeme(.period, "."), Lexeme(.identifier, "bitWidth"),
            ])
    }

    @Test func rangeOfIntegers() {
        #expect(
            lex("0..<10") == [Lexeme(.integerLiteral, "0"), Lexeme(.operator, "..<"), Lexeme(.integerLiteral, "10")])
        #expect(lex("1...") == [Lexeme(.integerLiteral, "1"), Lexeme(.operator, "...")])
    }

    // MARK: Strings

    @Test(arguments: [
        #""""#, #""abc""#, #""a\"b""#, #""\\""#, #""\u{1F600}""#, #""\n\t\0""#, #""caf\u{E9} é 😀""#, #""a'b""#,
        #""\(x)""#, #""a \(b) c \(d + 1)""#, #""\(f(x, y: "z"))""#,
    ])
    func stringLiteral(_ source: String) {
        #expect(lex(source) == [Lexeme(.stringLiteral, source)])
    }

    @Test func stringIsNotRaw() {
        #expect(tokens(#""a""#).first?.flags.contains(.raw) == false)
    }

    @Test func escapedQuoteDoesNotEndTheString() {
        #expect(
            lex(#""a\"b" + c"#) == [
                Lexeme(.stringLiteral, #""a\"b""#), Lexeme(.operator, "+"), Lexeme(.identifier, "c"),
            ])
    }

    @Test func adjacentStrings() {
        #expect(lex(#""a""b""#) == [Lexeme(.stringLiteral, #""a""#), Lexeme(.stringLiteral, #""b""#)])
        #expect(lex(#""" + x"#) == [Lexeme(.stringLiteral, #""""#), Lexeme(.operator, "+"), Lexeme(.identifier, "x")])
    }

    @Test func nestedInterpolation() {
        let source = #""a \( "b \(c)" ) d""#
        #expect(
            lex(source + " + e") == [
                Lexeme(.stringLiteral, source), Lexeme(.operator, "+"), Lexeme(.identifier, "e"),
            ])
    }

    @Test func deeplyNestedInterpolationFailsInsteadOfOverflowingTheStack() {
        let hostile = String(repeating: #""\("#, count: 100_000)
        let lexed = tokens(hostile)
        #expect(!lexed.isEmpty)
        #expect(lexed.allSatisfy { $0.kind == .error })
        // Ten levels is far beyond real code and still lexes as one string.
        let deep = String(repeating: #""\("#, count: 10) + "x" + String(repeating: #")""#, count: 10)
        #expect(lex(deep) == [Lexeme(.stringLiteral, deep)])
    }

    @Test func parenthesisInsideAStringInsideAnInterpolation() {
        let source = #""\(f(")"))""#
        #expect(lex(source + ")") == [Lexeme(.stringLiteral, source), Lexeme(.rightParen, ")")])
    }

    @Test func commentInsideAnInterpolation() {
        let source = #""\(a /* ) */ + b)""#
        #expect(lex(source) == [Lexeme(.stringLiteral, source)])
        let nested = #""\(a /* ) /* ) */ ) */ + b)""#
        #expect(lex(nested) == [Lexeme(.stringLiteral, nested)])
        // A block comment in an interpolation may span lines only in a multi-line string.
        let multiline = "\"\"\"\n\\(a /* )\n */)\n\"\"\"\nz"
        #expect(lex(multiline).map(\.kind) == [.multilineStringLiteral, .identifier])
        #expect(token("z", in: multiline)?.line == 5)
        #expect(lex("\"\\(a /* \n */)\"").first?.kind == .error)
    }

    @Test func rawStringInsideAnInterpolation() {
        let source = ##""\(#")"#)""##
        #expect(lex(source) == [Lexeme(.stringLiteral, source)])
    }

    @Test func unterminatedStringIsAnErrorUpToTheLineBreak() {
        #expect(
            lex("let s = \"abc\nlet t = 1") == [
                Lexeme(.keyword, "let"), Lexeme(.identifier, "s"), Lexeme(.operator, "="), Lexeme(.error, "\"abc"),
                Lexeme(.keyword, "let"), Lexeme(.identifier, "t"), Lexeme(.operator, "="), Lexeme(.integerLiteral, "1"),
            ])
        let next = tokens("let s = \"abc\nlet t = 1")[4]
        #expect(next.line == 2)
        #expect(next.column == 1)
        #expect(next.flags == [.spaceBefore, .newlineBefore])
    }

    @Test func unterminatedStringAtTheEnd() {
        #expect(lex("\"abc") == [Lexeme(.error, "\"abc")])
        #expect(lex("\"") == [Lexeme(.error, "\"")])
        #expect(lex(#""abc\"#) == [Lexeme(.error, #""abc\"#)])
        #expect(lex("\"a\\(b") == [Lexeme(.error, "\"a\\(b")])
    }

    @Test func escapedLineBreakInASingleLineString() {
        #expect(lex("\"a\\\nb\"") == [Lexeme(.error, "\"a\\"), Lexeme(.identifier, "b"), Lexeme(.error, "\"")])
    }

    @Test func singleLineInterpolationCannotSpanLines() {
        let source = "\"a \\(b\n) c\"\nnext"
        let lexed = lex(source)
        #expect(lexed.first == Lexeme(.error, "\"a \\(b"))
        #expect(lexed.last == Lexeme(.identifier, "next"))
        #expect(token("next", in: source)?.line == 3)
    }

    @Test func lineCommentInASingleLineInterpolationIsAnError() {
        #expect(lex("\"\\(a // )\"").first?.kind == .error)
    }

    // MARK: Multi-line strings

    @Test func multilineString() {
        let source = "\"\"\"\n    Hello \"quoted\" and \"\"two\"\" \\(name)\n    \"\"\""
        #expect(lex(source) == [Lexeme(.multilineStringLiteral, source)])
    }

    @Test func multilineStringCountsItsLines() {
        let source = "let s = \"\"\"\n    a\n    b\n    \"\"\"\nlet t = 1"
        let string = tokens(source).first { $0.kind == .multilineStringLiteral }
        #expect(string?.line == 1)
        #expect(string?.column == 9)
        let next = token("t", in: source)
        #expect(next?.line == 5)
        #expect(next?.column == 5)
    }

    @Test func tokenAfterTheClosingDelimiterOnTheSameLine() {
        let source = "x(\"\"\"\n  a\n  \"\"\", y)"
        #expect(lex(source).suffix(3) == [Lexeme(.comma, ","), Lexeme(.identifier, "y"), Lexeme(.rightParen, ")")])
        #expect(token("y", in: source)?.line == 3)
        #expect(token("y", in: source)?.column == 8)
    }

    @Test func lineContinuationInAMultilineString() {
        let source = "\"\"\"\n  a \\\n  b\n  \"\"\"\nz"
        #expect(
            lex(source) == [
                Lexeme(.multilineStringLiteral, "\"\"\"\n  a \\\n  b\n  \"\"\""), Lexeme(.identifier, "z"),
            ])
        #expect(token("z", in: source)?.line == 5)
    }

    @Test func multilineInterpolationMaySpanLines() {
        let source = "\"\"\"\n\\(f(\n  1, // one\n  2))\n\"\"\"\nz"
        #expect(lex(source).map(\.kind) == [.multilineStringLiteral, .identifier])
        #expect(token("z", in: source)?.line == 6)
    }

    @Test func unterminatedMultilineStringRunsToTheEnd() {
        let source = "let s = \"\"\"\n  abc\n  \"\" x"
        #expect(lex(source).last == Lexeme(.error, "\"\"\"\n  abc\n  \"\" x"))
    }

    @Test func multilineStringWithCRLF() {
        let source = "\"\"\"\r\n  a\r\n  \"\"\"\r\nz"
        #expect(token("z", in: source)?.line == 4)
        #expect(token("z", in: source)?.column == 1)
    }

    // MARK: Raw strings

    @Test(arguments: [
        ##"#"abc"#"##, ##"#"a"b"#"##, ##"#"C:\path\n"#"##, ###"##"a"#b"##"###, ##"#"\#(x)"#"##, ##"#"\(x)"#"##,
        ##"#"a \#("b") c"#"##,
    ])
    func rawString(_ source: String) {
        let lexed = tokens(source)
        #expect(lex(source) == [Lexeme(.stringLiteral, source)])
        #expect(lexed.first?.flags.contains(.raw) == true)
    }

    @Test func rawStringEndsAtTheMatchingDelimiterOnly() {
        #expect(
            lex(###"##"a"#b"## + x"###) == [
                Lexeme(.stringLiteral, ###"##"a"#b"##"###), Lexeme(.operator, "+"), Lexeme(.identifier, "x"),
            ])
        #expect(lex(##"#"a"# "b""##) == [Lexeme(.stringLiteral, ##"#"a"#"##), Lexeme(.stringLiteral, #""b""#)])
    }

    @Test func rawInterpolationIsScannedAsCode() {
        // With `\#(`, the `"` inside is a nested string; with `\(` it would close the literal.
        #expect(lex(##"#"\#(")"#)"#"##) == [Lexeme(.stringLiteral, ##"#"\#(")"#)"#"##)])
        #expect(
            lex(##"#"\(")"#)"##) == [
                Lexeme(.stringLiteral, ##"#"\(")"#"##), Lexeme(.rightParen, ")"),
            ])
    }

    @Test func rawMultilineString() {
        let source = "#\"\"\"\n  \"quotes\" \"\"\" and \n  \"\"\"#"
        #expect(lex(source + " x") == [Lexeme(.multilineStringLiteral, source), Lexeme(.identifier, "x")])
        #expect(tokens(source).first?.flags.contains(.raw) == true)
    }

    @Test func unterminatedRawString() {
        #expect(lex(##"#"abc"##) == [Lexeme(.error, ##"#"abc"##)])
        #expect(lex(###"##"abc"#"###) == [Lexeme(.error, ###"##"abc"#"###)])
        #expect(lex(##"#""##) == [Lexeme(.error, ##"#""##)])
    }

    // MARK: Regex literals

    @Test(arguments: [#"/ab+c/"#, #"/a\/b/"#, #"/[a-z]+/"#, #"/(\d+)\s*km/"#, #"/a b/"#])
    func bareRegex(_ source: String) {
        #expect(lex(source) == [Lexeme(.regexLiteral, source)])
    }

    @Test func regexAfterAssignment() {
        #expect(
            lex(#"let r = /a\/b/"#) == [
                Lexeme(.keyword, "let"), Lexeme(.identifier, "r"), Lexeme(.operator, "="),
                Lexeme(.regexLiteral, #"/a\/b/"#),
            ])
    }

    @Test func regexAsAnArgument() {
        #expect(
            lex("f(/x/)") == [
                Lexeme(.identifier, "f"), Lexeme(.leftParen, "("), Lexeme(.regexLiteral, "/x/"),
                Lexeme(.rightParen, ")"),
            ])
        #expect(lex("[/a/, /b/]").map(\.kind) == [.leftBracket, .regexLiteral, .comma, .regexLiteral, .rightBracket])
        #expect(lex("return /a/").last == Lexeme(.regexLiteral, "/a/"))
        #expect(lex("case /a/:").dropFirst().first == Lexeme(.regexLiteral, "/a/"))
    }

    @Test func divisionIsNotARegex() {
        #expect(
            lex("x / y / z") == [
                Lexeme(.identifier, "x"), Lexeme(.operator, "/"), Lexeme(.identifier, "y"), Lexeme(.operator, "/"),
                Lexeme(.identifier, "z"),
            ])
        #expect(kinds("x/y/z") == [.identifier, .operator, .identifier, .operator, .identifier])
        #expect(
            kinds("f(a)/2/3") == [
                .identifier, .leftParen, .identifier, .rightParen, .operator, .integerLiteral, .operator,
                .integerLiteral,
            ])
        #expect(kinds("a[0]/b/c").contains(.regexLiteral) == false)
        #expect(kinds("1/2/3").contains(.regexLiteral) == false)
        #expect(kinds("self/a/b").contains(.regexLiteral) == false)
        // A postfix `!` ends an expression, so the `/` after it divides.
        #expect(kinds("x! /a/").contains(.regexLiteral) == false)
        #expect(kinds("a && /x/").last == .regexLiteral)
    }

    @Test func regexCannotStartWithSpaceOrEndWithSpace() {
        #expect(kinds("x = / a/").contains(.regexLiteral) == false)
        #expect(kinds("x = /a /").contains(.regexLiteral) == false)
    }

    @Test func bareRegexEndsAtTheLine() {
        #expect(kinds("x = /a\nb/").contains(.regexLiteral) == false)
    }

    @Test func escapedLineBreakDoesNotExtendABareRegex() {
        let source = "x = /a\\\nb/\nz"
        #expect(kinds(source).contains(.regexLiteral) == false)
        #expect(token("z", in: source)?.line == 3)
        #expect(token("b", in: source)?.line == 2)
    }

    @Test(arguments: ["#/a/b/#", "#/a\\/#b/#", "##/a/#b/##", "#/[0-9]+/#", "#/ spaced /#"])
    func extendedRegex(_ source: String) {
        #expect(lex(source) == [Lexeme(.regexLiteral, source)])
    }

    @Test func extendedRegexAfterAnIdentifierIsStillARegex() {
        #expect(lex("x #/a/#") == [Lexeme(.identifier, "x"), Lexeme(.regexLiteral, "#/a/#")])
    }

    @Test func multilineExtendedRegex() {
        let source = "let r = #/\n  (?<name>\\w+)  # a name\n  /\n/#\nlet t = 1"
        let lexed = lex(source)
        #expect(lexed[3] == Lexeme(.regexLiteral, "#/\n  (?<name>\\w+)  # a name\n  /\n/#"))
        #expect(token("t", in: source)?.line == 5)
        #expect(token("t", in: source)?.column == 5)
        #expect(tokens(source)[3].line == 1)
    }

    @Test func multilineExtendedRegexWithEscapedLineBreakCountsTheLine() {
        let source = "#/\na\\\nb\n/#\nz"
        #expect(lex(source).first == Lexeme(.regexLiteral, "#/\na\\\nb\n/#"))
        #expect(token("z", in: source)?.line == 5)
    }

    @Test func singleLineExtendedRegexCannotSpanLines() {
        #expect(kinds("#/a\nb/#").contains(.regexLiteral) == false)
        #expect(kinds("#/a\\\nb/#").contains(.regexLiteral) == false)
        #expect(lex("#/a\nb/#").first == Lexeme(.error, "#"))
    }

    @Test func unterminatedExtendedRegex() {
        // The `#` is a stray; what follows it lexes on its own.
        #expect(lex("#/abc") == [Lexeme(.error, "#"), Lexeme(.operator, "/"), Lexeme(.identifier, "abc")])
    }

    /// Each unclosed `#/` line is a stray `#` and a `/`, however many there are.
    @Test func manyUnclosedExtendedRegexesLeaveTheRestAlone() {
        let lexed = lex((Array(repeating: "#/", count: 500) + ["let z = 1"]).joined(separator: "\n"))
        let strays = Array(repeating: [Lexeme(.error, "#"), Lexeme(.operator, "/")], count: 500).flatMap { $0 }
        #expect(
            lexed
                == strays + [
                    Lexeme(.keyword, "let"), Lexeme(.identifier, "z"), Lexeme(.operator, "="),
                    Lexeme(.integerLiteral, "1"),
                ])
    }

    /// `##/` finds no `/##`, but the `#/` inside it still closes at `/#`.
    @Test func aSearchGivenUpForOneKindOfRegexDoesNotStopAnother() {
        #expect(lex("##/\nx\n/#") == [Lexeme(.error, "#"), Lexeme(.regexLiteral, "#/\nx\n/#")])
    }

    @Test func aSingleLineRegexAfterAnUnclosedOneOnTheLineBeforeCloses() {
        #expect(
            lex("#/ a #/ b\n#/c/#")
                == [
                    Lexeme(.error, "#"), Lexeme(.operator, "/"), Lexeme(.identifier, "a"), Lexeme(.error, "#"),
                    Lexeme(.operator, "/"), Lexeme(.identifier, "b"), Lexeme(.regexLiteral, "#/c/#"),
                ])
    }
}
