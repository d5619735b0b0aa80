import DesignRules

/// One line Xcode reads from a build phase's output and shows in the issue
/// navigator: `path:line:column: warning: message [rule]`.
public struct XcodeDiagnostic: Sendable {
    public enum Level: String, Sendable {
        case note, warning, error

        /// A finding's severity, as Xcode shows it.
        public init(_ severity: Severity) {
            switch severity {
            case .note: self = .note
            case .warning: self = .warning
            case .error: self = .error
            }
        }
    }

    public var path: String
    public var line: Int
    public var column: Int
    public var level: Level
    public var message: String
    public var ruleID: String

    public init(path: String, line: Int, column: Int, level: Level, message: String, ruleID: String) {
        self.path = path
        self.line = line
        self.column = column
        self.level = level
        self.message = message
        self.ruleID = ruleID
    }

    /// The diagnostic line, without a trailing newline.
    public var text: String { "\(path):\(line):\(column): \(level.rawValue): \(message) [\(ruleID)]" }
}
