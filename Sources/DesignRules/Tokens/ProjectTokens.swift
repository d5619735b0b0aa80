import BuildGraph
import SwiftLexer

/// What the whole app says about its design system, gathered from every file
/// before any file is judged: the tokens it defines, the namespaces they live
/// in, and the modules that hand SwiftUI on (`@_exported import SwiftUI`).
///
/// A file's findings depend on it (`raw-literal` speaks only when the app has
/// tokens of that family, and names them), so it is part of the analyzer's
/// identity: `canonicalText` goes into the analyzer fingerprint.
public struct ProjectTokens: Sendable, Equatable {
    /// Every definition found, sorted, one per owner and name.
    public private(set) var definitions: [TokenDefinition]
    /// Modules whose import brings SwiftUI: the configured ones and those found re-exporting it.
    public private(set) var swiftUIModules: Set<String>
    /// Type names (simple and dotted) that hold token definitions.
    public private(set) var namespaces: Set<String>
    /// The steps of the app's spacing and radius scales with their values, worked out once:
    /// rules ask for them in every file.
    private var scaleSteps: [Family: [NamedValue]] = [:]
    private var scaleFamilies: Set<Family> = []
    /// The app reads Reduce Motion in an `extension Animation` of its own (`.easeInOut.reducible()`
    /// returning no animation when it is on): its motion is guarded where it is made, in another
    /// file than the view.
    public internal(set) var readsReduceMotion = false
    /// The app's functions that make a fixed-size font from the size they are given, sorted.
    public internal(set) var fixedFontHelpers: [FixedFontHelper] = []
    /// The app's own shadows, as code names them (`.cardShadow()`, `ElevatedShadow`,
    /// `Theme.shadowColor`), sorted: `color/raw-shadow` speaks only when there is one.
    public internal(set) var shadowStyles: [String] = []
    /// SwiftUI's deprecated modifiers the app declares again on `View`, by signature
    /// (`cornerRadius(_:)`): a call written so is the app's own (`OwnModifiers`).
    public internal(set) var ownModifiers: Set<String> = []
    /// The app's own functions and computed properties that go to the disk (`DiskReads`): only
    /// when `perf/io-in-body` runs.
    public internal(set) var diskReaders: DiskReaders = .none
    /// The colours the app's own `extension ColorScheme` picks by hand (`SchemeColors`): only when
    /// `color/hand-made-appearance` runs.
    public internal(set) var schemeColors: Set<String> = []
    /// The images the app keeps as constants, by name, with the asset each shows
    /// (`ImageConstants`): only when `a11y/icon-only-button` runs.
    public internal(set) var imageConstants: [String: String] = [:]
    /// The app's views that draw only images (`PictureViews`): only when `a11y/icon-only-button` runs.
    public internal(set) var pictureViews: Set<String> = []
    /// The views the app draws to an image (`RenderedViews`): only when `typography/fixed-size`
    /// runs.
    public internal(set) var renderedViews: Set<String> = []
    /// Shadows written out by hand three times or more across the app (their arguments as
    /// `ShadowStyles.spelling(of:in:)` gives them), sorted: a style the app has not named yet.
    public internal(set) var repeatedShadows: [String] = []
    /// The app's views no shipped code makes (only previews or debug code, or nothing), sorted
    /// (`ShippedViews`): out of the count, as previews are. None when previews are counted.
    public internal(set) var unshippedViews: [String] = [] {
        didSet { unshippedViewSet = Set(unshippedViews) }
    }
    /// The same, to look names up in.
    private(set) var unshippedViewSet: Set<String> = []
    /// The names each of those views writes (`ShippedViews.OwnedNames`): a view kept because a
    /// file left out of the count makes it (`keepViews(namedIn:)`) makes what it writes ship too.
    private var namesOfUnshippedViews: [ShippedViews.OwnedNames] = []
    /// The type names the files that start the app write (`@main` and its scene), each file's
    /// joined with spaces: a view one of them makes is the app's, wherever its file lives.
    private var appEntryNames: [String] = []
    /// The app's UIKit font constants made at a fixed size, by name (`titleFont` of `static let
    /// titleFont = UIFont.systemFont(ofSize: 48)`): handed to SwiftUI, each is a fixed font size.
    public internal(set) var fixedUIKitFonts: [String: Double] = [:]
    /// The app's number constants named for font sizes, any file can write, by reference
    /// (`FontSize.body` = 17, `Constants.FontSize.large`, `.bodyFontSize` of `extension CGFloat`):
    /// `.system(size: FontSize.body)` is as fixed as `.system(size: 17)`, through the app's scale.
    public private(set) var fontSizeConstants: [String: Double] = [:]
    /// The app's type scales of fixed sizes kept as a `switch` (`FontSizeTable`), sorted:
    /// `.system(size: UIFont.fontSize(of: .title2))` is as fixed as `.system(size: 22)`.
    public internal(set) var fontSizeTables: [FontSizeTable] = []
    /// The app's palette colours written out in code (`static let accent = Color(hex: 0x00AEEF)`),
    /// by reference, so a literal elsewhere can be told which one it repeats. Not part of the
    /// identity: a colour added to a palette changes no finding, only a message's hint.
    var paletteColors: [PaletteColor] = []
    /// The app names three colours or more in its asset catalogues (`AssetColor`): a palette as
    /// much as one written in code, and where a message tells a literal to go.
    public private(set) var hasAssetPalette = false

