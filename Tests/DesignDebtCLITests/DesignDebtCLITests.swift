import DesignDebt
import DesignRules
import Foundation
import JSONSupport
import Testing

@testable import DesignDebtCLI

/// Runs the CLI in process and captures what it prints.
final class Capture: @unchecked Sendable {
    var output = ""
    var errors = ""

    func run(_ arguments: [String]) -> DesignDebtCLI.ExitCode {
        let cli = DesignDebtCLI(standardOutput: { self.output += $0 }, standardError: { self.errors += $0 }, width: 80)
        return cli.run(arguments)
    }
}

let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/SampleApp").path

@Suite struct DesignDebtCLITests {
    @Test func theDefaultDatabaseIsFoundFromAnyFolderOfTheRepository() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("repo-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/App/Views"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        // Like git: the repository's database from a subfolder, before it exists (its error names it).
        #expect(ParsedArguments.repositoryDatabase(from: folder) == root + "/.designdebt/history.sqlite")
        #expect(ParsedArguments.repositoryDatabase(from: root) == ".designdebt/history.sqlite")
        // A database nearer than the repository's root (a nested checkout's) is the one.
        try FileManager.default.createDirectory(atPath: root + "/App/.designdebt", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/App/.designdebt/history.sqlite", contents: Data()))
        #expect(ParsedArguments.repositoryDatabase(from: folder) == root + "/App/.designdebt/history.sqlite")
    }

    @Test func initInASubfolderSaysHowCollectReadsTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/App"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import SwiftUI\nlet a = Text(\"a\").padding(8)\n".write(
            toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        let capture = Capture()
        #expect(capture.run(["init", folder]) == .success)
        #expect(capture.output.contains("collect and check read \(root)/designdebt.json;\n"))
        #expect(capture.output.contains("  designdebt collect --repo \(root) --config \(folder)/designdebt.json\n"))
        // Every line fits 80 columns.
        #expect(capture.output.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.contains(root) })
        // At the repository's root, nothing to add.
        try FileManager.default.removeItem(atPath: folder + "/designdebt.json")
        let atRoot = Capture()
        #expect(atRoot.run(["init", root]) == .success)
        #expect(!atRoot.output.contains("--config"))
    }

    @Test func topLevelHelpListsSubcommands() {
        let capture = Capture()
        #expect(capture.run(["--help"]) == .success)
        #expect(capture.output.hasPrefix("OVERVIEW: Track design debt in a SwiftUI codebase across git history."))
        #expect(capture.output.contains("  scan                    Report the design debt of a working tree."))
        #expect(capture.output.contains("See 'designdebt help <subcommand>' for detailed help."))
        #expect(capture.errors.isEmpty)
    }

    @Test func subcommandHelpThreeWays() {
        for arguments in [["scan", "--help"], ["scan", "-h"], ["help", "scan"]] {
            let capture = Capture()
            #expect(capture.run(arguments) == .success)
            #expect(capture.output.contains("USAGE: designdebt scan [<path>] [--format <format>] [--config <file>]\n"))
            #expect(
                capture.output.contains(
                    "(values: table, json, xcode, sarif;\n                          default: table)"))
        }
    }

