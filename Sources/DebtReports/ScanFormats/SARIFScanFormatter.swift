import DesignRules
import JSONSupport

/// A SARIF 2.1.0 log of the findings, for code-scanning services.
struct SARIFScanFormatter: ScanFormatter {
    func format(_ result: ScanResult) -> String {
        let rules = RuleCatalog.all.map { rule in
            let description = rule.description
            return SARIFLog.Rule(
                id: description.id, title: description.title,
                help: description.rationale + "\n\nFix: " + description.fix,
                level: description.severity.rawValue)
        }
        let results = result.findings.map { path, finding in
            SARIFLog.Result(
                ruleID: finding.ruleID, level: finding.severity.rawValue, message: finding.message, path: path,
                line: finding.line, column: finding.characterColumn, snippet: finding.snippet)
        }
        let log = SARIFLog(
            toolName: DesignDebtTool.name, toolVersion: DesignDebtTool.version,
            informationURI: DesignDebtTool.informationURI, rules: rules, results: results)
        return JSONWriter(pretty: true).string(log.json)
    }
}
