import BuildGraph

extension DeploymentTargets {
    /// The first release with `Font.system(_:design:weight:)`.
    private static let systemFontWithWeight = Availability([
        .iOS: OSVersion(16), .tvOS: OSVersion(16), .macOS: OSVersion(13), .watchOS: OSVersion(9),
    ])

    /// The first target older than `Font.system(_:design:weight:)`: the platform, its version
    /// and the file that sets it; nil when every target has it (or none is known).
    public var withoutSystemFontWeight: (platform: Platform, version: String, file: String)? {
        for platform in Platform.allCases {
            guard let found = lowest[platform], let needed = Self.systemFontWithWeight.minimums[platform],
                found.version < needed
            else { continue }
            return (platform, found.version.description, found.file)
        }
        return nil
    }
}
