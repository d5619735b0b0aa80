import SwiftLexer

/// The app's own colours of the appearance, declared on `ColorScheme` and picked there by hand
/// (`extension ColorScheme { var textColor: Color { self == .dark ? .white : .black } }`): each use
/// (`colorScheme.textColor`) picks a light and a dark colour by hand where an adaptive colour
/// (`.primary`, an asset) says both. `color/hand-made-appearance` reports the pair where it is
/// written and each use in any file.
enum SchemeColors {
    /// Whether `bytes` may declare one: an extension of `ColorScheme`. Read without lexing, as the
    /// token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "extension ColorScheme") || containsBytes(bytes, "extension SwiftUI.ColorScheme")
    }

    /// The extensions of `ColorScheme` `file` declares.
    static func extensions(in file: SourceFile, landmarks: Declarations) -> [Declarations.Declaration] {
        landmarks.all.filter { declaration in
            file.tokenIs(declaration.keyword, "extension")
                && file.tokenIs(declaration.written.upperBound - 1, "ColorScheme")
        }
    }

    /// The names of the members of those extensions whose body picks between two colours by
    /// `self == .dark` (or `.light`, `!=`) with `isHandMade` true for the two branches.
    static func declared(
        in file: SourceFile, landmarks: Declarations,
        isHandMade: (_ question: Int) -> Bool
    ) -> [String] {
        var names: [String] = []
        for declaration in extensions(in: file, landmarks: landmarks) {
            for index in declaration.brace..<declaration.close
            where file.tokenIs(index, "self") && isAppearanceQuestion(after: index, in: file) && isHandMade(index + 4) {
                guard let member = memberName(around: index, in: file, within: declaration.brace) else { continue }
                if !names.contains(member) { names.append(member) }
            }
        }
        return names
    }

    /// `== .dark ?`, `!= .light ?` after token `index`.
    static func isAppearanceQuestion(after index: Int, in file: SourceFile) -> Bool {
        (file.tokenIs(index + 1, "==") || file.tokenIs(index + 1, "!=")) && file.kind(index + 2) == .period
            && (file.tokenIs(index + 3, "dark") || file.tokenIs(index + 3, "light")) && file.tokenIs(index + 4, "?")
    }

    /// The name of the `var` or `func` of the extension's body that holds token `index`.
    private static func memberName(around index: Int, in file: SourceFile, within brace: Int) -> String? {
        var cursor = index - 1
        var depth = 0
        while cursor > brace {
            if let kind = file.kind(cursor) {
                if kind.isClosingBracket { depth += 1 }
                if kind.isOpeningBracket { depth -= 1 }
            }
            if depth < 0, file.tokenIs(cursor, "var") || file.tokenIs(cursor, "func"),
                file.kind(cursor + 1) == .identifier
            {
                return file.text(cursor + 1)
            }
            cursor -= 1
        }
        return nil
    }
}
