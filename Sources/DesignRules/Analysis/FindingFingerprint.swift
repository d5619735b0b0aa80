import SwiftLexer

/// Identity of a finding across edits: rule, enclosing type, the finding's
/// line with whitespace removed, and its occurrence among identical ones;
/// never the line number or the message. Moving code keeps the fingerprint,
/// editing the flagged line (a new value) changes it, and two identical lines
/// in one type stay distinct by occurrence.
enum FindingFingerprint {
    /// Sets `fingerprint` on findings sorted in source order.
    ///
    /// The hash is FNV-1a over `rule 0x1F scope 0x1F line-without-blanks 0x1F occurrence`. The
    /// identity is gathered as bytes, without the filtered and interpolated strings it once took:
    /// this runs for every finding of every blob a backfill reads.
    static func assign(
        _ findings: inout [Finding], in file: SourceFile, landmarks: Landmarks, scopes: TypeScopes?,
        lines: inout LineIndex
    ) {
        // Most files of a history have no finding: then no scope is asked for.
        guard !findings.isEmpty else { return }
        let scopes = scopes ?? TypeScopes(file, landmarks: landmarks)
        // Occurrences are keyed by the identity as a String, as they always were: String equality
        // is canonical equivalence, so a line with "é" precomposed and one with "e" plus a combining
        // accent are the same identity and number their occurrences together.
        // Sized for every finding at once: growing it rehashed each key already counted.
        var occurrences: [String: Int] = [:]
        occurrences.reserveCapacity(findings.count)
        var identity: [UInt8] = []
        for index in findings.indices {
            let finding = findings[index]
            let offset = lines.byteOffset(line: finding.line, column: finding.column)
            identity.removeAll(keepingCapacity: true)
            identity.append(contentsOf: finding.ruleID.utf8)
            identity.append(0x1F)
            identity.append(contentsOf: scopes.innermost(containing: offset).utf8)
            identity.append(0x1F)
            for byte in finding.snippet.utf8 where byte != 0x20 && byte != 0x09 { identity.append(byte) }
            let key = String(decoding: identity, as: UTF8.self)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            var hash = FNV1a()
            for byte in identity { hash.add(byte) }
            hash.add(0x1F)
            hash.add(String(occurrence))
            findings[index].fingerprint = hash.hex
        }
    }
}

/// 64-bit FNV-1a, fed incrementally: finding and analyzer fingerprints.
public struct FNV1a {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        // Written digit by digit into the string: one per finding, and padding a
        // `String(value, radix: 16)` built three strings.
        let digits: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 {
                buffer[index] = digits.utf8Start[Int(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xF]
            }
            return 16
        }
    }
}

/// The type declarations of a file (`struct`, `class`, `enum`, `actor`,
/// `extension`, `protocol`) with their body byte ranges, nested names
/// joined by dots (`ProfileView.Header`).
struct TypeScopes: Sendable {
    /// Each type's dotted name, body bytes, and whether it inherits from a UIKit or AppKit type.
    private var scopes: [(name: String, bytes: Range<Int>, isPlatformType: Bool)] = []

    /// Reads the declarations at `landmarks`, the only tokens that can start one.
    init(_ file: SourceFile, landmarks: Landmarks) {
        let tokens = file.tokens
        var stack: [(name: String, end: Int)] = []
        // Enclosing types are popped when the next landmark is reached rather than at
        // every token: token starts only grow, so the stack a declaration sees is the same.
        for index in landmarks.indices where index + 1 < tokens.count {
            let start = Int(tokens[index].start)
            while let last = stack.last, last.end <= start { stack.removeLast() }
            let token = tokens[index]
            let declares =
                (token.kind == .keyword
                    && (file.tokenIs(index, "struct") || file.tokenIs(index, "class") || file.tokenIs(index, "enum")
                        || file.tokenIs(index, "extension") || file.tokenIs(index, "protocol")))
                || (token.kind == .identifier && file.tokenIs(index, "actor") && file.kind(index + 1) == .identifier)
            if declares, file.kind(index + 1) == .identifier {
                var cursor = index + 2
                while cursor < tokens.count, cursor < index + 48, tokens[cursor].kind != .leftBrace { cursor += 1 }
                if cursor < tokens.count, tokens[cursor].kind == .leftBrace, let close = file.match(cursor) {
                    var name = file.text(index + 1)
                    // `extension Foo.Bar`: the whole dotted name.
                    var part = index + 2
                    while file.kind(part) == .period, file.kind(part + 1) == .identifier {
                        name += "." + file.text(part + 1)
                        part += 2
                    }
                    if let outer = stack.last { name = outer.name + "." + name }
                    let range = Int(tokens[cursor].start)..<Int(tokens[close].end)
                    scopes.append((name, range, TypeScopes.inheritsPlatformType(file, from: part, to: cursor)))
                    stack.append((name, range.upperBound))
                }
            }
        }
    }

    /// `class X: UIViewController`, `struct Y: UIViewRepresentable`, `final class Z: NSObject,
    /// UIApplicationDelegate`: a name in the inheritance clause between `from` and the body's
    /// `{` is a UIKit or AppKit type (`UI` or `NS` and a capital; `NSObject` alone says nothing).
    private static func inheritsPlatformType(_ file: SourceFile, from: Int, to brace: Int) -> Bool {
        // Past generic parameters (`struct X<T>: View`) to the clause's colon.
        guard let colon = (from..<brace).first(where: { file.kind($0) == .colon }) else { return false }
        for index in (colon + 1)..<brace where file.kind(index) == .identifier {
            if file.tokenIs(index, "where") { break }
            let start = Int(file.tokens[index].start)
            guard Int(file.tokens[index].end) - start > 2, !file.tokenIs(index, "NSObject") else { continue }
            let (first, second, third) = (file.bytes[start], file.bytes[start + 1], file.bytes[start + 2])
            let prefixed =
                (first == UInt8(ascii: "U") && second == UInt8(ascii: "I"))
                || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
            if prefixed, third >= UInt8(ascii: "A"), third <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    /// Whether `offset` lies in the body of a type that inherits from a UIKit or AppKit type, at
    /// any depth: a view controller, an app delegate, a representable's coordinator. Code there
    /// is the platform's, not SwiftUI's, even in a file that imports SwiftUI.
    func isInsidePlatformType(_ offset: Int) -> Bool {
        scopes.contains { $0.isPlatformType && $0.bytes.contains(offset) }
    }

    /// The name of the innermost type whose body holds `offset`, or "" at file scope.
    func innermost(containing offset: Int) -> String {
        var best: (name: String, size: Int)?
        for scope in scopes where scope.bytes.contains(offset) {
            if best == nil || scope.bytes.count < best?.size ?? Int.max { best = (scope.name, scope.bytes.count) }
        }
        return best?.name ?? ""
    }
}
