import DesignRules
import JSONSupport

/// The formats of `designdebt check`: one for a person, and one for each place a change is
/// reviewed (Xcode, GitHub, GitLab, code scanning, a pull-request comment, a script).
public enum ChangeReportFormat: String, CaseIterable, Sendable {
    case text, xcode, github, gitlab, sarif, json, md

    public func render(_ report: ChangeReport) -> String {
        switch self {
        case .text: return Self.text(report)
        case .xcode: return Self.xcode(report)
        case .github: return Self.github(report)
        case .gitlab: return JSONWriter(pretty: true).string(Self.gitlab(report)) + "\n"
        case .sarif:
            let log = SARIFLog(
                toolName: DesignDebtTool.name, toolVersion: DesignDebtTool.version,
                informationURI: DesignDebtTool.informationURI, rules: SARIFLog.Rule.catalogue,
                results: report.added.map { SARIFLog.Result(path: $0.path, finding: $0.finding) })
            return JSONWriter(pretty: true).string(log.json) + "\n"
        case .json: return JSONWriter(pretty: true).string(Self.json(report)) + "\n"
        case .md: return Self.markdown(report)
        }
    }

    /// Whether the output is the report itself for a person; the others are read by a tool, and
    /// the one-line summary goes to stderr beside them.
    public var isForPeople: Bool { self == .text || self == .md }

