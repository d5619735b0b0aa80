import DesignRules
import JSONSupport

/// A SARIF 2.1.0 log with one run: the tool, its rules and the results.
/// Only the properties code-scanning services read are written.
public struct SARIFLog: Sendable {
    public struct Rule: Sendable {
        public var id: String
        public var title: String
        public var help: String
        /// The rule's section of docs/rules.md.
        public var helpURI: String
        public var level: String
        public init(id: String, title: String, help: String, helpURI: String, level: String) {
            self.id = id
            self.title = title
            self.help = help
            self.helpURI = helpURI
            self.level = level
        }

        /// Every rule of the catalogue, with its rationale and fix as help.
        public static var catalogue: [Rule] {
            RuleCatalog.all.map { rule in
                let description = rule.description
                return Rule(
                    id: description.id, title: description.title,
                    help: description.rationale + "\n\nFix: " + description.fix,
                    helpURI: DesignDebtTool.rulesDocumentationURI(description.id), level: description.severity.rawValue
                )
            }
        }
    }

    public struct Result: Sendable {
        public var ruleID: String
        public var level: String
        public var message: String
        /// Relative to the scanned root (`%SRCROOT%`), with `/` separators.
        public var path: String
        public var line: Int
        public var column: Int
        public var snippet: String
        /// The finding's fingerprint: code scanning follows a result across edits by it.
        public var fingerprint: String
        public init(
            ruleID: String, level: String, message: String, path: String, line: Int, column: Int, snippet: String,
            fingerprint: String
        ) {
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.path = path
            self.line = line
            self.column = column
            self.snippet = snippet
            self.fingerprint = fingerprint
        }

        /// A finding of the file at `path`.
        public init(path: String, finding: Finding) {
            self.init(
                ruleID: finding.ruleID, level: finding.severity.rawValue, message: finding.message, path: path,
                line: finding.line, column: finding.characterColumn, snippet: finding.snippet,
                fingerprint: finding.fingerprint)
        }
    }

    /// The key `partialFingerprints` holds the fingerprint under (versioned, as SARIF asks).
    public static let fingerprintKey = "designdebt/v1"

    public var toolName: String
    public var toolVersion: String
    public var informationURI: String
    public var rules: [Rule]
    public var results: [Result]

    public init(toolName: String, toolVersion: String, informationURI: String, rules: [Rule], results: [Result]) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
        self.results = results
    }

    /// The log as a JSON value following the SARIF 2.1.0 schema.
    public var json: JSONValue {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        let driver: JSONValue = .object([
            ("name", .string(toolName)),
            ("version", .string(toolVersion)),
            ("informationUri", .string(informationURI)),
            (
                "rules",
                .array(
                    rules.map { rule in
                        .object([
                            ("id", .string(rule.id)),
                            ("shortDescription", .object([("text", .string(rule.title))])),
                            ("help", .object([("text", .string(rule.help))])),
                            ("helpUri", .string(rule.helpURI)),
                            ("defaultConfiguration", .object([("level", .string(rule.level))])),
                        ])
                    })
            ),
        ])
        let results: [JSONValue] = results.map { result in
            var members: [(String, JSONValue)] = [("ruleId", .string(result.ruleID))]
            if let index = ruleIndex[result.ruleID] { members.append(("ruleIndex", .number(Double(index)))) }
            members += [
                ("level", .string(result.level)),
                ("message", .object([("text", .string(result.message))])),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(result.fingerprint))])),
                (
                    "locations",
                    .array([
                        .object([
                            (
                                "physicalLocation",
                                .object([
                                    (
                                        "artifactLocation",
                                        .object([("uri", .string(result.path)), ("uriBaseId", .string("%SRCROOT%"))])
                                    ),
                                    (
                                        "region",
                                        .object([
                                            ("startLine", .number(Double(result.line))),
                                            ("startColumn", .number(Double(result.column))),
                                            ("snippet", .object([("text", .string(result.snippet))])),
                                        ])
                                    ),
                                ])
                            )
                        ])
                    ])
                ),
            ]
            return .object(members)
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])), ("columnKind", .string("unicodeCodePoints")),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ])
    }
}
