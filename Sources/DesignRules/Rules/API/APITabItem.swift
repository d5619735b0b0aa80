/// `api/tab-item`: the `.tabItem` modifier the `Tab` API replaces.
public struct APITabItem: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/tab-item", family: .api,
        title: "Use the Tab API, not .tabItem",
        rationale: """
            "Tab bars: max 5 tabs, each with clear icon + label. Use the Tab API, not .tabItem()." Tab \
            gives each tab a value for enum-based selection and adapts to the sidebar tab view.
            """,
        fix: "Write Tab(\"Home\", systemImage: \"house\", value: .home) { HomeView() } inside TabView.",
        availability: .os2024,
        isOptIn: true,
        // With rounds 23 and 24 (4 of 7): three rows on one screen behind a debug toggle.
        measured: Measured(10, of: 13),
        triggeringExamples: [
            "HomeView()\n    .↓tabItem { Label(\"Home\", systemImage: \"house\") }",
            "FeedView().↓tabItem {\n    Image(systemName: \"list.bullet\")\n    Text(\"Feed\")\n}",
        ],
        nonTriggeringExamples: [
            "Tab(\"Home\", systemImage: \"house\", value: .home) { HomeView() }",
            "let tabItem = TabItem(title: \"a\")",
            "// .tabItem { } is the old way",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .tabItem).map { call in
            context.hit(at: call.name, ".tabItem is superseded by the Tab API.")
        }
    }
}
