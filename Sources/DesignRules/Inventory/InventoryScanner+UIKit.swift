import SwiftLexer

/// What a colour modifier paints.
enum ColorRole: Sendable {
    /// Text, symbols, fills, strokes, tints.
    case foreground
    case background
    /// `.shadow(color:)`: a shade, never a surface.
    case shadow
    /// `.mask { ... }`: only the alpha of its content counts.
    case mask
}

extension InventoryScanner {
    /// UIKit and Core Graphics types whose initializers take colours for UIKit
    /// (`UIImage.SymbolConfiguration(paletteColors:)`, `NSAttributedString(attributes:)`).
    static let uiKitPrefixes: [StaticString] = ["UI", "NS", "CG", "CA", "CI", "SK", "SCN", "MK"]

    /// UIKit types that host SwiftUI views: what they are given is SwiftUI.
    static let hostingTypes: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration",
    ]

    /// UIKit properties that take a colour by assignment (`label.textColor = .red`).
    static let uiKitColorProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "barTintColor", "borderColor", "shadowColor", "separatorColor",
        "onTintColor", "thumbTintColor", "pageIndicatorTintColor", "currentPageIndicatorTintColor", "titleColor",
        "strokeColor", "fillColor", "sectionIndexColor", "sectionIndexBackgroundColor", "placeholderColor",
        "selectedImageTintColor", "unselectedItemTintColor", "progressTintColor", "trackTintColor",
        "minimumTrackTintColor", "maximumTrackTintColor", "insertionPointColor", "baseForegroundColor",
        "baseBackgroundColor",
    ]

    /// Whether the colour at token `index` flows into UIKit rather than a SwiftUI view: the
    /// value of a declaration typed `UIColor`/`CGColor`/`NSColor` (or a function returning
    /// one, or a `UIColor { traits in ... }` provider), the right side of a `layer.`,
    /// `appearance()` or UIKit colour-property assignment, or an argument of a UIKit
    /// initializer. Looks outwards through the brackets that enclose it.
    func isUIKitFlow(_ index: Int) -> Bool {
        var cursor = index - 1
        // The first `=` met at each bracket level is the assignment the value belongs to.
        var checkedAssignment = false
        // Past a `{` that is not a UIKit colour body, only enclosing bodies are read: a
        // SwiftUI view built inside a closure is still a SwiftUI view.
        var crossedBrace = false
        while cursor >= 0, index - cursor < 4096 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket, let open = file.match(cursor) {
                cursor = open - 1
                continue
            }
            switch kind {
            case .leftParen where !crossedBrace:
                if let callee = file.kind(cursor - 1), callee == .identifier, isUIKitType(cursor - 1),
                    !InventoryScanner.hostingTypes.contains(file.text(cursor - 1))
                {
                    return true
                }
                checkedAssignment = false
            case .leftBracket:
                checkedAssignment = false
            case .leftBrace:
                if isUIKitColorDeclaration(before: cursor) { return true }
                crossedBrace = true
            case .operator where !checkedAssignment && !crossedBrace && file.tokenIs(cursor, "="):
                checkedAssignment = true
                if isUIKitAssignment(lhsEndingAt: cursor - 1) { return true }
            default:
                break
            }
            cursor -= 1
        }
        return false
    }

    /// `UIImage`, `NSAttributedString`, `CGColor`: a name with a UIKit or Core framework prefix.
    func isUIKitType(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end - token.start >= 3 else { return false }
        for prefix in InventoryScanner.uiKitPrefixes {
            let length = prefix.utf8CodeUnitCount
            guard Int(token.end - token.start) > length else { continue }
            var matches = true
            for offset in 0..<length where file.bytes[Int(token.start) + offset] != prefix.utf8Start[offset] {
                matches = false
                break
            }
            // `UIColor`, not `UIState` misread: the next letter starts a word.
            let next = file.bytes[Int(token.start) + length]
            if matches, next >= UInt8(ascii: "A"), next <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    /// `var tint: UIColor {`, `func color() -> CGColor {`, `UIColor { traits in`: the `{` at
    /// `brace` opens a body whose value is a UIKit colour.
    func isUIKitColorDeclaration(before brace: Int) -> Bool {
        var cursor = brace - 1
        // `-> UIColor? {`
        if file.kind(cursor) == .operator, file.tokenIs(cursor, "?") || file.tokenIs(cursor, "!") { cursor -= 1 }
        return file.tokenIs(cursor, "UIColor") || file.tokenIs(cursor, "CGColor") || file.tokenIs(cursor, "NSColor")
    }

    /// The left side of an assignment ending at `end`, back to the start of its statement:
    /// `layer.borderColor`, `UINavigationBar.appearance().barTintColor`, `label.textColor`,
    /// `let tint: UIColor`.
    func isUIKitAssignment(lhsEndingAt end: Int) -> Bool {
        var cursor = end
        while cursor >= 0, end - cursor < 64 {
            let kind = tokens[cursor].kind
            if kind.isClosingBracket, let open = file.match(cursor) {
                cursor = open - 1
                continue
            }
            if kind.isOpeningBracket || kind == .semicolon { return false }
            if kind == .identifier {
                if file.tokenIs(cursor, "layer") || file.tokenIs(cursor, "appearance")
                    || file.tokenIs(cursor, "UIColor")
                    || file.tokenIs(cursor, "CGColor") || file.tokenIs(cursor, "NSColor")
                {
                    return true
                }
                if cursor == end, InventoryScanner.uiKitColorProperties.contains(file.text(cursor)) { return true }
            }
            if tokens[cursor].flags.contains(.newlineBefore) { return false }
            cursor -= 1
        }
        return false
    }
}
