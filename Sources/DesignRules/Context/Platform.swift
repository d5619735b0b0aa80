/// An Apple platform a target builds for.
public enum Platform: String, Sendable, CaseIterable, Comparable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The setting's name in a project or an `.xcconfig`.
    var deploymentSetting: String {
        switch self {
        case .iOS: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The name in `SDKROOT` and `SUPPORTED_PLATFORMS` (`iphoneos`, `macosx`).
    var sdkName: String {
        switch self {
        case .iOS: "iphoneos"
        case .macOS: "macosx"
        case .tvOS: "appletvos"
        case .watchOS: "watchos"
        case .visionOS: "xros"
        }
    }

    /// The name in a `Package.swift` (`.iOS(.v15)`) and in `#if os(...)`.
    var packageName: String { self == .visionOS ? "visionOS" : rawValue }

    /// The platforms with Dynamic Type, where a fixed text size does not follow the reader's
    /// setting: "Dynamic Type" is an iOS, iPadOS, watchOS and visionOS feature; macOS and tvOS
    /// text does not scale with it.
    public static let dynamicType: Set<Platform> = [.iOS, .watchOS, .visionOS]
    /// The platforms a finger taps, where a control needs a 44-point hit area.
    public static let touch: Set<Platform> = [.iOS, .visionOS]
    /// The platforms with the Bold Text setting.
    public static let boldText: Set<Platform> = [.iOS, .watchOS, .tvOS, .visionOS]

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

/// The systems a rule's advice needs: the first release of each platform with the API it
/// recommends. A platform left out has it (or is not one the advice is about).
public struct Availability: Sendable, Equatable {
    public let minimums: [Platform: OSVersion]

    public init(_ minimums: [Platform: OSVersion]) {
        self.minimums = minimums
    }

    /// The releases of 2021: `foregroundStyle`, `.task`, `.tint`, `Text(_:format:)`, `animation(_:value:)`.
    public static let os2021 = Availability([
        .iOS: OSVersion(15), .macOS: OSVersion(12), .tvOS: OSVersion(15), .watchOS: OSVersion(8),
    ])
    /// The releases of 2022: `NavigationStack`, `scrollIndicators`, `Task.sleep(for:)`.
    public static let os2022 = Availability([
        .iOS: OSVersion(16), .macOS: OSVersion(13), .tvOS: OSVersion(16), .watchOS: OSVersion(9),
    ])
    /// The releases of 2023: `@Observable`, `containerRelativeFrame`, `sensoryFeedback`.
    public static let os2023 = Availability([
        .iOS: OSVersion(17), .macOS: OSVersion(14), .tvOS: OSVersion(17), .watchOS: OSVersion(10),
    ])
    /// The releases of 2024: `Tab`.
    public static let os2024 = Availability([
        .iOS: OSVersion(18), .macOS: OSVersion(15), .tvOS: OSVersion(18), .watchOS: OSVersion(11),
        .visionOS: OSVersion(2),
    ])

    /// `iOS 17, macOS 14, tvOS 17, watchOS 10`: how the catalogue says it.
    public var description: String {
        minimums.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}
