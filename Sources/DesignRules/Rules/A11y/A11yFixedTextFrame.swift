import BuildGraph

/// `a11y/fixed-text-frame`: a fixed width or height on text.
public struct A11yFixedTextFrame: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/fixed-text-frame", family: .a11y,
        title: "Let text grow: no fixed frame on Text",
        rationale: """
            "Dynamic Type support is mandatory." A literal width or height on a Text clips or \
            truncates it at the larger text sizes the user chose.
            """,
        fix: "Use minWidth/minHeight or maxWidth, a @ScaledMetric size, or let the text size itself.",
        platforms: Platform.dynamicType,
        isOptIn: true,
        measured: Measured(6, of: 12),
        triggeringExamples: [
            "Text(\"Price\").↓frame(width: 80)",
            "Text(title)\n    .font(.headline)\n    .↓frame(width: 120, height: 44, alignment: .leading)",
        ],
        nonTriggeringExamples: [
            "Text(\"Price\").frame(maxWidth: .infinity, alignment: .leading)",
            "Text(\"a\").frame(minHeight: 44)",
            "Text(\"a\").frame(width: columnWidth)",
            "Image(\"a\").frame(width: 80)",
            "VStack { Text(\"a\") }.frame(width: 200)",
            "Text(\"\").frame(height: 1).id(bottom)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.memberCalls(of: .frame).compactMap { call in
            guard let head = context.chainHead(ofModifier: call.name), file.tokenIs(head, "Text") else { return nil }
            // `Text("")`: an invisible anchor has nothing to clip.
            if let text = file.call(at: head), let first = text.arguments.first,
                file.tokenIs(first.value.lowerBound, "\"\"")
            {
                return nil
            }
            let fixed = ["width", "height"].compactMap { label -> Int? in
                let argument =
                    label == "width" ? file.argument(call, labeled: "width") : file.argument(call, labeled: "height")
                guard let argument, argument.value.count == 1 else { return nil }
                let kind = file.kind(argument.value.lowerBound)
                return kind == .integerLiteral || kind == .floatLiteral ? argument.value.lowerBound : nil
            }
            guard !fixed.isEmpty else { return nil }
            return context.hit(at: call.name, "A fixed frame on Text clips it at larger Dynamic Type sizes.")
        }
    }
}
