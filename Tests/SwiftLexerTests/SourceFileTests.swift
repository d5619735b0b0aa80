import SwiftLexer
import Testing

/// Builds a `SourceFile` from text.
func sourceFile(_ source: String) -> SourceFile {
    SourceFile(bytes: Array(source.utf8))
}

extension SourceFile {
    /// Index of the `occurrence`-th token (0-based) whose text is `text`.
    func index(of text: String, occurrence: Int = 0) -> Int? {
        let found = tokens.indices.filter { self.text($0) == text }
        return occurrence < found.count ? found[occurrence] : nil
    }
}

@Suite struct SourceFileTests {
    @Test func keepsBytesAndDropsComments() {
        let source = "\u{FEFF}a /* b */ c // d"
        let file = sourceFile(source)
        #expect(file.bytes == Array(source.utf8))
        #expect(file.tokens.map(\.kind) == [.identifier, .identifier])
        #expect(file.matching == [-1, -1])
        #expect(file.tokens[1].flags.contains(.spaceBefore))
    }

    @Test func emptyFile() {
        let file = sourceFile("")
        #expect(file.tokens.isEmpty)
        #expect(file.matching.isEmpty)
        #expect(file.kind(0) == nil)
        #expect(!file.tokenIs(0, "x"))
    }

    @Test func findsTheTokenEndingAtAByteOffset() {
        // `CloseButton` at 0..<11, `(` at 11, `x` at 12, `Button` in a comment at 18..<24, `OkButton` at 28..<36.
        let file = sourceFile("CloseButton(x) /* Button */ OkButton")
        #expect(file.tokenIndex(endingAt: 11) == 0)
        #expect(file.tokenIndex(endingAt: 12) == 1)
        #expect(file.tokenIndex(endingAt: 36) == 4)
        #expect(file.text(4) == "OkButton")
        // Inside a token, inside a comment, past the end: no token ends there.
        #expect(file.tokenIndex(endingAt: 5) == nil)
        #expect(file.tokenIndex(endingAt: 24) == nil)
        #expect(file.tokenIndex(endingAt: 99) == nil)
        #expect(sourceFile("").tokenIndex(endingAt: 0) == nil)
        // Any byte of a token finds it; a comment's byte finds none.
        #expect(file.tokenIndex(containing: 0) == 0)
        #expect(file.tokenIndex(containing: 5) == 0)
        #expect(file.tokenIndex(containing: 11) == 1)
        #expect(file.tokenIndex(containing: 30) == 4)
        #expect(file.tokenIndex(containing: 20) == nil)
        #expect(file.tokenIndex(containing: 99) == nil)
    }

    @Test func kindIsNilPastEitherEnd() {
        let file = sourceFile("a(")
        #expect(file.kind(-1) == nil)
        #expect(file.kind(0) == .identifier)
        #expect(file.kind(1) == .leftParen)
        #expect(file.kind(2) == nil)
    }

    @Test func textOfTokensAndRanges() {
        let file = sourceFile("let café = f( 1 /* one */ , 2 )")
        #expect(file.text(1) == "café")
        #expect(file.text(bytes: 4..<9) == "café")
        let open = file.index(of: "(")
        let close = file.index(of: ")")
        #expect(open != nil && close != nil)
        if let open, let close {
            // As written: spacing and comments included.
            #expect(file.text(tokens: open..<(close + 1)) == "( 1 /* one */ , 2 )")
            #expect(file.text(tokens: open..<open) == "")
            #expect(file.text(tokens: 0..<1) == "let")
        }
    }

    @Test func tokenIsComparesTheWholeText() {
        let file = sourceFile("padding(.horizontal, 12)")
        #expect(file.tokenIs(0, "padding"))
        #expect(!file.tokenIs(0, "pad"))
        #expect(!file.tokenIs(0, "paddings"))
        #expect(!file.tokenIs(0, "Padding"))
        #expect(file.tokenIs(3, "horizontal"))
        #expect(file.tokenIs(5, "12"))
        #expect(!file.tokenIs(-1, "padding"))
        #expect(!file.tokenIs(99, "padding"))
    }

    // MARK: Bracket matching

    @Test func nestedBrackets() {
        let file = sourceFile("f(a[b{c}], [d])")
        // f ( a [ b { c } ] , [ d ] )
        // 0 1 2 3 4 5 6 7 8 9 10 11 12 13
        #expect(file.match(1) == 13)
        #expect(file.match(13) == 1)
        #expect(file.match(3) == 8)
        #expect(file.match(5) == 7)
        #expect(file.match(10) == 12)
        #expect(file.match(0) == nil)
        #expect(file.match(9) == nil)
        for index in file.tokens.indices {
            if let other = file.match(index) {
                #expect(file.match(other) == index)
                #expect(file.tokens[index].kind.isOpeningBracket != file.tokens[other].kind.isOpeningBracket)
            }
        }
    }

    @Test func strayCloserIsLeftUnmatched() {
        let file = sourceFile("( ] )")
        #expect(file.match(0) == 2)
        #expect(file.match(1) == nil)
        #expect(file.match(2) == 0)
        let leading = sourceFile(") (x)")
        #expect(leading.match(0) == nil)
        #expect(leading.match(1) == 3)
    }

