import SwiftLexer

/// `api/any-view`: type erasure with `AnyView`.
public struct APIAnyView: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/any-view", family: .api,
        title: "Avoid AnyView",
        rationale: """
            "Avoid AnyView - use @ViewBuilder, Group, or generics." An erased view loses its \
            structural identity, so SwiftUI rebuilds what it could have updated.
            """,
        fix: "Return some View from a @ViewBuilder, or make the container generic over its content.",
        isOptIn: true,
        measured: Measured(6, of: 9),
        triggeringExamples: [
            "struct Feed: View {\n    var rows: [AnyView] { items.map { ↓AnyView(Row(item: $0)) } }\n}",
            "struct Feed: View {\n    func content() -> some View {\n        isCompact ? ↓AnyView(CompactRow()) : ↓AnyView(WideRow())\n    }\n}",
            "struct Feed: View {\n    var body: some View {\n        let row = ↓AnyView(Row())\n        VStack { ↓AnyView(Header()); row }\n    }\n}",
            "struct Glow: View {\n    @State private var background = ↓AnyView(Color.clear)\n    func rotate() { background = ↓AnyView(LinearGradient(colors: colors, startPoint: a, endPoint: b)) }\n}",
        ],
        nonTriggeringExamples: [
            "@ViewBuilder var content: some View { if isCompact { CompactRow() } else { WideRow() } }",
            "struct Card<Content: View>: View { let content: Content }",
            "// AnyView(...) erases identity",
            "func toPresentable() -> AnyView {\n    AnyView(FeedScreen(context: context))\n}",
            "let host = UIHostingController(rootView: AnyView(EmptyView()))",
            "struct Share: View {\n    func render() { let renderer = ImageRenderer(content: AnyView(card)) }\n}",
            "struct List: View {\n    var body: some View {\n        Header(title: \"a\", alternative: AnyView(Image(systemName: \"star\")))\n    }\n}",
            "struct TopBanner {\n    let content: AnyView\n    init<V: View>(_ view: V) { content = AnyView(view) }\n}",
            "let transformer: (AnyView) -> Content\nvar body: some View { transformer(AnyView(image)) }",
            "struct Loader: View {\n    var placeholder: AnyView? {\n        if let image { return AnyView(Image(uiImage: image)) } else { return nil }\n    }\n}",
            "struct TextView: View {\n    func placeholder(_ view: some View) -> TextView {\n        var copy = self\n        copy.placeholderView = AnyView(view)\n        return copy\n    }\n}",
            "struct Tile: View {\n    var body: some View {\n        Container(emptyView: {\n            AnyView(EmptyTile())\n        }, contents: { rows })\n    }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let erasures = context.initializerCalls(of: .anyView)
        guard !erasures.isEmpty else { return [] }
        return erasures.compactMap { index, call in
            // The erasure a declared `-> AnyView` (often a protocol's requirement) or a parameter typed
            // `AnyView` (`UIHostingController(rootView:)`, `ImageRenderer(content:)`, an app's own)
            // forces is that declaration's choice, not this line's; so is a hosting controller's root.
            if context.file.tokenIs(index - 1, "="), context.file.tokenIs(index - 2, "rootView") { return nil }
            if isStored(index, file: context.file) || isClosureResultOfArgument(index, file: context.file) {
                return nil
            }
            // A data type holding views of any type (banners, slots in an array) needs the erasure;
            // views and view models are where a builder or a generic would do.
            guard call.openParen != nil, context.isViewCode(index), !returnsAnyView(around: index, context: context),
                !isArgument(index, context: context)
            else { return nil }
            return context.hit(at: index, "AnyView erases the view's identity; use @ViewBuilder or generics.")
        }
    }

    /// `header(alternative: AnyView(icon))`, `transformer(AnyView(image))`: a call's argument. The
    /// parameter's declared type asks for the erasure (a generic one would take the view as it
    /// is), so the debt is that declaration's, wherever it is. Not a ternary's branch
    /// (`isCompact ? AnyView(a) : AnyView(b)`) nor an array's element.
    private func isArgument(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        var before = index - 1
        // `label: AnyView(...)`: past the label to what precedes it.
        if file.kind(before) == .colon {
            guard file.kind(before - 1) == .identifier || file.kind(before - 1) == .keyword else { return false }
            before -= 2
        }
        switch file.kind(before) {
        case .leftParen: return true
        case .comma: return context.enclosingOpening(of: before).map { file.kind($0) == .leftParen } ?? false
        default: return false
        }
    }

    /// `copy.placeholder = AnyView(content)`: a view of any type, handed
    /// in, stored in a property whose declared type is `AnyView`. Not `let x = AnyView(...)`, a
    /// local the code chose to erase, nor `background = AnyView(LinearGradient(...))`, a view of
    /// a known type erased to be stored.
    private func isStored(_ index: Int, file: SourceFile) -> Bool {
        guard file.tokenIs(index - 1, "="), file.kind(index - 2) == .identifier,
            !file.tokenIs(index - 3, "let"), !file.tokenIs(index - 3, "var"), file.kind(index + 1) == .leftParen
        else { return false }
        let first = file.bytes[Int(file.tokens[index + 2].start)]
        let namesAType = file.kind(index + 2) == .identifier && first >= 0x41 && first <= 0x5A
        return !namesAType
    }

    /// `Container(placeholder: { AnyView(Empty()) })`: the whole of a closure passed as a labeled
    /// argument, whose declared type (`() -> AnyView`) asks for the erasure.
    private func isClosureResultOfArgument(_ index: Int, file: SourceFile) -> Bool {
        var open = index - 1
        if file.tokenIs(open, "return") { open -= 1 }
        guard file.kind(open) == .leftBrace, let close = file.match(open), let call = file.call(at: index),
            call.end + 1 == close, file.kind(open - 1) == .colon
        else { return false }
        return file.kind(open - 3) == .leftParen || file.kind(open - 3) == .comma
    }

    /// Whether an enclosing body belongs to a declaration typed `AnyView`: `-> AnyView {`, `: AnyView {`.
    private func returnsAnyView(around index: Int, context: RuleContext) -> Bool {
        context.enclosingBrace(of: index) { brace in
            let file = context.file
            return file.tokenIs(brace - 1, "AnyView")
                || (file.tokenIs(brace - 1, "?") && file.tokenIs(brace - 2, "AnyView"))
        } != nil
    }
}
