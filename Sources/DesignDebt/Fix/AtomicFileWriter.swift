import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents all at once: the new bytes go to a temporary file beside it,
/// with the original's permissions, and are renamed over it. A reader (an editor, a build)
/// sees the old file or the new one, never half of one.
enum AtomicFileWriter {
    /// Writes `bytes` over `path` when it still holds `expected`; nil on success, else why not.
    static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "it is no longer a file" }
        let permissions = info.st_mode & 0o7777
        // By its permission bits, not `access`: a file made read-only is meant to stay so, even
        // for a user (root) whom the system would let write it.
        guard permissions & 0o222 != 0 else { return "it is read-only" }
        guard FileManager.default.contents(atPath: path).map({ Array($0) == expected }) == true else {
            return "it changed while fix ran"
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(folder)/.\(name).designdebt-fix-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { return "its folder cannot be written (\(String(cString: strerror(errno))))" }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = "it cannot be written (\(String(cString: strerror(errno))))"
                    return
                }
                offset += written
            }
        }
        // The umask trimmed the mode `open` was given; the original's is restored exactly.
        if failure == nil, fchmod(descriptor, permissions) != 0 || fsync(descriptor) != 0 {
            failure = "it cannot be written (\(String(cString: strerror(errno))))"
        }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 {
            failure = "it cannot be replaced (\(String(cString: strerror(errno))))"
        }
        if failure != nil { unlink(temporary) }
        return failure
    }
}
