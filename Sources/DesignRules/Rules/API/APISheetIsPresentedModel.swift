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
        isOptIn: true,
        measured: Measured(5, of: 6),
        triggeringExamples: [
            "@State private var selected: Item?\nvar body: some View {\n    List { }.↓sheet(isPresented: $showDetail) {\n        if let item = selected { DetailView(item: item) }\n    }\n}",
            "@Binding var draft: Draft?\nvar body: some View {\n    Text(\"a\").↓sheet(isPresented: $isEditing) { if let draft { Editor(draft: draft) } }\n}",
        ],
        nonTriggeringExamples: [
            "List { }.sheet(item: $selected) { DetailView(item: $0) }",
            "Text(\"a\").sheet(isPresented: $showSettings) { SettingsView() }",
            "Text(\"a\").sheet(isPresented: $showSettings) {\n    SettingsView()\n    if let tip { TipView(tip) }\n}",
            "Text(\"a\").sheet(isPresented: $showEdit) {\n    if let folder = model.folder(id) { Editor(folder) }\n}",
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
                file.tokenIs(first, "if"), file.tokenIs(first + 1, "let"), file.kind(first + 2) == .identifier
            else { return nil }
            // The optional is the view's own state (`if let item`, `if let item = selected`): the data
            // the flag stands beside. A lookup (`if let folder = model.folder(id)`) is a safety check.
            let unwrapped = file.kind(first + 3) == .operator && file.tokenIs(first + 3, "=") ? first + 4 : first + 2
            guard file.kind(unwrapped) == .identifier, file.kind(unwrapped + 1) != .period,
                file.kind(unwrapped + 1) != .leftParen, context.declaresStateProperty(unwrapped)
            else { return nil }
            return context.hit(at: call.name, ".sheet(isPresented:) around an optional: present it with .sheet(item:).")
        }
    }
}
