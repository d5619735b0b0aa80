import SwiftLexer

/// An app's own function that makes a font of the size it is given and keeps it there:
/// `static func brand(size: CGFloat) -> Font { .system(size: size, design: .rounded) }`,
/// `func customFont(_ size: CGFloat) -> some View { font(.system(size: size)) }`. A call with a
/// literal (`.font(.brand(size: 15))`, `Text("a").customFont(15)`) is a fixed font size written
/// through the helper, as much debt as `.system(size: 15)` written out.
public struct FixedFontHelper: Sendable, Hashable, Comparable {
    /// The function's name.
    public let name: String
    /// The label a call gives the size (`size` in `brand(size:)`), nil when unlabelled.
    public let label: String?
    /// The helper returns a view (`some View`, `Text`): it is a modifier, not a font value.
    public let isModifier: Bool
    /// The helper returns a UIKit font (`static func bold(_ size: CGFloat) -> UIFont`): a fixed size
    /// where `Font(...)` is handed one it makes (`Font(BMFont.bold(20))`), and UIKit's elsewhere.
    public let makesUIKitFont: Bool
    /// The helper is given a step of the app's type scale, not a size (`UIFont.font(of: .text3)`
    /// asks `fontSize(of:)`, a `FontSizeTable`): each step's size, by case name. Empty for a helper
    /// given the size itself.
    public let steps: [String: Double]
    /// The helper is a `ViewModifier` of the app's, made with the size as a property
    /// (`.modifier(TextModifier(fontSize: 17))`), not a function called on a view or a font.
    public let isModifierType: Bool
    /// The size a modifier type keeps when it is made without one (`fontSize: CGFloat = 15`), or a
    /// function's parameter is given by default (`static func brand(size: CGFloat = 14)`: `.brand()`).
    public let defaultSize: Double?

    init(
        name: String, label: String?, isModifier: Bool, makesUIKitFont: Bool = false, steps: [String: Double] = [:],
        isModifierType: Bool = false, defaultSize: Double? = nil
    ) {
        self.name = name
        self.label = label
        self.isModifier = isModifier
        self.makesUIKitFont = makesUIKitFont
        self.steps = steps
        self.isModifierType = isModifierType
        self.defaultSize = defaultSize
    }

    public static func < (lhs: FixedFontHelper, rhs: FixedFontHelper) -> Bool {
        (lhs.name, lhs.label ?? "", lhs.isModifier ? 1 : 0, lhs.makesUIKitFont ? 1 : 0, lhs.canonicalText)
            < (rhs.name, rhs.label ?? "", rhs.isModifier ? 1 : 0, rhs.makesUIKitFont ? 1 : 0, rhs.canonicalText)
    }

    /// How it goes into the analyzer's identity.
    var canonicalText: String {
        var kind = "\(name)(\(label ?? "_"):)\(isModifier ? "view" : "")\(makesUIKitFont ? "uikit" : "")"
        if isModifierType { kind += "type" }
        if let defaultSize { kind += "=" + formatScaleValue(defaultSize) }
        guard !steps.isEmpty else { return kind }
        return kind + "["
            + steps.sorted { $0.key < $1.key }.map { "\($0.key):\(formatScaleValue($0.value))" }
            .joined(separator: " ") + "]"
    }

    /// Overloads of one name in the order a call is read as them: those called by a label before
    /// those called without one. `.brand(.bold, size: 15)` is `brand(size:)`, not `brand(_ style:)`.
    static func inCallOrder(_ helpers: [FixedFontHelper]) -> [FixedFontHelper] {
        helpers.filter { $0.label != nil } + helpers.filter { $0.label == nil }
    }

    /// The one of `helpers` (overloads of one name, in order) that `call` names: the first, in
    /// call order, whose label one of its arguments gives (an unlabelled argument for a helper
    /// called without one), else the first.
    static func called(_ helpers: [FixedFontHelper], by call: CallSite, in file: SourceFile) -> FixedFontHelper {
        let labels = call.arguments.map { $0.label.map(file.text) }
        return inCallOrder(helpers).first { labels.contains($0.label) } ?? helpers[0]
    }

