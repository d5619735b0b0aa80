import SwiftLexer

/// An app's type scale kept as a `switch` of fixed point sizes over its own style enum:
/// `static func fontSize(of style: Style) -> CGFloat { switch style { case .body: return 17 ... } }`
/// or `var pointSize: CGFloat { switch self { case .caption: 12 ... } }`. A font made at one of its
/// sizes (`.system(size: UIFont.fontSize(of: .title2))`, `UIFont.font(of: .text3)` through a
/// helper that asks it) is as fixed as the number: the scale is the app's, not the reader's.
public struct FontSizeTable: Sendable, Hashable, Comparable {
    /// The function's or property's name.
    public let name: String
    /// The label a call gives the style (`of` in `fontSize(of:)`); nil for `_` and for a property.
    public let label: String?
    /// A computed property of the style enum (`style.pointSize`), not a function given one.
    public let isProperty: Bool
    /// Each case's size, by case name.
    public let sizes: [String: Double]

    init(name: String, label: String?, isProperty: Bool, sizes: [String: Double]) {
        self.name = name
        self.label = label
        self.isProperty = isProperty
        self.sizes = sizes
    }

    public static func < (lhs: FontSizeTable, rhs: FontSizeTable) -> Bool {
        lhs.canonicalText < rhs.canonicalText
    }

    /// How it goes into the analyzer's identity: `fontSize(of:)=body:17,caption:12`.
    var canonicalText: String {
        let steps = sizes.sorted { $0.key < $1.key }.map { "\($0.key):\(formatScaleValue($0.value))" }
        return "\(name)\(isProperty ? "" : "(\(label ?? "_"):)")=" + steps.joined(separator: ",")
    }

    /// The fewest cases a scale has: two sizes picked by a flag are a choice, not a type scale.
    static let fewestSteps = 3
    /// The sizes a text scale spans: below is no text, above is a display figure.
    static let sizeRange = 6.0...120.0

