import DesignRules
import SwiftLexer

/// A broken invariant: which one, and where in the output it broke.
struct Violation: Error, Equatable {
    /// A short stable name, used to tell one failure from another when minimizing.
    var invariant: String
    var detail: String
}

/// Runs the lexer, `SourceFile` and the analyzer over one input and checks
/// what every output must satisfy whatever the input.
struct InvariantChecker: Sendable {
    let analyzer = FileAnalyzer(config: .defaults)

    /// What one input produced, for the summary.
    struct Counts {
        var tokens = 0
        var sites = 0
        var findings = 0
    }

    /// Checks `input`; returns the first broken invariant, or nil.
    ///
    /// The tokens with comments are checked in full; `SourceFile`'s tokens
    /// (the lexer with `keepComments: false`) must be exactly those minus the
    /// comments, which carries every token invariant over to them. With
    /// `relex`, `Lexer.tokenize(keepComments: false)` also runs on its own and
    /// must agree with `SourceFile`: the fuzzer does that on a sample of inputs.
    func check(_ input: [UInt8], relex: Bool = true, counts: inout Counts) -> Violation? {
        let withComments = Lexer.tokenize(input, keepComments: true)
        var lines = 0
        if let violation = checkTokens(withComments, input, keepComments: true, lines: &lines) { return violation }
        let file = SourceFile(bytes: input)
        if let violation = checkCommentsOnlyDrop(withComments, file.tokens) { return violation }
        if relex, Lexer.tokenize(input, keepComments: false) != file.tokens {
            return Violation(
                invariant: "source-file-tokens",
                detail: "SourceFile.tokens differ from Lexer.tokenize(keepComments: false)")
        }
        if let violation = checkMatching(file) { return violation }

        let analysis = analyzer.analyze(file)
        for site in analysis.sites where site.line < 1 || site.line > lines + 1 || site.column < 1 {
            return Violation(
                invariant: "site-position",
                detail: "site '\(site.site)' at \(site.line):\(site.column) in a file of \(lines) lines")
        }
        for finding in analysis.findings where finding.line < 1 || finding.line > lines + 1 || finding.column < 1 {
            return Violation(
                invariant: "finding-position",
                detail: "finding \(finding.ruleID) at \(finding.line):\(finding.column) in a file of \(lines) lines")
        }
        counts.tokens += withComments.count
        counts.sites += analysis.sites.count
        counts.findings += analysis.findings.count
        return nil
    }

    /// Ranges inside the input, non-empty, sorted, non-overlapping; line and
    /// column exactly where the bytes put them; with comments kept, only
    /// whitespace between tokens; one-byte kinds spelled by their byte.
    /// Sets `lines` to the input's line count as the lexer counts lines.
    func checkTokens(_ tokens: [Token], _ input: [UInt8], keepComments: Bool, lines: inout Int) -> Violation? {
        let mode = keepComments ? "keepComments: true" : "keepComments: false"
        return input.withUnsafeBufferPointer { bytes -> Violation? in
            let count = bytes.count
            let bom = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            // The position the lexer should report, tracked as `cursor` walks the bytes.
            var cursor = bom
            var line = 1
            var lineStart = bom
            var previousEnd = bom
            var previousLine = 1
            for (index, token) in tokens.enumerated() {
                let start = Int(token.start)
                let end = Int(token.end)
                func fail(_ invariant: String, _ what: String) -> Violation {
                    Violation(
                        invariant: invariant,
                        detail:
                            "\(mode), token \(index) \(token.kind) \(start)..<\(end) at \(token.line):\(token.column): \(what)"
                    )
                }
                if end > count { return fail("token-in-bounds", "ends past the input's \(count) bytes") }
                if start >= end { return fail("token-non-empty", "empty or reversed range") }
                if start < previousEnd {
                    return fail("tokens-sorted", "starts before the previous token's end \(previousEnd)")
                }
                if Int(token.line) < 1 || Int(token.line) < previousLine {
                    return fail("lines-non-decreasing", "line after line \(previousLine)")
                }
                if token.column < 1 { return fail("column-positive", "column below 1") }
                // Advance to `start`, counting `\n`, `\r\n` and lone `\r` as one line break each.
                while cursor < start {
                    let byte = bytes[cursor]
                    if keepComments && !isWhitespace(byte) && cursor >= previousEnd {
                        return fail("gaps-are-whitespace", "byte 0x\(hex(byte)) at \(cursor) belongs to no token")
                    }
                    cursor += 1
                    if byte == 0x0D, cursor < count, bytes[cursor] == 0x0A { cursor += 1 }
                    if byte == 0x0A || byte == 0x0D {
                        line += 1
                        lineStart = cursor
                    }
                }
                if cursor > start { return fail("token-start", "starts between a CR and its LF") }
                if Int(token.line) != line || Int(token.column) != start - lineStart + 1 {
                    return fail("token-position", "expected \(line):\(start - lineStart + 1)")
                }
                if let expected = singleByte(token.kind), end - start != 1 || bytes[start] != expected {
                    return fail("token-spelling", "a \(token.kind) must be the single byte 0x\(hex(expected))")
                }
                previousEnd = end
                previousLine = Int(token.line)
            }
            while cursor < count {
                let byte = bytes[cursor]
                if keepComments && !isWhitespace(byte) && cursor >= previousEnd {
                    return Violation(
                        invariant: "gaps-are-whitespace",
                        detail: "\(mode), byte 0x\(hex(byte)) at \(cursor) after the last token belongs to no token")
                }
                cursor += 1
                if byte == 0x0D, cursor < count, bytes[cursor] == 0x0A { cursor += 1 }
                if byte == 0x0A || byte == 0x0D { line += 1 }
            }
            lines = line
            return nil
        }
    }

