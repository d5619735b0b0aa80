/// A terminal table: a header row, aligned columns, numbers right-aligned.
public struct TextTable: Sendable {
    public enum Alignment: Sendable { case left, right }

    public var headers: [String]
    public var alignments: [Alignment]
    public var rows: [[String]] = []

    public init(headers: [String], alignments: [Alignment]) {
        precondition(headers.count == alignments.count, "A table needs one alignment per column.")
        self.headers = headers
        self.alignments = alignments
    }

    /// A long path keeps its end (the file's name) and loses its start: `...Sources/Feed/Row.swift`.
    public static func fitted(_ path: String, width: Int) -> String {
        path.count <= width ? path : "..." + String(path.suffix(width - 3))
    }

    public mutating func append(_ row: [String]) {
        precondition(row.count == headers.count, "A table row needs one cell per column.")
        rows.append(row)
    }

    /// The table as lines of text, columns separated by two spaces, a rule under the header.
    public func render() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var parts: [String] = []
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                parts.append(alignments[column] == .right ? padding + cell : cell + padding)
            }
            return parts.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var output = line(headers) + "\n"
        output += widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ") + "\n"
        for row in rows { output += line(row) + "\n" }
        return output
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
