import BuildGraph
import SwiftLexer

/// The code a file keeps for older systems: the `else` of `if #available(iOS 17, *)` (and of
/// the `else if`s after it), the `else` of `guard #available`, the body of `if #unavailable`,
/// and the body of a declaration the app itself marks deprecated (`@available(*, deprecated)`):
/// a wrapper kept for old callers forwards to the old API by design.
/// The newer branch beside it is where the team wrote the replacement API; the fallback exists
/// because that API is missing there, so rules whose replacement is that recent
/// (`RuleDescription.availability`) do not report it.
struct AvailabilityFallbacks {
    /// The systems an `#available` (or `#unavailable`) condition names (`iOS 16.0, macOS 13, *`):
    /// where every platform the code builds for starts at or above them, the fallback never runs.
    struct Condition {
        var versions: [Platform: OSVersion] = [:]
        /// `*`: every other platform passes the check.
        var othersPass = false

        /// Whether the fallback never runs on any of `platforms` with these `minimums`.
        func isDead(on platforms: Set<Platform>, minimums: [Platform: DeploymentTargets.Found]) -> Bool {
            !platforms.isEmpty
                && platforms.allSatisfy { platform in
                    guard let needed = versions[platform] else { return othersPass }
                    return minimums[platform].map { $0.version >= needed } ?? false
                }
        }
    }

    /// Each fallback's braces as (line, column) of its `{` and its `}`, and the condition it falls
    /// back from (none for a deprecated declaration's body).
    private var regions: [(open: (Int, Int), close: (Int, Int), condition: Condition?)] = []

    init(_ file: SourceFile) {
        let found = file.bytes.withUnsafeBufferPointer {
            containsBytes($0, "#available") || containsBytes($0, "#unavailable") || containsBytes($0, "deprecated")
        }
        guard found else { return }
        for index in file.tokens.indices where file.kind(index) == .attribute && file.tokenIs(index, "@available") {
            guard file.kind(index + 1) == .leftParen, let close = file.match(index + 1),
                ((index + 2)..<close).contains(where: { file.tokenIs($0, "deprecated") }),
                let body = Self.body(after: close, in: file), let end = file.match(body)
            else { continue }
            add(body, end, file)
        }
        for index in file.tokens.indices where file.kind(index) == .poundKeyword {
            let available = file.tokenIs(index, "#available")
            guard available || file.tokenIs(index, "#unavailable"),
                file.tokenIs(index - 1, "if") || file.tokenIs(index - 1, "guard"),
                let body = Self.body(after: index, in: file), let close = file.match(body)
            else { continue }
            let condition = Self.condition(at: index, in: file)
            if file.tokenIs(index - 1, "guard") {
                // `guard #available(...) else { fallback }`: the body found is the else's.
                if available { add(body, close, file, condition) }
            } else if !available {
                add(body, close, file, condition)
            } else {
                // Everything after the newer branch: `else { }` or `else if ... { } else { }`.
                var end = close
                while file.tokenIs(end + 1, "else") {
                    guard let next = Self.body(after: end + 1, in: file), let nextClose = file.match(next) else {
                        break
                    }
                    add(next, nextClose, file, condition)
                    end = nextClose
                }
            }
        }
    }

    private mutating func add(_ open: Int, _ close: Int, _ file: SourceFile, _ condition: Condition? = nil) {
        let first = file.tokens[open]
        let last = file.tokens[close]
        regions.append(((Int(first.line), Int(first.column)), (Int(last.line), Int(last.column)), condition))
    }

    /// `#available(iOS 16.0, macOS 13, *)` at `index`: the systems it names.
    private static func condition(at index: Int, in file: SourceFile) -> Condition? {
        guard file.kind(index + 1) == .leftParen, let close = file.match(index + 1) else { return nil }
        var condition = Condition()
        for token in (index + 2)..<close {
            if file.tokenIs(token, "*") { condition.othersPass = true }
            guard file.kind(token) == .identifier, let platform = Platform(rawValue: file.text(token)),
                let version = OSVersion(file.text(token + 1))
            else { continue }
            condition.versions[platform] = version
        }
        return condition
    }

    /// The condition of the fallback at the position, when it is one.
    func condition(line: Int, column: Int) -> Condition? {
        region(line: line, column: column)?.condition
    }

    private func region(line: Int, column: Int) -> (open: (Int, Int), close: (Int, Int), condition: Condition?)? {
        regions.first { $0.open <= (line, column) && (line, column) <= $0.close }
    }

    /// The first `{` after token `index` outside brackets: a condition's body.
    private static func body(after index: Int, in file: SourceFile) -> Int? {
        var cursor = index + 1
        while cursor < file.tokens.count {
            let kind = file.tokens[cursor].kind
            if kind == .leftBrace { return cursor }
            if kind.isOpeningBracket, let end = file.match(cursor) {
                cursor = end + 1
                continue
            }
            cursor += 1
        }
        return nil
    }

    /// Whether the position is inside a fallback.
    func contains(line: Int, column: Int) -> Bool {
        region(line: line, column: column) != nil
    }

    var isEmpty: Bool { regions.isEmpty }
}
