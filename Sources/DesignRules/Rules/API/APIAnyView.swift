/// `api/any-view`: type erasure with `AnyView`.
public struct APIAnyView: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/any-view", family: .api,
        title: "Avoid AnyView",
        rationale: """
            "Avoid AnyView - use @ViewBuilder, Group, or generics." An erased view loses its \
            structural identity, so SwiftUI rebuilds what it could have updated.
            """,
        fix: "Return some View from a @ViewBuilder, or make the container generic over its content.",
        triggeringExamples: [
            "return ↓AnyView(Text(\"a\"))",
            "var content: AnyView {\n    isCompact ? ↓AnyView(CompactRow()) : ↓AnyView(WideRow())\n}",
        ],
        nonTriggeringExamples: [
            "@ViewBuilder var content: some View { if isCompact { CompactRow() } else { WideRow() } }",
            "struct Card<Content: View>: View { let content: Content }",
            "// AnyView(...) erases identity",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .anyView).compactMap { index, call in
            call.openParen == nil
                ? nil : context.hit(at: index, "AnyView erases the view's identity; use @ViewBuilder or generics.")
        }
    }
}
