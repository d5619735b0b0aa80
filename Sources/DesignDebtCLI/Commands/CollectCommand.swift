import DesignDebt
import Foundation

/// `designdebt collect`: new commits of a branch into the database.
extension DesignDebtCLI {
    static let collect = CommandSpec(
        name: "collect", abstract: "Record new commits of a branch in the database.",
        discussion: """
            Walks the first-parent history of the branch and records, for every commit not yet stored, the \
            findings and inventory of its Swift files. The first run backfills the whole history (or from \
            --since); later runs add only new commits. Each commit is written in one transaction, so an \
            interrupted run resumes where it stopped.
            """,
        options: [
            .init(name: "repo", short: "r", valueName: "<path>", help: "The git repository.", defaultValue: "."),
            .init(
                name: "db", short: nil, valueName: "<path>", help: "The history database.",
                defaultValue: "<repo>/.designdebt/history.sqlite"),
            .init(
                name: "branch", short: "b", valueName: "<name>",
                help:
                    "The branch to follow. (default: the remote's HEAD, else the checked-out branch; collected up to its remote-tracking branch when the local one is behind it, as after a fetch)"
            ),
            .init(
                name: "since", short: nil, valueName: "<rev|date>",
                help: "Start the first backfill at this commit or date (YYYY-MM-DD)."),
            .init(
                name: "max-commits", short: nil, valueName: "<n>", help: "Add at most this many commits in this run."),
            .init(
                name: "jobs", short: "j", valueName: "<n>", help: "Files analyzed in parallel.",
                defaultValue: "the number of cores"),
            .init(
                name: "config", short: "c", valueName: "<file>",
                help: "A designdebt.json to use instead of the one at the repository root."),
            .init(
                name: "wait", short: nil, valueName: "<seconds>",
                help: "Wait this long for another collect holding the database. (default: refuse at once)"),
            .help,
        ])

    func runCollect(_ parsed: ParsedArguments) throws -> ExitCode {
        var options = CollectOptions(repository: parsed.value("repo") ?? ".")
        options.database = parsed.value("db")
        options.branch = parsed.value("branch")
        options.since = parsed.value("since")
        // A revision passes as it is; what is shaped like a date must be one.
        if let since = options.since, since.prefixMatch(of: /\d{4}-\d{2}-\d{2}/) != nil {
            _ = try calendarDate(String(since.prefix(10)), option: "since", command: DesignDebtCLI.collect)
        }
        options.configPath = parsed.value("config")
        if let value = parsed.value("max-commits") {
            options.maxCommits = try positiveInteger(value, option: "max-commits", command: DesignDebtCLI.collect)
        }
        if let value = parsed.value("wait") {
            guard let seconds = Double(value), seconds >= 0, seconds.isFinite else {
                throw UsageError(
                    message: "The value '\(value)' is invalid for '--wait'; expected seconds (0 or more).",
                    command: DesignDebtCLI.collect)
            }
            options.wait = seconds
        }
        if let value = parsed.value("jobs") {
            options.jobs = try positiveInteger(value, option: "jobs", command: DesignDebtCLI.collect)
        }
        let bar = ProgressBar(write: standardError)
        Interruption.install()
        let summary: CollectSummary
        do {
            summary = try Collector(options: options).run { bar.update($0) }
        } catch let interrupted as CollectInterrupted {
            bar.finish()
            standardError(interrupted.description + "\n")
            return interrupted.signal == SIGINT ? .interrupted : .terminated
        }
        bar.finish()
        if let first = summary.sinceNotApplied, let since = summary.since {
            standardError(
                "--since \(since) was not applied: it picks where a first backfill starts, and this database's "
                    + "timeline of '\(summary.branch)' already starts at \(first.prefix(10)). To start elsewhere, "
                    + "collect into a new --db.\n")
        }
        if let old = summary.renamedFrom {
            standardError(
                "The branch '\(old)' this database followed is gone; its history goes on as '\(summary.branch)'.\n")
        }
        if let remote = summary.followed {
            standardError(
                "'\(summary.branch)' is behind '\(remote)': collected up to '\(remote)' (\(summary.tip.prefix(10))), "
                    + "as fetched.\n")
        }
        if let root = summary.movedFrom {
            standardError(
                "The history of '\(summary.branch)' in this database was collected at '\(root)'; it goes on from "
                    + "this clone.\n")
        }
        if let upgrade = summary.schemaUpgrade {
            standardError(
                "Upgraded the database from schema version \(upgrade.from) to \(upgrade.to); the database as it "
                    + "was is kept at '\(upgrade.backupPath)'.\n")
        }
        standardOutput(CollectSummaryFormatter.line(summary))
        return .success
    }
}
