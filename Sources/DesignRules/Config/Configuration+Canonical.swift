import JSONSupport

extension Configuration {
    /// Every setting as JSON in a fixed order: two configurations that
    /// analyze alike serialize alike, so the text can be hashed into the
    /// analyzer fingerprint and stored beside it.
    public var canonicalJSON: JSONValue {
        func numbers(_ values: [Double]) -> JSONValue { .array(values.map(JSONValue.number)) }
        func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        func numeric(_ family: NumericFamilyConfig) -> JSONValue {
            .object([
                ("grid", family.scale.grid.map(JSONValue.number) ?? .null),
                ("values", numbers(family.scale.values)),
                ("tokens", .object(family.scale.tokens.map { ($0.name, .number($0.value)) })),
                ("namespaces", strings(family.namespaces)),
                ("rawLiteralExempt", numbers(family.rawLiteralExempt)),
                ("appSteps", .bool(family.adoptsAppSteps)),
                ("source", .string(family.source.rawValue)),
            ])
        }
        let rules: [(String, JSONValue)] = self.rules.keys.sorted().compactMap { id in
            guard let setting = self.rules[id] else { return nil }
            var members: [(String, JSONValue)] = [("enabled", .bool(setting.enabled))]
            if let severity = setting.severity { members.append(("severity", .string(severity.rawValue))) }
            return (id, .object(members))
        }
        return .object([
            ("include", strings(include.map(\.pattern))),
            ("exclude", strings(exclude.map(\.pattern))),
            ("previews", .bool(includePreviews)),
            ("tests", .bool(includeTests)),
            ("generated", .bool(includeGenerated)),
            ("spacing", numeric(spacing)),
            ("radius", numeric(radius)),
            (
                "typography",
                .object([
                    ("textStyles", strings(typography.textStyles)), ("namespaces", strings(typography.namespaces)),
                ])
            ),
            ("motion", .object([("namespaces", strings(motion.namespaces))])),
            ("color", .object([("namespaces", strings(color.namespaces))])),
            (
                "copy",
                .object([
                    ("fillerWords", strings(copy.fillerWords)), ("placeholderNames", strings(copy.placeholderNames)),
                ])
            ),
            ("rules", .object(rules)),
            ("swiftUIModules", strings(swiftUIModules)),
            ("watchOS", .bool(includeWatchOS)),
            ("debug", .bool(includeDebug)),
            ("enableAllRules", .bool(enablesAllRules)),
            (
                "platforms",
                .object(platforms.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .string($0.value.description)) })
            ),
        ])
    }
}
