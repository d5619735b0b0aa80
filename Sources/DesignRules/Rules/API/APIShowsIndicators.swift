/// `api/shows-indicators`: `ScrollView(showsIndicators:)`.
public struct APIShowsIndicators: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/shows-indicators", family: .api, severity: .note,
        title: "Hide scroll indicators with .scrollIndicators",
        rationale: """
            "Scroll indicators: use .scrollIndicators(.hidden) not showsIndicators: false in the \
            initializer." The modifier also reaches List and every scroll view inside.
            """,
        fix: "Drop showsIndicators: and add .scrollIndicators(.hidden).",
        availability: .os2022,
        isOptIn: true,
        measured: Measured(9, of: 11),
        triggeringExamples: [
            "ScrollView(.horizontal, ↓showsIndicators: false) { row }",
            "ScrollView(↓showsIndicators: false) {\n    content\n}",
            "ScrollView(.horizontal, ↓showsIndicators: true) { row }",
        ],
        nonTriggeringExamples: [
            "ScrollView(.horizontal) { row }.scrollIndicators(.hidden)",
            "let showsIndicators = false",
            "ScrollView { content }",
            // The app's own view with a label like SwiftUI's: not the deprecated initializer.
            "Carousel(items: items, showsIndicators: false)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.mentions(of: .showsIndicators).compactMap { index in
            // An argument label: `(` or `,` before, `:` after.
            guard context.file.kind(index + 1) == .colon, let before = context.file.kind(index - 1),
                before == .leftParen || before == .comma
            else { return nil }
            // Of `ScrollView(_:showsIndicators:content:)`, not of a view of the app's own.
            guard let open = context.enclosingOpening(of: index), context.file.tokenIs(open - 1, "ScrollView") else {
                return nil
            }
            // `showsIndicators: true` is the default: nothing to hide, only the argument to drop.
            let message =
                context.file.tokenIs(index + 2, "true") && context.file.kind(index + 3) != .period
                ? "showsIndicators: true is the default; drop the deprecated argument."
                : "showsIndicators: is deprecated; use .scrollIndicators(.hidden)."
            return context.hit(at: index, message)
        }
    }
}
