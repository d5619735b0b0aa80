import SwiftLexer

/// `api/binding-get-set`: a `Binding(get:set:)` built by hand.
public struct APIBindingGetSet: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/binding-get-set", family: .api,
        title: "Bind to state, not Binding(get:set:)",
        rationale: """
            "NEVER use Binding(get:set:) in view body. Use @State with .onChange() for side effects." A \
            hand-built binding is a new value every time body runs, and hides the side effect in a setter. \
            Flagged where the binding mirrors one stored value (the getter reads it, the setter writes it): \
            there the value's own binding and .onChange replace it. A binding adapted to a presentation \
            (`x != nil`), to an optional or a conversion, or one whose setter hands the value to a model \
            method, has no stored value to bind to and is left alone.
            """,
        fix: "Bind to @State or a model property, and react with .onChange(of:).",
        isOptIn: true,
        measured: Measured(4, of: 9),
        triggeringExamples: [
            "struct Row: View {\n    var body: some View {\n        Toggle(\"a\", isOn: ↓Binding(get: { model.isOn }, set: { model.isOn = $0; model.save() }))\n    }\n}",
            "struct Row: View {\n    var body: some View {\n        Toggle(\"a\", isOn: ↓Binding(get: { self.isOn }, set: { self.isOn = $0 }))\n    }\n}",
            "struct NameField: View {\n    var body: some View {\n        VStack {\n            TextField(\"Name\", text: ↓Binding<String>(\n                get: { name },\n                set: { name = $0.trimmingCharacters(in: .whitespaces) }\n            ))\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "Toggle(\"a\", isOn: $model.isOn).onChange(of: model.isOn) { model.save() }",
            "let binding: Binding<Bool> = $isOn",
            "@Binding var isOn: Bool",
            "Binding(projectedValue: $isOn)",
            "extension View {\n    func alert<T>(item: Binding<T?>) -> some View {\n        alert(\"a\", isPresented: Binding(get: { item.wrappedValue != nil }, set: { _ in item.wrappedValue = nil }))\n    }\n}",
            "struct SensorView: View {\n    static func row(_ s: Setting) -> Row { Row(value: Binding(get: s.get, set: s.set)) }\n}",
            // The setter is the model's API (a confirmation, a server call): there is no stored value to bind.
            "struct Row: View {\n    var body: some View {\n        Toggle(\"a\", isOn: Binding(get: { model.isOn }, set: { model.update($0) }))\n    }\n}",
            // A presentation adapter, an optional given a default, a conversion, a global store.
            "struct Row: View {\n    var body: some View {\n        Text(\"a\").alert(\"e\", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {}\n    }\n}",
            "struct Row: View {\n    var body: some View {\n        DatePicker(\"a\", selection: Binding(get: { date ?? Date() }, set: { date = $0 }))\n    }\n}",
            "struct Row: View {\n    var body: some View {\n        Slider(value: Binding(get: { Double(count) }, set: { count = Int($0) }))\n    }\n}",
            "struct Row: View {\n    var body: some View {\n        Toggle(\"a\", isOn: Binding(get: { Current.settings.flag }, set: { Current.settings.flag = $0 }))\n    }\n}",
        ])

    /// The stored value a getter closure `{ model.isOn }` reads: the token range of its path
    /// (`self.` left out), or nil when the getter computes anything. The path starts with a
    /// lower-case name: a view's property or a local, not a global store or a type.
    private func readPath(ofClosureAt brace: Int, file: SourceFile) -> Range<Int>? {
        guard file.kind(brace) == .leftBrace, let close = file.match(brace) else { return nil }
        var start = brace + 1
        if file.tokenIs(start, "return") { start += 1 }
        if file.tokenIs(start, "self"), file.kind(start + 1) == .period { start += 2 }
        guard start < close, file.kind(start) == .identifier else { return nil }
        let first = file.bytes[Int(file.tokens[start].start)]
        guard first >= 0x61 && first <= 0x7A else { return nil }
        var cursor = start + 1
        while cursor < close {
            guard file.kind(cursor) == .period, file.kind(cursor + 1) == .identifier else { return nil }
            cursor += 2
        }
        return start..<close
    }

    /// Whether the closure at `brace` assigns to `path` (`model.isOn = $0`, `self.isOn = value`).
    private func assigns(to path: Range<Int>, inClosureAt brace: Int, file: SourceFile) -> Bool {
        guard file.kind(brace) == .leftBrace, let close = file.match(brace) else { return false }
        var cursor = brace + 1
        while cursor + path.count < close {
            let spelledAlike = file.sameTokens(cursor..<(cursor + path.count), path)
            let member = file.kind(cursor - 1) == .period && !file.tokenIs(cursor - 2, "self")
            if spelledAlike, !member, file.tokenIs(cursor + path.count, "=") { return true }
            cursor += 1
        }
        return false
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.initializerCalls(of: .binding).compactMap { index, call in
            // "in view body": a binding a factory or a model builds once is not rebuilt per update.
            guard context.isViewCode(index, viewModels: false), context.isInViewBuilder(index),
                let getter = call.arguments.first, let label = getter.label, file.tokenIs(label, "get"),
                let setter = call.arguments.dropFirst().first, let setLabel = setter.label,
                file.tokenIs(setLabel, "set"),
                let path = readPath(ofClosureAt: getter.value.lowerBound, file: file),
                assigns(to: path, inClosureAt: setter.value.lowerBound, file: file)
            else { return nil }
            let value = file.text(tokens: path)
            return context.hit(
                at: index,
                "Binding(get:set:) mirrors \(value) and is rebuilt on every body call: bind to it and use .onChange.")
        }
    }
}
