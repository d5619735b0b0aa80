import Testing

@testable import JSONSupport

@Suite struct JSONTests {
    @Test func roundTripsKeepingKeyOrder() throws {
        let text =
            "{\"b\": [1, 2.5, -3e2, true, false, null], \"a\": {\"s\": \"x\\n\\\"y\\\" \\u00e9 \\ud83d\\ude00\"}}"
        let value = try JSONParser.parse(text)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.0) == ["b", "a"])
        #expect(value["a"]?["s"] == .string("x\n\"y\" é 😀"))
        #expect(value["b"]?.arrayValue?[2] == .number(-300))
        let written = JSONWriter(pretty: false).string(value)
        #expect(try JSONParser.parse(written) == value)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "\"\\x\"", "{\"a\":1,\"a\":2}", "[1] 2", "\"a\nb\""])
    func rejectsMalformed(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
    }

    /// A repeated key is found whether the object is small (keys compared in place) or large
    /// (a set of them), and wherever it stands.
    @Test(arguments: [2, 15, 16, 17, 40])
    func rejectsARepeatedKeyInAnObjectOfAnySize(_ keys: Int) throws {
        let members = (0..<keys).map { "\"k\($0)\": \($0)" }
        #expect(
            try JSONParser.parse("{" + members.joined(separator: ",") + "}")["k\(keys - 1)"]
                == .number(Double(keys - 1)))
        for repeated in [0, keys - 1] {
            let text = "{" + (members + ["\"k\(repeated)\": 0"]).joined(separator: ",") + "}"
            #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        }
    }

    @Test func errorsCarryLineAndColumn() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": tru\n}")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2 && error.column == 8, "\(error)")
        }
    }

    @Test func writesIntegersWithoutFractionAndEscapesControls() {
        #expect(
            JSONWriter(pretty: false).string(.array([.number(12), .number(17.5), .string("\u{01}")]))
                == "[12,17.5,\"\\u0001\"]")
    }

    @Test(arguments: [0, 7, -7, 10, -10, 1_234_567_890, Int.max, Int.min])
    func writesIntegersAsTheirDecimalText(number: Int) {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        JSONWriter.appendInteger(number, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[" + String(number))
    }

    @Test func writesWholeDoublesAsIntegers() {
        #expect(JSONWriter.format(-0.0) == "0")
        #expect(JSONWriter.format(-42) == "-42")
        #expect(JSONWriter.format(999_999_999_999_999) == "999999999999999")
        // From 1e15 on, Swift's own spelling (still a JSON number).
        #expect(JSONWriter.format(1e15) == "1000000000000000.0")
    }
}

@Suite struct JSONCommentTests {
    @Test func commentsAreWhitespaceOnlyWhenAllowed() throws {
        let text = "// why\n{\"a\": /* one */ 1, // more\n \"b\": [2]}\n/* end */"
        let value = try JSONParser.parse(Array(text.utf8), allowingComments: true)
        #expect(value["a"]?.numberValue == 1)
        #expect(value["b"]?.arrayValue?.count == 1)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
    }

    @Test func anUnclosedBlockCommentSaysWhere() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONParser.parse(Array("{\"a\": 1 /* open".utf8), allowingComments: true)
        }
        #expect(error?.message == "A comment opened with /* is never closed.")
        #expect(error?.column == 9)
    }

    /// Members are found by name in any order, each lookup starting after the last found; what
    /// follows the last found is the rest.
    @Test func membersAreFoundInAnyOrder() throws {
        let value = try JSONParser.parse(#"{"a": 1, "b": "x", "c": true, "d": null, "e": [2]}"#)
        var members = try #require(JSONMembers(value))
        #expect(members.value("a")?.numberValue == 1)
        #expect(members.value("c")?.boolValue == true)
        #expect(members.rest.map(\.0) == ["d", "e"])
        #expect(members.value("b")?.stringValue == "x")
        #expect(members.value("missing") == nil)
        #expect(members.value("e") == .array([.number(2)]))
        #expect(members.rest.isEmpty)
        #expect(members.value("a")?.numberValue == 1)
        #expect(members.value("d") == .null)
        #expect(JSONMembers(.array([])) == nil && JSONMembers(nil) == nil)
        var empty = try #require(JSONMembers(.object([])))
        #expect(empty.value("a") == nil && empty.rest.isEmpty)
    }

    /// Strings with and without escapes, among them one that is nothing but an escape.
    @Test func stringsReadTheirEscapes() throws {
        let value = try JSONParser.parse(#"["plain", "a\"b", "\n", "\u00e9t\u00e9", "", "x\\"]"#)
        #expect(value == .array(["plain", "a\"b", "\n", "été", "", "x\\"].map(JSONValue.string)))
    }

    @Test func aSlashInAStringIsNoComment() throws {
        let value = try JSONParser.parse(Array(#"{"url": "https://example.com//x"}"#.utf8), allowingComments: true)
        #expect(value["url"]?.stringValue == "https://example.com//x")
    }

    /// An object written member by member reads exactly as the same value written whole, pretty
    /// and compact, with empty and nested lists.
    @Test(arguments: [true, false])
    func aStreamedObjectIsWrittenAsTheSameValue(pretty: Bool) {
        let whole: JSONValue = .object([
            ("tool", .object([("name", .string("designdebt"))])),
            (
                "findings",
                .array([
                    .object([("rule", .string("a\"b")), ("line", .number(3))]),
                    .object([("rule", .string("c")), ("line", .number(-1.5)), ("onScale", .null)]),
                ])
            ),
            ("blocked", .array([])),
            ("notes", .array([.string("x"), .object([])])),
        ])
        let writer = JSONWriter(pretty: pretty)
        let streamed = writer.objectBytes { top in
            top.value("tool", .object([("name", .string("designdebt"))]))
            top.array("findings") { list in
                list.object { item in
                    item.string("rule", "a\"b")
                    item.number("line", 3)
                }
                list.object { item in
                    item.string("rule", "c")
                    item.number("line", -1.5)
                    item.value("onScale", .null)
                }
            }
            top.array("blocked") { _ in }
            top.array("notes") { list in
                list.value(.string("x"))
                list.object { _ in }
            }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == writer.string(whole))
    }

    /// Items written in detached parts, empty ones among them (first, between, all), then put in
    /// in order, read as the same items written in one stream.
    @Test(arguments: [true, false])
    func itemsWrittenApartReadAsOneList(pretty: Bool) {
        let parts: [[Int]] = [[], [1, 2], [], [3], []]
        let whole: JSONValue = .object([
            ("items", .array((1...3).map { .object([("n", .number(Double($0)))]) })),
            ("none", .array([])),
        ])
        let writer = JSONWriter(pretty: pretty)
        let streamed = writer.objectBytes { top in
            for (key, lists) in [("items", parts), ("none", [[], []])] as [(StaticString, [[Int]])] {
                top.array(key) { list in
                    let written = lists.map { numbers in
                        var part = list.detached()
                        for number in numbers { part.object { $0.number("n", Double(number)) } }
                        return part
                    }
                    for part in written { list.append(part) }
                }
            }
        }
        #expect(String(decoding: streamed, as: UTF8.self) == writer.string(whole))
    }
}
