import SwiftLexer

/// The `private` declarations of a file that nothing uses: a `private var`, `func`, `struct` or
/// other type whose name occurs nowhere else in the file (as itself, `$name`, `_name` or in a
/// string's interpolation) but in other such code. A
/// `private` name is seen only in its own file, so such code never runs and never draws: a finding
/// there asks a team to fix what it would delete instead, as a view nothing ships does. What the
/// runtime or Xcode reaches by name is left: `@objc` and nib members, a `PreviewProvider`, a
/// protocol's requirements.
enum DeadDeclarations {
    /// The keywords a `private` declaration with a name of its own starts with.
    private static let declaring: [StaticString] = ["var", "let", "func", "struct", "class", "enum", "actor"]

    /// Names the compiler calls for a protocol, whatever the file says: never dead for want of a use.
    private static let requirements: Set<String> = [
        "body", "path", "makeBody", "makeUIView", "updateUIView", "makeNSView", "updateNSView",
        "makeUIViewController", "updateUIViewController", "makeNSViewController", "updateNSViewController",
        "makeCoordinator", "sizeThatFits", "placeSubviews", "reduce", "defaultValue", "animatableData",
        "CodingKeys", "hash", "encode", "description", "id",
    ]

    /// The token ranges of the unused `private` declarations of `file` that hold a token on one of
    /// `lines` (the lines findings are on): only those can change a report. A use inside unused
    /// code is none (`private func fitFont()` nothing calls, the only use of `private struct
    /// FitFont`).
    static func ranges(in file: SourceFile, touching lines: Set<Int>) -> [Range<Int>] {
        var candidates: [(name: Int, range: Range<Int>)] = []
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .keyword && file.tokenIs(index, "private") {
            // `private(set) var`: the setter's access, not the declaration's.
            guard file.kind(index + 1) != .leftParen, !isCalledByTheRuntime(index, in: file),
                let (keyword, name) = declaration(after: index, in: file),
                let end = end(ofDeclarationNamed: name, keyword: keyword, in: file),
                !((name + 1)..<(end + 1)).contains(where: { file.tokenIs($0, "PreviewProvider") })
            else { continue }
            let length = Int(tokens[name].end - tokens[name].start)
            guard length >= 2, length < NameTable<Int>.maximumLength, !requirements.contains(file.text(name)) else {
                continue
            }
            candidates.append((name, index..<(end + 1)))
        }
        // Only a declaration a finding stands in can change the report: with none, the uses of
        // the others need no search.
        let touching = candidates.indices.filter { slot in
            let range = candidates[slot].range
            let first = Int(tokens[range.lowerBound].line)
            let last = Int(tokens[range.upperBound - 1].line)
            return lines.contains { (first...last).contains($0) }
        }
        guard !touching.isEmpty else { return [] }
        // Every spelling a use may take, with the declarations of that name (overloads share one).
        var slotsBySpelling: [String: [Int]] = [:]
        for (slot, candidate) in candidates.enumerated() {
            let name = file.text(candidate.name)
            for spelling in [name, "$" + name, "_" + name] { slotsBySpelling[spelling, default: []].append(slot) }
        }
        let spellings = Array(slotsBySpelling)
        let table = NameTable(spellings.indices.map { (spellings[$0].key, $0) })
        // Where each declaration's name occurs, by token index, in one pass over the file.
        var uses = [[Int]](repeating: [], count: candidates.count)
        file.bytes.withUnsafeBufferPointer { source in
            for (index, token) in tokens.enumerated() {
                if token.kind == .identifier {
                    if let entry = table.lookup(token, in: source) {
                        for slot in spellings[entry].value { uses[slot].append(index) }
                    }
                } else if token.kind == .stringLiteral || token.kind == .multilineStringLiteral {
                    // A string holds its interpolations (`"\(formatSize(bytes)) total"`): every word
                    // in it counts, which keeps a name its text merely mentions too.
                    forEachWord(in: Int(token.start)..<Int(token.end), of: source) { word in
                        if let entry = table.lookup(word, in: source) {
                            for slot in spellings[entry].value { uses[slot].append(index) }
                        }
                    }
                }
            }
        }
        // Dead: no use but its own name and what unused code (itself included) says. Another
        // declaration of the same name counts as a use, so overloads are left alive.
        var dead = [Bool](repeating: false, count: candidates.count)
        var changed = true
        while changed {
            changed = false
            let deadRanges = candidates.indices.filter { dead[$0] }.map { candidates[$0].range }
            for slot in candidates.indices where !dead[slot] {
                let own = candidates[slot]
                let used = uses[slot].contains { index in
                    index != own.name && !own.range.contains(index) && !deadRanges.contains { $0.contains(index) }
                }
                if !used {
                    dead[slot] = true
                    changed = true
                }
            }
        }
        return touching.filter { dead[$0] }.map { candidates[$0].range }
    }

