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
        availability: .os2023,
        isOptIn: true,
        measured: Measured(4, of: 12),
        triggeringExamples: [
            "↓GeometryReader { proxy in\n    Image(\"a\").frame(width: proxy.size.width / 2)\n}",
            "Color.clear.overlay(↓GeometryReader { geometry in Text(\"a\").offset(x: geometry.size.width / 2) })",
            "↓GeometryReader {\n    Image(\"a\").frame(width: $0.size.width / 2)\n}",
        ],
        nonTriggeringExamples: [
            "Image(\"a\").containerRelativeFrame(.horizontal) { width, _ in width / 2 }",
            "func size(_ proxy: GeometryProxy) -> CGSize { proxy.size }",
            "GeometryReader { reader in Color.clear.preference(key: OffsetKey.self, value: reader.frame(in: .global).minY) }",
            "GeometryReader { proxy in Color.red.frame(height: proxy.safeAreaInsets.top) }",
            "// GeometryReader was replaced",
            "GeometryReader { geometry in\n    panel.position(anchor(in: geometry.size))\n        .simultaneousGesture(DragGesture().onEnded { corner = nearest($0.location, in: geometry.size) })\n}",
            "GeometryReader {\n    let top = $0.safeAreaInsets.top\n    Toast().frame(width: $0.size.width).offset(y: top)\n}",
            "GeometryReader { proxy in\n    Image(uiImage: snapshot).frame(width: proxy.size.width)\n        .task(id: proxy.size) { await render(size: proxy.size) }\n}",
        ])

    /// `gesture`, `simultaneousGesture`, `highPriorityGesture`.
    private func isGestureModifier(_ index: Int, file: SourceFile) -> Bool {
        file.tokenIs(index, "gesture") || file.tokenIs(index, "simultaneousGesture")
            || file.tokenIs(index, "highPriorityGesture")
    }

    /// Modifiers whose closure runs work when the view appears or a value changes.
    private static let workModifiers: [StaticString] = ["task", "onAppear", "onChange"]

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
        guard let body = call.trailingClosures.first, let close = file.match(body) else { return true }
        // `GeometryReader { proxy in ... }`, or `GeometryReader { ... $0.size ... }`.
        let named = file.kind(body + 1) == .identifier && file.tokenIs(body + 2, "in")
        let proxy = named ? file.text(body + 1) : "$0"
        let start = named ? body + 3 : body + 1
        guard start < close else { return false }
        // The safe area's insets, or a size a gesture's maths needs: no alternative reads those.
        for index in start..<close where file.tokenIs(index, "safeAreaInsets") || isGestureModifier(index, file: file) {
            if file.tokenIs(index, "safeAreaInsets") || file.kind(index - 1) == .period { return false }
        }
        // `.task(id: proxy.size) { await render(size: proxy.size) }`: a size handed to work that
        // renders off screen (a map snapshot, a thumbnail), not to a layout.
        for index in start..<close
        where file.kind(index - 1) == .period && Self.workModifiers.contains(where: { file.tokenIs(index, $0) }) {
            guard let work = file.call(at: index) else { continue }
            if (index...work.end).contains(where: { file.text($0) == proxy }) { return false }
        }
        for index in start..<close where file.kind(index - 1) == .period {
            guard file.tokenIs(index, "frame") || file.tokenIs(index, "offset") || file.tokenIs(index, "position"),
                let layout = file.call(at: index), let open = layout.openParen, let end = layout.closeParen
            else { continue }
            if (open..<end).contains(where: { file.kind($0) == .identifier && file.text($0) == proxy }) { return true }
        }
        return false
    }
}
