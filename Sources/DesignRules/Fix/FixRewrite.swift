import SwiftLexer

/// Makes a file's edits and proves them: the rewritten file must lex to the original's
/// tokens, each edit's tokens replaced by those of its own text and nothing else moved. A
/// rewrite that would merge a token into its neighbour, open a comment or a string, or
/// break a line where Swift reads one is refused, whatever the planner meant.
public enum FixRewrite {
    /// The bytes of the file with `edits` made; they must be disjoint and in file order.
    public static func apply(_ edits: [FixEdit], to bytes: [UInt8]) -> [UInt8] {
        apply(edits, to: bytes[...])
    }

    /// A part of the file (its offsets the file's) with the edits that lie inside it made.
    public static func apply(_ edits: some Sequence<FixEdit>, to bytes: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var from = bytes.startIndex
        for edit in edits {
            result += bytes[from..<edit.bytes.lowerBound]
            result += Array(edit.after.utf8)
            from = edit.bytes.upperBound
        }
        result += bytes[from...]
        return result
    }

    /// Whether `rewritten` lexes to `original`'s tokens with each edit's tokens replaced by the
    /// tokens of its text alone: same kinds, same spellings, same line breaks before them.
    public static func isProven(original: SourceFile, edits: [FixEdit], rewritten: [UInt8]) -> Bool {
        let result = SourceFile(bytes: rewritten)
        var produced = 0
        // Compares the next token of the rewritten file with one expected.
        func next(_ kind: TokenKind, _ spelling: ArraySlice<UInt8>, newlineBefore: Bool?) -> Bool {
            guard produced < result.tokens.count else { return false }
            let token = result.tokens[produced]
            produced += 1
            guard token.kind == kind, token.kind != .error, rewritten[token.range].elementsEqual(spelling) else {
                return false
            }
            return newlineBefore.map { token.flags.contains(.newlineBefore) == $0 } ?? true
        }
        var pending = edits[...]
        var index = 0
        let tokens = original.tokens
        while index < tokens.count || !pending.isEmpty {
            if let edit = pending.first, index == tokens.count || Int(tokens[index].start) >= edit.bytes.lowerBound {
                let replacement = SourceFile(bytes: Array(edit.after.utf8))
                guard !replacement.tokens.isEmpty else { return false }
                for token in replacement.tokens {
                    guard next(token.kind, replacement.bytes[token.range], newlineBefore: nil) else { return false }
                }
                // The tokens the edit replaces must lie wholly inside it.
                while index < tokens.count, Int(tokens[index].start) < edit.bytes.upperBound {
                    guard Int(tokens[index].end) <= edit.bytes.upperBound else { return false }
                    index += 1
                }
                pending.removeFirst()
                continue
            }
            let token = tokens[index]
            if let edit = pending.first, Int(token.end) > edit.bytes.lowerBound { return false }
            guard next(token.kind, original.bytes[token.range], newlineBefore: token.flags.contains(.newlineBefore))
            else { return false }
            index += 1
        }
        return produced == result.tokens.count
    }
}
