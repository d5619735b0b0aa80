/// Why a Swift file is left out of a scan.
public enum SkipReason: String, Sendable, CaseIterable, Comparable {
    /// Inside `.build`, `DerivedData`, `Pods`, `Carthage`, `SourcePackages`, `.git`, `node_modules`.
    case vendored
    /// Named like generated code (`*+Generated.swift`, `*.generated.swift`, `Generated/`).
    case generatedName = "generated-name"
    /// Its header says it is generated (SwiftGen, Sourcery, "DO NOT EDIT", ...).
    case generatedHeader = "generated-header"
    /// A test file (`Tests/` folders, `*Tests.swift`).
    case test
    /// In a watchOS target's folder (`WatchApp/`, `MyWatch Extension/`): another platform with
    /// its own type scale and a black face, outside the design rules' iOS scope.
    case watchOS = "watchos"
    /// Debug, QA, example or gallery code (`Debug/`, `QA Features/`, `DebugMenuView.swift`):
    /// screens for the team, not the shipped design.
    case debug
    /// Outside the configuration's include globs or inside its exclude globs.
    case excluded
    /// Under an Xcode project's folder but compiled by none of its targets (nor by a package): a
    /// module dropped from the build, not shipped code (`BuildGraph.isUnbuilt`).
    case unbuilt
    /// A symbolic link: its target is scanned where it lives, if inside the tree.
    case symlink
    /// Larger than the size cap: generated data, not hand-written design.
    case tooLarge = "too-large"
    /// Contains NUL bytes.
    case binary
    /// Not valid UTF-8.
    case notUTF8 = "not-utf8"
    /// Could not be read.
    case unreadable

    /// Left out of the design rules' count, but built into what ships (a watch app, generated
    /// code, a configured exclusion): the views such a file makes ship. Tests, debug screens and
    /// unbuilt modules do not.
    public var isShippedCode: Bool {
        switch self {
        case .vendored, .generatedName, .generatedHeader, .watchOS, .excluded, .tooLarge: true
        case .test, .debug, .unbuilt, .symlink, .binary, .notUTF8, .unreadable: false
        }
    }

    public static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
        let order = SkipReason.allCases
        return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
    }
}
