import BuildGraph
import DesignRules

/// The inventory as a person reads it: per family the sites, how they are
/// spelled and the literal values with their counts, then findings per rule.
struct TableScanFormatter: ScanFormatter {
    /// How many histogram entries to show per family.
    var histogramLimit = 10

    /// `iOS 15: App, Share; iOS 16: Widget; watchOS 9: WatchApp, +2 more`: targets of the same
    /// platforms and minimums together, in the order first met.
    static func targetGroups(_ targets: [BuildGraph.Target], namesPerGroup: Int = 3) -> String {
        var groups: [(systems: String, names: [String])] = []
        for target in targets {
            let systems = target.platforms.sorted().map { platform in
                target.minimums[platform].map { "\(platform.rawValue) \($0)" } ?? platform.rawValue
            }.joined(separator: ", ")
            let key = systems.isEmpty ? "as the app" : systems
            if let index = groups.firstIndex(where: { $0.systems == key }) {
                groups[index].names.append(target.name)
            } else {
                groups.append((key, [target.name]))
            }
        }
        return groups.map { group in
            let shown = group.names.prefix(namesPerGroup).joined(separator: ", ")
            let more = group.names.count > namesPerGroup ? ", +\(group.names.count - namesPerGroup) more" : ""
            return "\(group.systems): \(shown)\(more)"
        }.joined(separator: "; ")
    }

    func format(_ result: ScanResult) -> String {
        var output =
            "Scanned \(result.files.count) files (\(result.files.reduce(0) { $0 + $1.bytes }) bytes) in \(result.root)\n"
        output += wrapWords("Built for: \(result.build.summary)", indent: 0, width: 80) + "\n"
        // Each file is judged by the targets that build it: the targets grouped by what they build
        // for, a few names each (the JSON lists every one).
        if !result.targets.isEmpty {
            output += wrapWords("Targets: " + Self.targetGroups(result.targets), indent: 0, width: 80) + "\n"
        }
        output += "\n"
        var table = TextTable(
            headers: [
                "family", "sites", "literals", "off-scale", "tokens", "expr", "adopted", "values", "spellings",
            ],
            alignments: [.left] + Array(repeating: .right, count: 8))
        let summaries = result.familySummaries
        for summary in summaries {
            table.append([
                summary.family.rawValue, String(summary.sites), String(summary.literals), String(summary.offScale),
                String(summary.tokens), String(summary.expressions), percent(summary.tokenAdoption),
                String(summary.distinctLiterals), String(summary.distinctSpellings),
            ])
        }
        output += table.render() + "\n"
        output += "Literal values (value x count):\n"
        for summary in summaries where !summary.histogram.isEmpty {
            let shown = summary.histogram.prefix(histogramLimit).map { "\($0.value) x\($0.count)" }
            let more =
                summary.histogram.count > histogramLimit ? ", +\(summary.histogram.count - histogramLimit) more" : ""
            // Wrapped between values, never inside one, so a line fits 80 columns.
            var line = "  " + summary.family.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
            let items = shown.indices.map { $0 < shown.count - 1 ? shown[$0] + "," : shown[$0] + more }
            for (index, item) in items.enumerated() {
                if index > 0, line.count + 1 + item.count > 80 {
                    output += line + "\n"
                    line = String(repeating: " ", count: 13)
                } else if index > 0 {
                    line += " "
                }
                line += item
            }
            output += line + "\n"
        }
        let byRule = result.findingsByRule
        output += "\n"
        if byRule.isEmpty {
            output += "No findings.\n"
        } else {
            var rules = TextTable(headers: ["rule", "severity", "findings"], alignments: [.left, .left, .right])
            for (rule, count) in byRule {
                let severity = result.config(rule: rule)
                rules.append([rule, severity, String(count)])
            }
            output += rules.render()
            output += "\(byRule.reduce(0) { $0 + $1.count }) findings. See them with --format xcode or json.\n"
        }
        let blocked = result.blockedByRaise
        if !blocked.isEmpty {
            let total = blocked.reduce(0) { $0 + $1.count }
            output += "\nBlocked by the deployment target (not counted above): \(total)\n"
            var table = TextTable(headers: ["rule", "needs", "findings"], alignments: [.left, .left, .right])
            for group in blocked {
                for rule in group.rules { table.append([rule.rule, group.raise, String(rule.count)]) }
            }
            output += table.render()
            for group in blocked {
                output +=
                    wrapWords(
                        "Raising the minimum to \(group.raise) makes \(group.count) \(group.count == 1 ? "finding" : "findings") payable.",
                        indent: 0, width: 80) + "\n"
            }
        }
        let suppressed = result.suppressedByRule
        if !suppressed.isEmpty {
            let list = suppressed.map { "\($0.count) \($0.rule)" }.joined(separator: ", ")
            output +=
                "\n" + wrapWords("Suppressed by comments (not listed above): \(list)", indent: 0, width: 80) + "\n"
        }
        let skipped = result.skippedByReason
        if !skipped.isEmpty {
            output += "\nSkipped: " + skipped.map { "\($0.count) \($0.reason.rawValue)" }.joined(separator: ", ") + "\n"
        }
        let notes = result.scaleStates(from: summaries).map(\.sentence) + result.notes
        if !notes.isEmpty {
            output += "\n" + notes.map { wrapWords("Note: \($0)", indent: 0, width: 80) + "\n" }.joined()
        }
        return output
    }

    func percent(_ fraction: Double) -> String {
        String(Int((fraction * 100).rounded())) + "%"
    }
}

extension ScanResult {
    /// The severity findings of `rule` were reported at in this scan.
    func config(rule: String) -> String {
        for file in files {
            if let finding = file.findings.first(where: { $0.ruleID == rule }) { return finding.severity.rawValue }
        }
        return ""
    }
}
