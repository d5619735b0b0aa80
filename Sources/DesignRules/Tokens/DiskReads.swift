import SwiftLexer

/// Code that goes to the disk each time it runs: a file read (`Data(contentsOf:)`,
/// `UIImage(contentsOfFile:)`), a folder listed (`contentsOfDirectory`, `Bundle.main.paths(
/// forResourcesOfType:)`), a file's existence or attributes asked (`fileExists`,
/// `attributesOfItem`, `isWritableFile`, a URL's `resourceValues(forKeys:)`), a file's icon drawn
/// (`NSWorkspace.shared.icon(forFile:)`), a Core Data or SwiftData store queried
/// (`viewContext.fetch(request)`, `modelContext.fetchCount(descriptor)`), the keychain searched
/// (`SecItemCopyMatching`); and the app's own functions and computed properties that do, however many
/// calls away (`amount.formattedCurrency(code)` → `getCurrencyFromCode` → `readJSONFromFile` →
/// `Data(contentsOf:)`), which `perf/io-in-body` reports where a view's body calls them.
enum DiskReads {
    /// The labels of an initializer that reads a file: `Data(contentsOf:)`, `NSImage(contentsOfFile:)`,
    /// `String(contentsOf:)`, an app's own `PlatformImage(contentsOfURL:)`.
    static let readingLabels: [StaticString] = ["contentsOf", "contentsOfFile", "contentsOfURL"]

    /// `FileManager.default`'s methods that go to the disk.
    private static let fileManagerMethods: [StaticString] = [
        "contents", "contentsOfDirectory", "fileExists", "attributesOfItem", "enumerator", "subpathsOfDirectory",
        "isReadableFile", "isWritableFile", "isExecutableFile", "isDeletableFile", "contentsEqual",
        "attributesOfFileSystem", "destinationOfSymbolicLink",
    ]

    /// The type's token of `Type(contentsOf: ...)` when the label at `label` opens such an
    /// initializer: the first argument of a type's initializer, not a member's call.
    private static func initializer(label: Int, in file: SourceFile) -> Int? {
        guard file.kind(label + 1) == .colon, file.kind(label - 1) == .leftParen,
            file.kind(label - 2) == .identifier, file.kind(label - 3) != .period,
            file.startsUppercase(label - 2)
        else { return nil }
        return label - 2
    }

    /// The method's token of `Bundle.main.paths(forResourcesOfType:...)` or `.urls(
    /// forResourcesWithExtension:...)` at `bundle`: a folder listed on disk.
    private static func bundleListing(bundle: Int, in file: SourceFile) -> Int? {
        guard file.kind(bundle + 1) == .period, file.tokenIs(bundle + 2, "main"), file.kind(bundle + 3) == .period,
            file.tokenIs(bundle + 4, "paths") || file.tokenIs(bundle + 4, "urls"), file.kind(bundle + 5) == .leftParen,
            file.tokenIs(bundle + 6, "forResourcesOfType") || file.tokenIs(bundle + 6, "forResourcesWithExtension")
        else { return nil }
        return bundle + 4
    }

    /// The method's token of `FileManager.default.fileExists(...)` and the other methods that go to
    /// the disk, at `fileManager`.
    private static func fileManagerCall(fileManager: Int, in file: SourceFile) -> Int? {
        guard file.kind(fileManager + 1) == .period, file.tokenIs(fileManager + 2, "default"),
            file.kind(fileManager + 3) == .period, file.kind(fileManager + 5) == .leftParen,
            fileManagerMethods.contains(where: { file.tokenIs(fileManager + 4, $0) })
        else { return nil }
        return fileManager + 4
    }

