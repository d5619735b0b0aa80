import Foundation

/// A git repository on disk: a work tree or a bare repository (a mirror).
///
/// Every query runs `git -C <root> ...` as a child process with an argument array. The value
/// holds only paths, so it is cheap to copy and safe to share between tasks.
public struct Repository: Hashable, Sendable {
    /// The top of the work tree, or the git directory itself for a bare repository.
    public let root: String
    /// The absolute git directory (`<root>/.git`, a linked work tree's own directory, or `root`).
    public let gitDirectory: String
    /// Whether the repository has no work tree (`git clone --bare` or `--mirror`).
    public let isBare: Bool
    /// The directory shared by all work trees, where `shallow`, `objects` and `refs` live.
    let commonDirectory: String

    /// Opens the repository containing `path`, which may be any directory inside it.
    ///
    /// Runs `git rev-parse --absolute-git-dir --git-common-dir --is-bare-repository
    /// --is-inside-work-tree --show-toplevel`: one process, not two. git answers the options in
    /// order, so outside a work tree (a bare repository, inside `.git`), where `--show-toplevel`
    /// fails, the first four answers are there and the git directory is the root.
    ///
    /// - Throws: ``GitError/Code/notARepository`` when git does not find a repository there
    ///   (or refuses it, for example for dubious ownership); git's reason is in the message.
    public init(path: String) throws(GitError) {
        guard !path.isEmpty else { throw GitError.notARepository(path, gitMessage: nil) }
        let probe = try GitProcess.run(
            directory: path,
            arguments: [
                "rev-parse", "--path-format=absolute", "--absolute-git-dir", "--git-common-dir",
                "--is-bare-repository", "--is-inside-work-tree", "--show-toplevel",
            ]
        )
        let lines = probe.lines
        let inWorkTree = lines.count >= 4 && lines[3] == "true"
        guard lines.count >= 4, inWorkTree ? probe.status == 0 : lines[3] == "false" else {
            throw GitError.notARepository(path, gitMessage: probe.errorFirstLine)
        }
        gitDirectory = lines[0]
        commonDirectory = lines[1]
        isBare = lines[2] == "true"
        // Inside the .git directory of a work tree there is no top level; run from the git dir.
        root = inWorkTree && lines.count == 5 ? lines[4] : gitDirectory
    }

    /// Runs `git -C root arguments...` to completion.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws(GitError) -> GitProcessResult {
        try GitProcess.run(directory: root, arguments: arguments, environment: environment)
    }

    /// Starts `git -C root arguments...` for streaming its output.
    func start(_ arguments: [String], environment: [String: String] = [:], takesInput: Bool = false)
        throws(GitError) -> GitProcess
    {
        try GitProcess(directory: root, arguments: arguments, environment: environment, takesInput: takesInput)
    }
}
