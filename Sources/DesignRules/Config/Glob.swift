/// A path pattern: `*` matches within one path segment, `**` across segments,
/// `?` one character. As in `.gitignore`, a pattern without `/` matches the
/// file name at any depth; one with `/` matches the path from the root.
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let bytes: [UInt8]
    private let matchesName: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Array(pattern.utf8)
        if trimmed.first == UInt8(ascii: "/") { trimmed.removeFirst() }
        // `Generated/` means the folder and everything in it.
        if trimmed.last == UInt8(ascii: "/") { trimmed += Array("**".utf8) }
        self.matchesName = !trimmed.contains(UInt8(ascii: "/"))
        self.bytes = trimmed
    }

    public var description: String { pattern }

    /// True when the root-relative `path` (with `/` separators) matches.
    public func matches(_ path: String) -> Bool {
        let pathBytes = Array(path.utf8)
        if matchesName {
            let name = pathBytes.lastIndex(of: UInt8(ascii: "/")).map { Array(pathBytes[($0 + 1)...]) } ?? pathBytes
            return Glob.match(bytes[...], name[...])
        }
        return Glob.match(bytes[...], pathBytes[...])
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        // Backtracking points for the last `*` (within a segment).
        var starP = -1
        var starT = -1
        while t < text.endIndex {
            if p + 1 < pattern.endIndex, pattern[p] == UInt8(ascii: "*"), pattern[p + 1] == UInt8(ascii: "*") {
                // `**/` matches zero or more whole segments; a trailing `**` matches the rest.
                var rest = p + 2
                if rest < pattern.endIndex, pattern[rest] == UInt8(ascii: "/") { rest += 1 }
                if rest == pattern.endIndex { return true }
                var start = t
                while true {
                    if match(pattern[rest...], text[start...]) { return true }
                    guard let slash = text[start...].firstIndex(of: UInt8(ascii: "/")) else { return false }
                    start = slash + 1
                }
            }
            if p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") {
                starP = p
                starT = t
                p += 1
                continue
            }
            if p < pattern.endIndex,
                pattern[p] == text[t] || (pattern[p] == UInt8(ascii: "?") && text[t] != UInt8(ascii: "/"))
            {
                p += 1
                t += 1
                continue
            }
            if starP >= 0, text[starT] != UInt8(ascii: "/") {
                starT += 1
                t = starT
                p = starP + 1
                continue
            }
            return false
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }
}
