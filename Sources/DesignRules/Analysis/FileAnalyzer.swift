import BuildGraph
import SwiftLexer

/// What the analysis found in one file.
public struct FileAnalysis: Sendable {
    public var sites: [ScaleSite]
    public var findings: [Finding]
    /// The file is SwiftUI code (it imports SwiftUI, a module that re-exports it, or
    /// nothing at all); colours elsewhere are UIKit's, AppKit's or a model's, not judged.
    public var isSwiftUICode: Bool
    /// Findings a `// designdebt:disable` comment suppressed, per rule id: not reported, but
    /// counted, so a suppression cannot hide a trend.
    public var suppressed: [String: Int]
    /// Findings whose advice needs a newer system than the code's oldest supported one
    /// (`Finding.blocker`): listed apart, never counted as debt.
    public var blocked: [Finding]

    public init(
        sites: [ScaleSite], findings: [Finding], isSwiftUICode: Bool = true, suppressed: [String: Int] = [:],
        blocked: [Finding] = []
    ) {
        self.sites = sites
        self.findings = findings
        self.isSwiftUICode = isSwiftUICode
        self.suppressed = suppressed
        self.blocked = blocked
    }
}

/// Runs the inventory and every enabled rule over one file's bytes.
public struct FileAnalyzer: Sendable {
    /// The configuration files are judged by: the given one with the app's scale steps adopted.
    public let config: Configuration
    /// What the whole app defines, found before any file is judged (`ProjectTokens.discover`).
    public let project: ProjectTokens
    /// The platforms and oldest systems a file is judged with when its own are not given: the
    /// context most of the app's files share.
    public let build: BuildContext
    private let rules: [any Rule]
    private let tables: ScannerTables
    /// What the enabled rules read beyond what every analysis finds.
    let needs: RuleNeeds
    private let phrases: CopyPhrases
    /// Rules another enabled rule supersedes at the same site, by the superseding rule's id.
    private let supersededBy: [String: Set<String>]

    public init(config: Configuration, project: ProjectTokens = .none, build: BuildContext = .unknown) {
        // Files are judged against the app's own scales: its tokens' steps or the configured ones.
        let config = config.judgingScales(of: project)
        self.config = config
        self.project = project
        self.build = build
        self.rules = RuleCatalog.all.filter { config.isEnabled($0.description.id) }
        self.tables = ScannerTables(config: config, project: project)
        self.needs = rules.reduce(into: RuleNeeds()) { $0.formUnion($1.needs) }
        self.phrases = CopyPhrases(config)
        self.supersededBy = Dictionary(
            uniqueKeysWithValues: rules.compactMap { rule in
                rule.description.supersedes.isEmpty ? nil : (rule.description.id, rule.description.supersedes)
            })
    }

    /// Drops each finding another rule's finding at the same site supersedes (`supersedes`):
    /// one cause is one row. `findings` is sorted by position.
    private func removeSuperseded(_ findings: inout [Finding]) {
        guard findings.count > 1, !supersededBy.isEmpty else { return }
        var kept: [Finding] = []
        var start = 0
        while start < findings.count {
            var end = start + 1
            while end < findings.count, findings[end].line == findings[start].line,
                findings[end].column == findings[start].column
            {
                end += 1
            }
            let site = findings[start..<end]
            let superseded = site.reduce(into: Set<String>()) { $0.formUnion(supersededBy[$1.ruleID] ?? []) }
            kept += site.filter { !superseded.contains($0.ruleID) }
            start = end
        }
        findings = kept
    }

    /// Analyzes Swift source bytes, built as `build` says (else as most of the app's files are).
    public func analyze(_ bytes: [UInt8], build: BuildContext? = nil) -> FileAnalysis {
        analyze(SourceFile(bytes: bytes), build: build)
    }

    /// Analyzes a lexed file.
    public func analyze(_ file: SourceFile, build: BuildContext? = nil) -> FileAnalysis {
        let landmarks = Landmarks(file)
        return analyze(
            file, landmarks: landmarks,
            finder: TokenDefinitionFinder(file: file, config: config, landmarks: landmarks), build: build ?? self.build)
    }

