import DesignRules

/// Turns a scan into text for one output format.
public protocol ScanFormatter {
    func format(_ result: ScanResult) -> String
}

/// The formats `designdebt scan --format` accepts.
public enum ScanFormat: String, CaseIterable, Sendable {
    case table, json, xcode, sarif

    public var formatter: any ScanFormatter {
        switch self {
        case .table: return TableScanFormatter()
        case .json: return JSONScanFormatter()
        case .xcode: return XcodeScanFormatter()
        case .sarif: return SARIFScanFormatter()
        }
    }
}

extension ScanResult {
    /// One summary per scale family, in report order.
    public var familySummaries: [FamilySummary] {
        FamilySummary.of(Family.scaleFamilies, in: files)
    }

    /// Finding counts per rule id, in catalogue order, rules with none left out.
    public var findingsByRule: [(rule: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files { for finding in file.findings { counts[finding.ruleID, default: 0] += 1 } }
        return RuleCatalog.all.map(\.description.id).compactMap { id in counts[id].map { (id, $0) } }
    }

    /// Skip counts in a stable order.
    public var skippedByReason: [(reason: SkipReason, count: Int)] {
        skipped.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
