/// A design token an app writes down for itself: a type-level `static let` or
/// `static var` whose value is a design literal (`static let horizontal: CGFloat = 16`,
/// `static let accent = Color(red: ...)`, `static var title: Font { ... }`).
public struct TokenDefinition: Sendable, Equatable, Comparable {
    /// The enclosing types, outermost first, dotted: `RowInsets`, `Theme.Spacing`, `CGFloat`.
    public var owner: String
    public var name: String
    /// The family the value belongs to, when the value, the type annotation, the
    /// configured namespaces or the names tell it; nil for a bare number nothing places.
    public var family: Family?
    /// The number of a numeric token (`16`), else nil.
    public var value: Double?
    /// A step of the app's scale: its namespace is named for the family (`Spacing`, `Radii`,
    /// `RowInsets`) or configured, not a component's private constant (`Layout.iconPadding`).
    /// Only scale tokens open `raw-literal`, are suggested in messages, and are judged off-scale.
    public var isScaleStep: Bool
    /// Neither it nor a type around it is `private` or `fileprivate`: any file can write it. A
    /// private constant is its file's own choice, never the app's token.
    public var isVisibleEverywhere = true
    /// `public` (or `open`, or in a `public extension`): another module can write it.
    public var isPublic = false
    /// The SwiftPM module that defines it (`Sources/<Module>/...`); nil in an Xcode target's files.
    public var module: String?
    /// The targets that build its file; empty when the project does not say.
    public var targets: Set<String> = []

    public init(owner: String, name: String, family: Family?, value: Double?, isScaleStep: Bool = false) {
        self.owner = owner
        self.name = name
        self.family = family
        self.value = value
        self.isScaleStep = isScaleStep
    }

    /// How code refers to it: `RowInsets.horizontal`, or `.layoutPadding` for a
    /// member added to a value type (`extension CGFloat { static let layoutPadding ... }`).
    public var reference: String {
        TokenDefinitionFinder.valueTypes.contains(owner) ? ".\(name)" : "\(owner).\(name)"
    }

    public static func < (lhs: TokenDefinition, rhs: TokenDefinition) -> Bool {
        (lhs.owner, lhs.name) < (rhs.owner, rhs.name)
    }
}
