import SwiftLexer

/// `perf/io-in-body`: the disk asked in a view's body, another view builder or a view's computed
/// property: `Data(contentsOf:)`, `NSImage(contentsOf:)`, `UIImage(contentsOfFile:)`,
/// `FileManager.default.fileExists(atPath:)`, a store's `viewContext.fetch(request)`, a keychain
/// search (`SecItemCopyMatching`), or a function
/// or computed property of the app's that does, however many calls away (`DiskReads`).
public struct PerfIOInBody: Rule {
    public init() {}

    static let id = "perf/io-in-body"

    public let description = RuleDescription(
        id: Self.id, family: .perf,
        title: "Read files and stores outside body",
        rationale: """
            "body is called frequently. Move sorting, filtering, and heavy computation out of body." \
            A file read or a store's fetch there goes to the disk on every update, on the main thread.
            """,
        fix:
            "Load it once (in the model, in .task, or in an init) into state the view reads, use AsyncImage for a remote image, or @FetchRequest or @Query for a store's rows.",
        isOptIn: true,
        // A widget's body, drawn once per timeline entry, and a small bundled licence on a screen
        // with no state: rounds 23 and 24; 2 of 2 (borderline) on round 25. Held out.
        // Round 31: 1 of 1; round 32: 1 of 2 (a screen only a debug build opens).
        // Round 34: 1 of 4 (widget views, which read their files once per entry: left since).
        // Rounds 36 and 37: 3 of 7 and 1 of 3 (reads in `.onDrag` and importer callbacks).
        // Rounds 40 and 41, the first with the app's own helpers: 4 of 12 (a helper that caches
        // what it read, actions given to the app's own buttons, a static property of the app's
        // `App`: left since). Round 42: 1 of 2 (a read in a view's `init`, left since).
        // Rounds 43 and 44: 7 of 7 and 4 of 4 (with `resourceValues(forKeys:)`).
        // Round 45: 6 of 8 (logo paths every caller leaves nil).
        // Round 56, a store's fetch (directly or through the app's helpers), on ten corpus apps
        // nobody opened while it was written: 22 of 23 (a lookup that runs only until `@Query`
        // holds the row it inserts).
        // After round 63, a keychain search, on 112 corpus trees nobody opened while it was written:
        // 3 rows, one to-do app's settings section asking the keychain three times (true).
        // Round 67: 7 of 7. Round 69: 9 of 10 (a fetch in an alert button's action).
        // Round 71: 5 of 5. Round 72: 3 of 3. Round 73: 1 of 4 (reads in a full-screen cover's
        // content, shown only while open; an icon read until a thumbnail arrives).
        // Round 76: 6 of 8 (a widget's bundled image, one file check behind a rare branch).
        // Round 77: 0 of 4 (a fallback read of a logo the catalogue holds, a size of three picked files).
        // Round 78: 3 of 3.
        // Round 79: 3 of 3. A file manager asked through a value (revision 73), on corpus apps nobody
        // opened for it: 6 of 7 (a read only a button's closure makes).
        // A button's label closure read as drawn with the view (revision 76), on a corpus app nobody
        // opened for it: 2 of 2.
        // Round 81: 1 of 1.
        // Round 82: 7 of 12 (a fetch in a sheet's content, icons a cache holds after the first read).
        // Round 83: 4 of 6 (an image renderer's one drawing, a method handed on as a reference).
        // Round 84: 1 of 3 (a scene's background task taken for the app's delegate method, one file-size
        // lookup a view redraws a few times).
        // A method named by its labels and handed on (`vm.save(_:)`) is no call (revision 83): tuned on
        // round 83's checked row; over 211 corpus trees no other row changes (no held-out figure).
        measured: Measured(111, of: 155),
        triggeringExamples: [
            "var body: some View {\n    Image(nsImage: ↓NSImage(contentsOf: url) ?? placeholder)\n}",
            "var avatar: some View {\n    if let data = try? ↓Data(contentsOf: fileURL), let image = UIImage(data: data) {\n        Image(uiImage: image)\n    }\n}",
            "struct Row: View {\n    var icon: UIImage? { ↓UIImage(contentsOfFile: path) }\n    var body: some View { Text(\"a\") }\n}",
            "var body: some View {\n    List(try! FileManager.default.↓contentsOfDirectory(atPath: folder), id: \\.self) { Text($0) }\n}",
            "var body: some View {\n    Logo(logo: ↓PlatformImage(contentsOfURL: url))\n}",
            // A button's label, when its action is an argument, is drawn with the view.
            "var body: some View {\n    Button(action: open) {\n        Image(nsImage: NSWorkspace.shared.↓icon(forFile: url.path))\n    }\n}",
            "import AVKit\nimport SVGView\nstruct Viewer: View {\n    let path: String\n    var body: some View {\n        if let image = ↓UIImage(contentsOfFile: path) { Image(uiImage: image) }\n    }\n}",
            "struct IconSelect: View {\n    var icons: [URL] { Bundle.main.↓paths(forResourcesOfType: \"png\", inDirectory: \"Icons\").map(URL.init(fileURLWithPath:)) }\n    var body: some View { Text(\"a\") }\n}",
            "var body: some View {\n    Text(FileManager.default.↓fileExists(atPath: path) ? \"Saved\" : \"Not saved\")\n}",
            "var body: some View {\n    Button(\"Install\") { install() }\n        .disabled(!FileManager.default.↓isWritableFile(atPath: folder.path))\n}",
            "struct AttachmentRow: View {\n    let url: URL\n    var body: some View {\n        Text((try? url.↓resourceValues(forKeys: [.nameKey]).name) ?? \"No name\")\n    }\n}",
            "var body: some View {\n    Menu(\"Apps\") {\n        ForEach(apps, id: \\.self) { url in\n            Label { Text(url.lastPathComponent) } icon: { Image(nsImage: NSWorkspace.shared.↓icon(forFile: url.path)) }\n        }\n    }\n}",
            "final class LogStore {\n    func readLog(_ url: URL) -> Data? { try? Data(contentsOf: url) }\n}\nstruct Logs: View {\n    let store: LogStore\n    var body: some View { LogPicker(data: store.↓readLog(todayURL)) }\n}",
            // A store queried: the fetch runs against the database on disk at every update.
            "struct Downloads: View {\n    @Environment(\\.managedObjectContext) private var context\n    var body: some View {\n        if let episodes = try? context.↓fetch(request) { List(episodes) { Text($0.title) } }\n    }\n}",
            "struct Counter: View {\n    @Environment(\\.modelContext) private var modelContext\n    var total: Int { (try? modelContext.↓fetchCount(FetchDescriptor<Item>())) ?? 0 }\n    var body: some View { Text(\"\\(total)\") }\n}",
            // A managed object's count of earlier rows, asked through its optional context.
            "extension WorkoutSet {\n    var isPersonalRecord: Bool { ((try? managedObjectContext?.count(for: previousSetsRequest)) ?? 0) == 0 }\n}\nstruct SetCell: View {\n    let workoutSet: WorkoutSet\n    var body: some View {\n        if workoutSet.↓isPersonalRecord { Image(systemName: \"star.circle.fill\") }\n    }\n}",
            "extension Podcast {\n    func isSubscribed(in context: NSManagedObjectContext) -> Bool { ((try? context.fetch(request(for: id))) ?? []).isEmpty == false }\n}\nstruct Row: View {\n    @Environment(\\.managedObjectContext) private var viewContext\n    let podcast: Podcast\n    var body: some View {\n        if podcast.↓isSubscribed(in: viewContext) { Text(\"Subscribed\") }\n    }\n}",
            // The keychain searched: the security daemon reads and decrypts the item each time.
            "var body: some View {\n    Text(↓SecItemCopyMatching(query as CFDictionary, nil) == errSecSuccess ? \"Saved\" : \"Not saved\")\n}",
            "enum Credentials {\n    static func savedToken() -> String? {\n        var item: CFTypeRef?\n        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }\n        return item as? String\n    }\n}\nstruct Account: View {\n    var body: some View { Text(Credentials.↓savedToken() == nil ? \"Signed out\" : \"Signed in\") }\n}",
            // Through the app's own helpers, in any file: the call in `body` is reported.
            "func loadEmojis() -> [String: [String]] {\n    let data = try! Data(contentsOf: Bundle.main.url(forResource: \"emoji.json\", withExtension: nil)!)\n    var groups: [String: [String]] = [:]\n    for group in try! JSONDecoder().decode([Group].self, from: data) { groups[group.name] = group.emoji }\n    return groups\n}\nstruct Picker: View {\n    var body: some View {\n        let groups = ↓loadEmojis()\n        List(Array(groups.keys), id: \\.self) { Text($0) }\n    }\n}",
            "extension Double {\n    func formattedCurrency(_ code: String) -> String { Currency.currencyFromCode(code).format(self) }\n}\nenum Currency {\n    static func currencyFromCode(_ code: String) -> Currency { allCurrencies().first { $0.code == code }! }\n    static func allCurrencies() -> [Currency] {\n        let data = try! Data(contentsOf: Bundle.main.url(forResource: \"Currencies\", withExtension: \"json\")!)\n        return try! JSONDecoder().decode([Currency].self, from: data)\n    }\n}\nstruct Row: View {\n    let amount: Double\n    var body: some View { Text(amount.↓formattedCurrency(\"EUR\")) }\n}",
            "enum Engine {\n    static var isInstalled: Bool { FileManager.default.fileExists(atPath: enginePath) }\n}\nstruct Toolbar: View {\n    var body: some View {\n        if Engine.↓isInstalled { Text(\"Ready\") }\n    }\n}",
            // A file manager kept in a local is asked the same disk.
            "final class CatalogController: ObservableObject {\n    func catalogInstalled() -> Bool {\n        let fileManager = FileManager.default\n        return fileManager.fileExists(atPath: appPath)\n    }\n}\nstruct Apps: View {\n    @EnvironmentObject var catalog: CatalogController\n    var body: some View { Text(catalog.↓catalogInstalled() ? \"Installed\" : \"Missing\") }\n}",
            // A view's own helper reports its read where it is, not again where body calls it.
            "struct Picker: View {\n    var currencies: [Currency] { Currency.↓allCurrencies() }\n    var body: some View { List(currencies) { Text($0.code) } }\n}\nenum Currency {\n    static func allCurrencies() -> [Currency] { decode(try! Data(contentsOf: url)) }\n}",
        ],
        nonTriggeringExamples: [
            "func load() { data = try? Data(contentsOf: url) }",
            "enum Credentials {\n    static func savedToken() -> String? {\n        var item: CFTypeRef?\n        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }\n        return item as? String\n    }\n}\nstruct Account: View {\n    @State private var token: String?\n    var body: some View {\n        Button(\"Sign in\") { token = Credentials.savedToken() }\n            .task { token = Credentials.savedToken() }\n    }\n}",
            "import WidgetKit\nstruct RecentBooksView: View {\n    let entry: Entry\n    var body: some View {\n        Image(uiImage: UIImage(contentsOfFile: entry.artworkPath) ?? UIImage())\n    }\n}",
            "var body: some View {\n    Button(\"Load\") { data = try? Data(contentsOf: url) }\n}",
            "var body: some View {\n    Button(action: { data = try? Data(contentsOf: url) }) { Text(\"Load\") }\n}",
            "var body: some View {\n    Text(\"a\").task { image = NSImage(contentsOf: url) }\n}",
            "var body: some View {\n    Button(\"Icon\") { importing = true }\n        .fileImporter(isPresented: $importing, allowedContentTypes: [.image]) { result in\n            icon = try? Data(contentsOf: result.get())\n        }\n}",
            "final class Loader {\n    var image: NSImage? { NSImage(contentsOf: url) }\n}",
            "import UIKit\nfinal class Cell: UITableViewCell {\n    func layout() { imageView?.image = UIImage(contentsOfFile: path) }\n}",
            "var body: some View { Image(nsImage: NSImage(named: \"icon\")!) }",
            "var body: some View { Text(\"a\").onAppear { text = try? String(contentsOf: url) } }",
            "var body: some View { Image(uiImage: UIImage(data: data)!) }",
            "var body: some View { Text(Bundle.main.path(forResource: \"a\", ofType: \"txt\") ?? \"\") }",
            "var body: some View { Text(\"a\").onAppear { size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize } }",
            "var body: some View { Image(nsImage: NSWorkspace.shared.icon(for: .folder)) }",
            "struct Row: View {\n    let data: Data\n    init(url: URL) { data = (try? Data(contentsOf: url)) ?? Data() }\n    var body: some View { Text(\"a\") }\n}",
            // A store queried in an action or a task, or read through `@FetchRequest`; another type's `fetch`.
            "var body: some View {\n    Button(\"Reload\") { items = (try? viewContext.fetch(request)) ?? [] }\n}",
            // A method named, handed on as a value: it reads when the picker calls it.
            "final class LogStore {\n    func readLog(_ url: URL) -> Data? { try? Data(contentsOf: url) }\n}\nstruct Logs: View {\n    let store: LogStore\n    var body: some View { LogPicker(onSelect: store.readLog(_:)) }\n}",
            "var body: some View {\n    Text(\"\\(items.count)\").onAppear { total = (try? viewContext.count(for: request)) ?? 0 }\n}",
            "var body: some View {\n    List(items) { Text($0.name) }\n        .task { items = (try? modelContext.fetch(FetchDescriptor<Item>())) ?? [] }\n}",
            "struct Library: View {\n    @FetchRequest(sortDescriptors: []) private var items: FetchedResults<Item>\n    var body: some View { List(items) { Text($0.name ?? \"\") } }\n}",
            "var body: some View { Text(client.fetch(\"/status\")) }",
            "final class Library {\n    func title(at index: Int) -> String { contents(at: index).title }\n}\nstruct Shelf: View {\n    let library: Library\n    var body: some View { Text(library.title(at: 0)) }\n}",
            // Helpers called where they run later: an action, a handler, a task, a callback.
            "final class Library {\n    func reloadFiles() { files = try! FileManager.default.contentsOfDirectory(atPath: root) }\n}\nstruct Shelf: View {\n    let library: Library\n    var body: some View {\n        Button(\"Reload\", action: library.reloadFiles)\n        Button(\"Again\") { library.reloadFiles() }\n        Text(\"a\").task { await Task.yield(); library.reloadFiles() }\n        settingToggle(isOn: $auto) { newValue in library.reloadFiles() }\n        AsyncButton { await library.syncFiles(); library.reloadFiles() }\n        FolderRow(folder: folder) { library.reloadFiles() }\n        Text(\"a\").contextMenuDeleteButton { library.reloadFiles() }\n    }\n}",
            // A read the helper sends off the caller's thread is not the caller's.
            "final class Store {\n    func startLoading() -> String {\n        DispatchQueue.global().async { _ = try? Data(contentsOf: url) }\n        return \"Loading\"\n    }\n}\nstruct Status: View {\n    let store: Store\n    var body: some View { Text(store.startLoading()) }\n}",
            // A view's initializer runs when its parent makes it, not at each of its own updates.
            "struct NoteView: View {\n    private var noteURL: URL?\n    @State private var text: String\n    init(note: String) {\n        _text = State(initialValue: FileService.shared.noteContents(for: note))\n    }\n    var body: some View { TextEditor(text: $text) }\n}\nfinal class FileService {\n    func noteContents(for note: String) -> String { (try? String(contentsOf: url(note))) ?? \"\" }\n}",
            // A helper that keeps what it read reads once; a type's own property is not its views'.
            "final class Images {\n    func loadAlertImage(id: String) -> UIImage? {\n        if let image = loadedImages[id] { return image }\n        let image = UIImage(contentsOfFile: path(id))\n        loadedImages[id] = image\n        return image\n    }\n}\nstruct Banner: View {\n    var body: some View { Image(uiImage: images.loadAlertImage(id: \"a\")!) }\n}",
            "struct DemoApp: App {\n    private static var isConfigValid: Bool { FileManager.default.fileExists(atPath: configPath) }\n    var body: some Scene { WindowGroup { ContentView() } }\n}",
            // A name that is also a stored property's, or a common word, may be another type's member.
            "struct Cache { var thumbnailImage: UIImage? }\nextension Item { var thumbnailImage: UIImage? { UIImage(contentsOfFile: path) } }\nstruct Row: View {\n    let cache: Cache\n    var body: some View { Image(uiImage: cache.thumbnailImage!) }\n}",
            "extension Item { var image: UIImage? { UIImage(contentsOfFile: path) } }\nstruct Row: View {\n    let item: Item\n    var body: some View { Image(uiImage: item.image!) }\n}",
        ])

