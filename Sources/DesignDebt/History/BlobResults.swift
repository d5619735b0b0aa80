import DesignRules
import JSONSupport

/// A blob's analysis in the form the store keeps: its findings and its scale
/// sites as two compact JSON arrays (the `blob_results` columns that the
/// `findings` and `inventory` views unpack), and the rollup counters it adds
/// to a commit. Built on the analysis workers, so the thread that writes
/// SQLite only binds two texts per blob.
struct BlobResults: Sendable {
    let findings: Int
    let sites: Int
    /// `[[rule_id, severity, line, column, message, snippet, fingerprint], ...]`
    let findingRows: String
    /// `[[family, site, kind, value, value_text, on_scale, line, column], ...]`
    let siteRows: String
    let counts: [RollupKey: Int]

    init(_ analysis: FileAnalysis) {
        findings = analysis.findings.count
        sites = analysis.sites.count
        let writer = JSONWriter(pretty: false)
        findingRows = writer.string(
            .array(
                analysis.findings.map { finding in
                    .array([
                        .string(finding.ruleID), .string(finding.severity.rawValue), .number(Double(finding.line)),
                        .number(Double(finding.column)), .string(finding.message), .string(finding.snippet),
                        .string(finding.fingerprint),
                    ])
                }))
        siteRows = writer.string(
            .array(
                analysis.sites.map { site in
                    .array([
                        .string(site.family.rawValue), .string(site.site), .string(site.kind.rawValue),
                        site.value.map { .number($0) } ?? .null, .string(site.text),
                        site.onScale.map { .number($0 ? 1 : 0) } ?? .null, .number(Double(site.line)),
                        .number(Double(site.column)),
                    ])
                }))
        counts = RollupKey.counts(of: analysis)
    }
}
