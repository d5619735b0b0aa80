/// What `fix` may change and how far it may round.
public struct FixOptions: Sendable, Equatable {
    /// The families rewritten; the four with a scale `fix` knows how to pay down.
    public var families: Set<Family>
    /// Only substitutions answering one of these rules (`spacing/off-scale`); empty for all.
    public var rules: Set<String>
    /// A literal farther than this from every step with a token is left for a person, in points.
    public var limit: Double
    /// How far a curve's parameters may be from a `Motion` token's and still become it.
    public var motionTolerance: Double
    /// Write `.system(.footnote, weight: .bold)` (iOS 16, macOS 13); false writes
    /// `.footnote.weight(.bold)`, which every system runs, for an app that supports older ones.
    public var writesSystemFontWithWeight = true
    /// The file is built only into app extensions (a widget, a Live Activity, a notification's
    /// content): the system sizes their space, and text sized for it stays as it is.
    public var drawsInExtension = false

    public static let rewritableFamilies: [Family] = [.spacing, .radius, .typography, .motion]

    public init(
        families: Set<Family> = Set(FixOptions.rewritableFamilies), rules: Set<String> = [],
        limit: Double = FixOptions.defaultLimit, motionTolerance: Double = FixOptions.defaultMotionTolerance
    ) {
        self.families = families
        self.rules = rules
        self.limit = limit
        self.motionTolerance = motionTolerance
    }

    public static let defaultLimit = 4.0
    public static let defaultMotionTolerance = 0.05
}

/// One substitution: the bytes of the original file it replaces and what it writes.
public struct FixEdit: Sendable, Equatable {
    public var family: Family
    /// The rule whose finding the substitution pays: `spacing/off-scale`, `typography/fixed-size`.
    public var rule: String
    /// The inventory's kind of place (`padding`, `stack-spacing`, `font`, `spring`).
    public var site: String
    public var line: Int
    public var column: Int
    /// Byte offsets in the original file; the edit replaces exactly these bytes.
    public var bytes: Range<Int>
    public var before: String
    public var after: String

    public init(
        family: Family, rule: String, site: String, line: Int, column: Int, bytes: Range<Int>, before: String,
        after: String
    ) {
        self.family = family
        self.rule = rule
        self.site = site
        self.line = line
        self.column = column
        self.bytes = bytes
        self.before = before
        self.after = after
    }
}

/// A site `fix` would answer but will not change, and why: a person decides it.
public struct FixLeft: Sendable, Equatable {
    public var family: Family
    public var rule: String
    public var line: Int
    public var column: Int
    /// The site as written.
    public var text: String
    public var reason: String
}

/// What `fix` would do to one file.
public struct FixPlan: Sendable, Equatable {
    public var edits: [FixEdit] = []
    public var left: [FixLeft] = []
    /// Literal sites of a family for which the app has no token: left, and counted, once per family.
    public var withoutTokens: [Family: Int] = [:]

    public init() {}
}
