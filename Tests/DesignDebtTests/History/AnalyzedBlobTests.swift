import Testing

@testable import DesignDebt

@Suite struct AnalyzedBlobTests {
    /// The word-at-a-time count agrees with counting byte by byte, wherever
    /// the newlines fall against the eight-byte words.
    @Test func lineCountMatchesAByteByByteCount() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x61, 0x20, 0x09, 0x0B, 0x8A, 0xFF, 0x00, 0x0D]
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let expected =
                    bytes.filter { $0 == 0x0A }.count + (bytes.isEmpty || bytes.last == 0x0A ? 0 : 1)
                #expect(AnalyzedBlob.lineCount(bytes) == expected, "\(bytes)")
            }
        }
        #expect(AnalyzedBlob.lineCount(Array("a\nb".utf8)) == 2)
        #expect(AnalyzedBlob.lineCount(Array("a\nb\n".utf8)) == 2)
        #expect(AnalyzedBlob.lineCount([]) == 0)
    }
}