    @Test func unmatchedOpenerIsLeftUnmatched() {
        let file = sourceFile("{ f(x) ")
        #expect(file.match(0) == nil)
        #expect(file.match(2) == 4)
    }

    @Test func closerSkipsOpenersOfOtherKinds() {
        // `}` closes the `{`, abandoning the `(` that was never closed.
        let file = sourceFile("{ f( } g(x)")
        #expect(file.match(0) == 3)
        #expect(file.match(2) == nil)
        #expect(file.match(5) == 7)
    }

    @Test func ifConfigSplitBrackets() {
        let source = """
            #if os(iOS)
            VStack {
            #else
            HStack {
            #endif
                Text("a")
            }
            """
        let file = sourceFile(source)
        let vstackBrace = (file.index(of: "VStack") ?? 0) + 1
        let hstackBrace = (file.index(of: "HStack") ?? 0) + 1
        let last = file.tokens.count - 1
        #expect(file.match(hstackBrace) == last)
        #expect(file.match(vstackBrace) == nil)
        #expect(file.match(file.index(of: "(", occurrence: 1) ?? 0) == file.index(of: ")", occurrence: 1))
    }

    @Test func bracketsInsideLiteralsAndCommentsDoNotCount() {
        let file = sourceFile(##"f(")", /* ( */ #"]"#, /[(]/) // {"##)
        #expect(file.match(1) == file.tokens.count - 1)
        #expect(file.matching.filter { $0 >= 0 }.count == 2)
    }

    // MARK: Normalized text

    @Test(arguments: [
        ".system(size: 13, weight: .bold)", ".system( size:13 ,weight:.bold )", ".system(size:13,weight:.bold)",
        ".system(\n    size: 13,\n    weight: .bold\n)", ".system(size: /* body */ 13, weight: .bold) // big",
        ".system(size:\t13,\r\n weight: .bold)",
    ])
    func normalizedTextIgnoresSpacingAndComments(_ source: String) {
        let file = sourceFile(source)
        #expect(file.normalizedText(tokens: 0..<file.tokens.count) == ".system(size: 13, weight: .bold)")
    }

    @Test(arguments: [
        ("padding( .horizontal ,12 )", "padding(.horizontal, 12)"),
        ("Color(red:0.2,green:0.4,blue:0.6)", "Color(red: 0.2, green: 0.4, blue: 0.6)"),
        ("frame(width: a + b)", "frame(width: a + b)"),
        ("offset(x: -8, y: - 2)", "offset(x: -8, y: - 2)"),
        ("var body :some View", "var body: some View"),
        ("f(x!)", "f(x!)"),
        ("x?.y", "x?.y"),
        ("@State  private var a = 1", "@State private var a = 1"),
        ("f(\"a\" , \"b\")", "f(\"a\", \"b\")"),
        ("a[ 0 ]", "a[0]"),
        ("f(a+b)", "f(a + b)"),
        ("return .red", "return .red"),
        ("c ? 1 : 0", "c ? 1 : 0"),
        ("c  ?  1  :0", "c ? 1 : 0"),
        ("f(isOn ? .a : .b, x: 1)", "f(isOn ? .a : .b, x: 1)"),
        ("x ? f(a:1):g", "x ? f(a: 1) : g"),
        ("f(a:c ? [1]:[2])", "f(a: c ? [1] : [2])"),
        ("0..<n", "0..<n"),
        ("0 ..< n", "0..<n"),
        ("x! + y", "x! + y"),
        ("self.padding", "self.padding"),
    ])
    func normalizedText(_ source: String, _ expected: String) {
        let file = sourceFile(source)
        #expect(file.normalizedText(tokens: 0..<file.tokens.count) == expected)
    }

    @Test func normalizedTextOfASubrange() {
        let file = sourceFile("Text(\"a\").font(.system( size:13 ))")
        let open = file.index(of: "(", occurrence: 1) ?? 0
        let close = file.match(open) ?? 0
        #expect(file.normalizedText(tokens: (open + 1)..<close) == ".system(size: 13)")
        #expect(file.normalizedText(tokens: open..<open) == "")
    }

    @Test func normalizedTextRepairsInvalidUTF8WithinEachToken() {
        // A lead byte, a comment, then two continuation bytes: joined they would read as
        // U+2000, but each token's bytes are invalid on their own and stay repaired apart.
        let file = SourceFile(bytes: Array("f(\"é\"".utf8) + [0xE2] + Array(" /* c */ ".utf8) + [0x80, 0x80, 0x29])
        let all = 0..<file.tokens.count
        let text = file.normalizedText(tokens: all)
        #expect(text == all.map { file.text($0) }.joined())
        #expect(text.hasPrefix("f(\"é\""))
        #expect(!text.contains("\u{2000}"))
    }
}

extension SourceFileTests {
    @Test func sameTokensIgnoresSpacingAndCommentsNotSpelling() {
        let file = SourceFile(bytes: Array("a.b = 1\na . b/* x */=1\na.c = 1\na.b = 1.0".utf8))
        // Four statements of four tokens: `a . b = 1`.
        #expect(file.tokens.count == 20)
        #expect(file.sameTokens(0..<5, 5..<10))
        #expect(!file.sameTokens(0..<5, 10..<15), "another member")
        #expect(!file.sameTokens(0..<5, 15..<20), "another literal")
        #expect(!file.sameTokens(0..<5, 5..<9), "another length")
    }
}
