import BuildGraph
import DebtReports
import DesignRules
import JSONSupport

/// How `designdebt fix` prints a run: the diff of every file it would write, a summary per
/// family and per file, the sites left for a person, and the files it would not write.
public enum FixRunFormat {
    /// The unified diff of every file that is (or would be) written, in path order.
    public static func diff(_ run: FixRun, palette: UnifiedDiff.Palette = .plain) -> String {
        run.files.filter { $0.refusal == nil && !$0.plan.edits.isEmpty }.map { file in
            UnifiedDiff.render(path: file.path, original: file.original, edits: file.plan.edits, palette: palette)
        }.joined()
    }

    /// Left sites listed in the text summary; `--format json` lists every one.
    static let leftShown = 20

    /// The summary a person reads after the diff (or after `--apply`), fit to `width` columns.
    public static func summary(_ run: FixRun, width: Int = 80) -> String {
        let substitutions = run.substitutions
        let files = Set(substitutions.map(\.path)).count
        var output: String
        if run.applied {
            output = "Wrote \(Counts.of(substitutions.count, "substitution")) in \(Counts.of(files, "file")).\n"
        } else {
            output =
                "Dry run: \(Counts.of(substitutions.count, "substitution")) in \(Counts.of(files, "file")); nothing written"
                + (substitutions.isEmpty ? ".\n" : " (--apply writes them).\n")
        }
        if run.outsideGit {
            output +=
                wrapWords(
                    "The tree is in no git work tree: --apply refuses it, since git could not show or undo the change (--allow-dirty overrides).",
                    indent: 0, width: width) + "\n"
        }
        let left = run.files.flatMap { file in file.plan.left.map { (file.path, $0) } }
        var families = TextTable(
            headers: ["family", "substitutions", "files", "left"], alignments: [.left, .right, .right, .right])
        for family in FixOptions.rewritableFamilies where run.options.families.contains(family) {
            let made = substitutions.filter { $0.edit.family == family }
            families.append([
                family.rawValue, String(made.count), String(Set(made.map(\.path)).count),
                String(left.filter { $0.1.family == family }.count + (run.withoutTokens[family] ?? 0)),
            ])
        }
        output += "\n" + families.render()
        if !substitutions.isEmpty {
            var table = TextTable(headers: ["file", "subs", "by family"], alignments: [.left, .right, .left])
            var byFile: [(String, [FixEdit])] = []
            for (path, edit) in substitutions {
                if byFile.last?.0 == path {
                    byFile[byFile.count - 1].1.append(edit)
                } else {
                    byFile.append((path, [edit]))
                }
            }
            for (path, edits) in byFile {
                let parts = FixOptions.rewritableFamilies.compactMap { family -> String? in
                    let made = edits.filter { $0.family == family }.count
                    return made == 0 ? nil : "\(family.rawValue) \(made)"
                }
                table.append([
                    TextTable.fitted(path, width: max(20, width - 40)), String(edits.count),
                    parts.joined(separator: ", "),
                ])
            }
            output += "\n" + table.render()
        }
        // Why a weight became a modifier, said once, for the first file where it did.
        if let old = substitutions.lazy.filter({ $0.edit.family == .typography && $0.edit.after.contains(".weight(") })
            .compactMap({ run.graph.deployment(for: $0.path).withoutSystemFontWeight }).first
        {
            output += "\n" + wrapWords(weightNote(old), indent: 0, width: width) + "\n"
        }
        let withoutTokens = FixOptions.rewritableFamilies.compactMap { family in
            run.withoutTokens[family].map { (family, $0) }
        }
        if !withoutTokens.isEmpty {
            let list = withoutTokens.map { "\($0.0.rawValue) (\(Counts.of($0.1, "literal site")) left)" }
            output +=
                "\n"
                + wrapWords(
                    "No tokens in the app for \(list.joined(separator: ", ")). fix writes only the app's own tokens; "
                        + "docs/fix.md shows how to write a scale down, or name one in designdebt.json.",
                    indent: 0, width: width) + "\n"
        }
        if !left.isEmpty {
            output += "\nLeft for a person (\(left.count)):\n"
            for (path, site) in left.prefix(leftShown) {
                let place = ":\(site.line):\(site.column)"
                output += "  " + TextTable.fitted(path, width: max(20, width - 2 - place.count)) + place + "\n"
                output += wrapWords("\(site.text): \(site.reason)", indent: 4, width: width) + "\n"
            }
            if left.count > leftShown {
                output += "  ... and \(left.count - leftShown) more (--format json lists every one)\n"
            }
        }
        let refused = run.refused
        if !refused.isEmpty {
            output +=
                "\n\(run.applied ? "Not written" : "Would not be written") (\(Counts.of(refused.count, "file"))):\n"
            for (path, reason) in refused {
                output += "  \(path)\n" + wrapWords(reason, indent: 4, width: width) + "\n"
            }
        }
        return output
    }