    public func check(_ context: RuleContext) -> [RuleHit] {
        // A widget's view is drawn once per timeline entry: reading the image its provider saved is
        // WidgetKit's way, not work repeated at every update.
        guard context.isSwiftUICode, !context.fileContext.drawsWidget else { return [] }
        let file = context.file
        // The names a read starts from, each judged as the helpers' reads are (`DiskReads.read`).
        let starts: [WatchedName] = [
            .contentsOf, .contentsOfFile, .contentsOfURL, .bundle, .fileManager, .resourceValues, .nsWorkspace,
            .fetch, .fetchCount, .secItemCopyMatching,
        ]
        let reads = starts.flatMap { context.mentions(of: $0).compactMap { DiskReads.read(at: $0, in: file) } }
        let inView = { (index: Int) in
            (context.isInViewBuilder(index) || isInViewsComputedProperty(index, context: context))
                && !context.isInActionClosure(index) && !runsLater(index, context: context)
        }
        var hits = reads.filter(inView).map { index in
            (
                index,
                "\(DiskReads.name(ofReadAt: index, in: file)) goes to the disk every time the view updates, on the main thread."
            )
        }
        let helperCalls = calls(of: context.project.diskReaders, in: context).filter(inView)
        if !helperCalls.isEmpty {
            // A helper this file's view code declares reports its own reads, where they are: its
            // callers here would say the same again.
            let reported = Set(hits.compactMap { declaredName(around: $0.0, context: context) })
            for index in helperCalls where !reported.contains(file.text(index)) && !isStatement(index, context: context)
            {
                let name = file.text(index)
                let path = context.project.diskReaders.path(from: name)
                hits.append(
                    (
                        index,
                        "\(name) goes to the disk every time the view updates, on the main thread (\(name) → \(path))."
                    ))
            }
        }
        return hits.sorted { $0.0 < $1.0 }.map { context.hit(at: $0.0, $0.1) }
    }

