import Foundation
import SwiftLexer
import Testing

/// Properties every token stream must have, checked on realistic code, random
/// bytes and random mutations of realistic code. The generator is seeded, so
/// a failure replays exactly; the failing input is printed with the issue.
@Suite struct LexerRobustnessTests {
    @Test(arguments: Snippets.all.indices)
    func snippetIsCoveredExactlyByTokensAndWhitespace(_ index: Int) {
        let bytes = Array(Snippets.all[index].utf8)
        let lexed = Lexer.tokenize(bytes)
        checkInvariants(bytes)
        #expect(!lexed.contains { $0.kind == .error }, "\(lexBytes(bytes).filter { $0.kind == .error })")
        // Tokens and the whitespace between them spell the input again.
        var rebuilt: [UInt8] = []
        var previousEnd = 0
        for token in lexed {
            rebuilt += bytes[previousEnd..<token.range.lowerBound]
            rebuilt += bytes[token.range]
            previousEnd = token.range.upperBound
        }
        rebuilt += bytes[previousEnd...]
        #expect(rebuilt == bytes)
    }

    /// The lexer writes into an array sized for about one token per five bytes;
    /// denser code moves to a larger buffer partway through and must lose nothing.
    @Test func sourceDenserThanTheTokenEstimateKeepsEveryToken() {
        let source = String(repeating: "(a,b)", count: 400)
        let group: [TokenKind] = [.leftParen, .identifier, .comma, .identifier, .rightParen]
        #expect(kinds(source) == Array(repeating: group, count: 400).flatMap { $0 })
        #expect(tokens(source).map(\.start) == (0..<2_000).map { UInt32($0) })
        let matching = SourceFile(bytes: Array(source.utf8)).matching
        #expect(matching.count == 2_000)
        #expect(Array(matching.suffix(5)) == [1_999, -1, -1, -1, 1_995])
    }

    @Test func snippetsHoldTheFormsTheyWereWrittenFor() {
        let all = Snippets.all.flatMap { lex($0) }
        let found = Set(all.map(\.kind))
        let expected: Set<TokenKind> = [
            .identifier, .keyword, .integerLiteral, .floatLiteral, .stringLiteral, .multilineStringLiteral,
            .regexLiteral,
            .lineComment, .blockComment, .docLineComment, .operator, .leftParen, .rightParen, .leftBrace, .rightBrace,
            .leftBracket, .rightBracket, .comma, .colon, .period, .attribute, .poundDirective, .poundKeyword,
        ]
        #expect(expected.subtracting(found).isEmpty, "missing \(expected.subtracting(found))")
        #expect(all.contains(Lexeme(.regexLiteral, #"#/^[a-z]+\/[0-9]+$/#"#)))
        #expect(all.contains(Lexeme(.stringLiteral, ##"#"C:\path\to\#(name)"#"##)))
        #expect(all.contains(Lexeme(.operator, "/")))
    }