    /// Nothing found: an app with no tokens of its own.
    public static let none = ProjectTokens(definitions: [], swiftUIModules: [])

    public init(definitions: [TokenDefinition], swiftUIModules: Set<String>, config: Configuration? = nil) {
        var unique: [TokenDefinition] = []
        for definition in definitions.sorted() where unique.last.map({ $0 < definition }) ?? true {
            unique.append(definition)
        }
        self.definitions = unique
        self.swiftUIModules = swiftUIModules
        var namespaces = Set<String>()
        for definition in unique where !TokenDefinitionFinder.valueTypes.contains(definition.owner) {
            namespaces.insert(definition.owner)
            let components = definition.owner.split(separator: ".")
            for component in components { namespaces.insert(String(component)) }
        }
        self.namespaces = namespaces
        scaleNamespaces = Self.scaleOwners(unique, config: config)
        for definition in unique where definition.isScaleStep && scaleNamespaces.contains(definition.owner) {
            guard let family = definition.family else { continue }
            scaleFamilies.insert(family)
            if let value = definition.value {
                scaleSteps[family, default: []].append(
                    NamedValue(
                        definition.reference, value, module: definition.isPublic ? nil : definition.module,
                        targets: definition.targets))
            }
        }
        for definition in unique where definition.isVisibleEverywhere {
            guard let family = definition.family, family == .motion || family == .typography || family == .color
            else { continue }
            designTokenCounts[family, default: 0] += 1
        }
        for definition in unique where definition.isVisibleEverywhere && Self.namesAFontSize(definition) {
            fontSizeConstants[definition.reference] = definition.value
        }
    }

    /// A number constant whose own name or type's name says font or typography (`FontSize.xs`,
    /// `Typography.bodySize`, `titleFontSize`), and no spacing or radius.
    private static func namesAFontSize(_ definition: TokenDefinition) -> Bool {
        guard definition.value != nil, definition.family == nil || definition.family == .typography else {
            return false
        }
        let reference = definition.owner + "." + definition.name
        return TokenDefinitionFinder.containsFolded(reference, "font")
            || TokenDefinitionFinder.containsFolded(reference, "typography")
    }

