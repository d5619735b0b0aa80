import DebtReports
import DesignDebt
import DesignRules

/// `designdebt regressions`: which commits made the debt worse.
extension DesignDebtCLI {
    static let regressions = CommandSpec(
        name: "regressions", abstract: "List the commits whose debt rose, with the findings they added.",
        discussion: """
            Each regression shows its commit, the change per family and its top added findings (matched by \
            fingerprint, as 'explain' does); a merge shows its pull request and the commits it brought in. A \
            commit where the analyzer changed (rules, configuration, tokens, a deployment target) lists what the new \
            measure moved apart, under "the measure changed"; what its code added is still a regression. \
            '--since last-alert' is the nightly question: every commit collected since the last alert that \
            finished, whatever collected it (a retried, interrupted or failed collect), each reported once; the \
            first run sets the baseline. '--since last-run' is what the last collect added. With '--exit-code', \
            any regression exits 1.
            """,
        options: [
            .init(
                name: "since", short: nil, valueName: "<date|rev|last-run|last-alert|all>",
                help:
                    "From this date (YYYY-MM-DD), after this commit, what the last collect added, every commit "
                    + "collected since the last 'last-alert' (the first sets the baseline), or the whole timeline.",
                defaultValue: "the 30 days to the last collected commit"),
            .init(
                name: "until", short: nil, valueName: "<date|rev>", help: "Through this date or commit."),
            .family(help: "Count only this family's findings."),
            .rule(help: "Count only this rule's findings."),
            .init(
                name: "min-delta", short: nil, valueName: "<n>", help: "The smallest rise that counts.",
                defaultValue: "1"),
            .init(
                name: "sort", short: nil, valueName: "<order>",
                help: "List in timeline order, or the largest rise first.",
                allowedValues: ["time", "delta"], defaultValue: "time"),
            .init(
                name: "limit", short: nil, valueName: "<n>", help: "List at most this many: the largest rises.",
                defaultValue: "all"),
            .init(name: "exit-code", short: nil, valueName: nil, help: "Exit 1 when there is any regression."),
            .source, .severity, .database, .branch,
            .format(RegressionFormat.allCases.map(\.rawValue), default: "table"),
            .help,
        ])

    func runRegressions(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = Regressions.Options(
            database: parsed.database, branch: parsed.value("branch"))
        for name in ["since", "until"] {
            if let value = parsed.value(name), value.prefixMatch(of: /\d{4}-\d{2}-\d{2}/) != nil {
                _ = try calendarDate(value, option: name, command: DesignDebtCLI.regressions)
            }
        }
        options.since = parsed.value("since")
        options.until = parsed.value("until")
        options.family = parsed.value("family")
        options.rule = parsed.value("rule")
        options.source = FindingSource(parsed.value("source") ?? "designdebt")
        options.severity = parsed.value("severity").flatMap(Severity.init(rawValue:))
        options.largestFirst = parsed.value("sort") == "delta"
        if let value = parsed.value("limit") {
            options.limit = try positiveInteger(value, option: "limit", command: DesignDebtCLI.regressions)
        }
        if let value = parsed.value("min-delta") {
            options.minDelta = try positiveInteger(value, option: "min-delta", command: DesignDebtCLI.regressions)
        }
        let regressions = Regressions(options: options)
        let report = try regressions.run()
        standardOutput((RegressionFormat(rawValue: parsed.value("format") ?? "table") ?? .table).render(report))
        // Delivered: the next alert starts after what this one reported.
        try regressions.recordAlert(report)
        return parsed.flags.contains("exit-code") && !report.regressions.isEmpty ? .checkFailed : .success
    }
}
