import DebtReports
import DebtStore

/// Whose findings a report reads: designdebt's own (the default), one imported tool's
/// (`designdebt ingest`), or all of them together.
public enum FindingSource: Sendable, Equatable {
    case designdebt
    case imported(String)
    case all

    /// `designdebt`, `all`, or a tool's name as `ingest` stored it.
    public init(_ name: String) {
        switch name {
        case "designdebt": self = .designdebt
        case "all": self = .all
        default: self = .imported(name.lowercased())
        }
    }

    var isImportedOnly: Bool { if case .imported = self { true } else { false } }

    /// Whether an import of `source` counts.
    func includes(imported source: String) -> Bool {
        switch self {
        case .designdebt: false
        case .imported(let name): name == source
        case .all: true
        }
    }
}

/// One import of another tool's findings: which tool, at which commit.
struct ImportInfo: Equatable {
    var id: Int64
    var source: String
    var commit: CommitInfo
    var findings: Int
}

/// Imported findings, read as snapshots: a tool's findings at a commit are those of its last
/// import at or before that commit (a CI job that imports on some commits only still has a
/// value everywhere after its first import).
extension HistoryReader {
    /// The imports of `source`'s tools, oldest first; a usage error naming the tools there are
    /// when a named tool has none.
    func imports(of source: FindingSource) throws -> [ImportInfo] {
        guard source != .designdebt else { return [] }
        let all = try rows("imports").map { row in
            ImportInfo(
                id: row.int("id") ?? 0, source: row.text("source") ?? "", commit: Self.commitInfo(row),
                findings: Int(row.int("findings") ?? 0))
        }
        let chosen = all.filter { source.includes(imported: $0.source) }
        if case .imported(let name) = source, chosen.isEmpty {
            let names = Set(all.map(\.source)).sorted()
            throw DesignDebtError.input(
                "No findings of '\(name)' were imported on '\(branch)'"
                    + (names.isEmpty
                        ? "; import some with 'designdebt ingest'." : ". Imported: \(names.joined(separator: ", ")).")
            )
        }
        return chosen
    }

    /// Per tool, its last import at or before position `seq`.
    func latestImports(_ imports: [ImportInfo], at seq: Int) -> [ImportInfo] {
        var latest: [String: ImportInfo] = [:]
        for item in imports where item.commit.seq <= seq { latest[item.source] = item }
        return latest.values.sorted { $0.source < $1.source }
    }

    /// The findings of one import, rule ids prefixed with the tool's name.
    func importedFindings(_ item: ImportInfo) throws -> [FindingInfo] {
        try rows("imported-findings", [":import": .integer(item.id)]).map(Self.findingInfo)
    }

    /// Every finding of `source` at position `seq`: designdebt's, the tools' latest snapshots, or both.
    func findings(at seq: Int, source: FindingSource) throws -> [FindingInfo] {
        var findings = source.isImportedOnly ? [] : try findings(at: seq)
        for item in latestImports(try imports(of: source), at: seq) {
            findings += try importedFindings(item)
        }
        return source == .all
            ? findings.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) } : findings
    }
}
