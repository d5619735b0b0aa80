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
        measured: Measured(6, of: 6),
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
