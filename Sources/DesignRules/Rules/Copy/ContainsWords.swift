import SwiftLexer

/// A visible string's bytes with ASCII letters folded to lower case: what the copy rules search.
/// Byte by byte, not Foundation's `range(of:)`, which bridged every string and was most of the
/// time a scan spent in these rules.
func foldedBytes(of literal: Int, in file: SourceFile) -> [UInt8] {
    file.bytes[file.tokens[literal].range].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
}

/// Whether `text` (folded) holds `phrase` (lower case) as whole words: "elevate" in "elevate
/// your day", not in "elevated" or "elevator". Bytes of other scripts count as letters.
func containsWords(_ text: [UInt8], _ phrase: [UInt8]) -> Bool {
    guard let first = phrase.first, text.count >= phrase.count else { return false }
    func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 }
    for start in 0...(text.count - phrase.count) where text[start] == first {
        guard start == 0 || !isLetter(text[start - 1]) else { continue }
        let end = start + phrase.count
        guard end == text.count || !isLetter(text[end]) else { continue }
        if text[start..<end].elementsEqual(phrase) { return true }
    }
    return false
}
