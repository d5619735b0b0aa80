/// An Apple platform a target builds for.
public enum Platform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The setting's name in a project or an `.xcconfig`.
    public var deploymentSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The name in `SDKROOT` and `SUPPORTED_PLATFORMS` (`iphoneos`, `macosx`).
    public var sdkName: String {
        switch self {
        case .iOS: "iphoneos"
        case .macOS: "macosx"
        case .tvOS: "appletvos"
        case .watchOS: "watchos"
        case .visionOS: "xros"
        }
    }

    /// The name in a `Package.swift` (`.iOS(.v15)`) and in `#if os(...)`.
    public var packageName: String { self == .visionOS ? "visionOS" : rawValue }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .iOS: 0
        case .macOS: 1
        case .tvOS: 2
        case .watchOS: 3
        case .visionOS: 4
        }
    }
}

/// A system version, `15`, `16.4`, `10.15`, compared part by part.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let parts: [Int]

    public init(_ parts: Int...) {
        self.parts = parts
    }

    /// `15.0`, `10_15`, `16.4`; nil for a variable (`$(RECOMMENDED_...)`) or anything else.
    public init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
        self.parts = parts.compactMap { $0 }
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        let count = max(lhs.parts.count, rhs.parts.count)
        for index in 0..<count {
            let a = index < lhs.parts.count ? lhs.parts[index] : 0
            let b = index < rhs.parts.count ? rhs.parts[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(significantParts)
    }

    /// `15`, `16.4`: trailing zeros dropped.
    public var description: String {
        significantParts.map(String.init).joined(separator: ".")
    }

    /// The parts without trailing zeros: `15.0` and `15` are one version.
    private var significantParts: [Int] {
        var trimmed = parts
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        return trimmed
    }
}
