import DesignRules

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
            offenders(report.topFiles, heading: "file") + offenders(report.topRules, heading: "rule"))
        if !report.newValues.isEmpty { body += section("New values", newValues(report)) }
        if !report.goals.isEmpty { body += section("Goals", goals(report.goals)) }
        if !report.blocked.isEmpty {
            body += section(
                "Blocked by the deployment target",
                "<ul>\n" + report.blockedSentences.map { "<li>\(escape($0))</li>\n" }.joined() + "</ul>\n")
        }
        if !report.rulesChanged.isEmpty {
            body +=
                "<p class=\"note\">The measure changed this week ("
                + report.rulesChanged.map { "<code>\($0.commit.shortSHA)</code>" }.joined(separator: ", ")
                + "): rules, configuration, the app's tokens or build settings; those counts moved with it, not with the code.</p>\n"
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
        ul { padding-left: 20px; margin: 6px 0; } li { margin: 4px 0; }
        li ul { color: var(--muted); }
        td.spark { width: 55%; padding: 2px 8px; }
        table.chart td { vertical-align: middle; }
        td.range { color: var(--muted); }
        svg { width: 100%; height: auto; display: block; }
        svg .grid { stroke: var(--line); stroke-width: 1; }
        svg .series { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
        svg .dot { stroke: none; }
        .s-spacing { stroke: var(--spacing); fill: var(--spacing); }
        .s-radius { stroke: var(--radius); fill: var(--radius); }
        .s-typography { stroke: var(--typography); fill: var(--typography); }
        .s-motion { stroke: var(--motion); fill: var(--motion); }
        .s-color { stroke: var(--color); fill: var(--color); }
        .s-c0 { stroke: var(--c0); fill: var(--c0); } .s-c1 { stroke: var(--c1); fill: var(--c1); }
        .s-c2 { stroke: var(--c2); fill: var(--c2); } .s-c3 { stroke: var(--c3); fill: var(--c3); }
        .s-c4 { stroke: var(--c4); fill: var(--c4); } .s-c5 { stroke: var(--c5); fill: var(--c5); }
        svg .series { fill: none !important; }
        @media (max-width: 480px) { body { font-size: 14px; } h1 { font-size: 20px; } th, td { padding: 5px 4px; }
          table.chart td.range, table.chart th:last-child { display: none; } }
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
        let headers = WeeklyReportFormat.headlineHeaders.enumerated().map { index, header in
            "<th\(index > 0 ? " class=\"n\"" : "")>\(escape(header))</th>"
        }.joined()
        return "<div class=\"scroll\"><table><thead><tr>\(headers)</tr></thead><tbody>\n\(rows)</tbody></table></div>\n"
    }

    /// One small line per family, each on its own scale: a family with hundreds of findings
    /// would flatten the others on a shared one. The first and last week label the rows.
    static func chart(_ report: WeeklyReport) -> String {
        let (width, height, pad) = (240.0, 44.0, 4.0)
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
            let low = values.min() ?? 0
            let high = values.max() ?? 0
            let count = max(1, values.count - 1)
            func x(_ index: Int) -> Double { pad + (width - 2 * pad) * Double(index) / Double(count) }
            func y(_ value: Int) -> Double {
                high == low ? height / 2 : pad + (height - 2 * pad) * (1 - Double(value - low) / Double(high - low))
            }
            let points = values.enumerated().map { "\(x($0.offset)),\(y($0.element))" }.joined(separator: " ")
            var svg = "<svg viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
            svg +=
                "aria-label=\"\(escape(family)) findings, weekly, from \(values.first ?? 0) to \(values.last ?? 0)\">"
            svg +=
                "<line class=\"grid\" x1=\"\(pad)\" x2=\"\(width - pad)\" y1=\"\(height - pad)\" y2=\"\(height - pad)\"/>"
            svg += "<polyline class=\"series \(tone)\" points=\"\(points)\"/>"
            if let last = values.last {
                svg +=
                    "<circle class=\"dot \(tone)\" cx=\"\(x(values.count - 1))\" cy=\"\(y(last))\" r=\"3.5\"/>"
            }
            svg += "</svg>"
            rows +=
                "<tr><td>\(escape(family))</td><td class=\"n\">\(values.first ?? 0)</td><td class=\"spark\">\(svg)</td>"
            rows += "<td class=\"n\">\(values.last ?? 0)</td><td class=\"n range\">\(low)-\(high)</td></tr>\n"
        }
        let first = escape(report.chartWeeks.first ?? "")
        let last = escape(report.chartWeeks.last ?? "")
        return "<div class=\"scroll\"><table class=\"chart\"><thead><tr><th>family</th><th class=\"n\">\(first)</th>"
            + "<th>weekly</th><th class=\"n\">\(last)</th><th class=\"n\">range</th></tr></thead><tbody>\n\(rows)"
            + "</tbody></table></div>\n"
    }

    /// The pull request after a subject that does not already name it.
    static func pullRequest(_ value: String?, subject: String) -> String {
        Regression.shownPullRequest(value, subject: subject).map { " <span class=\"meta\">(\(escape($0)))</span>" }
            ?? ""
    }

    static func regressions(_ report: WeeklyReport) -> String {
        guard !report.regressions.isEmpty else { return "<p class=\"empty\">None this week.</p>\n" }
        var html = "<ul>\n"
        for regression in report.regressions {
            let commit = regression.commit
            html +=
                "<li><code>\(commit.shortSHA)</code> \(escape(commit.subject))\(pullRequest(regression.pullRequest, subject: commit.subject))"
            html += " · \(escape(commit.author)), \(commit.day) · \(change(regression.total))"
            if !regression.topAdded.isEmpty {
                html += "<ul>"
                for finding in regression.topAdded {
                    html +=
                        "<li><code>\(escape(finding.rule))</code> <code>\(escape(finding.path)):\(finding.line)</code></li>"
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
            html +=
                "<li><code>\(commit.shortSHA)</code> \(escape(commit.subject))\(pullRequest(improvement.pullRequest, subject: commit.subject))"
            html += " · \(escape(commit.author)) · \(change(improvement.total))</li>\n"
        }
        return html + "</ul>\n"
    }

    static func offenders(_ offenders: [Offender], heading: String) -> String {
        var html = "<div class=\"scroll\"><table><thead><tr><th>\(heading)</th><th class=\"n\">findings</th>"
        html += "<th class=\"n\">7d</th><th class=\"n\">30d</th></tr></thead><tbody>\n"
        for offender in offenders {
            html += "<tr><td><code>\(escape(offender.key))</code></td><td class=\"n\">\(offender.findings)</td>"
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
