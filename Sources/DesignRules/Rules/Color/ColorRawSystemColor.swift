/// `color/raw-system-color`: a fixed system colour used for UI.
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
        triggeringExamples: [
            "Text(\"a\").foregroundStyle(↓.blue)",
            "Text(\"a\").foregroundColor(↓.red)",
            "Button(\"a\") { }.tint(↓.green)",
            "let accent = ↓Color.orange",
            "Circle().fill(isOn ? ↓.green : ↓.gray)",
            "func tint(_ kind: Kind) -> Color { switch kind { case .error: ↓Color.red; default: .primary } }",
            "Text(\"a\").foregroundStyle(↓.red.opacity(0.5))",
            "import SwiftUI\nimport UIKit\nstruct A: View { var body: some View { Text(\"a\").foregroundColor(Color(↓UIColor.red)) } }",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").foregroundStyle(.secondary)",
            "enum Metric { case likes, boosts\n var tint: Color {\n switch self {\n case .likes: Color.yellow\n case .boosts: Color.teal\n }\n }\n}",
            "Text(\"a\").background(Color(.systemBackground))",
            "Text(\"a\").foregroundStyle(Palette.accent)",
            "Text(\"a\").foregroundStyle(Color(\"BrandPrimary\"))",
            "Text(\"a\").background(Color.black)",
            "Text(\"a\").padding(.horizontal)",
            "let theme = Theme.blue",
            "Text(\"a\").foregroundStyle(.tint)",
            "Color.clear.frame(height: 1)",
            "Text(\"a\").shadow(color: .black.opacity(0.2), radius: 4)",
            "Text(\"a\").shadow(color: Color.black, radius: 4)",
            "Image(\"a\").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }",
            "Image(\"a\").mask(Color.black.opacity(0.5))",
            "Text(\"a\").overlay(Color.black.opacity(0.3))",
            "import Charts\nimport SwiftUI\nlet bar = BarMark(x: .value(\"a\", 1)).foregroundStyle(delta >= 0 ? Color.green : Color.red)",
            "import UIKit\nlet c = Color.red",
            "import SwiftUI\nimport UIKit\nfunc style(_ v: UIView) { v.layer.shadowColor = UIColor.black.cgColor }",
            "import SwiftUI\nimport UIKit\nfunc style() { UITextView.appearance().backgroundColor = .clear; UINavigationBar.appearance().tintColor = .red }",
            "import SwiftUI\nimport UIKit\nvar tint: UIColor { isDark ? .white : .black }",
            "import SwiftUI\nimport UIKit\nfunc tint() -> UIColor { return UIColor.red }",
            "import SwiftUI\nimport UIKit\nlet border: CGColor = UIColor.red.cgColor",
            "import SwiftUI\nimport UIKit\nlet title = NSAttributedString(string: \"a\", attributes: [.foregroundColor: UIColor.red])",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        let sites = context.sites(.color)
        // In a chart the colour is the data.
        guard sites.contains(where: { $0.traits.systemColor != nil }), !context.fileContext.drawsCharts else {
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
            return context.hit(at: site, "The system colour \(name) is fixed; use a semantic or named colour.")
        }
    }
}
