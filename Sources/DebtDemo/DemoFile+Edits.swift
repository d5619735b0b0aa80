import DesignDebt
import Foundation

/// The edits a commit makes to a file: literal regressions, token fixes and
/// structural changes. Each works on one block at a time and reports whether
/// it changed anything, so a commit can fall back to another edit and every
/// touched file really gets a new blob.
extension DemoFile {
    // MARK: - Regressions

    /// Inserts `count` off-scale modifiers (`.padding(10)`, `.font(.system(size: 13))`,
    /// `Color(red:...)`, `repeatForever`, ...) into modifier chains; returns how many went in.
    mutating func addDebt(count: Int, rng: inout SeededGenerator) -> Int {
        guard holdsViews else { return 0 }
        var added = 0
        for _ in 0..<count {
            let done = editSomeBlock(rng: &rng) { lines, rng in
                let chain = lines.indices.filter { DemoFile.isChainLink(lines[$0]) }
                guard !chain.isEmpty else { return false }
                let at = rng.pick(chain)
                let modifier = DemoText.indentation(of: lines[at]) + DemoFile.debtModifier(rng: &rng)
                lines.insert(Substring(modifier), at: at + 1)
                return true
            }
            if done { added += 1 }
        }
        return added
    }

    /// Changes one spacing literal to an off-scale value (`.padding(12)` -> `.padding(10)`).
    mutating func nudgeLiteral(rng: inout SeededGenerator) -> Bool {
        guard holdsViews else { return false }
        return editSomeBlock(rng: &rng) { lines, rng in
            for (offset, line) in lines.enumerated() {
                for marker in ["padding(", "spacing: "] {
                    guard let range = DemoFile.literal(in: line, after: marker) else { continue }
                    let current = line[range]
                    let replacement = rng.pick(DemoVocabulary.offScaleSpacing.filter { $0 != current })
                    lines[offset] = Substring(
                        String(line[..<range.lowerBound]) + replacement + line[range.upperBound...])
                    return true
                }
            }
            return false
        }
    }

    /// One modifier that goes around the design system.
    static func debtModifier(rng: inout SeededGenerator) -> String {
        let spacing = rng.pick(DemoVocabulary.offScaleSpacing)
        switch rng.weighted([(5, 0), (3, 1), (4, 2), (2, 3), (2, 4), (1, 5), (2, 6), (1, 7), (1, 8)]) {
        case 0: return ".padding(\(spacing))"
        case 1: return ".padding(\(rng.pick(DemoVocabulary.edges)), \(spacing))"
        case 2:
            let weight = rng.chance(0.4) ? ", weight: .\(rng.pick(DemoVocabulary.weights))" : ""
            return ".font(.system(size: \(rng.pick(DemoVocabulary.fontSizes))\(weight)))"
        case 3:
            let components = (0..<3).map { _ in rng.pick(DemoVocabulary.components) }
            return ".foregroundStyle(Color(red: \(components[0]), green: \(components[1]), blue: \(components[2])))"
        case 4: return ".clipShape(.rect(cornerRadius: \(rng.pick(DemoFile.offScaleRadii))))"
        case 5:
            return
                ".animation(.easeInOut(duration: 0.\(rng.int(6...9))).repeatForever(autoreverses: true), value: isExpanded)"
        case 6:
            return
                ".animation(.spring(response: \(rng.pick(DemoVocabulary.responses)), dampingFraction: \(rng.pick(DemoVocabulary.dampings))), value: isExpanded)"
        case 7: return ".foregroundColor(.\(rng.pick(DemoVocabulary.systemColors)))"
        default: return ".background(Color.black)"
        }
    }

    private static let offScaleRadii = ["6", "10", "14", "18", "22", "23", "12.5"]

    // MARK: - Fixes

    /// Replaces up to `count` literals with tokens (`.padding(10)` -> `.padding(Space.md)`,
    /// a fixed font size -> `Typography.body`, `Color(red:...)` -> `Palette.accent`,
    /// a `repeatForever` -> `Motion.gentle`); returns how many it replaced.
    mutating func fixDebt(count: Int, rng: inout SeededGenerator) -> Int {
        guard holdsViews else { return 0 }
        var fixed = 0
        for _ in 0..<count {
            let done = editSomeBlock(rng: &rng) { lines, rng in
                let start = rng.below(max(1, lines.count))
                for step in 0..<lines.count {
                    let offset = (start + step) % lines.count
                    if let replacement = DemoFile.tokenized(lines[offset], rng: &rng) {
                        lines[offset] = Substring(replacement)
                        return true
                    }
                }
                return false
            }
            if done { fixed += 1 } else { break }
        }
        return fixed
    }

