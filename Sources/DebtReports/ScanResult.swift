import BuildGraph
import DesignRules

/// The analysis of one file of a scan.
public struct ScannedFile: Sendable {
    /// Root-relative, `/`-separated.
    public var path: String
    public var bytes: Int
    public var sites: [ScaleSite]
    public var findings: [Finding]
    /// The file is SwiftUI code; colours elsewhere are not judged (see `FileAnalysis`).
    public var isSwiftUICode = true
    /// Findings its `// designdebt:disable` comments suppressed, per rule id.
    public var suppressed: [String: Int] = [:]
    /// Findings whose advice needs a newer system than the app supports (`Finding.blocker`).
    public var blocked: [Finding] = []

    public init(path: String, _ analysis: FileAnalysis, bytes: Int) {
        self.path = path
        self.bytes = bytes
        self.sites = analysis.sites
        self.findings = analysis.findings
        self.isSwiftUICode = analysis.isSwiftUICode
        self.suppressed = analysis.suppressed
        self.blocked = analysis.blocked
    }
}

/// A working-tree scan: every counted file's sites and findings, and what was left out.
public struct ScanResult: Sendable {
    public var root: String
    public var files: [ScannedFile]
    /// Skipped Swift files by reason; a vendored directory counts once.
    public var skipped: [SkipReason: Int]
    public var configSource: String
    public var config: Configuration = .defaults
    /// The tokens the app defines, gathered before any file was judged.
    public var project: ProjectTokens = .none
    /// The platforms and oldest systems the app builds for.
    public var build: BuildContext = .unknown
    /// The projects' targets: each file is judged with the platforms and minimums of those that build it.
    public var targets: [BuildGraph.Target] = []

    public init(
        root: String, files: [ScannedFile], skipped: [SkipReason: Int], configSource: String,
        config: Configuration = .defaults, project: ProjectTokens = .none
    ) {
        self.root = root
        self.files = files
        self.skipped = skipped
        self.configSource = configSource
        self.config = config
        self.project = project
    }

    /// Files that are not SwiftUI code (UIKit, AppKit, models): their colours are not judged.
    public var nonSwiftUIFiles: Int { files.count { !$0.isSwiftUICode } }

    /// What a reader needs to know about what was not reported, one sentence each.
    public var notes: [String] {
        var notes: [String] = []
        for (family, ruleID, noun) in [
            (Family.spacing, "spacing/raw-literal", "spacings"), (.radius, "radius/raw-literal", "radii"),
        ]
        where config.isEnabled(ruleID) && config.numeric(family)?.hasScale == true
            && !project.hasTokens(family, config: config)
        {
            let literals = files.reduce(0) { total, file in
                total + file.sites.count { $0.family == family && $0.kind == .literal && $0.onScale == true }
            }
            guard literals > 0 else { continue }
            notes.append(
                "No \(family.rawValue) tokens found: the \(literals) literal \(noun) on the scale are not reported as raw; off-scale values still are. Name your tokens' namespaces in designdebt.json if they live outside this tree."
            )
        }
        // A project read wrongly shows as most of the app left out: said, not reported as a part.
        if let unbuilt = skipped[.unbuilt], unbuilt > files.count {
            notes.append(
                "\(unbuilt) Swift files are left out as unbuilt (no target of the Xcode projects here compiles them), against \(files.count) scanned: if the app builds them, its project file was misread."
            )
        }
        let uiKit = nonSwiftUIFiles
        if uiKit > 0 {
            notes.append(
                "\(uiKit) \(uiKit == 1 ? "file does" : "files do") not import SwiftUI (UIKit, AppKit or model code): \(uiKit == 1 ? "its" : "their") colours are left out of the colour rules."
            )
        }
        return notes
    }

    /// The numeric families' scales as files were judged against them: where each came from,
    /// and for a family with none, the state of its literals (what `init` would start from).
    /// `summaries` are the inventory's (`familySummaries`), which already count the literal
    /// values, most used first: a report that shows both works them out once.
    func scaleStates(from summaries: [FamilySummary]) -> [ScaleState] {
        summaries.compactMap { summary in
            let family = summary.family
            guard family == .spacing || family == .radius, let settings = config.numeric(family) else { return nil }
            var covered = 0
            var covering = 0
            for entry in summary.histogram where Double(covered) < Double(summary.literals) * 0.8 {
                covered += entry.count
                covering += 1
            }
            return ScaleState(
                family: family, source: settings.source,
                steps: settings.hasScale ? settings.scale.values : [],
                grid: settings.hasScale ? settings.scale.grid : nil,
                literalSites: summary.literals, distinctValues: summary.distinctLiterals, coveringValues: covering)
        }
    }

    /// Findings whose advice the app's oldest supported system cannot take, with their file.
    public var blockedFindings: [(path: String, finding: Finding)] {
        files.flatMap { file in file.blocked.map { (file.path, $0) } }
    }

    /// Blocked findings by the minimum that would make them payable (`iOS 17`), most first,
    /// each with its rules and their counts.
    public var blockedByRaise: [(raise: String, count: Int, rules: [(rule: String, count: Int)])] {
        var byRaise: [String: [String: Int]] = [:]
        for (_, finding) in blockedFindings {
            guard let blocker = finding.blocker else { continue }
            byRaise[blocker.raise, default: [:]][finding.ruleID, default: 0] += 1
        }
        return byRaise.map { raise, rules in
            let list = rules.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { (rule: $0.key, count: $0.value) }
            return (raise, list.reduce(0) { $0 + $1.count }, list)
        }.sorted { ($1.count, $0.raise) < ($0.count, $1.raise) }
    }

