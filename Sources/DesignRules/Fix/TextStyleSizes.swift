/// The sizes `fix` reads a fixed font size against: each platform text style at its
/// default size (iOS, the Large content size, the one a person who never touched the
/// setting sees). `headline` is `body`'s size made semibold, so a size alone never picks it.
public enum TextStyleSizes {
    /// Style and default point size, smallest first.
    public static let table: [(style: String, size: Double)] = [
        ("caption2", 11), ("caption", 12), ("footnote", 13), ("subheadline", 15), ("callout", 16), ("body", 17),
        ("title3", 20), ("title2", 22), ("title", 28), ("largeTitle", 34),
    ]

    /// The largest style's size (`largeTitle`): above it a fixed size is a display size, not text.
    public static let largest = table.map(\.size).max() ?? 34

    /// The sizes rewritten to a text style: text sizes. Below is a badge's digit, above a
    /// display number or an icon; a person decides those.
    public static let rewritable: ClosedRange<Double> = 9...26

    /// How far a size may be from a style's and still become it, in points: a text style keeps the
    /// look at the default text size only when it is the literal's size or within a point of it.
    public static let tolerance: Double = 1

    /// The styles of `table` that are on the app's type scale (`typography.textStyles`).
    public static func styles(onScale textStyles: [String]) -> [(style: String, size: Double)] {
        table.filter { textStyles.contains($0.style) }
    }
}
