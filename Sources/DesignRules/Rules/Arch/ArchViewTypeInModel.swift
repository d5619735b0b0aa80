import SwiftLexer

/// `arch/view-type-in-model`: a view model storing views or colours.
public struct ArchViewTypeInModel: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "arch/view-type-in-model", family: .arch,
        title: "Keep views and colours out of models",
        rationale: """
            A model holds state; the view decides how it looks. A `Color`, `Image` or `AnyView` stored \
            in an @Observable or ObservableObject class ties the model to one appearance (and to \
            SwiftUI), and skips the environment's colour scheme and Dynamic Type.
            """,
        fix: "Store the meaning (a status, an image name, an enum case) and map it to a view in the view.",
        isOptIn: true,
        measured: Measured(1, of: 3),
        triggeringExamples: [
            "@Observable final class Badge {\n    var tint: ↓Color = .red\n}",
            "final class Feed: ObservableObject {\n    @Published var header: ↓AnyView?\n    let icon: ↓Image\n}",
        ],
        nonTriggeringExamples: [
            "@Observable final class Badge {\n    var status: Status = .ok\n    func color() -> Color { .red }\n}",
            "struct BadgeView: View {\n    var tint: Color = .red\n}",
            "final class Cache {\n    var image: Image?\n}",
            "@MainActor @Observable public final class Theme {\n    public var tintColor: Color = .blue\n}",
            // A value describing one tile, named like a view model: the colour the user picked is the data.
            "struct WidgetTileViewModel {\n    var backgroundColor: Color\n    var icon: Image\n}",
            "final class RowViewModel {\n    var tint: Color = .red\n}",
            "@Observable final class CameraModel {\n    var viewfinderImage: Image?\n}",
        ])

    private static let viewTypes: [StaticString] = ["Color", "Image", "AnyView"]

    /// `var viewfinderImage: Image?` with no default: a picture filled in as the app runs (a camera
    /// frame, a rendered thumbnail), content the model holds rather than a look it chose.
    private func holdsContent(typeAt index: Int, file: SourceFile) -> Bool {
        file.tokenIs(index, "Image") && file.tokenIs(index + 1, "?") && !file.tokenIs(index + 2, "=")
    }

    /// `class Theme: ObservableObject`, `@Observable class AppearanceStore`: the design system's own
    /// state, where a colour is what the value means.
    private func isAppearanceType(_ brace: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let declaration = context.declarations.all.first(where: { $0.brace == brace }) else { return false }
        return file.bytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[file.tokens[declaration.simpleName].range])
            return Self.appearanceWords.contains { containsBytes(name, $0) }
        }
    }

    private static let appearanceWords: [StaticString] = ["Theme", "Style", "Palette", "Appearance", "Colors"]

    public func check(_ context: RuleContext) -> [RuleHit] {
        let file = context.file
        var hits: [RuleHit] = []
        for open in context.typeScopes.observableClassBodies(in: file) where !isAppearanceType(open, context: context) {
            // Stored properties at the class's own level: `var x: Color`, `let y: Image?`.
            guard let close = file.match(open) else { continue }
            var cursor = open + 1
            while cursor < close {
                if file.tokens[cursor].kind.isOpeningBracket, let end = file.match(cursor) {
                    cursor = end + 1
                    continue
                }
                if file.tokens[cursor].kind == .keyword, file.tokenIs(cursor, "var") || file.tokenIs(cursor, "let"),
                    file.kind(cursor + 1) == .identifier,
                    file.kind(cursor + 2) == .colon, Self.viewTypes.contains(where: { file.tokenIs(cursor + 3, $0) }),
                    !holdsContent(typeAt: cursor + 3, file: file)
                {
                    hits.append(
                        context.hit(at: cursor + 3, "A model stores a \(file.text(cursor + 3)): store what it means."))
                }
                cursor += 1
            }
        }
        return hits
    }
}