    /// Each run of identifier bytes (letters, digits, `_`, `$`) in `range`, as a token to look up.
    private static func forEachWord(
        in range: Range<Int>, of source: UnsafeBufferPointer<UInt8>, _ body: (Token) -> Void
    ) {
        // An identifier's bytes, with `$` (`$name`) and those of a non-ASCII letter.
        func isNameByte(_ byte: UInt8) -> Bool { isWordByte(byte) || byte == 0x24 || byte >= 0x80 }
        var start: Int?
        for offset in range.lowerBound...range.upperBound {
            if offset < range.upperBound, isNameByte(source[offset]) {
                if start == nil { start = offset }
            } else if let first = start {
                body(Token(kind: .identifier, flags: [], start: UInt32(first), end: UInt32(offset), line: 0, column: 0))
                start = nil
            }
        }
    }

    /// `@objc private func`, `@IBAction`, `@IBOutlet`, `@NSManaged`: reached by name at run time
    /// (a selector, a nib), not by a use in the file.
    private static func isCalledByTheRuntime(_ index: Int, in file: SourceFile) -> Bool {
        var cursor = index - 1
        while cursor >= 0, file.kind(cursor) == .attribute || file.kind(cursor) == .rightParen {
            if file.kind(cursor) == .rightParen {
                guard let open = file.match(cursor) else { return false }
                cursor = open - 1
                continue
            }
            if file.tokenIs(cursor, "@objc") || file.tokenIs(cursor, "@IBAction") || file.tokenIs(cursor, "@IBOutlet")
                || file.tokenIs(cursor, "@NSManaged") || file.tokenIs(cursor, "@IBInspectable")
            {
                return true
            }
            cursor -= 1
        }
        return false
    }

    /// The declaring keyword and the name after the modifiers that follow `private` at `index`
    /// (`private static let x`, `private lazy var`, `private final class`).
    private static func declaration(after index: Int, in file: SourceFile) -> (keyword: Int, name: Int)? {
        var cursor = index + 1
        while cursor < index + 6, let kind = file.kind(cursor) {
            if kind == .keyword || kind == .identifier, declaring.contains(where: { file.tokenIs(cursor, $0) }) {
                return file.kind(cursor + 1) == .identifier ? (cursor, cursor + 1) : nil
            }
            guard kind == .keyword || kind == .identifier || kind == .attribute else { return nil }
            cursor += 1
        }
        return nil
    }

    /// The last token of the declaration whose name is at `name`: its body's `}`, or the end of a
    /// stored property's value (brackets matched across lines, a closure in it included, a line
    /// that starts with `.` continuing it).
    private static func end(ofDeclarationNamed name: Int, keyword: Int, in file: SourceFile) -> Int? {
        let stored = isStoredProperty(keyword, in: file)
        var hasValue = false
        var cursor = name + 1
        while let kind = file.kind(cursor) {
            if stored, file.tokens[cursor].flags.contains(.newlineBefore), kind != .period { return cursor - 1 }
            switch kind {
            case .leftBrace:
                guard let close = file.match(cursor) else { return nil }
                // A function's, a type's or a computed property's body ends it; a closure in a
                // stored property's value does not.
                guard stored && hasValue else { return close }
                cursor = close
            case .leftParen, .leftBracket:
                guard let close = file.match(cursor) else { return nil }
                cursor = close
            case .rightBrace:
                return stored ? cursor - 1 : nil
            default:
                if file.tokenIs(cursor, "=") { hasValue = true }
            }
            cursor += 1
        }
        return stored ? file.tokens.count - 1 : nil
    }

    private static func isStoredProperty(_ keyword: Int, in file: SourceFile) -> Bool {
        file.tokenIs(keyword, "var") || file.tokenIs(keyword, "let")
    }
}
