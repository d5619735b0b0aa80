import SwiftLexer

/// `perf/io-in-body`: a file read in a view's body, another view builder or a view's computed
/// property: `Data(contentsOf:)`, `NSImage(contentsOf:)`, `UIImage(contentsOfFile:)`,
/// `FileManager.default.contents(atPath:)`.
public struct PerfIOInBody: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "perf/io-in-body", family: .perf,
        title: "Read files outside body",
        rationale: """
            "body is called frequently. Move sorting, filtering, and heavy computation out of body." \
            A file read there goes to the disk on every update, on the main thread.
            """,
        fix:
            "Load it once (in the model, in .task, or in an init) into state the view reads, or use AsyncImage for a remote image.",
        isOptIn: true,
        // A widget's body, drawn once per timeline entry, and a small bundled licence on a screen
        // with no state: rounds 23 and 24; 2 of 2 (borderline) on round 25. Held out.
        // Round 31: 1 of 1; round 32: 1 of 2 (a screen only a debug build opens).
        // Round 34: 1 of 4 (widget views, which read their files once per entry: left since).
        // Rounds 36 and 37: 3 of 7 and 1 of 3 (reads in `.onDrag` and importer callbacks).
        measured: Measured(9, of: 21),
        triggeringExamples: [
            "var body: some View {\n    Image(nsImage: ↓NSImage(contentsOf: url) ?? placeholder)\n}",
            "var avatar: some View {\n    if let data = try? ↓Data(contentsOf: fileURL), let image = UIImage(data: data) {\n        Image(uiImage: image)\n    }\n}",
            "struct Row: View {\n    var icon: UIImage? { ↓UIImage(contentsOfFile: path) }\n    var body: some View { Text(\"a\") }\n}",
            "var body: some View {\n    List(try! FileManager.default.↓contentsOfDirectory(atPath: folder), id: \\.self) { Text($0) }\n}",
            "var body: some View {\n    Logo(logo: ↓PlatformImage(contentsOfURL: url))\n}",
            "import AVKit\nimport SVGView\nstruct Viewer: View {\n    let path: String\n    var body: some View {\n        if let image = ↓UIImage(contentsOfFile: path) { Image(uiImage: image) }\n    }\n}",
            "struct IconSelect: View {\n    var icons: [URL] { Bundle.main.↓paths(forResourcesOfType: \"png\", inDirectory: \"Icons\").map(URL.init(fileURLWithPath:)) }\n    var body: some View { Text(\"a\") }\n}",
        ],
        nonTriggeringExamples: [
            "func load() { data = try? Data(contentsOf: url) }",
            "import WidgetKit\nstruct RecentBooksView: View {\n    let entry: Entry\n    var body: some View {\n        Image(uiImage: UIImage(contentsOfFile: entry.artworkPath) ?? UIImage())\n    }\n}",
            "var body: some View {\n    Button(\"Load\") { data = try? Data(contentsOf: url) }\n}",
            "var body: some View {\n    Text(\"a\").task { image = NSImage(contentsOf: url) }\n}",
            "var body: some View {\n    Button(\"Icon\") { importing = true }\n        .fileImporter(isPresented: $importing, allowedContentTypes: [.image]) { result in\n            icon = try? Data(contentsOf: result.get())\n        }\n}",
            "final class Loader {\n    var image: NSImage? { NSImage(contentsOf: url) }\n}",
            "import UIKit\nfinal class Cell: UITableViewCell {\n    func layout() { imageView?.image = UIImage(contentsOfFile: path) }\n}",
            "var body: some View { Image(nsImage: NSImage(named: \"icon\")!) }",
            "var body: some View { Text(\"a\").onAppear { text = try? String(contentsOf: url) } }",
            "var body: some View { Image(uiImage: UIImage(data: data)!) }",
            "var body: some View { Text(Bundle.main.path(forResource: \"a\", ofType: \"txt\") ?? \"\") }",
            "struct Row: View {\n    let data: Data\n    init(url: URL) { data = (try? Data(contentsOf: url)) ?? Data() }\n    var body: some View { Text(\"a\") }\n}",
        ])

    /// The labels of an initializer that reads a file: `Data(contentsOf:)`, `NSImage(contentsOfFile:)`,
    /// `String(contentsOf:)`, an app's own `PlatformImage(contentsOfURL:)`.
    private static let readingLabels: [WatchedName] = [.contentsOf, .contentsOfFile, .contentsOfURL]

    public func check(_ context: RuleContext) -> [RuleHit] {
        // A widget's view is drawn once per timeline entry: reading the image its provider saved is
        // WidgetKit's way, not work repeated at every update.
        guard context.isSwiftUICode, !context.fileContext.drawsWidget else { return [] }
        let file = context.file
        var reads: [Int] = []
        // `Type(contentsOf: ...)`: the first argument of a type's initializer.
        for label in Self.readingLabels {
            for index in context.mentions(of: label)
            where file.kind(index + 1) == .colon && file.kind(index - 1) == .leftParen
                && file.kind(index - 2) == .identifier && file.kind(index - 3) != .period
                && file.text(index - 2).first?.isUppercase == true
            {
                reads.append(index - 2)
            }
        }
        // `Bundle.main.paths(forResourcesOfType:inDirectory:)`: a folder listed on disk.
        for index in context.mentions(of: .bundle)
        where file.kind(index + 1) == .period && file.tokenIs(index + 2, "main") && file.kind(index + 3) == .period
            && (file.tokenIs(index + 4, "paths") || file.tokenIs(index + 4, "urls"))
            && file.kind(index + 5) == .leftParen
            && (file.tokenIs(index + 6, "forResourcesOfType") || file.tokenIs(index + 6, "forResourcesWithExtension"))
        {
            reads.append(index + 4)
        }
        // `FileManager.default.contents(atPath:)` and `.contentsOfDirectory(atPath:)`.
        for index in context.mentions(of: .fileManager)
        where file.kind(index + 1) == .period && file.tokenIs(index + 2, "default") && file.kind(index + 3) == .period
            && (file.tokenIs(index + 4, "contents") || file.tokenIs(index + 4, "contentsOfDirectory"))
            && file.kind(index + 5) == .leftParen
        {
            reads.append(index + 4)
        }
        return reads.sorted().compactMap { index in
            guard context.isInViewBuilder(index) || isInViewsComputedProperty(index, context: context),
                !context.isInActionClosure(index)
            else { return nil }
            return context.hit(
                at: index, "\(file.text(index)) reads a file every time the view updates, on the main thread.")
        }
    }

    /// `var icon: NSImage? { ... }` in a view: a getter body reads on every update, where it is used.
    private func isInViewsComputedProperty(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard context.isViewCode(index, viewModels: false) else { return false }
        return context.enclosingBrace(of: index) { brace in
            var cursor = brace - 1
            for _ in 0..<16 where cursor > 0 {
                if file.tokenIs(cursor, "var") { return file.kind(cursor + 2) == .colon }
                // A statement or an assignment before: the brace is no getter's.
                if let kind = file.kind(cursor), kind == .leftBrace || kind == .rightBrace || file.tokenIs(cursor, "=")
                {
                    return false
                }
                cursor -= 1
            }
            return false
        } != nil
    }
}
