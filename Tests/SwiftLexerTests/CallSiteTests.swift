import SwiftLexer
import Testing

/// A call and the file it was found in, for tests that read its pieces as text.
struct LocatedCall {
    let file: SourceFile
    let call: CallSite

    var labels: [String?] { call.arguments.map { argument in argument.label.map { file.text($0) } } }
    var values: [String] { call.arguments.map { file.text(tokens: $0.value) } }
    var closures: [String] { call.trailingClosures.map { file.text(tokens: $0..<((file.match($0) ?? $0) + 1)) } }
    var text: String { file.text(tokens: call.name..<(call.end + 1)) }
}

/// The call whose callee is the `occurrence`-th token spelled `name` in `source`.
func call(_ name: String, in source: String, occurrence: Int = 0) -> LocatedCall? {
    let file = sourceFile(source)
    guard let index = file.index(of: name, occurrence: occurrence), let call = file.call(at: index) else { return nil }
    return LocatedCall(file: file, call: call)
}

/// What `name` in `source` is called on.
func receiver(_ name: String, in source: String, occurrence: Int = 0) -> Receiver? {
    let file = sourceFile(source)
    return file.index(of: name, occurrence: occurrence).map { file.receiver(of: $0) }
}

@Suite struct CallSiteTests {
    @Test func modifierWithUnlabeledArguments() throws {
        let found = try #require(call("padding", in: ".padding(.horizontal, 12)"))
        #expect(found.call.name == 1)
        #expect(found.call.openParen == 2)
        #expect(found.call.closeParen == 7)
        #expect(found.call.end == 7)
        #expect(found.labels == [nil, nil])
        #expect(found.values == [".horizontal", "12"])
        #expect(found.call.arguments.map(\.value) == [3..<5, 6..<7])
        #expect(found.call.trailingClosures.isEmpty)
        #expect(found.call.receiver == .implicitMember)
    }

    @Test func labeledArgumentsAndOneTrailingClosure() throws {
        let source = """
            HStack(alignment: .top, spacing: 8) {
                Text("a")
                Spacer()
            }
            .padding()
            """
        let found = try #require(call("HStack", in: source))
        #expect(found.labels == ["alignment", "spacing"])
        #expect(found.values == [".top", "8"])
        #expect(found.call.trailingClosures.count == 1)
        #expect(found.text.hasSuffix("Spacer()\n}"))
        #expect(found.call.receiver == Receiver.none)
        #expect(found.file.argument(found.call, labeled: "spacing").map { found.file.text(tokens: $0.value) } == "8")
        #expect(found.file.argument(found.call, labeled: "alignment")?.label == 2)
        #expect(found.file.argument(found.call, labeled: "space") == nil)
    }

    @Test func trailingClosureOnly() throws {
        let found = try #require(call("VStack", in: "VStack { Text(\"a\") }"))
        #expect(found.call.openParen == nil)
        #expect(found.call.closeParen == nil)
        #expect(found.call.arguments.isEmpty)
        #expect(found.call.trailingClosures == [1])
        #expect(found.call.end == found.file.tokens.count - 1)
    }

    @Test func multipleTrailingClosures() throws {
        let source = #"Button("x") { save() } label: { Label("Save", systemImage: "tray") }.buttonStyle(.plain)"#
        let found = try #require(call("Button", in: source))
        #expect(found.values == [#""x""#])
        #expect(found.closures == ["{ save() }", #"{ Label("Save", systemImage: "tray") }"#])
        #expect(found.text == #"Button("x") { save() } label: { Label("Save", systemImage: "tray") }"#)
    }

    @Test func multipleTrailingClosuresWithoutParentheses() throws {
        let source = "Section { rows } header: { Text(\"H\") } footer: { Text(\"F\") }"
        let found = try #require(call("Section", in: source))
        #expect(found.call.openParen == nil)
        #expect(found.closures.count == 3)
        #expect(found.call.end == found.file.tokens.count - 1)
    }

    @Test func labelWithoutAClosureEndsTheTrailingClosures() throws {
        let found = try #require(call("f", in: "f() { a } b: c"))
        #expect(found.call.trailingClosures.count == 1)
        #expect(found.text == "f() { a }")
    }

    @Test func nestedCallsAndCollectionsKeepTheirCommas() throws {
        let found = try #require(call("f", in: "f(a: g(1, 2), b: [1, 2], c: { x, y in x }, [k: v])"))
        #expect(found.labels == ["a", "b", "c", nil])
        #expect(found.values == ["g(1, 2)", "[1, 2]", "{ x, y in x }", "[k: v]"])
    }

    @Test func nestedCallIsACallToo() throws {
        let found = try #require(call("g", in: "f(a: g(1, 2), b: 3)"))
        #expect(found.values == ["1", "2"])
        #expect(found.call.receiver == Receiver.none)
    }

    @Test func keywordLabelsAndUnlabeledFirstArgument() throws {
        let found = try #require(call("f", in: "f(x, in: y, default: z, for: w)"))
        #expect(found.labels == [nil, "in", "default", "for"])
    }

    @Test func emptyArgumentListsAndTrailingCommas() throws {
        #expect(try #require(call("f", in: "f()")).call.arguments.isEmpty)
        #expect(try #require(call("f", in: "f(a, b,)")).values == ["a", "b"])
        #expect(try #require(call("f", in: "f(\n  a,\n  b\n)")).values == ["a", "b"])
    }

