import BuildGraph

/// `a11y/dynamic-type-pinned`: `.dynamicTypeSize(.large)`, one size where a range belongs.
public struct A11yDynamicTypePinned: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/dynamic-type-pinned", family: .a11y,
        title: "Cap Dynamic Type with a range, never pin it to one size",
        rationale: """
            "Dynamic Type support is mandatory." .dynamicTypeSize(.large) sets one size for the whole \
            subtree: a reader who chose a larger size (or a smaller one) gets .large there regardless.
            """,
        fix:
            "Cap it with a range where the layout cannot grow further (.dynamicTypeSize(...DynamicTypeSize.xxxLarge)), or let the text size itself.",
        platforms: Platform.dynamicType,
        isOptIn: true,
        // Round 78: 3 of 3.
        measured: Measured(3, of: 3),
        triggeringExamples: [
            "Text(\"Like\").font(.body)\n    .↓dynamicTypeSize(.large)",
            "HStack { Image(systemName: \"heart\"); Text(count) }\n    .↓dynamicTypeSize(DynamicTypeSize.medium)",
        ],
        nonTriggeringExamples: [
            "Text(\"Like\").dynamicTypeSize(...DynamicTypeSize.xxxLarge)",
            "Text(\"Like\").dynamicTypeSize(.xSmall ... .accessibility1)",
            "Text(\"Like\").dynamicTypeSize(size)",
            "Text(\"Like\").dynamicTypeSize(dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .accessibility1)",
            "@Environment(\\.dynamicTypeSize) var dynamicTypeSize",
        ])

    /// The sizes `DynamicTypeSize` has: a literal one of these is a pin.
    static let sizes: Set<String> = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
        "accessibility3", "accessibility4", "accessibility5",
    ]

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .dynamicTypeSize).compactMap { call in
            // One unlabeled argument that is a size and nothing else: `.large` or `DynamicTypeSize.large`.
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else {
                return nil
            }
            let tokens = Array(argument.value)
            let size: String
            switch tokens.count {
            case 2 where file.kind(tokens[0]) == .period:
                size = file.text(tokens[1])
            case 3 where file.tokenIs(tokens[0], "DynamicTypeSize") && file.kind(tokens[1]) == .period:
                size = file.text(tokens[2])
            default:
                return nil
            }
            guard Self.sizes.contains(size) else { return nil }
            return context.hit(
                at: call.name,
                "Dynamic Type is pinned to .\(size) here: a reader's chosen size is ignored; cap it with a range instead."
            )
        }
    }
}
