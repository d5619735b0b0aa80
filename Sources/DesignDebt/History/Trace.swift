import Dispatch
import Foundation

/// Phase timings on stderr when `DESIGNDEBT_TRACE` is set: where a slow
/// collect spends its time, without a profiler.
enum Trace {
    static let enabled = ProcessInfo.processInfo.environment["DESIGNDEBT_TRACE"] != nil

    static func phase(_ name: String, since start: DispatchTime) {
        guard enabled else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        FileHandle.standardError.write(Data(String(format: "trace: %@ %.3f s\n", name, seconds).utf8))
    }
}
