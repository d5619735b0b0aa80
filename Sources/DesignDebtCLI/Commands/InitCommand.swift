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
        let next = [
            ("designdebt scan\(path)", "the debt of the tree, with this configuration"),
            ("designdebt collect --repo \(root)", "the history, commit by commit"),
            ("designdebt check\(path) --working-tree", "what your uncommitted edits add"),
        ]
        let width = next.map(\.0.count).max() ?? 0
        lines += ["", "Next:"]
        lines += next.map { command, what in
            "  " + command.padding(toLength: width + 2, withPad: " ", startingAt: 0) + what
        }
        standardOutput(lines.joined(separator: "\n") + "\n")
        return .success
    }
}
