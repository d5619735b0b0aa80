import BuildGraph
import DesignRules
import JSONSupport

/// The JSON contract of docs/json-output.md: tool, findings, inventory, summary.
struct JSONScanFormatter: ScanFormatter {
    func format(_ result: ScanResult) -> String {
        JSONWriter(pretty: true).string(json(result))
    }

    func json(_ result: ScanResult) -> JSONValue {
        var findings: [JSONValue] = []
        var inventory: [JSONValue] = []
        for file in result.files {
            for finding in file.findings {
                findings.append(
                    .object([
                        ("rule", .string(finding.ruleID)), ("family", .string(finding.family.rawValue)),
                        ("severity", .string(finding.severity.rawValue)), ("path", .string(file.path)),
                        ("line", .number(Double(finding.line))), ("column", .number(Double(finding.column))),
                        ("message", .string(finding.message)), ("snippet", .string(finding.snippet)),
                    ]))
            }
            for site in file.sites {
                inventory.append(
                    .object([
                        ("family", .string(site.family.rawValue)), ("site", .string(site.site)),
                        ("kind", .string(site.kind.rawValue)), ("value", site.value.map(JSONValue.number) ?? .null),
                        ("text", .string(site.text)), ("onScale", site.onScale.map(JSONValue.bool) ?? .null),
                        ("path", .string(file.path)), ("line", .number(Double(site.line))),
                        ("column", .number(Double(site.column))),
                    ]))
            }
        }
        let families: [(String, JSONValue)] = result.familySummaries.map { summary in
            (
                summary.family.rawValue,
                .object([
                    ("sites", .number(Double(summary.sites))), ("literals", .number(Double(summary.literals))),
                    ("offScale", .number(Double(summary.offScale))), ("tokens", .number(Double(summary.tokens))),
                    ("expressions", .number(Double(summary.expressions))),
                    ("distinctLiterals", .number(Double(summary.distinctLiterals))),
                    ("distinctSpellings", .number(Double(summary.distinctSpellings))),
                    ("tokenAdoption", .number((summary.tokenAdoption * 1000).rounded() / 1000)),
                    (
                        "histogram",
                        .array(
                            summary.histogram.map {
                                .object([("value", .string($0.value)), ("count", .number(Double($0.count)))])
                            })
                    ),
                ])
            )
        }
        var blocked: [JSONValue] = []
        for (path, finding) in result.blockedFindings {
            blocked.append(
                .object([
                    ("rule", .string(finding.ruleID)), ("family", .string(finding.family.rawValue)),
                    ("severity", .string(finding.severity.rawValue)), ("path", .string(path)),
                    ("line", .number(Double(finding.line))), ("column", .number(Double(finding.column))),
                    ("message", .string(finding.message)), ("snippet", .string(finding.snippet)),
                    ("needs", .string(finding.blocker?.raise ?? "")),
                ]))
        }
        let build: JSONValue = .object([
            ("platforms", .array(result.build.platforms.sorted().map { .string($0.rawValue) })),
            (
                "minimums",
                .object(
                    result.build.minimums.sorted { $0.key < $1.key }.map {
                        (
                            $0.key.rawValue,
                            .object([
                                ("version", .string($0.value.version.description)), ("file", .string($0.value.file)),
                            ])
                        )
                    })
            ),
            ("configured", .bool(result.build.isConfigured)),
            (
                "targets",
                .array(
                    result.targets.map { target in
                        .object([
                            ("name", .string(target.name)), ("kind", .string(target.kind.rawValue)),
                            ("project", .string(target.project)),
                            ("platforms", .array(target.platforms.sorted().map { .string($0.rawValue) })),
                            (
                                "minimums",
                                .object(
                                    target.minimums.sorted { $0.key < $1.key }.map {
                                        ($0.key.rawValue, .string($0.value.description))
                                    })
                            ),
                        ])
                    })
            ),
        ])
        let scales: [(String, JSONValue)] = result.scaleStates.map { state in
            (
                state.family.rawValue,
                .object([
                    ("source", .string(state.source.rawValue)),
                    ("grid", state.grid.map(JSONValue.number) ?? .null),
                    ("steps", .array(state.steps.map(JSONValue.number))),
                    ("literalSites", .number(Double(state.literalSites))),
                    ("distinctValues", .number(Double(state.distinctValues))),
                    ("valuesCovering80Percent", .number(Double(state.coveringValues))),
                ])
            )
        }
        let summary: JSONValue = .object([
            ("files", .number(Double(result.files.count))),
            ("bytes", .number(Double(result.files.reduce(0) { $0 + $1.bytes }))),
            ("findings", .number(Double(findings.count))),
            ("blocked", .number(Double(blocked.count))),
            (
                "blockedByRaise",
                .object(result.blockedByRaise.map { ($0.raise, .number(Double($0.count))) })
            ),
            ("build", build),
            ("scales", .object(scales)),
            ("sites", .number(Double(inventory.count))),
            ("byRule", .object(result.findingsByRule.map { ($0.rule, .number(Double($0.count))) })),
            ("suppressed", .object(result.suppressedByRule.map { ($0.rule, .number(Double($0.count))) })),
            ("families", .object(families)),
            ("skipped", .object(result.skippedByReason.map { ($0.reason.rawValue, .number(Double($0.count))) })),
            ("config", .string(result.configSource)),
            ("nonSwiftUIFiles", .number(Double(result.nonSwiftUIFiles))),
            ("notes", .array(result.notes.map(JSONValue.string))),
            (
                "tokens",
                .array(
                    result.project.definitions.map { definition in
                        .object([
                            ("name", .string(definition.reference)),
                            ("family", definition.family.map { .string($0.rawValue) } ?? .null),
                            ("value", definition.value.map(JSONValue.number) ?? .null),
                        ])
                    })
            ),
        ])
        return .object([
            ("tool", .object([("name", .string(DesignDebtTool.name)), ("version", .string(DesignDebtTool.version))])),
            ("findings", .array(findings)),
            ("blocked", .array(blocked)),
            ("inventory", .array(inventory)),
            ("summary", summary),
        ])
    }
}
