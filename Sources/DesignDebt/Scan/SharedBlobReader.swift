import GitHistory

/// One `git cat-file --batch`, started when a step first reads and shared by the steps of a
/// command that read a commit's blobs one after another (its build settings, its tokens, the
/// files a change touched): each reader of its own cost two git processes more.
final class SharedBlobReader {
    private let repository: Repository
    private var reader: BlobReader?

    init(_ repository: Repository) {
        self.repository = repository
    }

    /// The blobs `shas`, in order; no git process when there are none.
    func readAll(_ shas: [String]) throws -> [BlobResult] {
        guard !shas.isEmpty else { return [] }
        try start()
        return try gitCall { try reader?.readAll(shas) ?? [] }
    }

    /// Starts `git cat-file` before the first read, for a caller that knows it will read: git
    /// readies itself while the caller does other work.
    func start() throws {
        if reader == nil { reader = try gitCall { try BlobReader(repository: repository, lazyFetch: false) } }
    }

    /// Ends `git cat-file`, if it was started.
    func close() {
        reader?.close()
        reader = nil
    }
}
