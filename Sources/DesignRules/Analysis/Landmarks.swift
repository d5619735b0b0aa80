import SwiftLexer

/// The tokens where the analysis's structural passes can start something:
/// type declarations (`struct`, `class`, `enum`, `extension`, `protocol`,
/// `actor`), `import`, `static` (token definitions), `#if` and `#Preview`.
///
/// Found in one pass over the file, so type scopes, token definitions,
/// excluded regions and the SwiftUI import check each visit a few dozen
/// tokens instead of every token of the file. The list is a superset: each
/// pass still applies its own test to the tokens it visits.
struct Landmarks {
    /// Token indices, in source order.
    let indices: [Int]

    /// Each landmark word and the kind its token must have.
    private static let words = NameTable<TokenKind>([
        ("struct", .keyword), ("class", .keyword), ("enum", .keyword), ("extension", .keyword),
        ("protocol", .keyword), ("import", .keyword), ("static", .keyword), ("actor", .identifier),
        ("#if", .poundDirective),
        ("#Preview", .poundKeyword),
    ])

    init(_ file: SourceFile) {
        var found: [Int] = []
        let tokens = file.tokens
        // Read once: a global `static let` pays a lazy-initialization check per access.
        let words = Landmarks.words
        // Every token is visited: through pointers, without a bounds check per token.
        file.bytes.withUnsafeBufferPointer { source in
            tokens.withUnsafeBufferPointer { tokens in
                // No test of the kind first: tokens of other kinds (operators, literals,
                // punctuation) never start like a landmark word, so the lookup's first-byte
                // and length test rejects them anyway, and one rarely taken branch per token
                // costs less than a switch on kinds that alternate unpredictably.
                for index in tokens.indices {
                    let token = tokens[index]
                    if words.lookup(token, in: source) == token.kind { found.append(index) }
                }
            }
        }
        indices = found
    }
}
