import SwiftLexer

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
            "Color.clear.overlay(↓GeometryReader { geometry in Text(\"a\").offset(x: geometry.size.width / 2) })",
        ],
        nonTriggeringExamples: [
            "Image(\"a\").containerRelativeFrame(.horizontal) { width, _ in width / 2 }",
            "func size(_ proxy: GeometryProxy) -> CGSize { proxy.size }",
            "GeometryReader { reader in Color.clear.preference(key: OffsetKey.self, value: reader.frame(in: .global).minY) }",
            "GeometryReader { proxy in Color.red.frame(height: proxy.safeAreaInsets.top) }",
            "// GeometryReader was replaced",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.initializerCalls(of: .geometryReader).compactMap { index, call in
            guard sizesViews(call, context: context) else { return nil }
            return context.hit(
                at: index, "GeometryReader is a last resort; size with containerRelativeFrame or a Layout.")
        }
    }

    /// Whether the reader's proxy feeds a `.frame`, `.offset` or `.position` in its content: a
    /// layout the alternatives do. A proxy read for a measurement (a scroll offset into a
    /// preference, a size handed to gesture maths or to a renderer) has no such alternative.
    private func sizesViews(_ call: CallSite, context: RuleContext) -> Bool {
        let file = context.file
        guard let body = call.trailingClosures.first, let close = file.match(body),
            file.kind(body + 1) == .identifier, file.tokenIs(body + 2, "in")
        else { return true }
        let proxy = file.text(body + 1)
        // The safe area's insets, or a size a gesture's maths needs: no alternative reads those.
        for index in (body + 3)..<close where file.tokenIs(index, "safeAreaInsets") || file.tokenIs(index, "gesture") {
            if file.tokenIs(index, "safeAreaInsets") || file.kind(index - 1) == .period { return false }
        }
        for index in (body + 3)..<close where file.kind(index - 1) == .period {
            guard file.tokenIs(index, "frame") || file.tokenIs(index, "offset") || file.tokenIs(index, "position"),
                let layout = file.call(at: index), let open = layout.openParen, let end = layout.closeParen
            else { continue }
            if (open..<end).contains(where: { file.kind($0) == .identifier && file.text($0) == proxy }) { return true }
        }
        return false
    }
}