    @Test func labelValueMayBeEmptyInBrokenCode() throws {
        let found = try #require(call("f", in: "f(a:)"))
        #expect(found.labels == ["a"])
        #expect(found.call.arguments.first?.value.isEmpty == true)
    }

    @Test func notACall() {
        #expect(call("foo", in: "foo") == nil)
        #expect(call("foo", in: "foo + 1") == nil)
        #expect(call("foo", in: "foo[0]") == nil)
        #expect(call("foo", in: "foo(") == nil)
        #expect(call("foo", in: "foo {") == nil)
        #expect(call("foo", in: "foo(]") == nil)
    }

    @Test func parenthesisOnTheNextLineIsNotACall() {
        #expect(call("foo", in: "let a = foo\n(1, 2)") == nil)
        #expect(call("foo", in: "foo\n{ bar }") == nil)
        // A dropped multi-line comment is still a line break.
        #expect(call("foo", in: "foo /* a\n */ (1)") == nil)
        #expect(call("foo", in: "foo /* a */ (1)") != nil)
    }

    @Test func braceOnTheNextLineIsNotATrailingClosure() throws {
        let found = try #require(call("foo", in: "foo(1)\n{ bar }"))
        #expect(found.call.trailingClosures.isEmpty)
        #expect(found.text == "foo(1)")
    }

    // MARK: Receivers

    @Test func modifierOnTheNextLineIsCalledOnAnExpression() throws {
        let source = "Text(\"a\")\n    .padding(8)"
        #expect(receiver("padding", in: source) == .expression)
        #expect(receiver("Text", in: source) == Receiver.none)
        let found = try #require(call("padding", in: source))
        #expect(found.values == ["8"])
    }

    @Test func staticMemberIsCalledOnAPath() throws {
        let source = "Font.system(size: 12)"
        let file = sourceFile(source)
        #expect(file.receiver(of: 2) == .path([0]))
        #expect(receiver("custom", in: "SwiftUI.Font.custom(\"A\", size: 1)") == .path([0, 2]))
        #expect(receiver("foo", in: "self.foo()") == .path([0]))
        #expect(receiver("press", in: "Motion.press") == .path([0]))
        #expect(try #require(call("system", in: source)).labels == ["size"])
    }

    @Test func implicitMemberInsideAnArgument() {
        let source = ".font(.system(size: 12))"
        #expect(receiver("system", in: source) == .implicitMember)
        #expect(receiver("font", in: source) == .implicitMember)
        #expect(receiver("red", in: "x = .red") == .implicitMember)
        #expect(receiver("opacity", in: "f(.red.opacity(0.5))") == .implicitMember)
        #expect(receiver("bold", in: "weight: .bold") == .implicitMember)
        // After a keyword that begins an expression; a `case` pattern and `self`/`super` are not that.
        #expect(receiver("system", in: "var font: Font { return .system(size: 24) }") == .implicitMember)
        #expect(receiver("red", in: "items.map { _ in .red }") == .implicitMember)
        #expect(receiver("white", in: "switch style { case .white: 1 }") == .path([3]))
        #expect(receiver("bar", in: "super.bar()") == .path([0]))
        #expect(receiver("a", in: "c ? .a : .b") == .implicitMember)
    }

    @Test func optionalChainingIsCalledOnAnExpression() {
        #expect(receiver("foo", in: "x?.foo()") == .expression)
        #expect(receiver("foo", in: "x!.foo()") == .expression)
        #expect(receiver("foo", in: "a.b?.foo()") == .expression)
        // SE-0308: a modifier after `#endif` or `#else` continues the chain.
        let postfixIf = "Text(\"a\")\n#if os(iOS)\n.bold()\n#else\n.italic()\n#endif\n.padding(8)"
        #expect(receiver("padding", in: postfixIf) == .expression)
        #expect(receiver("italic", in: postfixIf) == .expression)
    }

    @Test func memberOfALiteralOrClosingBracketIsCalledOnAnExpression() {
        #expect(receiver("foo", in: "\"a\".foo()") == .expression)
        #expect(receiver("foo", in: "[1][0].foo()") == .expression)
        #expect(receiver("padding", in: "VStack { }\n.padding()") == .expression)
        #expect(receiver("description", in: "1.description") == .expression)
        #expect(receiver("rounded", in: "1.5.rounded()") == .expression)
        #expect(receiver("b", in: "foo().a.b()") == .expression)
    }

    @Test func plainNameHasNoReceiver() {
        #expect(receiver("HStack", in: "HStack {}") == Receiver.none)
        #expect(receiver("f", in: "x = f(1)") == Receiver.none)
    }

    @Test func callFoundInsideAModifierChain() throws {
        let found = try #require(call("foregroundStyle", in: Snippets.card))
        #expect(found.call.receiver == .expression)
        #expect(found.values == ["Color(red: 0.2, green: 0.4, blue: 0.6)"])
        let background = try #require(call("background", in: Snippets.card))
        #expect(background.values == ["RoundedRectangle(cornerRadius: 12).fill(Color.white.opacity(0.9))"])
        let tap = try #require(call("onTapGesture", in: Snippets.card))
        #expect(tap.call.openParen == nil)
        #expect(tap.call.trailingClosures.count == 1)
    }
}