    /// The method's token of `fileManager.fileExists(atPath: path)` at `method`: a file manager's disk
    /// method asked of a value (`let fileManager = FileManager.default`, an injected one), known by
    /// the method and its first label, which no other type's method of that name takes (`atPath:`;
    /// `at:` a folder's listing; `forPath:` a volume's attributes).
    private static func fileManagerMethodCall(method: Int, in file: SourceFile) -> Int? {
        guard file.kind(method - 1) == .period, file.kind(method + 1) == .leftParen, file.kind(method + 3) == .colon,
            fileManagerMethods.contains(where: { file.tokenIs(method, $0) })
        else { return nil }
        let label = method + 2
        let listsAFolder = file.tokenIs(method, "contentsOfDirectory") || file.tokenIs(method, "enumerator")
        guard
            file.tokenIs(label, "atPath") || (listsAFolder && file.tokenIs(label, "at"))
                || (file.tokenIs(method, "attributesOfFileSystem") && file.tokenIs(label, "forPath"))
        else { return nil }
        return method
    }

    /// `url.resourceValues(forKeys: [.fileSizeKey])` at `method`: the file's metadata, asked of the
    /// disk.
    private static func resourceValues(method: Int, in file: SourceFile) -> Int? {
        guard file.kind(method - 1) == .period, file.kind(method + 1) == .leftParen,
            file.tokenIs(method + 2, "forKeys")
        else { return nil }
        return method
    }

    /// The method's token of `NSWorkspace.shared.icon(forFile: path)` at `workspace`: the file's
    /// icon, read from the file or its bundle.
    private static func workspaceIcon(workspace: Int, in file: SourceFile) -> Int? {
        guard file.kind(workspace + 1) == .period, file.tokenIs(workspace + 2, "shared"),
            file.kind(workspace + 3) == .period, file.tokenIs(workspace + 4, "icon"),
            file.kind(workspace + 5) == .leftParen, file.tokenIs(workspace + 6, "forFile")
        else { return nil }
        return workspace + 4
    }

    /// The method's token of `viewContext.fetch(request)` or `modelContext.fetchCount(descriptor)`
    /// at `method`: a query of the persistent store, which runs against the database on disk each
    /// time (a fetch request is never answered from memory alone). The receiver is named as a
    /// context is (`context`, `viewContext`, `managedObjectContext`, `modelContext`, `moc`): an
    /// API client's `fetch(...)` is not one.
    private static func storeFetch(method: Int, in file: SourceFile) -> Int? {
        guard file.kind(method - 1) == .period, file.kind(method + 1) == .leftParen else { return nil }
        // `managedObjectContext?.count(for: request)`: asked through an optional, and a count by its label.
        let name = receiverName(ofMethod: method, in: file)
        guard file.kind(name) == .identifier, file.startsLowercase(name),
            !file.tokenIs(method, "count") || (file.tokenIs(method + 2, "for") && file.kind(method + 3) == .colon)
        else { return nil }
        let receiver = file.text(name)
        guard receiver == "moc" || receiver.hasSuffix("context") || receiver.hasSuffix("Context") else { return nil }
        return method
    }

    /// `SecItemCopyMatching(query as CFDictionary, &item)` at `function`: a keychain search, which
    /// asks the security daemon for an item kept in its database on disk, and decrypts it, each time.
    private static func keychainSearch(function: Int, in file: SourceFile) -> Int? {
        file.kind(function + 1) == .leftParen && file.kind(function - 1) != .period ? function : nil
    }

    /// How the read at `index` (what `read(at:in:)` gave) is named: its token, with the context a
    /// store's fetch asks (`viewContext.fetch`: a fetch alone could be any type's).
    static func name(ofReadAt index: Int, in file: SourceFile) -> String {
        isStoreQuery(index, in: file)
            ? "\(file.text(receiverName(ofMethod: index, in: file))).\(file.text(index))" : file.text(index)
    }

    /// `fetch`, `fetchCount`, and a context's `count(for:)`: the methods that query a persistent store.
    private static func isStoreQuery(_ index: Int, in file: SourceFile) -> Bool {
        file.tokenIs(index, "fetch") || file.tokenIs(index, "fetchCount") || file.tokenIs(index, "count")
    }

    /// The token naming the receiver of the method at `method`: `viewContext` of `viewContext.fetch`
    /// and of `viewContext?.fetch`.
    private static func receiverName(ofMethod method: Int, in file: SourceFile) -> Int {
        file.tokenIs(method - 2, "?") ? method - 3 : method - 2
    }

