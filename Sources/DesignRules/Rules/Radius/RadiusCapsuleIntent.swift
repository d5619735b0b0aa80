/// `radius/capsule-intent`: a corner radius large enough to make the shape a capsule.
public struct RadiusCapsuleIntent: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "radius/capsule-intent", family: .radius, severity: .note,
        title: "Say Capsule when the shape is a capsule",
        rationale: """
            A corner radius of half the height or more rounds the whole side: the shape is a capsule, spelled as \
            a number that breaks the moment the height changes. It is not off the scale: the scale's nearest \
            step would square the ends off. "Pick ONE corner-radius value for the app"; a pill is not a radius.
            """,
        fix: "Use Capsule() (or .capsule / Capsule(style: .continuous)) instead of a rounded rectangle.",
        isOptIn: true,
        measured: Measured(9, of: 11),
        triggeringExamples: [
            "RoundedRectangle(cornerRadius: ↓100)",
            "Text(\"a\").frame(height: 44).background(RoundedRectangle(cornerRadius: ↓22).fill(.blue))",
            "RoundedRectangle(cornerRadius: ↓20).frame(width: 120, height: 40)",
            "Image(\"a\").frame(width: 40, height: 40).clipShape(.rect(cornerRadius: ↓20))",
            "Text(\"a\").frame(height: 30).cornerRadius(↓15)",
            "struct FrameConfig { static let badge = FrameConfig(width: 28, height: 28, cornerRadius: ↓14) }",
        ],
        nonTriggeringExamples: [
            "RoundedRectangle(cornerRadius: 12)",
            "RoundedRectangle(cornerRadius: 10).frame(height: 44)",
            "Capsule().frame(height: 44)",
            "RoundedRectangle(cornerRadius: radius).frame(height: 20)",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        context.sitesIncludingDefinitions(.radius).compactMap { site in
            guard site.traits.isCapsuleIntent, let value = site.value else { return nil }
            return context.hit(
                at: site,
                "A corner radius of \(formatScaleValue(value)) rounds the whole side; use Capsule() or .capsule.")
        }
    }
}
