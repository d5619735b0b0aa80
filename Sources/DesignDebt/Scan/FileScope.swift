import BuildGraph
import DebtReports
import DesignRules
import Foundation

/// Decides, from a path and the first bytes of a file, whether it counts.
/// The collector applies the same decisions to blobs in history.
public struct FileScope: Sendable {
    public let config: Configuration
    /// Files over this many bytes are skipped as too large (default 2 MiB).
    public let sizeLimit: Int

    /// Directory names never descended into.
    public static let vendoredDirectories = Set(vendoredFolders.map(\.description))

    /// Which files the app's projects build: the others are skipped as `unbuilt`.
    public let graph: BuildGraph

    public init(config: Configuration, graph: BuildGraph = .unknown, sizeLimit: Int = 2 << 20) {
        self.config = config
        self.graph = graph
        self.sizeLimit = sizeLimit
    }

    /// The reason a root-relative path is out of scope, judged from its name alone.
    public func skipReason(forPath path: String) -> SkipReason? {
        let name = PathNames(path)
        if name.isVendored { return .vendored }
        if !config.include.isEmpty, !config.include.contains(where: { $0.matches(path) }) { return .excluded }
        if config.exclude.contains(where: { $0.matches(path) }) { return .excluded }
        if !config.includeGenerated, name.isGenerated { return .generatedName }
        if !config.includeTests, name.isTest { return .test }
        if !config.includeWatchOS, name.isWatchOS { return .watchOS }
        if !config.includeDebug, name.isDebug { return .debug }
        if graph.isUnbuilt(path) { return .unbuilt }
        return nil
    }

    /// The reason a file is out of scope, judged from its content.
    public func skipReason(forContent bytes: [UInt8]) -> SkipReason? {
        if bytes.count > sizeLimit { return .tooLarge }
        if FileScope.containsNUL(bytes) { return .binary }
        if !FileScope.isValidUTF8(bytes) { return .notUTF8 }
        if !config.includeGenerated, FileScope.hasGeneratedHeader(bytes) { return .generatedHeader }
        return nil
    }

    /// What a path's folder and file names say about it, read in one pass over its bytes: asked
    /// of every file, splitting the path into strings and folding each cost a fifth of a scan.
    struct PathNames {
        /// Under a folder never descended into (`Pods`, `.build`).
        private(set) var isVendored = false
        /// A generated file's name (`Colors+Generated.swift`) or a folder named `Generated`.
        private(set) var isGenerated = false
        /// A test file (`LoginTests.swift`) or a folder of tests (`AppTests`).
        private(set) var isTest = false
        /// A folder named for a watch target: `Watch`, `WatchApp`, `WatchKit Extension`,
        /// `HAWatchComplications`, `MyApp Watch`: "Watch" capitalized, then a new word or the end
        /// of the name (not `Watchlist`).
        private(set) var isWatchOS = false
        /// Debug, QA, example, gallery and preview code: a folder so named (`Debug`, `DebugMenu`,
        /// `QA Features`, `Examples`, `Gallery`, `Playgrounds`, `Previews`, `Preview Content`), or a
        /// file whose name starts with `Debug` (`DebugSettingsView.swift`). Compared without case, spaces, dashes or underscores.
        private(set) var isDebug = false

