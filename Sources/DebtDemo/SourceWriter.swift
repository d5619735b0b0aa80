import DesignDebt

/// Accumulates generated Swift source line by line, with indentation.
///
/// Blocks are opened and closed explicitly rather than through closures so
/// the generators can keep mutating their own state while writing.
struct SourceWriter {
    /// The text written so far.
    private(set) var text = ""
    /// Lines written so far.
    private(set) var lines = 0
    private var depth = 0

    /// Writes one line at the current indentation.
    mutating func line(_ content: String) {
        if !content.isEmpty {
            text.append(String(repeating: "    ", count: depth))
            text.append(content)
        }
        text.append("\n")
        lines += 1
    }

    /// Writes an empty line.
    mutating func blank() {
        line("")
    }

    /// Writes `header` (which should end in `{` or `in`) and indents.
    mutating func open(_ header: String) {
        line(header)
        depth += 1
    }

    /// Outdents and writes `closer`.
    mutating func close(_ closer: String = "}") {
        precondition(depth > 0, "close() without a matching open().")
        depth -= 1
        line(closer)
    }

    /// Indents the following lines one level without writing a line: a
    /// leaf view's modifier chain hangs under it.
    mutating func indent() {
        depth += 1
    }

    /// Undoes `indent()`.
    mutating func outdent() {
        precondition(depth > 0, "outdent() without a matching indent().")
        depth -= 1
    }

    /// Writes `content` one level out, then indents again: `} else {`, `} label: {`.
    mutating func reopen(_ content: String) {
        precondition(depth > 0, "reopen() without a matching open().")
        depth -= 1
        line(content)
        depth += 1
    }

    /// The current nesting depth, for generators that stop nesting past a point.
    var nesting: Int { depth }
}