    @Test func sampleAppFixturesLexCleanly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/SampleApp")
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            count += 1
            let bytes = try [UInt8](Data(contentsOf: url))
            checkInvariants(bytes)
            let errors = lexBytes(bytes).filter { $0.kind == .error }
            #expect(errors.isEmpty, "\(url.lastPathComponent): \(errors)")
        }
        #expect(count > 0, "no Swift files under \(root.path)")
    }

    @Test(.timeLimit(.minutes(1)))
    func randomBytes() {
        var generator = SeededGenerator(seed: 0x5EED_0001)
        // Uniform bytes mostly exercise invalid UTF-8; Swift's own punctuation
        // builds unterminated literals, nesting and line breaks in odd places.
        let alphabet = Array("ab_$09xep.#/*()[]{}`@!?<>=-+ :,;'\"\\\n\r\t\0".utf8) + [0xC3, 0xA9, 0xE2, 0x88, 0x9A]
        for round in 0..<2_000 {
            let length = Int.random(in: 0...160, using: &generator)
            let bytes: [UInt8]
            if round.isMultiple(of: 2) {
                bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            }
            checkInvariants(bytes)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func randomMutationsOfRealisticCode() {
        var generator = SeededGenerator(seed: 0x5EED_0002)
        let fragments = [
            "\"", "\"\"\"", "#", "##\"", "\"#", "/", "//", "/*", "*/", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[",
            "]",
            "`", "#/", "/#", "\n", "\r", "\r\n", "0x", "1.", "e", "@", "$", " ", "\u{A0}", "é", "\u{FEFF}",
        ].map { Array($0.utf8) }
        for round in 0..<2_000 {
            var bytes = Array(Snippets.all[round % Snippets.all.count].utf8)
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                mutate(&bytes, fragments: fragments, using: &generator)
            }
            checkInvariants(bytes)
        }
    }

    @Test func pathologicalInputsTerminate() {
        let inputs: [[UInt8]] = [
            Array(repeating: UInt8(ascii: "("), count: 10_000),
            Array(repeating: UInt8(ascii: "\""), count: 10_001),
            Array(String(repeating: "\"\\(", count: 100_000).utf8),
            Array(String(repeating: "/*", count: 5_000).utf8),
            Array(String(repeating: "#", count: 5_000).utf8) + [UInt8(ascii: "\"")],
            Array(String(repeating: "\\", count: 5_000).utf8),
            Array(String(repeating: "/a\\", count: 3_000).utf8),
            Array(String(repeating: "#/", count: 3_000).utf8),
            Array(repeating: 0xFF, count: 10_000),
        ]
        for bytes in inputs {
            checkInvariants(bytes)
        }
    }

    // MARK: Helpers

    func mutate(_ bytes: inout [UInt8], fragments: [[UInt8]], using generator: inout SeededGenerator) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            let length = min(Int.random(in: 1...12, using: &generator), bytes.count - position)
            bytes.removeSubrange(position..<(position + length))
        case 1:
            bytes.insert(contentsOf: fragments.randomElement(using: &generator) ?? [], at: position)
        case 2:
            if !bytes.isEmpty { bytes[position] = UInt8.random(in: 0...255, using: &generator) }
        default:
            let length = min(Int.random(in: 1...40, using: &generator), bytes.count - position)
            let copy = Array(bytes[position..<(position + length)])
            bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &generator))
        }
    }

    /// Lexes `bytes` with and without comments and checks every property a
    /// token stream must have, recomputing positions and flags independently.
    func checkInvariants(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        // Where each line starts, with `\r\n` one break and a lone `\r` another.
        var lineStarts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                lineStarts.append(index + 1)
            }
        }
        let withComments = Lexer.tokenize(bytes, keepComments: true)
        let withoutComments = Lexer.tokenize(bytes, keepComments: false)
        checkStream(withComments, of: bytes, lineStarts: lineStarts, keepComments: true, sourceLocation: sourceLocation)
        checkStream(
            withoutComments, of: bytes, lineStarts: lineStarts, keepComments: false, sourceLocation: sourceLocation)
        // Dropping comments drops exactly the comment tokens.
        let expected = withComments.filter { !$0.kind.isComment }
        if expected.map(\.range) != withoutComments.map(\.range) || expected.map(\.kind) != withoutComments.map(\.kind)
        {
            Issue.record("keepComments changes more than comments; \(describe(bytes))", sourceLocation: sourceLocation)
        }
    }

    func describe(_ bytes: [UInt8]) -> String { "\(bytes.count) bytes: \(bytes)" }

    func checkStream(
        _ lexed: [Token], of bytes: [UInt8], lineStarts: [Int], keepComments: Bool, sourceLocation: SourceLocation
    ) {
        var input: String { describe(bytes) }  // built only for a failure message
        func isWhitespace(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00, 0x0A, 0x0D: return true
            default: return false
            }
        }

        var previousEnd = lineStarts[0]
        var previous: Token?
        var line = 0
        for token in lexed {
            let range = token.range
            guard range.lowerBound >= previousEnd, range.lowerBound < range.upperBound, range.upperBound <= bytes.count
            else {
                Issue.record(
                    "token \(token) overlaps, is empty or out of bounds; \(input)", sourceLocation: sourceLocation)
                return
            }
            let gap = bytes[previousEnd..<range.lowerBound]
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= range.lowerBound { line += 1 }
            if token.line != UInt32(line + 1) || token.column != UInt32(range.lowerBound - lineStarts[line] + 1) {
                Issue.record(
                    "token \(token) should be at \(line + 1):\(range.lowerBound - lineStarts[line] + 1); \(input)",
                    sourceLocation: sourceLocation)
                return
            }
            if let previous, token.line < previous.line {
                Issue.record("lines go backwards at \(token); \(input)", sourceLocation: sourceLocation)
            }
            if !keepComments, token.kind.isComment {
                Issue.record("comment \(token) kept; \(input)", sourceLocation: sourceLocation)
            }
            if keepComments, !gap.allSatisfy(isWhitespace) {
                Issue.record(
                    "bytes \(Array(gap)) before \(token) belong to no token; \(input)", sourceLocation: sourceLocation)
                return
            }
            // Kept comments count as separation; dropped ones are part of the gap.
            let commentNeighbour = keepComments && (token.kind.isComment || previous?.kind.isComment == true)
            let spaced = !gap.isEmpty || commentNeighbour
            let broken = gap.contains(0x0A) || gap.contains(0x0D)
            if token.flags.contains(.spaceBefore) != spaced || token.flags.contains(.newlineBefore) != broken {
                Issue.record(
                    "flags of \(token) should say spaced \(spaced), line break \(broken); \(input)",
                    sourceLocation: sourceLocation)
            }
            if token.flags.contains(.raw), bytes[range.lowerBound] != UInt8(ascii: "#") {
                Issue.record("raw flag on \(token); \(input)", sourceLocation: sourceLocation)
            }
            if token.flags.contains(.backticked),
                token.kind != .identifier || bytes[range.lowerBound] != UInt8(ascii: "`")
            {
                Issue.record("backticked flag on \(token); \(input)", sourceLocation: sourceLocation)
            }
            previousEnd = range.upperBound
            previous = token
        }
        if keepComments, !bytes[min(previousEnd, bytes.count)...].allSatisfy(isWhitespace) {
            Issue.record("trailing bytes belong to no token; \(input)", sourceLocation: sourceLocation)
        }
    }
}
