/// `api/binding-get-set`: a `Binding(get:set:)` built by hand.
public struct APIBindingGetSet: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/binding-get-set", family: .api,
        title: "Bind to state, not Binding(get:set:)",
        rationale: """
            "NEVER use Binding(get:set:) in view body. Use @State with .onChange() for side effects." A \
            hand-built binding is a new value every time body runs, and hides the side effect in a setter.
            """,
        fix: "Bind to @State or a model property, and react with .onChange(of:).",
        triggeringExamples: [
            "Toggle(\"a\", isOn: ↓Binding(get: { model.isOn }, set: { model.update($0) }))",
            "TextField(\"Name\", text: ↓Binding<String>(\n    get: { name },\n    set: { name = $0.trimmingCharacters(in: .whitespaces) }\n))",
        ],
        nonTriggeringExamples: [
            "Toggle(\"a\", isOn: $model.isOn).onChange(of: model.isOn) { model.save() }",
            "let binding: Binding<Bool> = $isOn",
            "@Binding var isOn: Bool",
            "Binding(projectedValue: $isOn)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .binding).compactMap { index, call in
            guard let label = call.arguments.first?.label, context.file.tokenIs(label, "get") else { return nil }
            return context.hit(
                at: index, "Binding(get:set:) is rebuilt on every body call; bind to state and use .onChange.")
        }
    }
}
