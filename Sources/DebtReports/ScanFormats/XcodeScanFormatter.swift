import DesignRules

/// `path:line:col: warning: message [rule]`, a line per finding, for an Xcode
/// build phase. Paths are absolute so Xcode can open them from any directory.
struct XcodeScanFormatter: ScanFormatter {
    func format(_ result: ScanResult) -> String {
        var output = ""
        for (path, finding) in result.findings {
            let fullPath = result.root == "." ? path : result.root + "/" + path
            output +=
                XcodeDiagnostic(
                    path: fullPath, line: finding.line, column: finding.column,
                    level: XcodeDiagnostic.Level(finding.severity), message: finding.message,
                    ruleID: finding.ruleID
                ).text + "\n"
        }
        return output
    }
}
