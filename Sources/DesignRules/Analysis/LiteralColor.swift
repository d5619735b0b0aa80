import SwiftLexer

/// The red, green and blue (0...1) of a colour written out in code: `Color(red: 0.2, green: 0.4,
/// blue: 0.9)`, `Color(red: 200 / 255, ...)`, `Color(white: 0.95)`, `Color(hex: 0x00AEEF)`,
/// `.hex("#00AEEF")`, `UIColor(red: 51, green: 102, blue: 230, alpha: 1)` (components over 1 read
/// as 0...255). Used to say which of the app's palette colours a literal repeats.
struct LiteralColor: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    /// Two colours no one could tell apart: every channel within 3 in 255.
    func isNearly(_ other: LiteralColor) -> Bool {
        let tolerance = 3.0 / 255
        return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance
    }

    /// The colour of the first call at or just after token `start` (`Color(...)`, `Color.hex(...)`,
    /// `.hex(...)`, `UIColor(...)`, `#colorLiteral(...)`), when it is written out.
    static func read(at start: Int, in file: SourceFile) -> LiteralColor? {
        var open = start
        while open < start + 4, file.kind(open) != .leftParen { open += 1 }
        guard file.kind(open) == .leftParen, open > 0, let call = file.call(at: open - 1) else { return nil }
        var components: [String: Double] = [:]
        for argument in call.arguments {
            let label = argument.label.map { file.text($0) } ?? ""
            if label.isEmpty || label == "hex" || label == "hexString" || label == "hexadecimal" || label == "rgb" {
                if let hex = hexValue(argument.value, in: file) { return hex }
                continue
            }
            guard let value = ConstantArithmetic.value(of: argument.value, in: file) else { continue }
            components[label] = value
        }
        if let white = components["white"] {
            return LiteralColor(red: white, green: white, blue: white)
        }
        guard let red = components["red"] ?? components["displayP3Red"], let green = components["green"],
            let blue = components["blue"]
        else { return nil }
        let scale = max(red, green, blue) > 1 ? 255.0 : 1
        return LiteralColor(red: red / scale, green: green / scale, blue: blue / scale)
    }

    /// `0x00AEEF`, `"#00AEEF"`, `"00AEEF"`, `"#0AE"`: six or eight hex digits (three with `#`).
    static func hexValue(_ range: Range<Int>, in file: SourceFile) -> LiteralColor? {
        guard range.count == 1 else { return nil }
        var text = Substring(file.text(range.lowerBound))
        switch file.kind(range.lowerBound) {
        case .integerLiteral?:
            guard text.hasPrefix("0x") else { return nil }
            text = text.dropFirst(2)
        case .stringLiteral?:
            text = text.dropFirst().dropLast()
            if text.hasPrefix("#") {
                text = text.dropFirst()
                if text.count == 3 { text = Substring(text.flatMap { [$0, $0] }) }
            }
        default:
            return nil
        }
        guard text.count == 6 || text.count == 8, text.allSatisfy(\.isHexDigit),
            let value = UInt32(text.prefix(6), radix: 16)
        else { return nil }
        return LiteralColor(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255)
    }
}

/// A colour of the app's palette written out where it is defined (`Palette.accent`).
struct PaletteColor: Equatable, Sendable {
    var reference: String
    var color: LiteralColor
}
