import SwiftLexer

/// Inputs that trip a bug already reported and not yet fixed. With
/// `--skip-known` the analyzer is not run on them (the lexer and `SourceFile`
/// still are), so a long run can look for new bugs past a known one.
/// Delete an entry once its bug is fixed.
enum KnownBugs {
    /// A call named `repeatForever` as the file's first token: before the fix,
    /// `InventoryScanner.scanRepeatForever(at:)` reads `tokens[index - 1]`
    /// with index 0 and traps (Index out of range). Minimized: `repeatForever()`.
    static func matches(_ file: SourceFile) -> String? {
        if file.tokens.count >= 2, file.tokens[0].kind == .identifier, file.tokenIs(0, "repeatForever"),
            file.tokens[1].kind == .leftParen
        {
            return "repeatForever-at-token-0"
        }
        return nil
    }
}
