import SwiftLexer

/// A property of an app's font-value type that holds a font made at the value's own size:
/// `struct FontStyle { let font: Font; init(_ weight: Weight, size: CGFloat) { self.font =
/// weight.family.swiftUIFont(size: size) } }`, or `var font: Font { .system(size: size) }`. With the
/// type scale kept as constants of that type (`static let heading3 = FontStyle(.bold, size: 20)`, a
/// `FontSizeTable` named `FontStyle.size`), `.font(style.font)` is a step of the scale, as fixed as its
/// size, whenever the font is made at a fixed size: directly, or through a helper the project settles
/// (`maker`, Tuist's generated accessor in a Tuist project).
public struct ValueFont: Sendable, Hashable {
    /// The value type's own name (`FontStyle` of `Typography.FontStyle`).
    public let type: String
    /// The property holding the font (`font`).
    public let property: String
    /// The label the type's constants give their size (`size` of `FontStyle(.bold, size: 20)`).
    public let sizeLabel: String
    /// What makes the font.
    public let maker: Maker

    /// SwiftUI's or UIKit's own maker, which keeps a size fixed (`.system(size:)`); or an app's
    /// helper (`swiftUIFont(size:)`), fixed when the project's helpers say it is.
    public enum Maker: Sendable, Hashable {
        case system
        case helper(name: String, label: String?)
    }

