import DesignRules
import JSONSupport

/// What a blob's results depend on besides its bytes: the tool version and
/// analysis revision, the enabled rules with their severities, the
/// configuration, the tokens the app defines (`ProjectTokens`) and what builds its files
/// (`BuildContexts.canonicalText`). A blob
/// analyzed under another identity is analyzed again.
public struct AnalyzerIdentity: Sendable, Equatable {
    public let fingerprint: String
    public let toolVersion: String
    /// Enabled rule ids with severities, `id=severity`, comma separated.
    public let ruleIDs: String
    /// The canonical configuration JSON.
    public let config: String

    public init(
        config: Configuration, project: ProjectTokens = .none, build: String = BuildContext.unknown.canonicalText,
        unbuilt: String = "",
        toolVersion: String = DesignDebtTool.version
    ) {
        self.toolVersion = toolVersion
        self.ruleIDs = RuleCatalog.all.map(\.description)
            .filter { config.isEnabled($0.id) }
            .map { "\($0.id)=\(config.severity(of: $0.id, default: $0.severity).rawValue)" }
            .joined(separator: ",")
        self.config = JSONWriter(pretty: false).string(config.canonicalJSON)
        var hash = FNV1a()
        hash.add("\(toolVersion)\u{1F}\(DesignDebtTool.analysisRevision)\u{1F}\(ruleIDs)\u{1F}\(self.config)")
        // An app whose tokens change no stored result (none at all, or only components' own
        // constants) keeps the fingerprint it had before tokens counted.
        let tokens = project.canonicalText
        if tokens != ProjectTokens.none.canonicalText { hash.add("\u{1F}\(tokens)") }
        // The platforms and minimums decide which findings apply and which are blocked.
        if build != BuildContext.unknown.canonicalText { hash.add("\u{1F}\(build)") }
        // Files no target builds are left out of every commit (`BuildGraph.isUnbuilt`).
        if !unbuilt.isEmpty { hash.add("\u{1F}unbuilt=\(unbuilt)") }
        self.fingerprint = hash.hex
    }
}
