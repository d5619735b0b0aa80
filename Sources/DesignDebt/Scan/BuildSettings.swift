import DesignRules

/// Reads the app's build context from its settings files (`project.pbxproj`, `.xcconfig`,
/// `Package.swift`), wherever they come from: the working tree or a commit's tree. One reading
/// for scan, check, fix and collect, so a rule judges a file alike in all four.
enum BuildSettings {
    /// The deployment scopes of the settings files at `paths`, read with `contents`.
    static func scopes(_ paths: some Sequence<String>, contents: (String) throws -> [UInt8]?) rethrows
        -> DeploymentScopes
    {
        var scopes = DeploymentScopes()
        for path in paths where DeploymentScopes.isSettingsFile(path) {
            if let bytes = try contents(path) { scopes.read(String(decoding: bytes, as: UTF8.self), path: path) }
        }
        return scopes
    }

    /// The app's build context: what its settings say, unless `designdebt.json` says otherwise.
    static func context(_ scopes: DeploymentScopes, config: Configuration) -> BuildContext {
        BuildContext(scopes.app).overridden(by: config.platforms)
    }
}