    /// The size a call of this helper is given through `argument`: a step's (`.text3`,
    /// `Style.text3`) for a helper given a step of the app's type scale.
    func stepSize(_ argument: Range<Int>, in file: SourceFile) -> (value: Double, anchor: Int)? {
        guard !steps.isEmpty, argument.count >= 2, file.kind(argument.upperBound - 2) == .period,
            file.kind(argument.upperBound - 1) == .identifier,
            let value = steps[file.text(argument.upperBound - 1)]
        else { return nil }
        return (value, argument.upperBound - 1)
    }

    /// Whether the label at `index` (one of `isSizeLabel`'s) makes a fixed font: `size:` does only
    /// in `.system(size:)` and `UIFont(name:size:)`. `.custom(name, size:)` scales with the body
    /// style, and a view modifier of the app's given the size (`AdaptiveFont(name: name, size:
    /// size)`) decides in its own body. A helper that makes its custom font with `.custom(_:size:)`
    /// scales: its `.system(size:)` is the fallback for a font that failed to load, and
    /// `UIFont(name:size:) != nil` asks whether it did.
    /// `ofSize:` does only in UIKit's and AppKit's own makers (`UIFont.systemFont(ofSize:)`): an
    /// app's `interFont(ofSize:)` is a helper of its own, fixed or not by its own body (a
    /// `Font.interFont(ofSize:)` that makes `.custom(name, size:)` scales).
    static func isFixedSizeLabel(_ index: Int, in file: SourceFile) -> Bool {
        if file.tokenIs(index, "size") {
            return ["system", "UIFont", "NSFont"].contains(calleeName(enclosing: index, in: file))
        }
        if file.tokenIs(index, "ofSize") {
            return calleeName(enclosing: index, in: file).map(systemFontMakers.contains) ?? false
        }
        return true
    }

