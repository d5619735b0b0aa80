extension Scanner {
    // MARK: Numbers

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    /// > integer-literal: binary, octal, decimal or hexadecimal, `_` allowed after the first digit.
    /// > floating-point-literal: decimal-literal decimal-fraction? decimal-exponent?
    /// >                       | hexadecimal-literal hexadecimal-fraction? hexadecimal-exponent
    mutating func lexNumber() {
        let start = pos
        let column = pos - lineStart + 1
        // `t.0.1` is two tuple indexes, not the float `0.1`.
        let afterMemberDot = lastKind == .period && lastEnd == start
        var kind = TokenKind.integerLiteral
        if base[pos] == ASCII.zero, let radix = radixPrefix(peek(1)) {
            pos += 2
            let digitsStart = pos
            while pos < count, radix.accepts(base[pos]) || (base[pos] == ASCII.underscore && pos > digitsStart) {
                pos += 1
            }
            if pos == digitsStart { kind = .error }
            if radix == .hexadecimal, !afterMemberDot, kind == .integerLiteral {
                let dot = pos
                if peek() == ASCII.dot, Scanner.isHexDigit(peek(1)) {
                    pos += 1
                    while pos < count, Scanner.isHexDigit(base[pos]) || base[pos] == ASCII.underscore { pos += 1 }
                    kind = .floatLiteral
                }
                if peek() | 0x20 == 0x70 {  // p or P
                    kind = scanExponent() ? .floatLiteral : .error
                } else if kind == .floatLiteral {
                    if Scanner.isDigit(base[dot + 1]) {
                        kind = .error  // a hexadecimal fraction needs an exponent
                    } else {
                        // As swiftc does: `0xFF.description` is a member of the integer `0xFF`.
                        pos = dot
                        kind = .integerLiteral
                    }
                }
            }
        } else {
            while pos < count, Scanner.isDigit(base[pos]) || base[pos] == ASCII.underscore { pos += 1 }
            if !afterMemberDot {
                if peek() == ASCII.dot, Scanner.isDigit(peek(1)) {
                    pos += 1
                    while pos < count, Scanner.isDigit(base[pos]) || base[pos] == ASCII.underscore { pos += 1 }
                    kind = .floatLiteral
                }
                if peek() | 0x20 == 0x65 {  // e or E
                    kind = scanExponent() ? .floatLiteral : .error
                }
            }
        }
        // `12px` or `0xZZ` are not Swift: keep the whole word as one error token.
        if pos < count, classes[Int(base[pos])] & ByteClass.identifierBody != 0 {
            scanIdentifierBody()
            kind = .error
        }
        emit(kind, from: start, line: line, column: column)
    }

    /// Consumes `e`/`p`, an optional sign and digits; false when no digit follows.
    mutating func scanExponent() -> Bool {
        pos += 1
        if peek() == ASCII.plus || peek() == ASCII.minus { pos += 1 }
        let digitsStart = pos
        while pos < count, Scanner.isDigit(base[pos]) || (base[pos] == ASCII.underscore && pos > digitsStart) {
            pos += 1
        }
        return pos > digitsStart
    }

    enum Radix {
        case binary, octal, hexadecimal
        @inline(__always) func accepts(_ byte: UInt8) -> Bool {
            switch self {
            case .binary: return byte == 0x30 || byte == 0x31
            case .octal: return byte >= 0x30 && byte <= 0x37
            case .hexadecimal: return Scanner.isHexDigit(byte)
            }
        }
    }

    func radixPrefix(_ byte: UInt8) -> Radix? {
        switch byte {
        case 0x62: return .binary  // b
        case 0x6F: return .octal  // o
        case 0x78: return .hexadecimal  // x
        default: return nil
        }
    }

    // MARK: Strings

    /// Lexes a string literal whose opening delimiter (`hashes` times `#`, then
    /// `"` or `"""`) starts at `pos`, and emits it as one token.
    mutating func lexString(hashes: Int) {
        let start = pos
        let startLine = line
        let column = pos - lineStart + 1
        let multiline = peek(hashes + 1) == ASCII.quote && peek(hashes + 2) == ASCII.quote
        let terminated = scanString(hashes: hashes)
        let kind: TokenKind = terminated ? (multiline ? .multilineStringLiteral : .stringLiteral) : .error
        emit(kind, from: start, line: startLine, column: column, flags: hashes > 0 ? .raw : [])
    }

    /// Consumes a whole string literal from its opening delimiter at `pos`.
    /// Returns false for an unterminated one, leaving `pos` at the line break
    /// (single-line) or the end of input (multi-line) where it gave up.
    ///
    /// > In a raw string, `\` starts an escape only when followed by as many `#`
    /// > as delimit the string: `#"\#(x)"#` interpolates, `#"\(x)"#` does not.
    mutating func scanString(hashes: Int) -> Bool {
        pos += hashes
        let multiline = peek(1) == ASCII.quote && peek(2) == ASCII.quote
        pos += multiline ? 3 : 1
        while pos < count {
            let byte = base[pos]
            switch byte {
            case ASCII.backslash:
                var escapeHashes = 0
                while escapeHashes < hashes, peek(1 + escapeHashes) == ASCII.pound { escapeHashes += 1 }
                guard escapeHashes == hashes else {
                    pos += 1
                    continue
                }
                pos += 1 + hashes
                guard pos < count else { return false }
                if base[pos] == ASCII.leftParen {
                    pos += 1
                    if !scanInterpolation(multiline: multiline) { return false }
                } else if base[pos] == ASCII.lineFeed || base[pos] == ASCII.carriageReturn {
                    if !multiline { return false }
                    consumeNewline()  // a line continuation in a multi-line string
                } else {
                    pos += 1  // `\n`, `\"`, `\\`, `\u{...}`: the braces of `\u` hold no quote
                }
            case ASCII.quote:
                if closesString(hashes: hashes, multiline: multiline) { return true }
                pos += 1
            case ASCII.lineFeed, ASCII.carriageReturn:
                if !multiline { return false }
                consumeNewline()
            default:
                pos += 1
            }
        }
        return false
    }

    /// At a `"`: if it and what follows close the literal, consumes them.
    mutating func closesString(hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != ASCII.quote { return false }
        for offset in 0..<hashes where peek(quotes + offset) != ASCII.pound { return false }
        if pos + quotes + hashes > count { return false }
        pos += quotes + hashes
        return true
    }

    static let maximumInterpolationDepth = 64

    /// Skips the code of `\( ... )` up to its closing parenthesis, stepping
    /// over nested strings, parentheses and comments. Single-line strings
    /// cannot contain a line break even inside an interpolation.
    ///
    /// Nesting deeper than `maximumInterpolationDepth` fails the literal: real
    /// code nests two or three levels, and the bound keeps hostile input
    /// (`"\("\("\(...`) from overflowing the stack.
    mutating func scanInterpolation(multiline: Bool) -> Bool {
        guard interpolationDepth < Scanner.maximumInterpolationDepth else { return false }
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var depth = 1
        while pos < count {
            let byte = base[pos]
            switch byte {
            case ASCII.leftParen:
                depth += 1
                pos += 1
            case ASCII.rightParen:
                depth -= 1
                pos += 1
                if depth == 0 { return true }
            case ASCII.quote:
                if !scanString(hashes: 0) { return false }
            case ASCII.pound:
                var hashes = 0
                while peek(hashes) == ASCII.pound { hashes += 1 }
                if peek(hashes) == ASCII.quote {
                    if !scanString(hashes: hashes) { return false }
                } else {
                    pos += hashes
                }
            case ASCII.slash where peek(1) == ASCII.slash:
                if !multiline { return false }
                while pos < count, base[pos] != ASCII.lineFeed, base[pos] != ASCII.carriageReturn { pos += 1 }
            case ASCII.slash where peek(1) == ASCII.star:
                if !skipNestedBlockComment(allowNewlines: multiline) { return false }
            case ASCII.lineFeed, ASCII.carriageReturn:
                if !multiline { return false }
                consumeNewline()
            default:
                pos += 1
            }
        }
        return false
    }

    /// Skips `/* ... */` (nested) inside an interpolation.
    mutating func skipNestedBlockComment(allowNewlines: Bool) -> Bool {
        pos += 2
        var depth = 1
        while pos < count {
            if base[pos] == ASCII.star, peek(1) == ASCII.slash {
                pos += 2
                depth -= 1
                if depth == 0 { return true }
            } else if base[pos] == ASCII.slash, peek(1) == ASCII.star {
                pos += 2
                depth += 1
            } else if base[pos] == ASCII.lineFeed || base[pos] == ASCII.carriageReturn {
                if !allowNewlines { return false }
                consumeNewline()
            } else {
                pos += 1
            }
        }
        return false
    }
}