    /// The token that names a disk read starting at `index` (an initializer's label, `Bundle`,
    /// `FileManager`, `resourceValues`, `NSWorkspace`, a context's `fetch`, `SecItemCopyMatching` or
    /// a file manager's method asked of a value), if one starts there.
    static func read(at index: Int, in file: SourceFile) -> Int? {
        if file.tokenIs(index, "FileManager") { return fileManagerCall(fileManager: index, in: file) }
        if file.tokenIs(index, "Bundle") { return bundleListing(bundle: index, in: file) }
        if file.tokenIs(index, "resourceValues") { return resourceValues(method: index, in: file) }
        if file.tokenIs(index, "NSWorkspace") { return workspaceIcon(workspace: index, in: file) }
        if file.tokenIs(index, "SecItemCopyMatching") { return keychainSearch(function: index, in: file) }
        if isStoreQuery(index, in: file) { return storeFetch(method: index, in: file) }
        if readingLabels.contains(where: { file.tokenIs(index, $0) }) { return initializer(label: index, in: file) }
        return fileManagerMethodCall(method: index, in: file)
    }

    /// A function or computed property an app declares: what it reads itself, and the names it
    /// mentions, which may be the app's own that read.
    struct Helper: Sendable, Equatable {
        let name: String
        /// A function, called `name(...)`; else a property, read `.name`.
        let isFunction: Bool
        /// The read its own body makes (`Data`, `fileExists`), "" when it makes none.
        let reads: String
        /// The lowercase names its body mentions, each once, in byte order, a space between.
        let mentions: String
    }

    /// The functions and computed properties `file` declares in its types, its extensions and at
    /// its top level, and the names of its stored properties and enum cases (a name that is also
    /// one of those is no helper's alone). What a closure that runs later does (`Task { }`,
    /// `queue.async { }`, an action, a handler) is not the helper's own. Functions and
    /// properties typed `some View` are none: the rule reports the reads in their bodies where
    /// they are.
    static func declared(in file: SourceFile, landmarks: Landmarks) -> (helpers: [Helper], stored: [String]) {
        let typeBraces = Set(landmarks.declarations.all.map(\.brace))
        // Each helper's body opens at `body`: a dictionary it declares there is its result, not a cache.
        var helpers: [(name: Int, body: Int, isFunction: Bool, reads: Int?, caches: Bool, mentions: [Int])] = []
        var stored: [String] = []
        // Per open brace: the helper its code belongs to (-1: none, a type's members or code
        // off the caller's thread), and whether it is a type's body.
        var frames: [(helper: Int, isType: Bool)] = []
        var pendingBody: (brace: Int, helper: Int)?
        var index = 0
        let count = file.tokens.count
        while index < count {
            let kind = file.tokens[index].kind
            let current = frames.last?.helper ?? -1
            let atMemberLevel = frames.last?.isType ?? true
            switch kind {
            case .leftBrace:
                if let pending = pendingBody, pending.brace == index {
                    frames.append((pending.helper, false))
                    pendingBody = nil
                } else if typeBraces.contains(index) {
                    frames.append((-1, true))
                } else {
                    frames.append((current >= 0 && runsLater(index, in: file) ? -1 : current, false))
                }
            case .rightBrace:
                if !frames.isEmpty { frames.removeLast() }
            case .keyword where atMemberLevel && file.kind(index + 1) == .identifier:
                if file.tokenIs(index, "func") {
                    if let brace = body(after: index + 2, in: file), !file.opensSomeView(brace) {
                        pendingBody = (brace, helpers.count)
                        helpers.append((index + 1, brace, true, nil, false, []))
                    }
                } else if file.tokenIs(index, "var") {
                    let brace = body(after: index + 2, in: file)
                    // A protocol's requirement (`{ get }`, `{ get set }`) declares no code.
                    if let brace, file.tokenIs(brace + 1, "get"), file.kind(brace + 2) != .leftBrace {
                        break
                    }
                    if let brace, file.opensSomeView(brace) {
                        break
                    } else if let brace, !file.tokenIs(brace + 1, "didSet"), !file.tokenIs(brace + 1, "willSet") {
                        pendingBody = (brace, helpers.count)
                        helpers.append((index + 1, brace, false, nil, false, []))
                    } else {
                        stored.append(file.text(index + 1))
                    }
                } else if file.tokenIs(index, "let") || file.tokenIs(index, "case") {
                    stored.append(file.text(index + 1))
                }
            case .operator
            where current >= 0 && file.tokenIs(index, "=")
                && storesInACache(before: index, body: helpers[current].body, in: file):
                helpers[current].caches = true
            case .identifier where current >= 0:
                if helpers[current].reads == nil, let read = read(at: index, in: file) {
                    helpers[current].reads = read
                }
                // A lowercase name that is no argument's label.
                if file.startsLowercase(index), file.kind(index + 1) != .colon {
                    helpers[current].mentions.append(index)
                }
            default: break
            }
            index += 1
        }
        let found = helpers.map { helper in
            Helper(
                name: file.text(helper.name), isFunction: helper.isFunction,
                reads: helper.caches ? "" : helper.reads.map { file.text($0) } ?? "",
                mentions: helper.caches ? "" : names(helper.mentions, in: file))
        }
        return (found, stored)
    }

