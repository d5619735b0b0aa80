import BuildGraph

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

    /// Every availability a rule's advice can need: the only releases an analysis compares a
    /// minimum with. A new one joins this list (`RuleExampleTests` checks the catalogue's).
    public static let all: [Availability] = [os2021, os2022, os2023, os2024]

    /// Per platform, the releases an analysis compares minimums with, in order.
    static let thresholds: [Platform: [OSVersion]] = {
        var thresholds: [Platform: Set<OSVersion>] = [:]
        for availability in all {
            for (platform, version) in availability.minimums { thresholds[platform, default: []].insert(version) }
        }
        return thresholds.mapValues { $0.sorted() }
    }()

    /// The highest release of `thresholds` at or below `version` on `platform`: what an analysis
    /// tells a minimum by. `iOS 17.0` and `17.2` are the same to every rule; nil below them all.
    public static func threshold(reachedBy version: OSVersion, on platform: Platform) -> OSVersion? {
        thresholds[platform]?.last { $0 <= version }
    }

    /// `iOS 17, macOS 14, tvOS 17, watchOS 10`: how the catalogue says it.
    public var description: String {
        minimums.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
    }
}

extension Platform {
    /// The platforms with Dynamic Type, where a fixed text size does not follow the reader's
    /// setting: "Dynamic Type" is an iOS, iPadOS, watchOS and visionOS feature; macOS and tvOS
    /// text does not scale with it.
    public static let dynamicType: Set<Platform> = [.iOS, .watchOS, .visionOS]
    /// The platforms a finger taps, where a control needs a 44-point hit area.
    public static let touch: Set<Platform> = [.iOS, .visionOS]
    /// The platforms with the Bold Text setting.
    public static let boldText: Set<Platform> = [.iOS, .watchOS, .tvOS, .visionOS]
}
