import DebtReports
import DesignRules
import Foundation

/// `designdebt init`: scans the app with the defaults and writes the starter configuration
/// beside it; never over an existing one unless asked.
public struct ProjectInit {
    public let root: String
    public let force: Bool

    public init(root: String, force: Bool = false) {
        self.root = root
        self.force = force
    }

    /// What was written, and where.
    public struct Outcome: Sendable {
        public var path: String
        public var starter: StarterConfiguration
        public var replaced: Bool
    }

    public func run(date: String) throws -> Outcome {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw DesignDebtError.input("No folder at '\(root)'.")
        }
        let path = (root as NSString).appendingPathComponent(Configuration.fileName)
        let exists = FileManager.default.fileExists(atPath: path)
        if exists, !force {
            throw DesignDebtError.input("'\(path)' exists already; give --force to replace it.")
        }
        let starter = StarterConfiguration(scan: try WorkingTreeScan(root: root, config: .defaults).run())
        let text = starter.text(date: date)
        // What is written must load: a starter the scanner refuses would be a poor start.
        do {
            _ = try Configuration.parse(Array(text.utf8), file: path)
        } catch {
            throw DesignDebtError.runtime(
                "The starter configuration does not load (\(error.description)); nothing written.")
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw DesignDebtError.runtime("Cannot write '\(path)': \(error.localizedDescription)")
        }
        return Outcome(path: path, starter: starter, replaced: exists)
    }
}
