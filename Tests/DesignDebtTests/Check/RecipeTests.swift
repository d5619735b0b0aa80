import Foundation
import Testing

@testable import DesignDebt

/// docs/recipes: every file parses and every CI file is valid for its service
/// (Tests/Validators/validate_recipes.py), and the pre-commit hook does what it says.
@Suite struct RecipeTests {
    static let recipes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/recipes").path

    func validate(_ folder: String) throws -> (status: Int32, output: String) {
        let python = try #require(
            ProcessInfo.processInfo.environment["DESIGNDEBT_PYTHON"],
            "DESIGNDEBT_PYTHON is not set: run the tests with 'make test', which installs the validators.")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [ValidatorTests.validators + "/validate_recipes.py", folder]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func everyRecipeParsesAndEveryCIFileIsValid() throws {
        let result = try validate(Self.recipes)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func aBrokenRecipeIsCaught() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("recipes-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.recipes, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let workflow = copy + "/github/designdebt-pull-request.yml"
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        try text.replacingOccurrences(of: "runs-on:", with: "run-on:").write(
            toFile: workflow, atomically: true, encoding: .utf8)
        let result = try validate(copy)
        #expect(result.status == 1)
        #expect(result.output.contains("'runs-on' is a required property"))
    }

    /// Runs `git commit` in the fixture with the hook installed and designdebt on PATH.
    func commit(_ fixture: GitFixture, failOn: String?) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = ["-C", fixture.root, "commit", "-q", "-m", "Change"]
        var environment = ProcessInfo.processInfo.environment
        let folder = try designdebtExecutable().deletingLastPathComponent().path
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Ada"
        environment["GIT_AUTHOR_EMAIL"] = "ada@example.com"
        environment["GIT_COMMITTER_NAME"] = "Ada"
        environment["GIT_COMMITTER_EMAIL"] = "ada@example.com"
        environment["DESIGNDEBT_FAIL_ON"] = failOn
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func thePreCommitHookWarnsAndStopsACommitOnlyWhenAsked() throws {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#]))
        let start = try fixture.commit("Start")
        let hook = fixture.root + "/.git/hooks/pre-commit"
        try FileManager.default.createDirectory(
            atPath: fixture.root + "/.git/hooks", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.recipes + "/pre-commit", toPath: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        try fixture.write(
            "App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#, #"Text("B").padding(13)"#]))
        try fixture.git("add", "-A")

        let refused = try commit(fixture, failOn: "warning")
        #expect(refused.status != 0)
        #expect(refused.output.contains("+ spacing/off-scale  App/Home.swift:7"))
        #expect(try fixture.git("rev-parse", "HEAD") == start, "the commit was stopped")

        let warned = try commit(fixture, failOn: nil)
        #expect(warned.status == 0, "\(warned.output)")
        #expect(warned.output.contains("1 new finding (1 warning)"))
        #expect(try fixture.git("rev-parse", "HEAD") != start)
    }
}