    /// Whether the helper call at `index` is a statement of its own in a closure (`FolderView(item:
    /// item) { handleTap(for: item) }`): a helper gives no view, so that closure is an action's.
    private func isStatement(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        var start = index
        while file.kind(start - 1) == .period, file.kind(start - 2) == .identifier || file.tokenIs(start - 2, "self") {
            start -= 2
        }
        guard file.tokens[start].flags.contains(.newlineBefore) || file.kind(start - 1) == .leftBrace,
            let brace = context.enclosingBrace(of: index, where: { _ in true })
        else { return false }
        return !context.opensSomeView(brace) && declarationKeyword(openedBy: brace, in: file) == nil
            && !opensControlBlock(brace, in: file)
    }

    /// The calls of the app's helpers that go to the disk (`name(...)`, `.name`), outside previews
    /// and debug code.
    private func calls(of readers: DiskReaders, in context: RuleContext) -> [Int] {
        guard !readers.isEmpty else { return [] }
        let file = context.file
        var found: [Int] = []
        file.bytes.withUnsafeBufferPointer { source in
            for (index, token) in file.tokens.enumerated()
            where token.kind == .identifier && source[Int(token.start)] &- 0x61 < 26
                && (file.kind(index - 1) == .period || file.kind(index + 1) == .leftParen)
                && !file.tokenIs(index - 1, "func") && !file.tokenIs(index - 1, "await")
            {
                // A function is called (`name(`), not handed on (`action: model.save`, `action:
                // model.save(_:)`); a property is read as a member (`.name`), so a local of the same
                // name is not it.
                guard let isFunction = readers.isFunction(token, in: source),
                    isFunction
                        ? file.kind(index + 1) == .leftParen && !Self.namesAMethod(open: index + 1, in: file)
                        : file.kind(index + 1) != .leftParen
                else { continue }
                found.append(index)
            }
        }
        return found.filter { index in
            context.isViewCode(index, viewModels: false) && !context.excluded.contains { $0.contains(index) }
        }
    }

