import JSONSupport

/// The formats of `designdebt explain`.
public enum ExplanationFormat: String, CaseIterable, Sendable {
    case table, json, md

    public func render(_ explanation: Explanation) -> String {
        switch self {
        case .table: return ExplanationFormat.text(explanation)
        case .json: return JSONWriter().string(ExplanationFormat.json(explanation)) + "\n"
        case .md: return ExplanationFormat.markdown(explanation)
        }
    }

    /// For a terminal: each finding on its own lines (where, the code, what the rule says), so a
    /// long path never pushes the message off an 80-column screen.
    static func text(_ explanation: Explanation) -> String {
        let commit = explanation.commit
        var output = "Commit \(commit.shortSHA)  \(commit.day)  \(commit.author)\n  \(commit.subject)\n"
        output += mergeLines(explanation.merged, prefix: "  ")
        for rename in explanation.renamed { output += "  Renamed \(rename.from) -> \(rename.to)\n" }
        if commit.rebaselined { output += "  " + rulesChangedNote + "\n" }
        output += "\n"
        if explanation.added.isEmpty && explanation.removed.isEmpty {
            output += "No finding added or removed.\n"
        }
        for (title, mark, findings) in [("Added", "+", explanation.added), ("Removed", "-", explanation.removed)]
        where !findings.isEmpty {
            output += "\(title) (\(findings.count))\n"
            for finding in findings {
                output += "\(mark) \(finding.rule)  \(finding.path):\(finding.line)\n"
                if !finding.snippet.isEmpty { output += "    \(finding.snippet)\n" }
                output += "    \(finding.message)\n"
            }
            output += "\n"
        }
        // A move is no change of debt: one line each, where it was and where it is.
        if !explanation.moved.isEmpty {
            output += "Moved (\(explanation.moved.count))\n"
            for move in explanation.moved {
                output += "~ \(move.to.rule)  \(move.from.path):\(move.from.line) -> \(move.to.path):\(move.to.line)\n"
            }
            output += "\n"
        }
        let inventory = explanation.inventory.flatMap(inventorySentences)
        if !inventory.isEmpty {
            output += "Inventory\n" + inventory.map { "  \($0)\n" }.joined()
        }
        return output
    }

    /// Ready to paste in a pull request or an issue.
    static func markdown(_ explanation: Explanation) -> String {
        let commit = explanation.commit
        var output = "### `\(commit.shortSHA)` \(Markdown.escape(commit.subject))\n\n"
        output += "\(commit.day), \(Markdown.escape(commit.author))"
        output += " · \(explanation.added.count) added, \(explanation.removed.count) removed"
        output += explanation.moved.isEmpty ? "\n\n" : ", \(explanation.moved.count) moved\n\n"
        for rename in explanation.renamed {
            output += "Renamed `\(rename.from.replacingBackticks)` to `\(rename.to.replacingBackticks)`.\n\n"
        }
        if commit.rebaselined { output += "> " + rulesChangedNote + "\n\n" }
        if !explanation.merged.isEmpty {
            output += "Merged commits:\n\n"
            output += explanation.merged.prefix(mergedShown).map {
                "- `\($0.shortSHA)` \(Markdown.escape($0.subject))\n"
            }
            .joined()
            if explanation.merged.count > mergedShown {
                output += "- and \(explanation.merged.count - mergedShown) more\n"
            }
            output += "\n"
        }
        for (title, findings) in [("Added", explanation.added), ("Removed", explanation.removed)]
        where !findings.isEmpty {
            output += "**\(title)**\n\n| rule | where | message |\n|---|---|---|\n"
            for finding in findings {
                output +=
                    "| `\(finding.rule)` | `\(finding.path):\(finding.line)` | \(Markdown.escape(finding.message)) |\n"
            }
            output += "\n"
        }
        if !explanation.moved.isEmpty {
            output += "**Moved**\n\n| rule | from | to |\n|---|---|---|\n"
            for move in explanation.moved {
                output +=
                    "| `\(move.to.rule)` | `\(move.from.path):\(move.from.line)` | `\(move.to.path):\(move.to.line)` |\n"
            }
            output += "\n"
        }
        let inventory = explanation.inventory.flatMap(inventorySentences)
        if !inventory.isEmpty { output += "**Inventory**\n\n" + inventory.map { "- \($0)\n" }.joined() }
        return output
    }

    static let rulesChangedNote =
        "The measure changed at this commit (rules, configuration, the app's tokens or build settings): its "
        + "totals moved with it too; the findings listed are the code's."

