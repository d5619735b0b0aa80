import SwiftLexer

/// SwiftUI's deprecated modifiers an app declares again on `View`, under the same name and
/// argument labels (`extension View { func cornerRadius(_ radius: Double) -> some View }` in its
/// design package): a call written with those labels is the app's own function, which Swift picks
/// over SwiftUI's for the argument it is given, and not the deprecated modifier.
enum OwnModifiers {
    /// The deprecated modifiers the API rules report, which an app's own may stand in for.
    static let watched: [StaticString] = ["cornerRadius", "foregroundColor", "accentColor"]

    /// The signatures (`cornerRadius(_:)`) of the watched names `file` declares as functions in an
    /// extension of `View` (`extension View`, `extension SwiftUI.View`, with or without `where`).
    static func declared(in file: SourceFile, landmarks: Landmarks) -> [String] {
        var found: [String] = []
        for declaration in landmarks.declarations.all
        where file.tokenIs(declaration.keyword, "extension") && file.tokenIs(declaration.written.upperBound - 1, "View")
            && (declaration.written.count == 1 || file.tokenIs(declaration.written.lowerBound, "SwiftUI"))
        {
            var index = declaration.brace + 1
            while index < declaration.close {
                // A nested body (a function's, a type's) is skipped whole: only the extension's own
                // functions are modifiers.
                if file.kind(index) == .leftBrace, let close = file.match(index) {
                    index = close + 1
                    continue
                }
                if file.tokenIs(index, "func"), file.kind(index + 1) == .identifier,
                    watched.contains(where: { file.tokenIs(index + 1, $0) }),
                    let open = parameters(after: index + 1, in: file)
                {
                    found.append(file.text(index + 1) + "(" + labels(ofParametersAt: open, in: file) + ")")
                }
                index += 1
            }
        }
        return found
    }

    /// The signature a call is written with: `cornerRadius(_:)` for `.cornerRadius(12)`,
    /// `cornerRadius(_:antialiased:)` for `.cornerRadius(8, antialiased: false)`.
    static func signature(of call: CallSite, in file: SourceFile) -> String {
        file.text(call.name) + "(" + call.arguments.map { ($0.label.map(file.text) ?? "_") + ":" }.joined() + ")"
    }

    /// The `(` of the parameter list after a function's name, past generic parameters.
    private static func parameters(after name: Int, in file: SourceFile) -> Int? {
        var index = name + 1
        if file.tokenIs(index, "<") {
            while index < file.tokens.count, !file.tokenIs(index, ">") { index += 1 }
            index += 1
        }
        return file.kind(index) == .leftParen ? index : nil
    }

    /// `_:corners:` for `(_ radius: Double, corners: UIRectCorner)`: each parameter's argument
    /// label (its first name), `_` for none.
    private static func labels(ofParametersAt open: Int, in file: SourceFile) -> String {
        guard let close = file.match(open), close > open + 1 else { return "" }
        var labels = ""
        var start = open + 1
        var index = start
        while index <= close {
            if index == close || file.kind(index) == .comma {
                labels += (start < index ? file.text(start) : "_") + ":"
                start = index + 1
            } else if let nested = file.match(index), nested > index {
                // A default value's call or closure, a tuple type: its commas are not this list's.
                index = nested
            }
            index += 1
        }
        return labels
    }
}
