/// `api/preview-provider`: a `PreviewProvider` where `#Preview` fits.
public struct APIPreviewProvider: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/preview-provider", family: .api, severity: .note,
        title: "Use #Preview, not PreviewProvider",
        rationale: """
            "#Preview for previews, never the legacy PreviewProvider protocol." The macro needs no type, \
            takes a name and traits, and previews a view, a view controller or a widget alike.
            """,
        fix: "Replace the PreviewProvider type with #Preview { FeedView() }.",
        triggeringExamples: [
            "struct FeedView_Previews: ↓PreviewProvider {\n    static var previews: some View { FeedView() }\n}",
            "struct Previews: ↓PreviewProvider, Sendable {\n    static var previews: some View { Row() }\n}",
        ],
        nonTriggeringExamples: [
            "#Preview { FeedView() }",
            "#Preview(\"Dark\") { FeedView().preferredColorScheme(.dark) }",
            "// PreviewProvider was replaced by #Preview",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.mentions(of: .previewProvider).compactMap { index in
            guard let kind = context.file.kind(index - 1), kind == .colon || kind == .comma else { return nil }
            return context.hit(at: index, "PreviewProvider: write #Preview { ... } instead.")
        }
    }
}