        init(_ path: String) {
            var path = path
            path.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                    if end > start {
                        let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
                        if end == bytes.count { readFile(name) } else { readFolder(name) }
                    }
                    start = end + 1
                }
            }
        }

        private mutating func readFolder(_ name: UnsafeBufferPointer<UInt8>) {
            if FileScope.vendoredFolders.contains(where: { FileScope.spells(name, $0) }) { isVendored = true }
            if FileScope.spells(name, "Generated") || FileScope.spells(name, "generated") { isGenerated = true }
            if FileScope.endsWith(name, "Tests") { isTest = true }
            if FileScope.namesWatch(name) { isWatchOS = true }
            if FileScope.folded(name, hasPrefix: "debug")
                || FileScope.debugFolders.contains(where: { FileScope.folded(name, equals: $0) })
            {
                isDebug = true
            }
        }

        private mutating func readFile(_ name: UnsafeBufferPointer<UInt8>) {
            if FileScope.endsWith(name, "+Generated.swift") || FileScope.endsWith(name, ".generated.swift") {
                isGenerated = true
            }
            if FileScope.endsWith(name, "Tests.swift") { isTest = true }
            if FileScope.folded(name, hasPrefix: "debug") || FileScope.namesDebugScreen(name) { isDebug = true }
        }
    }

    /// The same names, compared as bytes with a path's folders.
    static let vendoredFolders: [StaticString] = [
        ".build", "DerivedData", "Pods", "Carthage", "SourcePackages", ".git", "node_modules", ".swiftpm",
    ]

    /// Whether `name` ends with `suffix`, compared as bytes.
    static func endsWith(_ name: UnsafeBufferPointer<UInt8>, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard name.count >= count else { return false }
        return name[(name.count - count)...].elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count))
    }

    /// Whether `name` is `word`, compared as bytes.
    static func spells(_ name: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        name.count == word.utf8CodeUnitCount && endsWith(name, word)
    }

    /// "Watch" capitalized in `name`, then a new word or the end: `WatchApp`, `Watch Extension`,
    /// not `Watchlist`.
    static func namesWatch(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        names(name, word: watch)
    }

    private static let watch = Array("Watch".utf8)

    /// A screen named for debugging inside its name: "Debug", then a word that names a screen
    /// (`PreferencesDebugPane.swift`, `CacheDebugView.swift`, `PlayerDebugOverlay.swift`), not a
    /// logger or a description (`UpdaterDebugLogger`, `CustomDebugStringConvertible`).
    static func namesDebugScreen(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        debugScreens.contains { names(name, word: $0) }
    }

    /// "Debug" and a word that names a screen, as a file's name spells them.
    static let debugScreens = [
        "View", "Pane", "Screen", "Menu", "Panel", "Settings", "Overlay", "Window", "Sheet", "Console",
    ]
    .map { Array("Debug\($0)".utf8) }

    /// Whether `word`, spelled as given, is in `name`, then a new word or the end (no lowercase
    /// letter after it).
    private static func names(_ name: UnsafeBufferPointer<UInt8>, word: [UInt8]) -> Bool {
        guard let first = word.first, name.count >= word.count else { return false }
        for start in 0...(name.count - word.count) where name[start] == first {
            guard name[start..<(start + word.count)].elementsEqual(word) else { continue }
            let end = start + word.count
            if end == name.count || !(name[end] >= 0x61 && name[end] <= 0x7A) { return true }
        }
        return false
    }

    /// `name`'s ASCII letters lowercased, with spaces, dashes and underscores dropped, compared
    /// with the start of `word` (lowercase): every name compared is ASCII, so nothing else can
    /// make one. Whether the folded name starts with `word`, or is it.
    private static func foldedMatch(_ name: UnsafeBufferPointer<UInt8>, _ word: StaticString, whole: Bool) -> Bool {
        let count = word.utf8CodeUnitCount
        var matched = 0
        for byte in name where byte != 0x20 && byte != 0x2D && byte != 0x5F {
            guard matched < count else { return !whole }
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            guard lower == word.utf8Start[matched] else { return false }
            matched += 1
        }
        return matched == count
    }

    static func folded(_ name: UnsafeBufferPointer<UInt8>, hasPrefix word: StaticString) -> Bool {
        foldedMatch(name, word, whole: false)
    }

    static func folded(_ name: UnsafeBufferPointer<UInt8>, equals word: StaticString) -> Bool {
        foldedMatch(name, word, whole: true)
    }

    static let debugFolders: [StaticString] = [
        "qa", "qafeatures", "qamenu", "example", "examples", "gallery", "playground", "playgrounds", "sandbox",
        "internaltools", "developermenu", "devtools", "previews", "previewcontent",
    ]

    /// Phrases generators write in their headers, lowercased.
    static let generatedMarkers: [StaticString] = [
        "do not edit", "generated by", "generated using", "generated with", "autogenerated", "auto-generated",
        "auto generated", "automatically generated", "generated automatically", "generated file", "generated code",
        "this file is generated", "@generated", "sourcery", "swiftgen", "r.swift",
    ]

    /// A part of every generated marker (checked by a test).
    static let markerStems: [StaticString] = ["generat", "do not edit", "sourcery", "swiftgen", "r.swift"]

    /// Reads the comments of the file's leading lines (the first 40 at most, up to the first
    /// declaration): past `import` lines, blank lines, `#if` directives and licence or file
    /// headers, where generators put their mark (`import UIKit` then `// WARNING: AUTO
    /// GENERATED, DO NOT EDIT`). A comment further down mentioning "generated by" changes nothing.
    static func hasGeneratedHeader(_ bytes: [UInt8]) -> Bool {
        var header: [UInt8] = []
        // Reserved once: an exact reservation per line would copy the header again on every line.
        header.reserveCapacity(min(bytes.count, 4096))
        var lineStart = 0
        var lines = 0
        // Inside a `/* ... */` comment, and whether it documents a declaration (`/** ... */`).
        var inBlock = false
        var blockIsDocumentation = false
        while lineStart < bytes.count, lines < 40 {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 || bytes[first] == 0x0D { first += 1 }
            let line = bytes[first..<lineEnd]
            // Byte by byte: this runs for the first lines of every file a scan reads.
            func byte(_ offset: Int) -> UInt8 { first + offset < lineEnd ? bytes[first + offset] : 0 }
            let slash: UInt8 = 0x2F
            let star: UInt8 = 0x2A
            let opensBlock = !inBlock && byte(0) == slash && byte(1) == star
            let isComment = inBlock || opensBlock || (byte(0) == slash && byte(1) == slash)
            if opensBlock {
                inBlock = true
                blockIsDocumentation = byte(2) == star
            }
            // `///` and `/** */` document the declaration that follows: their words are not a header's.
            let isDocumentation =
                (byte(0) == slash && byte(1) == slash && byte(2) == slash) || (inBlock && blockIsDocumentation)
            if isComment, !isDocumentation {
                for character in line {
                    header.append(character >= 0x41 && character <= 0x5A ? character + 0x20 : character)
                }
                header.append(0x0A)
            } else if !isComment, !line.isEmpty, !isPreamble(line) {
                break  // the first declaration: the header is over
            }
            if inBlock, line.count >= 2, bytes[lineEnd - 2] == star, bytes[lineEnd - 1] == slash { inBlock = false }
            lineStart = lineEnd + 1
            lines += 1
        }
        guard !header.isEmpty else { return false }
        return header.withUnsafeBufferPointer { header in
            // Every marker holds one of these stems: most headers (a licence, a file name) hold
            // none, and are told so in a few word-at-a-time searches instead of one per marker.
            markerStems.contains { containsBytes(header, $0) }
                && generatedMarkers.contains { marker in containsWord(header, marker) }
        }
    }

    /// Whether `marker` occurs in `text` at the start of a word: `TabBar.swift` does not say `R.swift`.
    static func containsWord(_ text: UnsafeBufferPointer<UInt8>, _ marker: StaticString) -> Bool {
        let count = marker.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let pattern = marker.utf8Start
        for start in 0...(text.count - count) where text[start] == pattern[0] {
            guard start == 0 || !isWordByte(text[start - 1]) else { continue }
            var offset = 1
            while offset < count, text[start + offset] == pattern[offset] { offset += 1 }
            if offset == count { return true }
        }
        return false
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
    }

    /// Lines that may come before a generator's mark: imports (with their attributes,
    /// `@_exported import`, `@testable import`) and compiler directives (`#if`, `#endif`).
    static func isPreamble(_ line: ArraySlice<UInt8>) -> Bool {
        if line.first == UInt8(ascii: "#") { return true }
        var rest = line[...]
        // `@preconcurrency import X`, `@_exported import X`
        while rest.first == UInt8(ascii: "@") {
            guard let space = rest.firstIndex(of: 0x20) else { return false }
            rest = rest[(space + 1)...].drop { $0 == 0x20 }
        }
        return rest.starts(with: importKeyword)
    }

    /// `import `, made once: the check runs for the first lines of every file.
    static let importKeyword = Array("import ".utf8)

    /// RFC 3629 well-formedness: no overlong forms, no surrogates, nothing past U+10FFFF.
    /// A NUL byte marks a binary file. `memchr` reads sixteen or more bytes at a step; the
    /// byte-by-byte `contains(0)` it replaced was most of the time a file's checks took.
    static func containsNUL(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, buffer.count) != nil
        }
    }

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Source is mostly ASCII: skip eight bytes at a time while no high bit is set.
                if index + 8 <= count,
                    raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var lower: UInt8 = 0x80
                var upper: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0:
                    length = 3
                    lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED:
                    length = 3
                    upper = 0x9F
                case 0xF0:
                    length = 4
                    lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4:
                    length = 4
                    upper = 0x8F
                default: return false
                }
                guard index + length <= count else { return false }
                // Only the first continuation byte has a narrowed range.
                guard buffer[index + 1] >= lower, buffer[index + 1] <= upper else { return false }
                for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return false }
                index += length
            }
            return true
        }
    }
}
