/// The targets of an XcodeGen specification (`project.yml`), which generates the Xcode project
/// a tree does not keep: each target's type, platforms (`platform`, a list of them, or
/// `supportedDestinations`), minimums (its `deploymentTarget`, else the project's
/// `options.deploymentTarget`, else a deployment setting of either), source folders and
/// dependencies, with what its `templates` (`targetTemplates`) give it.
enum XcodeGenProject {
    /// The targets of `text`; nil when it is no XcodeGen specification (no `targets` map).
    static func targets(_ text: String) -> [XcodeProject.Target]? {
        var parser = YAMLSubsetParser(text)
        guard let root = parser.parse(), case .dictionary(let targets)? = root["targets"] else { return nil }
        let defaults = minimums(root["options"]?["deploymentTarget"], platforms: Set(Platform.allCases))
            .merging(settingsMinimums(root["settings"])) { options, _ in options }
        return targets.keys.sorted().compactMap { name in
            guard let written = targets[name] else { return nil }
            let spec = withTemplates(written, templates: root["targetTemplates"])
            let type = spec["type"]?.string ?? ""
            if type.contains("test") { return nil }
            let platforms = Self.platforms(spec)
            var own = minimums(spec["deploymentTarget"], platforms: platforms)
            own.merge(settingsMinimums(spec["settings"])) { target, _ in target }
            var found: [Platform: OSVersion] = [:]
            for platform in platforms {
                if let version = own[platform] ?? defaults[platform] { found[platform] = version }
            }
            let folders = (spec["sources"]?.items ?? []).compactMap { source in
                (source.string ?? source["path"]?.string).map(XcodeProject.normalized)
            }
            let dependencies = (spec["dependencies"]?.items ?? []).compactMap { $0["target"]?.string }
            return XcodeProject.Target(
                name: name, kind: kind(type), platforms: platforms, minimums: found, sources: [],
                sourceFolders: folders, dependencies: dependencies)
        }
    }

    /// A target's specification over its templates': its own keys win, its `sources` and
    /// `dependencies` add to theirs, as XcodeGen merges them.
    private static func withTemplates(_ spec: SettingsValue, templates: SettingsValue?) -> SettingsValue {
        guard case .dictionary(var merged) = spec, let names = spec["templates"]?.items.compactMap(\.string),
            !names.isEmpty
        else { return spec }
        for name in names {
            guard case .dictionary(let template)? = templates?[name] else { continue }
            for (key, value) in template {
                if let current = merged[key] {
                    if key == "sources" || key == "dependencies" { merged[key] = .array(value.items + current.items) }
                } else {
                    merged[key] = value
                }
            }
        }
        return .dictionary(merged)
    }

    /// `platform: iOS`, `platform: [iOS, macOS]`, `supportedDestinations: [iOS, macCatalyst]`.
    private static func platforms(_ spec: SettingsValue) -> Set<Platform> {
        var names = (spec["platform"]?.items ?? []).compactMap(\.string)
        names += (spec["supportedDestinations"]?.items ?? []).compactMap(\.string)
        var platforms = Set(names.compactMap(platform(named:)))
        if names.contains("macCatalyst") { platforms.insert(.macOS) }
        return platforms
    }

    private static func platform(named name: String) -> Platform? {
        switch name {
        case "iOS": .iOS
        case "macOS": .macOS
        case "tvOS": .tvOS
        case "watchOS": .watchOS
        case "visionOS": .visionOS
        default: nil
        }
    }

    /// `deploymentTarget: "15.0"` (the target's one platform) or `{iOS: "15.0", macOS: "12.0"}`.
    private static func minimums(_ value: SettingsValue?, platforms: Set<Platform>) -> [Platform: OSVersion] {
        guard let value else { return [:] }
        if let text = value.string, let version = OSVersion(text) {
            return Dictionary(uniqueKeysWithValues: platforms.map { ($0, version) })
        }
        var result: [Platform: OSVersion] = [:]
        if case .dictionary(let map) = value {
            for (name, version) in map {
                if let platform = platform(named: name), let text = version.string, let parsed = OSVersion(text) {
                    result[platform] = parsed
                }
            }
        }
        return result
    }

    /// The deployment settings of `settings:` (`base:` or flat).
    private static func settingsMinimums(_ settings: SettingsValue?) -> [Platform: OSVersion] {
        guard let settings else { return [:] }
        var result: [Platform: OSVersion] = [:]
        for map in [settings, settings["base"]].compactMap({ $0 }) {
            for platform in Platform.allCases {
                if let text = map[platform.deploymentSetting]?.string, let version = OSVersion(text) {
                    result[platform] = version
                }
            }
        }
        return result
    }

    /// XcodeGen's `type`: `application`, `app-extension`, `framework`, `library.static`, ...
    private static func kind(_ type: String) -> XcodeProject.Kind {
        switch type {
        case let type where type.hasPrefix("application") || type.hasSuffix("-app"): .application
        case let type where type.contains("extension"): .appExtension
        case let type where type.contains("framework"): .framework
        case let type where type.hasPrefix("library"): .library
        case "tool": .tool
        default: .other
        }
    }
}