    /// `model.save(_:)`, `vm.select(item:)`: a method named by its labels alone, handed on as a
    /// value, not called.
    static func namesAMethod(open: Int, in file: SourceFile) -> Bool {
        guard let close = file.match(open), close > open + 1 else { return false }
        var cursor = open + 1
        while cursor < close {
            guard file.kind(cursor) == .identifier || file.kind(cursor) == .keyword, file.kind(cursor + 1) == .colon
            else { return false }
            cursor += 2
        }
        return cursor == close
    }

    /// Whether token `index` sits in a closure that runs later than the view's update, on its way
    /// out to the view builder or the property it is in: one `DiskReads.runsLater` knows, or one
    /// written as statements no view builder takes (`await`, `do { try ... }`, `value = ...`),
    /// which is an action's, whatever the app's function that is given it is called.
    private func runsLater(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        let stop = context.enclosingBrace(of: index) { brace in
            context.opensSomeView(brace) || declarationKeyword(openedBy: brace, in: file) != nil
                || (!opensControlBlock(brace, in: file)
                    && (DiskReads.runsLater(brace, in: file) || holdsStatements(brace, in: file)))
        }
        guard let stop else { return false }
        return !context.opensSomeView(stop) && declarationKeyword(openedBy: stop, in: file) == nil
    }

