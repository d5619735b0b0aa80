/// A group of rules and, for the five scale families, of inventory sites.
public enum Family: String, Sendable, CaseIterable, Comparable {
    case spacing, radius, typography, motion, color
    /// Deprecated or discouraged SwiftUI API.
    case api
    case a11y
    /// Visible text.
    case copy
    case perf
    case arch
    /// Findings about designdebt's own comments: a suppression naming no rule.
    case meta

    /// The families with a design scale and inventory sites, in report order.
    public static let scaleFamilies: [Family] = [.spacing, .radius, .typography, .motion, .color]

    public static func < (lhs: Family, rhs: Family) -> Bool {
        let order = Family.allCases
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}

/// How loudly a finding speaks. Maps to SARIF `level` and Xcode diagnostics.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        let order = Severity.allCases
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}

/// How a scale site spells its value.
public enum ValueKind: String, Sendable, CaseIterable {
    /// A number or literal written in place: `.padding(12)`, `Color(red: 1, green: 0, blue: 0)`.
    case literal
    /// A design-system token or a platform semantic value: `Space.md`, `.headline`, `.secondary`.
    case token
    /// Anything else: a variable, arithmetic, a ternary.
    case expression
}
