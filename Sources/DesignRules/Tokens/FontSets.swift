import SwiftLexer

/// An app's font set: a type (no view) whose own properties are three or more UIKit fonts, each
/// made at a fixed size (`struct SystemDefaultFontSet: FontSet { let normal: UIFont =
/// UIFont.systemFont(ofSize: 14); let big = UIFont.systemFont(ofSize: 18); ... }`), handed
/// around as a value (`appearance.fontSet.normal`) as a palette of colours is. Each property is a
/// fixed-size UIKit font of the app's, as a `static let` one is (`ProjectTokens.fixedUIKitFonts`):
/// text given it in SwiftUI (`.font(appearance.fontSet.normal.asFont)`) keeps that size whatever
/// Dynamic Type asks.
enum FontSets {
    /// Whether `bytes` may declare one: a UIKit font type is named. Read without lexing.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "UIFont") || containsBytes(bytes, "NSFont")
    }

    /// The fixed-size UIKit fonts of the font sets `file` declares: each property's name and size.
    static func declared(in file: SourceFile, landmarks: Landmarks) -> [ProjectTokens.UIKitFont] {
        landmarks.declarations.all.flatMap { declaration -> [ProjectTokens.UIKitFont] in
            guard !declaration.namesView(in: file) else { return [] }
            let fonts = fixedFonts(in: declaration, of: file)
            return fonts.count >= 3 ? fonts : []
        }
    }

    /// `let name: UIFont = <a UIKit font of a fixed size>` (or `var`, or with no type written)
    /// among a type's own members, at the top level of its body: not `static` (those are token
    /// definitions already), not `private` (no one else reads them).
    private static func fixedFonts(
        in declaration: Declarations.Declaration, of file: SourceFile
    ) -> [ProjectTokens.UIKitFont] {
        var fonts: [ProjectTokens.UIKitFont] = []
        var cursor = declaration.brace + 1
        while cursor < declaration.close {
            if let kind = file.kind(cursor), kind.isOpeningBracket, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            defer { cursor += 1 }
            guard file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var"), file.kind(cursor + 1) == .identifier,
                !["static", "class", "private", "fileprivate"].contains(where: { file.tokenIs(cursor - 1, $0) })
            else { continue }
            let name = cursor + 1
            var equals = name + 1
            if file.kind(equals) == .colon {
                // `: UIFont` or `: NSFont`, then the value.
                guard file.tokenIs(equals + 1, "UIFont") || file.tokenIs(equals + 1, "NSFont") else { continue }
                equals += 2
            }
            guard file.tokenIs(equals, "="), equals + 1 < declaration.close else { continue }
            let value = (equals + 1)..<(file.expressionEnd(from: equals + 1) + 1)
            guard value.contains(where: { file.tokenIs($0, "UIFont") || file.tokenIs($0, "NSFont") }),
                let size = FixedFontHelper.fixedUIKitSize(in: value, of: file), let points = file.numberValue(size)
            else { continue }
            fonts.append(ProjectTokens.UIKitFont(name: file.text(name), size: points))
        }
        return fonts
    }
}
