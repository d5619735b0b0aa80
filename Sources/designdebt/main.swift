import DesignDebtCLI
import Foundation

// The executable is only this: tune the allocator, run the command line, write its output, exit
// with its code.
growHeapsInLargeSteps()
let cli = DesignDebtCLI(
    standardOutput: { text in write(text, to: STDOUT_FILENO) },
    standardError: { text in write(text, to: STDERR_FILENO) })
exit(cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)

/// Asks glibc's malloc to grow (and keep, when trimming) each arena 32 MB at a time rather than by
/// what one request needs. Every growth of a worker thread's arena is an `mprotect`, which holds
/// the process's memory map while the other threads' page faults wait for it: with the default, a
/// scan of the bench tree spent a tenth of its reading phase there. Untouched pages cost nothing;
/// the peak RSS of the bench's backfill is the same. Elsewhere (not glibc) nothing is tuned.
///
/// Setting the pad also stops glibc raising its mmap threshold as large blocks are freed, which
/// left it at 128 KB: every larger block (a big file's tokens, a blob's bytes, a scan's output) was
/// mapped afresh and each of its pages faulted in again. The threshold is set to glibc's ceiling
/// (32 MB on 64-bit), so such blocks come from the arenas and are reused: the bench history's
/// backfill took 9% less time (medians of nine alternations), two public histories the same, with
/// the same peak RSS.
func growHeapsInLargeSteps() {
    #if os(Linux)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        // `mallopt` is not in the Glibc module; glibc's RTLD_DEFAULT is a null handle.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        _ = mallopt(topPad, 32 << 20)
        _ = mallopt(mmapThreshold, 32 << 20)
    #endif
}

/// Writes `text`'s bytes to `descriptor` where they lie: a scan's JSON is most of a megabyte, and
/// copying it into a `Data` first touched as many fresh pages again.
func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        guard var next = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                return  // A closed or full output: nothing more can be said there.
            }
            next += written
            left -= written
        }
    }
}