    /// The value of the app's font size constant `path` names (`FontSize.body`, `Theme.FontSize.body`
    /// for `App.Theme.FontSize.body`, `.bodyFontSize`): nil when none does, or when constants of
    /// that name disagree. A bare name (`body`) is too common a word to tell which.
    public func fontSizeConstant(_ path: String) -> Double? {
        guard !fontSizeConstants.isEmpty else { return nil }
        if let value = fontSizeConstants[path] { return value }
        // `.AppFontSize.caption` of `extension CGFloat { enum AppFontSize { ... } }` is its tail.
        let tail = path.hasPrefix(".") ? path : "." + path
        guard tail.dropFirst().contains(".") else { return nil }
        let matches = fontSizeConstants.filter { $0.key.hasSuffix(tail) }.map(\.value)
        guard let value = matches.first, matches.allSatisfy({ $0 == value }) else { return nil }
        return value
    }

    /// How many tokens the app writes down per non-numeric family, private ones left out.
    private var designTokenCounts: [Family: Int] = [:]
    /// The namespaces that write down a scale of the app's (`scaleOwners`), worked out once.
    public private(set) var scaleNamespaces: Set<String> = []

    /// The namespaces whose numeric steps make a scale of the app's: at least three steps
    /// (`Space.xs`, `.sm`, `.md`) any file can write, or a namespace the configuration names for
    /// the family. Two constants of a component (`ListRowPadding.vertical = 13`, `.horizontal =
    /// 16`) or one view's `private enum Metrics` are that component's choice, not the app's scale.
    public static func scaleOwners(_ definitions: [TokenDefinition], config: Configuration?) -> Set<String> {
        var values: [String: Set<Double>] = [:]
        var owners = Set<String>()
        for token in definitions where token.isScaleStep && token.isVisibleEverywhere {
            guard let family = token.family, let value = token.value else { continue }
            values[token.owner, default: []].insert(value)
            let configured = config?.namespaces(family) ?? []
            if config?.declaresNamespaces(family) == true,
                token.owner.split(separator: ".").contains(where: { configured.contains(String($0)) })
            {
                owners.insert(token.owner)
            }
        }
        for (owner, steps) in values where steps.count >= 3 { owners.insert(owner) }
        return owners
    }

    /// Gathers the tokens of `files` (path and lexed source).
    public static func discover(
        _ files: some Sequence<(path: String, file: SourceFile)>, config: Configuration, graph: BuildGraph = .unknown
    ) -> ProjectTokens {
        merging(files.map { facts(of: $0.file, path: $0.path, config: config) }, config: config, graph: graph)
    }

    /// What one file contributes, lexed: files can be read on many threads, then merged.
    public struct FileFacts: Sendable {
        /// The file's root-relative path.
        let path: String
        /// What its text contributes.
        let content: ContentFacts
        /// What the analysis of the same file reads again: kept so a scan finds them once.
        let landmarks: Landmarks
        let finder: TokenDefinitionFinder
    }

    /// The facts of one lexed file at `path`, which places it in its SwiftPM module when they are
    /// merged (`Sources/<Module>/...`).
    public static func facts(of file: SourceFile, path: String, config: Configuration) -> FileFacts {
        let landmarks = Landmarks(file)
        let finder = TokenDefinitionFinder(file: file, config: config, landmarks: landmarks)
        return FileFacts(
            path: path, content: ContentFacts(file, landmarks: landmarks, finder: finder), landmarks: landmarks,
            finder: finder)
    }

    /// The project's tokens from every file's facts, with the configured SwiftUI modules; `graph`
    /// says which targets build each defining file.
    public static func merging(
        _ facts: some Sequence<FileFacts>, config: Configuration, graph: BuildGraph = .unknown,
        assetColors: [AssetColor] = []
    ) -> ProjectTokens {
        merging(
            contents: facts.lazy.map { (path: $0.path, content: $0.content) }, config: config, graph: graph,
            assetColors: assetColors)
    }