    /// UIKit's and AppKit's class functions that make a system font of a size (`ofSize:`).
    static let systemFontMakers: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
    ]

    /// Words in a body that make the size follow Dynamic Type after all. Compared as bytes: the
    /// token pass asks at every word of every helper's body.
    static let scalingWords: [StaticString] = [
        "relativeTo", "UIFontMetrics", "NSFontMetrics", "scaledFont", "scaledValue", "ScaledMetric", "preferredFont",
        "dynamicTypeSize", "sizeCategory",
    ]

    /// Whether token `index` is one of the argument labels that hand a font its size and keep it
    /// fixed: `.system(size:)`, `.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)` and
    /// `UIFont(name:size:)` (`isFixedSizeLabel` leaves `.custom(_:size:)` out, which scales with the
    /// body style). Read without making a string.
    static func isSizeLabel(_ index: Int, in file: SourceFile) -> Bool {
        file.tokenIs(index, "size") || file.tokenIs(index, "ofSize") || file.tokenIs(index, "fixedSize")
    }

    /// Whether `bytes` may declare such a helper: a `func` or a closure constant, and a size label
    /// given a name rather than a number (`size: size`, `ofSize: points`). Read without lexing, as the token pass
    /// reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let at = firstOffset(of: "ize:", in: bytes, from: from) {
            from = at + 4
            guard at >= 1, bytes[at - 1] | 0x20 == UInt8(ascii: "s") else { continue }
            var pos = at + 4
            while pos < bytes.count, bytes[pos] == 0x20 { pos += 1 }
            guard pos < bytes.count else { return false }
            let byte = bytes[pos]
            if byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                return containsBytes(bytes, "func ") || containsBytes(bytes, "= {")
            }
        }
        return false
    }

    /// The SwiftUI font Tuist generates for each of a project's font files (`DesignSystemFontFamily.
    /// Pretendard.bold.swiftUIFont(size: 17)`): on iOS it is `SwiftUI.Font(UIFont(font:size:))`, as
    /// fixed as the number, and made at build time, so no file of the tree declares it. (SwiftGen's
    /// accessor of that name makes `.custom(_:size:)`, which scales; a tree that keeps a generator's
    /// output declares the function, and that declaration is read as any other.)
    static let tuistFontAccessor = FixedFontHelper(name: "swiftUIFont", label: "size", isModifier: false)

    /// Whether `file` declares `func swiftUIFont(...)`, a font accessor a generator wrote.
    static func declaresGeneratedAccessor(in file: SourceFile) -> Bool {
        guard containsBytes(file.bytes, "swiftUIFont") else { return false }
        return file.tokens.indices.contains { file.tokenIs($0, "func") && file.tokenIs($0 + 1, "swiftUIFont") }
    }

    /// Whether `bytes` may declare a function that hands a font's size or step on to another
    /// file's helper (`PendingFontHelper`): a function or a modifier type. A wrapper need not name
    /// a font (`func style(style: DSStyle) -> some View { modifier(DSTextStyle(style: style)) }`).
    static func mayHandOn(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "func ") || containsBytes(bytes, "ViewModifier")
    }

    /// The helpers `file` declares, and those that hand their size on to one of them
    /// (`boldFont(_ size:) -> Font { .fontWithSize(size, weight: .bold) }`); and the functions
    /// that would be helpers by what another file declares (`PendingFontHelper`): a design
    /// module keeps its type scale, its UIKit font, its `Font` helper and its modifiers apart.
    static func declared(in file: SourceFile, tables: [FontSizeTable] = []) -> (
        helpers: [FixedFontHelper], pending: [PendingFontHelper]
    ) {
        var helpers: [FixedFontHelper] = []
        var others: [Function] = []
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            // Each reading below starts at a keyword (`struct`, `let`, `var`, `func`): the other tokens,
            // most of a file, are passed over without a call.
            guard tokens[index].kind == .keyword else { continue }
            if let modifier = modifierType(at: index, in: file) {
                if let helper = helper(modifier, in: file, tables: tables) {
                    helpers.append(helper)
                } else {
                    others.append(modifier)
                }
                continue
            }
            if let closure = closureConstant(at: index, in: file) {
                if let helper = helper(closure.function, in: file, tables: tables) { helpers.append(helper) }
                index = closure.end
                continue
            }
            guard file.tokenIs(index, "func"), file.kind(index + 1) == .identifier,
                file.kind(index + 2) == .leftParen, let close = file.match(index + 2)
            else { continue }
            let parameters = self.parameters(in: file, open: index + 2, close: close)
            guard !parameters.isEmpty, let body = bodyOpen(in: file, after: close), let end = file.match(body) else {
                continue
            }
            let function = Function(
                name: file.text(index + 1), parameters: parameters, returns: (close + 1)..<body, body: body...end)
            if let helper = helper(function, in: file, tables: tables) {
                helpers.append(helper)
            } else {
                others.append(function)
            }
            index = end
        }
        // A helper made of a helper, then one made of that: a few rounds reach any chain a file writes.
        // (Only a file with a helper of its own can have one made of it.)
        for _ in 0..<3 where !others.isEmpty && !helpers.isEmpty {
            let found = others.map { handsOn($0, to: helpers, in: file, tables: tables) }
            guard found.contains(where: { $0 != nil }) else { break }
            helpers += found.compactMap { $0 }
            others = zip(others, found).filter { $0.1 == nil }.map(\.0)
        }
        return (helpers, others.compactMap { pending($0, in: file) })
    }

    /// `struct TextModifier: ViewModifier { let fontSize: CGFloat; func body(content: Content) -> some View
    /// { content.font(.system(size: fontSize)) } }`: a modifier type that keeps the size it is made
    /// with, as a helper whose label is the property's name, with the size it keeps by default.
    private static func modifierType(at index: Int, in file: SourceFile) -> Function? {
        guard file.tokens[index].kind == .keyword, file.tokenIs(index, "struct"), file.kind(index + 1) == .identifier,
            file.kind(index + 2) == .colon
        else { return nil }
        var open = index + 3
        while open < index + 16, file.kind(open) != .leftBrace {
            if file.kind(open) != .identifier && file.kind(open) != .comma && file.kind(open) != .period { return nil }
            open += 1
        }
        guard file.kind(open) == .leftBrace, (index + 3..<open).contains(where: { file.tokenIs($0, "ViewModifier") }),
            let close = file.match(open),
            !(open..<close).contains(where: { isScalingWord($0, in: file) })
        else { return nil }
        // The stored properties (`let fontSize: CGFloat`, `let style: TextStyle`) and the body that
        // reads them.
        var properties: [Parameter] = []
        var function: Function?
        var cursor = open + 1
        while cursor < close {
            if file.tokenIs(cursor, "let") || file.tokenIs(cursor, "var"), file.kind(cursor + 1) == .identifier,
                file.kind(cursor + 2) == .colon, file.kind(cursor + 3) == .identifier
            {
                let name = file.text(cursor + 1)
                properties.append(
                    Parameter(
                        label: name, name: name, type: file.text(FontSizeTable.typeNameEnd(from: cursor + 3, in: file)))
                )
            } else if file.tokenIs(cursor, "func"), file.tokenIs(cursor + 1, "body"),
                file.kind(cursor + 2) == .leftParen,
                let parameters = file.match(cursor + 2), let body = bodyOpen(in: file, after: parameters),
                file.match(body) != nil
            {
                // The whole type is read as its body: a computed property it draws with holds the font
                // as well (`var uiFont: UIFont { UIFont(name: font.name, size: font.size)! }`).
                function = Function(
                    name: file.text(index + 1), parameters: [], returns: (parameters + 1)..<body, body: open...close,
                    members: (open + 1)..<close)
            }
            if let kind = file.kind(cursor), kind.isOpeningBracket, kind != .leftParen, let match = file.match(cursor) {
                cursor = match
            }
            cursor += 1
        }
        guard var function, !properties.isEmpty else { return nil }
        function.parameters = properties
        return function
    }

    /// Whether token `index` makes a size follow Dynamic Type: a scaling word, or the attribute
    /// `@ScaledMetric`.
    static func isScalingWord(_ index: Int, in file: SourceFile) -> Bool {
        switch file.kind(index) {
        case .identifier?: return scalingWords.contains { file.tokenIs(index, $0) }
        case .attribute?: return file.tokenIs(index, "@ScaledMetric")
        default: return false
        }
    }

    /// The number `name` is given by default in `range`: `var fontSize: CGFloat = 15`, or an
    /// initializer's `fontSize: CGFloat = 15`.
    private static func defaultValue(of name: String, in range: Range<Int>, of file: SourceFile) -> Double? {
        for index in range where file.kind(index) == .identifier && file.text(index) == name {
            guard file.kind(index + 1) == .colon, file.tokenIs(index + 3, "="), let kind = file.kind(index + 4),
                kind == .integerLiteral || kind == .floatLiteral
            else { continue }
            return Double(file.text(index + 4))
        }
        return nil
    }

    /// A constant that holds a closure, called as a function (`static let bold = { (size: CGFloat)
    /// -> UIFont in UIFont(name: "Apercu-Bold", size: size)! }`, then `BMFont.bold(20)`): its
    /// parameters have no labels, and with no result type written, its body's first word says
    /// what it makes.
    private static func closureConstant(at index: Int, in file: SourceFile) -> (function: Function, end: Int)? {
        guard file.tokens[index].kind == .keyword, file.tokenIs(index, "let") || file.tokenIs(index, "var"),
            file.kind(index + 1) == .identifier, file.tokenIs(index + 2, "="), file.kind(index + 3) == .leftBrace,
            file.kind(index + 4) == .leftParen, let close = file.match(index + 4), let end = file.match(index + 3)
        else { return nil }
        var arrow = close + 1
        while arrow < close + 8, arrow < end, !file.tokenIs(arrow, "in") { arrow += 1 }
        guard file.tokenIs(arrow, "in") else { return nil }
        let parameters = self.parameters(in: file, open: index + 4, close: close).map {
            Parameter(label: nil, name: $0.name, type: $0.type)
        }
        guard !parameters.isEmpty else { return nil }
        var returns = (close + 1)..<arrow
        if !returns.contains(where: { file.kind($0) == .identifier }) {
            let first = file.tokenIs(arrow + 1, "return") ? arrow + 2 : arrow + 1
            returns = first..<(first + 1)
        }
        return (Function(name: file.text(index + 1), parameters: parameters, returns: returns, body: arrow...end), end)
    }

    /// A function as the token pass reads it; or a `ViewModifier` type, its stored properties
    /// as parameters (the labels its memberwise initializer takes) and `members` its body.
    private struct Function {
        var name: String
        var parameters: [Parameter]
        var returns: Range<Int>
        var body: ClosedRange<Int>
        var members: Range<Int>?

        var isModifierType: Bool { members != nil }
    }

    /// A parameter: the label its callers write (nil for `_`), the name its body reads and the
    /// first word of its type, when written.
    struct Parameter {
        var label: String?
        var name: String
        var type: String?
        /// The number it is given by default (`size: CGFloat = 14`), when one is written.
        var defaultSize: Double?
    }

    static func parameters(in file: SourceFile, open: Int, close: Int) -> [Parameter] {
        var parameters: [Parameter] = []
        var start = open + 1
        var cursor = open + 1
        while cursor <= close {
            let kind = file.kind(cursor)
            if kind == .comma || cursor == close {
                // `label name: Type`, `_ name: Type` or `name: Type`.
                if file.kind(start) == .identifier || file.kind(start) == .keyword {
                    func type(at index: Int) -> String? {
                        file.kind(index) == .identifier
                            ? file.text(FontSizeTable.typeNameEnd(from: index, in: file)) : nil
                    }
                    // `= 14` closing the parameter: its default, a number.
                    let defaultSize: Double? =
                        cursor - 2 > start && file.tokenIs(cursor - 2, "=")
                            && (file.kind(cursor - 1) == .integerLiteral || file.kind(cursor - 1) == .floatLiteral)
                        ? Double(file.text(cursor - 1)) : nil
                    if file.kind(start + 1) == .identifier, file.kind(start + 2) == .colon {
                        let label = file.text(start)
                        parameters.append(
                            Parameter(
                                label: label == "_" ? nil : label, name: file.text(start + 1),
                                type: type(at: start + 3),
                                defaultSize: defaultSize))
                    } else if file.kind(start + 1) == .colon {
                        parameters.append(
                            Parameter(
                                label: file.text(start), name: file.text(start), type: type(at: start + 2),
                                defaultSize: defaultSize))
                    }
                }
                start = cursor + 1
            } else if let kind, kind.isOpeningBracket, let match = file.match(cursor) {
                cursor = match
            }
            cursor += 1
        }
        return parameters
    }

    /// The `{` of a function's body after its parameter list (past `throws`, `-> Font`, a `where`).
    static func bodyOpen(in file: SourceFile, after close: Int) -> Int? {
        var cursor = close + 1
        while cursor < close + 24, let kind = file.kind(cursor) {
            if kind == .leftBrace { return cursor }
            if kind == .rightBrace || kind == .semicolon { return nil }
            if file.tokenIs(cursor, "func") || file.tokenIs(cursor, "var") || file.tokenIs(cursor, "let") { return nil }
            cursor += 1
        }
        return nil
    }

    /// What a helper returns: a view (a modifier), a SwiftUI font or a UIKit font.
    enum Returns { case view, font, uiKitFont }

    /// Whether a function that returns `returns` can be handing its size to this helper, by type:
    /// a UIKit font is a SwiftUI one only through `Font(...)` (`madeIntoFont`), and a function that
    /// makes a UIKit font calls UIKit's. Overloads of one name share it across types
    /// (`Font.interFont(ofSize:)` beside `UIFont.interFont(ofSize:)`).
    func fits(returns: Returns, madeIntoFont: Bool) -> Bool {
        switch returns {
        case .uiKitFont: makesUIKitFont
        case .font: makesUIKitFont ? madeIntoFont : !isModifier
        case .view: !makesUIKitFont || madeIntoFont
        }
    }

    /// What `function` returns, when it is one of those.
    private static func returns(_ function: Function, in file: SourceFile) -> Returns? {
        let returnWords = function.returns.filter { file.kind($0) == .identifier }.map { file.text($0) }
        if returnWords.contains("View") || returnWords.contains("Text") { return .view }
        if returnWords.contains("Font") { return .font }
        // A `UIFont` helper is UIKit's until it is handed to `Font(...)`, which is read where it is.
        return returnWords.contains("UIFont") || returnWords.contains("NSFont") ? .uiKitFont : nil
    }

    private static func helper(_ function: Function, in file: SourceFile, tables: [FontSizeTable])
        -> FixedFontHelper?
    {
        guard let returns = returns(function, in: file) else { return nil }
        var sizeParameter: Parameter?
        var steps: [String: Double] = [:]
        for index in function.body {
            guard file.kind(index) == .identifier else { continue }
            if isScalingWord(index, in: file) { return nil }
            guard isSizeLabel(index, in: file), file.kind(index + 1) == .colon, file.kind(index + 2) == .identifier,
                isFixedSizeLabel(index, in: file)
            else {
                if file.tokenIs(index, "size"), calleeName(enclosing: index, in: file) == "custom" { return nil }
                continue
            }
            // `ofSize: fontSize(of: style)`: a step of the app's type scale the helper is given.
            if sizeParameter == nil, let step = stepParameter(at: index + 2, of: function, in: file, tables: tables) {
                sizeParameter = step.parameter
                steps = step.sizes
                continue
            }
            guard let next = file.kind(index + 3), next == .rightParen || next == .comma else { continue }
            let value = file.text(index + 2)
            if sizeParameter == nil { sizeParameter = function.parameters.first { $0.name == value } }
        }
        guard let sizeParameter else { return nil }
        return made(function, parameter: sizeParameter, returns: returns, steps: steps, in: file)
    }

    /// The helper `function` is, given its size (or step) through `parameter`: a modifier type is
    /// made with it by its label, and keeps its default size when made without.
    private static func made(
        _ function: Function, parameter: Parameter, returns: Returns, steps: [String: Double], in file: SourceFile
    ) -> FixedFontHelper? {
        guard let members = function.members else {
            return FixedFontHelper(
                name: function.name, label: parameter.label, isModifier: returns == .view,
                makesUIKitFont: returns == .uiKitFont, steps: steps,
                defaultSize: steps.isEmpty ? parameter.defaultSize : nil)
        }
        guard let label = parameter.label else { return nil }
        return FixedFontHelper(
            name: function.name, label: label, isModifier: true, steps: steps, isModifierType: true,
            defaultSize: steps.isEmpty ? defaultValue(of: label, in: members, of: file) : nil)
    }

    /// The parameter a size at token `value` asks one of `tables` for (`fontSize(of: style)`,
    /// `Self.fontSize(style)`, `style.pointSize`, `style.config.size`), with the table's sizes and
    /// the last token of the asking.
    private static func stepParameter(
        at value: Int, of function: Function, in file: SourceFile, tables: [FontSizeTable]
    ) -> (parameter: Parameter, sizes: [String: Double], end: Int)? {
        guard !tables.isEmpty, let asking = tableAsked(at: value, of: function, in: file),
            let table = tables.first(where: asking.table.names)
        else { return nil }
        return (asking.parameter, table.sizes, asking.end)
    }

    /// The table a size at token `value` asks, by name, for one of `function`'s parameters, and
    /// the last token of the asking; whether the app has such a table is for its files to say.
    private static func tableAsked(at value: Int, of function: Function, in file: SourceFile) -> (
        parameter: Parameter, table: PendingFontHelper.Table, end: Int
    )? {
        var callee = value
        while file.kind(callee + 1) == .period, file.kind(callee + 2) == .identifier { callee += 2 }
        if file.kind(callee + 1) == .leftParen, let call = file.call(at: callee), call.arguments.count == 1,
            let argument = call.arguments.first, argument.value.count == 1,
            let parameter = function.parameters.first(where: { $0.name == file.text(argument.value.lowerBound) })
        {
            let table = PendingFontHelper.Table(
                name: file.text(callee), label: argument.label.map(file.text), isProperty: false)
            return (parameter, table, call.end)
        }
        // `style.pointSize`, `style.config.size`: a property of the step the helper is given.
        guard callee > value, file.kind(callee + 1) != .leftParen,
            let parameter = function.parameters.first(where: { $0.name == file.text(value) })
        else { return nil }
        let name = stride(from: value + 2, through: callee, by: 2).map { file.text($0) }.joined(separator: ".")
        let table = PendingFontHelper.Table(name: name, label: nil, isProperty: true, owner: parameter.type)
        return (parameter, table, callee)
    }

    /// Types a size or a step of a type scale is never given as: a parameter of one is handed on
    /// for something else (`Text(title)`, `.foregroundStyle(color)`).
    private static let typesOfNoSize: Set<String> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "Bool", "Color", "Image", "Binding", "Font",
        "UIFont", "NSFont", "URL", "Date", "Data", "UUID", "Text", "AnyView", "some", "any", "Array", "Set",
        "Dictionary", "Namespace", "ShapeStyle", "Alignment", "Edge", "Axis", "EdgeInsets", "UIColor", "NSColor",
        "UIImage", "NSImage",
    ]

    /// `function`, when it hands one of its parameters on the way a helper of another file would
    /// make a fixed-size font of (`Font(uiFont(style))`, `UIFont(name: n, size: style.config.size)`,
    /// `.modifier(BNTextStyle(style: style))`): what it hands on, and to what.
    private static func pending(_ function: Function, in file: SourceFile) -> PendingFontHelper? {
        guard let returns = returns(function, in: file) else { return nil }
        let candidates = function.parameters.filter { !typesOfNoSize.contains($0.type ?? "some") }
        guard !candidates.isEmpty else { return nil }
        var hands: [PendingFontHelper.Hand] = []
        func hand(_ parameter: Parameter, _ target: PendingFontHelper.Target) {
            let hand = PendingFontHelper.Hand(
                label: parameter.label, namesASize: TokenDefinitionFinder.containsFolded(parameter.name, "size"),
                target: target, defaultSize: function.isModifierType ? nil : parameter.defaultSize)
            if !hands.contains(hand) { hands.append(hand) }
        }
        for index in function.body {
            if isScalingWord(index, in: file) { return nil }
            guard file.kind(index) == .identifier else { continue }
            if isSizeLabel(index, in: file), file.kind(index + 1) == .colon, file.kind(index + 2) == .identifier {
                if file.tokenIs(index, "size"), calleeName(enclosing: index, in: file) == "custom" { return nil }
                guard isFixedSizeLabel(index, in: file) else { continue }
                if let asking = tableAsked(at: index + 2, of: function, in: file),
                    candidates.contains(where: { $0.name == asking.parameter.name })
                {
                    hand(asking.parameter, .table(asking.table))
                }
            } else if file.kind(index + 1) == .leftParen, let call = file.call(at: index) {
                // `.font(style.font)`: the font a value of the app's font-value type keeps, a step of
                // its scale when that font is made at the value's size (`ValueFont`).
                if file.tokenIs(index, "font") || file.tokenIs(index, "Font"), call.arguments.count == 1,
                    let argument = call.arguments.first,
                    argument.value.count >= 3,
                    let asking = tableAsked(at: argument.value.lowerBound, of: function, in: file),
                    asking.table.isProperty, asking.end == argument.value.upperBound - 1,
                    candidates.contains(where: { $0.name == asking.parameter.name })
                {
                    hand(asking.parameter, .table(asking.table))
                }
                for argument in call.arguments where argument.value.count == 1 {
                    let value = argument.value.lowerBound
                    guard file.kind(value) == .identifier,
                        let parameter = candidates.first(where: { file.tokenIs(value, named: $0.name) })
                    else { continue }
                    let madeIntoFont = calleeName(enclosing: index, in: file) == "Font"
                    hand(
                        parameter,
                        .helper(
                            name: file.text(index), label: argument.label.map(file.text), madeIntoFont: madeIntoFont))
                }
            }
        }
        guard !hands.isEmpty else { return nil }
        return PendingFontHelper(
            name: function.name, isModifier: returns == .view || function.isModifierType,
            makesUIKitFont: returns == .uiKitFont && !function.isModifierType,
            isModifierType: function.isModifierType, hands: hands)
    }

    /// `function` as a helper when it passes one of its parameters, as the size, to one of
    /// `helpers` (`.fontWithSize(size, weight: .bold)`, `brand(size: points)`), or the size one of
    /// `tables` gives for it (`.brand(weight, size: Fonts.getSize(for: textStyle))`: a helper
    /// given a step of the app's type scale).
    private static func handsOn(
        _ function: Function, to helpers: [FixedFontHelper], in file: SourceFile, tables: [FontSizeTable]
    ) -> FixedFontHelper? {
        guard let returns = returns(function, in: file) else { return nil }
        for index in function.body where file.kind(index) == .identifier && file.kind(index + 1) == .leftParen {
            if isScalingWord(index, in: file) { return nil }
            guard helpers.contains(where: { file.tokenIs(index, named: $0.name) }) else { continue }
            let madeIntoFont = calleeName(enclosing: index, in: file) == "Font"
            let named = helpers.filter {
                file.tokenIs(index, named: $0.name) && $0.fits(returns: returns, madeIntoFont: madeIntoFont)
            }
            guard !named.isEmpty, let call = file.call(at: index) else { continue }
            // `font(of: style)` where the app has both `font(of size: CGFloat)` and `font(of style:
            // Style)`: a parameter named for a size is a size, any other a step of the scale.
            var found: (helper: FixedFontHelper, parameter: Parameter, steps: [String: Double])?
            // One called without a label only when none called by its label is: overloads share a
            // name across types.
            for helper in inCallOrder(named) {
                if helper.label == nil, found?.helper.label != nil { break }
                let size = call.arguments.first { argument in argument.label.map(file.text) == helper.label }
                guard let size else { continue }
                // A helper given a size, handed the size a table gives for a step: a step helper.
                if helper.steps.isEmpty, size.value.count > 1,
                    let step = stepParameter(at: size.value.lowerBound, of: function, in: file, tables: tables),
                    step.end == size.value.upperBound - 1
                {
                    if found == nil { found = (helper, step.parameter, step.sizes) }
                    continue
                }
                guard size.value.count == 1, file.kind(size.value.lowerBound) == .identifier,
                    let parameter = function.parameters.first(where: { $0.name == file.text(size.value.lowerBound) })
                else { continue }
                let namesASize = TokenDefinitionFinder.containsFolded(parameter.name, "size")
                if found == nil || helper.steps.isEmpty == namesASize { found = (helper, parameter, helper.steps) }
            }
            guard let (_, parameter, steps) = found else { continue }
            // A helper made of a UIKit one makes a UIKit font too, unless it hands it to `Font(...)`.
            return made(function, parameter: parameter, returns: returns, steps: steps, in: file)
        }
        return nil
    }

    /// The literal size a UIKit font in `range` is made at and keeps (`UIFont.systemFont(ofSize:
    /// 15)`, `UIFont(name: "Inter", size: 15)!`, an app's `UIFont.brand(ofSize: 15)`): its index.
    /// Nil when there is none, or when the font is scaled (`UIFontMetrics`, `preferredFont`).
    static func fixedUIKitSize(in range: Range<Int>, of file: SourceFile) -> Int? {
        var found: Int?
        for index in range where file.kind(index) == .identifier {
            if isScalingWord(index, in: file) { return nil }
            guard found == nil, file.tokenIs(index, "ofSize") || file.tokenIs(index, "size"),
                file.kind(index + 1) == .colon,
                let kind = file.kind(index + 2), kind == .integerLiteral || kind == .floatLiteral
            else { continue }
            // `UIFont(name:size:)` and `ofSize:` only: `Font(CTFontCreateWithName(...))` aside.
            if file.tokenIs(index, "size") {
                let callee = calleeName(enclosing: index, in: file)
                guard callee == "UIFont" || callee == "NSFont" else { continue }
            }
            found = index + 2
        }
        return found
    }

    /// The name before the `(` that encloses token `index`.
    static func calleeName(enclosing index: Int, in file: SourceFile) -> String? {
        var depth = 0
        var cursor = index - 1
        while cursor >= 0, index - cursor < 64 {
            if let kind = file.kind(cursor) {
                if kind.isClosingBracket {
                    depth += 1
                } else if kind.isOpeningBracket {
                    if depth == 0 {
                        return kind == .leftParen && file.kind(cursor - 1) == .identifier ? file.text(cursor - 1) : nil
                    }
                    depth -= 1
                }
            }
            cursor -= 1
        }
        return nil
    }
}
