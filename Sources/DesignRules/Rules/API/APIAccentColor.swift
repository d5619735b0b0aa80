/// `api/accent-color`: the deprecated `.accentColor(_:)` modifier.
public struct APIAccentColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/accent-color", family: .api,
        title: "Use tint, not accentColor",
        rationale: """
            "Use tint() not accentColor() (deprecated)." The accent set via .tint() or the asset \
            catalogue's AccentColor is "the single" accent of the app.
            """,
        fix: "Replace .accentColor(x) with .tint(x).",
        availability: .os2021,
        isOptIn: true,
        measured: Measured(10, of: 14),
        triggeringExamples: [
            "Button(\"Save\") { save() }.↓accentColor(.green)",
            "ContentView()\n    .↓accentColor(Palette.brand)",
        ],
        nonTriggeringExamples: [
            "Button(\"Save\") { save() }.tint(.green)",
            "Text(\"a\").foregroundStyle(Color.accentColor)",
            "Circle().fill(.accentColor)",
            "extension View {\n    func accentColor(_ color: Color) -> some View { tint(color) }\n}\nlet button = Button(\"Save\") { }.accentColor(.green)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .accentColor).compactMap { call in
            // The app's own `accentColor(_:)` on `View`, written with the same labels, is the one called.
            call.openParen == nil || context.callsOwnModifier(call)
                ? nil : context.hit(at: call.name, ".accentColor is deprecated; use .tint.")
        }
    }
}
