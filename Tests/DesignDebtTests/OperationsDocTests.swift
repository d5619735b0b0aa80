import Foundation
import Testing

/// docs/operations.md lists every error a nightly job can meet. Each one must be produced by a test:
/// every literal part of each listed message (the text between its `<placeholders>`) appears in a
/// test's expectation under Tests/.
@Suite struct OperationsDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The messages of the "Error messages" table: the first cell of each row, unquoted.
    static func documentedMessages() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/operations.md"), encoding: .utf8)
        guard let start = text.range(of: "## Error messages") else { return [] }
        let section = text[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `"), let close = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<close])
        }
    }

    /// Every test source, with string concatenations (`"... " + "..."`) and line breaks joined, so a
    /// message split over lines in a test reads whole.
    static func testSources() throws -> String {
        let tests = root.appendingPathComponent("Tests")
        var text = ""
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", !file.path.contains("/Fixtures/") else { continue }
            text += try String(contentsOf: file, encoding: .utf8)
        }
        return text.replacing(/"\s*\+\s*"/, with: "").replacing(/"\s*\n\s*\+\s*"/, with: "")
    }

    @Test func everyDocumentedErrorIsProducedByATest() throws {
        let messages = try Self.documentedMessages()
        #expect(messages.count >= 20, "the table was read: \(messages.count) messages")
        let sources = try Self.testSources()
        for message in messages {
            // The literal runs between placeholders, long enough to say something.
            let parts = message.split(separator: /<[^>]+>/).map { String($0) }.filter { $0.count >= 6 }
            #expect(!parts.isEmpty, "\(message)")
            for part in parts where !sources.contains(part) {
                Issue.record("No test expects \"\(part)\" of the documented message: \(message)")
            }
        }
    }
}
