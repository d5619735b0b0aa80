import Foundation

/// Matches paths against git-style pathspecs in Swift, on the raw bytes of git's output.
///
/// The walk does not pass pathspecs to git: `git log -- '*.swift'` drops every commit that
/// touches no matching path, and the timeline needs every first-parent commit. So git prints
/// all changes and this filters them before any String is made.
///
/// The semantics follow git's default (non-magic) pathspecs:
/// - a pattern with no wildcard matches that path, or any path under it as a directory
///   (`Sources` matches `Sources/App/View.swift`);
/// - a pattern with `*`, `?` or `[` is an fnmatch(3) pattern without `FNM_PATHNAME`, so `*`
///   also matches `/` (`*.swift` matches `Sources/App/View.swift`);
/// - `.` or an empty list matches everything. Magic (`:(exclude)...`) is not supported.
struct PathspecMatcher {
    private enum Pattern {
        case everything
        case suffix([UInt8])
        case path([UInt8])
        case glob([CChar])
    }

    private let patterns: [Pattern]

    init(_ pathspecs: [String]) {
        var patterns: [Pattern] = []
        for spec in pathspecs {
            let bytes = Array(spec.utf8)
            let isWildcard = { (byte: UInt8) in
                byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[")
                    || byte == UInt8(ascii: "\\")
            }
            if spec.isEmpty || spec == "." {
                patterns = [.everything]
                break
            } else if bytes.first == UInt8(ascii: "*") && !bytes.dropFirst().contains(where: isWildcard) {
                patterns.append(.suffix(Array(bytes.dropFirst())))
            } else if !bytes.contains(where: isWildcard) {
                var path = bytes
                while path.last == UInt8(ascii: "/") { path.removeLast() }
                patterns.append(.path(path))
            } else {
                patterns.append(.glob(spec.utf8CString.map { $0 }))
            }
        }
        self.patterns = patterns.isEmpty ? [.everything] : patterns
    }

    /// Whether the path (raw bytes, no terminator needed) matches any pattern.
    func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        for pattern in patterns {
            switch pattern {
            case .everything:
                return true
            case .suffix(let suffix):
                if path.count >= suffix.count && path.suffix(suffix.count).elementsEqual(suffix) { return true }
            case .path(let prefix):
                if path.count == prefix.count && path.elementsEqual(prefix) { return true }
                if path.count > prefix.count && path[prefix.count] == UInt8(ascii: "/")
                    && path.prefix(prefix.count).elementsEqual(prefix)
                {
                    return true
                }
            case .glob(let glob):
                let terminated = path.map { CChar(bitPattern: $0) } + [0]
                if fnmatch(glob, terminated, 0) == 0 { return true }
            }
        }
        return false
    }
}
