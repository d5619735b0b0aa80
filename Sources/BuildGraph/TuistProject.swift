/// The targets of a Tuist manifest (`Project.swift`), which generates the Xcode project a tree
/// does not keep: each `.target(...)` or `Target(...)` call's name, product, destinations (or
/// older `platform:`), deployment targets (`.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS:
/// "14.0")`, older `.iOS(targetVersion: "15.0", ...)`), source globs (as the folders before
/// their first wildcard) and target dependencies. Read as text: the manifest is Swift, but these
/// arguments are literals in every manifest Tuist documents.
enum TuistProject {
    /// The targets of `text`; nil when it declares none.
    static func targets(_ text: String) -> [XcodeProject.Target]? {
        let bytes = Array(text.utf8)
        var targets: [XcodeProject.Target] = []
        var index = 0
        while let call = nextTargetCall(in: bytes, from: index) {
            index = call.upperBound
            let arguments = String(decoding: bytes[call], as: UTF8.self)
            // A name computed in the manifest (`name: targetName`) is kept as written.
            let written = value(of: "name", in: arguments).trimmingSpaces
            guard let name = firstString(in: written) ?? (written.isEmpty ? nil : String(written)) else { continue }
            let product = value(of: "product", in: arguments)
            if product.contains("Test") { continue }
            let platforms = platforms(
                destinations: String(value(of: "destinations", in: arguments) + value(of: "platform", in: arguments)))
            let minimums = Self.minimums(
                in: value(of: "deploymentTargets", in: arguments) + value(of: "deploymentTarget", in: arguments))
            let folders = strings(in: value(of: "sources", in: arguments)).map { glob in
                XcodeProject.normalized(String(glob.prefix { $0 != "*" && $0 != "{" }))
            }
            // `.target(name: "Widget")`; packages and other projects are not this project's targets.
            let dependencies = value(of: "dependencies", in: arguments).split(separator: ".target(").dropFirst()
                .compactMap { firstString(in: value(of: "name", in: String($0))) }
            targets.append(
                XcodeProject.Target(
                    name: name, kind: kind(product), platforms: platforms.isEmpty ? Set(minimums.keys) : platforms,
                    minimums: minimums, sources: [], sourceFolders: folders, dependencies: dependencies))
        }
        return targets.isEmpty ? nil : targets
    }

    /// The minimums a deployment value states: `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS:
    /// "14.0")`, older `.iOS(targetVersion: "15.0", ...)`.
    private static func minimums(in deployment: Substring) -> [Platform: OSVersion] {
        var minimums: [Platform: OSVersion] = [:]
        for platform in Platform.allCases {
            for marker in [".\(platform.packageName)(", "\(platform.packageName): "] {
                guard let range = deployment.firstRange(of: marker),
                    let version = firstString(in: deployment[range.upperBound...]).flatMap(OSVersion.init)
                else { continue }
                minimums[platform] = version
            }
        }
        return minimums
    }

    /// What a Tuist project's shared helpers (`Tuist/ProjectDescriptionHelpers/*.swift`) give every
    /// manifest that builds its targets with them: the deployment targets and destinations they
    /// declare (`static let deploymentTargets: DeploymentTargets = .iOS("15.5")`, `destinations =
    /// [.iPhone, .iPad]`), as one target the app is built as; nil when they declare none.
    static func helperDefaults(_ text: String) -> XcodeProject.Target? {
        var minimums: [Platform: OSVersion] = [:]
        var platforms = Set<Platform>()
        for line in text.split(whereSeparator: \.isNewline) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let declared = line[..<equals]
            if declared.contains("deploymentTarget") {
                minimums.merge(Self.minimums(in: line[line.index(after: equals)...])) { kept, _ in kept }
            } else if declared.contains("destinations") {
                platforms.formUnion(self.platforms(destinations: String(line[line.index(after: equals)...])))
            }
        }
        guard !minimums.isEmpty else { return nil }
        return XcodeProject.Target(
            name: "", kind: .application, platforms: platforms.union(minimums.keys), minimums: minimums, sources: [],
            sourceFolders: [], dependencies: [])
    }

    /// The byte range of the arguments of the next `.target(` or `Target(` call from `start`.
    private static func nextTargetCall(in bytes: [UInt8], from start: Int) -> Range<Int>? {
        let markers = [Array(".target(".utf8), Array("Target(".utf8)]
        var index = start
        while index < bytes.count {
            for marker in markers where bytes[index...].starts(with: marker) {
                // `Target(` inside a longer name (`makeTarget(`) is another function.
                if marker.first == UInt8(ascii: "T"), index > 0, isNameByte(bytes[index - 1]) { continue }
                let open = index + marker.count
                if let close = closingParenthesis(in: bytes, from: open) { return open..<close }
            }
            index += 1
        }
        return nil
    }

    /// The index of the `)` closing the call whose arguments start at `open`, strings skipped.
    private static func closingParenthesis(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 1
        var index = open
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// The text of the argument labelled `label` at the call's top level, up to the next top-level comma.
    private static func value(of label: String, in arguments: String) -> Substring {
        var depth = 0
        var inString = false
        var start: String.Index?
        var index = arguments.startIndex
        var previous: Character = ","
        while index < arguments.endIndex {
            let character = arguments[index]
            if inString {
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" || character == "[" {
                depth += 1
            } else if character == ")" || character == "]" {
                depth -= 1
            } else if depth == 0, character == "," {
                if let begin = start { return arguments[begin..<index] }
            } else if depth == 0, start == nil, previous == "," || previous == "(" || previous.isWhitespace,
                arguments[index...].hasPrefix(label + ":")
            {
                start = arguments.index(index, offsetBy: label.count + 1)
            }
            if !character.isWhitespace { previous = character }
            index = arguments.index(after: index)
        }
        return start.map { arguments[$0...] } ?? ""
    }

    /// The string literals of `text`, in order.
    private static func strings(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private static func firstString(in text: Substring) -> String? {
        strings(in: text).first
    }

    /// `.iOS`, `[.iPhone, .iPad, .mac]`, `.macOS`, `[.appleWatch]`, `.visionOS`.
    private static func platforms(destinations: String) -> Set<Platform> {
        var platforms = Set<Platform>()
        let words = destinations.split { !$0.isLetter }.map(String.init)
        for word in words {
            switch word {
            case "iOS", "iPhone", "iPad", "iphone", "ipad": platforms.insert(.iOS)
            case "macOS", "mac", "macCatalyst", "macWithiPadDesign": platforms.insert(.macOS)
            case "tvOS", "appleTv": platforms.insert(.tvOS)
            case "watchOS", "appleWatch": platforms.insert(.watchOS)
            case "visionOS", "appleVision": platforms.insert(.visionOS)
            default: break
            }
        }
        return platforms
    }

    /// `.app`, `.appExtension`, `.widgetExtension`, `.framework`, `.staticLibrary`, ...
    private static func kind(_ product: Substring) -> XcodeProject.Kind {
        switch product {
        case let product where product.contains("Extension") || product.contains("appClip"): .appExtension
        case let product where product.contains("app") || product.contains("watch2App"): .application
        case let product where product.contains("ramework"): .framework
        case let product where product.contains("ibrary"): .library
        case let product where product.contains("commandLineTool"): .tool
        default: .other
        }
    }
}
