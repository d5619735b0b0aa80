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
            "struct Row: View {\n    var body: some View {\n        Toggle(\"a\", isOn: ↓Binding(get: { model.isOn }, set: { model.update($0) }))\n    }\n}",
            "struct NameField: View {\n    var body: some View {\n        VStack {\n            TextField(\"Name\", text: ↓Binding<String>(\n                get: { name },\n                set: { name = $0.trimmingCharacters(in: .whitespaces) }\n            ))\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "Toggle(\"a\", isOn: $model.isOn).onChange(of: model.isOn) { model.save() }",
            "let binding: Binding<Bool> = $isOn",
            "@Binding var isOn: Bool",
            "Binding(projectedValue: $isOn)",
            "extension View {\n    func alert<T>(item: Binding<T?>) -> some View {\n        alert(\"a\", isPresented: Binding(get: { item.wrappedValue != nil }, set: { _ in item.wrappedValue = nil }))\n    }\n}",
            "struct SensorView: View {\n    static func row(_ s: Setting) -> Row { Row(value: Binding(get: s.get, set: s.set)) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .binding).compactMap { index, call in
            // "in view body": a binding a factory or a model builds once is not rebuilt per update.
            guard context.isViewCode(index, viewModels: false), context.isInViewBuilder(index),
                let label = call.arguments.first?.label, context.file.tokenIs(label, "get")
            else { return nil }
            // `Binding(get: { item.wrappedValue != nil }, ...)`: one binding adapted to another, in a
            // modifier helper, or a value converted to and from its raw value: there is no second
            // state to bind to and no side effect to move.
            if let open = call.openParen, let close = call.closeParen,
                (open..<close).contains(where: {
                    context.file.tokenIs($0, "wrappedValue") || context.file.tokenIs($0, "rawValue")
                })
            {
                return nil
            }
            return context.hit(
                at: index, "Binding(get:set:) is rebuilt on every body call; bind to state and use .onChange.")
        }
    }
}
