import BuildGraph
import DesignRules
import Foundation
import JSONSupport
import Parallelism

/// The JSON contract of docs/json-output.md: tool, findings, inventory, summary.
struct JSONScanFormatter: ScanFormatter {
    func format(_ result: ScanResult) -> String {
        // Findings and sites are written as they are read: a large app has thousands, and building
        // a `JSONValue` for each cost as much as writing it.
        let bytes = JSONWriter(pretty: true).objectBytes { top in
            top.value(
                "tool",
                .object([("name", .string(DesignDebtTool.name)), ("version", .string(DesignDebtTool.version))]))
            top.array("findings") { list in
                writeEach(result.files, into: &list) { file, list in
                    for finding in file.findings {
                        list.object { item in write(finding, path: file.path, into: &item) }
                    }
                }
            }
            top.array("blocked") { list in
                for (path, finding) in result.blockedFindings {
                    list.object { item in
                        write(finding, path: path, into: &item)
                        item.string("needs", finding.blocker?.raise ?? "")
                    }
                }
            }
            top.array("inventory") { list in
                writeEach(result.files, into: &list) { file, list in
                    for site in file.sites {
                        list.object { item in
                            item.string("family", site.family.rawValue)
                            item.string("site", site.site)
                            item.string("kind", site.kind.rawValue)
                            item.value("value", site.value.map(JSONValue.number) ?? .null)
                            item.string("text", site.text)
                            item.value("onScale", site.onScale.map(JSONValue.bool) ?? .null)
                            item.string("path", file.path)
                            item.number("line", Double(site.line))
                            item.number("column", Double(site.column))
                        }
                    }
                }
            }
            top.value("summary", summary(result))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Each file's items written by `items` on the machine's cores, then put in file order: a
    /// large app's inventory runs to megabytes, written while the other cores wait otherwise.
    private func writeEach(
        _ files: [ScannedFile], into list: inout JSONArrayStream,
        _ items: @Sendable (ScannedFile, inout JSONArrayStream) -> Void
    ) {
        let empty = list.detached()
        let parts = parallelMap(files, jobs: ProcessInfo.processInfo.activeProcessorCount) { file in
            var part = empty
            items(file, &part)
            return part
        }
        for part in parts { list.append(part) }
    }

    private func write(_ finding: Finding, path: String, into item: inout JSONObjectStream) {
        item.string("rule", finding.ruleID)
        item.string("family", finding.family.rawValue)
        item.string("severity", finding.severity.rawValue)
        item.string("path", path)
        item.number("line", Double(finding.line))
        item.number("column", Double(finding.column))
        item.string("message", finding.message)
        item.string("snippet", finding.snippet)
    }

    private func summary(_ result: ScanResult) -> JSONValue {
        let summaries = result.familySummaries
        let families: [(String, JSONValue)] = summaries.map { summary in
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
        let scales: [(String, JSONValue)] = result.scaleStates(from: summaries).map { state in
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
            ("findings", .number(Double(result.files.reduce(0) { $0 + $1.findings.count }))),
            ("blocked", .number(Double(result.blockedFindings.count))),
            (
                "blockedByRaise",
                .object(result.blockedByRaise.map { ($0.raise, .number(Double($0.count))) })
            ),
            ("build", build),
            ("scales", .object(scales)),
            ("sites", .number(Double(result.files.reduce(0) { $0 + $1.sites.count }))),
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
        return summary
    }
}