    /// The names at `tokens`, each once, in the order of their bytes, a space between: sorted and
    /// compared in the file's bytes, so only the distinct names become text (a helper mentions most
    /// of its names more than once, and the facts pass reads every helper of the app).
    private static func names(_ tokens: [Int], in file: SourceFile) -> String {
        guard !tokens.isEmpty else { return "" }
        return file.bytes.withUnsafeBufferPointer { bytes in
            func name(_ index: Int) -> UnsafeBufferPointer<UInt8> {
                let token = file.tokens[index]
                return UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)])
            }
            let sorted = tokens.sorted { name($0).lexicographicallyPrecedes(name($1)) }
            var text: [UInt8] = []
            var previous: UnsafeBufferPointer<UInt8>?
            for index in sorted {
                let current = name(index)
                if let previous, previous.elementsEqual(current) { continue }
                if !text.isEmpty { text.append(0x20) }
                text.append(contentsOf: current)
                previous = current
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The `{` of the body of the declaration whose name ends before `start`: past its parameters,
    /// result type and `where` clause; nil when the declaration has none (a protocol's
    /// requirement, a stored property with or without a value).
    private static func body(after start: Int, in file: SourceFile) -> Int? {
        var index = start
        while let kind = file.kind(index) {
            switch kind {
            case .leftBrace: return index
            case .leftParen, .leftBracket:
                guard let close = file.match(index) else { return nil }
                index = close
            case .rightBrace: return nil
            case .keyword:
                if file.tokenIs(index, "func") || file.tokenIs(index, "var") || file.tokenIs(index, "let")
                    || file.tokenIs(index, "case") || file.tokenIs(index, "init") || file.tokenIs(index, "subscript")
                {
                    return nil
                }
            case .attribute: return nil
            default:
                if file.tokenIs(index, "=") { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether the `=` at `index` stores into a subscript (`loadedImages[id] = image`): a helper
    /// that keeps what it read goes to the disk once, not at every call. A dictionary the helper's
    /// body (from `body`, its `{`) declares is what it builds and returns, made again at each call
    /// (`var emojis: [Group: [Emoji]] = [:]` ... `emojis[group] = list`).
    private static func storesInACache(before index: Int, body: Int, in file: SourceFile) -> Bool {
        guard file.kind(index - 1) == .rightBracket, let open = file.match(index - 1) else { return false }
        let name = open - 1
        guard file.kind(name) == .identifier, !file.tokens[open].flags.contains(.spaceBefore) else { return false }
        return !(body..<name).contains { declaration in
            file.kind(declaration) == .keyword && (file.tokenIs(declaration, "var") || file.tokenIs(declaration, "let"))
                && file.sameTokens((declaration + 1)..<(declaration + 2), name..<(name + 1))
        }
    }

    /// Labels of a closure the caller runs later, on an event or when work ends.
    private static let handlerLabels: [StaticString] = ["action", "perform", "completion", "handler", "then", "set"]

    /// Functions whose closure runs before they return, each element given as its parameter:
    /// `items.map { item in ... }` reads now, `settingToggle(...) { newValue in ... }` later.
    private static let runsNow: [StaticString] = [
        "map", "flatMap", "compactMap", "filter", "reduce", "sorted", "sort", "first", "last", "contains",
        "allSatisfy", "min", "max", "forEach", "firstIndex", "lastIndex", "removeAll", "prefix", "drop", "get",
        "visualEffect", "scrollTransition", "alignmentGuide", "containerRelativeFrame", "sync",
    ]

    /// Whether the closure at `brace` runs later than the code around it, or elsewhere:
    /// `Task { }`, `queue.async { }`, `asyncAfter(deadline:) { }`, an event's (`.onAppear { }`,
    /// a button's action, `.destructive(Text("Delete")) { }`), one handed on as a handler
    /// (`onSave: { }`, `completion: { }`), or one a function of the app's is given to call back
    /// with a value (`settingToggle(isOn: $on) { newValue in ... }`).
    static func runsLater(_ brace: Int, in file: SourceFile) -> Bool {
        guard let callee = file.callee(ofClosureAt: brace) else { return false }
        if file.tokenIs(callee, "Button") { return RuleContext.isButtonAction(brace, of: callee, in: file) }
        if file.tokenIs(callee, "async") || file.tokenIs(callee, "asyncAfter") || file.tokenIs(callee, "Task")
            || file.tokenIs(callee, "detached") || file.tokenIs(callee, "destructive") || file.tokenIs(callee, "sink")
            || RuleContext.actions.contains(where: { file.tokenIs(callee, $0) })
            || handlerLabels.contains(where: { file.tokenIs(callee, $0) })
        {
            return true
        }
        let start = Int(file.tokens[callee].start)
        let length = Int(file.tokens[callee].end) - start
        // `onSave:`, `onDismiss:`: a handler the callee keeps for an event.
        if length > 2, file.bytes[start] == 0x6F, file.bytes[start + 1] == 0x6E, file.bytes[start + 2] &- 0x41 < 26 {
            return true
        }
        // `.contextMenuDeleteButton { }`, `deleteAction: { }`: the app's own button or action.
        let named = file.bytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
            return containsBytes(name, "Button") || containsBytes(name, "Action") || containsBytes(name, "Handler")
        }
        if named { return true }
        // A lowercase function's closure that takes parameters, other than a collection's.
        return file.startsLowercase(callee) && takesParameters(brace, in: file)
            && !runsNow.contains(where: { file.tokenIs(callee, $0) })
    }

    /// Whether the closure at `brace` names its parameters (`{ value in`, `{ old, new in`).
    private static func takesParameters(_ brace: Int, in file: SourceFile) -> Bool {
        var index = brace + 1
        while index < brace + 16, let kind = file.kind(index) {
            if file.tokenIs(index, "in") { return true }
            if kind == .leftBrace || kind == .rightBrace
                || (index > brace + 1 && file.tokens[index].flags.contains(.newlineBefore))
            {
                return false
            }
            if kind == .leftParen || kind == .leftBracket, let close = file.match(index) { index = close }
            index += 1
        }
        return false
    }

    /// The most calls a helper may be from the read: further, a chain of common names (`reset`,
    /// `update`) reaches the disk through code the call in `body` does not run.
    static let maximumSteps = 4

    /// A helper that goes to the disk: the next step on the way (the helper it calls that does,
    /// or what it reads itself), and whether it is called (`name(...)`) or read (`.name`).
    struct Reader: Sendable, Equatable {
        let next: String
        let isFunction: Bool
    }

    /// The app's helpers that go to the disk, by name: a name counts only when every
    /// helper of that name reads, none of the app's stored properties or cases is so named, and
    /// it has a capital after its first letter (`data`, `image` or `load` name members of
    /// Foundation's and SwiftUI's types too). A function's name a stored property also has, read
    /// where a call gives it an argument label, was tried after round 74: 2 of 8 over corpus apps
    /// nobody opened for it (a modifier taken for the delegate callback of the same name, a
    /// property only actions read).
    static func readers(_ helpers: [Helper], stored: Set<String>) -> [String: Reader] {
        var byName: [String: [Int]] = [:]
        for (slot, helper) in helpers.enumerated() { byName[helper.name, default: []].append(slot) }
        var via = helpers.map { $0.reads.isEmpty ? nil : $0.reads }
        var found: [String: Reader] = [:]
        var depth: [String: Int] = [:]
        var queue: [String] = []
        func settle(_ name: String, depth steps: Int) {
            guard found[name] == nil, !stored.contains(name),
                name.utf8.dropFirst().contains(where: { $0 &- 0x41 < 26 }),
                let slots = byName[name], slots.allSatisfy({ via[$0] != nil }), let next = via[slots[0]]
            else { return }
            found[name] = Reader(next: next, isFunction: helpers[slots[0]].isFunction)
            depth[name] = steps
            queue.append(name)
        }
        for helper in helpers where !helper.reads.isEmpty { settle(helper.name, depth: 1) }
        guard !queue.isEmpty else { return [:] }
        // Every helper's mentions in one buffer, each list between spaces, searched once per name
        // that reads.
        var buffer: [UInt8] = [0x20]
        var starts: [Int] = []
        for helper in helpers {
            starts.append(buffer.count)
            buffer += helper.mentions.utf8
            buffer.append(0x20)
        }
        // Breadth first, so each name's way is its shortest.
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            guard let steps = depth[name], steps < maximumSteps else { continue }
            let needle: [UInt8] = [0x20] + Array(name.utf8) + [0x20]
            var hits: [Int] = []
            needle.withUnsafeBufferPointer { needle in
                buffer.withUnsafeBufferPointer { buffer in
                    var offset = 0
                    while let hit = firstOffset(of: needle, in: buffer, from: offset) {
                        hits.append(hit)
                        offset = hit + 1
                    }
                }
            }
            for hit in hits {
                // The helper whose list holds the hit: the last that starts at or before it.
                var low = 0
                var high = starts.count
                while low < high {
                    let middle = (low + high) / 2
                    if starts[middle] <= hit + 1 { low = middle + 1 } else { high = middle }
                }
                let slot = low - 1
                if via[slot] == nil {
                    via[slot] = name
                    settle(helpers[slot].name, depth: steps + 1)
                }
            }
        }
        return found
    }
}

/// The app's own functions and computed properties that go to the disk (`DiskReads.readers`),
/// looked up by a token's bytes: `perf/io-in-body` asks about every call in a view's code.
public struct DiskReaders: Sendable, Equatable {
    /// Each helper's name, with the next step on the way to the disk.
    let via: [String: DiskReads.Reader]
    /// Whether each is a function, by name.
    private let table: NameTable<Bool>?

    public static let none = DiskReaders([:])

    init(_ via: [String: DiskReads.Reader]) {
        self.via = via
        table = via.isEmpty ? nil : NameTable(via.sorted { $0.key < $1.key }.map { ($0.key, $0.value.isFunction) })
    }

    public static func == (lhs: DiskReaders, rhs: DiskReaders) -> Bool { lhs.via == rhs.via }

    var isEmpty: Bool { via.isEmpty }

    /// Whether the name at `token` is one of them, and a function: nil when it is none.
    func isFunction(_ token: Token, in source: UnsafeBufferPointer<UInt8>) -> Bool? {
        table?.lookup(token, in: source)
    }

    /// The way from `name` to the disk: `getCurrencyFromCode → readJSONFromFile → Data`.
    func path(from name: String) -> String {
        var steps: [String] = []
        var next = via[name]?.next
        while let step = next, steps.count < 6, !steps.contains(step) {
            steps.append(step)
            next = via[step]?.next
        }
        return steps.joined(separator: " → ")
    }
}
