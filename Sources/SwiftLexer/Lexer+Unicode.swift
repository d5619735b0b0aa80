extension Scanner {
    /// Decodes the UTF-8 scalar at `index`; nil for malformed or truncated UTF-8,
    /// overlong forms and surrogates.
    func decodeScalar(at index: Int) -> (UInt32, Int)? {
        let lead = base[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF:
            length = 2
            scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            scalar = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= count else { return nil }
        for offset in 1..<length {
            let byte = base[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return nil }
        return (scalar, length)
    }
}

/// Character classes of the Swift lexical grammar beyond ASCII.
enum Unicode {
    /// > operator-head: U+00A1–U+00A7, U+00A9, U+00AB, U+00AC, U+00AE, U+00B0–U+00B1,
    /// > U+00B6, U+00BB, U+00BF, U+00D7, U+00F7, U+2016–U+2017, U+2020–U+2027,
    /// > U+2030–U+203E, U+2041–U+2053, U+2055–U+205E, U+2190–U+23FF, U+2500–U+2775,
    /// > U+2794–U+2BFF, U+2E00–U+2E7F, U+3001–U+3003, U+3008–U+3020, U+3030
    static func isOperatorCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
            0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
            0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    /// > operator-character: operator-head | U+0300–U+036F | U+1DC0–U+1DFF
    /// > | U+20D0–U+20FF | U+FE00–U+FE0F | U+FE20–U+FE2F | U+E0100–U+E01EF
    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Characters that may not appear in identifiers: whitespace and
    /// separators Swift rejects (no-break space, line and paragraph separators,
    /// BOM in the middle of a file) and operator characters.
    static func isIdentifierCharacter(_ scalar: UInt32) -> Bool {
        if isOperatorCharacter(scalar) { return false }
        switch scalar {
        case 0x80...0xA0, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return false
        default:
            return true
        }
    }

    /// > identifier-head excludes the combining marks that may only continue one.
    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        guard isIdentifierCharacter(scalar) else { return false }
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return false
        default: return true
        }
    }
}
