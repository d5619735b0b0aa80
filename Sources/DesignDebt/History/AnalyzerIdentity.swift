import DesignRules
import JSONSupport

/// What a blob's results depend on besides its bytes: the tool version and
/// analysis revision, the enabled rules with their severities, and the
/// configuration. A blob analyzed under another identity is analyzed again.
public struct AnalyzerIdentity: Sendable, Equatable {
    public let fingerprint: String
    public let toolVersion: String
    /// Enabled rule ids with severities, `id=severity`, comma separated.
    public let ruleIDs: String
    /// The canonical configuration JSON.
    public let config: String

    public init(config: Configuration, toolVersion: String = DesignDebtTool.version) {
        self.toolVersion = toolVersion
        self.ruleIDs = RuleCatalog.all.map(\.description)
            .filter { config.isEnabled($0.id) }
            .map { "\($0.id)=\(config.severity(of: $0.id, default: $0.severity).rawValue)" }
            .joined(separator: ",")
        self.config = JSONWriter(pretty: false).string(config.canonicalJSON)
        var hash = FNV1a()
        hash.add("\(toolVersion)\u{1F}\(DesignDebtTool.analysisRevision)\u{1F}\(ruleIDs)\u{1F}\(self.config)")
        self.fingerprint = hash.hex
    }
}
