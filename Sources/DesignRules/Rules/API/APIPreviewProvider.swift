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
        isOptIn: true,
        measured: Measured(4, of: 13),
        triggeringExamples: [
            "struct FeedView_Previews: ↓PreviewProvider {\n    static var previews: some View { FeedView() }\n}",
            "struct Previews: ↓PreviewProvider, Sendable {\n    static var previews: some View { Row() }\n}",
        ],
        nonTriggeringExamples: [
            "#Preview { FeedView() }",
            "struct Settings_Previews: PreviewProvider, TestablePreview {\n    static var previews: some View { Settings() }\n}",
            "#Preview(\"Dark\") { FeedView().preferredColorScheme(.dark) }",
            "// PreviewProvider was replaced by #Preview",
        ])

    /// Whether the inheritance clause around `index` names a protocol besides `PreviewProvider`
    /// and the marker protocols (`Sendable`).
    private func conformsToAnotherProtocol(after index: Int, context: RuleContext) -> Bool {
        let file = context.file
        var cursor = index
        while cursor > 0, file.kind(cursor) != .colon { cursor -= 1 }
        cursor += 1
        while let kind = file.kind(cursor), kind != .leftBrace {
            if kind == .identifier, cursor != index, !file.tokenIs(cursor, "Sendable"),
                !file.tokenIs(cursor, "PreviewProvider")
            {
                return true
            }
            cursor += 1
        }
        return false
    }

    /// Whether the type's body declares a `static` member other than `previews`.
    private func declaresOtherStatics(after index: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let brace = (index..<min(file.tokens.count, index + 24)).first(where: { file.kind($0) == .leftBrace }),
            let close = file.match(brace)
        else { return false }
        return (brace..<close).contains { token in
            guard file.tokenIs(token, "static") else { return false }
            let name = (token + 1..<min(close, token + 5)).first {
                file.tokenIs($0, "var") || file.tokenIs($0, "let") || file.tokenIs($0, "func")
            }
            return name.map { !file.tokenIs($0 + 1, "previews") } ?? true
        }
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.mentions(of: .previewProvider).compactMap { index in
            guard let kind = context.file.kind(index - 1), kind == .colon || kind == .comma else { return nil }
            // `struct X_Previews: PreviewProvider, TestablePreview`: a project protocol that collects
            // preview types (for snapshot tests) needs a type, which #Preview does not declare.
            if conformsToAnotherProtocol(after: index, context: context) { return nil }
            // Static members besides `previews` (snapshot configurations tests refer to) need the type too.
            if declaresOtherStatics(after: index, context: context) { return nil }
            return context.hit(at: index, "PreviewProvider: write #Preview { ... } instead.")
        }
    }
}
