/// The allowed values of one scale family: a grid (every multiple is allowed),
/// explicit values, and the token names that spell some of them.
public struct Scale: Sendable, Equatable {
    /// Every multiple of `grid` is on the scale; nil for a list-only scale.
    public var grid: Double?
    /// Values on the scale besides the grid's multiples.
    public var values: [Double]
    /// Token names and the values they stand for (`Space.md` = 12).
    public var tokens: [NamedValue]

    public init(grid: Double?, values: [Double], tokens: [NamedValue] = []) {
        self.grid = grid
        self.values = values
        self.tokens = tokens
    }

    /// True when `value` is a grid multiple or a listed value.
    public func contains(_ value: Double) -> Bool {
        if values.contains(value) { return true }
        guard let grid, grid > 0 else { return false }
        let steps = value / grid
        return steps == steps.rounded()
    }

    /// The nearest value on the scale; ties go up, as the codemod rule of
    /// the design-system reference says: "nearest 4-point step, TIES GO UP
    /// (6→8, not 4): rounding down tightens a third of the app".
    public func nearest(to value: Double) -> Double? {
        var candidates = values
        if let grid, grid > 0 {
            candidates.append((value / grid).rounded(.down) * grid)
            candidates.append((value / grid).rounded(.up) * grid)
        }
        return nearestTiesUp(candidates, to: value) { $0 }
    }

    /// The first token that stands for `value`.
    public func token(for value: Double) -> String? {
        tokens.first { $0.value == value }?.name
    }
}

/// The element whose `value` is nearest `target`; of two as near, the larger. Ties go up
/// wherever designdebt rounds (a scale's step, a token, a text style): "rounding down tightens a
/// third of the app by two points at once".
func nearestTiesUp<T>(_ elements: some Sequence<T>, to target: Double, value: (T) -> Double) -> T? {
    elements.min { a, b in
        let distanceA = abs(value(a) - target)
        let distanceB = abs(value(b) - target)
        return distanceA != distanceB ? distanceA < distanceB : value(a) > value(b)
    }
}

/// A name and the number it stands for.
public struct NamedValue: Sendable, Equatable {
    public var name: String
    public var value: Double
    /// The SwiftPM module only whose own files can write it (an `internal` token of a package);
    /// nil when any file can (a `public` token, one in the app's target, a configured one).
    public var module: String?
    /// The targets that build the file defining it; empty for a configured token or when the
    /// project does not say.
    public var targets: Set<String> = []

    public init(_ name: String, _ value: Double, module: String? = nil, targets: Set<String> = []) {
        self.name = name
        self.value = value
        self.module = module
        self.targets = targets
    }
}

/// Formats a scale value the way a Swift literal would be written: `8`, `17.5`.
public func formatScaleValue(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e12 { return String(Int64(value)) }
    return String(value)
}
