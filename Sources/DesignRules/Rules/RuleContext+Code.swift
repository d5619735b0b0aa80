import SwiftLexer

/// What rules ask of a file beyond its sites: where a name occurs and in what shape (a modifier,
/// an initializer, a member of a type), read from the tokens around each mention.
extension RuleContext {
    /// Whether `call` reaches the app's own function of a deprecated modifier's name on `View`,
    /// written with the same labels (`ProjectTokens.ownModifiers`): most apps declare none, and
    /// then no call's signature is spelled out.
    func callsOwnModifier(_ call: CallSite) -> Bool {
        !project.ownModifiers.isEmpty && project.ownModifiers.contains(OwnModifiers.signature(of: call, in: file))
    }

    /// The token indices where `name` occurs, in source order, outside UIKit and AppKit types (a
    /// view controller's or an app delegate's code is the platform's, even in a SwiftUI file) and
    /// outside previews and `#if DEBUG` blocks, unless the configuration counts them.
    func mentions(of name: WatchedName) -> ArraySlice<Int> {
        mentionIndex.of(name)
    }

    /// `.name(...)` or `.name { }`: a modifier or a method called on something. A declaration
    /// (`func name(`) is not preceded by a period, so it is never one.
    func memberCalls(of name: WatchedName) -> [CallSite] {
        mentionIndex.memberCalls(of: name)
    }

    /// `Name(...)`, `Name { }` or `Name<T>(...)`: a type's initializer called directly, not a
    /// member of something else and not the type's own declaration. `index` is the type's name
    /// (the call's callee is the `>` of generic arguments).
    func initializerCalls(of name: WatchedName) -> [(index: Int, call: CallSite)] {
        mentionIndex.initializerCalls(of: name) { index in
            guard file.kind(index - 1) != .period, !isDeclaredName(index) else { return nil }
            return file.call(at: index) ?? file.call(at: afterGenericArguments(index))
        }
    }

    /// Whether token `index` is in view code: a view's body, or a view model's when
    /// `viewModels` (see `TypeScopes.isInsideViewCode`).
    func isViewCode(_ index: Int, viewModels: Bool = true) -> Bool {
        typeScopes.isInsideViewCode(Int(file.tokens[index].start), viewModels: viewModels)
    }

    /// The first brace, walking out from token `index` through the `{` that enclose it (every
    /// bracket pair met on the way skipped whole), for which `found` is true: the one walk the
    /// rules that ask what code is inside of share.
    func enclosingBrace(of index: Int, where found: (Int) -> Bool) -> Int? {
        enclosingOpening(of: index) { file.kind($0) == .leftBrace && found($0) }
    }

    /// The first opening bracket (`(`, `[` or `{`) that token `index` sits in, walking out, for
    /// which `found` is true: by default the innermost.
    func enclosingOpening(of index: Int, where found: (Int) -> Bool = { _ in true }) -> Int? {
        file.enclosingOpening(of: index, where: found)
    }

    /// Whether the `{` at `brace` opens a body typed `some View` (a property's or a function's).
    func opensSomeView(_ brace: Int) -> Bool {
        file.opensSomeView(brace)
    }

    /// Whether token `index` is inside a view's `body` (`var body: some View { }`).
    func isInBody(_ index: Int) -> Bool {
        enclosingBrace(of: index) { brace in
            opensSomeView(brace) && file.kind(brace - 3) == .colon && file.tokenIs(brace - 4, "body")
        } != nil
    }

    /// Whether the closure at `brace`, given to the `Button` at `callee`, is its action: `Button {
    /// action } label: { }` and `Button("Save") { action }` run it on a tap; `Button(action: open) {
    /// label }` draws it with the view.
    static func isButtonAction(_ brace: Int, of callee: Int, in file: SourceFile) -> Bool {
        guard let call = file.call(at: callee), call.trailingClosures.first == brace else { return true }
        return file.argument(call, labeled: "action") == nil
    }

