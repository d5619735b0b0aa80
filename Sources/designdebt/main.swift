import DesignDebtCLI
import Foundation

// The executable is only this: run the command line, write its output, exit with its code.
let cli = DesignDebtCLI(
    standardOutput: { text in write(text, to: STDOUT_FILENO) },
    standardError: { text in write(text, to: STDERR_FILENO) })
exit(cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)

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
