import SwiftLexer

/// Presentations nothing ever shows: `.sheet(isPresented: $showsPrivacy) { PrivacyView() }` (or a
/// full-screen cover, a popover, a navigation destination) whose flag is the file's own `@State`
/// made `false` and never set otherwise. A sheet left behind when its button went: what it holds
/// is code no user meets, as a view nothing makes is.
enum UnsetPresentations {
    /// The modifiers that present their content while a flag is set.
    private static let presenters: [StaticString] = ["sheet", "fullScreenCover", "popover", "navigationDestination"]

    /// The token ranges of the presentations in `file` whose flag is never set: each from the
    /// modifier's period to the end of its content.
    static func ranges(in file: SourceFile) -> [Range<Int>] {
        var found: [Range<Int>] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            var from = 0
            while let offset = firstOffset(of: "isPresented", in: bytes, from: from) {
                from = offset + 11
                guard let label = file.tokenIndex(containing: offset), file.tokenIs(label, "isPresented"),
                    let presentation = presentation(labelledAt: label, in: file),
                    isNeverSet(bindingAt: label + 2, in: file, bytes: bytes)
                else { continue }
                found.append(presentation)
            }
        }
        return found
    }

    /// `.sheet(isPresented: $flag) { ... }` whose first argument is the label at `label`: the range
    /// from its period to its trailing closure's brace, or its parenthesis when the content is an
    /// argument (`content: { ... }`).
    private static func presentation(labelledAt label: Int, in file: SourceFile) -> Range<Int>? {
        guard file.kind(label + 1) == .colon, file.kind(label + 2) == .identifier,
            file.kind(label - 1) == .leftParen, file.kind(label - 3) == .period,
            presenters.contains(where: { file.tokenIs(label - 2, $0) }),
            let close = file.match(label - 1)
        else { return nil }
        guard file.kind(close + 1) == .leftBrace, let end = file.match(close + 1) else {
            return (label - 3)..<(close + 1)
        }
        return (label - 3)..<(end + 1)
    }

    /// Whether the binding at `index` (`$flag`) is of a flag nothing sets: the file declares it
    /// `@State ... var flag = false` (or `: Bool = false`), and every other mention of it reads it
    /// or writes `false`. Its binding handed on (`$flag` again), its storage set (`_flag`), a
    /// toggle or any other value written may show the presentation.
    private static func isNeverSet(bindingAt index: Int, in file: SourceFile, bytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        let binding = file.text(index)
        guard binding.hasPrefix("$"), binding.count > 1 else { return false }
        let name = String(binding.dropFirst())
        var declared = false
        return Array(name.utf8).withUnsafeBufferPointer { pattern in
            var from = 0
            while let offset = firstOffset(of: pattern, in: bytes, from: from) {
                from = offset + pattern.count
                guard let mention = file.tokenIndex(containing: offset), file.kind(mention) == .identifier else {
                    continue
                }
                let text = file.text(mention)
                if text == binding {
                    if mention != index { return false }
                } else if text == "_" + name {
                    return false
                } else if text == name {
                    if isStateDeclaration(mention, in: file) {
                        declared = true
                    } else if !isReadOrCleared(mention, in: file) {
                        return false
                    }
                }
            }
            return declared
        }
    }

    /// `@State private var flag = false`, `@State var flag: Bool = false`, with `flag` at `name`.
    private static func isStateDeclaration(_ name: Int, in file: SourceFile) -> Bool {
        guard file.tokenIs(name - 1, "var") else { return false }
        var cursor = name - 2
        while file.kind(cursor) == .keyword, cursor > name - 4 { cursor -= 1 }
        guard file.tokenIs(cursor, "@State") else { return false }
        var value = name + 1
        if file.kind(value) == .colon, file.tokenIs(value + 1, "Bool") { value += 2 }
        return file.tokenIs(value, "=") && file.tokenIs(value + 1, "false")
    }

    /// A mention of the flag at `name` that shows nothing: a read, or `flag = false`.
    private static func isReadOrCleared(_ name: Int, in file: SourceFile) -> Bool {
        if file.kind(name + 1) == .period, file.tokenIs(name + 2, "toggle") { return false }
        guard file.tokenIs(name + 1, "=") else { return true }
        return file.tokenIs(name + 2, "false")
    }
}
