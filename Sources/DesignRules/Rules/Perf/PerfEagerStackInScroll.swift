import SwiftLexer

/// `perf/eager-stack-in-scroll`: a scroll view holding an eager stack over a `ForEach`.
public struct PerfEagerStackInScroll: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/eager-stack-in-scroll", family: .perf,
        title: "Use a lazy stack for scrolling lists",
        rationale: """
            "LazyVStack / LazyHStack for scrollable content with many children. Flag eager stacks \
            with many items." "Use List or LazyVStack for anything above ~50 rows so rows render on \
            demand; a plain VStack in a ScrollView builds every row up front." A vertical scroll over \
            data is a list that grows; a horizontal strip of chips, tags or pills stays short, so \
            there only rows that load an image (`AsyncImage`, a poster view) are flagged: the eager \
            stack starts every load at once.
            """,
        fix: "Replace the VStack or HStack with LazyVStack or LazyHStack.",
        isOptIn: true,
        measured: Measured(2, of: 6),
        triggeringExamples: [
            "ScrollView {\n    ↓VStack {\n        ForEach(items) { Row($0) }\n    }\n}",
            "ScrollView(.horizontal) { ↓HStack(spacing: 8) { ForEach(posters) { PosterImage(path: $0.path) } } }",
            "ScrollView(.horizontal, showsIndicators: false) {\n    ↓HStack {\n        ForEach(photos) { photo in\n            AsyncImage(url: photo.url).frame(width: 80, height: 80)\n        }\n    }\n}",
        ],
        nonTriggeringExamples: [
            "ScrollView { LazyVStack { ForEach(items) { Row($0) } } }",
            "ScrollView { VStack { Header(); Footer() } }",
            "VStack { ForEach(items) { Row($0) } }",
            "ScrollView(.horizontal) { HStack { ForEach(Format.allCases) { Chip($0) } } }",
            "ScrollView { VStack { ForEach(reactions.prefix(10)) { Reaction($0) } } }",
            "ScrollView { VStack { ForEach(IconSelector.items) { Section($0) } } }",
            "ScrollView(.horizontal) { HStack(spacing: 8) { ForEach(tags, id: \\.self) { Tag($0) } } }",
            "ScrollView(.horizontal) { HStack { ForEach(servers) { Pill(text: $0.name, image: Image(systemName: \"server\")) } } }",
        ])

    /// `ForEach(Format.allCases)`, `ForEach(items.prefix(10))`, `ForEach([a, b, c])`, `ForEach(0..<5)`:
    /// a handful of rows known in advance, which an eager stack builds as cheaply as a lazy one.
    private func overFixedSet(_ index: Int, file: SourceFile) -> Bool {
        guard let call = file.call(at: index), let data = call.arguments.first?.value else { return false }
        if file.kind(data.lowerBound) == .leftBracket { return true }
        if file.kind(data.lowerBound) == .integerLiteral, data.count == 3,
            file.kind(data.upperBound - 1) == .integerLiteral
        {
            return true
        }
        if data.contains(where: { file.tokenIs($0, "allCases") || file.tokenIs($0, "prefix") }) { return true }
        // `ForEach(IconSelector.items)`: a type's own constant, written down in the code.
        let first = file.bytes[Int(file.tokens[data.lowerBound].start)]
        return data.count == 3 && file.kind(data.lowerBound) == .identifier && first >= 0x41 && first <= 0x5A
            && file.kind(data.lowerBound + 1) == .period
    }

    /// Whether the rows of the `ForEach` at `index` load an image each: a call to a type named
    /// `…Image` other than `Image` itself (`AsyncImage`, `KFImage`, `MoviePosterImage`).
    private func rowsLoadImages(_ index: Int, file: SourceFile) -> Bool {
        guard let call = file.call(at: index), let rows = call.trailingClosures.first, let close = file.match(rows)
        else { return false }
        let suffix = Array("Image".utf8)
        return (rows..<close).contains { token in
            guard file.kind(token) == .identifier, file.kind(token + 1) == .leftParen else { return false }
            let range = file.tokens[token].range
            return range.count > suffix.count
                && file.bytes[(range.upperBound - suffix.count)..<range.upperBound]
                    .elementsEqual(suffix)
        }
    }

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.initializerCalls(of: .scrollView).compactMap { _, call in
            let horizontal = call.arguments.contains { argument in
                argument.value.contains { file.tokenIs($0, "horizontal") }
            }
            guard let body = call.trailingClosures.first, let stack = context.firstStatement(inClosureAt: body),
                file.tokenIs(stack, "VStack") || file.tokenIs(stack, "HStack"), let stackCall = file.call(at: stack),
                let rows = stackCall.trailingClosures.first, let close = file.match(rows)
            else { return nil }
            // A ForEach among the stack's own statements (not inside a nested container).
            var cursor = rows + 1
            while cursor < close {
                if file.tokenIs(cursor, "ForEach"), !overFixedSet(cursor, file: file),
                    !horizontal || rowsLoadImages(cursor, file: file)
                {
                    return context.hit(
                        at: stack, "\(file.text(stack)) in a ScrollView builds every row: use Lazy\(file.text(stack)).")
                }
                if file.tokens[cursor].kind.isOpeningBracket, let end = file.match(cursor) {
                    cursor = end + 1
                    continue
                }
                cursor += 1
            }
            return nil
        }
    }
}
