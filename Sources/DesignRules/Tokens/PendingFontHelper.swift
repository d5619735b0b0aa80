/// A function of the app's that is a fixed-size font helper if what it hands a parameter to is one,
/// or if the type scale it asks is the app's: `static func font(_ style: BNFontStyle) -> Font {
/// Font(uiFont(style)) }` in one file, `uiFont(_:)` in another, and the scale it reads
/// (`style.config.size`) in a third. A file's facts keep it as written; the project's token pass
/// settles it once every file's helpers and tables are known (`resolving`).
public struct PendingFontHelper: Sendable, Hashable {
    /// A type scale asked by name: `fontSize(of:)`, or the property `config.size` of a step; for a
    /// property, the type of the value asked (`font.size` of a `font: ExtendedUIFont`), whose own
    /// constants may be the scale (`FontSizeTable.valueTables`).
    public struct Table: Sendable, Hashable {
        public let name: String
        public let label: String?
        public let isProperty: Bool
        public var owner: String?

        /// Whether `table` is this one.
        func names(_ table: FontSizeTable) -> Bool {
            guard table.label == label, table.isProperty == isProperty else { return false }
            return table.name == name || owner.map { table.name == $0 + "." + name } ?? false
        }
    }

    /// What a parameter is handed to: a function or type called with it under `label` (inside
    /// `Font(...)` or not), or a type scale asked for its size.
    public enum Target: Sendable, Hashable {
        case helper(name: String, label: String?, madeIntoFont: Bool)
        case table(Table)
    }

    /// One parameter handed on: the label the function's callers give it, whether its name says
    /// it is a size (`font(of size:)` beside `font(of style:)`), and to what.
    public struct Hand: Sendable, Hashable {
        public let label: String?
        public let namesASize: Bool
        public let target: Target
        /// The number the function's parameter is given by default (`size: CGFloat = 14`).
        public var defaultSize: Double?
    }

    public let name: String
    /// It returns a view, or is a `ViewModifier` type.
    public let isModifier: Bool
    public let makesUIKitFont: Bool
    public let isModifierType: Bool
    /// In the order the body writes them; the first that settles makes the helper.
    public let hands: [Hand]

    /// What the function returns, as a helper would.
    private var returns: FixedFontHelper.Returns {
        isModifier ? .view : makesUIKitFont ? .uiKitFont : .font
    }

    /// The most links of a chain settled: a design module's wrapper, its modifier type, its view
    /// extension, its `Font` helper and its UIKit font are five.
    static let longestChain = 8

    /// The helpers `pending` are, given the app's `helpers` and `tables`, and those made of them in
    /// turn, until no more settle.
    static func resolving(
        _ pending: [PendingFontHelper], helpers: Set<FixedFontHelper>, tables: Set<FontSizeTable>
    ) -> Set<FixedFontHelper> {
        var helpers = helpers
        var byName = Dictionary(grouping: helpers, by: \.name)
        var remaining = pending
        for _ in 0..<longestChain where !remaining.isEmpty {
            let settled = remaining.map { $0.helper(helpers: byName, tables: tables) }
            guard settled.contains(where: { $0 != nil }) else { break }
            for helper in settled.compactMap({ $0 }) where helpers.insert(helper).inserted {
                byName[helper.name, default: []].append(helper)
            }
            remaining = zip(remaining, settled).filter { $0.1 == nil }.map(\.0)
        }
        return helpers
    }

    /// The helper this is through its first hand that settles, if any does.
    private func helper(helpers: [String: [FixedFontHelper]], tables: Set<FontSizeTable>) -> FixedFontHelper? {
        for hand in hands {
            let steps: [String: Double]
            switch hand.target {
            case .table(let asked):
                guard let table = tables.first(where: asked.names) else { continue }
                steps = table.sizes
            case .helper(let name, let label, let madeIntoFont):
                // A helper given a size where its name says size, one given a step where it does not.
                let called = (helpers[name] ?? []).filter {
                    $0.label == label && $0.fits(returns: returns, madeIntoFont: madeIntoFont)
                }.sorted()
                guard let first = called.first else { continue }
                steps = (called.first { $0.steps.isEmpty == hand.namesASize } ?? first).steps
            }
            if isModifierType, hand.label == nil { continue }
            return FixedFontHelper(
                name: name, label: hand.label, isModifier: isModifier, makesUIKitFont: makesUIKitFont, steps: steps,
                isModifierType: isModifierType, defaultSize: steps.isEmpty ? hand.defaultSize : nil)
        }
        return nil
    }
}
