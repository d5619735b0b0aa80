/// The targets of an Xcode project (`project.pbxproj`) with the platforms each builds for and
/// the oldest system of each. A target's build settings override its project's, so a project
/// that says iOS 16 while its app target says iOS 17 builds for iOS 17; `SUPPORTED_PLATFORMS`
/// (else `SDKROOT`) says which platforms a target builds for, so a `MACOSX_DEPLOYMENT_TARGET`
/// left in an iOS target's settings is not a macOS app. Test bundles are not the shipped app.
public struct XcodeProject: Sendable {
    /// One target: its platforms and the minimum of each (absent when its settings leave it to
    /// an `.xcconfig` or the SDK's default).
    public struct Target: Sendable, Equatable {
        public var name: String
        public var platforms: Set<Platform>
        public var minimums: [Platform: OSVersion]
    }

    public let targets: [Target]
    /// The Swift files the app's targets compile (their sources build phases), relative to the
    /// folder holding the `.xcodeproj`.
    public private(set) var sources: Set<String> = []
    /// Folders whose files the app's targets compile as a whole (Xcode 16's synchronized groups).
    public private(set) var sourceFolders: [String] = []

    /// Reads a `project.pbxproj`; nil when it is not one (not an old-style property list).
    public init?(_ text: String) {
        var parser = OpenStepPlistParser(Array(text.utf8))
        guard case .dictionary(let root) = parser.parse(), case .dictionary(let objects) = root["objects"] else {
            return nil
        }
        func dictionary(_ id: String?) -> [String: OpenStepPlist]? {
            guard let id, case .dictionary(let object) = objects[id] else { return nil }
            return object
        }
        func string(_ object: [String: OpenStepPlist], _ key: String) -> String? {
            if case .string(let text) = object[key] { return text }
            return nil
        }
        func ids(_ object: [String: OpenStepPlist], _ key: String) -> [String] {
            guard case .array(let items) = object[key] else { return [] }
            return items.compactMap { if case .string(let id) = $0 { return id } else { return nil } }
        }
        // Each group's and file's parent, for their paths: a `<group>` path is its parent's plus its own.
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let object) = value else { continue }
            for child in ids(object, "children") { parents[child] = id }
        }
        var pathCache: [String: String?] = [:]
        func path(of id: String) -> String? {
            if let cached = pathCache[id] { return cached }
            guard let object = dictionary(id) else { return nil }
            let own = string(object, "path")
            let result: String?
            switch string(object, "sourceTree") ?? "<group>" {
            case "<group>":
                if let parent = parents[id] {
                    result = path(of: parent).map { base in own.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base }
                } else {
                    result = own ?? ""
                }
            case "SOURCE_ROOT": result = own ?? ""
            default: result = nil  // an SDK's, the build products', an absolute path: not the app's sources
            }
            pathCache[id] = result
            return result
        }
        /// Each configuration's settings, by configuration name, of a configuration list.
        func settings(ofList id: String?) -> [String: [String: String]] {
            guard let list = dictionary(id), case .array(let ids) = list["buildConfigurations"] else { return [:] }
            var result: [String: [String: String]] = [:]
            for case .string(let configurationID) in ids {
                guard let configuration = dictionary(configurationID),
                    case .string(let name) = configuration["name"],
                    case .dictionary(let buildSettings) = configuration["buildSettings"]
                else { continue }
                var flat: [String: String] = [:]
                for (key, value) in buildSettings {
                    if case .string(let text) = value { flat[key] = text }
                }
                result[name] = flat
            }
            return result
        }
        var project: [String: [String: String]] = [:]
        for (_, value) in objects {
            guard case .dictionary(let object) = value, case .string("PBXProject") = object["isa"] else { continue }
            if case .string(let list) = object["buildConfigurationList"] { project = settings(ofList: list) }
        }
        var targets: [Target] = []
        for (_, value) in objects {
            guard case .dictionary(let object) = value, case .string(let isa) = object["isa"],
                isa == "PBXNativeTarget" || isa == "PBXAggregateTarget"
            else { continue }
            if case .string(let type) = object["productType"], type.contains("test") { continue }
            for phase in ids(object, "buildPhases") {
                guard let build = dictionary(phase), string(build, "isa") == "PBXSourcesBuildPhase" else { continue }
                for file in ids(build, "files") {
                    guard let buildFile = dictionary(file), let reference = string(buildFile, "fileRef"),
                        let sourcePath = path(of: reference)
                    else { continue }
                    sources.insert(Self.normalized(sourcePath))
                }
            }
            for group in ids(object, "fileSystemSynchronizedGroups") {
                if let folder = path(of: group) { sourceFolders.append(Self.normalized(folder)) }
            }
            guard case .string(let list) = object["buildConfigurationList"] else { continue }
            let name: String
            if case .string(let text) = object["name"] { name = text } else { name = "" }
            var target = Target(name: name, platforms: [], minimums: [:])
            for (configuration, own) in settings(ofList: list) {
                // The target's settings over the project's of the same configuration.
                let resolved = (project[configuration] ?? [:]).merging(own) { _, target in target }
                let platforms = Self.platforms(resolved)
                target.platforms.formUnion(platforms)
                for platform in platforms {
                    guard let text = resolved[platform.deploymentSetting], let version = OSVersion(text) else {
                        continue
                    }
                    if let known = target.minimums[platform], !(version < known) { continue }
                    target.minimums[platform] = version
                }
            }
            targets.append(target)
        }
        self.targets = targets.sorted { $0.name < $1.name }
    }

    /// `a/./b/../c` as `a/c`; a leading `..` is kept.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// The platforms resolved settings build for: `SUPPORTED_PLATFORMS`, else `SDKROOT`, else
    /// those with a deployment target.
    static func platforms(_ settings: [String: String]) -> Set<Platform> {
        for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
            guard let value = settings[key] else { continue }
            let words = value.split { !$0.isLetter }.map(String.init)
            let named = Set(Platform.allCases.filter { words.contains($0.sdkName) })
            if !named.isEmpty {
                // `SUPPORTS_MACCATALYST = YES`: the iPad app runs on the Mac too.
                return settings["SUPPORTS_MACCATALYST"] == "YES" ? named.union([.macOS]) : named
            }
        }
        return Set(Platform.allCases.filter { settings[$0.deploymentSetting] != nil })
    }
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum OpenStepPlist: Sendable, Equatable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])
}