    /// Whether the `{` at `brace` opens the body of an `if`, `guard`, `for`, `while`, `switch`
    /// or `else` (a line that starts so): a block, not a closure.
    private func opensControlBlock(_ brace: Int, in file: SourceFile) -> Bool {
        let cursor = file.lineStart(of: brace - 1)
        return file.tokenIs(cursor, "if") || file.tokenIs(cursor, "guard") || file.tokenIs(cursor, "for")
            || file.tokenIs(cursor, "while") || file.tokenIs(cursor, "switch") || file.tokenIs(cursor, "else")
            || file.tokenIs(cursor, "case") || file.tokenIs(cursor, "default")
    }

    /// Whether the closure at `brace` holds, at its own level, a statement no view builder takes:
    /// `await`, `do { }`, a `try` that throws on, or an assignment (`value = ...`,
    /// `self.state.value = ...`).
    private func holdsStatements(_ brace: Int, in file: SourceFile) -> Bool {
        guard let close = file.match(brace) else { return false }
        var index = brace + 1
        while index < close {
            guard let kind = file.kind(index) else { return false }
            // A closure's statements are its own; an `if`'s or a `switch`'s are this closure's.
            if kind.isOpeningBracket, !(kind == .leftBrace && opensControlBlock(index, in: file)),
                let end = file.match(index)
            {
                index = end + 1
                continue
            }
            if file.tokenIs(index, "await") || (file.tokenIs(index, "do") && file.kind(index + 1) == .leftBrace)
                || (file.tokenIs(index, "try") && !file.tokenIs(index + 1, "?") && !file.tokenIs(index + 1, "!"))
            {
                return true
            }
            if file.tokenIs(index, "=") {
                var start = index - 1
                while start > brace + 1, !file.tokens[start].flags.contains(.newlineBefore) { start -= 1 }
                if file.kind(start) == .identifier || file.tokenIs(start, "self") { return true }
            }
            index += 1
        }
        return false
    }

