/// `color/uicolor`: UIKit colours in SwiftUI code.
public struct ColorUIColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/uicolor", family: .color,
        title: "Use SwiftUI colours in SwiftUI code",
        rationale: "\"Avoid UIKit colors (UIColor) in SwiftUI code. Use SwiftUI Color or asset catalog colors.\"",
        fix: "Use Color(.systemBackground) for semantic colours and asset colours for the rest.",
        triggeringExamples: [
            "import SwiftUI\nlet c = Color(↓UIColor.systemGray6)",
            "import SwiftUI\nlet c = ↓UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)",
            "import SwiftUI\nlet c = Color(↓uiColor: .secondarySystemBackground)",
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet c = Color(.systemBackground)",
            "import UIKit\nlet c = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)",
            "import SwiftUI\nextension UIColor { }",
            "import SwiftUI\nfunc tint(_ color: UIColor) { }",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.importsSwiftUI else { return [] }
        return context.calls.uiColorUses.map { index in
            context.hit(at: index, "UIColor in SwiftUI code; use a SwiftUI Color.")
        }
    }
}
