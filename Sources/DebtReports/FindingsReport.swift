import JSONSupport

/// A finding with the commit that introduced it: the first commit from which it has been
/// present in its file without a break.
public struct AgedFinding: Sendable, Equatable {
    public var finding: FindingInfo
    public var introduced: CommitInfo
    /// Days from the introducing commit to the commit reported on.
    public var ageDays: Int

    public init(finding: FindingInfo, introduced: CommitInfo, ageDays: Int) {
        self.finding = finding
        self.introduced = introduced
        self.ageDays = ageDays
    }
}

/// `designdebt findings`: every finding at a commit, with its age.
public struct FindingsReport: Sendable, Equatable {
    public var branch: String
    public var at: CommitInfo
    public var findings: [AgedFinding]

    public init(branch: String, at: CommitInfo, findings: [AgedFinding]) {
        self.branch = branch
        self.at = at
        self.findings = findings
    }

    /// The age buckets the table opens with, youngest first.
    public static let buckets: [(label: String, maxDays: Int)] = [
        ("under a week", 6), ("under a month", 30), ("under a quarter", 91), ("under a year", 365),
        ("older", Int.max),
    ]

    /// How many findings fall in each age bucket.
    public var countsByAge: [(label: String, count: Int)] {
        var counts = [Int](repeating: 0, count: Self.buckets.count)
        for aged in findings {
            counts[Self.buckets.firstIndex { aged.ageDays <= $0.maxDays } ?? Self.buckets.count - 1] += 1
        }
        return zip(Self.buckets, counts).map { ($0.label, $1) }
    }
}

/// The formats of `designdebt findings`.
public enum FindingsFormat: String, CaseIterable, Sendable {
    case table, json, csv, md

    public func render(_ report: FindingsReport) -> String {
        switch self {
        case .table: return FindingsFormat.text(report)
        case .json: return JSONWriter().string(FindingsFormat.json(report)) + "\n"
        case .csv: return FindingsFormat.csv(report)
        case .md: return FindingsFormat.markdown(report)
        }
    }

    static func headline(_ report: FindingsReport) -> String {
        "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s") on '\(report.branch)' at \(report.at.shortSHA) (\(report.at.day))"
    }

    /// Debt by age, then each finding: where, rule, age, and the commit that brought it.
    static func text(_ report: FindingsReport) -> String {
        var output = headline(report) + "\n\n"
        var ages = TextTable(headers: ["age", "findings"], alignments: [.left, .right])
        for (label, count) in report.countsByAge { ages.append([label, String(count)]) }
        output += ages.render()
        for aged in report.findings {
            let finding = aged.finding
            output += "\n\(finding.path):\(finding.line)  \(finding.rule)\n"
            if !finding.snippet.isEmpty { output += "    \(finding.snippet)\n" }
            output +=
                "    \(aged.ageDays) days, since \(aged.introduced.shortSHA) \(aged.introduced.day) \(aged.introduced.author): \(aged.introduced.subject)\n"
        }
        return output
    }

    static func markdown(_ report: FindingsReport) -> String {
        var output = "**" + Markdown.escape(headline(report)) + "**\n\n| age | findings |\n|---|---:|\n"
        for (label, count) in report.countsByAge { output += "| \(label) | \(count) |\n" }
        output += "\n| where | rule | age (days) | introduced |\n|---|---|---:|---|\n"
        for aged in report.findings {
            output += "| `\(aged.finding.path):\(aged.finding.line)` | `\(aged.finding.rule)` | \(aged.ageDays) | "
            output += "`\(aged.introduced.shortSHA)` \(Markdown.escape(aged.introduced.subject)) |\n"
        }
        return output
    }

    static func csv(_ report: FindingsReport) -> String {
        var output = CSV.line([
            "path", "line", "column", "rule", "severity", "message", "age_days", "introduced_sha", "introduced_date",
            "introduced_author", "introduced_subject",
        ])
        for aged in report.findings {
            let finding = aged.finding
            output += CSV.line([
                finding.path, String(finding.line), String(finding.column), finding.rule, finding.severity,
                finding.message, String(aged.ageDays), aged.introduced.sha, aged.introduced.date,
                aged.introduced.author, aged.introduced.subject,
            ])
        }
        return output
    }

    static func json(_ report: FindingsReport) -> JSONValue {
        .object([
            ("branch", .string(report.branch)), ("at", ExplanationFormat.commitJSON(report.at)),
            ("byAge", .object(report.countsByAge.map { ($0.label, .number(Double($0.count))) })),
            (
                "findings",
                .array(
                    report.findings.map { aged in
                        guard case .object(var members) = ExplanationFormat.findingJSON(aged.finding) else {
                            return .null
                        }
                        members.append(("ageDays", .number(Double(aged.ageDays))))
                        members.append(
                            (
                                "introduced",
                                .object([
                                    ("sha", .string(aged.introduced.sha)), ("date", .string(aged.introduced.date)),
                                    ("author", .string(aged.introduced.author)),
                                    ("subject", .string(aged.introduced.subject)),
                                ])
                            ))
                        return .object(members)
                    })
            ),
        ])
    }
}
