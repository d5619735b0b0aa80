import JSONSupport

/// A SARIF 2.1.0 log with one run: the tool, its rules and the results.
/// Only the properties code-scanning services read are written.
public struct SARIFLog: Sendable {
    public struct Rule: Sendable {
        public var id: String
        public var title: String
        public var help: String
        public var level: String
        public init(id: String, title: String, help: String, level: String) {
            self.id = id
            self.title = title
            self.help = help
            self.level = level
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
        public init(
            ruleID: String, level: String, message: String, path: String, line: Int, column: Int, snippet: String
        ) {
            self.ruleID = ruleID
            self.level = level
            self.message = message
            self.path = path
            self.line = line
            self.column = column
            self.snippet = snippet
        }
    }

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
