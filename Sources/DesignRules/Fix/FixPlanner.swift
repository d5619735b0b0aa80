import BuildGraph
import SwiftLexer

/// Decides the substitutions of one file from the inventory's sites: literals of padding,
/// spacing and corner radii become the app's nearest scale token, fixed font sizes become
/// text styles, literal curves become the app's `Motion` tokens. It reads only literal sites
/// the inventory recorded, so comments, strings, previews, `#if DEBUG` and token definitions
/// are never touched: they are not sites.
public struct FixPlanner: Sendable {
    public let tokens: FixTokens
    public var options: FixOptions
    /// Which files can name the app's public tokens; nil to take every token as reachable.
    public let reach: FixReach?
    /// The text styles fonts are rounded to: the app's type scale, with their default sizes.
    let textStyles: [(style: String, size: Double)]

    public init(tokens: FixTokens, options: FixOptions, config: Configuration, reach: FixReach? = nil) {
        self.tokens = tokens
        self.options = options
        self.reach = reach
        self.textStyles = TextStyleSizes.styles(onScale: config.typography.textStyles)
    }

    /// The rules whose findings a substitution pays.
    public static let answeredRules = [
        "spacing/off-scale", "spacing/raw-literal", "radius/off-scale", "radius/raw-literal", "typography/fixed-size",
        "motion/raw-curve",
    ]

    /// SwiftUI's own places for a length: `fix` knows their parameters are `CGFloat`. The same
    /// label on an app's own call (`api-spacing`) takes whatever type the app declared.
    static let lengthSites: [Family: Set<String>] = [
        .spacing: [
            "padding", "safe-area-padding", "content-margins", "edge-insets", "stack-spacing", "grid-spacing",
            "view-spacing",
        ],
        .radius: ["corner-radius"],
    ]

    /// The substitutions of `file`, from its analysis; `use` says which of the app's public tokens
    /// it can name. Only a site some rule reports is rewritten: a substitution pays a finding, so
    /// what the rules leave alone (an app icon's corners, a suppressed line, a rule turned off) `fix`
    /// leaves alone too.
    /// `build` is what builds the file: a size becomes a text style only in code built for iOS
    /// alone, the platform whose sizes the table holds.
    public func plan(
        _ file: SourceFile, analysis: FileAnalysis, use: FixReach.FileUse? = nil, build: BuildContext = .unknown
    ) -> FixPlan {
        var plan = FixPlan()
        // Found when a font site first asks: most files have none.
        var regions: PlatformRegions?
        // The file's lines, indexed when a font site first reads its comments.
        var lines = LineIndex(file.bytes)
        let platformsAt = { (line: Int) -> Set<Platform> in
            // No build settings: the table's platform is assumed, as for a snippet or a package without `platforms:`.
            let built = build.platforms.isEmpty ? [Platform.iOS] : build.platforms
            if regions == nil { regions = PlatformRegions(file, imports: Imports(file)) }
            return regions?.platforms(atLine: line, in: built) ?? built
        }
        let reported = Set(analysis.findings.map { Reported(rule: $0.ruleID, line: $0.line, column: $0.column) })
        for site in analysis.sites
        where site.kind == .literal && site.anchor >= 0 && options.families.contains(site.family) {
            let answers = { (rule: String) in
                reported.contains(Reported(rule: rule, line: site.line, column: site.column))
            }
            switch site.family {
            case .spacing, .radius: planLength(site, in: file, use: use, answers: answers, into: &plan)
            case .typography:
                planFont(
                    site, in: file, use: use, platforms: platformsAt(site.line), lines: &lines, answers: answers,
                    into: &plan)
            case .motion: planCurve(site, in: file, use: use, answers: answers, into: &plan)
            default: continue
            }
        }
        plan.edits = FixPlanner.disjoint(plan.edits)
        return plan
    }