    /// The name of the function or property whose body holds token `index`, the first met walking
    /// out: `row` for a read in `func row() -> some View { ... }`.
    private func declaredName(around index: Int, context: RuleContext) -> String? {
        var keyword: Int?
        _ = context.enclosingBrace(of: index) { brace in
            keyword = declarationKeyword(openedBy: brace, in: context.file)
            return keyword != nil
        }
        return keyword.map { context.file.text($0 + 1) }
    }

    /// Keywords that start a statement or another declaration: a brace after one opens no
    /// function's or property's body (`init(...) {` after `var url: URL?` is the initializer's).
    private static let statements: [StaticString] = [
        "do", "else", "in", "return", "catch", "defer", "repeat", "if", "guard", "while", "for", "switch", "init",
        "deinit", "subscript", "let", "case",
    ]

    /// The `func` or `var` whose body opens at `brace`, if one does: past its parameters and
    /// type, with no statement or other brace between.
    private func declarationKeyword(openedBy brace: Int, in file: SourceFile) -> Int? {
        var cursor = brace - 1
        for _ in 0..<48 where cursor > 0 {
            if let kind = file.kind(cursor), kind == .rightParen || kind == .rightBracket, let open = file.match(cursor)
            {
                cursor = open - 1
                continue
            }
            if file.tokenIs(cursor, "func") || file.tokenIs(cursor, "var") {
                return file.kind(cursor + 1) == .identifier ? cursor : nil
            }
            if let kind = file.kind(cursor),
                kind == .leftBrace || kind == .rightBrace || file.tokenIs(cursor, "=")
                    || Self.statements.contains(where: { file.tokenIs(cursor, $0) })
            {
                return nil
            }
            cursor -= 1
        }
        return nil
    }

    /// `var icon: NSImage? { ... }` in a view: a getter body reads on every update, where it is used.
    private func isInViewsComputedProperty(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard context.isViewCode(index, viewModels: false) else { return false }
        return context.enclosingBrace(of: index) { brace in
            // A type's own (`static var`) is read where it is used, not by each of its views.
            guard let keyword = declarationKeyword(openedBy: brace, in: file), !file.tokenIs(keyword - 1, "static")
            else { return false }
            return file.tokenIs(keyword, "var") && file.kind(keyword + 2) == .colon
        } != nil
    }
}
