/// A value of a settings file: an old-style property list (`project.pbxproj`) or the YAML of an
/// XcodeGen `project.yml`, both read as strings, lists and maps.
enum SettingsValue: Sendable, Equatable {
    case string(String)
    case array([SettingsValue])
    case dictionary([String: SettingsValue])

    /// The text of a string; nil for a list or a map.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value at `key` of a map; nil otherwise.
    subscript(key: String) -> SettingsValue? {
        if case .dictionary(let map) = self { return map[key] }
        return nil
    }

    /// The items of a list, or a lone value as a list of one.
    var items: [SettingsValue] {
        if case .array(let list) = self { return list }
        return [self]
    }
}
