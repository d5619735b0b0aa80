import SwiftLexer

/// A file's type declarations (`struct`, `class`, `enum`, `extension`, `protocol`, `actor`), read
/// once from its landmarks: every pass that needs a type's name, header or body asks here (type
/// scopes and roles, token definitions, preview bodies, a rule's view types), so none walks the
/// declarations again with a window and keywords of its own.
struct Declarations: Sendable {
    struct Declaration: Sendable {
        /// The keyword's token index (`struct`, ..., or the identifier `actor`).
        let keyword: Int
        /// The tokens of the name as written: `Theme . Spacing` of `extension Theme.Spacing`.
        let written: Range<Int>
        /// The name with those of the types around it, dotted: `ProfileView.Header`.
        let name: String
        /// The tokens between the name and the body: generics, inheritance, `where`.
        var header: Range<Int> { written.upperBound..<brace }
        /// The body's braces (token indices) and its bytes.
        let brace: Int
        let close: Int
        let bytes: Range<Int>
        /// The names of its inheritance clause (token indices), up to `where`.
        let inherits: [Int]
        /// `private` or `fileprivate` right before the keyword.
        let isPrivate: Bool
        /// At the file's top level, in no other type.
        let isTopLevel: Bool

        /// The name's first token: the type's own name for a declaration, the extended type's for an extension.
        var simpleName: Int { written.lowerBound }

        /// Its header names `View` (`struct Card: View`, `struct Row<Label: View>: View`).
        func namesView(in file: SourceFile) -> Bool {
            header.contains { file.kind($0) == .identifier && file.tokenIs($0, "View") }
        }
    }

    /// In source order.
    let all: [Declaration]

    /// Reads the declarations at `landmarks` (token indices in source order), the only tokens that can start one.
    init(_ file: SourceFile, landmarks: [Int]) {
        let tokens = file.tokens
        var found: [Declaration] = []
        var stack: [(name: String, end: Int)] = []
        // Enclosing types are popped when the next landmark is reached rather than at every token:
        // token starts only grow, so the stack a declaration sees is the same.
        for index in landmarks where index + 1 < tokens.count {
            let start = Int(tokens[index].start)
            while let last = stack.last, last.end <= start { stack.removeLast() }
            let token = tokens[index]
            let declares =
                (token.kind == .keyword
                    && (file.tokenIs(index, "struct") || file.tokenIs(index, "class") || file.tokenIs(index, "enum")
                        || file.tokenIs(index, "extension") || file.tokenIs(index, "protocol")))
                || (token.kind == .identifier && file.tokenIs(index, "actor") && file.kind(index + 1) == .identifier)
            // `import struct SwiftUI.Color` names a type, it declares none.
            guard declares, file.kind(index + 1) == .identifier, !file.tokenIs(index - 1, "import") else { continue }
            var brace = index + 2
            while brace < tokens.count, brace < index + 48, tokens[brace].kind != .leftBrace { brace += 1 }
            guard brace < tokens.count, tokens[brace].kind == .leftBrace, let close = file.match(brace) else {
                continue
            }
            // `extension Foo.Bar`: the whole dotted name.
            var part = index + 2
            while file.kind(part) == .period, file.kind(part + 1) == .identifier { part += 2 }
            var name = file.text(tokens: (index + 1)..<part)
            if let outer = stack.last { name = outer.name + "." + name }
            let bytes = Int(tokens[brace].start)..<Int(tokens[close].end)
            found.append(
                Declaration(
                    keyword: index, written: (index + 1)..<part, name: name, brace: brace, close: close, bytes: bytes,
                    inherits: Self.inheritedNames(file, clause: part, brace: brace),
                    isPrivate: index > 0
                        && (file.tokenIs(index - 1, "private") || file.tokenIs(index - 1, "fileprivate")),
                    isTopLevel: stack.isEmpty))
            stack.append((name, bytes.upperBound))
        }
        all = found
    }

    /// The declaration whose keyword is at token `index`, if one is.
    func declared(at index: Int) -> Declaration? {
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].keyword < index { low = middle + 1 } else { high = middle }
        }
        return low < all.count && all[low].keyword == index ? all[low] : nil
    }

    /// The names of a declaration's inheritance clause, `clause` being the token after its name
    /// and `brace` its body's `{`: past generic parameters (`struct X<T>: View`), up to `where`.
    private static func inheritedNames(_ file: SourceFile, clause: Int, brace: Int) -> [Int] {
        var inherits: [Int] = []
        var start = clause
        // `<Label: View>`: a generic parameter's constraint is not the type's.
        if file.kind(start) == .operator, file.text(start).hasPrefix("<") {
            var depth = 0
            while start < brace {
                if file.kind(start) == .operator {
                    for byte in file.text(start).utf8 {
                        if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                    }
                }
                start += 1
                if depth <= 0 { break }
            }
        }
        // The colon of the inheritance clause comes before a `where` clause's.
        let clauseEnd = (start..<brace).first { file.tokenIs($0, "where") } ?? brace
        if let colon = (start..<clauseEnd).first(where: { file.kind($0) == .colon }) {
            for name in (colon + 1)..<brace where file.kind(name) == .identifier {
                if file.tokenIs(name, "where") { break }
                inherits.append(name)
            }
        }
        return inherits
    }
}

/// A file's imports, read once from its landmarks: the module each names and the attributes
/// before it, for every pass that asks what a file imports (SwiftUI code, platform code, charts,
/// a module re-exporting SwiftUI, the app's own modules).
struct Imports: Sendable {
    struct Import: Sendable {
        /// The module: `SwiftUI` of `import SwiftUI` and of `import struct SwiftUI.Color`.
        let module: String
        /// `@_exported`, `@testable`, `@preconcurrency`, ... written before `import`.
        let attributes: [String]
    }

    let all: [Import]

    /// Whether the file imports `module`.
    func contains(_ module: String) -> Bool {
        all.contains { $0.module == module }
    }

    /// The imports of a file read without its landmarks (`fix`, for a file it did not lex for
    /// tokens): its `import` keywords, found in one pass over the tokens' kinds.
    init(_ file: SourceFile) {
        self.init(file, landmarks: file.tokens.indices.filter { file.tokens[$0].kind == .keyword })
    }

    init(_ file: SourceFile, landmarks: [Int]) {
        var found: [Import] = []
        for index in landmarks where file.kind(index) == .keyword && file.tokenIs(index, "import") {
            var module = index + 1
            // `import struct SwiftUI.Color`, `import func Darwin.sqrt`.
            if file.kind(module) == .keyword { module += 1 }
            guard file.kind(module) == .identifier, !file.tokens[module].flags.contains(.newlineBefore) else {
                continue
            }
            var attributes: [String] = []
            var before = index - 1
            while before >= 0, file.kind(before) == .attribute {
                attributes.append(file.text(before))
                before -= 1
            }
            found.append(Import(module: file.text(module), attributes: attributes))
        }
        all = found
    }
}

extension Declarations {
    /// The bodies (token ranges) of the structs whose header names one of `protocols`
    /// (`struct BrandGradient: ViewModifier`): the app's own styles, where what they draw is
    /// defined once for everything that wears them.
    func structBodies(conformingTo protocols: [StaticString], in file: SourceFile) -> [ClosedRange<Int>] {
        all.compactMap { declaration in
            guard file.tokenIs(declaration.keyword, "struct"),
                declaration.header.contains(where: { token in protocols.contains { file.tokenIs(token, $0) } })
            else { return nil }
            return declaration.brace...declaration.close
        }
    }
}