    /// Analyzes a file whose token facts were gathered for `ProjectTokens` (with the same configuration).
    public func analyze(_ file: SourceFile, facts: ProjectTokens.FileFacts, build: BuildContext? = nil) -> FileAnalysis
    {
        analyze(file, landmarks: facts.landmarks, finder: facts.finder, build: build ?? self.build)
    }

    private func analyze(
        _ file: SourceFile, landmarks: Landmarks, finder: TokenDefinitionFinder, build: BuildContext
    ) -> FileAnalysis {
        let isSwiftUICode = FileAnalyzer.isSwiftUICode(file, landmarks: landmarks, modules: project.swiftUIModules)
        var scanner = InventoryScanner(
            file: file, config: config, project: project, isSwiftUICode: isSwiftUICode,
            tables: tables, definitions: finder.found, staticInitializers: finder.staticInitializers,
            landmarks: landmarks)
        scanner.scan()
        let context = RuleContext(
            file: file, sites: scanner.sites, calls: scanner.calls, config: config, project: project,
            isSwiftUICode: isSwiftUICode, fileContext: FileContext(file, landmarks: landmarks),
            watchedNames: landmarks.watchedNames, excluded: scanner.excluded, suppressions: Suppressions(file.bytes),
            typeScopes: TypeScopes(file, landmarks: landmarks), declarations: landmarks.declarations,
            place: build.place, needs: needs, phrases: phrases)
        var findings: [Finding] = []
        var lines = LineIndex(file.bytes)
        // Found when a rule that needs them first has a hit: most files never do.
        var fallbacks: AvailabilityFallbacks?
        var regions: PlatformRegions?
        let appPlatforms = build.effectivePlatforms
        for rule in rules {
            let description = rule.description
            for hit in rule.check(context) {
                // The fallback of `if #available(iOS 16, *)` where every platform the code builds for
                // starts at iOS 16 or later never runs: code to delete, not debt to fix.
                if !build.minimums.isEmpty {
                    if fallbacks == nil { fallbacks = AvailabilityFallbacks(file) }
                    if let condition = fallbacks?.condition(line: hit.line, column: hit.column) {
                        if regions == nil { regions = PlatformRegions(file, imports: landmarks.imports) }
                        let platforms = regions?.platforms(atLine: hit.line, in: appPlatforms) ?? appPlatforms
                        if condition.isDead(on: platforms, minimums: build.minimums) { continue }
                    }
                }
                var blocker: BuildContext.Blocker?
                let needs = hit.needs ?? description.availability
                if needs != nil || description.platforms != nil {
                    // Where the code builds matters to a rule about some platforms, or to advice
                    // judged against minimums; an app with no build settings and no such rule skips it.
                    var platforms = appPlatforms
                    if description.platforms != nil || !build.minimums.isEmpty {
                        if regions == nil { regions = PlatformRegions(file, imports: landmarks.imports) }
                        platforms = regions?.platforms(atLine: hit.line, in: appPlatforms) ?? appPlatforms
                    }
                    // A rule about a platform the code never builds for has nothing to say there.
                    if let only = description.platforms, only.isDisjoint(with: platforms) { continue }
                    if let availability = needs {
                        if fallbacks == nil { fallbacks = AvailabilityFallbacks(file) }
                        if fallbacks?.contains(line: hit.line, column: hit.column) == true { continue }
                        blocker = build.blocker(of: availability, on: platforms)
                    }
                }
                var finding = Finding(
                    ruleID: description.id, family: description.family,
                    severity: config.severity(of: description.id, default: description.severity),
                    line: hit.line, column: hit.column,
                    characterColumn: lines.characterColumn(ofLine: hit.line, byteColumn: hit.column),
                    message: hit.message, snippet: lines.text(ofLine: hit.line))
                finding.blocker = blocker
                findings.append(finding)
            }
        }
        // A view nothing ships is out of the count as a preview is, whatever a rule read there; so
        // is a `private` declaration nothing in its file uses.
        var unused = scanner.unshippedViews
        if !findings.isEmpty {
            unused += DeadDeclarations.ranges(in: file, touching: Set(findings.map(\.line)))
        }
        if !unused.isEmpty {
            let spans = unused.map { range in
                let first = file.tokens[range.lowerBound]
                let last = file.tokens[range.upperBound - 1]
                return (start: (Int(first.line), Int(first.column)), end: (Int(last.line), Int(last.column)))
            }
            findings.removeAll { finding in
                let at = (finding.line, finding.column)
                return spans.contains { $0.start <= at && at <= $0.end }
            }
        }
        findings.sort { ($0.line, $0.column, $0.ruleID) < ($1.line, $1.column, $1.ruleID) }
        removeSuperseded(&findings)
        // Fingerprinted before suppressing: a suppression does not renumber its neighbours.
        FindingFingerprint.assign(&findings, in: file, scopes: context.typeScopes, lines: &lines)
        var suppressed: [String: Int] = [:]
        if !context.suppressions.isEmpty {
            findings.removeAll { finding in
                guard context.suppressions.suppresses(finding.ruleID, line: finding.line) else { return false }
                suppressed[finding.ruleID, default: 0] += 1
                return true
            }
        }
        // Blocked findings were fingerprinted with the rest, so raising the minimum keeps their identity.
        var blocked: [Finding] = []
        if findings.contains(where: { $0.blocker != nil }) {
            blocked = findings.filter { $0.blocker != nil }
            findings.removeAll { $0.blocker != nil }
        }
        // The inventory counts uses of the scale; definitions of tokens are the scale.
        // Most files define none: then the sites are returned without copying each one.
        return FileAnalysis(
            sites: withoutDefinitions(scanner.sites), findings: findings, isSwiftUICode: isSwiftUICode,
            suppressed: suppressed, blocked: blocked)
    }