    /// Suppressed findings per rule id, by rule id.
    public var suppressedByRule: [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files { for (rule, count) in file.suppressed { counts[rule, default: 0] += count } }
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// All findings with their file, in path, line, column order.
    public var findings: [(path: String, finding: Finding)] {
        files.flatMap { file in file.findings.map { (file.path, $0) } }
    }

    /// All sites with their file.
    public var sites: [(path: String, site: ScaleSite)] {
        files.flatMap { file in file.sites.map { (file.path, $0) } }
    }
}

/// One numeric family's scale in a scan: where it came from, or, with none, how its literals spread.
public struct ScaleState: Sendable, Equatable {
    public var family: Family
    public var source: ScaleSource
    /// The scale's listed values (empty without a scale) and its grid.
    public var steps: [Double]
    public var grid: Double?
    /// Literal sites of the family with a value, and how many distinct values they use.
    public var literalSites: Int
    public var distinctValues: Int
    /// How few of the most used values cover 80% of the literal sites.
    public var coveringValues: Int

    /// One sentence for the scan's summary.
    public var sentence: String {
        let name = family.rawValue
        switch source {
        case .none:
            guard literalSites > 0 else { return "No \(name) scale (no \(name) tokens, none in designdebt.json)." }
            return "No \(name) scale (no \(name) tokens, none in designdebt.json), so no literal is judged off it: "
                + "\(distinctValues) distinct values; the \(coveringValues) most used cover 80% of \(literalSites) "
                + "literal sites. `designdebt init` proposes a scale to declare."
        case .tokens, .configuration:
            let from = source == .tokens ? "the app's tokens" : "designdebt.json"
            var values = steps.map(formatScaleValue).joined(separator: ", ")
            if let grid {
                values = "multiples of \(formatScaleValue(grid))" + (values.isEmpty ? "" : ", and \(values)")
            }
            return "The \(name) scale comes from \(from): \(values)."
        }
    }
}

/// The inventory headline of one family: "27 padding values, 19 spacings, 23 radii".
public struct FamilySummary: Sendable, Equatable {
    public var family: Family
    public var sites = 0
    public var literals = 0
    public var offScale = 0
    public var tokens = 0
    public var expressions = 0
    /// Distinct literal values (numbers, or spellings where there is no number).
    public var distinctLiterals = 0
    /// Distinct spellings of every site ("48 font spellings").
    public var distinctSpellings = 0
    /// Literal values or spellings with their counts, most frequent first.
    public var histogram: [(value: String, count: Int)] = []

    /// Token uses / sites, 0 when there are no sites.
    public var tokenAdoption: Double { sites == 0 ? 0 : Double(tokens) / Double(sites) }

    public static func == (lhs: FamilySummary, rhs: FamilySummary) -> Bool {
        lhs.family == rhs.family && lhs.sites == rhs.sites && lhs.literals == rhs.literals
            && lhs.offScale == rhs.offScale
            && lhs.tokens == rhs.tokens && lhs.expressions == rhs.expressions
            && lhs.distinctLiterals == rhs.distinctLiterals && lhs.distinctSpellings == rhs.distinctSpellings
            && lhs.histogram.map(\.value) == rhs.histogram.map(\.value)
            && lhs.histogram.map(\.count) == rhs.histogram.map(\.count)
    }

    /// Summarizes sites of one family.
    public init(family: Family, sites: some Sequence<ScaleSite>) {
        var tally = Tally(family: family)
        for site in sites where site.family == family { tally.add(site) }
        self = tally.finished
    }

    /// The summaries of `families` over every site of `files`, read in one pass: a large scan
    /// has thousands of sites, and a pass per family copied each of them once per family.
    public static func of(_ families: [Family], in files: [ScannedFile]) -> [FamilySummary] {
        var tallies = families.map(Tally.init)
        for file in files {
            for site in file.sites {
                guard let slot = families.firstIndex(of: site.family) else { continue }
                tallies[slot].add(site)
            }
        }
        return tallies.map(\.finished)
    }

    /// The counts of one family's sites as they are read.
    private struct Tally {
        var summary: FamilySummary
        var counts: [String: Int] = [:]
        var spellings = Set<String>()

        init(family: Family) {
            summary = FamilySummary(family: family)
        }

        mutating func add(_ site: ScaleSite) {
            summary.sites += 1
            spellings.insert(site.text)
            switch site.kind {
            case .literal:
                summary.literals += 1
                if site.onScale == false { summary.offScale += 1 }
                counts[site.value.map(formatScaleValue) ?? site.text, default: 0] += 1
            case .token: summary.tokens += 1
            case .expression: summary.expressions += 1
            }
        }

        /// The summary with its distinct counts and histogram: most used first; of as many uses,
        /// numbers in numeric order (10 before 200), then the rest.
        var finished: FamilySummary {
            var result = summary
            result.distinctLiterals = counts.count
            result.distinctSpellings = spellings.count
            result.histogram = counts.map { (value: $0.key, count: $0.value) }.sorted { lhs, rhs in
                if lhs.count != rhs.count { return lhs.count > rhs.count }
                switch (Double(lhs.value), Double(rhs.value)) {
                case (let left?, let right?) where left != right: return left < right
                case (.some, nil): return true
                case (nil, .some): return false
                default: return lhs.value < rhs.value
                }
            }
            return result
        }
    }

    private init(family: Family) {
        self.family = family
    }
}
