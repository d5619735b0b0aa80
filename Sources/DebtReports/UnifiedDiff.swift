import DesignRules

/// A unified diff of one file's substitutions (`diff -u` with three lines of context, paths
/// under `a/` and `b/`), built from the edits themselves: each edit is known to the byte, so
/// the changed lines need no search, and `patch -p1` or `git apply` read the result.
public enum UnifiedDiff {
    /// ANSI colours for a terminal: headers bold, hunk ranges cyan, removals red, additions green.
    public struct Palette: Sendable {
        let header, hunk, removed, added, reset: String
        public static let plain = Palette(header: "", hunk: "", removed: "", added: "", reset: "")
        public static let terminal = Palette(
            header: "\u{1B}[1m", hunk: "\u{1B}[36m", removed: "\u{1B}[31m", added: "\u{1B}[32m", reset: "\u{1B}[0m")
    }

    static let context = 3

    /// The diff of `original` against itself with `edits` (disjoint, in file order) made.
    public static func render(path: String, original: [UInt8], edits: [FixEdit], palette: Palette = .plain) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = LineTable(original)
        let blocks = changedBlocks(edits, lines: lines, original: original)
        var output = "\(palette.header)--- a/\(path)\(palette.reset)\n\(palette.header)+++ b/\(path)\(palette.reset)\n"
        // Lines the new file gained (or lost) before the hunk being written.
        var shift = 0
        var index = 0
        while index < blocks.count {
            // A hunk takes every block whose context touches the previous one's.
            var last = index
            while last + 1 < blocks.count, blocks[last + 1].first - blocks[last].last - 1 <= 2 * context { last += 1 }
            let first = max(0, blocks[index].first - context)
            let end = min(lines.count - 1, blocks[last].last + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var line = first
            for block in blocks[index...last] {
                while line < block.first {
                    body += " " + lines.text(line, of: original) + "\n" + lines.noNewlineMarker(after: line)
                    oldCount += 1
                    newCount += 1
                    line += 1
                }
                for old in block.first...block.last {
                    body += palette.removed + "-" + lines.text(old, of: original) + palette.reset + "\n"
                    body += lines.noNewlineMarker(after: old)
                }
                for (position, new) in block.replacement.enumerated() {
                    body += palette.added + "+" + new + palette.reset + "\n"
                    if position == block.replacement.count - 1 { body += lines.noNewlineMarker(after: block.last) }
                }
                oldCount += block.last - block.first + 1
                newCount += block.replacement.count
                line = block.last + 1
            }
            while line <= end {
                body += " " + lines.text(line, of: original) + "\n" + lines.noNewlineMarker(after: line)
                oldCount += 1
                newCount += 1
                line += 1
            }
            let header = "@@ -\(first + 1),\(oldCount) +\(first + 1 + shift),\(newCount) @@"
            output += palette.hunk + header + palette.reset + "\n" + body
            shift += newCount - oldCount
            index = last + 1
        }
        return output
    }

    /// Consecutive original lines that edits touch (0-based, inclusive) and the lines they become.
    struct Block {
        var first: Int
        var last: Int
        var replacement: [String]
    }

    static func changedBlocks(_ edits: [FixEdit], lines: LineTable, original: [UInt8]) -> [Block] {
        var spans: [(first: Int, last: Int, edits: [FixEdit])] = []
        for edit in edits {
            let first = lines.line(containing: edit.bytes.lowerBound)
            let last = lines.line(containing: max(edit.bytes.lowerBound, edit.bytes.upperBound - 1))
            // Edits on one line, or on lines next to each other, make one block of changes.
            if let previous = spans.last, previous.last + 1 >= first {
                spans[spans.count - 1].last = max(previous.last, last)
                spans[spans.count - 1].edits.append(edit)
            } else {
                spans.append((first, last, [edit]))
            }
        }
        return spans.map { span in
            let text = FixRewrite.apply(span.edits, to: original[lines.starts[span.first]..<lines.end(of: span.last)])
            let replacement = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            return Block(first: span.first, last: span.last, replacement: replacement)
        }
    }

    /// Where each line of a file starts, and whether the last one ends with a newline.
    struct LineTable {
        var starts: [Int] = [0]
        let size: Int
        let endsWithNewline: Bool

        init(_ bytes: [UInt8]) {
            size = bytes.count
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
            endsWithNewline = bytes.last == UInt8(ascii: "\n")
            // A final newline ends the last line; it starts none.
            if endsWithNewline || bytes.isEmpty { starts.removeLast() }
        }

        var count: Int { starts.count }

        func line(containing offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }

        /// The offset just past the line's text, before its newline.
        func end(of line: Int) -> Int {
            line + 1 < starts.count ? starts[line + 1] - 1 : (endsWithNewline ? size - 1 : size)
        }

        func text(_ line: Int, of bytes: [UInt8]) -> String {
            String(decoding: bytes[starts[line]..<end(of: line)], as: UTF8.self)
        }

        /// `diff`'s marker after the file's last line when no newline ends it.
        func noNewlineMarker(after line: Int) -> String {
            !endsWithNewline && line == starts.count - 1 ? "\\ No newline at end of file\n" : ""
        }
    }
}
