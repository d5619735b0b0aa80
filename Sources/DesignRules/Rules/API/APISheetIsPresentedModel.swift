/// `api/sheet-is-presented-model`: `.sheet(isPresented:)` whose content unwraps a model.
public struct APISheetIsPresentedModel: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/sheet-is-presented-model", family: .api,
        title: "Present optional data with .sheet(item:)",
        rationale: """
            "Sheets: prefer sheet(item:) over sheet(isPresented:) when presenting optional data." A \
            flag and an optional kept apart can disagree: the sheet opens on nothing, or on stale data.
            """,
        fix: "Make the model Identifiable and write .sheet(item: $selected) { DetailView(item: $0) }.",
        triggeringExamples: [
            "List { }.↓sheet(isPresented: $showDetail) {\n    if let item = selected { DetailView(item: item) }\n}",
            "Text(\"a\").↓sheet(isPresented: $isEditing) { if let draft { Editor(draft: draft) } }",
        ],
        nonTriggeringExamples: [
            "List { }.sheet(item: $selected) { DetailView(item: $0) }",
            "Text(\"a\").sheet(isPresented: $showSettings) { SettingsView() }",
            "Text(\"a\").sheet(isPresented: $showSettings) {\n    SettingsView()\n    if let tip { TipView(tip) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .sheet).compactMap { call in
            guard context.file.argument(call, labeled: "isPresented") != nil,
                let content = call.trailingClosures.first
                    ?? file.argument(call, labeled: "content").flatMap({
                        file.kind($0.value.lowerBound) == .leftBrace ? $0.value.lowerBound : nil
                    }),
                let first = context.firstStatement(inClosureAt: content),
                file.tokenIs(first, "if"), file.tokenIs(first + 1, "let")
            else { return nil }
            return context.hit(at: call.name, ".sheet(isPresented:) around an optional: present it with .sheet(item:).")
        }
    }
}
