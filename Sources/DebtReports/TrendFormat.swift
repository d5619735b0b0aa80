import JSONSupport

/// The formats of `designdebt trend`.
public enum TrendFormat: String, CaseIterable, Sendable {
    case table, json, csv

    /// Renders a trend report.
    public func render(_ report: TrendReport) -> String {
        switch self {
        case .table: return TrendFormatter.table(report)
        case .json: return TrendFormatter.json(report)
        case .csv: return TrendFormatter.csv(report)
        }
    }
}

/// Trend renderers: a table with a sparkline per key, the JSON contract
/// (`[{"sha","seq","date","total","byFamily"|"byRule":{...}}]`), and CSV.
enum TrendFormatter {
    /// Rows shown in the table; the sparkline covers every point.
    static let tableRows = 12

    static func table(_ report: TrendReport) -> String {
        guard let last = report.points.last, let first = report.points.first else {
            if let since = report.since { return "No commits on '\(report.branch)' from \(since) on.\n" }
            return "No commits collected on '\(report.branch)' yet.\n"
        }
        var output =
            "\(title(report.metric)) on '\(report.branch)': \(first.total) -> \(last.total) over \(report.points.count) points\n\n"
        var series = TextTable(
            headers: [report.keyKind, "first", "last", "change", "trend"],
            alignments: [.left, .right, .right, .right, .left])
        series.append([
            "total", String(first.total), String(last.total), Counts.signed(last.total - first.total),
            Sparkline.render(report.points.map(\.total)),
        ])
        for key in report.keys {
            let values = report.points.map { $0.byKey[key, default: 0] }
            series.append([
                key, String(values.first ?? 0), String(values.last ?? 0),
                Counts.signed((values.last ?? 0) - (values.first ?? 0)), Sparkline.render(values),
            ])
        }
        output += series.render() + "\n"
        var recent = TextTable(
            headers: ["date", "commit", "total", "change"], alignments: [.left, .left, .right, .right])
        let shown = report.points.suffix(tableRows)
        var previous =
            report.points.count > shown.count
            ? report.points[report.points.count - shown.count - 1].total : shown.first?.total ?? 0
        for point in shown {
            recent.append([
                point.date, String(point.sha.prefix(10)) + (point.rebaselined ? " *" : ""), String(point.total),
                Counts.signed(point.total - previous),
            ])
            previous = point.total
        }
        output += recent.render()
        if report.points.contains(where: \.rebaselined) {
            output += "* the analyzer changed here (rules or configuration): the step is not the code.\n"
        }
        return output
    }

    /// What the numbers count, as the table's first line says it.
    static func title(_ metric: TrendMetric) -> String {
        switch metric {
        case .findings: return "Findings"
        case .sites: return "Design-scale sites"
        case .literals: return "Literal sites"
        case .offScale: return "Off-scale literals"
        case .distinct: return "Distinct literal values"
        case .adoption: return "Token adoption (% of sites)"
        }
    }

    static func json(_ report: TrendReport) -> String {
        let keyName = report.keyKind == "rule" ? "byRule" : "byFamily"
        let points: [JSONValue] = report.points.map { point in
            .object([
                ("sha", .string(point.sha)), ("seq", .number(Double(point.seq))), ("date", .string(point.date)),
                ("total", .number(Double(point.total))),
                (keyName, .object(report.keys.map { ($0, .number(Double(point.byKey[$0, default: 0]))) })),
                ("rebaselined", .bool(point.rebaselined)),
            ])
        }
        return JSONWriter(pretty: true).string(.array(points))
    }

    static func csv(_ report: TrendReport) -> String {
        var output = (["sha", "seq", "date", "total"] + report.keys).joined(separator: ",") + "\n"
        for point in report.points {
            let cells =
                [point.sha, String(point.seq), point.date, String(point.total)]
                + report.keys.map { String(point.byKey[$0, default: 0]) }
            output += cells.map(CSV.field).joined(separator: ",") + "\n"
        }
        return output
    }
}
