/// `meta/unknown-rule-in-suppression`: a `// designdebt:disable` comment naming no rule.
public struct MetaUnknownRuleInSuppression: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "meta/unknown-rule-in-suppression", family: .meta,
        title: "Name a rule that exists in a suppression",
        rationale: """
            A suppression that names no rule suppresses nothing: a misspelt id leaves the finding it \
            meant to silence, and a renamed rule's old id hides that its exception was never revisited.
            """,
        fix: "Use an id from `designdebt rules`, or `all`.",
        triggeringExamples: [
            "// designdebt:disable:next ↓spacing/of-scale\nText(\"a\").padding(10)",
            "Text(\"a\").padding(10) // designdebt:disable:this spacing/off-scale ↓colour/literal",
        ],
        nonTriggeringExamples: [
            "// designdebt:disable:next spacing/off-scale\nText(\"a\").padding(10)",
            "// designdebt:disable all\nText(\"a\").padding(10)\n// designdebt:enable all",
            "// designdebt:disable:next spacing/off-scale because the badge is drawn\nText(\"a\").padding(10)",
            "let note = \"designdebt:disable:next nothing/here\"",
        ])

    /// Every rule id the tool has, enabled or not: turning a rule off does not make its name unknown.
    static let known = Set(RuleCatalog.all.map(\.description.id))

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.suppressions.named.compactMap { named in
            guard !Self.known.contains(named.rule) else { return nil }
            return RuleHit(
                line: named.line, column: named.column,
                message: "No rule is called '\(named.rule)'; this suppression suppresses nothing.")
        }
    }
}
