import DebtReports
import DesignRules
import Foundation
import Testing

@testable import DesignDebt

/// The machine-read formats through validators other tools' authors wrote or documented:
/// SARIF 2.1.0 (scan and check) and GitLab's code quality report. The validators run in the
/// Python environment `make test` sets up (`DESIGNDEBT_PYTHON`).
@Suite struct ValidatorTests {
    static let validators = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Validators").path

    /// The Python with the validators' packages; a failure naming `make test` when there is none.
    func python() throws -> String {
        let python = try #require(
            ProcessInfo.processInfo.environment["DESIGNDEBT_PYTHON"],
            "DESIGNDEBT_PYTHON is not set: run the tests with 'make test', which installs the validators.")
        return python
    }

    /// Runs a validator on `documents` (each written to a file); its exit status and what it printed.
    func validate(_ script: String, _ documents: [String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = folder.appendingPathComponent("\(index).json").path
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let result = try TestProcess.run(try python(), [Self.validators + "/" + script] + paths)
        return (result.status, result.output + result.errors)
    }

    /// A change adding two findings of different rules in two files.
    func changeReport() throws -> ChangeReport {
        let fixture = try GitFixture()
        try fixture.write("App/Home.swift", ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#]))
        try fixture.commit("Start")
        try fixture.write(
            "App/Home.swift",
            ChangeCheckTests.view("Home", [#"Text("A").padding(12)"#, #"Text("B").foregroundColor(.primary)"#]))
        try fixture.write("App/Card.swift", ChangeCheckTests.view("Card", [#"Text("C").padding(13)"#]))
        try fixture.commit("Add lines")
        let report = try ChangeCheck(options: .init(path: fixture.root, base: "HEAD~1", head: "HEAD", jobs: 2)).run()
        try #require(report.added.count >= 2)
        return report
    }

    @Test func sarifOfScanAndCheckIsValid() throws {
        let scan = try WorkingTreeScan(root: sampleApp).run()
        let scanLog = ScanFormat.sarif.formatter.format(scan)
        let checkLog = ChangeReportFormat.sarif.render(try changeReport())
        let result = try validate("validate_sarif.py", [scanLog, checkLog])
        #expect(result.status == 0, "\(result.output)")
        // The validator is no rubber stamp: a level SARIF does not know is refused.
        let broken = checkLog.replacingOccurrences(of: #""level" : "warning""#, with: #""level" : "warn""#)
            .replacingOccurrences(of: #""level": "warning""#, with: #""level": "warn""#)
        #expect(broken != checkLog)
        #expect(try validate("validate_sarif.py", [broken]).status == 1)
    }

    @Test func gitlabReportHasEveryDocumentedField() throws {
        let report = ChangeReportFormat.gitlab.render(try changeReport())
        let result = try validate("validate_gitlab.py", [report])
        #expect(result.status == 0, "\(result.output)")
        let broken = report.replacingOccurrences(of: #""severity": "minor""#, with: #""severity": "warning""#)
        #expect(broken != report)
        #expect(try validate("validate_gitlab.py", [broken]).status == 1)
    }
}