    /// Whether `bytes` may declare a table: a `switch`, or constants, and a name that says size.
    /// Read without lexing, as the token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        (containsBytes(bytes, "switch ") || containsBytes(bytes, "static "))
            && (containsBytes(bytes, "ize") || containsBytes(bytes, "IZE"))
    }

    /// The labels that give a font value its size (`ExtendedUIFont(name: n, size: 16)`).
    static let sizeLabels: Set<String> = ["size", "fontSize", "pointSize"]

    /// An app's type scale kept as constants of its own font-value type: `struct Body { static let
    /// medium: ExtendedUIFont = ExtendedUIFont(name: fontMedium, size: 16, lineHeight: 21.6) }`.
    /// Read as the table `ExtendedUIFont.size`, a property of the type asked of a value of it
    /// (`font.size` of a `font: ExtendedUIFont`), keyed as a caller names each constant: `Body.medium`
    /// (`.font(.Body.medium)`), or `medium` for one the type itself holds.
    static func valueTables(in file: SourceFile, declarations: Declarations) -> [FontSizeTable] {
        var tables: [String: [String: Double]] = [:]
        for index in file.tokens.indices where file.tokenIs(index, "static") {
            guard file.tokenIs(index + 1, "let"), file.kind(index + 2) == .identifier else { continue }
            var equals = index + 3
            var type: String?
            if file.kind(equals) == .colon, file.kind(equals + 1) == .identifier {
                // `Typography.FontStyle`: a nested type, by its own name.
                let name = typeNameEnd(from: equals + 1, in: file)
                type = file.text(name)
                equals = name + 1
            }
            guard file.tokenIs(equals, "="), file.kind(equals + 1) == .identifier, file.startsUppercase(equals + 1)
            else { continue }
            let callee = typeNameEnd(from: equals + 1, in: file)
            guard type == nil || type == file.text(callee), let call = file.call(at: callee) else { continue }
            let valueType = file.text(callee)
            guard !["Font", "UIFont", "NSFont", "Color", "CGFloat", "Double"].contains(valueType),
                let size = call.arguments.first(where: { sizeLabels.contains($0.label.map(file.text) ?? "") }),
                size.value.count == 1, let kind = file.kind(size.value.lowerBound),
                kind == .integerLiteral || kind == .floatLiteral, let value = Double(file.text(size.value.lowerBound)),
                let label = size.label.map(file.text)
            else { continue }
            // The innermost type or extension holding it, by its own name (`Body` of `ExtendedUIFont.Body`).
            let owner = declarations.all.last { $0.brace < index && index < $0.close }.flatMap {
                $0.name.split(separator: ".").last.map(String.init)
            }
            let key = owner == nil || owner == valueType ? file.text(index + 2) : owner! + "." + file.text(index + 2)
            tables[valueType + "." + label, default: [:]][key] = value
        }
        return tables.compactMap { name, sizes in
            guard sizes.count >= fewestSteps, sizes.values.allSatisfy(sizeRange.contains), Set(sizes.values).count > 1
            else { return nil }
            return FontSizeTable(name: name, label: nil, isProperty: true, sizes: sizes)
        }
    }

    /// The last name of a type path starting at `start` (`FontStyle` of `Typography.FontStyle`):
    /// the names that start uppercase, so a member (`Font.system`) is not taken for one.
    static func typeNameEnd(from start: Int, in file: SourceFile) -> Int {
        var end = start
        while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier, file.startsUppercase(end + 2) {
            end += 2
        }
        return end
    }

    /// The tables `file` declares.
    static func declared(in file: SourceFile, declarations: Declarations) -> [FontSizeTable] {
        var tables: [FontSizeTable] = valueTables(in: file, declarations: declarations)
        var index = 0
        while index < file.tokens.count {
            defer { index += 1 }
            guard file.kind(index) == .keyword, file.tokenIs(index, "func") || file.tokenIs(index, "var"),
                file.kind(index + 1) == .identifier
            else { continue }
            if let table = tupleTable(at: index, in: file) {
                tables.append(table.table)
                index = table.end
                continue
            }
            guard TokenDefinitionFinder.containsFolded(file.text(index + 1), "size") else { continue }
            if file.tokenIs(index, "func"), file.kind(index + 2) == .leftParen, let close = file.match(index + 2),
                case let parameters = FixedFontHelper.parameters(in: file, open: index + 2, close: close),
                parameters.count == 1, let parameter = parameters.first,
                let body = FixedFontHelper.bodyOpen(in: file, after: close), let end = file.match(body)
            {
                if let sizes = sizes(switchingOn: parameter.name, in: file, body: body, end: end) {
                    tables.append(
                        FontSizeTable(
                            name: file.text(index + 1), label: parameter.label, isProperty: false, sizes: sizes))
                }
                index = end
            } else if file.tokenIs(index, "var"), file.kind(index + 2) == .colon,
                let body = FixedFontHelper.bodyOpen(in: file, after: index + 2), let end = file.match(body)
            {
                if let sizes = sizes(switchingOn: "self", in: file, body: body, end: end) {
                    tables.append(FontSizeTable(name: file.text(index + 1), label: nil, isProperty: true, sizes: sizes))
                }
                index = end
            }
        }
        return tables
    }

    /// `var config: (weight: Weight, size: CGFloat, lineHeight: CGFloat) { switch self { case .b2m:
    /// (.medium, 16, 1.25) ... } }`: a style enum's table of tuples, one of whose elements is named
    /// for a size. Read as the table `config.size`, as a caller reads it (`style.config.size`).
    private static func tupleTable(at index: Int, in file: SourceFile) -> (table: FontSizeTable, end: Int)? {
        guard file.tokenIs(index, "var"), file.kind(index + 2) == .colon, file.kind(index + 3) == .leftParen,
            let close = file.match(index + 3),
            case let labels = file.splitArguments(from: index + 4, to: close).map({ $0.label.map(file.text) }),
            let position = labels.firstIndex(where: {
                $0.map { TokenDefinitionFinder.containsFolded($0, "size") } ?? false
            }),
            let label = labels[position], let body = FixedFontHelper.bodyOpen(in: file, after: close),
            let end = file.match(body)
        else { return nil }
        guard let sizes = sizes(switchingOn: "self", in: file, body: body, end: end, element: position) else {
            return nil
        }
        return (
            FontSizeTable(name: file.text(index + 1) + "." + label, label: nil, isProperty: true, sizes: sizes), end
        )
    }

    /// The sizes of a body that is a `switch subject` whose every case gives a number: `case .a: 11`,
    /// `case .a: return 11`, `case .a, .b: size = 11`; or, for a table of tuples, a tuple whose
    /// `element` is one (`case .a: (.bold, 11, 1.2)`). Nil for anything else.
    private static func sizes(
        switchingOn subject: String, in file: SourceFile, body: Int, end: Int, element: Int? = nil
    ) -> [String: Double]? {
        var cursor = body + 1
        while cursor < end, !file.tokenIs(cursor, "switch") { cursor += 1 }
        guard cursor < end, file.kind(cursor + 1) == .identifier || file.kind(cursor + 1) == .keyword,
            file.text(cursor + 1) == subject, file.kind(cursor + 2) == .leftBrace, let close = file.match(cursor + 2)
        else { return nil }
        var sizes: [String: Double] = [:]
        var labels: [String] = []
        var caseStart: Int?
        var position = cursor + 3
        func closeCase(at limit: Int) -> Bool {
            guard let start = caseStart else { return true }
            guard let value = caseValue(from: start, to: limit, in: file, element: element) else { return false }
            for name in labels { sizes[name] = value }
            return true
        }
        while position < close {
            if file.tokenIs(position, "case") {
                guard closeCase(at: position) else { return nil }
                labels = []
                position += 1
                // `.title, .largeTitle:`: implicit cases only; a bound value is no fixed step.
                while file.kind(position) == .period, file.kind(position + 1) == .identifier {
                    labels.append(file.text(position + 1))
                    position += 2
                    guard file.kind(position) == .comma else { break }
                    position += 1
                }
                guard file.kind(position) == .colon, !labels.isEmpty else { return nil }
                caseStart = position + 1
            } else if file.tokenIs(position, "default") {
                // `@unknown default:` (a `Font.TextStyle` switched on): the case before ends at the attribute.
                let end =
                    file.kind(position - 1) == .attribute && file.tokenIs(position - 1, "@unknown")
                    ? position - 1 : position
                guard closeCase(at: end) else { return nil }
                labels = []
                caseStart = nil
            } else if let kind = file.kind(position), kind.isOpeningBracket, let match = file.match(position) {
                position = match
            }
            position += 1
        }
        guard closeCase(at: close), sizes.count >= fewestSteps, sizes.values.allSatisfy(sizeRange.contains),
            Set(sizes.values).count > 1
        else { return nil }
        return sizes
    }

    /// The number a case's statements give: `11`, `return 11`, `size = 11`, `self = 11`; or the
    /// element of that place in a tuple (`(.bold, 11, 1.2)`).
    private static func caseValue(from start: Int, to limit: Int, in file: SourceFile, element: Int?) -> Double? {
        var first = start
        if file.tokenIs(first, "return") {
            first += 1
        } else if file.kind(first + 1) != nil, file.tokenIs(first + 1, "=") {
            first += 2
        }
        if let element {
            // `(.bold, 11, 1.2)`, a label before each element or not.
            guard file.kind(first) == .leftParen, let close = file.match(first), close + 1 == limit,
                case let elements = file.splitArguments(from: first + 1, to: close), element < elements.count,
                case let value = elements[element].value, value.count == 1, let kind = file.kind(value.lowerBound),
                kind == .integerLiteral || kind == .floatLiteral
            else { return nil }
            return Double(file.text(value.lowerBound))
        }
        guard first + 1 == limit, let kind = file.kind(first), kind == .integerLiteral || kind == .floatLiteral
        else { return nil }
        return Double(file.text(first))
    }
}

