import JSONSupport

/// One offender: a file, folder, rule, family or owner, and its findings.
public struct Offender: Sendable, Equatable {
    public var key: String
    public var findings: Int
    /// The change against the last commit 7 and 30 days earlier; nil when the history is shorter.
    public var change7: Int?
    public var change30: Int?
    /// Hotspots: commits that touched it in the 90 days before, and findings times commits.
    public var commits: Int?
    public var score: Int?

    public init(key: String, findings: Int, change7: Int?, change30: Int?, commits: Int? = nil, score: Int? = nil) {
        self.key = key
        self.findings = findings
        self.change7 = change7
        self.change30 = change30
        self.commits = commits
        self.score = score
    }
}

/// `designdebt top`: the top offenders at a commit.
public struct TopReport: Sendable, Equatable {
    public var branch: String
    public var at: CommitInfo
    /// What was ranked: `file`, `dir`, `rule`, `family`, `owner`.
    public var by: String
    public var hotspots: Bool
    public var offenders: [Offender]
    /// Findings in all, under the filters.
    public var total: Int

    public init(branch: String, at: CommitInfo, by: String, hotspots: Bool, offenders: [Offender], total: Int) {
        self.branch = branch
        self.at = at
        self.by = by
        self.hotspots = hotspots
        self.offenders = offenders
        self.total = total
    }
}

/// The formats of `designdebt top`.
public enum TopFormat: String, CaseIterable, Sendable {
    case table, json, csv, md

    public func render(_ report: TopReport) -> String {
        switch self {
        case .table: return TopFormat.text(report)
        case .json: return JSONWriter().string(TopFormat.json(report)) + "\n"
        case .csv:
            return CSV.line(TopFormat.headers(report))
                + report.offenders.map { CSV.line(TopFormat.cells($0, report)) }.joined()
        case .md: return TopFormat.markdown(report)
        }
    }

    static func headline(_ report: TopReport) -> String {
        let what = report.hotspots ? "Hotspots (findings x commits in 90 days)" : "Top offenders by \(report.by)"
        return "\(what) on '\(report.branch)' at \(report.at.shortSHA) (\(report.at.day)): \(report.total) findings"
    }

    static func headers(_ report: TopReport) -> [String] {
        [report.by, "findings", "7d", "30d"] + (report.hotspots ? ["commits", "score"] : [])
    }

    static func cells(_ offender: Offender, _ report: TopReport) -> [String] {
        [
            offender.key, String(offender.findings), offender.change7.map(Counts.signed) ?? "",
            offender.change30.map(Counts.signed) ?? "",
        ] + (report.hotspots ? [String(offender.commits ?? 0), String(offender.score ?? 0)] : [])
    }

    static func text(_ report: TopReport) -> String {
        var table = TextTable(
            headers: headers(report),
            alignments: [.left, .right, .right, .right] + (report.hotspots ? [.right, .right] : []))
        // The numbers take about 30 columns; the key gets the rest of 80.
        let keyWidth = report.hotspots ? 44 : 56
        for offender in report.offenders {
            var row = cells(offender, report)
            row[0] = TextTable.fitted(row[0], width: keyWidth)
            table.append(row)
        }
        return headline(report) + "\n\n" + table.render()
    }

    static func markdown(_ report: TopReport) -> String {
        let headers = headers(report)
        var output = "**" + Markdown.escape(headline(report)) + "**\n\n"
        output +=
            "| " + headers.joined(separator: " | ") + " |\n|---|" + String(repeating: "---:|", count: headers.count - 1)
        output += "\n"
        for offender in report.offenders {
            var row = cells(offender, report)
            row[0] = "`\(row[0])`"
            output += "| " + row.joined(separator: " | ") + " |\n"
        }
        return output
    }

    static func json(_ report: TopReport) -> JSONValue {
        func number(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        return .object([
            ("branch", .string(report.branch)), ("at", ExplanationFormat.commitJSON(report.at)),
            ("by", .string(report.by)), ("total", .number(Double(report.total))),
            (
                "offenders",
                .array(
                    report.offenders.map { offender in
                        var members: [(String, JSONValue)] = [
                            ("key", .string(offender.key)), ("findings", .number(Double(offender.findings))),
                            ("change7", number(offender.change7)), ("change30", number(offender.change30)),
                        ]
                        if report.hotspots {
                            members += [("commits", number(offender.commits)), ("score", number(offender.score))]
                        }
                        return .object(members)
                    })
            ),
        ])
    }
}
