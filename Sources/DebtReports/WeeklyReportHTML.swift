import DesignRules
import Foundation

/// The weekly report as one HTML page: inline CSS and SVG, no script, no request.
enum WeeklyReportHTML {
    static func page(_ report: WeeklyReport) -> String {
        var body = "<header><h1>Design debt on \(escape(report.branch)) <span>\(escape(report.title))</span></h1>"
        body += "<p class=\"meta\">\(escape(WeeklyReportFormat.subtitle(report)))</p></header>\n"
        body += headlines(report)
        if !report.chartWeeks.isEmpty {
            body += section("Debt over \(report.chartWeeks.count) weeks", chart(report))
        }
        body += section("Regressions (\(report.regressions.count))", regressions(report))
        body += section(report.improvementsHeading, improvements(report))
        body += section(
            "Top offenders",
            offenders(report.topFiles, heading: "file", report: report)
                + offenders(report.topRules, heading: "rule", report: report))
        if !report.newValues.isEmpty { body += section("New values", newValues(report)) }
        if !report.goals.isEmpty { body += section("Goals", goals(report.goals)) }
        if !report.blocked.isEmpty {
            body += section(
                "Blocked by the deployment target",
                "<ul>\n" + report.blockedSentences.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n")
        }
        if !report.rulesChanged.isEmpty {
            body += "<p class=\"note\">" + WeeklyReportFormat.measureNote(report) { "<code>\($0)</code>" } + "</p>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>Design debt on \(escape(report.branch)), \(escape(report.title))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    static let style = """
        :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --paper: #ffffff; --band: #f5f5f7;
          --up: #c9341f; --down: #1f7a3a; --spacing: #0a6fd6; --radius: #b0580f; --typography: #7a3fc2;
          --motion: #0f8a80; --color: #c22f6c; --total: #1d1d1f;
          --c0: #5b6b7f; --c1: #8a6d00; --c2: #2e7d32; --c3: #6a4c93; --c4: #b23a48; --c5: #00838f; }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #f5f5f7; --muted: #a1a1a6; --line: #424245; --paper: #1c1c1e; --band: #2c2c2e;
            --up: #ff6b57; --down: #4cd07a; --spacing: #5aa9ff; --radius: #ffa552; --typography: #c49bff;
            --motion: #4fd6c9; --color: #ff7fb0; --total: #f5f5f7;
            --c0: #a7b4c4; --c1: #e0c04f; --c2: #7bd67f; --c3: #b99be0; --c4: #ff8a96; --c5: #5fd3de; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--paper); color: var(--ink);
          font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 880px; margin: 0 auto; padding: 24px 16px 48px; }
        h1 { font-size: 24px; margin: 0 0 4px; }
        h1 span { color: var(--muted); font-weight: 500; }
        h2 { font-size: 18px; margin: 32px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
        .meta, .note, .empty { color: var(--muted); }
        .note { border-left: 3px solid var(--line); padding-left: 8px; }
        .scroll { overflow-x: auto; }
        table { border-collapse: collapse; width: 100%; margin: 8px 0; }
        th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { font-weight: 600; color: var(--muted); font-size: 13px; }
        td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
        td.n { white-space: nowrap; }
        tr.total td { font-weight: 600; background: var(--band); }
        code { font: 13px/1.3 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; overflow-wrap: anywhere; }
        .up { color: var(--up); } .down { color: var(--down); }
        a { color: inherit; text-decoration-color: var(--line); text-underline-offset: 2px; }
        a:hover { text-decoration-color: currentColor; }
        ul { padding-left: 20px; margin: 6px 0; } li { margin: 4px 0; }
        li ul { color: var(--muted); }
        td.spark { width: 60%; padding: 2px 8px; }
        table.chart td { vertical-align: middle; }
        .plot { display: grid; grid-template-columns: auto 1fr; gap: 6px; align-items: stretch; }
        .axis { display: flex; flex-direction: column; justify-content: space-between; text-align: right;
          color: var(--muted); font-size: 11px; line-height: 1; font-variant-numeric: tabular-nums; }
        figure.total-chart { margin: 8px 0 16px; }
        .weeks { display: flex; justify-content: space-between; color: var(--muted); font-size: 12px;
          margin: 4px 0 0 36px; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 6px; }
        svg { width: 100%; height: auto; display: block; }
        svg .grid { stroke: var(--line); stroke-width: 1; }
        svg .series { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
        svg .dot { stroke: none; }
        svg.stretch { height: 40px; }
        svg.stretch .series, svg.stretch .grid { vector-effect: non-scaling-stroke; }
        .s-spacing { stroke: var(--spacing); fill: var(--spacing); }
        .s-radius { stroke: var(--radius); fill: var(--radius); }
        .s-typography { stroke: var(--typography); fill: var(--typography); }
        .s-motion { stroke: var(--motion); fill: var(--motion); }
        .s-color { stroke: var(--color); fill: var(--color); }
        .s-total { stroke: var(--total); fill: var(--total); }
        .s-c0 { stroke: var(--c0); fill: var(--c0); } .s-c1 { stroke: var(--c1); fill: var(--c1); }
        .s-c2 { stroke: var(--c2); fill: var(--c2); } .s-c3 { stroke: var(--c3); fill: var(--c3); }
        .s-c4 { stroke: var(--c4); fill: var(--c4); } .s-c5 { stroke: var(--c5); fill: var(--c5); }
        svg .series { fill: none !important; }
        @media (max-width: 480px) { body { font-size: 14px; } h1 { font-size: 20px; } th, td { padding: 5px 4px; }
          td.spark { width: 55%; } }
        @media print { :root { --paper: #fff; --ink: #000; --band: #eee; } main { max-width: none; padding: 0; }
          .scroll { overflow: visible; } h2 { break-after: avoid; } tr, li { break-inside: avoid; } }
        """

    static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            default: output.append(character)
            }
        }
        return output
    }

    static func section(_ title: String, _ content: String) -> String {
        "<section><h2>\(escape(title))</h2>\n\(content)</section>\n"
    }

    static func change(_ value: Int) -> String {
        let text = escape(WeeklyReportFormat.marked(value))
        return value > 0
            ? "<span class=\"up\">\(text)</span>" : value < 0 ? "<span class=\"down\">\(text)</span>" : text
    }

    static func headlines(_ report: WeeklyReport) -> String {
        var rows = ""
        for line in [report.total] + report.families {
            let cells = WeeklyReportFormat.headlineCells(line)
            rows += "<tr\(line.family == "total" ? " class=\"total\"" : "")><td>\(escape(cells[0]))</td>"
            rows += "<td class=\"n\">\(line.debt)</td><td class=\"n\">\(change(line.change))</td>"
            rows += "<td class=\"n\">\(escape(cells[3]))</td><td class=\"n\">\(escape(cells[4]))</td></tr>\n"
        }
        let headers = WeeklyReportFormat.headlineHeaders(report).enumerated().map { index, header in
            "<th\(index > 0 ? " class=\"n\"" : "")>\(escape(header))</th>"
        }.joined()
        return "<div class=\"scroll\"><table><thead><tr>\(headers)</tr></thead><tbody>\n\(rows)</tbody></table></div>\n"
    }

    /// The total over the weeks, large, with its scale and weeks labelled; then one small line per
    /// family, each on its own scale (a family with hundreds of findings would flatten the others
    /// on a shared one), labelled with its scale's bounds.
    static func chart(_ report: WeeklyReport) -> String {
        let total = report.chartTotal
        let weeks = report.chartWeeks
        let (low, high) = domain(total)
        let axis = [high, (low + high) / 2, low].map { "<span>\($0)</span>" }.joined()
        let ticks = [weeks.first, weeks.count > 2 ? weeks[weeks.count / 2] : nil, weeks.last].compactMap { $0 }
        var html = "<figure class=\"total-chart\"><div class=\"plot\"><div class=\"axis\">\(axis)</div>"
        html += line(total, in: (low, high), size: (640, 160), tone: "s-total", grid: 3, label: "total")
        html += "</div><div class=\"weeks\">" + ticks.map { "<span>\(escape($0))</span>" }.joined() + "</div>"
        html += "<figcaption>All findings at the end of each week, \(total.first ?? 0) to \(total.last ?? 0)."
        html += "</figcaption></figure>\n"
        var rows = ""
        // The scale families keep their colours; the rest (rule families, imported tools) take
        // the other palette in turn.
        var others = 0
        for (family, values) in report.chartSeries {
            let tone: String
            if Family(rawValue: family).map(Family.scaleFamilies.contains) == true {
                tone = "s-" + family
            } else {
                tone = "s-c\(others % 6)"
                others += 1
            }
            let bounds = domain(values)
            let spark = line(values, in: bounds, size: (360, 40), tone: tone, grid: 2, label: family, stretches: true)
            rows += "<tr><td>\(escape(family))</td><td class=\"n\">\(values.first ?? 0)</td>"
            rows += "<td class=\"spark\"><div class=\"plot\"><div class=\"axis\"><span>\(bounds.high)</span>"
            rows += "<span>\(bounds.low)</span></div>\(spark)</div></td><td class=\"n\">\(values.last ?? 0)</td></tr>\n"
        }
        let first = escape(weeks.first ?? "")
        let last = escape(weeks.last ?? "")
        html += "<div class=\"scroll\"><table class=\"chart\"><thead><tr><th>family</th><th class=\"n\">\(first)</th>"
        html += "<th>weekly</th><th class=\"n\">\(last)</th></tr></thead><tbody>\n\(rows)</tbody></table></div>\n"
        return html
    }

    /// The span a chart's vertical scale covers: the values' own, widened to at least four
    /// findings or a tenth of the largest, so one finding more does not draw a cliff.
    static func domain(_ values: [Int]) -> (low: Int, high: Int) {
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        let least = max(4, high / 10)
        guard high - low < least else { return (low, high) }
        let bottom = max(0, low - (least - (high - low)) / 2)
        return (bottom, max(high, bottom + least))
    }

    /// One series as an SVG line on the scale `bounds`, with `grid` evenly spaced rules from the
    /// top to the bottom of the scale (the labels beside it sit at the same heights). A line that
    /// `stretches` keeps its height at any width (a sparkline in a phone's narrow column), so it
    /// has no dot, which would stretch with it.
    static func line(
        _ values: [Int], in bounds: (low: Int, high: Int), size: (Double, Double), tone: String, grid: Int,
        label: String, stretches: Bool = false
    ) -> String {
        let (width, height) = size
        let pad = 4.0
        let count = max(1, values.count - 1)
        func x(_ index: Int) -> Double { pad + (width - 2 * pad) * Double(index) / Double(count) }
        func y(_ value: Int) -> Double {
            pad + (height - 2 * pad) * (1 - Double(value - bounds.low) / Double(max(1, bounds.high - bounds.low)))
        }
        var svg = "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
        if stretches { svg += "class=\"stretch\" preserveAspectRatio=\"none\" " }
        svg += "aria-label=\"\(escape(label)) findings, weekly, from \(values.first ?? 0) to \(values.last ?? 0)\">"
        for rule in 0..<grid {
            let level = pad + (height - 2 * pad) * Double(rule) / Double(max(1, grid - 1))
            svg += "<line class=\"grid\" x1=\"\(pad)\" x2=\"\(width - pad)\" y1=\"\(level)\" y2=\"\(level)\"/>"
        }
        let points = values.enumerated().map { "\(x($0.offset)),\(y($0.element))" }.joined(separator: " ")
        svg += "<polyline class=\"series \(tone)\" points=\"\(points)\"/>"
        if !stretches, let last = values.last {
            svg += "<circle class=\"dot \(tone)\" cx=\"\(x(values.count - 1))\" cy=\"\(y(last))\" r=\"3.5\"/>"
        }
        return svg + "</svg>"
    }

    /// A commit's short sha, linked to the commit on the remote when it is known.
    static func commitLink(_ commit: CommitInfo, _ links: RemoteLinks?) -> String {
        anchor("<code>\(commit.shortSHA)</code>", links?.commit(commit.sha))
    }

    /// A commit's subject with its pull request: linked where the subject names it, else after it
    /// in parentheses.
    static func subject(_ commit: CommitInfo, pullRequest: String?, links: RemoteLinks?) -> String {
        let subject = escape(commit.subject)
        guard let pullRequest else { return subject }
        let linked = anchor(escape(pullRequest), links?.pullRequest(pullRequest))
        guard let named = subject.range(of: escape(pullRequest), options: .backwards) else {
            return subject + " <span class=\"meta\">(\(linked))</span>"
        }
        return subject.replacingCharacters(in: named, with: linked)
    }

    /// `path:line` as code, linked to that line of the file as it was at `sha`.
    static func place(_ path: String, line: Int? = nil, at sha: String, links: RemoteLinks?) -> String {
        let text = line.map { "\(path):\($0)" } ?? path
        return anchor("<code>\(escape(text))</code>", links?.file(path, at: sha, line: line))
    }

    static func anchor(_ html: String, _ url: String?) -> String {
        url.map { "<a href=\"\(escape($0))\">\(html)</a>" } ?? html
    }

    static func regressions(_ report: WeeklyReport) -> String {
        guard !report.regressions.isEmpty else { return "<p class=\"empty\">None this week.</p>\n" }
        var html = "<ul>\n"
        for regression in report.regressions {
            let commit = regression.commit
            html += "<li>\(commitLink(commit, report.links)) "
            html += subject(commit, pullRequest: regression.pullRequest, links: report.links)
            html += " · \(escape(commit.author)), \(commit.day) · \(change(regression.total))"
            if !regression.topAdded.isEmpty {
                html += "<ul>"
                for finding in regression.topAdded {
                    html += "<li><code>\(escape(finding.rule))</code> "
                    html += place(finding.path, line: finding.line, at: commit.sha, links: report.links) + "</li>"
                }
                html += "</ul>"
            }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    static func improvements(_ report: WeeklyReport) -> String {
        guard !report.improvements.isEmpty else {
            return "<p class=\"empty\">No commit paid debt down this week.</p>\n"
        }
        var html = "<ul>\n"
        for improvement in report.improvements {
            let commit = improvement.commit
            html += "<li>\(commitLink(commit, report.links)) "
            html += subject(commit, pullRequest: improvement.pullRequest, links: report.links)
            html += " · \(escape(commit.author)) · \(change(improvement.total))</li>\n"
        }
        return html + "</ul>\n"
    }

    /// Top offenders; a file links to the file at the report's commit.
    static func offenders(_ offenders: [Offender], heading: String, report: WeeklyReport) -> String {
        var html = "<div class=\"scroll\"><table><thead><tr><th>\(heading)</th><th class=\"n\">findings</th>"
        html += "<th class=\"n\">7d</th><th class=\"n\">30d</th></tr></thead><tbody>\n"
        for offender in offenders {
            let key =
                heading == "file"
                ? place(offender.key, at: report.at.sha, links: report.links) : "<code>\(escape(offender.key))</code>"
            html += "<tr><td>\(key)</td><td class=\"n\">\(offender.findings)</td>"
            html += "<td class=\"n\">\(offender.change7.map(change) ?? "")</td>"
            html += "<td class=\"n\">\(offender.change30.map(change) ?? "")</td></tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }

    static func newValues(_ report: WeeklyReport) -> String {
        var html = "<ul>\n"
        for (family, values) in report.newValues {
            html += "<li>\(escape(family)): " + values.map { "<code>\(escape($0))</code>" }.joined(separator: ", ")
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    static func goals(_ goals: [GoalStatus]) -> String {
        var html = "<div class=\"scroll\"><table><thead><tr><th>goal</th><th class=\"n\">now</th>"
        html +=
            "<th class=\"n\">target</th><th>by</th><th class=\"n\">per week</th><th>met at this rate</th></tr></thead><tbody>\n"
        for goal in goals {
            let late = goal.state == .late || goal.state == .notAtThisRate
            html += "<tr><td><code>\(escape(goal.key))</code></td><td class=\"n\">\(goal.current)</td>"
            html +=
                "<td class=\"n\">\(goal.target)</td><td>\(goal.by)</td><td class=\"n\">\(escape(goal.burnText))</td>"
            html += "<td\(late ? " class=\"up\"" : "")>\(escape(goal.outlook))</td></tr>\n"
        }
        return html + "</tbody></table></div>\n"
    }
}
