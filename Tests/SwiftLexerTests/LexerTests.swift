import Testing

@testable import SwiftLexer

/// Identifiers, keywords, operators, punctuation, `#` and `@` forms.
/// Literals, comments and positions have their own files.
@Suite struct LexerTests {
    @Test func emptyInputHasNoTokens() {
        #expect(lex("").isEmpty)
        #expect(lex("  \n\t\r\n").isEmpty)
    }

    // MARK: Identifiers

    @Test(arguments: [
        "x", "_x", "__", "camelCase", "Snake_Case9", "$0", "$12", "$binding", "café", "naïve", "变量", "🐶", "🐶🐱", "x̃",
    ])
    func identifier(_ source: String) {
        #expect(lex(source) == [Lexeme(.identifier, source)])
    }

    /// A name of every length from 1 to 40, its bytes drawn from every class a name holds (a
    /// non-ASCII letter among them), ended by each kind of byte that can follow it, at every
    /// distance from the end of the source: the name is one token, whole, whatever its length.
    @Test func namesOfEveryLengthEndWhereTheirLettersDo() {
        var generator = SeededGenerator(seed: 0x1DE7)
        let letters = Array("abcxyzABCXYZ0189_".utf8).map { [$0] } + [Array("é".utf8), Array("变".utf8)]
        let enders = [" ", "(", ".", ":", "\n", "+", "\"", "é ", ""]
        for length in 1...40 {
            for ender in enders {
                var name = [UInt8(ascii: "n")]
                while name.count < length { name += letters.randomElement(using: &generator) ?? [] }
                let text = String(decoding: name, as: UTF8.self)
                let padding = String(repeating: " ", count: Int.random(in: 0...20, using: &generator))
                let lexed = lex(padding + text + ender)
                #expect(lexed.first == Lexeme(.identifier, ender == "é " ? text + "é" : text), "\(text + ender)")
            }
        }
    }

    @Test func dollarIdentifiersAreNeverKeywords() {
        #expect(lex("$self $in") == [Lexeme(.identifier, "$self"), Lexeme(.identifier, "$in")])
    }

    @Test(arguments: ["`default`", "`class`", "`x`", "`with space`", "`self`"])
    func backtickedIdentifier(_ source: String) {
        let lexed = tokens(source)
        #expect(lexed.count == 1)
        #expect(lexed.first?.kind == .identifier)
        #expect(lexed.first?.flags.contains(.backticked) == true)
        #expect(lexed.first?.range == 0..<source.utf8.count)
    }

    @Test func plainIdentifierIsNotBackticked() {
        #expect(tokens("x").first?.flags.contains(.backticked) == false)
    }

    @Test func backtickErrors() {
        #expect(lex("``") == [Lexeme(.error, "`"), Lexeme(.error, "`")])
        #expect(lex("`open\nx") == [Lexeme(.error, "`open"), Lexeme(.identifier, "x")])
        #expect(lex("`") == [Lexeme(.error, "`")])
    }

    @Test func unicodeIdentifierStopsAtOperatorCharacter() {
        // U+00D7 MULTIPLICATION SIGN is an operator head, not an identifier character.
        #expect(lex("a×b") == [Lexeme(.identifier, "a"), Lexeme(.operator, "×"), Lexeme(.identifier, "b")])
    }

    @Test func combiningMarkCannotStartAnIdentifier() {
        // U+0301 COMBINING ACUTE ACCENT continues an identifier but may not head one.
        #expect(lex("\u{301}x") == [Lexeme(.error, "\u{301}"), Lexeme(.identifier, "x")])
    }

    // MARK: Keywords

    @Test(arguments: Keywords.reserved.map { "\($0)" })
    func reservedWordIsKeyword(_ word: String) {
        #expect(lex(word) == [Lexeme(.keyword, word)])
    }

    @Test(arguments: [
        "some", "any", "async", "get", "set", "willSet", "didSet", "mutating", "override", "weak", "lazy", "final",
        "actor", "macro", "each", "package", "Type", "Protocol", "convenience", "required", "indirect", "selfish",
        "classy", "In", "nil_", "Self2",
    ])
    func contextualWordIsIdentifier(_ word: String) {
        #expect(lex(word) == [Lexeme(.identifier, word)])
    }

