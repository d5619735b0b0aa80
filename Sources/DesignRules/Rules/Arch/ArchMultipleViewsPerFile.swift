/// `arch/multiple-views-per-file`: more than one top-level view type in a file.
public struct ArchMultipleViewsPerFile: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "arch/multiple-views-per-file", family: .arch, severity: .note,
        title: "One view per file",
        rationale: """
            "One type per file. Flag files containing multiple type definitions." A view is found, \
            reviewed and previewed by its file's name.
            """,
        fix: "Move each view to a file of its own name.",
        isOptIn: true,
        measured: Measured(2, of: 23),
        triggeringExamples: [
            "struct FeedView: View { var body: some View { Text(\"a\") } }\n↓struct FeedRow: View { var body: some View { Text(\"b\") } }",
            "struct A: View { var body: some View { EmptyView() } }\n↓struct B: View { var body: some View { EmptyView() } }\n↓struct C: View { var body: some View { EmptyView() } }",
            // The file's view is used by other files; here only its preview names it.
            "struct ListRow: View { var body: some View { Poster() } }\n↓struct Poster: View { var body: some View { Text(\"b\") } }\n#if DEBUG\nstruct ListRow_Previews: PreviewProvider {\n    static var previews: some View { ListRow() }\n}\n#endif",
        ],
        nonTriggeringExamples: [
            "struct FeedView: View {\n    struct Row: View { var body: some View { Text(\"b\") } }\n    var body: some View { Row() }\n}",
            "struct FeedView: View { var body: some View { Text(\"a\") } }\nextension FeedView { func x() {} }",
            "struct FeedView: View { var body: some View { Text(\"a\") } }\nstruct CardStyle: ButtonStyle { }\nstruct Glow: ViewModifier { }",
            "struct FeedView: View { var body: some View { Row() } }\nprivate struct Row: View { var body: some View { Text(\"a\") } }",
            "struct Avatar: View { var body: some View { Text(\"a\") } }\nstruct PreviewWrapper: View { var body: some View { Avatar() } }\n#Preview { PreviewWrapper() }",
            "struct FeedView: View { var body: some View { Text(\"a\") } }\nstruct FeedView_Previews: PreviewProvider {\n    static var previews: some View { FeedView() }\n}",
        ])

    /// `struct PreviewWrapper: View` used only inside the file's previews: scaffolding, not a view
    /// of the app.
    private func isPreviewScaffolding(_ keyword: Int, context: RuleContext) -> Bool {
        let file = context.file
        let name = keyword + 1
        guard !context.excluded.isEmpty else { return false }
        var usedInPreviews = false
        let spelling = file.bytes[file.tokens[name].range]
        for index in file.tokens.indices where index != name && file.kind(index) == .identifier {
            // Compared as bytes: this reads every identifier of the file.
            guard file.bytes[file.tokens[index].range].elementsEqual(spelling) else { continue }
            if !context.excluded.contains(where: { $0.contains(index) }) { return false }
            usedInPreviews = true
        }
        return usedInPreviews
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        // Every top-level view after the first; a preview's type is not one of the file's views.
        let views = context.typeScopes.topLevelViewDeclarations(in: file).filter { keyword in
            !context.excluded.contains { $0.contains(keyword) }
        }
        guard views.count > 1 else { return [] }
        // Which view owns the file is the file name's to say: the message names none.
        // The first view is the file's own, whoever uses it; a later one used only by previews is
        // their scaffolding.
        let reported = [views[0]] + views.dropFirst().filter { !isPreviewScaffolding($0, context: context) }
        guard reported.count > 1 else { return [] }
        return reported.dropFirst().map { index in
            let others = reported.filter { $0 != index }.map { file.text($0 + 1) }.joined(separator: ", ")
            return context.hit(
                at: index, "\(file.text(index + 1)) shares this file with \(others): keep one view per file.")
        }
    }
}
