import Dispatch
import Foundation

/// Phase timings on stderr when `DESIGNDEBT_TRACE` is set: where a slow
/// collect spends its time, without a profiler.
public enum Trace {
    static let enabled = getenv("DESIGNDEBT_TRACE") != nil

    /// The process's own peak resident set (`VmHWM`), without its git children.
    static func peakMemory() {
        guard enabled, let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return }
        FileHandle.standardError.write(
            Data("trace: peak memory \(line.dropFirst(6).trimmingCharacters(in: .whitespaces))\n".utf8))
    }

    /// The pages the run wrote to the database's log: what the writer costs the disk, which
    /// `make bench` reads per commit.
    static func pagesWritten(_ pages: @autoclosure () -> Int) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("trace: pages written \(pages())\n".utf8))
    }

    public static func phase(_ name: String, since start: DispatchTime) {
        guard enabled else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        FileHandle.standardError.write(Data(String(format: "trace: %@ %.3f s\n", name, seconds).utf8))
    }
}
