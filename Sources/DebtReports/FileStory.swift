import JSONSupport

/// One step of a file's story: a commit that changed it, and its findings after.
public struct FileStep: Sendable, Equatable {
    /// `remeasured`: the commit did not touch the file; the analyzer changed there (rules,
    /// configuration, tokens or build settings), and the file's count moved with the measure.
    public enum Event: String, Sendable { case added, changed, renamed, deleted, remeasured }

    public var commit: CommitInfo
    /// The path the file had after this commit.
    public var path: String
    public var event: Event
    public var findings: Int
    public var change: Int
    /// How much of `change` only moved: findings that came from another file (+) or left for
    /// another (−) in this commit. Debt that moved is no debt added or paid.
    public var moved = 0

    public init(commit: CommitInfo, path: String, event: Event, findings: Int, change: Int) {
        self.commit = commit
        self.path = path
        self.event = event
        self.findings = findings
        self.change = change
    }
}

/// `designdebt file`: one file's debt, commit by commit, and its findings now.
public struct FileStory: Sendable, Equatable {
    public var branch: String
    public var path: String
    public var steps: [FileStep]
    /// Its findings at the last collected commit (none when it is gone).
    public var findings: [FindingInfo]

    public init(branch: String, path: String, steps: [FileStep], findings: [FindingInfo]) {
        self.branch = branch
        self.path = path
        self.steps = steps
        self.findings = findings
    }
}

/// The formats of `designdebt file`.
public enum FileStoryFormat: String, CaseIterable, Sendable {
    case table, json, md

    public func render(_ story: FileStory) -> String {
        switch self {
        case .table: return FileStoryFormat.text(story)
        case .json: return JSONWriter().string(FileStoryFormat.json(story)) + "\n"
        case .md: return FileStoryFormat.markdown(story)
        }
    }

    static func headline(_ story: FileStory) -> String {
        let now = story.steps.last?.findings ?? 0
        return "\(story.path) on '\(story.branch)': \(story.steps.count) commits, \(now) findings now"
    }

    static func text(_ story: FileStory) -> String {
        var table = TextTable(
            headers: ["date", "commit", "event", "findings", "change", "subject"],
            alignments: [.left, .left, .left, .right, .right, .left])
        var previousPath = story.steps.first?.path ?? story.path
        for step in story.steps {
            var subject = step.commit.subject
            if step.event == .renamed { subject = "from \(previousPath): " + subject }
            previousPath = step.path
            if subject.count > 32 { subject = String(subject.prefix(31)) + "…" }
            table.append([
                step.commit.day, step.commit.shortSHA, step.event.rawValue, String(step.findings), change(step),
                subject,
            ])
        }
        var output = headline(story) + "\n\n" + table.render()
        if !story.findings.isEmpty {
            output += "\nFindings now\n"
            for finding in story.findings {
                output += "  \(finding.line):\(finding.column)  \(finding.rule)\n"
                if !finding.snippet.isEmpty { output += "      \(finding.snippet)\n" }
            }
        }
        return output
    }

    /// `+3`, or `-2 (-2 moved)` when findings only moved.
    static func change(_ step: FileStep) -> String {
        Counts.signed(step.change) + (step.moved == 0 ? "" : " (\(Counts.signed(step.moved)) moved)")
    }

    static func markdown(_ story: FileStory) -> String {
        var output = "**" + Markdown.escape(headline(story)) + "**\n\n"
        output += "| date | commit | event | findings | change | subject |\n|---|---|---|---:|---:|---|\n"
        for step in story.steps {
            output += "| \(step.commit.day) | `\(step.commit.shortSHA)` | \(step.event.rawValue) | \(step.findings) | "
            output += "\(change(step)) | \(Markdown.escape(step.commit.subject)) |\n"
        }
        if !story.findings.isEmpty {
            output +=
                "\n"
                + story.findings.map { "- line \($0.line): `\($0.rule)` \(Markdown.escape($0.message))\n" }.joined()
        }
        return output
    }

    static func json(_ story: FileStory) -> JSONValue {
        .object([
            ("branch", .string(story.branch)), ("path", .string(story.path)),
            (
                "steps",
                .array(
                    story.steps.map { step in
                        .object([
                            ("commit", ExplanationFormat.commitJSON(step.commit)), ("path", .string(step.path)),
                            ("event", .string(step.event.rawValue)), ("findings", .number(Double(step.findings))),
                            ("change", .number(Double(step.change))), ("moved", .number(Double(step.moved))),
                        ])
                    })
            ),
            ("findings", .array(story.findings.map(ExplanationFormat.findingJSON))),
        ])
    }
}
