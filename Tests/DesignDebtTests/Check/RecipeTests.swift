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
        let result = try TestProcess.run(python, [ValidatorTests.validators + "/validate_recipes.py", folder])
        return (result.status, result.output + result.errors)
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
        let folder = try designdebtExecutable().deletingLastPathComponent().path
        var environment = [
            "PATH": folder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "Ada", "GIT_AUTHOR_EMAIL": "ada@example.com",
            "GIT_COMMITTER_NAME": "Ada", "GIT_COMMITTER_EMAIL": "ada@example.com",
        ]
        environment["DESIGNDEBT_FAIL_ON"] = failOn
        let result = try TestProcess.run(
            "/usr/bin/git", ["-C", fixture.root, "commit", "-q", "-m", "Change"], environment: environment)
        return (result.status, result.output + result.errors)
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
