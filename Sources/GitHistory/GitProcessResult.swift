/// What a finished git command printed.
struct GitProcessResult {
    /// `git <subcommand>`.
    var command: String
    /// The exit status (128 + signal if killed).
    var status: Int32
    /// Everything written to stdout.
    var output: [UInt8]
    /// The first non-empty line written to stderr.
    var errorFirstLine: String?

    /// stdout as text without the final line break.
    var text: String {
        var text = String(decoding: output, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// stdout split into non-empty lines.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Throws ``GitError/Code/commandFailed`` unless the status is zero.
    func check() throws(GitError) -> GitProcessResult {
        guard status == 0 else {
            throw GitError.commandFailed(command, status: status, gitMessage: errorFirstLine)
        }
        return self
    }
}
