import Foundation

/// Where a report's commits, pull requests and files are read on the web: the repository's page
/// on GitHub, GitLab or Bitbucket, worked out from its remote's URL (`git@github.com:o/r.git`,
/// `https://gitlab.com/group/sub/r`, `ssh://git@bitbucket.org/o/r.git`). A remote on another
/// host gives no links: its URL forms are not known.
public struct RemoteLinks: Sendable, Equatable {
    public enum Host: Sendable, Equatable { case github, gitlab, bitbucket }

    public let host: Host
    /// `https://github.com/owner/repo`, with no `.git` and no trailing slash.
    public let base: String

    /// The links of the remote at `url`; nil for a local path or a host of unknown URL forms.
    public init?(remoteURL url: String) {
        guard let (hostName, path) = Self.hostAndPath(url.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return nil
        }
        let lowered = hostName.lowercased()
        if lowered.contains("github") {
            host = .github
        } else if lowered.contains("gitlab") {
            host = .gitlab
        } else if lowered.contains("bitbucket") {
            host = .bitbucket
        } else {
            return nil
        }
        var repository = path
        while repository.hasSuffix("/") { repository.removeLast() }
        if repository.hasSuffix(".git") { repository.removeLast(4) }
        guard repository.contains("/") else { return nil }
        base = "https://\(lowered)/\(repository)"
    }

    /// The host and the repository's path of a remote URL: `scheme://[user@]host[:port]/path` or
    /// git's `[user@]host:path`.
    static func hostAndPath(_ url: String) -> (String, String)? {
        if let schemeEnd = url.range(of: "://") {
            let scheme = url[..<schemeEnd.lowerBound].lowercased()
            guard ["https", "http", "ssh", "git", "git+ssh", "ssh+git"].contains(scheme) else { return nil }
            let rest = url[schemeEnd.upperBound...]
            guard let slash = rest.firstIndex(of: "/") else { return nil }
            var authority = rest[..<slash]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            let hostName = authority.split(separator: ":").first.map(String.init) ?? ""
            let path = String(rest[rest.index(after: slash)...])
            return hostName.isEmpty || path.isEmpty ? nil : (hostName, path)
        }
        // scp-like: a colon before any slash, and something before it that is not a drive letter.
        guard let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/") else { return nil }
        var hostName = url[..<colon]
        if let at = hostName.lastIndex(of: "@") { hostName = hostName[hostName.index(after: at)...] }
        let path = String(url[url.index(after: colon)...])
        return hostName.count < 2 || path.isEmpty ? nil : (String(hostName), path)
    }

    public func commit(_ sha: String) -> String {
        switch host {
        case .github: return "\(base)/commit/\(sha)"
        case .gitlab: return "\(base)/-/commit/\(sha)"
        case .bitbucket: return "\(base)/commits/\(sha)"
        }
    }

    /// A pull request a subject names (`#12` on GitHub and Bitbucket, `!12`, a merge request, on
    /// GitLab); nil for a reference the host does not use for one (GitLab's `#12` is an issue).
    public func pullRequest(_ reference: String) -> String? {
        guard let mark = reference.first else { return nil }
        let number = reference.dropFirst()
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        switch (host, mark) {
        case (.github, "#"): return "\(base)/pull/\(number)"
        case (.gitlab, "!"): return "\(base)/-/merge_requests/\(number)"
        case (.bitbucket, "#"): return "\(base)/pull-requests/\(number)"
        default: return nil
        }
    }

    /// A file as it was at commit `sha`, at `line` (none: the file's top).
    public func file(_ path: String, at sha: String, line: Int? = nil) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
        switch host {
        case .github: return "\(base)/blob/\(sha)/\(encoded)" + (line.map { "#L\($0)" } ?? "")
        case .gitlab: return "\(base)/-/blob/\(sha)/\(encoded)" + (line.map { "#L\($0)" } ?? "")
        case .bitbucket: return "\(base)/src/\(sha)/\(encoded)" + (line.map { "#lines-\($0)" } ?? "")
        }
    }

    /// A path's characters a URL keeps as they are: its folders' slashes among them.
    private static let pathCharacters: CharacterSet = {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "#?%;")
        return allowed
    }()
}
