import DebtStore
import Foundation
import Testing

/// docs/operations.md, "Error messages": every bad input a nightly job meets ends with one line on
/// stderr that says what happened and what to do, a non-zero exit, no stack trace, and the database
/// exactly as it was.
@Suite struct BadInputTests {
    /// A repository with two commits, collected into `database`; other files beside it.
    final class Setting {
        let repository: GitFixture
        let folder: String
        let database: String
        /// A folder in no repository.
        let outside: String

        init() throws {
            outside = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
            repository = try GitFixture()
            try repository.write(
                "Sources/Card.swift",
                "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\").padding(13) } }\n")
            try repository.commit("Card")
            try repository.write(
                "Sources/Row.swift",
                "import SwiftUI\nstruct Row: View { var body: some View { Text(\"b\").padding(6) } }\n")
            try repository.commit("Row")
            folder = repository.root + "/.designdebt"
            database = folder + "/history.sqlite"
            let run = try TestProcess.run(
                try designdebtExecutable().path, ["collect", "--repo", repository.root, "--db", database])
            try #require(run.status == 0, "\(run.errors)")
        }

        deinit { try? FileManager.default.removeItem(atPath: outside) }

        func file(_ name: String, _ content: String) throws -> String {
            let path = folder + "/" + name
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    /// One bad input: the arguments (after `designdebt`), the exit status, and the first line of
    /// stderr, where `<repo>`, `<folder>` and `<outside>` stand for the setting's paths.
    struct Case: CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var description: String { arguments.joined(separator: " ") }
    }

