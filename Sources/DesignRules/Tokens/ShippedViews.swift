import SwiftLexer

/// The views that ship: the app's own view types (and its styles, modifiers and shapes) that some
/// shipped code writes. "`#Preview` bodies ... are not the shipped design", and neither is a view
/// only a preview or `#if DEBUG` code makes, or one nothing makes at all: what it draws is not
/// debt a user meets.
enum ShippedViews {
    /// The conformances that make a type something a screen draws.
    static let kinds: [StaticString] = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Shape",
    ]

    /// The views `file` declares (`struct Card: View`) outside `excluded` (a preview's own, debug
    /// code's), by name, and those of them declared `public` or `open`: a package's API, which apps
    /// outside the repository may make, unless an app's target builds the file. Not one named in
    /// lower case (`struct recents_view: View`), whose uses `used(in:landmarks:excluded:)` does not
    /// gather.
    static func declared(
        in file: SourceFile, landmarks: Landmarks, excluded: [Range<Int>]
    ) -> (all: [String], public: [String]) {
        var all: [String] = []
        var visible: [String] = []
        for declaration in landmarks.declarations.all {
            guard file.tokenIs(declaration.keyword, "struct") || file.tokenIs(declaration.keyword, "class"),
                !excluded.contains(where: { $0.contains(declaration.keyword) }),
                file.startsUppercase(declaration.simpleName),
                declaration.inherits.contains(where: { index in kinds.contains { file.tokenIs(index, $0) } })
            else { continue }
            let name = file.text(declaration.simpleName)
            all.append(name)
            if isPublic(declaration.keyword, in: file) { visible.append(name) }
        }
        return (all, visible)
    }

    /// The type names `file` writes outside `excluded` (previews, debug code): the views it may
    /// make, each once per place, in the order of their bytes and joined by spaces. `owned` are
    /// those written inside one of `views` (the file's, `declared(in:landmarks:excluded:)`) or a
    /// top-level extension, by that type's name, and `free` the rest: a view only another view
    /// nothing ships makes does not ship either. A type's own declaration or extension does not
    /// make it. And whether the file is where the app starts (`@main`, `UIApplicationMain`) or
    /// hands views to UIKit or AppKit (`UIHostingController`, `NSHostingView`,
    /// `UIHostingConfiguration`): with no such file in the repository (a package, a snippet), what
    /// makes its views is outside it.
    static func used(
        in file: SourceFile, landmarks: Landmarks, excluded: [Range<Int>], views: [String]
    ) -> (free: String, owned: [OwnedNames], startsTheApp: Bool) {
        // Each name is hashed where it stands and made a `String` once: a file writes `Text` and
        // `VStack` hundreds of times.
        // A file writes a hundred names or so, each of its types a few dozen.
        var free = FirstOccurrences(expected: 128)
        var cursor = ExcludedRegions.Cursor(ranges: excluded)
        let tokens = file.tokens
        // The top-level declarations that may be views, in source order, walked alongside the
        // names: the views `file` declares (`views`) and every extension, which may extend a view
        // declared elsewhere. What another type writes is as free as code outside every type. The
        // names each holds by its place there, its own name made a `String` once, at the end.
        let types = landmarks.declarations.all.filter { declaration in
            declaration.isTopLevel
                && (file.tokenIs(declaration.keyword, "extension")
                    || (!views.isEmpty && views.contains(file.text(declaration.simpleName))))
        }
        var owned = [FirstOccurrences?](repeating: nil, count: types.count)
        var type = 0
        // The type being read: its names arrive together, each type's after the last one's.
        var currentType: Int?
        var currentSeen = FirstOccurrences(expected: 32)
        return file.bytes.withUnsafeBufferPointer { bytes in
            func name(_ token: Token) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
            }
            /// Records the name at `index` in `seen` unless it holds the same name.
            func record(_ index: Int, in seen: inout FirstOccurrences) {
                let written = name(tokens[index])
                seen.insert(index, written) { earlier in
                    let other = name(tokens[earlier])
                    return other.count == written.count
                        && sameBytes(other.baseAddress, written.baseAddress, written.count)
                }
            }
            for index in landmarks.typeNames where cursor.skip(index) == nil {
                guard !(index > 0 && tokens[index - 1].kind == .keyword && declares(index - 1, in: file)) else {
                    continue
                }
                while type < types.count, types[type].close < index { type += 1 }
                let owner = type < types.count && types[type].brace < index ? type : nil
                if let owner {
                    if currentType != owner {
                        if let currentType { owned[currentType] = currentSeen }
                        currentType = owner
                        currentSeen = FirstOccurrences(expected: 32)
                    }
                    record(index, in: &currentSeen)
                } else {
                    record(index, in: &free)
                }
            }
            if let currentType { owned[currentType] = currentSeen }
            // Read in the joined names (the words hold no space): where the app starts.
            var startsTheApp = landmarks.declaresMain
            // Sorted and joined where the names stand, one string made for each place.
            func joined(_ seen: FirstOccurrences) -> String {
                let sorted = seen.indices.sorted { compareBytes(name(tokens[$0]), name(tokens[$1])) < 0 }
                var joined: [UInt8] = []
                joined.reserveCapacity(sorted.reduce(0) { $0 + name(tokens[$1]).count + 1 })
                for index in sorted {
                    if !joined.isEmpty { joined.append(0x20) }
                    joined.append(contentsOf: name(tokens[index]))
                }
                if !startsTheApp {
                    startsTheApp = joined.withUnsafeBufferPointer {
                        containsBytes($0, "Hosting") || containsBytes($0, "ApplicationMain")
                    }
                }
                return String(decoding: joined, as: UTF8.self)
            }
            // A type declared and extended in one file is one owner.
            var byName: [String: FirstOccurrences] = [:]
            for (type, seen) in owned.enumerated() {
                guard let seen else { continue }
                let owner = file.text(types[type].simpleName)
                guard var merged = byName[owner] else {
                    byName[owner] = seen
                    continue
                }
                for index in seen.indices { record(index, in: &merged) }
                byName[owner] = merged
            }
            let byOwner = byName.map { OwnedNames(owner: $0.key, names: joined($0.value)) }
                .sorted { $0.owner < $1.owner }
            return (joined(free), byOwner, startsTheApp)
        }
    }

    /// The type names written inside one type's declaration or extensions (`used(in:landmarks:excluded:)`).
    struct OwnedNames: Sendable, Equatable {
        let owner: String
        let names: String
    }

    /// The token index of each name's first occurrence, found by the hash of its bytes in an open
    /// table: a `Set<String>` built a string and hashed it again for every one of them.
    private struct FirstOccurrences {
        private var slots: [Int]
        private var hashes: [Int]
        private(set) var indices: [Int] = []

        /// A table for about `expected` names (a power of two), grown as it fills.
        init(expected: Int) {
            slots = [Int](repeating: -1, count: expected * 2)
            hashes = [Int](repeating: 0, count: expected * 2)
        }

        /// Records the name at token `index` unless one the same (`same`, given an earlier index)
        /// is recorded.
        mutating func insert(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, same: (Int) -> Bool) {
            let hash = NameTable<Int>.hash(bytes)
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] >= 0 {
                if hashes[slot] == hash, same(slots[slot]) { return }
                slot = (slot + 1) & mask
            }
            slots[slot] = index
            hashes[slot] = hash
            indices.append(index)
            if indices.count * 2 > slots.count { grow() }
        }

        private mutating func grow() {
            let old = zip(slots, hashes).filter { $0.0 >= 0 }
            slots = [Int](repeating: -1, count: slots.count * 2)
            hashes = [Int](repeating: 0, count: slots.count)
            let mask = slots.count - 1
            for (index, hash) in old {
                var slot = hash & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = index
                hashes[slot] = hash
            }
        }
    }

    /// The names of `views` no shipped code writes, sorted: none of `free` (each as
    /// `used(in:landmarks:excluded:)` joins them) nor the names owned by a type that is not one of
    /// `views`, nor, in turn, those owned by a view found written. Walked side by side in the
    /// order of their bytes, compared without hashing or making a string of the thousands of names
    /// an app writes.
    static func unwritten(_ views: [String], free: [String], owned: [OwnedNames]) -> [String] {
        let names = views.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let views = names.map { Array($0.utf8) }
        let viewNames = Set(names)
        var byOwner: [String: [String]] = [:]
        var lists = free
        for entry in owned {
            if viewNames.contains(entry.owner) {
                byOwner[entry.owner, default: []].append(entry.names)
            } else {
                lists.append(entry.names)
            }
        }
        var written = [Bool](repeating: false, count: views.count)
        // Each round adds what the views found written in the last one write.
        while !lists.isEmpty {
            let before = written
            markWritten(views, in: lists, &written)
            lists = views.indices.filter { written[$0] && !before[$0] }.flatMap { byOwner[names[$0]] ?? [] }
        }
        return views.indices.filter { !written[$0] }.map { names[$0] }.sorted()
    }

    /// Marks each of `views` (sorted in byte order) that one of `lists` holds.
    private static func markWritten(_ views: [[UInt8]], in lists: [String], _ written: inout [Bool]) {
        for var list in lists {
            list.withUTF8 { bytes in
                var view = 0
                var start = 0
                while view < views.count, start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != 0x20 { end += 1 }
                    let order = views[view].withUnsafeBufferPointer {
                        compareBytes($0, UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    }
                    if order <= 0 {
                        if order == 0 { written[view] = true }
                        view += 1
                    }
                    if order >= 0 { start = end + 1 }
                }
            }
        }
    }

    /// Negative, zero or positive as `left` comes before, equals or follows `right` in byte order.
    private static func compareBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        for offset in 0..<min(left.count, right.count) where left[offset] != right[offset] {
            return Int(left[offset]) - Int(right[offset])
        }
        return left.count - right.count
    }

    /// `struct`, `class`, `enum`, `protocol` or `extension` at `index`: the name after it is declared, not used.
    private static func declares(_ index: Int, in file: SourceFile) -> Bool {
        file.tokenIs(index, "struct") || file.tokenIs(index, "class") || file.tokenIs(index, "enum")
            || file.tokenIs(index, "protocol") || file.tokenIs(index, "extension")
    }

    /// `public` or `open` among the modifiers before the declaration keyword at `keyword`, on its line.
    private static func isPublic(_ keyword: Int, in file: SourceFile) -> Bool {
        var cursor = keyword
        while cursor > 0, !file.tokens[cursor].flags.contains(.newlineBefore) {
            cursor -= 1
            if file.tokenIs(cursor, "public") || file.tokenIs(cursor, "open") { return true }
        }
        return false
    }
}