    /// The project's tokens from what each file's text contributes, each with its root-relative
    /// path: its module (a module that re-exports SwiftUI is known by the name others import it
    /// with) and, through `graph`, the targets that build it; and the colours its asset
    /// catalogues name.
    public static func merging(
        contents: some Sequence<(path: String, content: ContentFacts)>, config: Configuration,
        graph: BuildGraph = .unknown, assetColors: [AssetColor] = []
    ) -> ProjectTokens {
        var definitions: [TokenDefinition] = []
        var modules = Set(config.swiftUIModules)
        var readsReduceMotion = false
        var helpers = Set<FixedFontHelper>()
        var tables = Set<FontSizeTable>()
        var pendingFontHelpers: [PendingFontHelper] = []
        var valueFonts = Set<ValueFont>()
        var declaresFontAccessor = false
        var appEntryNames: [String] = []
        var shadows = Set<String>()
        var shadowsWritten: [String: Int] = [:]
        var views = Set<String>()
        var typeNames: [String] = []
        var ownedTypeNames: [ShippedViews.OwnedNames] = []
        var startsTheApp = false
        var ownModifiers = Set<String>()
        var diskHelpers: [DiskReads.Helper] = []
        var storedNames = Set<String>()
        var schemeColors = Set<String>()
        var imageConstants: [String: String] = [:]
        var renderedViews = Set<String>()
        var pictureViews = Set<String>()
        var uiKitFonts: [String: Double] = [:]
        var scaledUIKitFonts = Set<String>()
        var paletteColors: [PaletteColor] = []
        for (path, content) in contents where content != .none {
            let module = moduleName(of: path)
            let targets = Set(graph.targets(building: path).map(\.name))
            for var definition in content.definitions {
                definition.module = module
                definition.targets = targets
                definitions.append(definition)
            }
            if content.reexportsSwiftUI, let module { modules.insert(module) }
            readsReduceMotion = readsReduceMotion || content.readsReduceMotion
            helpers.formUnion(content.fixedFontHelpers)
            tables.formUnion(content.fontSizeTables)
            pendingFontHelpers += content.pendingFontHelpers
            valueFonts.formUnion(content.valueFonts)
            declaresFontAccessor = declaresFontAccessor || content.declaresFontAccessor
            shadows.formUnion(content.shadowStyles)
            for spelling in content.shadowsWritten { shadowsWritten[spelling, default: 0] += 1 }
            // A public view is API only where a package builds it that no project of the tree links:
            // an app's own target, or its own module package, makes it public for nothing (`public
            // struct Badge: View` in an app's sources, made only by its previews).
            if content.publicViews.isEmpty || Self.isAppCode(targets: graph.targets(building: path))
                || graph.isInPackageLinkedHere(path)
            {
                views.formUnion(content.views)
            } else {
                views.formUnion(Set(content.views).subtracting(content.publicViews))
            }
            typeNames.append(content.typeNames)
            ownedTypeNames += content.ownedTypeNames
            startsTheApp = startsTheApp || content.startsTheApp
            if content.startsTheApp { appEntryNames.append(content.typeNames) }
            ownModifiers.formUnion(content.ownModifiers)
            diskHelpers += content.diskHelpers
            storedNames.formUnion(content.storedNames)
            schemeColors.formUnion(content.schemeColors)
            for constant in content.imageConstants { imageConstants[constant.name] = constant.asset }
            renderedViews.formUnion(content.renderedViews)
            pictureViews.formUnion(content.pictureViews)
            paletteColors += content.paletteColors
            for font in content.uiKitFonts {
                if let size = font.size, uiKitFonts[font.name].map({ $0 == size }) ?? true {
                    uiKitFonts[font.name] = size
                } else {
                    scaledUIKitFonts.insert(font.name)
                }
            }
        }
        for name in scaledUIKitFonts { uiKitFonts[name] = nil }
        var project = ProjectTokens(definitions: definitions, swiftUIModules: modules, config: config)
        project.readsReduceMotion = readsReduceMotion
        if graph.isGeneratedByTuist, !declaresFontAccessor { helpers.insert(FixedFontHelper.tuistFontAccessor) }
        var resolved = PendingFontHelper.resolving(pendingFontHelpers, helpers: helpers, tables: tables)
        // A font-value type's font made fixed by a helper only the project settles: its scale is then one
        // of fonts (`FontStyle.font`), which the modifiers that apply it ask in turn.
        let valueFontTables = ValueFont.tables(valueFonts, helpers: resolved, tables: tables)
        if !valueFontTables.isSubset(of: tables) {
            tables.formUnion(valueFontTables)
            resolved = PendingFontHelper.resolving(pendingFontHelpers, helpers: resolved, tables: tables)
        }
        project.fixedFontHelpers = resolved.sorted()
        project.fontSizeTables = tables.sorted()
        for definition in project.definitions
        where definition.isVisibleEverywhere && ShadowStyles.names(definition.name) {
            shadows.insert(definition.reference)
        }
        project.shadowStyles = shadows.sorted()
        project.ownModifiers = ownModifiers
        project.diskReaders = DiskReaders(DiskReads.readers(diskHelpers, stored: storedNames))
        project.schemeColors = schemeColors
        project.imageConstants = imageConstants
        project.renderedViews = renderedViews
        project.pictureViews = pictureViews
        project.repeatedShadows = shadowsWritten.filter { $0.value >= ShadowStyles.copiesThatMakeAStyle }.keys.sorted()
        if !config.includePreviews, startsTheApp {
            project.unshippedViews = ShippedViews.unwritten(views.sorted(), free: typeNames, owned: ownedTypeNames)
            project.appEntryNames = appEntryNames
            let unshipped = project.unshippedViewSet
            project.namesOfUnshippedViews = ownedTypeNames.filter { unshipped.contains($0.owner) }
        }
        project.fixedUIKitFonts = uiKitFonts
        // A literal that repeats a colour is told the app's own token first, then the catalogue's name.
        let assetPalette = assetColors.compactMap { asset in
            asset.color.map { PaletteColor(reference: "Color(\"\(asset.name)\")", color: $0) }
        }
        project.hasAssetPalette = Set(assetColors.map(\.name)).count >= 3
        project.paletteColors =
            paletteColors.sorted { $0.reference < $1.reference } + assetPalette.sorted { $0.reference < $1.reference }
        return project
    }

