import Foundation

/// The formats of `designdebt report`: Markdown for a pull request, a wiki or chat; HTML as one
/// self-contained page (inline CSS and SVG, no script, nothing fetched) for light and dark
/// mode, a phone's width and print.
public enum WeeklyReportFormat: String, CaseIterable, Sendable {
    case md, html

    public func render(_ report: WeeklyReport) -> String {
        switch self {
        case .md: return WeeklyReportFormat.markdown(report)
        case .html: return WeeklyReportHTML.page(report)
        }
    }

    /// Debt going up is bad news: ▲ for more, ▼ for less.
    static func marked(_ change: Int) -> String {
        change > 0 ? "▲ +\(change)" : change < 0 ? "▼ \(change)" : "="
    }

    static func percent(_ value: Int?, change: Int?) -> String {
        guard let value else { return "-" }
        guard let change, change != 0 else { return "\(value)%" }
        return "\(value)% (\(Counts.signed(change)))"
    }

    static func headlineCells(_ line: FamilyHeadline) -> [String] {
        [
            line.family, String(line.debt), marked(line.change),
            // A family with no inventory (a rule family, an imported tool) has no values to count.
            line.distinct == 0 && line.distinctChange == 0 && line.adoption == nil
                ? "-"
                : line.distinctChange == 0
                    ? String(line.distinct) : "\(line.distinct) (\(Counts.signed(line.distinctChange)))",
            percent(line.adoption, change: line.adoptionChange),
        ]
    }

    /// The change is against the last commit before the span: the week before an ISO week's, the
    /// start of a span given by dates.
    static func headlineHeaders(_ report: WeeklyReport) -> [String] {
        [
            "family", "debt", report.isWeek ? "vs week before" : "since \(report.start)", "distinct values",
            "token adoption",
        ]
    }

    static func subtitle(_ report: WeeklyReport) -> String {
        let span = report.isWeek ? "\(report.start) to \(report.end), " : ""
        let floor =
            report.severity.map { $0 == "error" ? ", errors only" : ", findings of severity \($0) or worse" } ?? ""
        return "\(span)\(report.commits) commit\(report.commits == 1 ? "" : "s"), at \(report.at.shortSHA)\(floor)"
    }

    static func markdown(_ report: WeeklyReport) -> String {
        var output = "# Design debt on \(Markdown.escape(report.branch)), \(report.title)\n\n"
        output += subtitle(report) + "\n\n"
        output += "| " + headlineHeaders(report).joined(separator: " | ") + " |\n|---|---:|---:|---:|---:|\n"
        for line in [report.total] + report.families {
            var cells = headlineCells(line)
            if line.family == "total" { cells[0] = "**total**" }
            output += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if !report.chartWeeks.isEmpty {
            output += "\n## Debt over \(report.chartWeeks.count) weeks\n\n"
            output += "| family | \(report.chartWeeks.first ?? "") | \(report.chartWeeks.last ?? "") | trend |\n"
            output += "|---|---:|---:|---|\n"
            let total = report.chartTotal
            output += "| **total** | \(total.first ?? 0) | \(total.last ?? 0) | \(Sparkline.render(total)) |\n"
            for (family, values) in report.chartSeries {
                output += "| \(family) | \(values.first ?? 0) | \(values.last ?? 0) | \(Sparkline.render(values)) |\n"
            }
        }
        output += "\n## Regressions (\(report.regressions.count))\n\n"
        if report.regressions.isEmpty { output += "None this week.\n" }
        for regression in report.regressions {
            let commit = regression.commit
            output += "- \(commitLink(commit, report.links)) "
            output += subject(commit, pullRequest: regression.pullRequest, links: report.links)
            output += ", \(Markdown.escape(commit.author)), \(commit.day): **\(Counts.signed(regression.total))**\n"
            for finding in regression.topAdded {
                let place = link(
                    "`\(finding.path):\(finding.line)`",
                    report.links?.file(finding.path, at: commit.sha, line: finding.line))
                output += "  - `\(finding.rule)` \(place)\n"
            }
        }
        output += "\n## \(report.improvementsHeading)\n\n"
        if report.improvements.isEmpty { output += "No commit paid debt down this week.\n" }
        for improvement in report.improvements {
            let commit = improvement.commit
            output += "- \(commitLink(commit, report.links)) "
            output += subject(commit, pullRequest: improvement.pullRequest, links: report.links)
            output += ", \(Markdown.escape(commit.author)): **\(improvement.total)**\n"
        }
        output += "\n## Top offenders\n\n| file | findings | 7d | 30d |\n|---|---:|---:|---:|\n"
        for offender in report.topFiles {
            output += offenderRow(
                offender, key: link("`\(offender.key)`", report.links?.file(offender.key, at: report.at.sha)))
        }
        output += "\n| rule | findings | 7d | 30d |\n|---|---:|---:|---:|\n"
        for offender in report.topRules { output += offenderRow(offender, key: "`\(offender.key)`") }
        if !report.newValues.isEmpty {
            output += "\n## New values\n\n"
            for (family, values) in report.newValues {
                output += "- \(family): " + values.map { "`\($0.replacingBackticks)`" }.joined(separator: ", ") + "\n"
            }
        }
        if !report.goals.isEmpty { output += "\n## Goals\n\n" + GoalsFormat.markdown(report.goals) }
        if !report.blocked.isEmpty {
            output += "\n## Blocked by the deployment target\n\n"
            output += report.blockedSentences.map { "- \($0)\n" }.joined()
        }
        if !report.rulesChanged.isEmpty {
            output += "\n> " + measureNote(report) { "`\($0)`" } + "\n"
        }
        return output
    }

    /// The changes of measure in the span, each commit with what it moved, which no change above
    /// counts; `code` styles a short sha.
    static func measureNote(_ report: WeeklyReport, code: (String) -> String) -> String {
        let commits = report.rulesChanged.map { "\(code($0.commit.shortSHA)) \(Counts.signed($0.total))" }
        return
            "The measure changed \(report.isWeek ? "this week" : "in this span") (\(commits.joined(separator: ", "))): "
            + "rules, configuration, the app's tokens or build settings. Those findings moved with it, not with the "
            + "code, and no change above counts them."
    }

    /// A short sha, linked to the commit when the remote is known.
    static func commitLink(_ commit: CommitInfo, _ links: RemoteLinks?) -> String {
        link("`\(commit.shortSHA)`", links?.commit(commit.sha))
    }

    /// A commit's subject with its pull request: linked where the subject names it, else after it
    /// in parentheses.
    static func subject(_ commit: CommitInfo, pullRequest: String?, links: RemoteLinks?) -> String {
        let subject = Markdown.escape(commit.subject)
        guard let pullRequest else { return subject }
        let linked = link(pullRequest, links?.pullRequest(pullRequest))
        guard let named = subject.range(of: pullRequest, options: .backwards) else { return subject + " (\(linked))" }
        return subject.replacingCharacters(in: named, with: linked)
    }

    static func link(_ text: String, _ url: String?) -> String {
        url.map { "[\(text)](\($0))" } ?? text
    }

    static func offenderRow(_ offender: Offender, key: String) -> String {
        "| \(key) | \(offender.findings) | \(offender.change7.map(Counts.signed) ?? "") | "
            + "\(offender.change30.map(Counts.signed) ?? "") |\n"
    }
}
