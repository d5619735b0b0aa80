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
        /// For a family with no tokens: the grid proposed (the reference's 4 points, or the app's
        /// own step when its values share one), else nil.
        public var grid: Double?
        /// Constants of the family that are no scale (one component's, a private one), listed for
        /// review: `Metrics.inset = 8`.
        public var notAScale: [String] = []

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

    public init(scan: ScanResult) {
        files = scan.files.count
        let components = scan.files.map { $0.path.split(separator: "/", maxSplits: 1) }
        include =
            components.contains { $0.count == 1 }
            ? [] : Set(components.compactMap { $0.first.map { "\($0)/**" } }).sorted()
        swiftUIModules = scan.project.swiftUIModules.sorted()
        let sites = scan.sites.map(\.site).filter { !$0.traits.isTokenDefinition && !$0.traits.isDecorative }
        scales = Family.scaleFamilies.compactMap { family in
            Self.scale(
                family, definitions: scan.project.definitions, scales: scan.project.scaleNamespaces,
                sites: sites.filter { $0.family == family })
        }
    }

    /// The family's tokens when the app has some, else (spacing and radius only: the families with
    /// a numeric scale) its most used literal values.
    ///
    /// With tokens, the default scale stays and learns from them: spacing tokens off the 4-point
    /// grid join its `values` (a library's `13` padding), radius tokens join it by themselves
    /// (the radius scale takes the app's steps); the namespaces are written down either way.
    static func scale(
        _ family: Family, definitions: [TokenDefinition], scales: Set<String>, sites: [ScaleSite]
    ) -> Scale? {
        let literals = sites.filter { $0.kind == .literal }.compactMap(\.value)
        // The app's tokens as scan and fix see them: a step of a scale (a namespace of three
        // steps or more any file can write) for spacing and radius; a colour, font or curve of a
        // namespace holding three of them, or of an extension of the value type. One view's
        // private constant or a component's two are listed for review, never proposed.
        let numeric = family == .spacing || family == .radius
        var perOwner: [String: Int] = [:]
        for definition in definitions where definition.family == family && definition.isVisibleEverywhere {
            perOwner[definition.owner, default: 0] += 1
        }
        let isToken = { (token: TokenDefinition) -> Bool in
            guard token.family == family, token.isVisibleEverywhere else { return false }
            if numeric { return token.isScaleStep && scales.contains(token.owner) }
            return valueTypes.contains(token.owner) || perOwner[token.owner, default: 0] >= 3
        }
        let tokens = definitions.filter(isToken)
        let notAScale = definitions.filter { $0.family == family && !isToken($0) }.map { token in
            token.reference + (token.value.map { " = " + number($0) } ?? "")
        }
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
                literalSites: literals.count, coveredSites: literals.count(where: onScale), notAScale: notAScale)
        }
        guard numeric, !literals.isEmpty else { return nil }
        // A clean scale to adopt, not today's mix written down: a regular grid over the values the
        // app uses. Spacing is every multiple of it (with the half step 2 and 0); radius, the
        // steps of the grid nearest the values used most, five at most.
        let grid = regularGrid(literals)
        func onGrid(_ value: Double) -> Double { max(grid, (value / grid).rounded() * grid) }
        let values: [Double]
        if family == .spacing {
            values = [0, 2]
        } else {
            var counts: [Double: Int] = [:]
            for value in literals where value > 2 { counts[onGrid(value), default: 0] += 1 }
            values = [0] + counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(5).map(\.key).sorted()
        }
        let proposed = DesignRules.Scale(grid: family == .spacing ? grid : nil, values: values)
        return Scale(
            family: family, namespaces: [], tokenValues: [], values: values, noGrid: family != .spacing,
            literalSites: literals.count, coveredSites: literals.count(where: proposed.contains), grid: grid,
            notAScale: notAScale)
    }

    /// The step the app's values share: the reference's 4 points when most of them (60%) are its
    /// multiples, else 5 (a 5, 10, 20 rhythm), else 2, else 4. Nudges of 2 points or less and
    /// negative values are no steps of a rhythm and are left out.
    static func regularGrid(_ literals: [Double]) -> Double {
        let steps = literals.filter { $0 > 2 }
        guard !steps.isEmpty else { return 4 }
        for grid in [4.0, 5, 2] {
            let on = steps.count { ($0 / grid).rounded() * grid == $0 }
            if Double(on) >= 0.6 * Double(steps.count) { return grid }
        }
        return 4
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
            if !scale.noGrid, let grid = scale.grid { keys.append("\"grid\": \(Self.number(grid))") }
            if let values = scale.values { keys.append("\"values\": \(Self.list(values.map(Self.number)))") }
            if !scale.namespaces.isEmpty {
                keys.append("\"namespaces\": \(Self.list(scale.namespaces.map(Self.quoted)))")
            }
            guard !keys.isEmpty else { continue }
            members.append(
                "  // \(comment(scale))\n  \"\(scale.family.rawValue)\": {\n    "
                    + keys.joined(separator: ",\n    ") + "\n  }")
        }
        // Declaring a scale is the team's decision to be judged against it: its rules are turned on.
        let judged = scales.filter { $0.family == .spacing || $0.family == .radius }.flatMap { scale in
            ["\(scale.family.rawValue)/off-scale\": \"warning", "\(scale.family.rawValue)/raw-literal\": \"note"]
        }
        if !judged.isEmpty {
            members.append(
                "  // The scale rules, opt-in until a scale is declared: on for the scales above.\n"
                    + "  \"rules\": {" + judged.map { "\"\($0)\"" }.joined(separator: ", ") + "}")
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
        let grid = scale.grid.map { "a regular \(Self.number($0))-point grid" } ?? "a scale"
        var text =
            "No \(family) tokens found: \(grid) proposed over the values the app uses "
            + "(\(scale.coveredSites) of \(scale.literalSites) literal \(family) values are on it). "
            + "Adjust it, then write it down as tokens."
        if !scale.notAScale.isEmpty {
            text += " Constants that are no scale (review): " + scale.notAScale.prefix(8).joined(separator: ", ") + "."
        }
        return text
    }

    static func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }

    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
}
