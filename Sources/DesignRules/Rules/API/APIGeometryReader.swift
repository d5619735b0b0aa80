/// `api/geometry-reader`: `GeometryReader` where a layout API fits.
public struct APIGeometryReader: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/geometry-reader", family: .api, severity: .note,
        title: "Prefer containerRelativeFrame, visualEffect or Layout to GeometryReader",
        rationale: """
            "GeometryReader is a last resort. Prefer containerRelativeFrame(), visualEffect(), or the \
            Layout protocol." It takes all the space offered and lays its content out from the top leading corner.
            """,
        fix:
            "Use containerRelativeFrame for proportional sizes, visualEffect for geometry-driven effects, a Layout for custom arrangement.",
        triggeringExamples: [
            "↓GeometryReader { proxy in\n    Image(\"a\").frame(width: proxy.size.width / 2)\n}",
            "Color.clear.overlay(↓GeometryReader { geometry in Text(\"\\(geometry.size.width)\") })",
        ],
        nonTriggeringExamples: [
            "Image(\"a\").containerRelativeFrame(.horizontal) { width, _ in width / 2 }",
            "func size(_ proxy: GeometryProxy) -> CGSize { proxy.size }",
            "// GeometryReader was replaced",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .geometryReader).map { index, _ in
            context.hit(at: index, "GeometryReader is a last resort; size with containerRelativeFrame or a Layout.")
        }
    }
}
