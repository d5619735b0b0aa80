/// `color/uicolor`: UIKit colours in SwiftUI code.
public struct ColorUIColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/uicolor", family: .color,
        title: "Use SwiftUI colours in SwiftUI code",
        rationale: """
            "Avoid UIKit colors (UIColor) in SwiftUI code. Use SwiftUI Color or asset catalog colors." A UIColor \
            built for a SwiftUI view (UIColor(red:...), UIColor(named:), the app's own UIColor.brandPrimary) is a \
            colour with no SwiftUI name. Color(uiColor: .secondaryLabel) and Color(UIColor.secondaryLabel) are \
            the semantic colour itself (labels, backgrounds, fills, separators adapt as SwiftUI's do), \
            Color(UIColor.systemGray5) is UIKit's own colour spelled as Color(.systemGray5) is, and a \
            UIColor that stays in UIKit (a layer, an appearance proxy) is not SwiftUI code.
            """,
        fix: "Use Color(.systemBackground) for semantic colours and asset colours for the rest.",
        isOptIn: true,
        // Rounds 74 and 75: 0 of 5 and 0 of 1 (palettes' own bridges of system and asset colours).
        // Round 76: 0 of 5 (an app's own UIColor palette bridged for SwiftUI, `systemGray4`).
        // Round 77: 0 of 5 (a design system's own bridges of UIKit greys, a colour with alpha).
        // Round 78: 3 of 4 (the app's own colours, kept only as UIColor).
        // Round 80: 0 of 2 (`UIColor.lightGray`, which SwiftUI has no name for).
        // Round 81: 0 of 3 (`Color(UIColor.systemRed)`, which is `Color.red`).
        // UIKit's own named colours left alone since revision 77: of the rows rounds 76 to 81 checked,
        // the change removes 10 false and 1 true (`Color(UIColor.lightGray)`) and keeps 2 true and 4
        // false; over 184 corpus trees, 257 rows become 21.
        // Round 82: 0 of 4 (the app's own UIColor tokens bridged, one made from an asset).
        // Round 83: 0 of 4 (the token definitions themselves, an asset's existence check).
        measured: Measured(3, of: 36),
        triggeringExamples: [
            "import SwiftUI\nText(\"a\").foregroundColor(Color(↓UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)))",
            "import SwiftUI\nlet c = Color(uiColor: ↓UIColor(named: \"Brand\")!)",
            "import SwiftUI\nText(\"a\").foregroundStyle(Color(↓UIColor.brandPrimary))",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet c = Color(.systemBackground)",
            // UIKit's own palette, by another spelling: `Color(.systemGray6)`, `Color.red`.
            "import SwiftUI\nlet c = Color(UIColor.systemGray6)",
            "import SwiftUI\nText(\"a\").foregroundStyle(Color(UIColor.systemRed))",
            "import SwiftUI\nText(\"a\").foregroundStyle(Color(UIColor.lightGray))",
            "import SwiftUI\nlet c = Color(uiColor: .secondarySystemBackground)",
            "import SwiftUI\nText(\"a\").foregroundStyle(Color(UIColor.secondaryLabel))",
            "import SwiftUI\nText(\"a\").background(Color(UIColor.tertiarySystemFill))",
            "import UIKit\nlet c = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)",
            "import SwiftUI\nextension UIColor { }",
            "import SwiftUI\nfunc tint(_ color: UIColor) { }",
            "import SwiftUI\nimport UIKit\nlet border = UIColor.separator.cgColor",
            "import SwiftUI\nimport UIKit\nfunc style(_ v: UIView) { v.backgroundColor = UIColor(named: \"Brand\") }",
            "import SwiftUI\nText(\"a\").foregroundStyle(Color(uiColor: UIColor(hex: item.userTint)))",
            "import SwiftUI\nlet tints = hexes.map { Color(uiColor: UIColor($0)) }",
            "import SwiftUI\nimport UIKit\nlet image = UIImage(systemName: \"a\", withConfiguration: UIImage.SymbolConfiguration(paletteColors: [UIColor.red]))",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        // The scanner keeps only the UIColors handed to SwiftUI: inside `Color(...)` or a colour modifier.
        return context.calls.uiColorUses.map { index in
            context.hit(at: index, "UIColor in SwiftUI code; use a SwiftUI Color.")
        }
    }
}
