import DebtReports
import DesignRules
import Foundation

/// The `designdebt.json` that `init` proposes for an app, from a scan of it with the defaults:
/// the design system the code writes down (token namespaces per family and the scale values
/// they define), the folders holding the app, and, for a family with no tokens, a scale made of
/// the values the app already uses most. Written with comments that say where each value came
/// from (the configuration is read as JSON with comments).
public struct StarterConfiguration: Sendable {
    /// One family's proposal.
    public struct Scale: Sendable, Equatable {
        public var family: Family
        /// Types whose static constants are this family's tokens (`Spacing`, `Theme`).
        public var namespaces: [String]
        /// The values the app's tokens define (empty when it has none).
        public var tokenValues: [Double]
        /// What to write as the family's `values`, and whether to write `"grid": null` (a scale
        /// of these values alone); nil: keep the default scale.
        public var values: [Double]?
        public var noGrid: Bool
        /// Literal sites of the family in the scan, and how many are on the proposed scale.
        public var literalSites: Int
        public var coveredSites: Int

        public var fromTokens: Bool { !tokenValues.isEmpty || !namespaces.isEmpty }
    }

    public var files: Int
    /// Folders to include (`App/**`), or none when Swift files sit at the root too.
    public var include: [String]
    public var swiftUIModules: [String]
    public var scales: [Scale]

    /// Value-type owners whose extensions add implicit members (`extension CGFloat { static let
    /// md = 12 }`): their members are tokens, but the type itself is no namespace to configure.
    static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Color", "UIColor", "NSColor", "Font", "UIFont", "Animation",
        "EdgeInsets", "ShapeStyle", "CGSize", "CGPoint", "Edge.Set", "TimeInterval",
    ]

    /// Most values a proposed scale has: more is no scale.
    static let proposedStepLimit = 8
    /// The share of a family's literal sites a proposed scale covers.
    static let proposedCoverage = 0.8

    public init(scan: ScanResult) {
        files = scan.files.count
        let components = scan.files.map { $0.path.split(separator: "/", maxSplits: 1) }
        include =
            components.contains { $0.count == 1 }
            ? [] : Set(components.compactMap { $0.first.map { "\($0)/**" } }).sorted()
        swiftUIModules = scan.project.swiftUIModules.sorted()
        let sites = scan.sites.map(\.site).filter { !$0.traits.isTokenDefinition && !$0.traits.isDecorative }
        scales = Family.scaleFamilies.compactMap { family in
            Self.scale(family, definitions: scan.project.definitions, sites: sites.filter { $0.family == family })
        }
    }

    /// The family's tokens when the app has some, else (spacing and radius only: the families with
    /// a numeric scale) its most used literal values.
    ///
    /// With tokens, the default scale stays and learns from them: spacing tokens off the 4-point
    /// grid join its `values` (a library's `13` padding), radius tokens join it by themselves
    /// (the radius scale takes the app's steps); the namespaces are written down either way.
    static func scale(_ family: Family, definitions: [TokenDefinition], sites: [ScaleSite]) -> Scale? {
        let literals = sites.filter { $0.kind == .literal }.compactMap(\.value)
        // A spacing or radius constant counts when it is a step of the scale (not a component's
        // own `Layout.iconPadding`); every colour, font and animation constant is a token.
        let numeric = family == .spacing || family == .radius
        let tokens = definitions.filter { $0.family == family && ($0.isScaleStep || !numeric) }
        let namespaces = Set(tokens.map(\.owner).filter { !valueTypes.contains($0) && !$0.isEmpty }).sorted()
        let tokenValues = numeric ? Set(tokens.compactMap(\.value)).sorted() : []
        if !tokens.isEmpty {
            guard !namespaces.isEmpty || !tokenValues.isEmpty else { return nil }
            var values: [Double]?
            var onScale: (Double) -> Bool = { _ in true }
            if family == .spacing {
                let defaults = Configuration.defaults.spacing.scale
                let offGrid = tokenValues.filter { !defaults.contains($0) }
                values = offGrid.isEmpty ? nil : Set(defaults.values + offGrid).sorted()
                onScale = { defaults.contains($0) || offGrid.contains($0) }
            } else if family == .radius {
                onScale = { Configuration.defaults.radius.scale.contains($0) || tokenValues.contains($0) }
            }
            return Scale(
                family: family, namespaces: namespaces, tokenValues: tokenValues, values: values, noGrid: false,
                literalSites: literals.count, coveredSites: literals.count(where: onScale))
        }
        guard numeric, !literals.isEmpty else { return nil }
        var counts: [Double: Int] = [:]
        for value in literals { counts[value, default: 0] += 1 }
        var chosen: [Double] = []
        var covered = 0
        for (value, count) in counts.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            guard chosen.count < proposedStepLimit, Double(covered) < proposedCoverage * Double(literals.count)
            else { break }
            chosen.append(value)
            covered += count
        }
        return Scale(
            family: family, namespaces: [], tokenValues: [], values: chosen.sorted(), noGrid: family == .spacing,
            literalSites: literals.count, coveredSites: covered)
    }

    /// The file's text: JSON with `//` comments, every key one the configuration knows.
    public func text(date: String) -> String {
        var members: [String] = []
        if !include.isEmpty {
            members.append(
                "  // The folders holding the app's Swift files (tests, generated and vendored code are skipped anyway).\n"
                    + "  \"include\": \(Self.list(include.map(Self.quoted)))")
        }
        if !swiftUIModules.isEmpty {
            members.append(
                "  // Modules that re-export SwiftUI: importing one makes a file SwiftUI code.\n"
                    + "  \"swiftUIModules\": \(Self.list(swiftUIModules.map(Self.quoted)))")
        }
        for scale in scales {
            var keys: [String] = []
            if scale.noGrid { keys.append("\"grid\": null") }
            if let values = scale.values { keys.append("\"values\": \(Self.list(values.map(Self.number)))") }
            if !scale.namespaces.isEmpty {
                keys.append("\"namespaces\": \(Self.list(scale.namespaces.map(Self.quoted)))")
            }
            guard !keys.isEmpty else { continue }
            members.append(
                "  // \(comment(scale))\n  \"\(scale.family.rawValue)\": {\n    "
                    + keys.joined(separator: ",\n    ") + "\n  }")
        }
        return """
            // designdebt.json, written by `designdebt init` on \(date) from \(files) Swift files.
            // Every key is optional; docs/configuration.md explains each one, and `designdebt rules`
            // lists the rules ("rules": {"rule/id": "off"} turns one off).
            {
            \(members.joined(separator: ",\n"))
            }

            """
    }

    private func comment(_ scale: Scale) -> String {
        let family = scale.family.rawValue
        if scale.fromTokens {
            let values =
                scale.tokenValues.isEmpty
                ? "" : " defining \(scale.tokenValues.map(Self.number).joined(separator: ", "))"
            let place = scale.namespaces.isEmpty ? "" : ", found in \(scale.namespaces.joined(separator: ", "))"
            let numeric = scale.family == .spacing || scale.family == .radius
            let share =
                !numeric || scale.literalSites == 0
                ? "" : "; \(scale.coveredSites) of the \(scale.literalSites) literal \(family) values are on the scale"
            return "The app's \(family) tokens\(values)\(place)\(share)."
        }
        return
            "No \(family) tokens found: a scale proposed from the values the app uses most "
            + "(\(scale.coveredSites) of \(scale.literalSites) literal \(family) values). Adjust it, then write it down as tokens."
    }

    static func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }

    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
