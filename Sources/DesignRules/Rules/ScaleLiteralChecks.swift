/// The two complementary checks of a numeric scale family: a literal is
/// either off the scale or on it but not spelled as a token, never both.
enum ScaleLiteralChecks {
    /// Off-scale literals, with the nearest step (ties up) and its token when the app has one.
    /// A token definition off the scale is reported too, once, where the scale is written
    /// down wrong; its uses are tokens and say nothing.
    static func offScale(_ context: RuleContext, family: Family, noun: String) -> [RuleHit] {
        guard let settings = context.config.numeric(family), settings.hasScale else { return [] }
        let tokens = context.writable(context.project.numericTokens(family, config: context.config))
        // A definition is judged only against a scale the team declared: against the app's own
        // tokens it is either a step or another type's constant (a height, a width), not debt.
        let judgesDefinitions = settings.source == .configuration
        let candidates = context.sitesIncludingDefinitions(family).filter { site in
            site.kind == .literal && site.onScale == false && !site.traits.isCapsuleIntent
                && !site.traits.isDecorative && !(site.value.map(isNudge) ?? false)
                && (judgesDefinitions || !site.traits.isTokenDefinition)
        }
        if family == .radius, !candidates.isEmpty, context.fileContext.picksAppIcon { return [] }
        return candidates.compactMap { site in
            guard let value = site.value else { return nil }
            var message = "\(noun) \(formatScaleValue(value)) is off the scale"
            if let nearest = settings.scale.nearest(to: value) {
                message += "; the nearest step is \(formatScaleValue(nearest))"
                if let token = tokens.first(where: { $0.value == nearest }) { message += " (\(token.name))" }
            }
            if site.traits.isTokenDefinition { message += ". The token itself is off the scale" }
            return context.hit(at: site, message + ".")
        }
    }

    /// A negative value (views drawn to overlap) or an optical nudge of two points or less:
    /// deliberate adjustments, not steps of a rhythm, so no scale judges them.
    static func isNudge(_ value: Double) -> Bool {
        value <= 2
    }

    /// On-scale literals that should be tokens. Only when the app has tokens of the family
    /// (it defines some, or the configuration names them): asking for a token that does not
    /// exist is noise, and the scan summary says once why these literals are not reported.
    static func rawLiteral(_ context: RuleContext, family: Family, noun: String) -> [RuleHit] {
        guard let settings = context.config.numeric(family), settings.hasScale,
            context.project.hasTokens(family, config: context.config)
        else { return [] }
        let tokens = context.writable(context.project.numericTokens(family, config: context.config))
        return context.sites(family).compactMap { site in
            guard site.kind == .literal, site.onScale == true, !site.traits.isCapsuleIntent,
                !site.traits.isDecorative, let value = site.value,
                !settings.rawLiteralExempt.contains(value)
            else { return nil }
            let literal = formatScaleValue(value)
            let advice: String
            if let token = tokens.first(where: { $0.value == value }) {
                advice = "use \(token.name)"
            } else if let nearest = nearestTiesUp(tokens, to: value, value: \.value) {
                advice = "no token has this value; the nearest is \(nearest.name) (\(formatScaleValue(nearest.value)))"
            } else {
                advice = "use a \(family.rawValue) token"
            }
            return context.hit(at: site, "\(noun) \(literal) is on the scale but written as a literal; \(advice).")
        }
    }
}
