/// `color/black-white-background`: pure black or white under content.
public struct ColorBlackWhiteBackground: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "color/black-white-background", family: .color,
        title: "Use system backgrounds, not pure black or white",
        rationale: """
            "NO Color.black or Color.white for backgrounds. Use system semantic colors that adapt to dark mode." \
            "No pure Color.black or Color.white for backgrounds - use system semantic colors that have proper depth."
            """,
        fix: "Use Color(.systemBackground), Color(.secondarySystemBackground) or a surface token.",
        isOptIn: true,
        measured: Measured(0, of: 15),
        triggeringExamples: [
            "Text(\"a\").background(↓Color.black)",
            "Text(\"a\").background(↓.white)",
            "ZStack { ↓Color.black.ignoresSafeArea(); Text(\"a\") }",
            "Text(\"a\").background { ↓Color.white }",
            "List { }.listRowBackground(↓Color.white)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").background(Color(.systemBackground))",
            "Text(\"a\").foregroundStyle(.white)",
            "Text(\"a\").background(.ultraThinMaterial)",
            "Text(\"a\").background(Color.black.opacity(0.4))",
            "ZStack { Color.black.opacity(0.3).ignoresSafeArea(); Text(\"a\") }",
            "Rectangle().background(LinearGradient(stops: [.init(color: .black.opacity(0.75), location: 0)], startPoint: .top, endPoint: .bottom))",
            "Text(\"a\").background(LinearGradient(gradient: Gradient(colors: [.purple, .black]), startPoint: .top, endPoint: .bottom))",
            "Text(\"a\").background(.linearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom))",
            "Gauge(value: 1) { }.background(.black, in: .circle).environment(\\.colorScheme, .dark)",
            "ZStack { Color.black.ignoresSafeArea(); VideoPlayer(player: player) }",
            "CameraPickerView(selectedImage: $image).background(.black)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        let candidates = context.sites(.color).filter { site in
            site.traits.isBackground && !site.traits.isTranslucent && !site.traits.isGradientStop
                && (site.traits.systemColor == "black" || site.traits.systemColor == "white")
        }
        // A view dark by design, or black behind video and camera, is black on purpose.
        guard !candidates.isEmpty, !FileContext.isDarkByDesign(context.file) else { return [] }
        // A see-through black or white is a scrim or a shade, one stop of a gradient is part
        // of a blend: neither is a pure background (filtered above).
        return candidates.map { site in
            context.hit(
                at: site,
                "A pure \(site.traits.systemColor ?? "") background does not adapt to appearance; use a system background."
            )
        }
    }
}
