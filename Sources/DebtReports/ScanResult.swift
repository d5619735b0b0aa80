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

    public init(path: String, _ analysis: FileAnalysis, bytes: Int) {
        self.path = path
        self.bytes = bytes
        self.sites = analysis.sites
        self.findings = analysis.findings
        self.isSwiftUICode = analysis.isSwiftUICode
        self.suppressed = analysis.suppressed
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
        ] where config.isEnabled(ruleID) && !project.hasTokens(family, config: config) {
            let literals = files.reduce(0) { total, file in
                total + file.sites.count { $0.family == family && $0.kind == .literal && $0.onScale == true }
            }
            guard literals > 0 else { continue }
            notes.append(
                "No \(family.rawValue) tokens found: the \(literals) literal \(noun) on the scale are not reported as raw; off-scale values still are. Name your tokens' namespaces in designdebt.json if they live outside this tree."
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
        self.family = family
        var counts: [String: Int] = [:]
        var spellings = Set<String>()
        for site in sites where site.family == family {
            self.sites += 1
            spellings.insert(site.text)
            switch site.kind {
            case .literal:
                literals += 1
                if site.onScale == false { offScale += 1 }
                counts[site.value.map(formatScaleValue) ?? site.text, default: 0] += 1
            case .token: tokens += 1
            case .expression: expressions += 1
            }
        }
        distinctLiterals = counts.count
        distinctSpellings = spellings.count
        histogram = counts.map { (value: $0.key, count: $0.value) }.sorted {
            ($1.count, $0.value) < ($0.count, $1.value)
        }
    }
}