    /// `line` with its first literal replaced by a token, or nil when it has none.
    static func tokenized(_ line: Substring, rng: inout SeededGenerator) -> String? {
        let indent = DemoText.indentation(of: line)
        let trimmed = DemoText.trimmed(line)
        if DemoText.starts(trimmed, with: ".font(.system(size:") {
            return indent + ".font(\(rng.pick(DemoVocabulary.fontTokens)))"
        }
        if DemoText.starts(trimmed, with: ".animation("), DemoText.contains(trimmed, "repeatForever") {
            return indent + ".animation(Motion.gentle, value: isExpanded)"
        }
        if DemoText.starts(trimmed, with: ".foregroundColor(") {
            return indent + ".foregroundStyle" + trimmed.dropFirst(".foregroundColor".count)
        }
        if let start = DemoText.find("Color(red:", in: line),
            let end = DemoText.find(")", in: line[start.upperBound...])
        {
            return String(line[..<start.lowerBound]) + "Palette.accent" + line[end.upperBound...]
        }
        for (marker, scale) in [
            ("padding(", spaceTokens), ("spacing: ", spaceTokens), ("cornerRadius: ", radiusTokens),
        ] {
            guard let range = literal(in: line, after: marker), let value = Double(line[range]) else { continue }
            let nearest = scale.min { abs($0.value - value) < abs($1.value - value) }?.name ?? scale[0].name
            return String(line[..<range.lowerBound]) + nearest + line[range.upperBound...]
        }
        return nil
    }

    private static let spaceTokens: [(value: Double, name: String)] = [
        (2, "Space.hair"), (4, "Space.xs"), (8, "Space.sm"), (12, "Space.md"), (16, "Space.lg"), (24, "Space.xl"),
        (32, "Space.xxl"),
    ]
    private static let radiusTokens: [(value: Double, name: String)] = [
        (4, "Radii.sm"), (8, "Radii.md"), (12, "Radii.lg"), (16, "Radii.card"), (24, "Radii.sheet"),
    ]

    // MARK: - Structure

    /// Adds, replaces or removes a top-level declaration, steering the file
    /// back toward its target size; `seed` makes the new code.
    mutating func reshape(seed: UInt64, rng: inout SeededGenerator) -> Bool {
        guard let kind = blockKind else { return false }
        let size = lines
        // Block 0 is the header and block 1 the main type; both stay.
        let removable = blocks.count > 3
        if size > targetLines + targetLines / 4, removable, rng.chance(0.7) {
            blocks.remove(at: rng.int(2...(blocks.count - 1)))
            return true
        }
        let block = CorpusGenerator.extraBlock(
            kind: kind, typeName: typeName, targetLines: rng.int(12...48), seed: seed)
        guard block.lines > 0 else { return false }
        if size < targetLines - targetLines / 5 || blocks.count < 3 || rng.chance(0.35) {
            blocks.insert(block, at: rng.int(2...blocks.count))
        } else {
            blocks[rng.int(2...(blocks.count - 1))] = block
        }
        return true
    }

    /// A small edit that always changes the file: a comment above a line of
    /// the main type, as a review note or a workaround leaves behind.
    mutating func annotate(rng: inout SeededGenerator) {
        let index = blocks.count > 1 ? rng.int(1...(blocks.count - 1)) : 0
        var lines = blocks[index].lineArray
        let at = lines.isEmpty ? 0 : rng.below(lines.count)
        let indent = lines.isEmpty ? "" : DemoText.indentation(of: lines[at])
        let note = rng.pick([
            "TODO: revisit once the \(rng.pick(DemoVocabulary.nouns).lowercased()) API settles",
            "NOTE: keep in sync with the \(rng.pick(DemoVocabulary.nouns)) screen",
            "FIXME: \(rng.pick(DemoVocabulary.phrases).lowercased()) flickers on iPad (#\(rng.int(100...999)))",
        ])
        lines.insert(Substring(indent + "// " + note), at: at)
        blocks[index].setLines(lines)
    }

    /// Renames the file and its main type to `newName`, in the same folder.
    mutating func rename(to newName: String) {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let oldName = typeName
        path = (folder.isEmpty ? "" : folder + "/") + newName + ".swift"
        typeName = newName
        for index in blocks.indices where blocks[index].text.contains(oldName) {
            blocks[index] = DemoBlock(blocks[index].text.replacingOccurrences(of: oldName, with: newName))
        }
    }

    // MARK: - Helpers

    /// Runs `edit` on the lines of blocks in a random order until one reports a change.
    private mutating func editSomeBlock(
        rng: inout SeededGenerator, _ edit: (inout [Substring], inout SeededGenerator) -> Bool
    ) -> Bool {
        guard blocks.count > 1 else { return false }
        let start = rng.int(1...(blocks.count - 1))
        for step in 0..<(blocks.count - 1) {
            let index = 1 + (start - 1 + step) % (blocks.count - 1)
            var lines = blocks[index].lineArray
            if edit(&lines, &rng) {
                blocks[index].setLines(lines)
                return true
            }
        }
        return false
    }

    /// A link of a modifier chain that a new modifier can follow: it starts
    /// with `.` and does not open a closure.
    static func isChainLink(_ line: Substring) -> Bool {
        let trimmed = DemoText.trimmed(line)
        return DemoText.starts(trimmed, with: ".") && !DemoText.ends(trimmed, with: UInt8(ascii: "{"))
            && !DemoText.starts(trimmed, with: ".init(")
    }

    /// The numeric literal right after `marker` (after an edge set like
    /// `.horizontal, ` for padding), or nil when a token or expression is there.
    static func literal(in line: Substring, after marker: String) -> Range<Substring.Index>? {
        guard let found = DemoText.find(marker, in: line) else { return nil }
        var start = found.upperBound
        let rest = line[start...]
        if marker == "padding(", DemoText.starts(rest, with: ".") || DemoText.starts(rest, with: "[") {
            guard let comma = DemoText.find(", ", in: rest) else { return nil }
            start = comma.upperBound
        }
        return DemoText.number(in: line, at: start)
    }
}
