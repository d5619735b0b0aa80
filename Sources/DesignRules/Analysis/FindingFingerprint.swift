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
        _ findings: inout [Finding], in file: SourceFile, scopes: TypeScopes, lines: inout LineIndex
    ) {
        guard !findings.isEmpty else { return }
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
