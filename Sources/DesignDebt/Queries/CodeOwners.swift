/// A CODEOWNERS file, GitHub's or GitLab's: who owns a path. The last matching rule wins (in
/// GitLab, within each section; the last section that matches wins here too).
struct CodeOwners: Sendable {
    struct Rule: Sendable {
        let pattern: String
        let owners: [String]
    }

    let rules: [Rule]

    /// Where GitHub and GitLab look, in the order they look.
    static let locations = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    init(_ text: String) {
        var rules: [Rule] = []
        var sectionOwners: [String] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line =
                rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(
                    String.init) ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = words.first else { continue }
            // GitLab sections: `[Name]`, `^[Optional]`, `[Name][2] @default-owner`.
            if first.hasPrefix("[") || first.hasPrefix("^[") {
                sectionOwners = words.dropFirst().filter { $0.hasPrefix("@") || $0.contains("@") }
                continue
            }
            let owners = Array(words.dropFirst())
            rules.append(Rule(pattern: first, owners: owners.isEmpty ? sectionOwners : owners))
        }
        self.rules = rules
    }

    /// The owners of `path` (repository-relative, no leading slash); empty when no rule matches
    /// or the matching rule names none.
    func owners(of path: String) -> [String] {
        rules.last { CodeOwners.matches($0.pattern, path) }?.owners ?? []
    }

    /// gitignore-style matching as CODEOWNERS uses it: `/` at the start anchors to the root, a
    /// pattern with no other slash matches at any depth, a trailing `/` (or a folder name)
    /// owns everything under it, `*` stays within a segment, `**` crosses them.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        let anchored = pattern.hasPrefix("/") || pattern.dropLast().contains("/")
        if pattern.hasPrefix("/") { pattern.removeFirst() }
        if pattern.hasSuffix("/") { pattern += "**" }
        if !anchored { pattern = "**/" + pattern }
        let patternParts = pattern.split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        if match(patternParts[...], pathParts[...]) { return true }
        // A pattern that names a folder owns what is under it; `docs/*` owns only its direct files.
        guard let last = patternParts.last, !last.contains("*") else { return false }
        return match(patternParts[...] + ["**"], pathParts[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return !path.isEmpty }
            for start in path.indices where match(rest, path[start...]) { return true }
            return false
        }
        guard let segment = path.first, glob(Array(head), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment.
    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star = -1
        var mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                mark = t
                p += 1
            } else if star >= 0 {
                p = star + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
