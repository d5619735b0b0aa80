/// `a11y/image-without-label`: an asset image VoiceOver reads by its file name.
public struct A11yImageWithoutLabel: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "a11y/image-without-label", family: .a11y, severity: .note,
        title: "Label asset images or hide them from VoiceOver",
        rationale: """
            "Image(decorative:) or accessibilityHidden() for non-semantic images." An asset image with \
            neither is read out by its asset name ("icon underscore star").
            """,
        fix: "Write Image(decorative: \"name\") for decoration, or add .accessibilityLabel(\"What it shows\").",
        isOptIn: true,
        // Round 76: 4 of 7 (images named for what they show, read beside their value: "imdb", "ENS").
        // Round 77: 7 of 11 (`Image("")` as a component's empty default).
        // Round 78: 14 of 19 (an image already hidden, an asset named for the app, images handed to a shader).
        // Round 79: 3 of 7 (asset names that are words VoiceOver reads well, an image its menu labels).
        // Round 80: 2 of 5 (`Image("")` placeholders, an asset named for what it shows).
        // Round 81: 2 of 3 (`Image("")` as a view model's placeholder).
        // Round 82: 8 of 14 (a tab item's image its text names, constants whose every use is labelled or
        // hidden, links VoiceOver reads by the brand's name, an image an old system lacks).
        // Round 83: 9 of 13 (images a container or a caller labels or hides, an asset named "settings").
        // Round 84: 8 of 10 (a share sheet's preview image, a view drawn only to a map marker's bitmap).
        measured: Measured(78, of: 114),
        triggeringExamples: [
            "↓Image(\"onboarding-hero\")\n    .resizable()\n    .scaledToFit()",
            "HStack { ↓Image(\"star\"); Text(\"Favourites\") }",
        ],
        nonTriggeringExamples: [
            "Image(decorative: \"onboarding-hero\")",
            "Image(\"logo\").accessibilityLabel(\"Acme\")",
            "Image(\"divider\").resizable().accessibilityHidden(true)",
            "Image(systemName: \"star\")",
            "Image(uiImage: photo)",
            "Label { Text(\"Favourites\") } icon: { Image(\"star\") }",
            "var icon: Image {\n    switch kind {\n    case .rocket: Image(\"Rocket.Fill\")\n    default: Image(systemName: \"star\")\n    }\n}",
            "HStack { Image(\"boost\"); Text(name) }\n    .accessibilityElement(children: .combine)\n    .accessibilityLabel(name + \" boosted\")",
            "VStack { Image(\"avatar\") }.accessibilityHidden(true)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        let file = context.file
        return context.initializerCalls(of: .image).compactMap { index, call in
            guard let first = call.arguments.first, first.label == nil, first.value.count == 1,
                file.kind(first.value.lowerBound) == .stringLiteral
            else { return nil }
            let chain = context.modifiers(after: call).map(\.name)
            if context.chain(chain, has: "accessibilityLabel") || context.chain(chain, has: "accessibilityHidden") {
                return nil
            }
            // A Label's icon is read with its title; an image a property returns is judged where it is used.
            if isLabelIcon(index, context: context) || context.isReturnedImage(index) { return nil }
            // A container that hides its children, or speaks for them with a label of its own.
            for container in context.containerModifiers(around: index) {
                if context.chain(container, has: "accessibilityHidden") { return nil }
                if context.chain(container, has: "accessibilityElement"),
                    context.chain(container, has: "accessibilityLabel")
                {
                    return nil
                }
            }
            return context.hit(
                at: index, "VoiceOver reads this image by its asset name: label it or make it decorative.")
        }
    }

    /// `Label { ... } icon: { Image("star") }`: the image is the whole `icon:` closure.
    private func isLabelIcon(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        var brace = index - 1
        while brace >= 0, file.kind(brace) != .leftBrace {
            if file.kind(brace) != .keyword, file.kind(brace) != .identifier { return false }
            brace -= 1
        }
        return file.kind(brace - 1) == .colon && file.tokenIs(brace - 2, "icon")
    }
}
