/// One place in the source where a design-scale value is chosen.
public struct ScaleSite: Sendable, Equatable {
    public var family: Family
    /// What kind of place: `padding`, `stack-spacing`, `corner-radius`, `font`, `spring`, ...
    public var site: String
    public var kind: ValueKind
    /// The numeric value of a literal, when it has one.
    public var value: Double?
    /// The value as written, normalized: whitespace and comments removed,
    /// `.red` and `Color.red` spelled alike, so distinct spellings can be counted.
    public var text: String
    /// Whether the value is on the family's scale: literals are checked
    /// against it, tokens are on it, expressions are unknown (nil).
    public var onScale: Bool?
    public var line: Int
    public var column: Int
    /// Facts rules need beyond the inventory record.
    public var traits: SiteTraits
    /// The index of the site's token in its file (a literal's own token): where `fix` rewrites
    /// it. -1 for a site read back from the store, which keeps no tokens.
    public var anchor: Int

    public init(
        family: Family, site: String, kind: ValueKind, value: Double?, text: String, onScale: Bool?, line: Int,
        column: Int, traits: SiteTraits = SiteTraits(), anchor: Int = -1
    ) {
        self.family = family
        self.site = site
        self.kind = kind
        self.value = value
        self.text = text
        self.onScale = onScale
        self.line = line
        self.column = column
        self.traits = traits
        self.anchor = anchor
    }
}

/// Per-family details of a site that rules read and the inventory does not store.
public struct SiteTraits: Sendable, Equatable {
    /// Typography: the platform text style used (`caption2`), if any.
    public var textStyle: String?
    /// Typography: a sized font that scales with Dynamic Type (`relativeTo:`).
    public var scalesWithDynamicType = false
    /// Typography: the font sizes an SF Symbol (`Image(systemName:).font(.caption2)`), not text.
    public var sizesSymbol = false
    /// Colour: the system colour named (`red`, `black`), if any.
    public var systemColor: String?
    /// Colour: the colour fills a background.
    public var isBackground = false
    /// Colour: a system colour made see-through (`.black.opacity(0.4)`): a scrim or a shade.
    public var isTranslucent = false
    /// Colour: one colour of a gradient that fills a background, not the fill itself.
    public var isGradientStop = false
    /// Colour: a shadow's colour or a mask's content, which no one sees as a colour.
    public var isShadowOrMask = false
    /// Spacing and radius: drawing, not layout: a shape or stack under `.blur(...)` (a glow), a
    /// chart mark's corners. Not judged against the scale.
    public var isDecorative = false
    /// Radius: a corner so large the shape is a capsule (`cornerRadius: 100`, or half its height).
    public var isCapsuleIntent = false
    /// The site defines a token (inside `enum Space { ... }` or `extension Color { ... }`):
    /// it is the scale itself, not a use of it.
    public var isTokenDefinition = false

    public init() {}
}

/// A rule violation at a place in a file.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var family: Family
    public var severity: Severity
    public var line: Int
    /// 1-based, in UTF-8 bytes, as compilers and Xcode count.
    public var column: Int
    /// 1-based, in Unicode scalars, as SARIF's `unicodeCodePoints` counts.
    public var characterColumn: Int
    public var message: String
    /// The source line, trimmed.
    public var snippet: String
    /// Identity across edits (see `FindingFingerprint`); set by the analyzer.
    public var fingerprint = ""
    /// Set when the advice needs a newer system than the app supports: the finding is listed
    /// apart and is not debt until the minimum is raised.
    public var blocker: BuildContext.Blocker?

    public init(
        ruleID: String, family: Family, severity: Severity, line: Int, column: Int, characterColumn: Int? = nil,
        message: String, snippet: String
    ) {
        self.ruleID = ruleID
        self.family = family
        self.severity = severity
        self.line = line
        self.column = column
        self.characterColumn = characterColumn ?? column
        self.message = message
        self.snippet = snippet
    }
}
