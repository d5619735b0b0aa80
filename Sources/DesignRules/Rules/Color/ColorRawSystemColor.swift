/// `color/raw-system-color`: a system colour (`.red`, `Color.blue`) used for UI where the app keeps a palette.
public struct ColorRawSystemColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/raw-system-color", family: .color,
        title: "Use semantic or named colours, not raw system colours",
        rationale: """
            "NO raw system colors (Color.red, Color.blue) for UI elements. Use semantic or custom named colors. \
            System colors are acceptable for data visualization where the color itself conveys meaning."
            """,
        fix: "Use a semantic colour (.primary, .secondary, .tint), an asset colour, or a Palette token.",
        isOptIn: true,
        // Colours a computed property returns (`return .orange`), read since revision 68, on corpus apps
        // nobody opened for it: 5 of 28 (status and category colours in apps whose palette has none,
        // white on a filled chip, a colour-name resolver, a debug log's levels).
        measured: Measured(16, of: 73),
        triggeringExamples: [
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(↓.blue)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundColor(↓.red)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nButton(\"a\") { }.tint(↓.green)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet accent = ↓Color.orange",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nCircle().fill(isOn ? ↓.green : ↓.gray)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nfunc tint(_ kind: Kind) -> Color { switch kind { case .error: ↓Color.red; default: .primary } }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(↓.red.opacity(0.5))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nstruct A: View { var body: some View { Text(\"a\").foregroundColor(Color(↓UIColor.red)) } }",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").foregroundStyle(.blue)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(.secondary)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nenum Metric { case likes, boosts\n var tint: Color {\n switch self {\n case .likes: Color.yellow\n case .boosts: Color.teal\n }\n }\n}",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").background(Color(.systemBackground))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(Palette.accent)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(Color(\"BrandPrimary\"))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").background(Color.black)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").padding(.horizontal)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nlet theme = Theme.blue",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").foregroundStyle(.tint)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nColor.clear.frame(height: 1)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").shadow(color: .black.opacity(0.2), radius: 4)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").shadow(color: Color.black, radius: 4)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nImage(\"a\").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nImage(\"a\").mask(Color.black.opacity(0.5))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nText(\"a\").overlay(Color.black.opacity(0.3))",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport Charts\nimport SwiftUI\nlet bar = BarMark(x: .value(\"a\", 1)).foregroundStyle(delta >= 0 ? Color.green : Color.red)",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport UIKit\nlet c = Color.red",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nfunc style(_ v: UIView) { v.layer.shadowColor = UIColor.black.cgColor }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nfunc style() { UITextView.appearance().backgroundColor = .clear; UINavigationBar.appearance().tintColor = .red }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nvar tint: UIColor { isDark ? .white : .black }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nfunc tint() -> UIColor { return UIColor.red }",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nlet border: CGColor = UIColor.red.cgColor",
            "enum Palette { static let ink = Color(\"Ink\"); static let paper = Color(\"Paper\"); static let brand = Color(\"Brand\") }\nimport SwiftUI\nimport UIKit\nlet title = NSAttributedString(string: \"a\", attributes: [.foregroundColor: UIColor.red])",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        let sites = context.sites(.color)
        // In a chart the colour is the data. An app with no palette of its own uses the system's
        // colours as its convention: they adapt to appearance, and there is nothing to use instead.
        guard sites.contains(where: { $0.traits.systemColor != nil }), !context.fileContext.drawsCharts,
            context.project.hasTokens(.color, config: context.config)
        else {
            return []
        }
        let caseColorLines = context.fileContext.caseColorLines
        return sites.compactMap { site in
            guard let name = site.traits.systemColor else { return nil }
            if caseColorLines.contains(where: { $0.contains(site.line) }) { return nil }
            // A shadow or a mask has no semantic colour; a see-through black or white is a scrim or a shade.
            if site.traits.isShadowOrMask { return nil }
            if site.traits.isTranslucent, name == "black" || name == "white" { return nil }
            // Pure black and white under content are color/black-white-background's to report.
            if site.traits.isBackground, name == "black" || name == "white" { return nil }
            return context.hit(
                at: site,
                "The system colour \(name) bypasses the app's palette; use one of its colours or a semantic one.")
        }
    }
}
