import SwiftLexer

/// The `// designdebt:` comments of one file, in SwiftLint's words, which SwiftUI teams know:
/// `designdebt:disable:next RULE...` (the next line), `designdebt:disable:this RULE...` (its own
/// line), `designdebt:disable RULE...` until `designdebt:enable RULE...` or the end of the file.
/// `all` names every rule. Rule ids end at the first word that is not one (a reason may follow).
struct Suppressions: Sendable {
    /// A rule id a directive names, and where, so a name no rule has can be reported there.
    struct Named: Sendable {
        let rule: String
        let line: Int
        let column: Int
    }

    /// Per rule id (or `all`), the lines it is off on.
    private var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Every rule id the file's directives name, `all` aside.
    private(set) var named: [Named] = []

    static let none = Suppressions()

    var isEmpty: Bool { ranges.isEmpty }

    /// Whether findings of `rule` on `line` are suppressed.
    func suppresses(_ rule: String, line: Int) -> Bool {
        for key in [rule, "all"] {
            if let lines = ranges[key], lines.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }

    /// The directives of a file. Most files have none, and are told so by one search.
    init(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard Suppressions.mayHoldDirective(buffer) else { return }
            var open: [String: Int] = [:]
            var line = 1
            var lineStart = 0
            var position = 0
            while position <= buffer.count {
                if position == buffer.count || buffer[position] == 0x0A {
                    let text = UnsafeBufferPointer(rebasing: buffer[lineStart..<position])
                    if let directive = Directive(text) {
                        apply(directive, line: line, open: &open)
                    }
                    line += 1
                    lineStart = position + 1
                }
                position += 1
            }
            // A region never enabled again runs to the end of the file.
            for (rule, start) in open { ranges[rule, default: []].append(start...Int.max) }
        }
    }

    private init() {}

    /// Whether "designdebt:" occurs. Most files have no directive, and are told so by a search
    /// for "gndeb", whose first and last bytes seldom stand four apart in code, where the whole
    /// word's `d` and `:` are everywhere and would stop the search at every other byte.
    static func mayHoldDirective(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let at = firstOffset(of: "gndeb", in: bytes, from: from) {
            if at >= 4, at + 7 <= bytes.count,
                UnsafeBufferPointer(rebasing: bytes[(at - 4)..<(at + 7)]).elementsEqual("designdebt:".utf8)
            {
                return true
            }
            from = at + 1
        }
        return false
    }

    private mutating func apply(_ directive: Directive, line: Int, open: inout [String: Int]) {
        for (rule, offset) in directive.rules {
            if rule != "all" { named.append(Named(rule: rule, line: line, column: offset + 1)) }
            switch directive.action {
            case .next: ranges[rule, default: []].append((line + 1)...(line + 1))
            case .this: ranges[rule, default: []].append(line...line)
            case .disable: if open[rule] == nil { open[rule] = line }
            case .enable:
                if let start = open.removeValue(forKey: rule) { ranges[rule, default: []].append(start...line) }
            }
        }
    }

    /// One `// designdebt:ACTION RULE...` comment.
    private struct Directive {
        enum Action { case next, this, disable, enable }
        let action: Action
        /// Each rule id with its byte offset in the line.
        let rules: [(String, Int)]

        init?(_ line: UnsafeBufferPointer<UInt8>) {
            guard let marker = firstOffset(of: "designdebt:", in: line, from: 0) else { return nil }
            // Only in a line comment: `//`, then spaces, then the marker.
            var cursor = marker - 1
            while cursor >= 0, line[cursor] == 0x20 || line[cursor] == 0x09 { cursor -= 1 }
            guard cursor >= 1, line[cursor] == UInt8(ascii: "/"), line[cursor - 1] == UInt8(ascii: "/") else {
                return nil
            }
            var words: [(String, Int)] = []
            var start: Int?
            for index in (marker + 11)...line.count {
                let isSpace = index == line.count || line[index] == 0x20 || line[index] == 0x09 || line[index] == 0x0D
                if isSpace, let begin = start {
                    words.append(
                        (String(decoding: UnsafeBufferPointer(rebasing: line[begin..<index]), as: UTF8.self), begin))
                    start = nil
                } else if !isSpace, start == nil {
                    start = index
                }
            }
            guard let command = words.first else { return nil }
            switch command.0 {
            case "disable:next": action = .next
            case "disable:this": action = .this
            case "disable": action = .disable
            case "enable": action = .enable
            default: return nil
            }
            rules = Array(words.dropFirst().prefix { $0.0 == "all" || $0.0.contains("/") })
        }
    }
}
