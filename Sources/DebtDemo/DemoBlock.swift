import DesignDebt

/// A run of whole lines of a generated file: its header or one top-level
/// declaration. The history generator keeps each file as a list of blocks,
/// so an edit rewrites one block instead of the whole file.
struct DemoBlock {
    /// The lines, each ending in a newline.
    private(set) var text: String
    /// How many lines `text` holds.
    private(set) var lines: Int

    init(_ text: some StringProtocol) {
        self.text = String(text)
        var count = 0
        for byte in self.text.utf8 where byte == 0x0A { count += 1 }
        lines = count
    }

    /// The block as lines without their newlines.
    var lineArray: [Substring] { DemoText.lines(text) }

    /// Replaces the text with `newLines`, each given without its newline.
    mutating func setLines(_ newLines: [Substring]) {
        var joined = ""
        joined.reserveCapacity(text.utf8.count + 80)
        for line in newLines {
            joined += line
            joined += "\n"
        }
        text = joined
        lines = newLines.count
    }
}