    /// Keeps out of `unshippedViews` every view whose name a file left out of the count but built
    /// into the app writes (`sources`: a watch app's or generated code's bytes): such a view ships.
    public mutating func keepViews(namedIn sources: some Sequence<[UInt8]>) {
        guard !unshippedViews.isEmpty else { return }
        var names = unshippedViews.map { Array($0.utf8) }
        for source in sources where !names.isEmpty {
            names.removeAll { name in source.withUnsafeBufferPointer { Self.containsWord($0, name) } }
        }
        let remaining = names.map { String(decoding: $0, as: UTF8.self) }
        let kept = unshippedViewSet.subtracting(remaining)
        guard !kept.isEmpty else { return }
        // What the kept views write ships too, and what those write in turn.
        let owned = namesOfUnshippedViews.filter { remaining.contains($0.owner) }
        let made = namesOfUnshippedViews.filter { kept.contains($0.owner) }.map(\.names)
        unshippedViews = ShippedViews.unwritten(remaining, free: made, owned: owned)
        namesOfUnshippedViews = owned.filter { unshippedViews.contains($0.owner) }
    }

    /// Keeps the views what `sources` write (files left out as debug code by their folder's name:
    /// `DebugMode/VoiceAppFeature.swift`) when one of those files declares a view the app's entry
    /// makes (`@main` shows `VoiceAppView`): that file is the app's root, not a debug screen, and
    /// what it makes ships. A file or a view named for debugging (`DebugMenuView`, which an app's
    /// entry may show on a shake in its test builds) stays a debug screen.
    public mutating func keepViews(namedInDebugFiles sources: some Sequence<(path: String, bytes: [UInt8])>) {
        guard !unshippedViews.isEmpty, !appEntryNames.isEmpty else { return }
        let entry = Set(appEntryNames.flatMap { $0.split(separator: " ") })
        func namesDebugging(_ name: some StringProtocol) -> Bool { name.lowercased().contains("debug") }
        let roots = sources.filter { source in
            guard let name = source.path.split(separator: "/").last, !namesDebugging(name) else { return false }
            let file = SourceFile(bytes: source.bytes)
            let landmarks = Landmarks(file)
            return ShippedViews.declared(in: file, landmarks: landmarks, excluded: []).all.contains {
                entry.contains(Substring($0)) && !namesDebugging($0)
            }
        }
        keepViews(namedIn: roots.map(\.bytes))
    }