extension Sequence where Element == FontSizeTable {
    /// The size `range` names through one of these tables, and the token that names the step:
    /// `UIFont.fontSize(of: .title2)`, `fontSize(.body)`, `style.pointSize` for a case
    /// `Style.caption.pointSize`, `.caption.pointSize`. Nil when none does, or the tables of that
    /// name disagree.
    func size(in range: Range<Int>, of file: SourceFile) -> (value: Double, anchor: Int)? {
        guard range.count >= 3 else { return nil }
        let last = range.upperBound - 1
        // `Style.caption.pointSize`, `.caption.pointSize`, `.caption.config.size`: a property of the case.
        if file.kind(last) == .identifier, file.kind(last - 1) == .period {
            for depth in 1...2 {
                let step = last - 2 * depth
                guard step - 1 >= range.lowerBound, file.kind(step) == .identifier, file.kind(step - 1) == .period
                else { break }
                let name = stride(from: step + 2, through: last, by: 2).map { file.text($0) }.joined(separator: ".")
                // `FontStyle.heading3.font`: a constant of the app's font-value type, asked by the type's name.
                let owned =
                    step - 2 >= range.lowerBound && file.startsUppercase(step - 2)
                    ? file.text(step - 2) + "." + name : nil
                if let found = agreed(
                    step: file.text(step), anchor: step, { $0.isProperty && ($0.name == name || $0.name == owned) })
                {
                    return found
                }
            }
        }
        // `UIFont.fontSize(of: .title2)`: a call of the table given a case.
        guard file.kind(last) == .rightParen, let open = file.match(last), file.kind(open - 1) == .identifier,
            open - 1 >= range.lowerBound, let call = file.call(at: open - 1), call.arguments.count == 1,
            let argument = call.arguments.first
        else { return nil }
        let value = argument.value
        guard file.kind(value.upperBound - 1) == .identifier, file.kind(value.upperBound - 2) == .period else {
            return nil
        }
        let name = file.text(open - 1)
        let label = argument.label.map(file.text)
        return agreed(step: file.text(value.upperBound - 1), anchor: value.upperBound - 1) {
            !$0.isProperty && $0.name == name && $0.label == label
        }
    }

    private func agreed(step: String, anchor: Int, _ matches: (FontSizeTable) -> Bool) -> (value: Double, anchor: Int)?
    {
        let values = filter(matches).compactMap { $0.sizes[step] }
        guard let value = values.first, values.allSatisfy({ $0 == value }) else { return nil }
        return (value, anchor)
    }
}