    /// A long usage line breaks between arguments, the later ones under the first.
    @Test func usageWrapsAtTheWidthWithoutSplittingAnArgument() {
        let capture = Capture()
        #expect(capture.run(["collect", "--help"]) == .success)
        #expect(
            capture.output.contains(
                """
                USAGE: designdebt collect [--repo <path>] [--db <path>] [--branch <name>]
                                          [--since <rev|date>] [--max-commits <n>] [--jobs <n>]
                                          [--config <file>] [--wait <seconds>]

                """))
        #expect(capture.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
        let error = Capture()
        #expect(error.run(["trend", "--by", "month"]) == .usageError)
        #expect(error.errors.contains("Usage: designdebt trend [--source <source>] [--severity <severity>]\n"))
        let usageLines = error.errors.split(separator: "\n").dropFirst()
        #expect(usageLines.allSatisfy { $0.count <= 80 })
    }

    @Test func versionPrintsToStdout() {
        let capture = Capture()
        #expect(capture.run(["--version"]) == .success)
        #expect(capture.output == "0.1.0\n")
    }

    @Test func unknownOptionSuggestsTheNearest() {
        let capture = Capture()
        #expect(capture.run(["scan", "--formt", "json"]) == .usageError)
        #expect(
            capture.errors.hasPrefix(
                "Error: Unknown option '--formt'. Did you mean '--format'?\nUsage: designdebt scan"))
        #expect(capture.errors.contains("See 'designdebt scan --help' for more information."))
        #expect(capture.output.isEmpty)
    }

    @Test func unknownSubcommandAndBadValue() {
        let first = Capture()
        #expect(first.run(["scna"]) == .usageError)
        #expect(first.errors.contains("Unknown subcommand 'scna'. Did you mean 'scan'?"))
        let second = Capture()
        #expect(second.run(["scan", "--format=jsn"]) == .usageError)
        #expect(second.errors.contains("The value 'jsn' is invalid for '--format <format>'. Did you mean 'json'?"))
    }

    @Test func missingPathIsAUsageErrorNotACrash() {
        let capture = Capture()
        #expect(capture.run(["scan", "/no/such/folder"]) == .usageError)
        #expect(capture.errors == "Error: No such file or directory: '/no/such/folder'.\n")
    }

    @Test func malformedConfigNamesFileAndKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "designdebt-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("{\"rules\": {\"spacing/offscale\": \"off\"}}".utf8).write(
            to: folder.appendingPathComponent("designdebt.json"))
        let capture = Capture()
        #expect(capture.run(["scan", folder.path]) == .usageError)
        #expect(
            capture.errors.contains(
                "designdebt.json', key 'rules.spacing/offscale': Unknown rule. Did you mean 'spacing/off-scale'?"))
    }

    @Test func scanJSONFollowsTheContract() throws {
        let capture = Capture()
        #expect(capture.run(["scan", sampleApp, "--format", "json"]) == .success)
        let json = try JSONParser.parse(capture.output)
        #expect(json["tool"]?["name"] == .string("designdebt"))
        let finding = try #require(json["findings"]?.arrayValue?.first)
        for key in ["rule", "family", "severity", "path", "line", "column", "message", "snippet"] {
            #expect(finding[key] != nil, "finding.\(key)")
        }
        let site = try #require(json["inventory"]?.arrayValue?.first)
        for key in ["family", "site", "kind", "value", "text", "onScale", "path", "line", "column"] {
            #expect(site[key] != nil, "inventory.\(key)")
        }
        #expect(finding["path"]?.stringValue?.hasPrefix("/") == false)
        #expect(json["summary"]?["skipped"]?["test"] == .number(1))
    }

    @Test func theScanTableFitsEightyColumns() {
        let table = Capture()
        #expect(table.run(["scan", sampleApp]) == .success)
        // The sample app's colour literals alone run to 170 characters on one line unwrapped.
        for line in table.output.split(separator: "\n") where !line.hasPrefix("Scanned ") {
            #expect(line.count <= 80, "\(line)")
        }
        #expect(table.output.contains("             Color(red: 0.2, green: 0.4, blue: 0.9) x1,"))
    }

    @Test func xcodeAndSarifFormats() throws {
        let xcode = Capture()
        #expect(xcode.run(["scan", sampleApp, "-f", "xcode"]) == .success)
        let first = try #require(xcode.output.split(separator: "\n").first)
        #expect(
            first.wholeMatch(of: /.+\.swift:\d+:\d+: (warning|note|error): .+ \[[a-z0-9]+\/[a-z0-9-]+\]/) != nil,
            "\(first)")
        let sarif = Capture()
        #expect(sarif.run(["scan", sampleApp, "--format=sarif"]) == .success)
        let log = try JSONParser.parse(sarif.output)
        #expect(log["version"] == .string("2.1.0"))
        let run = try #require(log["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["rules"]?.arrayValue?.count == RuleCatalog.all.count)
        #expect((run["results"]?.arrayValue?.count ?? 0) > 0)
    }

    @Test func rulesMarkdownIsDocsRulesMd() throws {
        let capture = Capture()
        #expect(capture.run(["rules", "--format", "md"]) == .success)
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: docs, encoding: .utf8)
        #expect(committed == capture.output, "docs/rules.md is stale: run 'make generate'.")
    }

    @Test func collectAndTrendRefuseBadInputClearly() {
        let notGit = Capture()
        #expect(notGit.run(["collect", "--repo", "/no/such/repo"]) == .usageError)
        #expect(notGit.errors.hasPrefix("Error: "), "\(notGit.errors)")
        #expect(notGit.errors.contains("/no/such/repo"), "\(notGit.errors)")
        let badCount = Capture()
        #expect(badCount.run(["collect", "--max-commits", "0"]) == .usageError)
        #expect(badCount.errors.contains("expected a positive integer"))
        let noDatabase = Capture()
        #expect(noDatabase.run(["trend", "--db", "/no/such/history.sqlite"]) == .usageError)
        #expect(noDatabase.errors.contains("run 'designdebt collect' first"))
        let badBucket = Capture()
        #expect(badBucket.run(["trend", "--by", "month"]) == .usageError)
        #expect(badBucket.errors.contains("Allowed: commit, day, week"))
        // git takes a date it cannot read for some other date: these never reach it.
        for (command, since) in [("collect", "2026-13-45"), ("trend", "yesterday"), ("trend", "2026-02-29")] {
            let badDate = Capture()
            #expect(badDate.run([command, "--since", since]) == .usageError)
            #expect(
                badDate.errors.hasPrefix(
                    "Error: The value '\(since)' is invalid for '--since'; expected a date (YYYY-MM-DD)."))
        }
    }

    @Test func aCollectThatFoundNothingSaysWhy() {
        var summary = CollectSummary()
        summary.branch = "main"
        summary.tip = "0fc41d2ced0123"
        summary.tipWasCollected = true
        #expect(
            CollectSummaryFormatter.line(summary)
                == "Nothing to do: 'main' is at 0fc41d2ced, already collected; 0 blobs analyzed, 0 reused; 0.00 s.\n")
        summary.tipWasCollected = false
        summary.since = "2030-01-01"
        #expect(
            CollectSummaryFormatter.line(summary)
                == "No commits on 'main' from 2030-01-01 on: nothing collected; 0 blobs analyzed, 0 reused; 0.00 s.\n")
    }
}
