import SwiftLexer

/// Facts about a whole file that change what a colour or a text style means in it.
/// Each reads the tokens once, and only when a rule has a site to judge.
enum FileContext {
    /// `import Charts`: the colours of a chart convey meaning ("System colors are acceptable
    /// for data visualization where the color itself conveys meaning").
    static func drawsCharts(_ file: SourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && file.tokenIs(index, "import") {
            if file.tokenIs(index + 1, "Charts") { return true }
        }
        return false
    }

    /// The file sets the app's icon (`setAlternateIconName`): it previews app icons, and their
    /// corners imitate the system's icon mask (a fixed share of the icon's size), which no scale
    /// of the app's radii holds.
    static func picksAppIcon(_ file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer { containsBytes($0, "setAlternateIconName") }
    }

    /// The line ranges of `switch self { ... }` bodies: a type mapping each of its own cases to a
    /// colour (`case .favourite: .yellow`) makes the colour the case's meaning, the data
    /// visualization the reference allows system colours for (a series, a tag, a category).
    static func caseColorLines(_ file: SourceFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && file.tokenIs(index, "switch") {
            guard file.tokenIs(index + 1, "self"), file.kind(index + 2) == .leftBrace,
                let close = file.match(index + 2)
            else { continue }
            ranges.append(Int(file.tokens[index].line)...Int(file.tokens[close].line))
        }
        return ranges
    }

    /// `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)`: the view is dark by
    /// design, so a black background is its surface, not a colour that fails to adapt.
    static func forcesDarkAppearance(_ file: SourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.tokenIs(index, "dark") {
            guard file.kind(index - 1) == .period else { continue }
            for back in max(0, index - 6)..<index
            where file.tokenIs(back, "colorScheme") || file.tokenIs(back, "preferredColorScheme") {
                return true
            }
        }
        return false
    }

    /// The file shows video or a camera (`VideoPlayer`, `AVPlayerLayer`, `CameraPickerView`,
    /// `WebRTCVideoPlayer`): black
    /// behind media is the platform's convention, as in Photos and Camera.
    static func showsMedia(_ file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer { source in
            for token in file.tokens where token.kind == .identifier && token.end - token.start >= 6 {
                let name = UnsafeBufferPointer(rebasing: source[Int(token.start)..<Int(token.end)])
                if hasPrefix(name, "AVPlayer") || hasPrefix(name, "AVCapture") || hasPrefix(name, "Camera")
                    || hasPrefix(name, "VideoPlayer") || hasSuffix(name, "VideoPlayer")
                {
                    return true
                }
            }
            return false
        }
    }
}

/// Whether `bytes` contain `needle`'s UTF-8 bytes: through pointers, not Foundation (whose
/// `contains` on `String` bridges to `NSString`), and with no copy of the bytes.
func containsBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard let base = bytes.baseAddress, count > 0, bytes.count >= count else { return false }
    let pattern = needle.utf8Start
    // Eight start positions at a time: a position is a candidate when the needle's first byte is
    // there and its last byte `count - 1` further on (a zero byte in `word ^ broadcast`, by the
    // classic has-zero-byte test); only candidates are compared byte by byte.
    let firstBroadcast = UInt64(pattern[0]) &* 0x0101_0101_0101_0101
    let lastBroadcast = UInt64(pattern[count - 1]) &* 0x0101_0101_0101_0101
    func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 }
    let raw = UnsafeRawBufferPointer(bytes)
    let lastStart = bytes.count - count
    var start = 0
    while start <= lastStart {
        if start + count - 1 + 8 <= bytes.count {
            let first = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) ^ firstBroadcast
            let last = raw.loadUnaligned(fromByteOffset: start + count - 1, as: UInt64.self) ^ lastBroadcast
            if zeroBytes(first) & zeroBytes(last) == 0 {
                start += 8
                continue
            }
        }
        var offset = 0
        while offset < count, base[start + offset] == pattern[offset] { offset += 1 }
        if offset == count { return true }
        start += 1
    }
    return false
}

/// Whether `bytes` start with `prefix`'s UTF-8 bytes.
func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
    let count = prefix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    for offset in 0..<count where bytes[offset] != prefix.utf8Start[offset] { return false }
    return true
}

/// Whether `bytes` end with `suffix`'s UTF-8 bytes.
func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard bytes.count >= count else { return false }
    let start = bytes.count - count
    for offset in 0..<count where bytes[start + offset] != suffix.utf8Start[offset] { return false }
    return true
}

func containsBytes(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { containsBytes($0, needle) }
}
