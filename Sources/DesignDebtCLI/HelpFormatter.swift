import DebtReports

/// Help text in swift-argument-parser's layout: two-space indent,
/// descriptions at column 26, wrapped at `$COLUMNS` or 80.
enum HelpFormatter {
    static let descriptionColumn = 26

    static func help(for spec: CommandSpec, width: Int) -> String {
        var output = "OVERVIEW: \(spec.abstract)\n"
        if !spec.discussion.isEmpty { output += "\n" + wrapWords(spec.discussion, indent: 0, width: width) + "\n" }
        output += "\n" + usage(spec, label: "USAGE: ", width: width) + "\n"
        if !spec.positionals.isEmpty {
            output += "\nARGUMENTS:\n"
            for positional in spec.positionals {
                output += entry("<\(positional.name)>", positional.help, width: width)
            }
        }
        output += "\nOPTIONS:\n"
        for option in spec.options {
            var label = option.short.map { "-\($0), " } ?? ""
            label += "--\(option.name)"
            if let valueName = option.valueName { label += " \(valueName)" }
            var text = option.help
            if !option.allowedValues.isEmpty || option.defaultValue != nil {
                var notes: [String] = []
                if !option.allowedValues.isEmpty {
                    notes.append("values: \(option.allowedValues.joined(separator: ", "))")
                }
                if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
                text += " (\(notes.joined(separator: "; ")))"
            }
            output += entry(label, text, width: width)
        }
        return output
    }

    static func topLevel(commands: [CommandSpec], width: Int) -> String {
        var output = "OVERVIEW: Track design debt in a SwiftUI codebase across git history.\n\n"
        output += "USAGE: designdebt <subcommand>\n\nOPTIONS:\n"
        output += entry("--version", "Show the version.", width: width)
        output += entry("-h, --help", "Show help information.", width: width)
        output += "\nSUBCOMMANDS:\n"
        for command in commands { output += entry(command.name, command.abstract, width: width) }
        output += "\n  See 'designdebt help <subcommand>' for detailed help.\n"
        return output
    }

    /// `label designdebt collect [--repo <path>] ...`, wrapped at `width` with the arguments of
    /// later lines under the first one and no bracketed argument split.
    static func usage(_ spec: CommandSpec, label: String, width: Int) -> String {
        var line = label + "designdebt \(spec.name)"
        let indent = String(repeating: " ", count: line.count + 1)
        var lines: [String] = []
        for argument in spec.usageArguments {
            if line.count > indent.count, line.count + 1 + argument.count > width {
                lines.append(line)
                line = indent + argument
            } else {
                line += " " + argument
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `  label                   description`, the description wrapped at column 26.
    static func entry(_ label: String, _ description: String, width: Int) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        var first = "  " + label
        if first.count >= descriptionColumn {
            first += "\n" + indent
        } else {
            first += String(repeating: " ", count: descriptionColumn - first.count)
        }
        let wrapped = wrapWords(description, indent: descriptionColumn, width: width)
        return first + wrapped.dropFirst(descriptionColumn) + "\n"
    }
}
