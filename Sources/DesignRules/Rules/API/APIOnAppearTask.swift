/// `api/on-appear-task`: async work started in `.onAppear` with a raw `Task`.
public struct APIOnAppearTask: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/on-appear-task", family: .api,
        title: "Start async work in .task, not .onAppear { Task { } }",
        rationale: """
            "Do not do async work in onAppear with a raw Task - use .task {}, which cancels \
            automatically on disappear."
            """,
        fix: "Replace .onAppear { Task { await load() } } with .task { await load() }.",
        availability: .os2021,
        isOptIn: true,
        measured: Measured(11, of: 14),
        triggeringExamples: [
            "List { }.↓onAppear {\n    Task { await model.load() }\n}",
            "Text(\"a\").↓onAppear { Task.init { await refresh() } }",
            "Text(\"a\").↓onAppear(perform: { Task { await refresh() } })",
        ],
        nonTriggeringExamples: [
            "List { }.task { await model.load() }",
            "Text(\"a\").onAppear { isVisible = true }",
            "Text(\"a\").onAppear { analytics.log(\"a\"); isVisible = true }",
            "Text(\"a\").onAppear(perform: load)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .onAppear).compactMap { call in
            let closure =
                call.trailingClosures.first
                ?? call.arguments.first.flatMap {
                    file.kind($0.value.lowerBound) == .leftBrace ? $0.value.lowerBound : nil
                }
            guard let closure, startsWithTask(closureAt: closure, context: context) else { return nil }
            return context.hit(at: call.name, ".onAppear { Task { } } is not cancelled on disappear; use .task.")
        }
    }

    /// Whether the closure's first statement is `Task { }`, `Task(...)` or `Task.init { }`.
    private func startsWithTask(closureAt brace: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let first = context.firstStatement(inClosureAt: brace), file.tokenIs(first, "Task") else { return false }
        var next = first + 1
        if file.kind(next) == .period, file.tokenIs(next + 1, "init") { next += 2 }
        guard let kind = file.kind(next) else { return false }
        return kind == .leftBrace || kind == .leftParen
    }
}
