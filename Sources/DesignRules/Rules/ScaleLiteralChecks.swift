/// The two complementary checks of a numeric scale family: a literal is
/// either off the scale or on it but not spelled as a token, never both.
enum ScaleLiteralChecks {
    /// Off-scale literals, with the nearest step (ties up) and its token when known.
    static func offScale(_ context: RuleContext, family: Family, noun: String) -> [RuleHit] {
        guard let settings = context.config.numeric(family) else { return [] }
        return context.sites(family).compactMap { site in
            guard site.kind == .literal, site.onScale == false, let value = site.value else { return nil }
            var message = "\(noun) \(formatScaleValue(value)) is off the scale"
            if let nearest = settings.scale.nearest(to: value) {
                message += "; the nearest step is \(formatScaleValue(nearest))"
                if let token = settings.scale.token(for: nearest) { message += " (\(token))" }
            }
            return context.hit(at: site, message + ".")
        }
    }

    /// On-scale literals that should be tokens.
    static func rawLiteral(_ context: RuleContext, family: Family, noun: String) -> [RuleHit] {
        guard let settings = context.config.numeric(family) else { return [] }
        return context.sites(family).compactMap { site in
            guard site.kind == .literal, site.onScale == true, let value = site.value,
                !settings.rawLiteralExempt.contains(value)
            else { return nil }
            let token =
                settings.scale.token(for: value) ?? settings.namespaces.first.map { "a \($0) token" } ?? "a token"
            return context.hit(
                at: site, "\(noun) \(formatScaleValue(value)) is on the scale but written as a literal; use \(token).")
        }
    }
}
