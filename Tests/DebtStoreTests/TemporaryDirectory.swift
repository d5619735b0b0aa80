import Foundation

/// A fresh directory under the system temp folder, removed when the test is done with it.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("DebtStoreTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }
}