    /// A finding's rule and place, to match a site with.
    private struct Reported: Hashable {
        var rule: String
        var line: Int
        var column: Int
    }

    // MARK: Lengths

    private func planLength(
        _ site: ScaleSite, in file: SourceFile, use: FixReach.FileUse?, answers: (String) -> Bool,
        into plan: inout FixPlan
    ) {
        let literal = site.anchor
        // `-4`, `CGFloat(8)` and `(12)` are literals to the inventory; only a bare number is rewritten.
        guard let value = site.value, value != 0,
            let kind = file.kind(literal), kind == .integerLiteral || kind == .floatLiteral
        else { return }
        let rule = "\(site.family.rawValue)/\(site.onScale == true ? "raw-literal" : "off-scale")"
        guard selects(rule), answers(rule) else { return }
        guard let steps = tokens.steps[site.family], !steps.isEmpty else {
            plan.withoutTokens[site.family, default: 0] += 1
            return
        }
        let text = file.text(literal)
        guard FixPlanner.lengthSites[site.family]?.contains(site.site) == true else {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "an argument of the app's own call: its parameter's type is the app's, change it by hand"))
            return
        }
        guard let step = nearestTiesUp(steps, to: value, value: \.value) else { return }
        let distance = abs(step.value - value)
        guard distance <= options.limit else {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason:
                        "\(formatScaleValue(distance)) pt from the nearest token, \(step.reference) (\(formatScaleValue(step.value))); the limit is \(formatScaleValue(options.limit)) pt"
                ))
            return
        }
        guard isReachable(step.reference, step.home, from: use, site, rule, text: text, into: &plan) else { return }
        plan.edits.append(edit(site, rule, in: file, tokens: literal..<(literal + 1), after: step.reference))
    }

    /// Whether the file can name the token; if not, the site is left with the import to add.
    private func isReachable(
        _ reference: String, _ home: TokenHome?, from use: FixReach.FileUse?, _ site: ScaleSite, _ rule: String,
        text: String, into plan: inout FixPlan
    ) -> Bool {
        if FixReach.isOutsideModule(home, use) {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "\(reference) is internal to the \(home?.module ?? "") module: this file cannot name it"))
            return false
        }
        if let target = reach?.targetWithout(home, in: use) {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "the \(target) target that builds this file does not build \(reference)"))
            return false
        }
        guard let imports = reach?.missingImport(home, in: use) else { return true }
        let advice =
            imports.isEmpty
            ? "no file outside its module uses it" : "add `import \(imports[0])`, as the files that use it do"
        plan.left.append(
            left(
                site, rule, text: text,
                reason: "this file cannot name \(reference) without an import fix does not write: \(advice)"))
        return false
    }

    // MARK: Fonts

    private func planFont(
        _ site: ScaleSite, in file: SourceFile, use: FixReach.FileUse?, platforms: Set<Platform>,
        lines: inout LineIndex, answers: (String) -> Bool, into plan: inout FixPlan
    ) {
        let rule = "typography/fixed-size"
        guard selects(rule), answers(rule), let size = site.value,
            let kind = file.kind(site.anchor), kind == .integerLiteral || kind == .floatLiteral,
            let open = file.enclosingParen(of: site.anchor), open > 0,
            let call = file.call(at: open - 1), let close = call.closeParen,
            // SwiftUI's own fonts only: an app's helper (`.brand(size: 15)`) and a UIKit font
            // handed to `Font(...)` carry a face and a weight a text style would drop.
            file.tokenIs(open - 1, "system") || file.tokenIs(open - 1, "custom"),
            let start = FixPlanner.memberStart(ofCallee: open - 1, type: "Font", in: file)
        else { return }
        let text = file.text(bytes: Int(file.tokens[start.token].start)..<Int(file.tokens[close].end))
        let isCustom = file.tokenIs(open - 1, "custom")
        // `Font.custom(MaterialDesignIcons.familyName, size: 13)`: a face named by code is most often
        // a symbol font, whose glyphs are icons in a box of their own.
        if isCustom, call.arguments.first.map({ file.kind($0.value.lowerBound) }) != .stringLiteral {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "a face named by code, often an icon font: whether it grows with text is a person's call"))
            return
        }
        guard TextStyleSizes.rewritable.contains(size) else {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "\(formatScaleValue(size)) pt is outside the text sizes fix rewrites (9 to 26 pt)"))
            return
        }
        // A widget's, a Live Activity's or a notification's text is sized for the space the
        // system gives it.
        if options.drawsInExtension {
            plan.left.append(left(site, rule, text: text, reason: "the text is sized for an app extension's space"))
            return
        }
        // A comment on the line or the one above that says why the size is fixed
        // (`// Dynamic text causes string to be cut off`): the team decided.
        if FixPlanner.commentKeepsSize(aroundLine: site.line, lines: &lines) {
            plan.left.append(left(site, rule, text: text, reason: "a comment says why the size is fixed"))
            return
        }
        // Text in a box of fixed height, or shrunk to fit one, was sized for the box: a style that
        // grows with the reader's setting would clip or overflow it.
        if let fixedBox = FixPlanner.fixedBox(aroundFontCall: open - 1, in: file) {
            plan.left.append(left(site, rule, text: text, reason: "the text is sized for \(fixedBox)"))
            return
        }
        // A text style has other sizes on the Mac, the watch and the TV (`.footnote` is 10 pt on
        // macOS): a rewrite keeps the look only in code built for iOS alone.
        if let other = platforms.subtracting([.iOS]).min() {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason: "it also builds for \(other.rawValue), where text styles have other sizes"))
            return
        }
        guard let style = nearestTiesUp(textStyles, to: size, value: \.size) else { return }
        guard abs(style.size - size) <= TextStyleSizes.tolerance else {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason:
                        "\(formatScaleValue(abs(style.size - size))) pt from the nearest text style on the scale, .\(style.style) (\(formatScaleValue(style.size)))"
                ))
            return
        }
        let labels = call.arguments.map { $0.label.map(file.text) ?? "" }
        // `Font.custom(_:size:)` scales with body and is no finding; what is left is
        // `custom(_:fixedSize:)`, fixed on purpose or not: a person's call.
        if isCustom {
            plan.left.append(left(site, rule, text: text, reason: "a custom font fix cannot read"))
            return
        }
        guard labels.first == "size", Set(labels.dropFirst()).isSubset(of: ["weight", "design"]) else {
            plan.left.append(left(site, rule, text: text, reason: "a system font with arguments fix cannot read"))
            return
        }
        func argument(_ label: String) -> String? {
            call.arguments.first { $0.label.map(file.text) == label }.map { file.normalizedText(tokens: $0.value) }
        }
        // `Font.system(_:design:weight:)` takes the design before the weight; before iOS 16 the
        // weight is a modifier on the style (`.system(.footnote, design: .rounded).weight(.bold)`).
        let design = argument("design")
        let weight = argument("weight")
        var arguments = [".\(style.style)"]
        if let design { arguments.append("design: \(design)") }
        var spelling: String
        if options.writesSystemFontWithWeight {
            if let weight { arguments.append("weight: \(weight)") }
            spelling = arguments.count == 1 ? arguments[0] : ".system(\(arguments.joined(separator: ", ")))"
        } else {
            spelling = arguments.count == 1 ? arguments[0] : ".system(\(arguments.joined(separator: ", ")))"
            if let weight { spelling += ".weight(\(weight))" }
        }
        // The app's token for exactly this font; else for the style, with the weight on top
        // (`DesignSystem.Font.caption.weight(.medium)`); else the platform's spelling. A token the
        // file cannot name without an import gives way to the platform's.
        func reachable(_ token: FixTokens.FontToken?) -> FixTokens.FontToken? {
            token.flatMap {
                FixReach.isOutsideModule($0.home, use) || reach?.targetWithout($0.home, in: use) != nil
                    || reach?.missingImport($0.home, in: use) != nil ? nil : $0
            }
        }
        var after = spelling
        if let token = reachable(tokens.fonts[spelling]) {
            after = token.reference
        } else if design == nil, let weight, let token = reachable(tokens.fonts[arguments[0]]) {
            after = "\(token.reference).weight(\(weight))"
        }
        after = FixPlanner.spelled(after, prefix: start.prefix)
        plan.edits.append(edit(site, rule, in: file, tokens: start.token..<(close + 1), after: after))
    }

    // MARK: Curves

    private func planCurve(
        _ site: ScaleSite, in file: SourceFile, use: FixReach.FileUse?, answers: (String) -> Bool,
        into plan: inout FixPlan
    ) {
        let rule = "motion/raw-curve"
        guard selects(rule), answers(rule), let open = file.enclosingParen(of: site.anchor), open > 0,
            let close = file.match(open),
            let start = FixPlanner.memberStart(ofCallee: open - 1, type: "Animation", in: file)
        else { return }
        guard !tokens.curves.isEmpty else {
            plan.withoutTokens[.motion, default: 0] += 1
            return
        }
        let text = file.text(bytes: Int(file.tokens[start.token].start)..<Int(file.tokens[close].end))
        guard let curve = MotionCurve.read(call: open - 1, in: file) else {
            plan.left.append(left(site, rule, text: text, reason: "a curve fix cannot read"))
            return
        }
        let candidates = tokens.curves.compactMap { token in curve.distance(to: token.curve).map { (token, $0) } }
        guard let (token, distance) = candidates.min(by: { $0.1 < $1.1 }) else {
            plan.left.append(
                left(
                    site, rule, text: text, reason: "no Motion token is a curve of its shape (\(curve.shape.rawValue))")
            )
            return
        }
        guard distance <= options.motionTolerance + 1e-9 else {
            plan.left.append(
                left(
                    site, rule, text: text,
                    reason:
                        "the nearest Motion token, \(token.reference), differs by \(formatScaleValue((distance * 1000).rounded() / 1000)); the tolerance is \(formatScaleValue(options.motionTolerance))"
                ))
            return
        }
        guard isReachable(token.reference, token.home, from: use, site, rule, text: text, into: &plan) else { return }
        plan.edits.append(
            edit(
                site, rule, in: file, tokens: start.token..<(close + 1),
                after: FixPlanner.spelled(token.reference, prefix: start.prefix)))
    }

    // MARK: Shared

    private func selects(_ rule: String) -> Bool {
        options.rules.isEmpty || options.rules.contains(rule)
    }

    private func edit(
        _ site: ScaleSite, _ rule: String, in file: SourceFile, tokens range: Range<Int>, after: String
    ) -> FixEdit {
        let bytes = Int(file.tokens[range.lowerBound].start)..<Int(file.tokens[range.upperBound - 1].end)
        return FixEdit(
            family: site.family, rule: rule, site: site.site, line: site.line, column: site.column, bytes: bytes,
            before: file.text(bytes: bytes), after: after)
    }

    private func left(_ site: ScaleSite, _ rule: String, text: String, reason: String) -> FixLeft {
        FixLeft(family: site.family, rule: rule, line: site.line, column: site.column, text: text, reason: reason)
    }

    /// Words of a comment that explains a fixed size: text that must not grow, or that grew and
    /// was cut off.
    private static let keptSizeWords = ["dynamic", "truncat", "cut off", "clip", "fixed size", "fixed font"]

    /// Whether a comment on `line` or the line above speaks of why a size is fixed.
    static func commentKeepsSize(aroundLine line: Int, lines: inout LineIndex) -> Bool {
        [line - 1, line].contains { number in
            let text = lines.text(ofLine: number).lowercased()
            guard let comment = text.firstRange(of: "//") ?? text.firstRange(of: "/*") else { return false }
            return keptSizeWords.contains { text[comment.lowerBound...].contains($0) }
        }
    }

    /// What fixes the size of the text whose font is the call named at `callee` (inside
    /// `.font(...)`): a `.frame(height:)` or `.frame(width:height:)` of literal points, or a
    /// `.minimumScaleFactor`, among the modifiers of the same view; nil when none does.
    static func fixedBox(aroundFontCall callee: Int, in file: SourceFile) -> String? {
        guard let fontOpen = file.enclosingParen(of: callee), fontOpen > 1, file.tokenIs(fontOpen - 1, "font"),
            let fontCall = file.call(at: fontOpen - 1)
        else { return nil }
        // The chain's modifiers: back from `.font` over `)`-closed calls and names, and on after it.
        var modifiers: [Int] = []
        var cursor = fontOpen - 2
        while cursor > 0, file.kind(cursor) == .period {
            var link = cursor - 1
            if file.kind(link) == .rightParen, let open = file.match(link) { link = open - 1 }
            guard file.kind(link) == .identifier else { break }
            modifiers.append(link)
            cursor = link - 1
        }
        var next = (fontCall.closeParen ?? fontOpen) + 1
        while file.kind(next) == .period, file.kind(next + 1) == .identifier {
            modifiers.append(next + 1)
            guard file.kind(next + 2) == .leftParen, let close = file.match(next + 2) else {
                next += 2
                continue
            }
            next = close + 1
        }
        for name in modifiers {
            if file.tokenIs(name, "minimumScaleFactor") { return "a space it shrinks to fit (.minimumScaleFactor)" }
            guard file.tokenIs(name, "frame"), let frame = file.call(at: name),
                let height = file.argument(frame, labeled: "height"), height.value.count == 1,
                let kind = file.kind(height.value.lowerBound), kind == .integerLiteral || kind == .floatLiteral
            else { continue }
            return "a frame \(file.text(height.value.lowerBound)) pt high"
        }
        return nil
    }

    /// A token written where the original named its type: `Font.footnote` for `Font.system(size: 13)`.
    /// A token of a namespace (`Typography.caption`) stands alone.
    static func spelled(_ reference: String, prefix: String) -> String {
        reference.hasPrefix(".") ? prefix + reference : reference
    }

    /// Where a member call starts: its leading dot (`.system(...)`) or the type that names it
    /// (`Font.system(...)`, `SwiftUI.Font.system(...)`), and that type as written. Nil when the
    /// callee is called on anything else (a value, an expression).
    static func memberStart(ofCallee name: Int, type: StaticString, in file: SourceFile) -> (
        token: Int, prefix: String
    )? {
        guard file.kind(name - 1) == .period else { return nil }
        let dot = name - 1
        guard dot > 0, file.kind(dot - 1) == .identifier else { return (dot, "") }
        guard file.tokenIs(dot - 1, type) else {
            // `x.system(...)` is not a font; `(.system(...))`, `: .system(...)` are.
            return nil
        }
        if dot >= 3, file.kind(dot - 2) == .period, file.tokenIs(dot - 3, "SwiftUI") {
            return (dot - 3, file.text(bytes: Int(file.tokens[dot - 3].start)..<Int(file.tokens[dot - 1].end)))
        }
        return (dot - 1, file.text(dot - 1))
    }

    /// Edits in file order with none overlapping another (the first one kept).
    static func disjoint(_ edits: [FixEdit]) -> [FixEdit] {
        var result: [FixEdit] = []
        for edit in edits.sorted(by: { $0.bytes.lowerBound < $1.bytes.lowerBound }) {
            if let last = result.last, last.bytes.upperBound > edit.bytes.lowerBound { continue }
            result.append(edit)
        }
        return result
    }
}
