/// Wraps words so no line passes `width` (nor ends before `indent + 20`), every line
/// indented by `indent`: prose in help text and in notes under a terminal table.
public func wrapWords(_ text: String, indent: Int, width: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = pad
    for word in text.split(separator: " ") {
        if line.count > indent, line.count + 1 + word.count > max(width, indent + 20) {
            lines.append(line)
            line = pad
        }
        line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
}
