import BuildGraph

/// Scale settings of a family measured against numbers (spacing, radius).
public struct NumericFamilyConfig: Sendable, Equatable {
    public var scale: Scale
    /// Type names whose members are tokens of this family (`Space` in `Space.md`).
    public var namespaces: [String]
    /// On-scale literals that `raw-literal` does not report (0 means "none").
    public var rawLiteralExempt: [Double]
    /// The steps the app writes down (constants in a namespace named for the family) join
    /// the scale. True for radius by default: the reference asks for "a documented system",
    /// and an app's own radius steps are one. False for spacing: "every space step divisible
    /// by 4" is a rule of the scale itself, so a step off the grid is the debt. A configured
    /// `grid` or `values` is the scale as the team wants it, and turns this off.
    public var adoptsAppSteps = false
    /// Where the scale files are judged against comes from; `.none` until `designdebt.json`
    /// declares one (`grid`, `values` or `tokens`) or `Configuration.judgingScales(of:)` finds the
    /// app's tokens. The defaults' `scale` is the reference's, offered by `init`, never imposed.
    public var source = ScaleSource.none

    /// True when literals can be judged on or off a scale.
    public var hasScale: Bool { source != .none }
}

/// Where a family's scale comes from: the app's decisions, never the tool's.
public enum ScaleSource: String, Sendable, Equatable {
    /// `designdebt.json` declares it.
    case configuration
    /// The app's own tokens: the steps of a namespace of three or more (`ProjectTokens`).
    case tokens
    /// Neither: the family has no scale, and no literal is off one.
    case none
}

/// Typography settings.
public struct TypographyConfig: Sendable, Equatable {
    /// Text styles on the app's type scale.
    public var textStyles: [String]
    public var namespaces: [String]
}

/// Settings of a family measured only by token use (motion, colour).
public struct NamespaceConfig: Sendable, Equatable {
    public var namespaces: [String]
}

/// The words the copy rules look for in visible text, lower case; a list in the file replaces
/// the default one.
public struct CopyConfig: Sendable, Equatable {
    /// Marketing filler ("elevate", "seamless", ...): `copy/filler-words`.
    public var fillerWords: [String]
    /// Stock sample names and filler text ("john doe", "lorem ipsum"): `copy/placeholder-name`.
    public var placeholderNames: [String]

    public init(fillerWords: [String], placeholderNames: [String]) {
        self.fillerWords = fillerWords
        self.placeholderNames = placeholderNames
    }

    /// The reference's lists: "Elevate", "Seamless", "Unleash", "Next-Gen"; "John Doe", "Sarah Chen".
    public static let defaults = CopyConfig(
        fillerWords: [
            "elevate", "seamless", "seamlessly", "unleash", "next-gen", "next-generation", "revolutionize",
            "revolutionary", "supercharge", "game-changer", "game-changing", "cutting-edge", "empower", "effortlessly",
            "unlock your", "take it to the next level", "world-class", "best-in-class", "synergy",
        ],
        placeholderNames: [
            "john doe", "jane doe", "sarah chen", "john smith", "jane smith", "lorem ipsum", "dolor sit amet",
            "foo bar", "test user", "acme corp",
        ])
}

/// A rule's enablement and severity as the configuration sets them.
public struct RuleSetting: Sendable, Equatable {
    public var enabled: Bool
    public var severity: Severity?

    public init(enabled: Bool, severity: Severity?) {
        self.enabled = enabled
        self.severity = severity
    }
}

/// Everything a scan can be told: scales, token namespaces, which files and
/// code count, and per-rule settings. `designdebt.json` overrides the defaults
/// key by key; see docs/configuration.md.
public struct Configuration: Sendable, Equatable {
    public var spacing: NumericFamilyConfig
    public var radius: NumericFamilyConfig
    public var typography: TypographyConfig
    public var motion: NamespaceConfig
    public var color: NamespaceConfig
    /// The copy rules' word lists.
    public var copy = CopyConfig.defaults
    /// When non-empty, only paths matching one of these are scanned.
    public var include: [Glob]
    public var exclude: [Glob]
    /// Count code inside `#Preview` and `PreviewProvider` bodies.
    public var includePreviews: Bool
    /// Count test files (`Tests/` folders, `*Tests.swift`).
    public var includeTests: Bool
    /// Count generated files (by name or header).
    public var includeGenerated: Bool
    /// Count files in watchOS targets' folders (`WatchApp/`, `... Watch Extension/`).
    public var includeWatchOS = false
    /// Count debug, QA, example and gallery code (`Debug/`, `QA Features/`, `Examples/`,
    /// `DebugMenuView.swift`): screens for the team, not the shipped design.
    public var includeDebug = false
    /// Per-rule settings by rule id.
    public var rules: [String: RuleSetting]
    /// Run every rule, the opt-in ones too (`--enable-all-rules`).
    public var enablesAllRules = false
    /// The platforms and oldest systems the app supports, when `designdebt.json` says so
    /// (`"platforms": {"iOS": "15.0"}`): then the project's settings are not read.
    public var platforms: [Platform: OSVersion] = [:]
    /// Modules whose import brings SwiftUI (a design-system target that re-exports it):
    /// files importing one of them are SwiftUI code. Modules that say
    /// `@_exported import SwiftUI` under `Sources/<Module>/` are found without it.
    public var swiftUIModules: [String] = []
    /// Targets for the findings of a rule, a family or in total, each by a date. They change
    /// no finding, so they are no part of the analyzer's identity (`canonicalJSON`).
    public var goals: [Goal] = []
    /// How far `designdebt fix` may round. It changes no finding either.
    public var fix = FixSettings()

