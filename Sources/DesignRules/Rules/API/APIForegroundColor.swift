/// `api/foreground-color`: the deprecated `.foregroundColor(_:)` modifier.
public struct APIForegroundColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/foreground-color", family: .api,
        title: "Use foregroundStyle, not foregroundColor",
        rationale: """
            "NO foregroundColor() - use foregroundStyle()." foregroundColor is deprecated; foregroundStyle \
            also takes gradients, materials and the hierarchical styles (.secondary, .tertiary).
            """,
        fix: "Replace .foregroundColor(x) with .foregroundStyle(x).",
        availability: .os2021,
        triggeringExamples: [
            "Text(\"a\").↓foregroundColor(.red)",
            "Image(systemName: \"star\")\n    .font(.title)\n    .↓foregroundColor(Color.accentColor)",
            "Label(\"a\", systemImage: \"b\").↓foregroundColor(isOn ? .green : .secondary)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").foregroundStyle(.red)",
            "let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red]",
            "string.addAttribute(.foregroundColor, value: UIColor.red, range: range)",
            "func foregroundColor(_ color: Color) -> some View { foregroundStyle(color) }",
            "// .foregroundColor(.red) is deprecated",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .foregroundColor).compactMap { call in
            guard call.openParen != nil else { return nil }
            return context.hit(at: call.name, ".foregroundColor is deprecated; use .foregroundStyle.")
        }
    }
}
