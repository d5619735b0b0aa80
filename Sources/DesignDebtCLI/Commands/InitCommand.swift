import DebtReports
import DesignDebt
import DesignRules
import Foundation

/// `designdebt init`: a starter designdebt.json from what the app's code already says.
extension DesignDebtCLI {
    static let initialize = CommandSpec(
        name: "init", abstract: "Write a starter designdebt.json from the app's own design system.",
        discussion: """
            Scans the Swift files under PATH with the defaults and writes PATH/designdebt.json: the token \
            namespaces the code defines for each family and the scale values they define, the folders holding \
            the app, and, for spacing or radius with no tokens, a scale made of the values the app uses most. \
            Comments in the file say where each value came from. An existing file is kept unless --force.
            """,
        positionals: [.init(name: "path", help: "The app's folder. (default: .)", optional: true)],
        options: [
            .init(name: "force", short: nil, valueName: nil, help: "Replace an existing designdebt.json."),
            .help,
        ])

    func runInit(_ parsed: ParsedArguments) throws -> ExitCode {
        let root = parsed.positionals.first ?? "."
        let today = ISO8601DateFormatter.string(
            from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current, formatOptions: [.withFullDate])
        let outcome = try ProjectInit(root: root, force: parsed.flags.contains("force")).run(date: today)
        var lines = [
            "\(outcome.replaced ? "Replaced" : "Wrote") \(outcome.path) (\(outcome.starter.files) Swift files)."
        ]
        for scale in outcome.starter.scales {
            let grid = scale.noGrid ? nil : scale.grid
            let source =
                !scale.fromTokens
                ? "proposed" + (grid.map { " grid of \(StarterConfiguration.number($0))," } ?? "")
                : scale.namespaces.isEmpty ? "tokens" : "tokens in \(scale.namespaces.joined(separator: ", "))"
            let values = (scale.fromTokens ? scale.tokenValues : scale.values ?? [])
                .map(StarterConfiguration.number).joined(separator: ", ")
            lines.append("  \(scale.family.rawValue): \(source)\(values.isEmpty ? "" : " (\(values))")")
        }
        let path = root == "." ? "" : " " + root
        // collect and check read the repository root's designdebt.json: a file written in a
        // subfolder of it is theirs only when named.
        let folder = URL(fileURLWithPath: root).standardizedFileURL.path
        let repository = ParsedArguments.repositoryRoot(from: root)
        let config = repository.map { $0 == folder ? "" : " --config \(outcome.path)" } ?? ""
        if let repository, repository != folder {
            lines.append("collect and check read \(repository)/designdebt.json;")
            lines.append("give them --config \(outcome.path) to read this one.")
        }
        let next = [
            ("designdebt scan\(path)", "the debt of the tree, with this configuration"),
            (
                "designdebt collect --repo \(repository.flatMap { $0 == folder ? nil : $0 } ?? root)\(config)",
                "the history, commit by commit"
            ),
            ("designdebt check\(path) --working-tree\(config)", "what your uncommitted edits add"),
        ]
        let width = next.map(\.0.count).max() ?? 0
        lines += ["", "Next:"]
        // Side by side within 80 columns; a command too long for that gets its purpose under it.
        let sideBySide = width + 4 + (next.map(\.1.count).max() ?? 0) <= 80
        lines += next.map { command, what in
            sideBySide
                ? "  " + command.padding(toLength: width + 2, withPad: " ", startingAt: 0) + what
                : "  \(command)\n      \(what)"
        }
        standardOutput(lines.joined(separator: "\n") + "\n")
        return .success
    }
}