    /// Modifiers whose closure runs on an event, not when body does.
    static let actions: [StaticString] = [
        "onDrop", "onTapGesture", "onAppear", "onDisappear", "onChange", "task", "onReceive", "onSubmit", "onDelete",
        "onMove", "action", "refreshable", "onLongPressGesture", "contextMenu", "swipeActions", "fileImporter",
        "fileExporter", "onCompletion", "onOpenURL", "onHover", "onKeyPress", "onContinuousHover", "dropDestination",
        "onPasteCommand", "onCopyCommand", "onCommand", "accessibilityAction",
    ]

    /// Whether token `index` sits in a closure that runs on an event (`.onDrop { providers in
    /// ... }`, a button's action) on its way out to the view builder it is in.
    func isInActionClosure(_ index: Int) -> Bool {
        let stop = enclosingBrace(of: index) { brace in
            if opensSomeView(brace) { return true }
            guard let callee = file.callee(ofClosureAt: brace) else { return false }
            if file.tokenIs(callee, "Button") { return Self.isButtonAction(brace, of: callee, in: file) }
            return Self.actions.contains { file.tokenIs(callee, $0) }
        }
        return stop.map { !opensSomeView($0) } ?? false
    }

    /// Whether token `index` is inside a view builder: `var body: some View { }`, or another
    /// property or function returning `some View`.
    func isInViewBuilder(_ index: Int) -> Bool {
        enclosingBrace(of: index, where: opensSomeView) != nil
    }

    /// The chain before the modifier at token `index`, walked back once: the modifiers' names
    /// (nearest first) and the name the chain starts from (`Text` in `Text("a").padding()
    /// .cornerRadius(4)`, `VStack` in `VStack { }.frame()`), nil when it starts at something
    /// else (a leading dot, a literal, an operator).
    func chain(before index: Int) -> (modifiers: [Int], head: Int?) {
        var names: [Int] = []
        var cursor = index - 1
        while file.kind(cursor) == .period {
            var before = cursor - 1
            // Past a call's arguments and trailing closures: `Text("a")`, `VStack { }`, `Button { } label: { }`.
            while let kind = file.kind(before), kind == .rightParen || kind == .rightBrace,
                let open = file.match(before)
            {
                before = open - 1
                if file.kind(before) == .colon, file.kind(before - 1) == .identifier { before -= 2 }
            }
            guard file.kind(before) == .identifier else { return (names, nil) }
            if file.kind(before - 1) != .period { return (names, before) }
            names.append(before)
            cursor = before - 1
        }
        return (names, nil)
    }

    /// The name a modifier chain starts from (see `chain(before:)`).
    func chainHead(ofModifier index: Int) -> Int? {
        chain(before: index).head
    }

    /// The modifiers of the chain the call at `name` belongs to, after it: `.a(...)`, `.b { }`
    /// on the same or following lines, until something else.
    func modifiers(after call: CallSite) -> [CallSite] {
        modifiers(afterToken: call.end)
    }

    /// The modifiers of a chain after the token at `last` (`Image.close` then `.resizable()`).
    func modifiers(afterToken last: Int) -> [CallSite] {
        var found: [CallSite] = []
        var end = last
        while file.kind(end + 1) == .period, file.kind(end + 2) == .identifier {
            guard let next = file.call(at: end + 2) else {
                // A property in the chain (`.bold` is a call, `.body` would not be): the chain goes on past it.
                end += 2
                continue
            }
            found.append(next)
            end = next.end
        }
        return found
    }

    /// The names of the modifiers before token `index` in its chain, back to the head: `padding`
    /// and `font` for `.frame` in `Text("a").font(.body).padding().frame(width: 10)`.
    func modifierNames(before index: Int) -> [Int] {
        chain(before: index).modifiers
    }

    /// The modifiers of each container the token at `index` sits in, innermost first: for an
    /// `Image` inside `HStack { ... }.accessibilityElement(children: .combine)`, that HStack's
    /// modifiers, read from the call each enclosing brace belongs to.
    func containerModifiers(around index: Int) -> [[Int]] {
        var found: [[Int]] = []
        _ = enclosingBrace(of: index) { brace in
            if let callee = file.callee(ofClosureAt: brace), let call = file.call(at: callee) {
                found.append(modifiers(after: call).map(\.name))
            }
            return false
        }
        return found
    }

