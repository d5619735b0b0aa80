import JSONSupport

/// A commit on the timeline whose debt rose.
public struct Regression: Sendable, Equatable {
    public var commit: CommitInfo
    /// The change in findings it made: in total and per family (only families that changed).
    public var total: Int
    public var byFamily: [(family: String, delta: Int)]
    /// The findings it added, the most telling first (errors, then warnings), at most a few.
    public var topAdded: [FindingInfo]
    /// How many it added in all (matched by fingerprint), of which `topAdded` is the start.
    public var addedCount: Int
    /// How many it removed: its net change is what it added less these.
    public var removedCount: Int { max(0, addedCount - total) }
    /// `#123` when the subject names a pull request (a merge's or a squash's).
    public var pullRequest: String?
    /// The side-branch commits a merge brought in.
    public var merged: [CommitInfo]
    /// A GitHub merge's pull request title (its message's first body line), when the repository was there to read it.
    public var pullRequestTitle: String?

    public init(
        commit: CommitInfo, total: Int, byFamily: [(family: String, delta: Int)], topAdded: [FindingInfo],
        addedCount: Int, pullRequest: String?, merged: [CommitInfo], pullRequestTitle: String? = nil
    ) {
        self.pullRequestTitle = pullRequestTitle
        self.commit = commit
        self.total = total
        self.byFamily = byFamily
        self.topAdded = topAdded
        self.addedCount = addedCount
        self.pullRequest = pullRequest
        self.merged = merged
    }

    /// The pull request as a line shows it after the subject: not when the subject names it already.
    static func shownPullRequest(_ value: String?, subject: String) -> String? {
        guard let value, !subject.contains(value) else { return nil }
        return value
    }

    public static func == (a: Regression, b: Regression) -> Bool {
        a.commit == b.commit && a.total == b.total && a.byFamily.map(\.family) == b.byFamily.map(\.family)
            && a.byFamily.map(\.delta) == b.byFamily.map(\.delta) && a.topAdded == b.topAdded
            && a.addedCount == b.addedCount && a.pullRequest == b.pullRequest && a.merged == b.merged
            && a.pullRequestTitle == b.pullRequestTitle
    }
}

/// `designdebt regressions`: the commits of a stretch of the timeline whose debt rose.
public struct RegressionReport: Sendable, Equatable {
    public var branch: String
    /// The stretch, in words: "since 2026-11-01", "since the last collect".
    public var scope: String
    /// Commits looked at.
    public var commitsExamined: Int
    public var regressions: [Regression]
    /// Commits where the analyzer changed: their counts moved with the rules, not the code.
    public var rulesChanged: [(commit: CommitInfo, total: Int)]
    /// Regressions found and not listed (`--limit`).
    public var omitted = 0
    /// The first `--since last-alert`: nothing is reported, the timeline so far is the baseline.
    public var baseline: Baseline?
    /// Where this alert stopped, for the next one (`--since last-alert` only).
    public var alertCursor: AlertCursor?

    /// What the first alert takes as already seen.
    public struct Baseline: Sendable, Equatable {
        public var commits: Int
        public var findings: Int

        public init(commits: Int, findings: Int) {
            self.commits = commits
            self.findings = findings
        }
    }

    /// The last commit an alert reported on, and the newest collect run it had seen.
    public struct AlertCursor: Sendable, Equatable {
        public var repositoryID: Int64
        public var sha: String
        public var seq: Int
        public var runID: Int64

        public init(repositoryID: Int64, sha: String, seq: Int, runID: Int64) {
            self.repositoryID = repositoryID
            self.sha = sha
            self.seq = seq
            self.runID = runID
        }
    }

    public init(
        branch: String, scope: String, commitsExamined: Int, regressions: [Regression],
        rulesChanged: [(commit: CommitInfo, total: Int)]
    ) {
        self.branch = branch
        self.scope = scope
        self.commitsExamined = commitsExamined
        self.regressions = regressions
        self.rulesChanged = rulesChanged
    }

    public static func == (a: RegressionReport, b: RegressionReport) -> Bool {
        a.branch == b.branch && a.scope == b.scope && a.commitsExamined == b.commitsExamined
            && a.baseline == b.baseline && a.alertCursor == b.alertCursor && a.omitted == b.omitted
            && a.regressions == b.regressions
            && a.rulesChanged.map(\.commit) == b.rulesChanged.map(\.commit)
            && a.rulesChanged.map(\.total) == b.rulesChanged.map(\.total)
    }
}

/// The formats of `designdebt regressions`.
public enum RegressionFormat: String, CaseIterable, Sendable {
    case table, json, md

    public func render(_ report: RegressionReport) -> String {
        switch self {
        case .table: return RegressionFormat.text(report)
        case .json: return JSONWriter().string(RegressionFormat.json(report)) + "\n"
        case .md: return RegressionFormat.markdown(report)
        }
    }

    static func headline(_ report: RegressionReport) -> String {
        if let baseline = report.baseline {
            return "Baseline for '\(report.branch)': \(Counts.of(baseline.commits, "commit")), "
                + "\(Counts.of(baseline.findings, "finding")); the next alert reports what is new."
        }
        let count = report.regressions.count + report.omitted
        let commits = "\(report.commitsExamined) commit\(report.commitsExamined == 1 ? "" : "s")"
        if count == 0 { return "No regression on '\(report.branch)' \(report.scope) (\(commits))." }
        let shown = report.omitted > 0 ? "; the \(report.regressions.count) largest listed" : ""
        return "\(count) regression\(count == 1 ? "" : "s") on '\(report.branch)' \(report.scope) (\(commits)\(shown))."
    }