    static func mergeLines(_ merged: [CommitInfo], prefix: String) -> String {
        guard !merged.isEmpty else { return "" }
        var output = "\(prefix)Merged \(merged.count) commit\(merged.count == 1 ? "" : "s"):\n"
        for commit in merged.prefix(mergedShown) { output += "\(prefix)  \(commit.shortSHA) \(commit.subject)\n" }
        if merged.count > mergedShown { output += "\(prefix)  and \(merged.count - mergedShown) more\n" }
        return output
    }

    /// The merged commits a terminal or Markdown listing shows before "and N more": a long-lived
    /// branch can bring hundreds, and the findings come after them.
    static let mergedShown = 10

    /// In the reference's words: "this commit added the 24th padding value: 17.5".
    static func inventorySentences(_ change: InventoryChange) -> [String] {
        var sentences: [String] = []
        let family = change.family
        if change.newValues.count == 1 && change.goneValues.isEmpty {
            sentences.append(
                "this commit added the \(Counts.ordinal(change.distinctAfter)) \(family) value: \(change.newValues[0])")
        } else if !change.newValues.isEmpty {
            sentences.append(
                "this commit added \(change.newValues.count) \(family) value\(change.newValues.count == 1 ? "" : "s"): "
                    + change.newValues.joined(separator: ", ") + " (now \(change.distinctAfter) distinct)")
        }
        if !change.goneValues.isEmpty {
            sentences.append(
                "no \(family) site uses \(change.goneValues.joined(separator: ", ")) any more (now \(change.distinctAfter) distinct)"
            )
        }
        let before = InventoryChange.adoption(tokens: change.tokensBefore, sites: change.sitesBefore)
        let after = InventoryChange.adoption(tokens: change.tokensAfter, sites: change.sitesAfter)
        if let after, before.map(percent) != percent(after) {
            sentences.append(
                "\(family) token adoption \(before.map(percent) ?? "-") -> \(percent(after)) (\(change.tokensAfter) of \(change.sitesAfter) sites)"
            )
        }
        return sentences
    }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    static func json(_ explanation: Explanation) -> JSONValue {
        .object([
            ("commit", commitJSON(explanation.commit)),
            ("merged", .array(explanation.merged.map(commitJSON))),
            ("added", .array(explanation.added.map(findingJSON))),
            ("removed", .array(explanation.removed.map(findingJSON))),
            (
                "moved",
                .array(
                    explanation.moved.map { move in
                        .object([
                            (
                                "from",
                                .object([("path", .string(move.from.path)), ("line", .number(Double(move.from.line)))])
                            ),
                            ("to", findingJSON(move.to)),
                        ])
                    })
            ),
            (
                "renamed",
                .array(explanation.renamed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })
            ),
            (
                "inventory",
                .object(
                    explanation.inventory.map { change in
                        let before = InventoryChange.adoption(tokens: change.tokensBefore, sites: change.sitesBefore)
                        let after = InventoryChange.adoption(tokens: change.tokensAfter, sites: change.sitesAfter)
                        return (
                            change.family,
                            .object([
                                ("newValues", .array(change.newValues.map(JSONValue.string))),
                                ("goneValues", .array(change.goneValues.map(JSONValue.string))),
                                ("distinctBefore", .number(Double(change.distinctBefore))),
                                ("distinctAfter", .number(Double(change.distinctAfter))),
                                ("adoptionBefore", before.map(JSONValue.number) ?? .null),
                                ("adoptionAfter", after.map(JSONValue.number) ?? .null),
                            ])
                        )
                    })
            ),
        ])
    }

    static func commitJSON(_ commit: CommitInfo) -> JSONValue {
        .object([
            ("sha", .string(commit.sha)), ("seq", .number(Double(commit.seq))), ("date", .string(commit.date)),
            ("author", .string(commit.author)), ("subject", .string(commit.subject)), ("merge", .bool(commit.isMerge)),
            ("rebaselined", .bool(commit.rebaselined)),
        ])
    }

    static func findingJSON(_ finding: FindingInfo) -> JSONValue {
        .object([
            ("rule", .string(finding.rule)), ("severity", .string(finding.severity)), ("path", .string(finding.path)),
            ("line", .number(Double(finding.line))), ("column", .number(Double(finding.column))),
            ("message", .string(finding.message)), ("snippet", .string(finding.snippet)),
            ("fingerprint", .string(finding.fingerprint)),
        ])
    }
}

/// Markdown text that cannot break a table or start markup.
public enum Markdown {
    public static func escape(_ text: String) -> String {
        var output = ""
        for character in text {
            if "|*_`[]<>\\".contains(character) { output.append("\\") }
            output.append(character == "\n" ? " " : character)
        }
        return output
    }
}