    /// The eleven platform text styles, in size order.
    public static let platformTextStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption", "caption2",
    ]

    /// The defaults of the design-system reference: spacing on 4-point steps
    /// plus the half step 2 (0 is "none", 44 the touch target is a step too),
    /// five radii, eight text styles, and token namespaces named as the
    /// reference's `Views/Design/` files name them.
    public static let defaults = Configuration(
        spacing: NumericFamilyConfig(
            scale: Scale(grid: 4, values: [0, 2]), namespaces: ["Space", "Spacing"], rawLiteralExempt: [0]),
        radius: NumericFamilyConfig(
            scale: Scale(grid: nil, values: [0, 4, 8, 12, 16, 24]), namespaces: ["Radii", "Radius"],
            rawLiteralExempt: [0], adoptsAppSteps: true),
        typography: TypographyConfig(
            // Every text style the platform has, until the app names its type scale: no scale is imposed.
            textStyles: Configuration.platformTextStyles,
            namespaces: ["Typography"]),
        motion: NamespaceConfig(namespaces: ["Motion"]),
        color: NamespaceConfig(namespaces: ["Palette", "Colors", "Theme"]),
        include: [], exclude: [], includePreviews: false, includeTests: false, includeGenerated: false, rules: [:])

    /// The settings of `family` when it is numeric.
    public func numeric(_ family: Family) -> NumericFamilyConfig? {
        switch family {
        case .spacing: return spacing
        case .radius: return radius
        default: return nil
        }
    }

    /// This configuration with each numeric family's scale as the app decided it: the one
    /// `designdebt.json` declares (with the app's steps added where it adopts them), else the
    /// steps of the app's own tokens (and 0), else none. What a file is judged against.
    public func judgingScales(of project: ProjectTokens) -> Configuration {
        var result = self
        for family in [Family.spacing, .radius] {
            guard var settings = numeric(family) else { continue }
            let steps = project.numericTokens(family, config: self).map(\.value)
            if settings.source == .configuration {
                if settings.adoptsAppSteps {
                    let added = steps.filter { !settings.scale.contains($0) }
                    settings.scale.values = Array(Set(settings.scale.values + added)).sorted()
                }
            } else if !steps.isEmpty {
                settings.scale = Scale(
                    grid: nil, values: Array(Set([0] + steps)).sorted(), tokens: settings.scale.tokens)
                settings.source = .tokens
            } else {
                settings.source = .none
            }
            if family == .spacing { result.spacing = settings } else { result.radius = settings }
        }
        return result
    }

    /// The token namespaces of a family.
    public func namespaces(_ family: Family) -> [String] {
        switch family {
        case .spacing: return spacing.namespaces
        case .radius: return radius.namespaces
        case .typography: return typography.namespaces
        case .motion: return motion.namespaces
        case .color: return color.namespaces
        default: return []
        }
    }

    /// True when the configuration names token namespaces of `family` other than the
    /// defaults: the app says it has tokens there.
    public func declaresNamespaces(_ family: Family) -> Bool {
        namespaces(family) != Configuration.defaults.namespaces(family) && !namespaces(family).isEmpty
    }

    /// True when the rule runs: as the config says, else on unless it is opt-in
    /// (`RuleDescription.isOptIn`) and not every rule was asked for.
    public func isEnabled(_ ruleID: String) -> Bool {
        rules[ruleID]?.enabled ?? (enablesAllRules || !RuleCatalog.optInIDs.contains(ruleID))
    }

    /// The rule's severity after overrides.
    public func severity(of ruleID: String, default fallback: Severity) -> Severity {
        rules[ruleID]?.severity ?? fallback
    }
}

/// A goal: at most `target` findings of `key` (a rule, a family or `total`) by the date `by`.
public struct Goal: Sendable, Equatable {
    public var key: String
    public var target: Int
    /// `YYYY-MM-DD`.
    public var by: String

    public init(key: String, target: Int, by: String) {
        self.key = key
        self.target = target
        self.by = by
    }

    /// `YYYY-MM-DD` naming a real day (a leap day only in a leap year): what `by` and every
    /// date option take.
    public static func isCalendarDate(_ text: String) -> Bool {
        guard text.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil else { return false }
        let parts = text.split(separator: "-").compactMap { Int($0) }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...12).contains(month) && (1...days[month - 1]).contains(day)
    }
}

/// `designdebt fix`'s limits, from the `fix` section of `designdebt.json`.
public struct FixSettings: Sendable, Equatable {
    /// A literal farther than this from every step with a token is left for a person, in points.
    public var limit = FixOptions.defaultLimit
    /// How far a literal curve's parameters may be from a `Motion` token's and still become it.
    public var motionTolerance = FixOptions.defaultMotionTolerance
    /// Write `.system(.footnote, weight: .bold)` (true) or `.footnote.weight(.bold)` (false)
    /// whatever the deployment targets say; nil decides by them.
    public var systemFontWithWeight: Bool?

    public init() {}
}
