import SwiftLexer

/// Token ranges that are not shipped design: `#if false` blocks always,
/// `#Preview` and `PreviewProvider` bodies, `#if DEBUG` blocks (the helpers
/// and sample views previews are built from), `#if targetEnvironment(simulator)` blocks
/// (stand-ins for what only a device has) and blocks a debug switch of the app's
/// shows (`if settings.enableDebug { ... }`), form sections titled for debugging, the private view
/// properties only those regions show, and presentations whose flag nothing sets
/// (`UnsetPresentations`) unless previews are counted, and the declarations and extensions of
/// `unshipped` views (`ProjectTokens.unshippedViews`).
struct ExcludedRegions {
    /// Sorted, non-overlapping token index ranges.
    private(set) var ranges: [Range<Int>] = []
    /// Those of `ranges` that are unshipped views.
    private(set) var unshippedViews: [Range<Int>] = []

    /// Reads the directives and declarations at `landmarks`, the only tokens that can start a region.
    init(_ file: SourceFile, includePreviews: Bool, landmarks: Landmarks, unshipped: Set<String> = []) {
        var found: [Range<Int>] = []
        let tokens = file.tokens
        // The first index after the last region found: regions do not nest.
        var next = 0
        for index in landmarks.indices where index >= next {
            let token = tokens[index]
            if token.kind == .poundDirective, file.tokenIs(index, "#if"), file.tokenIs(index + 1, "false"),
                let end = ExcludedRegions.endOfInactiveBranch(file, from: index + 2)
            {
                found.append(index..<end)
                next = end
                continue
            }
            if !includePreviews, token.kind == .poundDirective,
                let branch = ExcludedRegions.developmentBranch(file, at: index),
                let end = ExcludedRegions.endOfInactiveBranch(file, from: branch)
            {
                found.append(index..<end)
                next = end
                continue
            }
            if !includePreviews, let body = ExcludedRegions.previewBody(file, at: index, landmarks: landmarks) {
                found.append(index..<(body + 1))
                next = body + 1
                continue
            }
            if !unshipped.isEmpty, token.kind == .keyword, let declaration = landmarks.declarations.declared(at: index),
                unshipped.contains(file.text(declaration.simpleName))
            {
                found.append(index..<(declaration.close + 1))
                unshippedViews.append(index..<(declaration.close + 1))
                next = declaration.close + 1
            }
        }
        if !includePreviews {
            let debug = ExcludedRegions.debugBlocks(file)
            let flagged = (debug + UnsetPresentations.ranges(in: file)).filter { block in
                !found.contains { $0.overlaps(block) }
            }
            found = (found + flagged).sorted { $0.lowerBound < $1.lowerBound }
            // A file with debug blocks only: a property a preview alone shows is rare, and looking
            // for one in every file took a twentieth of the analysis.
            let shownByThem = debug.isEmpty ? [] : ExcludedRegions.propertiesOnlyShownIn(found, file: file)
            if !shownByThem.isEmpty { found = (found + shownByThem).sorted { $0.lowerBound < $1.lowerBound } }
        }
        ranges = found
    }

    /// The blocks a debug switch shows and the sections titled for debugging, from one search of
    /// the file's bytes.
    static func debugBlocks(_ file: SourceFile) -> [Range<Int>] {
        let sayingDebug = tokensSayingDebug(in: file)
        guard !sayingDebug.isEmpty else { return [] }
        return debugFlagBlocks(file, sayingDebug: sayingDebug) + debugSections(file, sayingDebug: sayingDebug)
    }

    /// `Section("Debug") { ... }`, `Section(header: Text("DEBUG_SECTION")) { ... }`: a form's section
    /// titled for debugging (a log viewer, a cache reset) is a debug screen's, shown to the app's
    /// developers whatever its build, as a debug switch's block is.
    private static func debugSections(_ file: SourceFile, sayingDebug: [Int]) -> [Range<Int>] {
        var sections: [Range<Int>] = []
        for title in sayingDebug {
            guard file.kind(title) == .stringLiteral, file.kind(title - 1) == .leftParen,
                titlesDebugging(file.text(title))
            else { continue }
            // The section's own title, or the text of its `header:`.
            var section = title - 2
            if file.tokenIs(section, "Text"), file.kind(section - 1) == .colon, file.tokenIs(section - 2, "header"),
                file.kind(section - 3) == .leftParen
            {
                section -= 4
            }
            guard file.tokenIs(section, "Section"), !sections.contains(where: { $0.contains(section) }),
                let call = file.call(at: section), !call.trailingClosures.isEmpty || call.arguments.count > 1
            else { continue }
            sections.append(section..<(call.end + 1))
        }
        return sections
    }