    @Test func keywordsInContext() {
        #expect(
            lex("var body: some View")
                == [
                    Lexeme(.keyword, "var"), Lexeme(.identifier, "body"), Lexeme(.colon, ":"),
                    Lexeme(.identifier, "some"), Lexeme(.identifier, "View"),
                ])
        #expect(
            kinds("func f() async throws -> Self") == [
                .keyword, .identifier, .leftParen, .rightParen, .identifier, .keyword, .operator, .keyword,
            ])
    }

    @Test func keywordTableRejectsNearMisses() {
        let words = ["le", "lett", "Let", "fun", "funcs", "associatedtypes", "precedencegroupX", "a", "inits", ""]
        for word in words {
            let bytes = Array(word.utf8)
            let found = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { Keywords.contains($0, bytes.count) } ?? false
            }
            #expect(!found, "\(word) is not a keyword")
        }
    }

    @Test func directiveTableHoldsTheCompilerControlWords() {
        for word in Keywords.directives.map({ "\($0)" }) {
            let bytes = Array(word.utf8)
            #expect(bytes.withUnsafeBufferPointer { Keywords.isDirective($0.baseAddress!, bytes.count) })
        }
        let macro = Array("Preview".utf8)
        #expect(!macro.withUnsafeBufferPointer { Keywords.isDirective($0.baseAddress!, macro.count) })
    }

    // MARK: Operators

    @Test(arguments: [
        "+", "-", "*", "/", "%", "=", "==", "===", "!=", "<", "<=", ">", ">=", "&&", "||", "!", "??", "->", "..<",
        "...", "&+", "&*", "<<", ">>=", "^", "~", "|", "<*>", "+++", "√", "∑", "≥", "⊕", "→", "•",
    ])
    func operatorAlone(_ source: String) {
        #expect(lex(source) == [Lexeme(.operator, source)])
    }

    @Test func operatorsBetweenOperands() {
        #expect(
            lex("a..<b")
                == [Lexeme(.identifier, "a"), Lexeme(.operator, "..<"), Lexeme(.identifier, "b")])
        #expect(lex("1...3") == [Lexeme(.integerLiteral, "1"), Lexeme(.operator, "..."), Lexeme(.integerLiteral, "3")])
        #expect(lex("a ?? b") == [Lexeme(.identifier, "a"), Lexeme(.operator, "??"), Lexeme(.identifier, "b")])
        #expect(lex("a&&!b") == [Lexeme(.identifier, "a"), Lexeme(.operator, "&&!"), Lexeme(.identifier, "b")])
        #expect(lex("x<*>y") == [Lexeme(.identifier, "x"), Lexeme(.operator, "<*>"), Lexeme(.identifier, "y")])
        #expect(lex("√2") == [Lexeme(.operator, "√"), Lexeme(.integerLiteral, "2")])
    }

    @Test func optionalChainingSplitsQuestionMarkFromPeriod() {
        #expect(
            lex("x?.foo")
                == [Lexeme(.identifier, "x"), Lexeme(.operator, "?"), Lexeme(.period, "."), Lexeme(.identifier, "foo")])
        #expect(
            lex("x!.foo")
                == [Lexeme(.identifier, "x"), Lexeme(.operator, "!"), Lexeme(.period, "."), Lexeme(.identifier, "foo")])
    }

    @Test func postfixBang() {
        #expect(lex("x!") == [Lexeme(.identifier, "x"), Lexeme(.operator, "!")])
        #expect(
            lex("f()!)") == [
                Lexeme(.identifier, "f"), Lexeme(.leftParen, "("), Lexeme(.rightParen, ")"), Lexeme(.operator, "!"),
                Lexeme(.rightParen, ")"),
            ])
    }

    @Test func negativeNumberIsOperatorThenInteger() {
        #expect(lex("-8") == [Lexeme(.operator, "-"), Lexeme(.integerLiteral, "8")])
        #expect(
            lex("x: -1.5") == [
                Lexeme(.identifier, "x"), Lexeme(.colon, ":"), Lexeme(.operator, "-"), Lexeme(.floatLiteral, "1.5"),
            ])
    }

    @Test func commentStopsAnOperator() {
        #expect(lex("a//comment") == [Lexeme(.identifier, "a"), Lexeme(.lineComment, "//comment")])
        #expect(
            lex("a+//comment") == [Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.lineComment, "//comment")])
        #expect(
            lex("a+/*c*/b") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.blockComment, "/*c*/"),
                Lexeme(.identifier, "b"),
            ])
    }

    @Test func operatorMayContainSlashNotStartingAComment() {
        #expect(lex("a +/ b") == [Lexeme(.identifier, "a"), Lexeme(.operator, "+/"), Lexeme(.identifier, "b")])
    }

    @Test func dotsOnlyInOperatorsThatStartWithADot() {
        #expect(
            lex("a+.b") == [
                Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.period, "."), Lexeme(.identifier, "b"),
            ])
        #expect(lex("..") == [Lexeme(.operator, "..")])
        #expect(lex(".<") == [Lexeme(.period, "."), Lexeme(.operator, "<")])
    }

    @Test func keyPathBackslashIsAnOperator() {
        #expect(
            lex(#"\.colorScheme"#) == [
                Lexeme(.operator, "\\"), Lexeme(.period, "."), Lexeme(.identifier, "colorScheme"),
            ])
        #expect(
            lex(#"\Hike.name"#) == [
                Lexeme(.operator, "\\"), Lexeme(.identifier, "Hike"), Lexeme(.period, "."), Lexeme(.identifier, "name"),
            ])
    }

    @Test func unicodeOperatorContinuation() {
        // U+0338 COMBINING LONG SOLIDUS OVERLAY continues an operator: `≠`.
        #expect(
            lex("a =\u{338} b") == [Lexeme(.identifier, "a"), Lexeme(.operator, "=\u{338}"), Lexeme(.identifier, "b")])
    }

    // MARK: Punctuation

    @Test(arguments: [
        ("(", TokenKind.leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftBracket),
        ("]", .rightBracket), (",", .comma), (":", .colon), (";", .semicolon), (".", .period),
    ])
    func punctuation(_ source: String, _ kind: TokenKind) {
        #expect(lex(source) == [Lexeme(kind, source)])
        #expect(lex("a\(source)b") == [Lexeme(.identifier, "a"), Lexeme(kind, source), Lexeme(.identifier, "b")])
    }

    @Test func bracketsAreOneTokenEach() {
        #expect(kinds("([{}])") == [.leftParen, .leftBracket, .leftBrace, .rightBrace, .rightBracket, .rightParen])
    }

    @Test func bracketKindPredicates() {
        for kind in TokenKind.allCases {
            let opening: Set<TokenKind> = [.leftParen, .leftBrace, .leftBracket]
            let closing: Set<TokenKind> = [.rightParen, .rightBrace, .rightBracket]
            let comments: Set<TokenKind> = [.lineComment, .blockComment, .docLineComment, .docBlockComment, .shebang]
            #expect(kind.isOpeningBracket == opening.contains(kind))
            #expect(kind.isClosingBracket == closing.contains(kind))
            #expect(kind.isComment == comments.contains(kind))
        }
    }

    @Test func memberAccessChain() {
        #expect(
            lex("a.b.c") == [
                Lexeme(.identifier, "a"), Lexeme(.period, "."), Lexeme(.identifier, "b"), Lexeme(.period, "."),
                Lexeme(.identifier, "c"),
            ])
        #expect(lex(".init") == [Lexeme(.period, "."), Lexeme(.keyword, "init")])
    }

    // MARK: `#` and `@`

    @Test(arguments: ["#if", "#elseif", "#else", "#endif", "#sourceLocation", "#warning", "#error"])
    func poundDirective(_ source: String) {
        #expect(lex(source) == [Lexeme(.poundDirective, source)])
    }

    @Test(arguments: [
        "#Preview", "#selector", "#colorLiteral", "#available", "#file", "#imageLiteral", "#expect", "#ifx",
        "#_hasSymbol",
    ])
    func poundKeyword(_ source: String) {
        #expect(lex(source) == [Lexeme(.poundKeyword, source)])
    }

    @Test func conditionalCompilationBlock() {
        let source = "#if DEBUG\nlet a = 1\n#elseif os(iOS)\nlet a = 2\n#else\nlet a = 3\n#endif"
        let directives = lex(source).filter { $0.kind == .poundDirective }.map(\.text)
        #expect(directives == ["#if", "#elseif", "#else", "#endif"])
        #expect(lex("#if os(iOS)").prefix(2) == [Lexeme(.poundDirective, "#if"), Lexeme(.identifier, "os")])
    }

    @Test func macroExpansionWithArguments() {
        #expect(
            lex("#selector(tap)") == [
                Lexeme(.poundKeyword, "#selector"), Lexeme(.leftParen, "("), Lexeme(.identifier, "tap"),
                Lexeme(.rightParen, ")"),
            ])
        #expect(
            lex("#Preview {}") == [
                Lexeme(.poundKeyword, "#Preview"), Lexeme(.leftBrace, "{"), Lexeme(.rightBrace, "}"),
            ])
    }

    @Test func strayPound() {
        #expect(lex("#") == [Lexeme(.error, "#")])
        #expect(lex("# x") == [Lexeme(.error, "#"), Lexeme(.identifier, "x")])
        #expect(lex("##x") == [Lexeme(.error, "#"), Lexeme(.poundKeyword, "#x")])
    }

    @Test(arguments: ["@State", "@MainActor", "@Environment", "@objc", "@_spi", "@escaping", "@Observable"])
    func attribute(_ source: String) {
        #expect(lex(source) == [Lexeme(.attribute, source)])
    }

    @Test func attributeWithArguments() {
        #expect(
            lex("@Environment(\\.dismiss) var dismiss").prefix(3) == [
                Lexeme(.attribute, "@Environment"), Lexeme(.leftParen, "("), Lexeme(.operator, "\\"),
            ])
        #expect(lex("@ State") == [Lexeme(.error, "@"), Lexeme(.identifier, "State")])
    }

    // MARK: Shebang

    @Test func shebangOnTheFirstLine() {
        #expect(
            lex("#!/usr/bin/swift\nprint(1)").prefix(2) == [
                Lexeme(.shebang, "#!/usr/bin/swift"), Lexeme(.identifier, "print"),
            ])
        #expect(TokenKind.shebang.isComment)
        #expect(lex("#!/usr/bin/swift\nx", keepComments: false) == [Lexeme(.identifier, "x")])
    }

    @Test func shebangOnlyAtTheStart() {
        #expect(
            lex("x\n#!/usr/bin/swift").prefix(3) == [
                Lexeme(.identifier, "x"), Lexeme(.error, "#"), Lexeme(.operator, "!/"),
            ])
        #expect(lex(" #!x") == [Lexeme(.error, "#"), Lexeme(.operator, "!"), Lexeme(.identifier, "x")])
    }
}
