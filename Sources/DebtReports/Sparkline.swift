/// A one-line chart of a series in block characters: `▁▂▃▅▇`.
public enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// At most `width` characters; a longer series is sampled at even steps
    /// (the last value always shown). A flat series draws at the bottom.
    public static func render(_ values: [Int], width: Int = 40) -> String {
        guard !values.isEmpty, width > 0 else { return "" }
        var sampled = values
        if values.count > width {
            sampled = (0..<width).map { values[($0 * (values.count - 1)) / max(width - 1, 1)] }
        }
        let low = sampled.min() ?? 0
        let high = sampled.max() ?? 0
        guard high > low else { return String(repeating: blocks[0], count: sampled.count) }
        return String(sampled.map { blocks[(($0 - low) * (blocks.count - 1) + (high - low) / 2) / (high - low)] })
    }
}
