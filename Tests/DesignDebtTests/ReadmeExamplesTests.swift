import Foundation
import Testing

/// README.md's examples come from a run: each `$ designdebt ...` line in its code blocks is run
/// (in a scratch folder beside the sample app, with the built executable), and the line under it,
/// when it shows output, is what the command prints first.
@Suite struct ReadmeExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each example command and the first line it prints, when the README shows one.
    static func examples() throws -> [(command: String, first: String?)] {
        let lines = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [(String, String?)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("$ designdebt ") {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let shown = !next.hasPrefix("$") && next != "..." && next != "```" && !next.isEmpty
            examples.append((String(line.dropFirst(2)), shown ? next : nil))
        }
        return examples
    }

    @Test func everyExampleRunsAndPrintsWhatTheReadmeShows() throws {
        let examples = try Self.examples()
        #expect(examples.count >= 4)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The sample app at the path the README scans.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Tests/Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Tests/Fixtures/SampleApp"),
            withDestinationURL: Self.root.appendingPathComponent("Tests/Fixtures/SampleApp"))
        let binaries = try designdebtExecutable().deletingLastPathComponent().path
        for example in examples {
            let run = try TestProcess.run(
                "/bin/sh", ["-c", "PATH=\"\(binaries):$PATH\" " + example.command], in: folder.path)
            #expect(run.status == 0, "\(example.command): \(run.errors)")
            guard let first = example.first else { continue }
            #expect(run.output.split(separator: "\n").first.map(String.init) == first, "\(example.command)")
        }
    }
}
