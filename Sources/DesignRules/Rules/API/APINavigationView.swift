/// `api/navigation-view`: the deprecated `NavigationView` container.
public struct APINavigationView: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/navigation-view", family: .api,
        title: "Use NavigationStack or NavigationSplitView",
        rationale: """
            "Use NavigationStack or NavigationSplitView. NEVER NavigationView (deprecated)." Its \
            column behaviour differs between iPhone and iPad and it has no value-based navigation.
            """,
        fix: "Use NavigationStack for a single column, NavigationSplitView for a sidebar.",
        availability: .os2022,
        isOptIn: true,
        // With rounds 21 to 24 (10 of 15): round 23's false rows were three preview apps in an
        // `iOS/Previews` folder (skipped as preview code since) and two screens behind a debug toggle.
        measured: Measured(27, of: 32),
        triggeringExamples: [
            "var body: some View {\n    ↓NavigationView {\n        List { }\n    }\n}",
            "↓NavigationView(content: { Text(\"a\") })",
        ],
        nonTriggeringExamples: [
            "NavigationStack { List { } }",
            "NavigationSplitView { Sidebar() } detail: { Detail() }",
            ".navigationViewStyle(.stack)",
            "// NavigationView was replaced",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .navigationView).map { index, _ in
            context.hit(at: index, "NavigationView is deprecated; use NavigationStack or NavigationSplitView.")
        }
    }
}