/// Parses an old-style property list: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `/* */` and `//` comments. Malformed input ends the parse early with what was read.
struct OpenStepPlistParser {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() -> OpenStepPlist? {
        skipSpaceAndComments()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var result: [String: OpenStepPlist] = [:]
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return .dictionary(result) }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(result)
                }
                guard case .string(let key) = parse() else { return .dictionary(result) }
                skipSpaceAndComments()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return .dictionary(result) }
                position += 1
                guard let value = parse() else { return .dictionary(result) }
                result[key] = value
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ";") { position += 1 }
            }
        case UInt8(ascii: "("):
            position += 1
            var result: [OpenStepPlist] = []
            while true {
                skipSpaceAndComments()
                guard position < bytes.count else { return .array(result) }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return .array(result)
                }
                guard let value = parse() else { return .array(result) }
                result.append(value)
                skipSpaceAndComments()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        case UInt8(ascii: "\""):
            position += 1
            var text: [UInt8] = []
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                // `\"` and `\\` keep the escaped byte; other escapes are rare in build settings.
                if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
                text.append(bytes[position])
                position += 1
            }
            position += 1
            return .string(String(decoding: text, as: UTF8.self))
        default:
            let start = position
            while position < bytes.count, Self.isBareByte(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return .string(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    /// Letters, digits and `_$+/:.-`: what an unquoted string may hold.
    private static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    private mutating func skipSpaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count,
                    !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/"))
                {
                    position += 1
                }
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != 0x0A { position += 1 }
            } else {
                return
            }
        }
    }
}
