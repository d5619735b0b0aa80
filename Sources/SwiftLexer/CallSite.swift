/// One argument of a call: its label (if any) and the tokens of its value.
public struct Argument: Sendable, Equatable {
    /// Index of the label token, or nil for an unlabeled argument.
    public let label: Int?
    /// Token indices of the value expression, never empty for a well-formed call.
    public let value: Range<Int>
}

/// What a call is made on: nothing (`HStack(...)`), an implicit member
/// (`.padding(...)` as an argument, `.system(size:)`), a type or value path
/// (`Font.custom(...)`, `Motion.press`), or the result of an expression
/// (`Text("a").padding(8)`, a modifier).
public enum Receiver: Sendable, Equatable {
    case none
    /// A leading-dot member; the range covers the dotted path up to the callee.
    case implicitMember
    /// `A.B.callee`: the token indices of `A` and `B`.
    case path([Int])
    /// The callee is a member of a call, subscript, closure or literal result.
    case expression
}

/// A call site: `callee(arguments) { trailing closures }` with the pieces a
/// rule asks for already located, so no rule re-parses the argument list.
public struct CallSite: Sendable, Equatable {
    /// Index of the callee's name token.
    public let name: Int
    /// Index of `(`, or nil when the call has only trailing closures.
    public let openParen: Int?
    /// Index of the matching `)`, or nil.
    public let closeParen: Int?
    public let arguments: [Argument]
    /// Indices of the `{` of each trailing closure.
    public let trailingClosures: [Int]
    public let receiver: Receiver

    /// The last token index that belongs to the call.
    public let end: Int
}

extension SourceFile {
    /// The call whose callee name is token `name`, or nil when no `(` or `{`
    /// follows it on the same line. `(` must follow with no line break, as
    /// Swift requires; an unmatched `(` yields nil.
    public func call(at name: Int) -> CallSite? {
        let next = name + 1
        guard next < tokens.count, !tokens[next].flags.contains(.newlineBefore) else { return nil }
        var arguments: [Argument] = []
        var openParen: Int?
        var closeParen: Int?
        var end = name
        if tokens[next].kind == .leftParen {
            guard let close = match(next) else { return nil }
            openParen = next
            closeParen = close
            arguments = splitArguments(from: next + 1, to: close)
            end = close
        } else if tokens[next].kind != .leftBrace {
            return nil
        }
        let closures = trailingClosures(after: end)
        if let last = closures.last, let close = match(last) { end = close }
        if openParen == nil && closures.isEmpty { return nil }
        return CallSite(
            name: name, openParen: openParen, closeParen: closeParen, arguments: arguments,
            trailingClosures: closures, receiver: receiver(of: name), end: end)
    }

    /// Splits the tokens between a call's (or a tuple's) parentheses at top-level commas.
    public func splitArguments(from start: Int, to close: Int) -> [Argument] {
        var arguments: [Argument] = []
        var index = start
        var argumentStart = start
        while index <= close {
            let kind = tokens[index].kind
            if index == close || kind == .comma {
                if index > argumentStart { arguments.append(makeArgument(argumentStart..<index)) }
                argumentStart = index + 1
                index += 1
            } else if kind.isOpeningBracket, let other = match(index), other < close {
                index = other + 1
            } else {
                index += 1
            }
        }
        return arguments
    }

    /// `label: value` when the argument starts with a word and a colon.
    func makeArgument(_ range: Range<Int>) -> Argument {
        if range.count >= 2, tokens[range.lowerBound + 1].kind == .colon,
            tokens[range.lowerBound].kind == .identifier || tokens[range.lowerBound].kind == .keyword
        {
            return Argument(label: range.lowerBound, value: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, value: range)
    }

    /// `{ ... }` and then `label: { ... }` pairs following token `index`.
    func trailingClosures(after index: Int) -> [Int] {
        var closures: [Int] = []
        var cursor = index + 1
        guard cursor < tokens.count, tokens[cursor].kind == .leftBrace, let close = match(cursor) else { return [] }
        // A `{` on its own line after a call closes nothing: it is a new statement.
        if tokens[cursor].flags.contains(.newlineBefore) { return [] }
        closures.append(cursor)
        cursor = close + 1
        while cursor + 2 < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .keyword,
            tokens[cursor + 1].kind == .colon, tokens[cursor + 2].kind == .leftBrace, let next = match(cursor + 2)
        {
            closures.append(cursor + 2)
            cursor = next + 1
        }
        return closures
    }

    /// Walks back from a callee over `.name` pairs to say what it is called on.
    public func receiver(of name: Int) -> Receiver {
        var path: [Int] = []
        var index = name
        while index - 1 >= 0, tokens[index - 1].kind == .period {
            let before = index - 2
            guard before >= 0 else { return .implicitMember }
            switch tokens[before].kind {
            case .keyword where !isSelfOrSuper(before) && !tokenIs(before, "case"):
                // `return .system(size: 24)`, `in .red`, `try .decode(...)`: a keyword that begins an
                // expression, not a value with members. A `case .white:` is a pattern, matched, not
                // made: it stays apart, as before.
                return .implicitMember
            case .identifier, .keyword:
                path.append(before)
                index = before
            case .rightParen, .rightBracket, .rightBrace, .stringLiteral, .multilineStringLiteral, .integerLiteral,
                .floatLiteral, .regexLiteral:
                // `foo().bar`, `}\n.padding()`, `"a".bar`: a member of a value.
                return .expression
            case .operator where tokens[before].end == tokens[index - 1].start:
                return .expression  // `x?.bar`, `x!.bar`
            case .poundDirective:
                // SE-0308: `#if` ... `#endif` inside a modifier chain; the member continues it.
                return .expression
            default:
                // `(.padding`, `, .system`, `= .red`: an implicit member expression.
                return .implicitMember
            }
        }
        if path.isEmpty {
            return .none
        }
        return .path(path.reversed())
    }

    /// Whether token `index` is `self`, `Self` or `super`: the keywords that are values.
    private func isSelfOrSuper(_ index: Int) -> Bool {
        tokenIs(index, "self") || tokenIs(index, "Self") || tokenIs(index, "super")
    }

    /// The argument whose label is `label`.
    public func argument(_ call: CallSite, labeled label: StaticString) -> Argument? {
        call.arguments.first { argument in argument.label.map { tokenIs($0, label) } ?? false }
    }
}
