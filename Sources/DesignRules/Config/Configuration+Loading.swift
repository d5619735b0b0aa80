import BuildGraph
import Foundation
import JSONSupport

/// A configuration file that cannot be used, naming the file and the key.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    /// The dotted key path (`spacing.grid`), or empty for the whole file.
    public let key: String
    public let message: String

    public var description: String {
        key.isEmpty
            ? "Invalid configuration '\(file)': \(message)"
            : "Invalid configuration '\(file)', key '\(key)': \(message)"
    }
}

extension Configuration {
    /// The file name looked up at the scanned root.
    public static let fileName = "designdebt.json"

    /// Reads and validates a configuration file on top of the defaults.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, key: "", message: "No such file or it cannot be read.")
        }
        return try parse([UInt8](data), file: path)
    }

    /// Parses configuration JSON; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> Configuration {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes, allowingComments: true)
        } catch {
            throw ConfigurationError(file: file, key: "", message: "Malformed JSON at \(error)")
        }
        var reader = ConfigReader(file: file)
        return try reader.read(root)
    }
}

/// Walks the JSON tree, checking every key against what the configuration knows.
private struct ConfigReader {
    let file: String

    func fail(_ key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, key: key, message: message)
    }

    func object(_ value: JSONValue, _ key: String, allowed: [String]) throws(ConfigurationError) -> [(
        String, JSONValue
    )] {
        guard case .object(let members) = value else { throw fail(key, "Expected an object, found \(value.typeName).") }
        for (name, _) in members where !allowed.contains(name) {
            let path = key.isEmpty ? name : "\(key).\(name)"
            let hint = nearestWord(to: name, in: allowed).map { " Did you mean '\($0)'?" } ?? ""
            throw fail(path, "Unknown key.\(hint) Known keys: \(allowed.joined(separator: ", ")).")
        }
        return members
    }

    func bool(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> Bool {
        guard let flag = value.boolValue else { throw fail(key, "Expected true or false, found \(value.typeName).") }
        return flag
    }

    func numbers(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [Double] {
        guard let items = value.arrayValue else {
            throw fail(key, "Expected an array of numbers, found \(value.typeName).")
        }
        var result: [Double] = []
        for item in items {
            guard let number = item.numberValue, number >= 0 else {
                throw fail(
                    key,
                    "Expected non-negative numbers, found \(item.typeName == "a number" ? "a negative number" : item.typeName)."
                )
            }
            result.append(number)
        }
        return result
    }

    func strings(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [String] {
        guard let items = value.arrayValue else {
            throw fail(key, "Expected an array of strings, found \(value.typeName).")
        }
        var result: [String] = []
        for item in items {
            guard let text = item.stringValue, !text.isEmpty else {
                throw fail(key, "Expected non-empty strings, found \(item.typeName).")
            }
            result.append(text)
        }
        return result
    }

    mutating func read(_ root: JSONValue) throws(ConfigurationError) -> Configuration {
        var config = Configuration.defaults
        let keys = [
            "include", "exclude", "previews", "tests", "generated", "spacing", "radius", "typography", "motion",
            "color", "copy", "rules", "swiftUIModules", "watchOS", "debug", "goals", "fix", "platforms",
            "enableAllRules",
        ]
        for (key, value) in try object(root, "", allowed: keys) {
            switch key {
            case "include": config.include = try strings(value, key).map(Glob.init)
            case "exclude": config.exclude = try strings(value, key).map(Glob.init)
            case "previews": config.includePreviews = try bool(value, key)
            case "tests": config.includeTests = try bool(value, key)
            case "generated": config.includeGenerated = try bool(value, key)
            case "spacing": config.spacing = try numeric(value, key, base: config.spacing)
            case "radius": config.radius = try numeric(value, key, base: config.radius)
            case "typography": config.typography = try typography(value, key, base: config.typography)
            case "motion": config.motion = try namespaceOnly(value, key, base: config.motion)
            case "color": config.color = try namespaceOnly(value, key, base: config.color)
            case "copy": config.copy = try copy(value, key, base: config.copy)
            case "swiftUIModules": config.swiftUIModules = try strings(value, key)
            case "watchOS": config.includeWatchOS = try bool(value, key)
            case "debug": config.includeDebug = try bool(value, key)
            case "goals": config.goals = try goals(value, key)
            case "fix": config.fix = try fix(value, key)
            case "platforms": config.platforms = try platforms(value, key)
            case "enableAllRules": config.enablesAllRules = try bool(value, key)
            default: config.rules = try rules(value, key)
            }
        }
        return config
    }

    /// `{"limit": 4, "motionTolerance": 0.05}`: non-negative numbers.
    func fix(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> FixSettings {
        var result = FixSettings()
        for (name, item) in try object(value, key, allowed: ["limit", "motionTolerance", "systemFontWithWeight"]) {
            if name == "systemFontWithWeight" {
                result.systemFontWithWeight = try bool(item, "\(key).\(name)")
                continue
            }
            guard let number = item.numberValue, number >= 0, number.isFinite else {
                let found = item.numberValue != nil ? "a negative number" : item.typeName
                throw fail("\(key).\(name)", "Expected a non-negative number, found \(found).")
            }
            if name == "limit" { result.limit = number } else { result.motionTolerance = number }
        }
        return result
    }

    /// `{"iOS": "15.0", "macOS": "12"}`: the platforms the app supports and the oldest system of each.
    func platforms(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [Platform: OSVersion] {
        var result: [Platform: OSVersion] = [:]
        for (name, item) in try object(value, key, allowed: Platform.allCases.map(\.rawValue)) {
            let path = "\(key).\(name)"
            guard let text = item.stringValue ?? item.numberValue.map({ formatScaleValue($0) }),
                let version = OSVersion(text), let platform = Platform(rawValue: name)
            else { throw fail(path, "Expected a version such as \"15.0\", found \(item.typeName).") }
            result[platform] = version
        }
        return result
    }

    func numeric(_ value: JSONValue, _ key: String, base: NumericFamilyConfig) throws(ConfigurationError)
        -> NumericFamilyConfig
    {
        var result = base
        // Read after the loop: an explicit `appSteps` wins over the `grid`/`values` it sits beside.
        var adoptsAppSteps: Bool?
        var declaresSteps = false
        var sourceGiven: ScaleSource?
        for (name, item) in try object(
            value, key, allowed: ["grid", "values", "tokens", "namespaces", "rawLiteralExempt", "appSteps", "source"])
        {
            let path = "\(key).\(name)"
            switch name {
            case "grid":
                if item == .null {
                    result.scale.grid = nil
                } else {
                    guard let grid = item.numberValue, grid > 0 else {
                        throw fail(path, "Expected a positive number or null.")
                    }
                    result.scale.grid = grid
                }
                result.adoptsAppSteps = false
                declaresSteps = true
            case "values":
                result.scale.values = try numbers(item, path)
                result.adoptsAppSteps = false
                declaresSteps = true
            case "tokens":
                var tokens: [NamedValue] = []
                for (token, number) in try object(item, path, allowed: objectKeys(item)) {
                    guard let number = number.numberValue else { throw fail("\(path).\(token)", "Expected a number.") }
                    tokens.append(NamedValue(token, number))
                }
                result.scale.tokens = tokens
            case "namespaces": result.namespaces = try strings(item, path)
            case "rawLiteralExempt": result.rawLiteralExempt = try numbers(item, path)
            case "source":
                // Written by the canonical form: the scale as declared (`configuration`) or not.
                guard let text = item.stringValue, let source = ScaleSource(rawValue: text) else {
                    throw fail(path, "Expected \"configuration\", \"tokens\" or \"none\".")
                }
                sourceGiven = source
            default: adoptsAppSteps = try bool(item, path)
            }
        }
        if let adoptsAppSteps { result.adoptsAppSteps = adoptsAppSteps }
        if result.scale.grid == nil && result.scale.values.isEmpty {
            throw fail(key, "A scale needs a grid or at least one value.")
        }
        // Tokens alone declare a scale of their values; a grid or values declare it as written.
        if let sourceGiven {
            result.source = sourceGiven
        } else if declaresSteps {
            result.source = .configuration
        } else if !result.scale.tokens.isEmpty {
            result.scale = Scale(
                grid: nil, values: Array(Set([0] + result.scale.tokens.map(\.value))).sorted(),
                tokens: result.scale.tokens)
            result.adoptsAppSteps = true
            result.source = .configuration
        }
        return result
    }

    func typography(_ value: JSONValue, _ key: String, base: TypographyConfig) throws(ConfigurationError)
        -> TypographyConfig
    {
        var result = base
        for (name, item) in try object(value, key, allowed: ["textStyles", "namespaces"]) {
            let path = "\(key).\(name)"
            if name == "namespaces" {
                result.namespaces = try strings(item, path)
                continue
            }
            let styles = try strings(item, path)
            for style in styles where !Configuration.platformTextStyles.contains(style) {
                let hint =
                    nearestWord(to: style, in: Configuration.platformTextStyles).map { " Did you mean '\($0)'?" } ?? ""
                throw fail(path, "Unknown text style '\(style)'.\(hint)")
            }
            result.textStyles = styles
        }
        return result
    }

    func namespaceOnly(_ value: JSONValue, _ key: String, base: NamespaceConfig) throws(ConfigurationError)
        -> NamespaceConfig
    {
        var result = base
        for (_, item) in try object(value, key, allowed: ["namespaces"]) {
            result.namespaces = try strings(item, "\(key).namespaces")
        }
        return result
    }

    /// `{"fillerWords": [...], "placeholderNames": [...]}`: each list given replaces the default, lower-cased.
    func copy(_ value: JSONValue, _ key: String, base: CopyConfig) throws(ConfigurationError) -> CopyConfig {
        var result = base
        for (name, item) in try object(value, key, allowed: ["fillerWords", "placeholderNames"]) {
            let words = try strings(item, "\(key).\(name)").map { $0.lowercased() }
            if words.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                throw fail("\(key).\(name)", "Expected words or phrases, found an empty string.")
            }
            if name == "fillerWords" { result.fillerWords = words } else { result.placeholderNames = words }
        }
        return result
    }

    /// `"rule/id": "off" | "note" | "warning" | "error"` or `{"enabled": Bool, "severity": String}`.
    func rules(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [String: RuleSetting] {
        let known = RuleCatalog.all.map { $0.description.id }
        var result: [String: RuleSetting] = [:]
        for (ruleID, setting) in try object(value, key, allowed: objectKeys(value)) {
            let path = "\(key).\(ruleID)"
            guard known.contains(ruleID) else {
                let hint = nearestWord(to: ruleID, in: known).map { " Did you mean '\($0)'?" } ?? ""
                throw fail(path, "Unknown rule.\(hint) 'designdebt rules' lists them.")
            }
            switch setting {
            case .string("off"):
                result[ruleID] = RuleSetting(enabled: false, severity: nil)
            case .string(let level):
                guard let severity = Severity(rawValue: level) else {
                    throw fail(path, "Expected \"off\", \"note\", \"warning\" or \"error\", found '\(level)'.")
                }
                result[ruleID] = RuleSetting(enabled: true, severity: severity)
            case .object:
                var rule = RuleSetting(enabled: true, severity: nil)
                for (name, item) in try object(setting, path, allowed: ["enabled", "severity"]) {
                    if name == "enabled" {
                        rule.enabled = try bool(item, "\(path).enabled")
                    } else {
                        guard let level = item.stringValue, let severity = Severity(rawValue: level) else {
                            throw fail("\(path).severity", "Expected \"note\", \"warning\" or \"error\".")
                        }
                        rule.severity = severity
                    }
                }
                result[ruleID] = rule
            default:
                throw fail(path, "Expected a severity string or an object, found \(setting.typeName).")
            }
        }
        return result
    }

    /// `"spacing/off-scale": {"target": 0, "by": "2027-03-31"}`: a rule, a family or `total`.
    func goals(_ value: JSONValue, _ key: String) throws(ConfigurationError) -> [Goal] {
        let known = ["total"] + Family.allCases.map(\.rawValue) + RuleCatalog.all.map(\.description.id)
        var result: [Goal] = []
        for (name, setting) in try object(value, key, allowed: objectKeys(value)) {
            let path = "\(key).\(name)"
            guard known.contains(name) else {
                let hint = nearestWord(to: name, in: known).map { " Did you mean '\($0)'?" } ?? ""
                throw fail(path, "Expected a rule, a family or 'total'.\(hint)")
            }
            var target: Int?
            var date: String?
            for (field, item) in try object(setting, path, allowed: ["target", "by"]) {
                if field == "target" {
                    guard let number = item.numberValue, number >= 0, number == number.rounded(), number < 1e9 else {
                        throw fail("\(path).target", "Expected a whole number of findings, 0 or more.")
                    }
                    target = Int(number)
                } else {
                    guard let text = item.stringValue, Goal.isCalendarDate(text) else {
                        throw fail("\(path).by", "Expected a date, YYYY-MM-DD.")
                    }
                    date = text
                }
            }
            guard let target, let date else { throw fail(path, "A goal needs both 'target' and 'by'.") }
            result.append(Goal(key: name, target: target, by: date))
        }
        return result
    }

    func objectKeys(_ value: JSONValue) -> [String] {
        if case .object(let members) = value { return members.map(\.0) }
        return []
    }
}

/// The candidate closest to `word` by edit distance, if close enough to be a typo.
public func nearestWord(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased().utf8)
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(target, Array(candidate.lowercased().utf8))
        if distance <= max(2, target.count / 3), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
}

/// Levenshtein distance between two byte strings.
func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
