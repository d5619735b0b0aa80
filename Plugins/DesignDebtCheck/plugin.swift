import Foundation
import PackagePlugin

/// `swift package designdebt-check [ARGUMENTS]`: runs `designdebt check` on the package's folder.
/// Arguments go to `check` as they are (`--fail-on error`, `--format xcode`); unless they name
/// what to compare (`--base`, `--head`), it checks the work tree's uncommitted edits.
@main
struct DesignDebtCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "designdebt")
        let folder = context.package.directoryURL.path
        let process = Process()
        process.executableURL = tool.url
        let namesChange = arguments.contains { argument in
            ["--base", "--head", "--working-tree", "-w"].contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }
        process.arguments = ["check", folder] + (namesChange ? [] : ["--working-tree"]) + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("designdebt check exited with status \(process.terminationStatus)")
            throw CheckFailed(status: process.terminationStatus)
        }
    }

    struct CheckFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "designdebt check exited with status \(status)" }
    }
}