    /// Whether the token at `index` is what a property or function gives back: after `return`,
    /// or in the body of a declaration typed `Image` (`var icon: Image {`, `-> Image {`). Its
    /// label or hiding belongs where it is used.
    func isReturnedImage(_ index: Int) -> Bool {
        if file.tokenIs(index - 1, "return") { return true }
        return enclosingBrace(of: index) { brace in
            guard file.tokenIs(brace - 1, "Image"), let before = file.kind(brace - 2) else { return false }
            return before == .colon || before == .operator
        } != nil
    }

    /// The bodies (token ranges) of the file's structs whose header names one of `protocols`
    /// (`struct BrandGradient: ViewModifier`): the app's own styles, where what they draw is
    /// defined once for everything that wears them.
    func structBodies(conformingTo protocols: [StaticString]) -> [ClosedRange<Int>] {
        declarations.structBodies(conformingTo: protocols, in: file)
    }

    /// Whether token `index` is inside a style type (`ButtonStyle`, `ToggleStyle`, ...): its
    /// `makeBody` draws a control SwiftUI already exposes.
    func isInsideStyle(_ index: Int) -> Bool {
        typeScopes.isInsideStyle(Int(file.tokens[index].start))
    }

    /// Whether the identifier at `index` holds one of `words` (lower case), any case: `focus` in
    /// `composerFocused`. Read in place, not as a `String`.
    func identifier(at index: Int, contains words: [StaticString]) -> Bool {
        guard file.kind(index) == .identifier else { return false }
        return file.bytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[file.tokens[index].range])
            return words.contains { TokenDefinitionFinder.containsFolded(name, $0) }
        }
    }

    /// Whether a name on the line holding token `index` holds one of `words` (`isPressed` for `pressed`).
    func lineNames(of index: Int, containing words: [StaticString]) -> Bool {
        var cursor = index
        while cursor > 0, !file.tokens[cursor].flags.contains(.newlineBefore) { cursor -= 1 }
        repeat {
            if identifier(at: cursor, contains: words) { return true }
            cursor += 1
        } while cursor < file.tokens.count && !file.tokens[cursor].flags.contains(.newlineBefore)
        return false
    }

    /// Whether a chain's modifiers (given as calls or names) include one called `name`.
    func chain(_ names: [Int], has name: StaticString) -> Bool {
        names.contains { file.tokenIs($0, name) }
    }

    /// The string literals a user reads, with the view or modifier that shows each: the title of
    /// a `Text`, `Button`, `Label`, `Toggle`, `Section`, `TextField`, `SecureField`, `Link` or
    /// `Menu`, and the text of `.navigationTitle`, `.alert`, `.confirmationDialog` and
    /// `.accessibilityLabel`. Never `Text(verbatim:)`, and never a string passed anywhere else
    /// (a log line, a key, an identifier): the one place the copy rules learn what is on screen.
    /// Found as the context is made, from what it is made of.
    static func visibleStrings(in file: SourceFile, mentions: Mentions) -> [(literal: Int, shownBy: WatchedName)] {
        var found: [(literal: Int, shownBy: WatchedName)] = []
        // `Name("literal"` then `)` or `,`: read from the tokens, not a parsed call, since every
        // `Text` of a file is asked about.
        func title(after name: Int) -> Int? {
            guard file.kind(name + 1) == .leftParen, let kind = file.kind(name + 2),
                kind == .stringLiteral || kind == .multilineStringLiteral, let next = file.kind(name + 3),
                next == .rightParen || next == .comma
            else { return nil }
            return name + 2
        }
        for name in [WatchedName.text, .button, .label, .toggle, .section, .textField, .secureField, .link, .menu] {
            for index in mentions.of(name) where file.kind(index - 1) != .period && !isDeclaredName(index, in: file) {
                if let literal = title(after: index) { found.append((literal, name)) }
            }
        }
        for name in [WatchedName.navigationTitle, .alert, .confirmationDialog, .accessibilityLabel] {
            for index in mentions.of(name) where file.kind(index - 1) == .period {
                if let literal = title(after: index) { found.append((literal, name)) }
            }
        }
        return found.sorted { $0.literal < $1.literal }
    }

    /// Whether the file declares a stored property `name` with a state wrapper: `@State var
    /// selected: Item?`, `@Binding`, `@Published`, `@Bindable`.
    func declaresStateProperty(_ name: Int) -> Bool {
        let tokens = file.tokens
        for index in 1..<max(1, tokens.count - 1) where tokens[index].kind == .keyword && file.tokenIs(index, "var") {
            guard file.kind(index + 1) == .identifier, file.text(index + 1) == file.text(name) else { continue }
            for before in stride(from: index - 1, through: max(0, index - 4), by: -1)
            where file.kind(before) == .attribute {
                for wrapper in ["@State", "@Binding", "@Published", "@Bindable"] as [StaticString]
                where file.tokenIs(before, wrapper) {
                    return true
                }
            }
        }
        return false
    }

    /// `Type.index`: the mention is a member of a type written by name (`Task.detached`).
    func isMember(_ index: Int, of type: StaticString) -> Bool {
        file.kind(index - 1) == .period && file.tokenIs(index - 2, type)
    }

    /// `struct Name`, `class Name`, `extension Name`, `func name`: the name being declared.
    func isDeclaredName(_ index: Int) -> Bool {
        RuleContext.isDeclaredName(index, in: file)
    }

    static func isDeclaredName(_ index: Int, in file: SourceFile) -> Bool {
        guard index > 0 else { return false }
        for keyword in ["struct", "class", "enum", "extension", "protocol", "func", "typealias"] as [StaticString]
        where file.tokenIs(index - 1, keyword) {
            return true
        }
        return false
    }

    /// The token before which a call's `(` stands in `Name<A, B>(...)`; `index` itself when no
    /// generic arguments follow.
    private func afterGenericArguments(_ index: Int) -> Int {
        guard file.kind(index + 1) == .operator, file.tokenIs(index + 1, "<") else { return index }
        var depth = 0
        var cursor = index + 1
        while cursor < file.tokens.count, cursor < index + 24 {
            if file.tokens[cursor].flags.contains(.newlineBefore) { return index }
            if file.kind(cursor) == .operator {
                for byte in file.tokens[cursor].range.map({ file.bytes[$0] }) {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return cursor }
            }
            cursor += 1
        }
        return index
    }

    /// The first token inside the body of the closure that opens at `brace`, past an
    /// `item in` parameter list.
    func firstStatement(inClosureAt brace: Int) -> Int? {
        guard file.kind(brace) == .leftBrace, let close = file.match(brace) else { return nil }
        var cursor = brace + 1
        // `{ item in ...`, `{ (a, b) in ...`: the parameters end at `in` on the first line.
        var probe = cursor
        while probe < close, probe < brace + 12, !file.tokens[probe].flags.contains(.newlineBefore) || probe == cursor {
            if file.tokenIs(probe, "in"), file.kind(probe) == .keyword {
                cursor = probe + 1
                break
            }
            probe += 1
        }
        return cursor < close ? cursor : nil
    }

    /// The tokens of `tokens` this file can write, as `fix` decides what it may write: one internal
    /// to a package's module only in that module's files, one built by some targets only where
    /// one of them is in reach (a widget extension does not name its app's constants). A message
    /// never suggests a token the file cannot write. Code judged without a path is taken to be in
    /// a package-internal token's module when it already names the token's namespace (`Spacing`
    /// of `Spacing.md`); its names are read once, only when such a token exists.
    func writable(_ tokens: [NamedValue]) -> [NamedValue] {
        if let place { return tokens.filter { place.canName(module: $0.module, targets: $0.targets) } }
        func outer(_ token: NamedValue) -> String {
            token.name.hasPrefix(".") ? String(token.name.dropFirst()) : String(token.name.prefix { $0 != "." })
        }
        let wanted = Set(tokens.filter { $0.module != nil }.map(outer))
        guard !wanted.isEmpty else { return tokens }
        let lengths = Set(wanted.map(\.utf8.count))
        var named = Set<String>()
        for token in file.tokens where token.kind == .identifier && lengths.contains(token.range.count) {
            let text = file.text(bytes: token.range)
            if wanted.contains(text) { named.insert(text) }
        }
        return tokens.filter { $0.module == nil || named.contains(outer($0)) }
    }
}
