import DesignRules
import JSONSupport

/// A SARIF 2.1.0 log of the findings, for code-scanning services.
struct SARIFScanFormatter: ScanFormatter {
    func format(_ result: ScanResult) -> String {
        let results = result.findings.map { SARIFLog.Result(path: $0.path, finding: $0.finding) }
        let log = SARIFLog(
            toolName: DesignDebtTool.name, toolVersion: DesignDebtTool.version,
            informationURI: DesignDebtTool.informationURI, rules: SARIFLog.Rule.catalogue, results: results)
        return JSONWriter(pretty: true).string(log.json)
    }
}
