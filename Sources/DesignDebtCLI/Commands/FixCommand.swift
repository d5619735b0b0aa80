import DebtReports
import DesignDebt
import DesignRules
import Foundation

/// `designdebt fix`: literals to the app's own tokens, dry run first.
extension DesignDebtCLI {
    static let fix = CommandSpec(
        name: "fix", abstract: "Rewrite design literals to the app's own tokens (dry run first).",
        discussion: """
            Padding, spacing and corner radii written as numbers become the app's nearest scale token (ties go \
            up; 0 stays 0; farther than the limit is left for a person); fixed font sizes from 9 to 26 pt become \
            text styles; literal springs and curves become the app's Motion tokens within a tolerance. Without \
            --apply it prints a unified diff and a summary (to stderr) and writes nothing. Files with \
            uncommitted changes are refused unless --allow-dirty. Exit 1 when some file could not be written. \
            See docs/fix.md.
            """,
        positionals: [.init(name: "path", help: "The folder to fix. (default: .)", optional: true)],
        options: [
            CommandSpec.Option(
                name: "family", short: nil, valueName: "<family>", help: "Only this family (repeatable).",
                allowedValues: FixOptions.rewritableFamilies.map(\.rawValue)),
            CommandSpec.Option(
                name: "rule", short: nil, valueName: "<rule>", help: "Only what answers this rule (repeatable).",
                allowedValues: FixPlanner.answeredRules),
            CommandSpec.Option(
                name: "path", short: nil, valueName: "<glob>", help: "Only files matching this glob (repeatable)."),
            CommandSpec.Option(name: "apply", short: nil, valueName: nil, help: "Write the files."),
            CommandSpec.Option(
                name: "allow-dirty", short: nil, valueName: nil, help: "Also fix files with uncommitted changes."),
            CommandSpec.Option(
                name: "limit", short: nil, valueName: "<points>",
                help: "Leave literals farther than this from every token. (default: 4, or fix.limit)"),
            CommandSpec.Option(
                name: "tolerance", short: nil, valueName: "<amount>",
                help: "How far a curve may be from a Motion token. (default: 0.05, or fix.motionTolerance)"),
            CommandSpec.Option(
                name: "explain-scales", short: nil, valueName: nil,
                help: "Print the text-style sizes and the app's tokens fix rounds to, and stop."),
            .format(["diff", "json"], default: "diff"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the root."),
            .help,
        ])

    func runFix(_ parsed: ParsedArguments) throws -> ExitCode {
        let root = parsed.positionals.first ?? "."
        var fix = try WorkingTreeFix(root: root, configPath: parsed.value("config"))
        let families = parsed.values("family").compactMap(Family.init(rawValue:))
        if !families.isEmpty { fix.options.families = Set(families) }
        fix.options.rules = Set(parsed.values("rule"))
        if let limit = parsed.value("limit") { fix.options.limit = try amount(limit, option: "limit") }
        if let tolerance = parsed.value("tolerance") {
            fix.options.motionTolerance = try amount(tolerance, option: "tolerance")
        }
        fix.paths = parsed.values("path").map(Glob.init)
        fix.allowDirty = parsed.flags.contains("allow-dirty")
        var run = try fix.plan()
        if parsed.flags.contains("explain-scales") {
            standardOutput(FixRunFormat.explainScales(run, config: fix.config, width: width))
            return .success
        }
        let apply = parsed.flags.contains("apply")
        if apply { run = try fix.apply(run) }
        if parsed.value("format") == "json" {
            standardOutput(FixRunFormat.json(run))
        } else if apply {
            standardOutput(FixRunFormat.summary(run, width: width))
        } else {
            // The diff alone on standard output, so `> fix.patch` is a patch `git apply` reads.
            let palette: UnifiedDiff.Palette = colorsOutput ? .terminal : .plain
            standardOutput(FixRunFormat.diff(run, palette: palette))
            standardError(FixRunFormat.summary(run, width: width))
        }
        return run.refused.isEmpty ? .success : .checkFailed
    }

    /// A non-negative number given to `--limit` or `--tolerance`.
    private func amount(_ value: String, option: String) throws -> Double {
        guard let number = Double(value), number >= 0, number.isFinite else {
            throw UsageError(
                message: "The value '\(value)' is invalid for '--\(option)'; expected a non-negative number.",
                command: DesignDebtCLI.fix)
        }
        return number
    }

    /// Colour on a terminal, unless NO_COLOR says otherwise (https://no-color.org).
    private var colorsOutput: Bool {
        isatty(1) == 1 && getenv("NO_COLOR").map { $0.pointee == 0 } != false
    }
}
