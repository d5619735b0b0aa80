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

    static let headlineHeaders = ["family", "debt", "vs week before", "distinct values", "token adoption"]

    static func subtitle(_ report: WeeklyReport) -> String {
        let span = report.title.contains("W") ? "\(report.start) to \(report.end), " : ""
        return "\(span)\(report.commits) commit\(report.commits == 1 ? "" : "s"), at \(report.at.shortSHA)"
    }

    static func markdown(_ report: WeeklyReport) -> String {
        var output = "# Design debt on \(Markdown.escape(report.branch)), \(report.title)\n\n"
        output += subtitle(report) + "\n\n"
        output += "| " + headlineHeaders.joined(separator: " | ") + " |\n|---|---:|---:|---:|---:|\n"
        for line in [report.total] + report.families {
            var cells = headlineCells(line)
            if line.family == "total" { cells[0] = "**total**" }
            output += "| " + cells.joined(separator: " | ") + " |\n"
        }
        if !report.chartWeeks.isEmpty {
            output += "\n## Debt over \(report.chartWeeks.count) weeks\n\n"
            output += "| family | \(report.chartWeeks.first ?? "") | \(report.chartWeeks.last ?? "") | trend |\n"
            output += "|---|---:|---:|---|\n"
            for (family, values) in report.chartSeries {
                output += "| \(family) | \(values.first ?? 0) | \(values.last ?? 0) | \(Sparkline.render(values)) |\n"
            }
        }
        output += "\n## Regressions (\(report.regressions.count))\n\n"
        if report.regressions.isEmpty { output += "None this week.\n" }
        for regression in report.regressions {
            let commit = regression.commit
            output += "- `\(commit.shortSHA)` \(Markdown.escape(commit.subject))"
            if let pullRequest = Regression.shownPullRequest(regression.pullRequest, subject: commit.subject) {
                output += " (\(pullRequest))"
            }
            output += ", \(Markdown.escape(commit.author)), \(commit.day): **\(Counts.signed(regression.total))**\n"
            for finding in regression.topAdded {
                output += "  - `\(finding.rule)` `\(finding.path):\(finding.line)`\n"
            }
        }
        output += "\n## \(report.improvementsHeading)\n\n"
        if report.improvements.isEmpty { output += "No commit paid debt down this week.\n" }
        for improvement in report.improvements {
            let commit = improvement.commit
            output += "- `\(commit.shortSHA)` \(Markdown.escape(commit.subject))"
            if let pullRequest = Regression.shownPullRequest(improvement.pullRequest, subject: commit.subject) {
                output += " (\(pullRequest))"
            }
            output += ", \(Markdown.escape(commit.author)): **\(improvement.total)**\n"
        }
        output += "\n## Top offenders\n\n| file | findings | 7d | 30d |\n|---|---:|---:|---:|\n"
        for offender in report.topFiles { output += offenderRow(offender) }
        output += "\n| rule | findings | 7d | 30d |\n|---|---:|---:|---:|\n"
        for offender in report.topRules { output += offenderRow(offender) }
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
            output +=
                "\n> The measure changed this week ("
                + report.rulesChanged.map { "`\($0.commit.shortSHA)`" }
                .joined(separator: ", ")
                + "): rules, configuration, the app's tokens or build settings; those counts moved with it, not with the code.\n"
        }
        return output
    }

    static func offenderRow(_ offender: Offender) -> String {
        "| `\(offender.key)` | \(offender.findings) | \(offender.change7.map(Counts.signed) ?? "") | "
            + "\(offender.change30.map(Counts.signed) ?? "") |\n"
    }
}
