import SwiftLexer

/// The app's views drawn to an image (`ImageRenderer(content: ShareCard(trip: trip))`): a share
/// card or an export laid out at a fixed size, whose fixed font sizes are the picture's, not text
/// a reader's size setting should move. `typography/fixed-size` leaves them.
enum RenderedViews {
    /// Whether `bytes` may render one. Read without lexing, as the token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "ImageRenderer")
    }

    /// The views `file` hands to `ImageRenderer(content:)` by their type's initializer, there or in
    /// the local it names (`let view = TripShareCard(data: data)`, then `ImageRenderer(content:
    /// view)`).
    static func rendered(in file: SourceFile) -> [String] {
        var found: [String] = []
        for index in file.tokens.indices where file.tokenIs(index, "ImageRenderer") {
            guard file.kind(index + 1) == .leftParen, file.tokenIs(index + 2, "content"),
                file.kind(index + 3) == .colon, file.kind(index + 4) == .identifier,
                let view = viewType(at: index + 4, in: file)
                    ?? localValue(named: index + 4, before: index, in: file).flatMap({ viewType(at: $0, in: file) })
            else { continue }
            let name = file.text(view)
            if !found.contains(name) { found.append(name) }
        }
        return found
    }

    /// `Name(` or `Name {` at `index`: a view made by its type's initializer.
    private static func viewType(at index: Int, in file: SourceFile) -> Int? {
        guard file.startsUppercase(index), file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace
        else { return nil }
        return index
    }

    /// The first token of the value of `let name =` (or `var`) for the local at `name`, declared
    /// in the few statements before `limit`.
    private static func localValue(named name: Int, before limit: Int, in file: SourceFile) -> Int? {
        guard file.kind(name + 1) == .rightParen || file.kind(name + 1) == .comma else { return nil }
        var cursor = limit - 1
        while cursor > 2, limit - cursor < 200, file.kind(cursor) != .leftBrace || file.match(cursor) ?? 0 < limit {
            if file.tokenIs(cursor, "=") && file.kind(cursor - 1) == .identifier
                && (file.tokenIs(cursor - 2, "let") || file.tokenIs(cursor - 2, "var"))
                && file.text(cursor - 1) == file.text(name)
            {
                return cursor + 1
            }
            cursor -= 1
        }
        return nil
    }
}
