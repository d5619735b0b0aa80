import BuildGraph
import SwiftLexer

/// The shadows an app writes down for itself: a modifier any view can call (`func cardShadow() ->
/// some View`) or a constant (`static let shadowColor`). Once there is one, a shadow spelled out by
/// hand in a view is a copy of the design system, or a departure. A `ViewModifier` named for a
/// shadow is most often one component's (a header's bottom edge), not the app's elevation.
enum ShadowStyles {
    /// Whether `bytes` may declare a shadow modifier: `func` followed by a name holding `hadow` or
    /// `low` of a glow. Constants are found with the other `static` tokens.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        mayBeDeclared(in: bytes, holding: "hadow") || mayBeDeclared(in: bytes, holding: "low", after: 0x67)
    }

    /// `part`, after `letter` in either case when one is given (`glow`, `Glow`: one pass, not one per
    /// spelling), in a name that follows `func`.
    private static func mayBeDeclared(
        in bytes: UnsafeBufferPointer<UInt8>, holding part: StaticString, after letter: UInt8? = nil
    ) -> Bool {
        var from = 0
        while let at = firstOffset(of: part, in: bytes, from: from) {
            from = at + part.utf8CodeUnitCount
            if let letter, at == 0 || bytes[at - 1] | 0x20 != letter { continue }
            var start = at
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            var space = start
            while space > 0, bytes[space - 1] == 0x20 { space -= 1 }
            guard space < start else { continue }
            // `func` as a word of its own before the name (not `myfunc cardShadow`).
            let keyword = space - 4
            if hasSuffix(UnsafeBufferPointer(rebasing: bytes[max(0, keyword)..<space]), "func"),
                keyword == 0 || (keyword > 0 && !isWordByte(bytes[keyword - 1]))
            {
                return true
            }
        }
        return false
    }

    /// Whether a name speaks of one edge (`applyBottomShadow`, `headerEdgeShadow`): a component's
    /// edge, not the app's elevation.
    static func namesAnEdge(_ name: String) -> Bool {
        ["Bottom", "Top", "Edge", "Inner", "Leading", "Trailing"].contains { name.contains($0) }
    }

    /// Whether a name speaks of a shadow (`cardShadow`, `ShadowModifier`, `shadowColor`).
    static func names(_ name: String) -> Bool {
        name.range(of: "shadow", options: .caseInsensitive) != nil
    }

    /// Whether a modifier's name speaks of a shadow or of a glow, a shadow in a colour of its own
    /// (`neonGlow`). A colour named for a glow (`Colors.glowBlue`) is one of the palette's.
    static func namesAModifier(_ name: String) -> Bool {
        names(name) || name.range(of: "glow", options: .caseInsensitive) != nil
    }

    /// The shadow modifiers `file` declares, as a view would call them: `.cardShadow()`. A function
    /// named for a shadow counts when its body makes one, or applies a modifier named for one
    /// (`func upliftShadow(_ config: ShadowConfig) -> some View { modifier(ShadowModifier(config:
    /// config)) }`).
    static func declared(in file: SourceFile, declarations: Declarations) -> [String] {
        var found: [String] = []
        let tokens = file.tokens
        let privateBodies = declarations.all.filter(\.isPrivate).map { $0.brace...$0.close }
        for index in tokens.indices where tokens[index].kind == .keyword && file.tokenIs(index, "func") {
            // A private one (or one of a `private extension`) is its file's, not a style the app's
            // other views can wear.
            guard file.kind(index + 1) == .identifier, !file.tokenIs(index - 1, "private"),
                !file.tokenIs(index - 1, "fileprivate"), !privateBodies.contains(where: { $0.contains(index) })
            else { continue }
            let name = file.text(index + 1)
            guard namesAModifier(name), name != "shadow", let body = bodyAfter(index + 1, in: file),
                (body.lowerBound..<body.upperBound).contains(where: {
                    (file.tokenIs($0, "shadow") && file.kind($0 + 1) == .leftParen)
                        || (file.tokenIs($0, "modifier") && file.kind($0 + 1) == .leftParen
                            && file.kind($0 + 2) == .identifier && names(file.text($0 + 2)) && !namesAnEdge(name))
                })
            else { continue }
            // `func neonGlow(color: Color, radius: CGFloat)`: a style any colour can wear.
            let takesAColour =
                file.kind(index + 2) == .leftParen
                && ((index + 3)..<(file.match(index + 2) ?? index + 3)).contains {
                    file.tokenIs($0, "color") || file.tokenIs($0, "colour")
                }
            found.append(takesAColour ? ".\(name)(color:)" : ".\(name)()")
        }
        return found
    }

    /// The app's shadow tokens kept in a type named for shadows (`enum Shadow { static func card(for:)
    /// -> (color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) }`, `struct Shadows { static let card
    /// = ... }`, `enum ShadowLevel { case low, high }`), named as a view reads the first of them:
    /// `DesignSystem.Shadow.card`. A private type is its file's; a view, a view modifier or a type
    /// named for an edge is a component's; one inside a UIKit or AppKit type (`extension UIView {
    /// enum ShadowStyle { ... } }`) is a layer's, which no SwiftUI view can wear; a preview of a style
    /// (`struct ShadowedButtonStyle_Previews: PreviewProvider { static var previews }`) shows it.
    static func tokenTypes(in file: SourceFile, declarations: Declarations) -> [String] {
        declarations.all.compactMap { type in
            // The name first: few types are named for a shadow, and the test of their owners splits a string.
            guard !type.isPrivate, file.tokenIs(type.keyword, "enum") || file.tokenIs(type.keyword, "struct"),
                namesShadow(at: type.simpleName, in: file, orAGlow: false),
                !type.name.split(separator: ".").dropLast().contains(where: PlatformTypeName.isPlatformType),
                !namesAnEdge(file.text(type.simpleName)),
                !type.inherits.contains(where: {
                    file.tokenIs($0, "View") || file.tokenIs($0, "ViewModifier") || file.tokenIs($0, "PreviewProvider")
                }),
                let member = firstTokenMember(of: type, in: file)
            else { return nil }
            return "\(type.name).\(member)"
        }
    }

    /// The name of the first `static` member or `case` written directly in `type`'s body.
    private static func firstTokenMember(of type: Declarations.Declaration, in file: SourceFile) -> String? {
        var cursor = type.brace + 1
        while cursor < type.close {
            let kind = file.kind(cursor)
            if kind == .leftBrace || kind == .leftParen || kind == .leftBracket, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .keyword, file.tokenIs(cursor, "case"), file.kind(cursor + 1) == .identifier {
                return file.text(cursor + 1)
            }
            if kind == .keyword, file.tokenIs(cursor, "static"), file.kind(cursor + 2) == .identifier,
                file.tokenIs(cursor + 1, "let") || file.tokenIs(cursor + 1, "var") || file.tokenIs(cursor + 1, "func")
            {
                return file.text(cursor + 2)
            }
            cursor += 1
        }
        return nil
    }

    /// How many copies of one shadow make it the app's unnamed style.
    static let copiesThatMakeAStyle = 3

    /// The app's own styles: a shadow inside one (`struct LoginButtonStyle: ButtonStyle`, a view
    /// modifier) is the style's, written once where everything that wears the style gets it.
    static let styleProtocols: [StaticString] = [
        "ButtonStyle", "PrimitiveButtonStyle", "ViewModifier", "LabelStyle", "ToggleStyle",
    ]

    /// The shadows `file` writes out by hand (`isWrittenOut`) in a colour of its own
    /// (`choosesItsColor`), each as `spelling(of:in:)` gives it.
    static func written(in file: SourceFile, landmarks: Landmarks) -> [String] {
        let calls = landmarks.watchedNames.compactMap { mention in
            mention.name == .shadow && file.kind(mention.index - 1) == .period ? file.call(at: mention.index) : nil
        }
        guard !calls.isEmpty else { return [] }
        let styles = landmarks.declarations.structBodies(conformingTo: styleProtocols, in: file)
        // The colour first: it is read from the arguments, the declaration around a shadow by walking back.
        return calls.filter { choosesItsColor($0, in: file) && isWrittenOut($0, styles: styles, in: file) }.map {
            spelling(of: $0, in: file)
        }
    }

    /// A shadow given its values in a view (`.shadow(color: .black.opacity(0.2), radius: 4)`, every
    /// argument labelled; `.shadow(.drop(...))` is a style's), not in one of the app's `styles` nor in
    /// a shadow of its own (`func cardShadow()`).
    static func isWrittenOut(_ call: CallSite, styles: [ClosedRange<Int>], in file: SourceFile) -> Bool {
        call.closeParen != nil && !call.arguments.isEmpty && call.arguments.allSatisfy { $0.label != nil }
            && !styles.contains(where: { $0.contains(call.name) }) && !isInsideShadowDeclaration(call.name, in: file)
    }

    /// `.shadow(color: .black.opacity(0.2), radius: 4)`, not the system's own shade at a size
    /// (`.shadow(radius: 4)`): copies of that are no look the app chose and left unnamed.
    static func choosesItsColor(_ call: CallSite, in file: SourceFile) -> Bool {
        call.arguments.contains { $0.label.map { file.tokenIs($0, "color") } ?? false }
    }

    /// A call's arguments without the spaces, and without what says nothing: an offset of `0` (the
    /// default), `Color` before a member (`Color.black` is `.black`), a number's trailing zeros
    /// (`0.20` is `0.2`). Two copies of one shadow spell the same, however each was typed
    /// (`.shadow(color: .black.opacity(0.2), radius: 10, y: 4)` and `.shadow(color:
    /// Color.black.opacity(0.2), radius: 10, x: 0, y: 4)`).
    static func spelling(of call: CallSite, in file: SourceFile) -> String {
        guard call.openParen != nil else { return "" }
        return call.arguments.compactMap { argument -> String? in
            let label = argument.label.map(file.text) ?? ""
            let value = argument.value
            if label == "x" || label == "y", value.count == 1, let number = Double(file.text(value.lowerBound)),
                number == 0
            {
                return nil
            }
            var start = value.lowerBound
            if file.tokenIs(start, "Color"), file.kind(start + 1) == .period { start += 1 }
            let text = (start..<value.upperBound).map { index -> String in
                guard file.kind(index) == .floatLiteral || file.kind(index) == .integerLiteral,
                    let number = Double(file.text(index))
                else { return file.text(index) }
                return formatScaleValue(number)
            }.joined()
            return label + ":" + text
        }.joined(separator: ",")
    }

    /// The braces of the body that follows a declaration's name.
    private static func bodyAfter(_ name: Int, in file: SourceFile) -> ClosedRange<Int>? {
        var cursor = name + 1
        while cursor < name + 40, let kind = file.kind(cursor) {
            if kind == .leftBrace { return file.match(cursor).map { cursor...$0 } }
            if kind == .leftParen, let close = file.match(cursor) {
                cursor = close + 1
                continue
            }
            if kind == .rightBrace { return nil }
            cursor += 1
        }
        return nil
    }

    /// Inside the app's own shadow (a function, a `ViewModifier` or a constant named for one) or
    /// one of its style modifiers (`func destructiveButtonStyle() -> some View`), written once where
    /// everything that wears it gets it.
    private static func isInsideShadowDeclaration(_ index: Int, in file: SourceFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            let kind = file.kind(cursor)
            if kind == .rightBrace, let open = file.match(cursor) {
                // A block before the shadow, not around it.
                cursor = open - 1
                continue
            }
            if kind == .leftBrace {
                if declaresShadow(before: cursor, in: file) { return true }
            } else if kind == .identifier, file.kind(cursor - 1) == .keyword,
                file.tokenIs(cursor - 1, "let") || file.tokenIs(cursor - 1, "var"),
                namesShadow(at: cursor, in: file, orAGlow: false)
            {
                return true
            }
            cursor -= 1
        }
        return false
    }

    /// `names(_:)` of the identifier at `index`, read in place, or `namesAModifier(_:)`'s glow too
    /// (not for a property: `@State var glowAnimation` is a flag).
    static func namesShadow(at index: Int, in file: SourceFile, orAGlow: Bool = true) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[file.tokens[index].range])
            return TokenDefinitionFinder.containsFolded(name, "shadow")
                || (orAGlow && TokenDefinitionFinder.containsFolded(name, "glow"))
        }
    }

    /// The header before the `{` at `brace` names a shadow (`func cardShadow()`, `struct ElevatedShadow`)
    /// or is a style modifier's (`func primaryButtonStyle()`).
    private static func declaresShadow(before brace: Int, in file: SourceFile) -> Bool {
        var cursor = brace - 1
        while cursor >= 0, brace - cursor < 40 {
            let kind = file.kind(cursor)
            if kind == .leftBrace || kind == .rightBrace { return false }
            if kind == .rightParen, let open = file.match(cursor) {
                cursor = open - 1
                continue
            }
            if kind == .identifier, file.kind(cursor - 1) == .keyword,
                file.tokenIs(cursor - 1, "func") || file.tokenIs(cursor - 1, "struct")
            {
                return namesShadow(at: cursor, in: file)
                    || (file.tokenIs(cursor - 1, "func") && file.text(cursor).hasSuffix("Style"))
            }
            cursor -= 1
        }
        return false
    }
}