    /// Dropping comments must not change any other token's kind or place
    /// (flags may differ: a dropped comment only leaves `.spaceBefore`).
    func checkCommentsOnlyDrop(_ withComments: [Token], _ withoutComments: [Token]) -> Violation? {
        var other = 0
        for (index, token) in withComments.enumerated() where !token.kind.isComment {
            guard other < withoutComments.count else {
                return Violation(
                    invariant: "comments-only-drop", detail: "token \(index) \(token.kind) missing without comments")
            }
            let peer = withoutComments[other]
            if peer.kind != token.kind || peer.start != token.start || peer.end != token.end || peer.line != token.line
                || peer.column != token.column
            {
                return Violation(
                    invariant: "comments-only-drop",
                    detail:
                        "token \(index) \(token.kind) \(token.start)..<\(token.end) became \(peer.kind) \(peer.start)..<\(peer.end) without comments"
                )
            }
            other += 1
        }
        if other != withoutComments.count {
            return Violation(
                invariant: "comments-only-drop",
                detail: "\(withoutComments.count - other) extra tokens without comments")
        }
        for (index, token) in withoutComments.enumerated() where token.kind.isComment {
            return Violation(
                invariant: "comments-only-drop", detail: "token \(index) is a \(token.kind) with keepComments: false")
        }
        return nil
    }

    /// `matching` has one entry per token; each is -1 or points back at its
    /// partner, an opener before its closer of the same bracket kind; matched
    /// pairs nest.
    func checkMatching(_ file: SourceFile) -> Violation? {
        let tokens = file.tokens
        let matching = file.matching
        guard matching.count == tokens.count else {
            return Violation(
                invariant: "matching-count", detail: "\(matching.count) entries for \(tokens.count) tokens")
        }
        var open: [Int] = []
        for index in tokens.indices {
            let partner = Int(matching[index])
            if partner == -1 { continue }
            func fail(_ what: String) -> Violation {
                Violation(
                    invariant: "matching", detail: "token \(index) \(tokens[index].kind) matched to \(partner): \(what)"
                )
            }
            guard partner >= 0, partner < tokens.count, partner != index else { return fail("out of range") }
            guard Int(matching[partner]) == index else {
                return fail("not symmetric (it points to \(matching[partner]))")
            }
            let opener = min(index, partner)
            let closer = max(index, partner)
            let pair = (tokens[opener].kind, tokens[closer].kind)
            guard
                pair == (.leftParen, .rightParen) || pair == (.leftBrace, .rightBrace)
                    || pair == (.leftBracket, .rightBracket)
            else {
                return fail("\(pair.0) does not close with \(pair.1)")
            }
            if index == opener {
                open.append(index)
            } else {
                guard open.last == partner else { return fail("crosses the pair opened at \(open.last ?? -1)") }
                open.removeLast()
            }
        }
        return nil
    }
}

/// Whitespace as the lexer skips it: space, tab, vertical tab, form feed, NUL, CR, LF.
@inline(__always) private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x00 || byte == 0x0A || byte == 0x0D
}

/// The one byte a token of `kind` must be, for kinds that are always one byte.
@inline(__always) private func singleByte(_ kind: TokenKind) -> UInt8? {
    switch kind {
    case .leftParen: return 0x28
    case .rightParen: return 0x29
    case .leftBrace: return 0x7B
    case .rightBrace: return 0x7D
    case .leftBracket: return 0x5B
    case .rightBracket: return 0x5D
    case .comma: return 0x2C
    case .colon: return 0x3A
    case .semicolon: return 0x3B
    case .period: return 0x2E
    default: return nil
    }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

/// The bytes as lowercase hex, 32 bytes a line.
func hexDump(_ bytes: [UInt8]) -> String {
    var lines: [String] = []
    var offset = 0
    while offset < bytes.count {
        let row = bytes[offset..<min(offset + 32, bytes.count)]
        lines.append(row.map(hex).joined())
        offset += 32
    }
    return lines.joined(separator: "\n")
}
