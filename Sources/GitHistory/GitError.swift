import Foundation

/// An error from running git or reading what it printed.
///
/// The sentence in ``description`` quotes the culprit (a path, a branch, an object name) and
/// ends with the first line git wrote to stderr, when it wrote one. Compare ``code`` against
/// the static members of ``Code`` to branch on the kind of failure; new kinds can be added
/// without breaking callers, because the cases live in a private enum (the pattern of
/// NIO's `FileSystemError.Code`).
public struct GitError: Error, CustomStringConvertible, Sendable {
    /// The kind of a ``GitError``.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case notARepository = "not a repository"
            case unknownBranch = "unknown branch"
            case unknownRevision = "unknown revision"
            case noDefaultBranch = "no default branch"
            case invalidObjectName = "invalid object name"
            case commandFailed = "command failed"
            case launchFailed = "launch failed"
            case unexpectedOutput = "unexpected output"
            case readerClosed = "reader closed"
            case ioFailure = "I/O failure"
        }

        private let value: Value

        private init(_ value: Value) {
            self.value = value
        }

        /// The path is not inside a git repository (or git refused it).
        public static var notARepository: Self { Self(.notARepository) }
        /// A branch name that names no commit.
        public static var unknownBranch: Self { Self(.unknownBranch) }
        /// A revision (sha, tag, expression) that names no commit.
        public static var unknownRevision: Self { Self(.unknownRevision) }
        /// No remote HEAD, no checked-out branch and none of the usual branch names exist.
        public static var noDefaultBranch: Self { Self(.noDefaultBranch) }
        /// An object name that cannot be sent to `git cat-file --batch` (empty, a line break, ambiguous).
        public static var invalidObjectName: Self { Self(.invalidObjectName) }
        /// git ran and exited with a failure status.
        public static var commandFailed: Self { Self(.commandFailed) }
        /// git could not be started.
        public static var launchFailed: Self { Self(.launchFailed) }
        /// git printed something this library cannot parse.
        public static var unexpectedOutput: Self { Self(.unexpectedOutput) }
        /// A ``BlobReader`` was used after ``BlobReader/close()``.
        public static var readerClosed: Self { Self(.readerClosed) }
        /// Reading from or writing to git's pipes failed.
        public static var ioFailure: Self { Self(.ioFailure) }

        /// A short lower-case name for the kind, such as `unknown branch`.
        public var description: String { value.rawValue }
    }

    private enum Reason: Sendable {
        case notARepository(path: String)
        case unknownBranch(name: String, branches: [String])
        case unknownRevision(String)
        case noDefaultBranch(root: String)
        case invalidObjectName(String, why: String)
        case commandFailed(command: String, status: Int32)
        case launchFailed(executable: String, why: String)
        case unexpectedOutput(command: String, detail: String)
        case readerClosed
        case ioFailure(operation: String, errorNumber: Int32)
    }

    private let reason: Reason

    /// The first non-empty line git wrote to stderr, if it wrote one.
    public let gitMessage: String?

    private init(_ reason: Reason, gitMessage: String? = nil) {
        self.reason = reason
        self.gitMessage = gitMessage
    }

    /// The kind of failure.
    public var code: Code {
        switch reason {
        case .notARepository: .notARepository
        case .unknownBranch: .unknownBranch
        case .unknownRevision: .unknownRevision
        case .noDefaultBranch: .noDefaultBranch
        case .invalidObjectName: .invalidObjectName
        case .commandFailed: .commandFailed
        case .launchFailed: .launchFailed
        case .unexpectedOutput: .unexpectedOutput
        case .readerClosed: .readerClosed
        case .ioFailure: .ioFailure
        }
    }

    /// A sentence for a person, quoting the culprit, then git's own first line of stderr.
    public var description: String {
        let sentence: String
        switch reason {
        case .notARepository(let path):
            sentence = "Not a git repository: '\(path)'."
        case .unknownBranch(let name, let branches):
            let list = branches.isEmpty ? "(none)" : Self.abbreviatedList(branches)
            sentence = "Unknown branch '\(name)'. Branches: \(list)."
        case .unknownRevision(let revision):
            sentence = "Unknown revision '\(revision)'."
        case .noDefaultBranch(let root):
            sentence =
                "No default branch in '\(root)': no remote HEAD, no checked-out branch, "
                + "and none of main, master, trunk, develop exists."
        case .invalidObjectName(let name, let why):
            sentence = "Invalid object name '\(name)': \(why)."
        case .commandFailed(let command, let status):
            sentence = "'\(command)' failed with exit status \(status)."
        case .launchFailed(let executable, let why):
            sentence = "Cannot run git at '\(executable)': \(why)."
        case .unexpectedOutput(let command, let detail):
            sentence = "Unexpected output from '\(command)': \(detail)."
        case .readerClosed:
            sentence = "The blob reader is closed."
        case .ioFailure(let operation, let errorNumber):
            sentence = "Cannot \(operation): \(String(cString: strerror(errorNumber)))."
        }
        guard let gitMessage else { return sentence }
        // git's "not a git repository (or any of the parent directories)" repeats the sentence; its
        // other reasons (a dubious owner, an unreadable .git) are the news.
        if case .notARepository = reason, gitMessage.contains("not a git repository") { return sentence }
        return "\(sentence) git says: \(gitMessage)"
    }

    private static func abbreviatedList(_ names: [String]) -> String {
        let limit = 20
        guard names.count > limit else { return names.joined(separator: ", ") }
        return names.prefix(limit).joined(separator: ", ") + ", and \(names.count - limit) more"
    }
}

extension GitError {
    static func notARepository(_ path: String, gitMessage: String?) -> GitError {
        GitError(.notARepository(path: path), gitMessage: gitMessage)
    }

    static func unknownBranch(_ name: String, branches: [String]) -> GitError {
        GitError(.unknownBranch(name: name, branches: branches))
    }

    static func unknownRevision(_ revision: String, gitMessage: String? = nil) -> GitError {
        GitError(.unknownRevision(revision), gitMessage: gitMessage)
    }

    static func noDefaultBranch(_ root: String) -> GitError {
        GitError(.noDefaultBranch(root: root))
    }

    static func invalidObjectName(_ name: String, why: String, gitMessage: String? = nil) -> GitError {
        GitError(.invalidObjectName(name, why: why), gitMessage: gitMessage)
    }

    static func commandFailed(_ command: String, status: Int32, gitMessage: String?) -> GitError {
        GitError(.commandFailed(command: command, status: status), gitMessage: gitMessage)
    }

    static func launchFailed(_ executable: String, why: String) -> GitError {
        GitError(.launchFailed(executable: executable, why: why))
    }

    static func unexpectedOutput(_ command: String, _ detail: String, gitMessage: String? = nil) -> GitError {
        GitError(.unexpectedOutput(command: command, detail: detail), gitMessage: gitMessage)
    }

    static var readerClosed: GitError { GitError(.readerClosed) }

    static func ioFailure(_ operation: String, errorNumber: Int32) -> GitError {
        GitError(.ioFailure(operation: operation, errorNumber: errorNumber))
    }
}
