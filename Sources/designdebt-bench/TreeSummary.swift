import Foundation

/// What an existing checkout holds, for reporting alongside its timings.
struct TreeSummary {
    var swiftFiles = 0
    var swiftBytes = 0
    var allFiles = 0
    var allBytes = 0

    /// Walks `root`, hidden folders included (as `grep -r` reads them); the
    /// counts are for the report only.
    init(root: String) {
        guard
            let walker = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
        else { return }
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                values.isRegularFile == true
            else { continue }
            let size = values.fileSize ?? 0
            allFiles += 1
            allBytes += size
            if url.pathExtension == "swift" {
                swiftFiles += 1
                swiftBytes += size
            }
        }
    }
}