    /// The tokens whose bytes say "debug" (found by the bytes, not by reading every token), in order,
    /// each once.
    private static func tokensSayingDebug(in file: SourceFile) -> [Int] {
        var found: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            var from = 0
            while let offset = firstOffset(of: "ebug", in: bytes, from: from) {
                from = offset + 4
                guard let token = file.tokenIndex(containing: offset), found.last != token else { continue }
                found.append(token)
            }
        }
        return found
    }

    /// A title that names debugging and nothing else a user would use (`"Debug"`, `"DEBUG_SECTION"`,
    /// `"Debug options"`): not `"Debug Bundle"`, a report users send from a shipped screen.
    static func titlesDebugging(_ literal: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previous: Character?
        for character in literal {
            // A word ends at anything not a letter, and where a capital follows a small letter.
            if character.isLetter, !(character.isUppercase && previous?.isLowercase == true) {
                word.append(Character(character.lowercased()))
            } else {
                if !word.isEmpty { words.append(word) }
                word = character.isLetter ? String(character.lowercased()) : ""
            }
            previous = character
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { $0 == "debug" || $0 == "debugging" }
            && words.allSatisfy { debugTitleWords.contains($0) }
    }

    private static let debugTitleWords: Set<String> = [
        "debug", "debugging", "section", "options", "settings", "menu", "tools", "mode", "developer",
    ]

    /// `private var logExportButton: some View { NavigationLink { LogViewer() } ... }` whose every
    /// mention in the file lies in `regions` (a debug section's rows, a preview): shown only there,
    /// as debug as they are. A file's own properties only (`private`), read as they are declared.
    static func propertiesOnlyShownIn(_ regions: [Range<Int>], file: SourceFile) -> [Range<Int>] {
        guard !regions.isEmpty else { return [] }
        // The file's private view properties outside the regions, by name.
        // Found where the bytes say `private var` (or `fileprivate var`), not by reading every token.
        var declared: [String: (name: Int, range: Range<Int>)] = [:]
        file.bytes.withUnsafeBufferPointer { bytes in
            var from = 0
            while let offset = firstOffset(of: "private var ", in: bytes, from: from) {
                from = offset + 12
                guard let access = file.tokenIndex(containing: offset), file.tokenIs(access + 1, "var"),
                    file.kind(access + 2) == .identifier, file.kind(access + 3) == .colon,
                    file.tokenIs(access + 4, "some"), file.tokenIs(access + 5, "View"),
                    file.kind(access + 6) == .leftBrace, let close = file.match(access + 6),
                    !regions.contains(where: { $0.contains(access) })
                else { continue }
                declared[file.text(access + 2)] = (access + 2, access..<(close + 1))
            }
        }
        guard !declared.isEmpty else { return [] }
        // Each mention read once, in order; a name only made into text when its length is one of theirs.
        // Lengths as bits of a mask: one test a token, where a set's hashing took a tenth of a scan.
        let lengths = declared.keys.reduce(UInt64(0)) { mask, name in mask | (1 << UInt64(min(name.utf8.count, 63))) }
        var shownOutside: Set<String> = []
        var shownInside: Set<String> = []
        var cursor = Cursor(ranges: regions)
        for index in file.tokens.indices {
            let token = file.tokens[index]
            guard token.kind == .identifier, lengths & (1 << UInt64(min(token.end - token.start, 63))) != 0 else {
                continue
            }
            let name = file.text(index)
            guard let property = declared[name], property.name != index else { continue }
            if cursor.skip(index) != nil { shownInside.insert(name) } else { shownOutside.insert(name) }
        }
        return shownInside.subtracting(shownOutside).compactMap { declared[$0]?.range }.sorted {
            $0.lowerBound < $1.lowerBound
        }
    }

    /// The first token of the branch `#if DEBUG` or `#if targetEnvironment(simulator)` at `index`
    /// opens, when the condition stands alone on its line: code a build for the App Store never
    /// runs on a device.
    static func developmentBranch(_ file: SourceFile, at index: Int) -> Int? {
        guard file.tokenIs(index, "#if") else { return nil }
        let branch: Int
        if file.tokenIs(index + 1, "DEBUG") {
            branch = index + 2
        } else if file.tokenIs(index + 1, "targetEnvironment"), file.kind(index + 2) == .leftParen,
            file.tokenIs(index + 3, "simulator"), file.kind(index + 4) == .rightParen
        {
            branch = index + 5
        } else {
            return nil
        }
        guard branch < file.tokens.count, file.tokens[branch].flags.contains(.newlineBefore) else { return nil }
        return branch
    }

    /// `if settings.enableDebug { ... }`, `if isDebugMode { DebugMenu() }`: a block only a debug
    /// switch of the app's shows, as much debug code as `#if DEBUG`. The condition is a name or a
    /// path alone (`!isDebug` and comparisons shown in release are not) that says debug. Outermost
    /// blocks only; the `else` runs in release.
    private static func debugFlagBlocks(_ file: SourceFile, sayingDebug: [Int]) -> [Range<Int>] {
        // From each name that says debug back to the `if` whose condition it is.
        var blocks: [Range<Int>] = []
        for name in sayingDebug {
            guard file.kind(name) == .identifier, !blocks.contains(where: { $0.contains(name) }),
                TokenDefinitionFinder.containsFolded(file.text(name), "debug"),
                let block = debugFlagBlock(naming: name, in: file)
            else { continue }
            blocks.append(block)
        }
        return blocks
    }

    /// The `if` block whose whole condition is the name or path holding the name at `index`.
    private static func debugFlagBlock(naming index: Int, in file: SourceFile) -> Range<Int>? {
        func isPath(_ token: Int) -> Bool { file.kind(token) == .identifier || file.kind(token) == .period }
        var start = index
        while isPath(start - 1) { start -= 1 }
        var brace = index + 1
        while isPath(brace) { brace += 1 }
        guard file.kind(start - 1) == .keyword, file.tokenIs(start - 1, "if"), file.kind(brace) == .leftBrace,
            brace - start < 11, let close = file.match(brace)
        else { return nil }
        return (start - 1)..<(close + 1)
    }

    /// The index of the `#else`, `#elseif` or `#endif` that ends the branch
    /// starting at `start`, skipping nested `#if` blocks. Nil if unterminated:
    /// then the block runs to the end of the file.
    private static func endOfInactiveBranch(_ file: SourceFile, from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < file.tokens.count {
            if file.tokens[index].kind == .poundDirective {
                if file.tokenIs(index, "#if") {
                    depth += 1
                } else if file.tokenIs(index, "#endif") {
                    if depth == 0 { return index + 1 }
                    depth -= 1
                } else if depth == 0, file.tokenIs(index, "#else") || file.tokenIs(index, "#elseif") {
                    return index
                }
            }
            index += 1
        }
        return file.tokens.count
    }

    /// For `#Preview(...) { ... }`, `#Preview(body: { ... })` or `struct X: PreviewProvider { ... }`
    /// starting at `index`, the index of the closing brace (or parenthesis).
    private static func previewBody(_ file: SourceFile, at index: Int, landmarks: Landmarks) -> Int? {
        let token = file.tokens[index]
        if token.kind == .poundKeyword, file.tokenIs(index, "#Preview") {
            var cursor = index + 1
            if file.kind(cursor) == .leftParen, let close = file.match(cursor) {
                // The body given as an argument: the whole call is the preview.
                guard file.kind(close + 1) == .leftBrace else { return close }
                cursor = close + 1
            }
            guard file.kind(cursor) == .leftBrace else { return nil }
            return file.match(cursor)
        }
        // `struct Card_Previews: PreviewProvider {`: the conformance sits before the body.
        guard token.kind == .keyword, file.tokenIs(index, "struct") || file.tokenIs(index, "extension"),
            let declaration = landmarks.declarations.declared(at: index),
            declaration.header.contains(where: { file.tokenIs($0, "PreviewProvider") })
        else { return nil }
        return declaration.close
    }

    /// Walks the sorted ranges alongside a forward scan of token indices.
    struct Cursor {
        let ranges: [Range<Int>]
        var next = 0
        /// Where the region at `next` starts (`Int.max` past the last): the scanner asks
        /// about every token, and nearly all of them are answered by this one comparison.
        private var nextStart: Int

        init(ranges: [Range<Int>]) {
            self.ranges = ranges
            self.nextStart = ranges.first?.lowerBound ?? Int.max
        }

        /// If `index` is excluded, the first index after its region; else nil.
        /// Indices must not decrease from one call to the next.
        @inline(__always) mutating func skip(_ index: Int) -> Int? {
            index < nextStart ? nil : skipFromRegion(index)
        }

        private mutating func skipFromRegion(_ index: Int) -> Int? {
            while next < ranges.count, ranges[next].upperBound <= index { next += 1 }
            nextStart = next < ranges.count ? ranges[next].lowerBound : Int.max
            if next < ranges.count, ranges[next].contains(index) { return ranges[next].upperBound }
            return nil
        }
    }
}