    static func familyDeltas(_ regression: Regression) -> String {
        regression.byFamily.map { "\($0.family) \(Counts.signed($0.delta))" }.joined(separator: ", ")
    }

    /// `+1 (+11 -10)`: the net change, and what it adds up from, which the list below shows the added side of.
    static func change(_ regression: Regression) -> String {
        guard regression.removedCount > 0 else { return Counts.signed(regression.total) }
        return "\(Counts.signed(regression.total)) (+\(regression.addedCount) -\(regression.removedCount))"
    }

    /// For a terminal: a block per regression, its top added findings under it.
    static func text(_ report: RegressionReport) -> String {
        var output = headline(report) + "\n"
        for regression in report.regressions {
            let commit = regression.commit
            output += "\n\(commit.shortSHA)  \(commit.day)  \(commit.author)  \(change(regression))"
            output += "  (\(familyDeltas(regression)))\n"
            output +=
                "  \(commit.subject)\(Regression.shownPullRequest(regression.pullRequest, subject: commit.subject).map { "  [\($0)]" } ?? "")\n"
            if let title = regression.pullRequestTitle { output += "  \(title)\n" }
            output += ExplanationFormat.mergeLines(regression.merged, prefix: "  ")
            for finding in regression.topAdded {
                output += "  + \(finding.rule)  \(finding.path):\(finding.line)\n"
                if !finding.snippet.isEmpty { output += "      \(finding.snippet)\n" }
            }
            let more = regression.addedCount - regression.topAdded.count
            if more > 0 { output += "  ... and \(more) more: designdebt explain \(commit.shortSHA)\n" }
        }
        if !report.rulesChanged.isEmpty {
            output += "\n\(measureChanged):\n"
            for (commit, total) in report.rulesChanged {
                output += "  \(commit.shortSHA)  \(commit.day)  \(Counts.signed(total))  \(commit.subject)\n"
            }
        }
        return output
    }

    /// The heading of the rebaselined commits' share: what moved with the analyzer, apart from
    /// what their code did.
    static let measureChanged = "The measure changed (rules, configuration, the app's tokens or build settings)"

    /// Ready to paste into chat or an issue.
    static func markdown(_ report: RegressionReport) -> String {
        var output = "**" + Markdown.escape(headline(report)) + "**\n"
        for regression in report.regressions {
            let commit = regression.commit
            output += "\n- `\(commit.shortSHA)` \(Markdown.escape(commit.subject))"
            if let title = regression.pullRequestTitle { output += ": \(Markdown.escape(title))" }
            if let pullRequest = Regression.shownPullRequest(regression.pullRequest, subject: commit.subject) {
                output += " (\(pullRequest))"
            }
            output += " · \(Markdown.escape(commit.author)), \(commit.day) · **\(change(regression))**"
            output += " (\(familyDeltas(regression)))\n"
            for finding in regression.topAdded {
                output += "  - `\(finding.rule)` `\(finding.path):\(finding.line)`"
                if !finding.snippet.isEmpty { output += ": `\(finding.snippet.replacingBackticks)`" }
                output += "\n"
            }
            let more = regression.addedCount - regression.topAdded.count
            if more > 0 { output += "  - and \(more) more\n" }
        }
        if !report.rulesChanged.isEmpty {
            output += "\n\(measureChanged): "
            output +=
                report.rulesChanged.map { "`\($0.commit.shortSHA)` \(Counts.signed($0.total))" }.joined(
                    separator: ", ") + "\n"
        }
        return output
    }

    static func json(_ report: RegressionReport) -> JSONValue {
        .object([
            ("branch", .string(report.branch)), ("scope", .string(report.scope)),
            ("commitsExamined", .number(Double(report.commitsExamined))),
            ("omitted", .number(Double(report.omitted))),
            (
                "baseline",
                report.baseline.map {
                    .object([("commits", .number(Double($0.commits))), ("findings", .number(Double($0.findings)))])
                } ?? .null
            ),
            (
                "regressions",
                .array(
                    report.regressions.map { regression in
                        .object([
                            ("commit", ExplanationFormat.commitJSON(regression.commit)),
                            ("total", .number(Double(regression.total))),
                            ("byFamily", .object(regression.byFamily.map { ($0.family, .number(Double($0.delta))) })),
                            ("added", .number(Double(regression.addedCount))),
                            ("removed", .number(Double(regression.removedCount))),
                            ("topAdded", .array(regression.topAdded.map(ExplanationFormat.findingJSON))),
                            ("pullRequest", regression.pullRequest.map(JSONValue.string) ?? .null),
                            ("pullRequestTitle", regression.pullRequestTitle.map(JSONValue.string) ?? .null),
                            ("merged", .array(regression.merged.map(ExplanationFormat.commitJSON))),
                        ])
                    })
            ),
            (
                "rulesChanged",
                .array(
                    report.rulesChanged.map {
                        .object([
                            ("commit", ExplanationFormat.commitJSON($0.commit)), ("total", .number(Double($0.total))),
                        ])
                    })
            ),
        ])
    }
}

extension String {
    /// A snippet inside inline code: a backtick in it would end the code early.
    var replacingBackticks: String { String(map { $0 == "`" ? "'" : $0 }) }
}
