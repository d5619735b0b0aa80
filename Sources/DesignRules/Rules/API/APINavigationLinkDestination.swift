/// `api/navigation-link-destination`: `NavigationLink(destination:)` and `isActive:` links.
public struct APINavigationLinkDestination: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/navigation-link-destination", family: .api,
        title: "Navigate by value with navigationDestination",
        rationale: """
            "Use navigationDestination(for:) for destinations. NEVER NavigationLink(destination:)." A \
            destination built in the link is built for every row; isActive: links are deprecated.
            """,
        fix: "Use NavigationLink(value:) with .navigationDestination(for:), or navigationDestination(isPresented:).",
        availability: .os2022,
        isOptIn: true,
        measured: Measured(4, of: 6),
        triggeringExamples: [
            "↓NavigationLink(destination: DetailView(item: item)) { Row(item) }",
            "↓NavigationLink(\"Settings\", destination: SettingsView())",
            "↓NavigationLink(destination: EmptyView(), isActive: $showing) { EmptyView() }",
            "↓NavigationLink(isActive: $showing) { Detail() } label: { Text(\"a\") }",
        ],
        nonTriggeringExamples: [
            "NavigationLink(value: item) { Row(item) }",
            "NavigationLink(\"Settings\", value: Route.settings)",
            ".navigationDestination(for: Item.self) { DetailView(item: $0) }",
            "NavigationLink { DetailView() } label: { Text(\"a\") }",
            "NavigationLink(destination: { DetailView() }) { Text(\"a\") }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .navigationLink).compactMap { index, call in
            // `NavigationLink(destination: { Detail() }) { ... }` is the closure initializer written with
            // its label: the same one as `NavigationLink { Detail() } label: { ... }`.
            if let destination = context.file.argument(call, labeled: "destination"),
                context.file.kind(destination.value.lowerBound) != .leftBrace
            {
                return context.hit(
                    at: index, "NavigationLink(destination:) builds its view eagerly; navigate by value.")
            }
            if context.file.argument(call, labeled: "isActive") != nil {
                return context.hit(
                    at: index, "NavigationLink(isActive:) is deprecated; use navigationDestination(isPresented:).")
            }
            return nil
        }
    }
}
