/// What the files say about types, read from their bytes without lexing: the types the
/// `@StateObject`, `@ObservedObject` and `@EnvironmentObject` properties hold, and the types the
/// app declares. Together they tell which observed types the app does not declare: a store from a
/// package (`Store<AppState>` of a Redux library) that the app cannot make `@Observable`.
///
/// Words in comments and strings count too: a name wrongly taken as declared only keeps a finding
/// that would be reported anyway.
public enum TypeNames {
    /// The types the wrapped properties of a file hold.
    public static func observed(in bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            // Most files have no wrapper: one search says so.
            guard containsBytes(buffer, "Object") else { return [] }
            var observed: [String] = []
            for wrapper in Self.wrappers {
                var from = 0
                while let at = firstOffset(of: wrapper, in: buffer, from: from) {
                    from = at + wrapper.utf8CodeUnitCount
                    if let name = Self.heldType(buffer, after: from) { observed.append(name) }
                }
            }
            return observed
        }
    }

    /// The types a file declares, with the generic parameters of its declarations.
    public static func declared(in bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            var declared: [String] = []
            for keyword in Self.declarers {
                var from = 0
                while let at = firstOffset(of: keyword, in: buffer, from: from) {
                    from = at + keyword.utf8CodeUnitCount
                    guard at == 0 || !Self.isWordByte(buffer[at - 1]) else { continue }
                    var cursor = from
                    guard let name = Self.word(buffer, at: &cursor) else { continue }
                    declared.append(name)
                    // `struct Discover<Manager: DiscoveryManager>`: a generic parameter stands for the
                    // app's types that conform.
                    if cursor < buffer.count, buffer[cursor] == UInt8(ascii: "<") {
                        declared += Self.genericParameters(buffer, from: cursor)
                    }
                }
            }
            return declared
        }
    }

    private static let wrappers: [StaticString] = ["@StateObject", "@ObservedObject", "@EnvironmentObject"]
    /// Each followed by its space: `class Foo`, never `classify`.
    private static let declarers: [StaticString] = [
        "class ", "struct ", "enum ", "actor ", "protocol ", "typealias ",
    ]

    /// The type a wrapped property holds, read after the attribute on its line:
    /// `@EnvironmentObject var store: Store<AppState>` gives `Store`, `@StateObject private var
    /// model = FeedModel()` gives `FeedModel`, `= Current.model` nothing.
    private static func heldType(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> String? {
        // A longer attribute (`@StateObjectX`) is another word.
        guard start < bytes.count, !isWordByte(bytes[start]) else { return nil }
        var cursor = start
        while cursor < bytes.count, bytes[cursor] != 0x0A {
            let byte = bytes[cursor]
            cursor += 1
            if byte == UInt8(ascii: ":") { return word(bytes, at: &cursor) }
            // `= FeedModel()`: a type only when it is constructed (`= Current.kiosk` reads a value).
            if byte == UInt8(ascii: "=") {
                guard let name = word(bytes, at: &cursor), cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(")
                else { return nil }
                return name
            }
        }
        return nil
    }

    /// The parameter names of the generic clause whose `<` is at `start`: the word after `<` or a
    /// comma at its own depth.
    private static func genericParameters(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var cursor = start
        while cursor < bytes.count, bytes[cursor] != 0x0A {
            let byte = bytes[cursor]
            cursor += 1
            if byte == UInt8(ascii: "<") {
                depth += 1
            } else if byte == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { break }
            }
            if depth == 1, byte == UInt8(ascii: "<") || byte == UInt8(ascii: ","), let name = word(bytes, at: &cursor) {
                names.append(name)
            }
        }
        return names
    }

    /// The identifier at `cursor` after spaces, moving past it; nil when none starts there.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Int) -> String? {
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        let begin = cursor
        while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
        guard cursor > begin else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<cursor]), as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
            || byte >= 0x80
    }
}
