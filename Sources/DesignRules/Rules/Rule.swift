import BuildGraph
import SwiftLexer

/// What a rule is, why it exists and how to fix what it finds, with the
/// examples that pin its behaviour. `↓` in an example marks where a finding
/// must be reported; every example runs in the rule tests.
public struct RuleDescription: Sendable {
    /// `family/name`, kebab case.
    public let id: String
    public let family: Family
    public let severity: Severity
    /// One line, imperative.
    public let title: String
    /// Why, quoting the reference texts.
    public let rationale: String
    public let fix: String
    /// Code that must trigger, with a `↓` before each expected finding.
    public let triggeringExamples: [String]
    /// Code that must not trigger.
    public let nonTriggeringExamples: [String]
    /// The systems the advice needs (`@Observable`: iOS 17, macOS 14, ...), when it is newer than
    /// the API it replaces: a finding in code whose oldest supported system lacks it is blocked
    /// (listed apart, not debt until the minimum is raised), and the `else` of an
    /// `if #available` (code kept for older systems) is not reported.
    public let availability: Availability?
    /// The platforms the rule is about (Dynamic Type: iOS, watchOS, visionOS); nil for every one.
    /// Code built for none of them is not judged by it.
    public let platforms: Set<Platform>?
    /// On only when `designdebt.json` enables it (or `--enable-all-rules`): a rule whose findings
    /// teams do not agree are debt, or one not yet measured right often enough on apps it was
    /// not written against.
    public let isOptIn: Bool
    /// Its findings judged by hand on apps held out from its tuning (docs/Development.md,
    /// "Measuring precision"): what earns a rule its place among the defaults (90% or more).
    public let measured: Measured?
    /// Rules whose finding at the same site this rule's fix settles too (`color/literal` over
    /// `color/uicolor` on `UIColor(red:...)`): one cause, one row. Only this rule's is kept.
    public let supersedes: Set<String>

    public init(
        id: String, family: Family, severity: Severity = .warning, title: String, rationale: String, fix: String,
        availability: Availability? = nil, platforms: Set<Platform>? = nil, isOptIn: Bool = false,
        measured: Measured? = nil, supersedes: Set<String> = [], triggeringExamples: [String],
        nonTriggeringExamples: [String]
    ) {
        self.measured = measured
        self.supersedes = supersedes
        self.availability = availability
        self.platforms = platforms
        self.isOptIn = isOptIn
        self.id = id
        self.family = family
        self.severity = severity
        self.title = title
        self.rationale = rationale
        self.fix = fix
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// How many of a rule's findings were judged true by hand, of how many checked.
public struct Measured: Sendable, Equatable {
    public let judgedTrue: Int
    public let checked: Int

    public init(_ judgedTrue: Int, of checked: Int) {
        self.judgedTrue = judgedTrue
        self.checked = checked
    }

    /// `94% of 17`.
    public var description: String {
        "\(checked == 0 ? 0 : Int((Double(judgedTrue) * 100 / Double(checked)).rounded()))% of \(checked)"
    }
}

/// A lint rule. Rules read a lexed file and its inventory; they never touch
/// the file system or the store.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    /// What the rule reads beyond the tokens, sites and mentions every analysis finds: worked out
    /// for a file only when an enabled rule needs it.
    var needs: RuleNeeds { get }
    func check(_ context: RuleContext) -> [RuleHit]
}

extension Rule {
    public var needs: RuleNeeds { [] }
}

/// Facts about a file only some rules read (`Rule.needs`).
public struct RuleNeeds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The string literals a user reads (`RuleContext.visibleStrings`), and the phrase lists of
    /// the copy settings to find in them.
    public static let visibleStrings = RuleNeeds(rawValue: 1 << 0)
}

/// Where a rule fired and what it says there.
public struct RuleHit: Sendable, Equatable {
    public let line: Int
    public let column: Int
    public let message: String
    /// What this site's advice needs when it is more than the rule's (`RuleDescription.availability`):
    /// the same replacement can need a newer overload in one place than in another.
    public var needs: Availability?

    public init(line: Int, column: Int, message: String, needs: Availability? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.needs = needs
    }
}