    func cases(_ setting: Setting) throws -> [Case] {
        let repo = setting.repository.root
        let db = setting.database
        let folder = setting.folder
        let notADatabase = try setting.file("notes.sqlite", "not a database\n")
        let truncated = folder + "/truncated.sqlite"
        let whole = try Data(contentsOf: URL(fileURLWithPath: db))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: truncated))
        let newer = folder + "/newer.sqlite"
        try FileManager.default.copyItem(atPath: db, toPath: newer)
        let future = try Database(path: newer)
        try future.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 'x')")
        future.close()
        let malformed = try setting.file("malformed.json", "{\n  \"rules\": {\n    \"a\":\n}\n")
        let unknownRule = try setting.file("unknown-rule.json", "{ \"rules\": { \"api/nope\": \"off\" } }\n")
        let writing = try setting.file("writing.sql", "DELETE FROM commits")
        let twoStatements = try setting.file("two.sql", "SELECT 1; DELETE FROM commits;")
        let collect = ["collect", "--repo", repo, "--db", db]
        return [
            Case(
                arguments: ["colect"], status: 64,
                message: "Error: Unknown subcommand 'colect'. Did you mean 'collect'?"),
            Case(
                arguments: ["collect", "--repoo", repo], status: 64,
                message: "Error: Unknown option '--repoo'. Did you mean '--repo'?"),
            Case(arguments: ["collect", "--repo"], status: 64, message: "Error: Missing value for '--repo <path>'."),
            Case(
                arguments: collect + ["--since", "2026-13-45"], status: 64,
                message: "Error: The value '2026-13-45' is invalid for '--since'; expected a date (YYYY-MM-DD)."),
            Case(
                arguments: collect + ["--since", "nosuchrev"], status: 64,
                message:
                    "Error: Unknown revision 'nosuchrev' for --since; give a commit, a tag or a date (YYYY-MM-DD)."),
            Case(
                arguments: collect + ["--branch", "nosuch"], status: 64,
                message: "Error: Unknown branch 'nosuch' in '<repo>'."),
            Case(
                arguments: ["collect", "--repo", setting.outside, "--db", db], status: 64,
                message: "Error: Not a git repository: '<outside>'."),
            Case(
                arguments: collect + ["--wait", "soon"], status: 64,
                message: "Error: The value 'soon' is invalid for '--wait'; expected seconds (0 or more)."),
            Case(
                arguments: collect + ["--config", malformed], status: 64,
                message:
                    "Error: Invalid configuration '<folder>/malformed.json': Malformed JSON at line 4, column 1: Unexpected character '}'; expected a value."
            ),
            Case(
                arguments: collect + ["--config", unknownRule], status: 64,
                message:
                    "Error: Invalid configuration '<folder>/unknown-rule.json', key 'rules.api/nope': Unknown rule. 'designdebt rules' lists them."
            ),
            Case(
                arguments: ["trend", "--db", folder + "/missing.sqlite"], status: 64,
                message: "Error: No history database at '<folder>/missing.sqlite'; run 'designdebt collect' first."),
            Case(
                arguments: ["trend", "--db", notADatabase], status: 2,
                message:
                    "Error: '<folder>/notes.sqlite' is not a designdebt history database (SQLite: file is not a database). Point --db at the history database, or move this file away and run collect to start one."
            ),
            Case(
                arguments: ["collect", "--repo", repo, "--db", notADatabase], status: 2,
                message:
                    "Error: '<folder>/notes.sqlite' is not a designdebt history database (SQLite: file is not a database). Point --db at the history database, or move this file away and run collect to start one."
            ),
            Case(
                arguments: ["trend", "--db", truncated], status: 2,
                message:
                    "Error: The database '<folder>/truncated.sqlite' is damaged (SQLite: database disk image is malformed). Restore it from a backup (docs/operations.md), or move it away and run collect to start again."
            ),
            Case(
                arguments: ["collect", "--repo", repo, "--db", newer], status: 2,
                message:
                    "Error: The database '<folder>/newer.sqlite' was written by a newer designdebt (schema version 99, this one knows up to \(Migration.all.count)); refusing to open it. Upgrade designdebt to read it."
            ),
            Case(
                arguments: ["trend", "--db", newer], status: 2,
                message:
                    "Error: The database '<folder>/newer.sqlite' was written by a newer designdebt (schema version 99, this one knows up to \(Migration.all.count)); refusing to open it. Upgrade designdebt to read it."
            ),
            Case(
                arguments: [
                    "report", "--db", db, "--week", "2026-W02", "--output", setting.folder + "/missing/r.html",
                ],
                status: 2,
                message:
                    "Error: Cannot write the report to '<folder>/missing/r.html': the folder '<folder>/missing' does not exist; create it first."
            ),
            Case(
                arguments: ["regressions", "--db", db, "--since", "01/03/2025"], status: 64,
                message: "Error: '01/03/2025' names no commit of the repository '<repo>'; write a date as YYYY-MM-DD."),
            Case(
                arguments: ["trend", "--db", db, "--branch", "develop"], status: 64,
                message: "Error: The database holds no branch 'develop'. It holds: main."),
            Case(
                arguments: ["query", writing, "--db", db], status: 64,
                message: "Error: The query '<folder>/writing.sql' would change the database; queries only read."),
            Case(
                arguments: ["query", twoStatements, "--db", db], status: 64,
                message:
                    "Error: The query '<folder>/two.sql' holds more than one statement; a query is one SELECT (or WITH ... SELECT)."
            ),
        ]
    }

    @Test func badInputEndsWithOneClearLineAndLeavesTheDatabaseAsItWas() throws {
        let setting = try Setting()
        let binary = try designdebtExecutable().path
        let cases = try cases(setting)
        let databases = [setting.database, setting.folder + "/newer.sqlite", setting.folder + "/notes.sqlite"]
        for input in cases {
            let before = try databases.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            let run = try TestProcess.run(binary, input.arguments)
            let expected = input.message.replacingOccurrences(of: "<repo>", with: setting.repository.root)
                .replacingOccurrences(of: "<folder>", with: setting.folder)
                .replacingOccurrences(of: "<outside>", with: setting.outside)
            let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(run.status == input.status, "\(input): \(run.errors)")
            // A usage error goes on with the command's usage; the error itself is the first line.
            #expect(lines.first.map(String.init) == expected, "\(input)")
            #expect(!run.errors.contains("Fatal error") && !run.errors.contains("Stack dump"), "\(input)")
            if input.status == 2 { #expect(lines.count == 2 && lines[1].isEmpty, "\(input): one line: \(run.errors)") }
            let after = try databases.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            #expect(after == before, "\(input): a database changed")
        }
        SoakScale.current.report("bad input: \(cases.count) inputs tried, each one line, databases unchanged")
    }

    /// DESIGN.md: a binary, non-UTF-8, oversized or one-line `.swift` file is recorded with a status
    /// and counted, never fatal.
    @Test func oddSwiftFilesAreCountedNotFatal() throws {
        let repository = try GitFixture()
        try repository.write(
            "Sources/Card.swift", "import SwiftUI\nstruct Card: View { var body: some View { Text(\"a\") } }\n")
        try repository.write("Sources/Binary.swift", Data([0x73, 0x74, 0x00, 0x01, 0x02]))
        try repository.write("Sources/Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x63, 0x61, 0x66, 0xE9]))
        try repository.write("Sources/Huge.swift", Data(repeating: 0x20, count: 3 << 20))
        // 1.5 MB on one line: under the size cap, read and analyzed whole.
        let line = "let values = [" + String(repeating: "1, ", count: 500_000) + "1]\n"
        try repository.write("Sources/OneLine.swift", line)
        try repository.commit("Odd files")
        let database = repository.root + "/.designdebt/history.sqlite"
        let run = try TestProcess.run(
            try designdebtExecutable().path, ["collect", "--repo", repository.root, "--db", database])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.contains("1 binary") && run.output.contains("1 not-utf8") && run.output.contains("1 too-large"),
            "\(run.output)")
        let db = try Database(path: database, mode: .readOnly)
        defer { db.close() }
        let statuses = try db.rows("SELECT status, count(*) FROM blobs GROUP BY status ORDER BY status").map {
            "\($0.text(0) ?? "") \($0.int(1) ?? 0)"
        }
        #expect(statuses == ["binary 1", "not_utf8 1", "ok 2", "too_large 1"], "\(statuses)")
    }
}
