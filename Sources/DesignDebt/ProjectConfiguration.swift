import DesignRules
import Foundation

/// The configuration a command runs with: `path` when given (it must load), else
/// `designdebt.json` at `root` when there is one, else the defaults; and where it came from
/// ("defaults" when no file was read).
func loadProjectConfiguration(root: String, path given: String?) throws(DesignDebtError) -> (
    config: Configuration, source: String
) {
    let path = given ?? root + "/" + Configuration.fileName
    guard given != nil || FileManager.default.fileExists(atPath: path) else { return (.defaults, "defaults") }
    do {
        return (try Configuration.load(path: path), path)
    } catch {
        throw DesignDebtError.configuration(error.description)
    }
}