    /// One line: the range, what was added (by severity), what was removed.
    public static func summary(_ report: ChangeReport) -> String {
        var bySeverity: [Severity: Int] = [:]
        for (_, finding) in report.added { bySeverity[finding.severity, default: 0] += 1 }
        let severities = Severity.allCases.reversed().compactMap { severity in
            bySeverity[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
        }
        let added = report.added.isEmpty ? "no new findings" : Counts.of(report.added.count, "new finding")
        let detail = severities.isEmpty ? "" : " (" + severities.joined(separator: ", ") + ")"
        return "\(report.rangeLabel): \(added)\(detail), \(report.removed.count) removed, in "
            + Counts.of(report.filesCompared, "changed Swift file") + "."
    }

    // MARK: For a person

    /// Each finding on its own lines (rule and place, the code, what the rule says), as
    /// `explain` prints them, so a long path never pushes the message off an 80-column screen.
    static func text(_ report: ChangeReport) -> String {
        var output = ""
        for (title, mark, findings) in [("New", "+", report.added), ("Removed", "-", report.removed)]
        where !findings.isEmpty {
            output += "\(title) (\(findings.count))\n"
            for (path, finding) in findings {
                output += "\(mark) \(finding.ruleID)  \(path):\(finding.line)\n"
                if !finding.snippet.isEmpty { output += "    \(finding.snippet)\n" }
                output += "    \(finding.message)\n"
            }
            output += "\n"
        }
        return output + summary(report) + "\n"
    }

    /// Findings listed in a pull-request comment before the rest is only counted: a comment has
    /// a size limit, and a reviewer reads the first screen.
    static let markdownListLimit = 50

    /// A pull-request comment: the counts per family, the new findings, and the debt paid down.
    static func markdown(_ report: ChangeReport) -> String {
        let added = report.added.isEmpty ? "no new findings" : Counts.of(report.added.count, "new finding")
        var output = "### designdebt: \(added), \(report.removed.count) removed\n\n"
        output += "`\(report.rangeLabel)`, " + Counts.of(report.filesCompared, "changed Swift file") + ".\n\n"
        let families = Set((report.added + report.removed).map(\.finding.family)).sorted()
        if !families.isEmpty {
            output += "| Family | New | Removed |\n|---|---:|---:|\n"
            for family in families {
                let new = report.added.count { $0.finding.family == family }
                let removed = report.removed.count { $0.finding.family == family }
                output += "| \(family.rawValue) | \(new) | \(removed) |\n"
            }
            output += "\n"
        }
        for (title, findings) in [("New", report.added), ("Paid down", report.removed)] where !findings.isEmpty {
            output += "**\(title)**\n\n"
            for (path, finding) in findings.prefix(markdownListLimit) {
                output +=
                    "- `\(path):\(finding.line)` \(finding.severity.rawValue) `\(finding.ruleID)`: "
                    + Markdown.escape(finding.message) + "\n"
            }
            if findings.count > markdownListLimit {
                output += "- and \(findings.count - markdownListLimit) more\n"
            }
            output += "\n"
        }
        return output
    }

    // MARK: For tools

    /// `path:line:col: warning: message [rule]`, with absolute paths, for an Xcode build phase.
    static func xcode(_ report: ChangeReport) -> String {
        report.added.map { path, finding in
            XcodeDiagnostic(
                path: report.root + "/" + path, line: finding.line, column: finding.column,
                level: XcodeDiagnostic.Level(finding.severity), message: finding.message, ruleID: finding.ruleID
            ).text + "\n"
        }.joined()
    }

    /// GitHub Actions workflow commands, one annotation per new finding:
    /// `::warning file=PATH,line=N,col=N,title=RULE::MESSAGE`.
    static func github(_ report: ChangeReport) -> String {
        report.added.map { path, finding in
            let command: String
            switch finding.severity {
            case .note: command = "notice"
            case .warning: command = "warning"
            case .error: command = "error"
            }
            let properties = [
                "file=" + githubProperty(path), "line=\(finding.line)", "col=\(finding.column)",
                "title=" + githubProperty(finding.ruleID),
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(githubData(finding.message))\n"
        }.joined()
    }

    /// A workflow command's message, escaped as the Actions toolkit does (`%`, CR, LF).
    static func githubData(_ text: String) -> String {
        githubEscaped(text, [:])
    }

    /// A workflow command's property value: a message's escapes, and `:` and `,`, which end one.
    static func githubProperty(_ text: String) -> String {
        githubEscaped(text, [":": "%3A", ",": "%2C"])
    }

    /// By scalar: a CR LF pair is one `Character`, which a replacement of "\r" would not see.
    private static func githubEscaped(_ text: String, _ more: [Unicode.Scalar: String]) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default:
                if let escape = more[scalar] { escaped += escape } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// GitLab's code quality report (the Code Climate issue subset GitLab reads): one issue per
    /// new finding, with a fingerprint unique in the report and stable while the code stays.
    static func gitlab(_ report: ChangeReport) -> JSONValue {
        .array(
            report.added.map { path, finding in
                let severity: String
                switch finding.severity {
                case .note: severity = "info"
                case .warning: severity = "minor"
                case .error: severity = "major"
                }
                // The finding's own fingerprint leaves the path out (moved code keeps it); two
                // files can hold the same finding, and GitLab wants each issue's to differ.
                var hash = FNV1a()
                hash.add(path + "\u{1F}" + finding.fingerprint)
                return .object([
                    ("type", .string("issue")),
                    ("check_name", .string(finding.ruleID)),
                    ("description", .string(finding.message)),
                    ("categories", .array([.string("Style")])),
                    ("severity", .string(severity)),
                    ("fingerprint", .string(hash.hex)),
                    (
                        "location",
                        .object([
                            ("path", .string(path)), ("lines", .object([("begin", .number(Double(finding.line)))])),
                        ])
                    ),
                ])
            })
    }

    static func json(_ report: ChangeReport) -> JSONValue {
        func findings(_ list: [(path: String, finding: Finding)]) -> JSONValue {
            .array(
                list.map { path, finding in
                    .object([
                        ("rule", .string(finding.ruleID)), ("family", .string(finding.family.rawValue)),
                        ("severity", .string(finding.severity.rawValue)), ("path", .string(path)),
                        ("line", .number(Double(finding.line))), ("column", .number(Double(finding.column))),
                        ("message", .string(finding.message)), ("snippet", .string(finding.snippet)),
                        ("fingerprint", .string(finding.fingerprint)),
                    ])
                })
        }
        return .object([
            ("tool", .object([("name", .string(DesignDebtTool.name)), ("version", .string(DesignDebtTool.version))])),
            ("base", .string(report.base)),
            ("head", report.head.map(JSONValue.string) ?? .null),
            ("filesCompared", .number(Double(report.filesCompared))),
            ("added", findings(report.added)),
            ("removed", findings(report.removed)),
            ("reusedFromHistory", .number(Double(report.reusedFromHistory))),
        ])
    }
}