    /// Every substitution, left site and refusal, for scripts.
    public static func json(_ run: FixRun) -> String {
        let substitutions = run.substitutions.map { path, edit -> JSONValue in
            .object([
                ("path", .string(path)), ("line", .number(Double(edit.line))), ("column", .number(Double(edit.column))),
                ("family", .string(edit.family.rawValue)), ("rule", .string(edit.rule)), ("site", .string(edit.site)),
                ("before", .string(edit.before)), ("after", .string(edit.after)),
            ])
        }
        let left = run.files.flatMap { file in
            file.plan.left.map { site -> JSONValue in
                .object([
                    ("path", .string(file.path)), ("line", .number(Double(site.line))),
                    ("column", .number(Double(site.column))), ("family", .string(site.family.rawValue)),
                    ("rule", .string(site.rule)), ("text", .string(site.text)), ("reason", .string(site.reason)),
                ])
            }
        }
        let refused = run.refused.map { path, reason -> JSONValue in
            .object([("path", .string(path)), ("reason", .string(reason))])
        }
        let withoutTokens = FixOptions.rewritableFamilies.compactMap { family in
            run.withoutTokens[family].map { (family.rawValue, JSONValue.number(Double($0))) }
        }
        let value = JSONValue.object([
            ("applied", .bool(run.applied)),
            ("limit", .number(run.options.limit)),
            ("motionTolerance", .number(run.options.motionTolerance)),
            ("substitutions", .array(substitutions)),
            ("left", .array(left)),
            ("refused", .array(refused)),
            ("withoutTokens", .object(withoutTokens)),
        ])
        return JSONWriter().string(value) + "\n"
    }

    /// The scales `fix` rounds to: the text-style size table and the app's tokens.
    public static func explainScales(_ run: FixRun, config: Configuration, width: Int = 80) -> String {
        var output =
            wrapWords(
                "Fixed font sizes from 9 to 26 pt become the text style of their size, or within a point of it, "
                    + "on the app's type scale (typography.textStyles; every style until designdebt.json names "
                    + "the app's own), by its default size (iOS, Large content size); ties go up. Text sized "
                    + "for a fixed frame height or shrunk to fit stays.",
                indent: 0, width: width) + "\n"
        if let old = run.graph.deployment(for: "").withoutSystemFontWeight {
            output += wrapWords(weightNote(old), indent: 0, width: width) + "\n"
        }
        output += "\n"
        var table = TextTable(headers: ["text style", "size", "on the scale"], alignments: [.left, .right, .left])
        for entry in TextStyleSizes.table {
            let onScale = config.typography.textStyles.contains(entry.style)
            table.append([entry.style, formatScaleValue(entry.size), onScale ? "yes" : "no"])
        }
        output += table.render()
        output +=
            "\n"
            + wrapWords(
                "Lengths become the nearest step with a token (ties go up) within "
                    + "\(formatScaleValue(run.options.limit)) pt; 0 stays 0.", indent: 0, width: width) + "\n"
        for family in [Family.spacing, .radius] {
            let steps = run.tokens.steps[family] ?? []
            let list = steps.map { "\($0.reference) = \(formatScaleValue($0.value))" }
            output +=
                wrapWords(
                    "\(family.rawValue): " + (list.isEmpty ? "no tokens (left alone)" : list.joined(separator: ", ")),
                    indent: 2, width: width) + "\n"
        }
        let fonts = run.tokens.fonts.sorted { $0.key < $1.key }.map { "\($0.key) -> \($0.value)" }
        output +=
            wrapWords(
                "typography tokens: " + (fonts.isEmpty ? "none" : fonts.joined(separator: ", ")), indent: 2,
                width: width) + "\n"
        let curves = run.tokens.curves.map { token in
            let curve = token.curve
            return curve.shape == .spring
                ? "\(token.reference) = spring response \(formatScaleValue(curve.duration)), damping \(formatScaleValue(curve.damping))"
                : "\(token.reference) = \(curve.shape.rawValue) \(formatScaleValue(curve.duration)) s"
        }
        output +=
            wrapWords(
                "motion tokens (within \(formatScaleValue(run.options.motionTolerance))): "
                    + (curves.isEmpty ? "none (left alone)" : curves.joined(separator: "; ")), indent: 2, width: width)
            + "\n"
        return output
    }

    /// Why a weight is written as a modifier: the app supports a system older than the initializer.
    static func weightNote(_ old: (platform: Platform, version: String, file: String)) -> String {
        "A weight is written .footnote.weight(.bold), not .system(.footnote, weight: .bold), where the app supports "
            + "\(old.platform.rawValue) \(old.version) (\(old.file)), older than Font.system(_:design:weight:)."
    }
}
