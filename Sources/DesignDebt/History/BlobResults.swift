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
    /// `[[rule_id, count], ...]`: the findings suppression comments silenced, by rule.
    let suppressedRows: String
    /// `[[rule_id, needs, line, column, message, snippet, fingerprint], ...]`: the findings the
    /// app's oldest supported system blocks (`Finding.blocker`), with the minimum each needs.
    let blockedRows: String
    /// The rollup counters it adds, each key once (``RollupKey/tally(of:)``).
    let counts: [(key: RollupKey, count: Int)]

    init(_ analysis: FileAnalysis) {
        findings = analysis.findings.count
        sites = analysis.sites.count
        // Sized from the bench history's averages (about 185 bytes a finding, 60 a site), so a
        // blob's rows are seldom copied to grow.
        var rows = JSONRows(capacity: analysis.findings.count * 192)
        for finding in analysis.findings { rows.add(finding, second: finding.severity.rawValue) }
        findingRows = rows.text()
        rows = JSONRows(capacity: analysis.sites.count * 64)
        for site in analysis.sites {
            rows.beginRow()
            rows.add(site.family.rawValue)
            rows.add(site.site)
            rows.add(site.kind.rawValue)
            rows.add(site.value)
            rows.add(site.text)
            rows.add(site.onScale.map { $0 ? 1 : 0 })
            rows.add(site.line)
            rows.add(site.column)
        }
        siteRows = rows.text()
        rows = JSONRows(capacity: analysis.suppressed.count * 32)
        for (rule, count) in analysis.suppressed.sorted(by: { $0.key < $1.key }) {
            rows.beginRow()
            rows.add(rule)
            rows.add(count)
        }
        suppressedRows = rows.text()
        rows = JSONRows(capacity: analysis.blocked.count * 192)
        for finding in analysis.blocked { rows.add(finding, second: finding.blocker?.raise ?? "") }
        blockedRows = rows.text()
        counts = RollupKey.tally(of: analysis)
    }
}

/// A JSON array of arrays written straight into bytes: no `JSONValue` tree
/// per finding and site.
private struct JSONRows {
    private var bytes: [UInt8] = []
    private var rows = 0
    /// Whether the next value is the first of its row.
    private var rowIsEmpty = true

    init(capacity: Int) {
        bytes.reserveCapacity(capacity + 2)
        bytes.append(UInt8(ascii: "["))
    }

    mutating func beginRow() {
        bytes.append(contentsOf: (rows == 0 ? "[" : "],[").utf8)
        rows += 1
        rowIsEmpty = true
    }

    private mutating func separate() {
        if !rowIsEmpty { bytes.append(UInt8(ascii: ",")) }
        rowIsEmpty = false
    }

    mutating func add(_ text: String) {
        separate()
        JSONWriter.quote(text, into: &bytes)
    }

    mutating func add(_ number: Int?) {
        separate()
        if let number { JSONWriter.appendInteger(number, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }

    mutating func add(_ number: Double?) {
        separate()
        if let number { JSONWriter.appendNumber(number, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
    }

    /// A finding's row: `[rule_id, second, line, column, message, snippet, fingerprint]`, the
    /// second field its severity (`finding_rows`) or the minimum it needs (`blocked_rows`).
    mutating func add(_ finding: Finding, second: String) {
        beginRow()
        add(finding.ruleID)
        add(second)
        add(finding.line)
        add(finding.column)
        add(finding.message)
        add(finding.snippet)
        add(finding.fingerprint)
    }

    /// The array, closed.
    consuming func text() -> String {
        bytes.append(contentsOf: (rows == 0 ? "]" : "]]").utf8)
        return String(decoding: bytes, as: UTF8.self)
    }
}
