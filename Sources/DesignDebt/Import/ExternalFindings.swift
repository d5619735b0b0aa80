import DesignRules
import JSONSupport

/// What another linter reported, read from its own output: SwiftLint's JSON reporter, or any
/// SARIF 2.1.0 log. Each run of a SARIF log is the tool its driver names.
public enum ExternalFindingsFormat: String, Sendable, CaseIterable {
    case swiftlintJSON = "swiftlint-json"
    case sarif

    /// One finding as the tool wrote it: the path as it printed it, its rule id and severity
    /// mapped to designdebt's (docs/check.md).
    struct Finding: Sendable, Equatable {
        var rule: String
        var severity: Severity
        var path: String
        var line: Int
        var column: Int
        var message: String
        /// The tool's own fingerprint (SARIF `partialFingerprints`), when it gives one; the import
        /// makes one for the others.
        var fingerprint: String?
        /// The code of the line, trimmed, once the import has read it from the commit.
        var snippet = ""
    }

    /// A tool's findings, under the tool's name (`swiftlint`, a SARIF driver's name lower-cased).
    struct Run: Sendable, Equatable {
        var source: String
        var findings: [Finding]
    }

    func parse(_ bytes: [UInt8]) throws(DesignDebtError) -> [Run] {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw DesignDebtError.input("Not JSON (\(error.description)); expected \(rawValue) output.")
        }
        switch self {
        case .swiftlintJSON: return [Run(source: "swiftlint", findings: try Self.swiftlint(root))]
        case .sarif: return try Self.sarif(root)
        }
    }

    /// SwiftLint's `--reporter json`: an array of `{file, line, character, severity, rule_id,
    /// reason, type}`; `character` is null for a whole-line violation.
    static func swiftlint(_ root: JSONValue) throws(DesignDebtError) -> [Finding] {
        guard let items = root.arrayValue else {
            throw DesignDebtError.input("Expected SwiftLint's JSON reporter output: an array of violations.")
        }
        var findings: [Finding] = []
        for (index, item) in items.enumerated() {
            guard let file = item["file"]?.stringValue, let line = item["line"]?.numberValue,
                let rule = item["rule_id"]?.stringValue
            else {
                throw DesignDebtError.input(
                    "Violation \(index + 1) has no file, line or rule_id: not SwiftLint's JSON.")
            }
            let severity: Severity = item["severity"]?.stringValue?.lowercased() == "error" ? .error : .warning
            findings.append(
                Finding(
                    rule: rule, severity: severity, path: file, line: max(1, Int(line)),
                    column: max(1, Int(item["character"]?.numberValue ?? 1)),
                    message: item["reason"]?.stringValue ?? item["type"]?.stringValue ?? rule, fingerprint: nil))
        }
        return findings
    }

    /// SARIF 2.1.0: per run, the driver's name and each result's rule, level (`error`, `warning`,
    /// `note`; `none` reads as a note), message, first location and partial fingerprint.
    static func sarif(_ root: JSONValue) throws(DesignDebtError) -> [Run] {
        guard root["version"]?.stringValue == "2.1.0", let runs = root["runs"]?.arrayValue else {
            throw DesignDebtError.input(
                "Expected a SARIF 2.1.0 log: an object with \"version\": \"2.1.0\" and \"runs\".")
        }
        var result: [Run] = []
        for run in runs {
            let name = run["tool"]?["driver"]?["name"]?.stringValue ?? "sarif"
            var findings: [Finding] = []
            for item in run["results"]?.arrayValue ?? [] {
                let location = item["locations"]?.arrayValue?.first?["physicalLocation"]
                guard let uri = location?["artifactLocation"]?["uri"]?.stringValue else { continue }
                let region = location?["region"]
                let severity: Severity
                switch item["level"]?.stringValue {
                case "error": severity = .error
                case "note", "none": severity = .note
                default: severity = .warning
                }
                var fingerprint: String?
                if case .object(let members)? = item["partialFingerprints"] {
                    fingerprint = members.sorted { $0.0 < $1.0 }.first?.1.stringValue
                }
                findings.append(
                    Finding(
                        rule: item["ruleId"]?.stringValue ?? item["rule"]?["id"]?.stringValue ?? "unknown",
                        severity: severity, path: uri, line: max(1, Int(region?["startLine"]?.numberValue ?? 1)),
                        column: max(1, Int(region?["startColumn"]?.numberValue ?? 1)),
                        message: item["message"]?["text"]?.stringValue ?? "", fingerprint: fingerprint))
            }
            result.append(Run(source: name.lowercased(), findings: findings))
        }
        return result
    }
}