    /// `import SwiftUI` (or `@preconcurrency import SwiftUI`, `import struct SwiftUI.Color`), an
    /// import of a module that re-exports it, or no import at all (a file of a module that
    /// re-exports SwiftUI itself needs none); or a view declared (`struct Viewer: View` with a
    /// `some View` body), which compiles only where SwiftUI is seen, through a package that
    /// re-exports it from outside the repository.
    static func isSwiftUICode(_ file: SourceFile, landmarks: Landmarks, modules: Set<String>) -> Bool {
        let imports = landmarks.imports.all
        if imports.isEmpty || imports.contains(where: { $0.module == "SwiftUI" || modules.contains($0.module) }) {
            return true
        }
        return landmarks.declarations.all.contains { $0.namesView(in: file) } && containsBytes(file.bytes, "some View")
    }
}

/// `sites` less the token definitions; the same array, not a copy of each site, when there are none.
func withoutDefinitions(_ sites: [ScaleSite]) -> [ScaleSite] {
    sites.contains { $0.traits.isTokenDefinition } ? sites.filter { !$0.traits.isTokenDefinition } : sites
}

/// Finds the text of a line on demand, building the line table only when a
/// finding needs a snippet.
struct LineIndex {
    let bytes: [UInt8]
    private var starts: [Int]?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The byte offset where each line starts, built on first use.
    private mutating func lineStarts() -> [Int] {
        if let starts { return starts }
        var found = [0]
        forEachNewline(in: bytes) { found.append($0 + 1) }
        starts = found
        return found
    }

    /// The byte offset of a 1-based line and byte column.
    mutating func byteOffset(line: Int, column: Int) -> Int {
        let starts = lineStarts()
        guard line >= 1, line <= starts.count else { return 0 }
        return starts[line - 1] + column - 1
    }

    /// The 1-based column in Unicode scalars of a 1-based byte column: one
    /// per byte that does not continue a multi-byte sequence.
    mutating func characterColumn(ofLine line: Int, byteColumn: Int) -> Int {
        let starts = lineStarts()
        guard line >= 1, line <= starts.count else { return byteColumn }
        let start = starts[line - 1]
        let end = min(start + byteColumn - 1, bytes.count)
        guard start < end else { return byteColumn }
        return bytes[start..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }

    /// The text of 1-based `line` without leading and trailing spaces and tabs.
    mutating func text(ofLine line: Int) -> String {
        let starts = lineStarts()
        guard line >= 1, line <= starts.count else { return "" }
        var start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        // Trimmed on bytes: Foundation's trimmingCharacters costs more than the rule that found the line.
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