/// Everything a rule may read about one file. A class: forty rules read it, and a value this
/// size was copied and destroyed whole, its every array and set retained and released, once
/// more per file than the analysis needs.
public final class RuleContext: Sendable {
    public let file: SourceFile
    public let sites: [ScaleSite]
    public let calls: NotableCalls
    public let config: Configuration
    /// What the whole app defines: its tokens, for messages and for whether `raw-literal` speaks.
    public let project: ProjectTokens
    /// The file is SwiftUI code (`FileAnalyzer.isSwiftUICode`), so UIKit types in it are "UIKit in SwiftUI code".
    public let isSwiftUICode: Bool
    /// The sites of each family, token definitions included, then left out: split once,
    /// since a dozen rules each ask for one family and filtering copies every site kept.
    /// At most the five scale families: a search of this array is cheaper than hashing.
    private let sitesByFamily: [(family: Family, all: [ScaleSite], uses: [ScaleSite])]
    /// What the whole file says about its colours and radii.
    let fileContext: FileContext
    /// Each watched name's mentions in shipped SwiftUI code, and their calls.
    let mentionIndex: Mentions
    /// The string literals a user reads (`visibleStrings(in:mentions:)`), found once for the copy rules;
    /// empty when no enabled rule needs them.
    let visibleStrings: [(literal: Int, shownBy: WatchedName)]
    /// The configured phrase lists, matched as sets built once per analyzer.
    let phrases: CopyPhrases
    /// Token ranges that are not shipped design (`ExcludedRegions`): previews and `#if DEBUG`.
    let excluded: [Range<Int>]
    /// The file's `// designdebt:` comments.
    let suppressions: Suppressions
    /// The file's type declarations and what each is for.
    let typeScopes: TypeScopes
    /// The file's type declarations as written: names, headers, bodies.
    let declarations: Declarations
    /// Where the file sits (its module, the targets it can name), when its path is known.
    let place: BuildContext.Place?

    init(
        file: SourceFile, sites: [ScaleSite], calls: NotableCalls, config: Configuration, project: ProjectTokens,
        isSwiftUICode: Bool, fileContext: FileContext, watchedNames: [(name: WatchedName, index: Int)],
        excluded: [Range<Int>], suppressions: Suppressions, typeScopes: TypeScopes, declarations: Declarations,
        place: BuildContext.Place? = nil, needs: RuleNeeds, phrases: CopyPhrases
    ) {
        self.phrases = phrases
        self.place = place
        self.declarations = declarations
        self.excluded = excluded
        let mentions = Mentions(watchedNames, file: file, excluded: excluded, typeScopes: typeScopes)
        mentionIndex = mentions
        self.typeScopes = typeScopes
        self.fileContext = fileContext
        self.suppressions = suppressions
        self.file = file
        self.sites = sites
        self.calls = calls
        self.config = config
        self.project = project
        self.isSwiftUICode = isSwiftUICode
        var families: [Family] = []
        var all: [[ScaleSite]] = []
        for site in sites {
            if let slot = families.firstIndex(of: site.family) {
                all[slot].append(site)
            } else {
                families.append(site.family)
                all.append([site])
            }
        }
        // Most families of most files hold no definition: then both lists are one array.
        sitesByFamily = zip(families, all).map { ($0, $1, withoutDefinitions($1)) }
        visibleStrings =
            needs.contains(.visibleStrings) ? RuleContext.visibleStrings(in: file, mentions: mentions) : []
    }

    /// A hit at token `index`.
    public func hit(at index: Int, _ message: String) -> RuleHit {
        let token = file.tokens[index]
        return RuleHit(line: Int(token.line), column: Int(token.column), message: message)
    }

    /// A hit at a site.
    public func hit(at site: ScaleSite, _ message: String) -> RuleHit {
        RuleHit(line: site.line, column: site.column, message: message)
    }

    /// The sites of one family that use the scale (token definitions left out).
    public func sites(_ family: Family) -> [ScaleSite] {
        sitesByFamily.first { $0.family == family }?.uses ?? []
    }

    /// The sites of one family, token definitions included: for rules about
    /// behaviour (Dynamic Type, never-ending motion) that a definition can break too.
    public func sitesIncludingDefinitions(_ family: Family) -> [ScaleSite] {
        sitesByFamily.first { $0.family == family }?.all ?? []
    }
}
