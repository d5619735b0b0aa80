import SwiftLexer

/// `api/foreground-color`: the deprecated `.foregroundColor(_:)` modifier.
public struct APIForegroundColor: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "api/foreground-color", family: .api,
        title: "Use foregroundStyle, not foregroundColor",
        rationale: """
            "NO foregroundColor() - use foregroundStyle()." foregroundColor is deprecated; foregroundStyle \
            also takes gradients, materials and the hierarchical styles (.secondary, .tertiary).
            """,
        fix: "Replace .foregroundColor(x) with .foregroundStyle(x).",
        availability: .os2021,
        // With rounds 21 to 24: 117 of 119 (dead code); rounds 25 and 26: 41 of 44 (views only
        // their previews create, a component nothing uses); round 27: 23 of 24 (a page whose only
        // use is commented out).
        // Rounds 29 to 32: 16 of 16, 8 of 8, 19 of 22 (a view only a preview creates), 30 of 30.
        // Round 33, the one new app (Meshtastic-Apple): 8 of 8.
        // Round 34: 53 of 54 (a menu-bar icon macOS draws as a template).
        // Round 36: 64 of 72 (debug screens, views no one creates, a tint on a full-colour image).
        // Round 37: 46 of 56 (a developer harness behind a hidden setting; a Text-returning overload
        // that needs a newer macOS). Round 38: 37 of 40 (`AttributeContainer`'s attribute of the
        // name, left since; a colour an inner style overrides). Round 39: 42 of 48 (a colour a
        // parent or the control's own label already sets, a menu AppKit draws, a `Text?` joined
        // with `+`, a view whose one use is commented out). Round 42: 33 of 34 (a field's `prompt:`
        // `Text`, which needs the `Text`-returning overload: blocked below iOS 17 since).
        // Rounds 43 and 44: 56 of 56 and 42 of 45 (a constant joined to another `Text` under iOS 17,
        // blocked since; code only App Store screenshots draw).
        // Round 45: 38 of 41 (a choice whose other result is `nil`, told as an optional colour since; a
        // colour on a full-colour image). Round 46: 29 of 32 (a map view whose only view controller
        // nothing creates). Round 47: 20 of 27 (admin screens, a section only a debug switch shows, read
        // as debug code since; a sheet whose one trigger is commented out). Round 48: 39 of 43 (the
        // app's own `foregroundColor(for:)`, a `Text` a `Canvas` draws under iOS 17: both read since).
        // Round 49: 61 of 64 (a sheet nothing presents; `.foregroundColor(nil)`, left since).
        // Round 53: 23 of 24 (a developer screen behind three taps).
        // Round 54: 30 of 32 (a component of a design package nothing ships but its own catalogue).
        // Round 56: 48 of 52 (three sheets whose flag nothing sets, left since; a colour that does
        // nothing). Round 57: 42 of 44 (a choice of `Text`s in parentheses that are joined, whose
        // `foregroundStyle` needs iOS 17, read since). Round 58: 41 of 41. Rounds 59 and 60: 37 of
        // 37 and 42 of 43 (a debug screen nothing opens). Round 61: 54 of 59 (lists only debug builds
        // host, an outer colour over views that set their own). Round 62: 54 of 56 (an icon in a branch
        // no state reaches; an outer colour over views that set their own). Round 63: 40 of 41 (a
        // design-system row nothing uses). Round 64: 52 of 56 (a compact `DatePicker` UIKit draws, a
        // button the app never shows, a colour an inner style overrides, a stroke already coloured).
        // Round 65: 62 of 62. Round 66: 50 of 50. Round 67: 41 of 42 (a design package's component only its
        // own catalogue builds). Round 68: 45 of 52 (files an iOS 15 app shares with its tvOS 14
        // targets, whose settings the xcconfig files include from the project's folder: read since).
        // Round 69: 55 of 56 (a confetti library pasted into the app's own file). Round 70: 18 of 18.
        // Round 71: 64 of 64. Round 72: 35 of 35. Round 73: 47 of 48 (the same log screen).
        // Rounds 74, 75 and 76: 55 of 57 (an optional parameter and a case only previews set), 51 of 51
        // and 56 of 56.
        // Round 77: 40 of 40.
        // Round 78: 65 of 67 (a text builder's own `foregroundColor`, a test project).
        // Round 79: 48 of 48.
        // Round 80: 60 of 60.
        // Round 81: 51 of 51.
        // Round 82: 42 of 45 (a debug screen, views nothing makes in a package whose public views count as
        // its API).
        // Round 83: 50 of 53 (screens a developer-mode setting opens).
        // Round 84: 49 of 51 (a watch branch nothing reaches, a dead copy of a module's picker).
        measured: Measured(2429, of: 2537),
        triggeringExamples: [
            "Text(\"a\").↓foregroundColor(.red)",
            "Image(systemName: \"star\")\n    .font(.title)\n    .↓foregroundColor(Color.accentColor)",
            "Label(\"a\", systemImage: \"b\").↓foregroundColor(isOn ? .green : .secondary)",
        ],
        nonTriggeringExamples: [
            "Text(\"a\").foregroundStyle(.red)",
            "let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red]",
            "string.addAttribute(.foregroundColor, value: UIColor.red, range: range)",
            "func foregroundColor(_ color: Color) -> some View { foregroundStyle(color) }",
            "extension SwiftUI.View {\n    func foregroundColor(_ color: Color) -> some View { foregroundStyle(color) }\n}\nlet title = Text(\"a\").foregroundColor(.red)",
            "let link = AttributeContainer().foregroundColor(.blue)",
            "Image(systemName: \"arrow.up\").foregroundStyle(style.foregroundColor(for: votingState))",
            "Form { reminderFields }\n    .foregroundColor(nil)",
            "// .foregroundColor(.red) is deprecated",
            "extension AnyText {\n    @available(*, deprecated, message: \"use foregroundStyle\")\n    func foregroundColor(_ c: Color) -> Text { text.foregroundColor(c) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        return context.memberCalls(of: .foregroundColor).compactMap { call in
            // The app's own `foregroundColor(_:)` on `View` is the one called; `AttributeContainer`'s
            // attribute of the name (`AttributeContainer().foregroundColor(.blue)`) is no modifier.
            // SwiftUI's takes one colour, unlabelled: `style.foregroundColor(for: state)` is the app's own.
            // `.foregroundColor(nil)` hands back the inherited colour, which `.foregroundStyle` cannot.
            guard call.openParen != nil, call.arguments.first?.label == nil,
                !(call.arguments.first.map { $0.value.count == 1 && context.file.tokenIs($0.value.lowerBound, "nil") }
                    ?? false),
                !context.callsOwnModifier(call),
                !(context.chain(before: call.name).head.map { context.file.tokenIs($0, "AttributeContainer") } ?? false)
            else { return nil }
            // `.foregroundColor(tint)` with `tint: Color?`: nil keeps the inherited colour, which
            // `.foregroundStyle` cannot be given; the swap is not one for one, and the message says so.
            let message =
                Self.isOptionalColor(call, in: context.file)
                ? ".foregroundColor is deprecated; its colour is optional, which .foregroundStyle does not take: apply .foregroundStyle only when there is a colour."
                : ".foregroundColor is deprecated; use .foregroundStyle."
            var hit = context.hit(at: call.name, message)
            // `Text("a").foregroundColor(.red) + Text("b")`: the `foregroundStyle` that returns `Text`,
            // which a concatenation needs, came two years after the one that returns a view.
            // So does a chain whose value must be a `Text`: the result of a `-> Text` function or a
            // `: Text` property (`func header() -> Text { Text(title).foregroundColor(.secondary) }`).
            if Self.isConcatenated(call, in: context.file) || Self.mustBeText(call, context: context) {
                hit.needs = .os2023
            }
            return hit
        }
    }

    /// Whether the body the modifier sits in is declared to give a `Text` (`-> Text {`, `: Text {`,
    /// `: Text? {`), through the branches of an `if` or a `switch` in it, or the chain is the value
    /// of a `: Text =` (or `: Text? =`) declaration, of a field's `prompt:`, or of what a `Canvas`'s
    /// graphics context draws.
    static func mustBeText(_ call: CallSite, context: RuleContext) -> Bool {
        let file = context.file
        var brace = context.enclosingBrace(of: call.name, where: { _ in true })
        while let open = brace {
            if isText(before: open, in: file) { return true }
            guard opensABranch(open, in: file) else { break }
            brace = context.enclosingBrace(of: open, where: { _ in true })
        }
        let link = chainStart(call, in: file)
        // `TextField("Name", text: $name, prompt: Text("Required").foregroundColor(.red))`: a
        // field's prompt is a `Text`.
        if file.kind(link - 1) == .colon, file.tokenIs(link - 2, "prompt") { return true }
        // `context.draw(Text("3").foregroundColor(.gray), at: point)` in a `Canvas`: a graphics
        // context draws and resolves a `Text`.
        if file.kind(link - 1) == .leftParen, file.tokenIs(link - 2, "draw") || file.tokenIs(link - 2, "resolve"),
            file.kind(link - 3) == .period
        {
            return true
        }
        return file.tokenIs(link - 1, "=") && isText(before: link - 1, in: file)
    }

    /// `: Text` or `-> Text`, optional or not, right before token `index`.
    private static func isText(before index: Int, in file: SourceFile) -> Bool {
        let type = file.tokenIs(index - 1, "?") ? index - 2 : index - 1
        return file.tokenIs(type, "Text") && (file.kind(type - 1) == .colon || file.tokenIs(type - 1, "->"))
    }

    /// Whether the `{` at `brace` opens a branch of the code around it: its line starts with `if`,
    /// `else`, `guard` or `switch`, or with the `}` before an `else`.
    private static func opensABranch(_ brace: Int, in file: SourceFile) -> Bool {
        let start = file.lineStart(of: brace)
        return ["if", "else", "guard", "switch"].contains { file.tokenIs(start, $0) }
    }

    /// Whether the argument is a name (`tint`, `self.tint`) this file declares as `Color?`, or a
    /// choice one of whose results is `nil` (`isScanner ? .accentColor : nil`).
    static func isOptionalColor(_ call: CallSite, in file: SourceFile) -> Bool {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil else {
            return false
        }
        if argument.value.contains(where: { file.tokenIs($0, "?") })
            && (file.tokenIs(argument.value.upperBound - 1, "nil")
                || argument.value.contains { file.tokenIs($0, "nil") && file.tokenIs($0 + 1, ":") })
        {
            return true
        }
        var name = argument.value.lowerBound
        if file.tokenIs(name, "self"), file.kind(name + 1) == .period { name += 2 }
        guard name + 1 == argument.value.upperBound, file.kind(name) == .identifier else { return false }
        let spelled = file.text(name)
        return file.tokens.indices.contains { index in
            file.kind(index) == .identifier && file.kind(index + 1) == .colon && file.tokenIs(index + 2, "Color")
                && file.tokenIs(index + 3, "?") && file.text(index) == spelled
        }
    }

    /// Whether the modifier's chain is an operand of `+`: a `Text` concatenation.
    static func isConcatenated(_ call: CallSite, in file: SourceFile) -> Bool {
        // After: the rest of the chain, then `+`.
        var cursor = call.closeParen ?? call.name
        while file.kind(cursor + 1) == .period, file.kind(cursor + 2) == .identifier,
            file.kind(cursor + 3) == .leftParen, let close = file.match(cursor + 3)
        {
            cursor = close
        }
        if file.kind(cursor + 1) == .operator, file.tokenIs(cursor + 1, "+") { return true }
        // Before: the chain's first call, then `+`.
        let link = chainStart(call, in: file)
        if file.kind(link - 1) == .operator && (file.tokenIs(link - 1, "+") || file.tokenIs(link - 1, "+=")) {
            return true
        }
        // `text + (isGap ? Text("-").foregroundColor(.gray) : Text(letter))`: a branch of a choice,
        // or the whole of parentheses, that are joined.
        if file.tokenIs(link - 1, "?") || file.tokenIs(link - 1, ":") || file.kind(link - 1) == .leftParen,
            let open = file.enclosingOpening(of: link, where: { file.kind($0) == .leftParen }),
            file.kind(open - 1) == .operator, let close = file.match(open)
        {
            return file.tokenIs(open - 1, "+") || file.tokenIs(open - 1, "+=") || file.tokenIs(close + 1, "+")
        }
        // `let title = Text(name).foregroundColor(.red)`, then `title + Text(" ")`: a constant joined later.
        guard file.tokenIs(link - 1, "="), file.kind(link - 2) == .identifier,
            file.tokenIs(link - 3, "let") || file.tokenIs(link - 3, "var")
        else { return false }
        // Its uses, to the end of the block that declares it.
        let name = (link - 2)..<(link - 1)
        let end =
            file.enclosingOpening(of: call.name, where: { file.kind($0) == .leftBrace }).flatMap(file.match)
            ?? file.tokens.count
        return (call.name..<end).contains { index in
            file.kind(index) == .identifier && (file.tokenIs(index + 1, "+") || file.tokenIs(index - 1, "+"))
                && file.sameTokens(index..<(index + 1), name)
        }
    }

    /// The name of the first call of the modifier's chain: back from `call` through `name(...).`.
    private static func chainStart(_ call: CallSite, in file: SourceFile) -> Int {
        var link = call.name
        while file.kind(link - 1) == .period, file.kind(link - 2) == .rightParen, let open = file.match(link - 2),
            file.kind(open - 1) == .identifier
        {
            link = open - 1
        }
        return link
    }
}
