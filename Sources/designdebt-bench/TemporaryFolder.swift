import Foundation

/// A private folder under the system temporary directory, removed by `remove()`.
struct TemporaryFolder {
    /// The folder's absolute path.
    let path: String

    /// Creates a fresh folder with `mkdtemp`, so two benchmarks never share one.
    init(prefix: String) throws {
        var template = Array(
            (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix).XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let created else {
            throw BenchError("Could not create a temporary folder: \(String(cString: strerror(errno))).")
        }
        path = created
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