    /// `word` in `bytes` with no letter, digit or underscore either side.
    static func containsWord(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= bytes.count else { return false }
        var at = 0
        while at + word.count <= bytes.count {
            if bytes[at] == first, at == 0 || !isWordByte(bytes[at - 1]),
                at + word.count == bytes.count || !isWordByte(bytes[at + word.count]),
                word.indices.allSatisfy({ bytes[at + $0] == word[$0] })
            {
                return true
            }
            at += 1
        }
        return false
    }

    /// The SwiftPM target a path sits in: the folder after the last `Sources`, when a file or
    /// folder follows it. Asked of every file analyzed: read as bytes, nothing split or copied.
    /// Whether the targets that build a file are all apps or app extensions (not a framework, a
    /// library or a package, whose public API others make).
    private static func isAppCode(targets: [BuildGraph.Target]) -> Bool {
        !targets.isEmpty && targets.allSatisfy { $0.kind == .application || $0.kind == .appExtension }
    }

    static func moduleName(of path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            var components = 0
            var lastSources = -1
            var module: Range<Int>?
            var index = 0
            while index < bytes.count {
                guard bytes[index] != UInt8(ascii: "/") else {
                    index += 1
                    continue
                }
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "/") { index += 1 }
                if UnsafeBufferPointer(rebasing: bytes[start..<index]).elementsEqual("Sources".utf8) {
                    lastSources = components
                    module = nil
                } else if lastSources >= 0, components == lastSources + 1 {
                    module = start..<index
                }
                components += 1
            }
            guard lastSources >= 0, lastSources + 2 < components, let module else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[module]), as: UTF8.self)
        }
    }

    /// True when the app defines tokens of `family` (or the configuration names some): for
    /// spacing and radius, a scale (`scaleOwners`); for fonts, curves and colours, three or more
    /// that any file can write.
    public func hasTokens(_ family: Family, config: Configuration) -> Bool {
        if let numeric = config.numeric(family), !numeric.scale.tokens.isEmpty { return true }
        if config.declaresNamespaces(family) { return true }
        if config.numeric(family) != nil { return scaleFamilies.contains(family) }
        if family == .color, hasAssetPalette { return true }
        return designTokenCounts[family, default: 0] >= 3
    }

    /// The numeric tokens of a family with their values: the configured ones, then the app's.
    public func numericTokens(_ family: Family, config: Configuration) -> [NamedValue] {
        let configured = config.numeric(family)?.scale.tokens ?? []
        let steps = scaleSteps[family] ?? []
        return configured.isEmpty ? steps : configured + steps
    }

    /// True when `name` is a type holding token definitions.
    public func isNamespace(_ name: String) -> Bool {
        namespaces.contains(name)
    }

    /// What of this goes into the analyzer fingerprint: everything that can change the results
    /// of code that did not change, in a fixed order. When it changes, the next commit is
    /// measured again whole (a rebaseline), so it holds only that: the scales' steps (the
    /// scale itself and the tokens `raw-literal` names), which types hold colours, and the
    /// modules that re-export SwiftUI. A new namespace (`CardView.padding`, `Feed.pageSize`)
    /// is new code, and the code that uses it is new too, analyzed with it; counting it would
    /// rebaseline every night a component gains a constant.
    public var canonicalText: String {
        // A colour added to an existing palette changes no result, so no identity either.
        var colorOwners = Set<String>()
        var steps: [String] = []
        for definition in definitions {
            if definition.family == .color { colorOwners.insert(definition.owner) }
            if definition.isScaleStep, let family = definition.family {
                // Where an internal step lives decides which files a message may name it in.
                var home = definition.isPublic ? "" : definition.module.map { "@\($0)" } ?? ""
                // And which targets build it: a file outside them cannot name it.
                if !definition.targets.isEmpty {
                    home += "@[" + definition.targets.sorted().joined(separator: ",") + "]"
                }
                steps.append(
                    "\(family.rawValue):\(definition.reference)=\(definition.value.map(formatScaleValue) ?? "-")\(home)"
                )
            }
        }
        var parts: [String] = [
            "colors=" + colorOwners.sorted().joined(separator: ","),
            "steps=" + steps.joined(separator: ","),
            "modules=" + swiftUIModules.sorted().joined(separator: ","),
        ]
        // Only when set: an app without such a helper keeps the identity it had.
        if readsReduceMotion { parts.append("reduceMotion=animation") }
        if !fixedFontHelpers.isEmpty {
            parts.append("fontHelpers=" + fixedFontHelpers.map(\.canonicalText).joined(separator: ","))
        }
        if !shadowStyles.isEmpty { parts.append("shadows=" + shadowStyles.joined(separator: ",")) }
        if !ownModifiers.isEmpty { parts.append("ownModifiers=" + ownModifiers.sorted().joined(separator: ",")) }
        if !renderedViews.isEmpty { parts.append("renderedViews=" + renderedViews.sorted().joined(separator: ",")) }
        if !imageConstants.isEmpty {
            let constants = imageConstants.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            parts.append("imageConstants=" + constants.joined(separator: ","))
        }
        if !pictureViews.isEmpty { parts.append("pictureViews=" + pictureViews.sorted().joined(separator: ",")) }
        if !schemeColors.isEmpty { parts.append("schemeColors=" + schemeColors.sorted().joined(separator: ",")) }
        if !diskReaders.isEmpty {
            let steps = diskReaders.via.sorted { $0.key < $1.key }.map {
                $0.key + ($0.value.isFunction ? "()" : "") + ">" + $0.value.next
            }
            parts.append("diskReaders=" + steps.joined(separator: ","))
        }
        // Which shadows are copies, not how many: a fourth copy changes no result.
        if !repeatedShadows.isEmpty { parts.append("repeatedShadows=" + repeatedShadows.joined(separator: "|")) }
        if !unshippedViews.isEmpty { parts.append("unshipped=" + unshippedViews.joined(separator: ",")) }
        // Whether there is one, not its colours: a colour set added changes no result.
        if hasAssetPalette { parts.append("assetPalette") }
        if !fontSizeConstants.isEmpty { parts.append("fontSizes=" + Self.canonical(fontSizeConstants)) }
        if !fixedUIKitFonts.isEmpty { parts.append("uiFonts=" + Self.canonical(fixedUIKitFonts)) }
        if !fontSizeTables.isEmpty {
            parts.append("sizeTables=" + fontSizeTables.map(\.canonicalText).joined(separator: "|"))
        }
        return parts.joined(separator: ";")
    }

    /// `name=value` pairs in name order: a map of sizes as the identity spells it.
    private static func canonical(_ values: [String: Double]) -> String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\(formatScaleValue($0.value))" }.joined(separator: ",")
    }
}
