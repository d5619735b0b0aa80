import SwiftLexer

/// A visible string's bytes with ASCII letters folded to lower case: what the copy rules search.
/// Byte by byte, not Foundation's `range(of:)`, which bridged every string and was most of the
/// time a scan spent in these rules.
func foldedBytes(of literal: Int, in file: SourceFile) -> [UInt8] {
    file.bytes[file.tokens[literal].range].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
}

/// Phrases grouped by their first byte, so a string is read once for all of them rather than
/// once per phrase.
struct PhraseSet: Sendable {
    private var byFirstByte = [[[UInt8]]](repeating: [], count: 256)

    /// `phrases` in lower case.
    init(_ phrases: [String]) {
        for phrase in phrases where !phrase.isEmpty {
            let bytes = Array(phrase.utf8)
            byFirstByte[Int(bytes[0])].append(bytes)
        }
    }

    /// The first phrase `text` (folded) holds as whole words, in the order of the text.
    func firstMatch(in text: [UInt8]) -> String? {
        func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 }
        for start in text.indices where start == 0 || !isLetter(text[start - 1]) {
            for phrase in byFirstByte[Int(text[start])] where start + phrase.count <= text.count {
                let end = start + phrase.count
                if end < text.count, isLetter(text[end]) { continue }
                if text[start..<end].elementsEqual(phrase) { return String(decoding: phrase, as: UTF8.self) }
            }
        }
        return nil
    }
}

/// The copy settings' phrase lists as sets, built once per analyzer rather than per file.
struct CopyPhrases: Sendable {
    let fillerWords: PhraseSet
    let placeholderNames: PhraseSet

    init(_ config: Configuration) {
        fillerWords = PhraseSet(config.copy.fillerWords)
        placeholderNames = PhraseSet(config.copy.placeholderNames)
    }
}
