import SwiftLexer

/// Evaluates arithmetic written with numbers alone (`200.0 / 255.0`, `(16 * 3) / 255`,
/// `CGFloat(34) / 255`), as a colour's components are often written; nil when anything else
/// (a name, a call, a string) takes part.
struct ConstantArithmetic {
    let file: SourceFile
    let range: Range<Int>
    private var cursor: Int

    init(file: SourceFile, range: Range<Int>) {
        self.file = file
        self.range = range
        cursor = range.lowerBound
    }

    /// The value of `range` in `file`, when it is such arithmetic.
    static func value(of range: Range<Int>, in file: SourceFile) -> Double? {
        var parser = ConstantArithmetic(file: file, range: range)
        return parser.parse()
    }

    /// The value, when the whole range is such arithmetic.
    mutating func parse() -> Double? {
        guard let value = sum(), cursor == range.upperBound else { return nil }
        return value
    }

    private func isOperator(_ text: StaticString) -> Bool {
        cursor < range.upperBound && file.kind(cursor) == .operator && file.tokenIs(cursor, text)
    }

    private mutating func sum() -> Double? {
        guard var value = product() else { return nil }
        while isOperator("+") || isOperator("-") {
            let adds = isOperator("+")
            cursor += 1
            guard let next = product() else { return nil }
            value = adds ? value + next : value - next
        }
        return value
    }

    private mutating func product() -> Double? {
        guard var value = operand() else { return nil }
        while isOperator("*") || isOperator("/") {
            let multiplies = isOperator("*")
            cursor += 1
            guard let next = operand() else { return nil }
            if !multiplies, next == 0 { return nil }
            value = multiplies ? value * next : value / next
        }
        return value
    }

    /// A number, `-number`, `(sum)` or `CGFloat(sum)`/`Double(sum)`/`Float(sum)`.
    private mutating func operand() -> Double? {
        guard cursor < range.upperBound, let kind = file.kind(cursor) else { return nil }
        if kind == .operator, file.tokenIs(cursor, "-") {
            cursor += 1
            return operand().map { -$0 }
        }
        if kind == .integerLiteral || kind == .floatLiteral {
            defer { cursor += 1 }
            return file.numberValue(cursor)
        }
        var open = cursor
        if kind == .identifier {
            guard file.tokenIs(cursor, "CGFloat") || file.tokenIs(cursor, "Double") || file.tokenIs(cursor, "Float")
            else { return nil }
            open = cursor + 1
        }
        guard file.kind(open) == .leftParen, let close = file.match(open), close < range.upperBound else { return nil }
        var inner = ConstantArithmetic(file: file, range: (open + 1)..<close)
        guard let value = inner.parse() else { return nil }
        cursor = close + 1
        return value
    }
}
