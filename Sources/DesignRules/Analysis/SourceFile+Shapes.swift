import SwiftLexer

/// What a token or the line it sits on looks like, read in place: the token pass and the rules ask
/// the same small questions of a name or a brace.
extension SourceFile {
    /// The identifier at `index` starts with an upper-case letter, as type names do.
    func startsUppercase(_ index: Int) -> Bool {
        kind(index) == .identifier && bytes[Int(tokens[index].start)] &- 0x41 < 26
    }

    /// The identifier at `index` starts with a lower-case letter, as functions and properties do.
    func startsLowercase(_ index: Int) -> Bool {
        kind(index) == .identifier && bytes[Int(tokens[index].start)] &- 0x61 < 26
    }

    /// Whether the `{` at `brace` opens a body typed `some View` (a property's or a function's).
    func opensSomeView(_ brace: Int) -> Bool {
        tokenIs(brace - 1, "View") && tokenIs(brace - 2, "some")
    }

    /// The first token of the line that holds token `index`, past a `}` that starts it (`} else
    /// if ... {`): what kind of statement the line is.
    func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0, !tokens[start].flags.contains(.newlineBefore) { start -= 1 }
        return kind(start) == .rightBrace ? start + 1 : start
    }
}