    /// Whether `bytes` may declare one: a size handed on by label, and an initializer or a computed font.
    /// Read without lexing, as the token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "ize: ") && (containsBytes(bytes, "init(") || containsBytes(bytes, "Font {"))
    }

    /// The font properties the types `file` declares make at their size: in an initializer given the
    /// size (`self.font = ...(size: size)`), or computed from a stored size (`var font: Font {
    /// .system(size: size) }`).
    static func declared(in file: SourceFile, declarations: Declarations) -> [ValueFont] {
        var found: [ValueFont] = []
        for declaration in declarations.all
        where file.tokenIs(declaration.keyword, "struct") || file.tokenIs(declaration.keyword, "class") {
            let type = file.text(declaration.simpleName)
            var index = declaration.brace + 1
            while index < declaration.close {
                if let made = initializerFonts(at: index, type: type, in: file) {
                    found += made.fonts
                    index = made.end
                } else if let made = computedFont(at: index, type: type, in: file) {
                    found.append(made.font)
                    index = made.end
                } else if let kind = file.kind(index), kind.isOpeningBracket, let close = file.match(index) {
                    index = close
                }
                index += 1
            }
        }
        return found
    }

    /// `init(_ weight: Weight, size: CGFloat, ...) { self.font = ...; self.uiFont = ... }`: each
    /// property the initializer gives a font made at its size parameter.
    private static func initializerFonts(at index: Int, type: String, in file: SourceFile) -> (
        fonts: [ValueFont], end: Int
    )? {
        guard file.tokenIs(index, "init"), file.kind(index + 1) == .leftParen, let close = file.match(index + 1),
            let body = FixedFontHelper.bodyOpen(in: file, after: close), let end = file.match(body)
        else { return nil }
        let parameters = FixedFontHelper.parameters(in: file, open: index + 1, close: close)
        guard let size = parameters.first(where: { $0.label.map(FontSizeTable.sizeLabels.contains) ?? false }),
            let label = size.label
        else { return ([], end) }
        var fonts: [ValueFont] = []
        var cursor = body + 1
        while cursor < end {
            // `self.font = value` or `font = value`, a statement of its own.
            var property = cursor
            if file.tokenIs(cursor, "self"), file.kind(cursor + 1) == .period { property = cursor + 2 }
            guard file.kind(property) == .identifier, file.tokenIs(property + 1, "="),
                startsAStatement(cursor, in: file)
            else {
                cursor += 1
                continue
            }
            let valueEnd = file.expressionEnd(from: property + 2)
            if let maker = fixedMaker(of: size.name, in: (property + 2)..<(valueEnd + 1), file: file) {
                fonts.append(ValueFont(type: type, property: file.text(property), sizeLabel: label, maker: maker))
            }
            cursor = valueEnd + 1
        }
        return (fonts, end)
    }

    /// `var font: Font { .system(size: size) }`: a font computed from the type's stored size.
    private static func computedFont(at index: Int, type: String, in file: SourceFile) -> (font: ValueFont, end: Int)? {
        guard file.tokenIs(index, "var"), file.kind(index + 1) == .identifier, file.kind(index + 2) == .colon,
            file.tokenIs(index + 3, "Font") || file.tokenIs(index + 3, "UIFont"), file.kind(index + 4) == .leftBrace,
            let end = file.match(index + 4)
        else { return nil }
        for label in FontSizeTable.sizeLabels.sorted() {
            if let maker = fixedMaker(of: label, in: (index + 5)..<end, file: file) {
                return (ValueFont(type: type, property: file.text(index + 1), sizeLabel: label, maker: maker), end)
            }
        }
        return nil
    }

    /// Whether the token at `index` starts a statement: after a brace, a semicolon or a line break.
    private static func startsAStatement(_ index: Int, in file: SourceFile) -> Bool {
        let before = file.kind(index - 1)
        return before == .leftBrace || before == .rightBrace || before == .semicolon
            || file.tokens[index].flags.contains(.newlineBefore)
    }

    /// How the value in `range` makes a font at exactly `size` (a name), if it does and keeps it
    /// fixed: through SwiftUI's or UIKit's own fixed maker (`.system(size: size)`,
    /// `UIFont.systemFont(ofSize: size)`: no helper), or through a call of a function of the app's
    /// given it (`swiftUIFont(size: size)`: that helper, for the project to settle). A scaling word
    /// (`relativeTo`, `UIFontMetrics`) or `.custom(_:size:)` makes it follow Dynamic Type.
    private static func fixedMaker(of size: String, in range: Range<Int>, file: SourceFile) -> Maker? {
        var found: Maker?
        for index in range {
            if FixedFontHelper.isScalingWord(index, in: file) { return nil }
            guard file.kind(index) == .identifier, file.kind(index + 1) == .leftParen, let call = file.call(at: index)
            else { continue }
            for argument in call.arguments where argument.value.count == 1 {
                guard file.kind(argument.value.lowerBound) == .identifier,
                    file.tokenIs(argument.value.lowerBound, named: size)
                else { continue }
                let label = argument.label
                if let label, FixedFontHelper.isSizeLabel(label, in: file) {
                    // `.custom(name, size: size)` scales with the body style.
                    if file.tokenIs(label, "size"), file.tokenIs(index, "custom") { return nil }
                    if FixedFontHelper.isFixedSizeLabel(label, in: file) {
                        found = .system
                        continue
                    }
                }
                if found == nil { found = .helper(name: file.text(index), label: label.map(file.text)) }
            }
        }
        return found
    }

    /// The tables of `tables` that `fonts` make fonts of, as the tables of those fonts
    /// (`FontStyle.font`, a step of it the same size as the step of `FontStyle.size`), when each is
    /// made fixed: by SwiftUI's or UIKit's maker, or by one of `helpers`.
    static func tables(
        _ fonts: some Sequence<ValueFont>, helpers: Set<FixedFontHelper>, tables: Set<FontSizeTable>
    ) -> Set<FontSizeTable> {
        var made = Set<FontSizeTable>()
        for font in fonts {
            if case .helper(let name, let label) = font.maker,
                !helpers.contains(where: { $0.name == name && $0.label == label && !$0.isModifier })
            {
                continue
            }
            for table in tables where table.isProperty && table.name == font.type + "." + font.sizeLabel {
                made.insert(
                    FontSizeTable(
                        name: font.type + "." + font.property, label: nil, isProperty: true, sizes: table.sizes))
            }
        }
        return made
    }
}
