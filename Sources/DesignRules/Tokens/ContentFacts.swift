import JSONSupport
import SwiftLexer

extension ProjectTokens {
    /// What one file's text contributes to the app's tokens, whatever its path: the history
    /// keeps it by blob (`blob_token_facts`), so a tree's token pass (`check`, each collect's
    /// tip) reads and lexes only the blobs it has not met. The path adds the module and the
    /// targets when the facts are merged.
    public struct ContentFacts: Sendable, Equatable {
        /// The definitions as written: no module and no targets yet.
        var definitions: [TokenDefinition] = []
        /// `@_exported import SwiftUI`: the file's module hands SwiftUI on.
        var reexportsSwiftUI = false
        /// The file extends `Animation` and reads Reduce Motion (see `ProjectTokens.readsReduceMotion`).
        var readsReduceMotion = false
        /// The fixed-size font helpers the file declares.
        var fixedFontHelpers: [FixedFontHelper] = []
        /// The type scales of fixed sizes the file keeps as a `switch` (`FontSizeTable`).
        var fontSizeTables: [FontSizeTable] = []
        /// The font properties of the app's font-value types made at the value's size (`ValueFont`).
        var valueFonts: [ValueFont] = []
        /// The functions that are font helpers if what they hand on to another file's is one.
        var pendingFontHelpers: [PendingFontHelper] = []
        /// The file declares a generated font accessor's `swiftUIFont(size:)` itself (a generator's
        /// output kept in the tree): the app's own reading of it stands, not Tuist's.
        var declaresFontAccessor = false
        /// The shadow modifiers the file declares.
        var shadowStyles: [String] = []
        /// The shadows the file writes out by hand, one entry per call (`ShadowStyles.written(in:)`).
        var shadowsWritten: [String] = []
        /// The UIKit font constants the file makes, with their size when it is fixed (a name
        /// made both ways is no evidence).
        var uiKitFonts: [UIKitFont] = []
        /// The colour tokens the file writes out, by reference.
        var paletteColors: [PaletteColor] = []
        /// The views the file declares and the type names its shipped code writes
        /// (`ShippedViews`): a view no shipped code writes is code nothing ships. The names are
        /// strings, each name once, in the order of their bytes, a space between: a `check` reads
        /// every file's facts back, and arrays of names parsed per file cost it more than the rest
        /// of them. `typeNames` are those written outside the types the file declares or extends;
        /// `ownedTypeNames` those written inside one, by its name, which count only when that type
        /// is no view or a view that ships.
        var views: [String] = []
        /// Those of `views` declared `public` or `open`: a package's API, which apps outside the
        /// repository may make, unless an app's own target builds the file.
        var publicViews: [String] = []
        var typeNames = ""
        var ownedTypeNames: [ShippedViews.OwnedNames] = []
        /// The file starts the app or hosts its views (`ShippedViews.used(in:landmarks:excluded:)`).
        var startsTheApp = false
        /// SwiftUI's deprecated modifiers the file declares again on `View` (`OwnModifiers`).
        var ownModifiers: [String] = []
        /// The functions and computed properties the file declares, with what each reads from
        /// disk and the names it mentions, and the names of its stored properties and cases
        /// (`DiskReads`): only when `perf/io-in-body` runs, which alone reads them.
        var diskHelpers: [DiskReads.Helper] = []
        var storedNames: [String] = []
        /// The colours the file's `extension ColorScheme` picks by hand (`SchemeColors`): only when
        /// `color/hand-made-appearance` runs.
        var schemeColors: [String] = []
        /// The images the file keeps as constants (`ImageConstants`): only when
        /// `a11y/icon-only-button` runs.
        var imageConstants: [ImageConstants.Constant] = []
        /// The views the file declares that draw only images (`PictureViews`): only when
        /// `a11y/icon-only-button` runs.
        var pictureViews: [String] = []
        /// The views the file draws to an image (`RenderedViews`): only when `typography/fixed-size`
        /// runs.
        var renderedViews: [String] = []

        /// Nothing: a file that defines no token.
        public static let none = ContentFacts()

        /// The facts of a file's bytes.
        public static func of(_ bytes: [UInt8], config: Configuration) -> ContentFacts {
            let file = SourceFile(bytes: bytes)
            let landmarks = Landmarks(file)
            return ContentFacts(
                file, landmarks: landmarks,
                finder: TokenDefinitionFinder(file: file, config: config, landmarks: landmarks))
        }

        init() {}

        init(_ file: SourceFile, landmarks: Landmarks, finder: TokenDefinitionFinder) {
            definitions = finder.found.map(\.definition)
            reexportsSwiftUI = finder.reexportsSwiftUI
            readsReduceMotion =
                landmarks.watchedNames.contains {
                    $0.name == .accessibilityReduceMotion || $0.name == .isReduceMotionEnabled
                }
                && landmarks.indices.contains { file.tokenIs($0, "extension") && file.tokenIs($0 + 1, "Animation") }
            if file.bytes.withUnsafeBufferPointer({ FontSizeTable.mayBeDeclared(in: $0) }) {
                fontSizeTables = FontSizeTable.declared(in: file, declarations: landmarks.declarations)
            }
            if file.bytes.withUnsafeBufferPointer({ ValueFont.mayBeDeclared(in: $0) }) {
                valueFonts = ValueFont.declared(in: file, declarations: landmarks.declarations)
            }
            if file.bytes.withUnsafeBufferPointer({
                FixedFontHelper.mayBeDeclared(in: $0) || FixedFontHelper.mayHandOn(in: $0)
            }) {
                (fixedFontHelpers, pendingFontHelpers) = FixedFontHelper.declared(in: file, tables: fontSizeTables)
            }
            declaresFontAccessor = FixedFontHelper.declaresGeneratedAccessor(in: file)
            if file.bytes.withUnsafeBufferPointer({ ShadowStyles.mayBeDeclared(in: $0) }) {
                shadowStyles = ShadowStyles.declared(in: file, declarations: landmarks.declarations)
            }
            shadowStyles += ShadowStyles.tokenTypes(in: file, declarations: landmarks.declarations)
            shadowsWritten = ShadowStyles.written(in: file, landmarks: landmarks)
            // Previews and debug code make no view ship, and their own views are no app's.
            let previewsAndDebug = ExcludedRegions(file, includePreviews: false, landmarks: landmarks).ranges
            (views, publicViews) = ShippedViews.declared(in: file, landmarks: landmarks, excluded: previewsAndDebug)
            (typeNames, ownedTypeNames, startsTheApp) = ShippedViews.used(
                in: file, landmarks: landmarks, excluded: previewsAndDebug, views: views)
            ownModifiers = OwnModifiers.declared(in: file, landmarks: landmarks)
            if finder.config.isEnabled(ColorHandMadeAppearance.id),
                file.bytes.withUnsafeBufferPointer({ SchemeColors.mayBeDeclared(in: $0) })
            {
                let rule = ColorHandMadeAppearance()
                schemeColors = SchemeColors.declared(in: file, landmarks: landmarks.declarations) { question in
                    guard let branches = rule.branches(after: question, in: file) else { return false }
                    return rule.isAppearanceFreeColor(branches.0, in: file)
                        && rule.isAppearanceFreeColor(branches.1, in: file)
                }
            }
            if finder.config.isEnabled(TypographyFixedSize.id),
                file.bytes.withUnsafeBufferPointer({ RenderedViews.mayBeDeclared(in: $0) })
            {
                renderedViews = RenderedViews.rendered(in: file)
            }
            if finder.config.isEnabled(A11yIconOnlyButton.id),
                file.bytes.withUnsafeBufferPointer({ ImageConstants.mayBeDeclared(in: $0) })
            {
                imageConstants = ImageConstants.declared(in: file, landmarks: landmarks)
            }
            if finder.config.isEnabled(A11yIconOnlyButton.id),
                file.bytes.withUnsafeBufferPointer({ PictureViews.mayBeDeclared(in: $0) })
            {
                pictureViews = PictureViews.declared(in: file, landmarks: landmarks)
            }
            if finder.config.isEnabled(PerfIOInBody.id) {
                (diskHelpers, storedNames) = DiskReads.declared(in: file, landmarks: landmarks)
            }
            uiKitFonts = finder.found.filter { $0.definition.family == .typography }.compactMap { found in
                let range = found.value.lowerBound..<(found.value.upperBound + 1)
                // `Font(UIFont.systemFont(ofSize: 14))` is a SwiftUI font token, reported where it is
                // defined; only a UIKit font itself is a fixed size where SwiftUI is handed it.
                guard range.contains(where: { file.tokenIs($0, "UIFont") || file.tokenIs($0, "NSFont") }),
                    !file.tokenIs(range.lowerBound, "Font"), !file.tokenIs(range.lowerBound + 1, "Font")
                else { return nil }
                let size = FixedFontHelper.fixedUIKitSize(in: range, of: file).flatMap { Double(file.text($0)) }
                return UIKitFont(name: found.definition.name, size: size)
            }
            if file.bytes.withUnsafeBufferPointer({ FontSets.mayBeDeclared(in: $0) }) {
                uiKitFonts += FontSets.declared(in: file, landmarks: landmarks)
            }
            paletteColors = finder.found.compactMap { found in
                guard found.definition.family == .color, found.definition.isVisibleEverywhere,
                    let color = LiteralColor.read(at: found.value.lowerBound, in: file)
                else { return nil }
                return PaletteColor(reference: found.definition.reference, color: color)
            }
        }

        /// The facts as compact JSON, for the history to keep.
        public var jsonText: String {
            var members: [(String, JSONValue)] = [
                (
                    "definitions",
                    .array(
                        definitions.map { definition in
                            .object([
                                ("owner", .string(definition.owner)), ("name", .string(definition.name)),
                                ("family", definition.family.map { .string($0.rawValue) } ?? .null),
                                ("value", definition.value.map(JSONValue.number) ?? .null),
                                ("scaleStep", .bool(definition.isScaleStep)),
                                ("everywhere", .bool(definition.isVisibleEverywhere)),
                                ("public", .bool(definition.isPublic)),
                            ])
                        })
                ),
                ("reexportsSwiftUI", .bool(reexportsSwiftUI)),
                ("readsReduceMotion", .bool(readsReduceMotion)),
                (
                    "fontHelpers",
                    .array(
                        fixedFontHelpers.map { helper in
                            var fields: [(String, JSONValue)] = [
                                ("name", .string(helper.name)), ("label", helper.label.map(JSONValue.string) ?? .null),
                                ("modifier", .bool(helper.isModifier)), ("uikit", .bool(helper.makesUIKitFont)),
                            ]
                            if !helper.steps.isEmpty { fields.append(("steps", ProjectTokens.json(helper.steps))) }
                            if helper.isModifierType { fields.append(("type", .bool(true))) }
                            if let size = helper.defaultSize { fields.append(("default", .number(size))) }
                            return .object(fields)
                        })
                ),
                ("shadowStyles", .array(shadowStyles.map(JSONValue.string))),
                ("shadowsWritten", .array(shadowsWritten.map(JSONValue.string))),
                ("views", .array(views.map(JSONValue.string))),
                ("typeNames", .string(typeNames)),
                (
                    "ownedTypeNames",
                    .array(ownedTypeNames.map { .array([.string($0.owner), .string($0.names)]) })
                ),
                ("startsTheApp", .bool(startsTheApp)),
                ("ownModifiers", .array(ownModifiers.map(JSONValue.string))),
                (
                    "uiKitFonts",
                    .array(
                        uiKitFonts.map { font in
                            .object([
                                ("name", .string(font.name)), ("size", font.size.map(JSONValue.number) ?? .null),
                            ])
                        })
                ),
                (
                    "palette",
                    .array(
                        paletteColors.map { palette in
                            .object([
                                ("reference", .string(palette.reference)),
                                (
                                    "rgb",
                                    .array([
                                        .number(palette.color.red), .number(palette.color.green),
                                        .number(palette.color.blue),
                                    ])
                                ),
                            ])
                        })
                ),
            ]
            if !fontSizeTables.isEmpty {
                let tables = fontSizeTables.map { table -> JSONValue in
                    .object([
                        ("name", .string(table.name)), ("label", table.label.map(JSONValue.string) ?? .null),
                        ("property", .bool(table.isProperty)), ("sizes", ProjectTokens.json(table.sizes)),
                    ])
                }
                members.append(("fontSizeTables", .array(tables)))
            }
            if !valueFonts.isEmpty {
                let fonts = valueFonts.map { font -> JSONValue in
                    var parts: [JSONValue] = [.string(font.type), .string(font.property), .string(font.sizeLabel)]
                    if case .helper(let name, let label) = font.maker {
                        parts += [.string(name), label.map(JSONValue.string) ?? .null]
                    }
                    return .array(parts)
                }
                members.append(("valueFonts", .array(fonts)))
            }
            if !pendingFontHelpers.isEmpty {
                members.append(("pendingFontHelpers", .array(pendingFontHelpers.map(Self.json))))
            }
            if declaresFontAccessor { members.append(("fontAccessor", .bool(true))) }
            // Only when an opt-in rule that reads them runs: most histories keep none of any file.
            if !renderedViews.isEmpty {
                members.append(("renderedViews", .array(renderedViews.map(JSONValue.string))))
            }
            if !imageConstants.isEmpty {
                members.append(
                    ("imageConstants", .array(imageConstants.map { .array([.string($0.name), .string($0.asset)]) })))
            }
            if !pictureViews.isEmpty { members.append(("pictureViews", .array(pictureViews.map(JSONValue.string)))) }
            if !publicViews.isEmpty { members.append(("publicViews", .array(publicViews.map(JSONValue.string)))) }
            if !schemeColors.isEmpty { members.append(("schemeColors", .array(schemeColors.map(JSONValue.string)))) }
            if !diskHelpers.isEmpty || !storedNames.isEmpty {
                let helpers = diskHelpers.map { helper -> JSONValue in
                    .array([
                        .string(helper.name), .bool(helper.isFunction), .string(helper.reads), .string(helper.mentions),
                    ])
                }
                members.append(("diskHelpers", .array(helpers)))
                members.append(("storedNames", .string(storedNames.joined(separator: " "))))
            }
            return JSONWriter(pretty: false).string(.object(members))
        }

        /// Facts kept as `jsonText` wrote them; nil for text that is not (a row from elsewhere,
        /// or damaged): the blob is then read again.
        public init?(jsonText: String) {
            // Members are asked for in the order `jsonText` writes them, each found at once; those
            // written only when present are read from what follows.
            guard var object = JSONMembers(try? JSONParser.parse(jsonText)),
                let definitions = object.value("definitions")?.arrayValue,
                let reexports = object.value("reexportsSwiftUI")?.boolValue,
                let readsReduceMotion = object.value("readsReduceMotion")?.boolValue,
                let helpers = object.value("fontHelpers")?.arrayValue,
                let shadows = object.value("shadowStyles")?.arrayValue,
                let written = object.value("shadowsWritten")?.arrayValue,
                let views = object.value("views")?.arrayValue, let typeNames = object.value("typeNames")?.stringValue,
                let ownedTypeNames = object.value("ownedTypeNames")?.arrayValue,
                let startsTheApp = object.value("startsTheApp")?.boolValue,
                let ownModifiers = object.value("ownModifiers")?.arrayValue,
                let fonts = object.value("uiKitFonts")?.arrayValue, let palette = object.value("palette")?.arrayValue
            else { return nil }
            for item in definitions {
                guard var fields = JSONMembers(item), let owner = fields.value("owner")?.stringValue,
                    let name = fields.value("name")?.stringValue, let family = fields.value("family"),
                    let value = fields.value("value"), let isScaleStep = fields.value("scaleStep")?.boolValue,
                    let everywhere = fields.value("everywhere")?.boolValue,
                    let isPublic = fields.value("public")?.boolValue
                else { return nil }
                let known = family.stringValue.flatMap(Family.init(rawValue:))
                guard known != nil || family == .null else { return nil }
                var definition = TokenDefinition(
                    owner: owner, name: name, family: known, value: value.numberValue, isScaleStep: isScaleStep)
                definition.isVisibleEverywhere = everywhere
                definition.isPublic = isPublic
                self.definitions.append(definition)
            }
            reexportsSwiftUI = reexports
            self.readsReduceMotion = readsReduceMotion
            for item in helpers {
                guard var fields = JSONMembers(item), let name = fields.value("name")?.stringValue,
                    let label = fields.value("label"), let isModifier = fields.value("modifier")?.boolValue,
                    let makesUIKitFont = fields.value("uikit")?.boolValue
                else { return nil }
                var steps: [String: Double] = [:]
                var isModifierType = false
                var defaultSize: Double?
                for (key, value) in fields.rest {
                    switch key {
                    case "steps":
                        guard let sizes = ProjectTokens.sizes(value) else { return nil }
                        steps = sizes
                    case "type": isModifierType = value.boolValue ?? false
                    case "default": defaultSize = value.numberValue
                    default: break
                    }
                }
                fixedFontHelpers.append(
                    FixedFontHelper(
                        name: name, label: label.stringValue, isModifier: isModifier, makesUIKitFont: makesUIKitFont,
                        steps: steps, isModifierType: isModifierType, defaultSize: defaultSize))
            }
            guard let shadowStyles = Self.strings(shadows), let shadowsWritten = Self.strings(written),
                let ownModifiers = Self.strings(ownModifiers), let views = Self.strings(views)
            else { return nil }
            self.shadowStyles = shadowStyles
            self.shadowsWritten = shadowsWritten
            self.startsTheApp = startsTheApp
            self.ownModifiers = ownModifiers
            self.views = views
            self.typeNames = typeNames
            for item in ownedTypeNames {
                guard let pair = item.arrayValue, pair.count == 2, let owner = pair[0].stringValue,
                    let names = pair[1].stringValue
                else { return nil }
                self.ownedTypeNames.append(ShippedViews.OwnedNames(owner: owner, names: names))
            }
            for item in fonts {
                guard var fields = JSONMembers(item), let name = fields.value("name")?.stringValue else { return nil }
                uiKitFonts.append(UIKitFont(name: name, size: fields.value("size")?.numberValue))
            }
            for item in palette {
                guard var fields = JSONMembers(item), let reference = fields.value("reference")?.stringValue,
                    let rgb = fields.value("rgb")?.arrayValue?.compactMap(\.numberValue), rgb.count == 3
                else { return nil }
                paletteColors.append(
                    PaletteColor(reference: reference, color: LiteralColor(red: rgb[0], green: rgb[1], blue: rgb[2])))
            }
            guard readOptional(object.rest) else { return nil }
        }

        /// The members `jsonText` writes only when they hold something; false when one is damaged.
        private mutating func readOptional(_ members: ArraySlice<(String, JSONValue)>) -> Bool {
            for (key, value) in members {
                switch key {
                case "fontSizeTables":
                    for item in value.arrayValue ?? [.null] {
                        guard var fields = JSONMembers(item), let name = fields.value("name")?.stringValue,
                            let label = fields.value("label"), let isProperty = fields.value("property")?.boolValue,
                            let sizes = ProjectTokens.sizes(fields.value("sizes")), !sizes.isEmpty
                        else { return false }
                        fontSizeTables.append(
                            FontSizeTable(name: name, label: label.stringValue, isProperty: isProperty, sizes: sizes))
                    }
                case "valueFonts":
                    // `[type, property, size label]`, and the helper's name and label when one makes it.
                    for item in value.arrayValue ?? [.null] {
                        guard let parts = item.arrayValue, parts.count == 3 || parts.count == 5,
                            let type = parts[0].stringValue, let property = parts[1].stringValue,
                            let sizeLabel = parts[2].stringValue
                        else { return false }
                        var maker = ValueFont.Maker.system
                        if parts.count == 5 {
                            guard let name = parts[3].stringValue else { return false }
                            maker = .helper(name: name, label: parts[4].stringValue)
                        }
                        valueFonts.append(ValueFont(type: type, property: property, sizeLabel: sizeLabel, maker: maker))
                    }
                case "pendingFontHelpers":
                    for item in value.arrayValue ?? [.null] {
                        guard let pending = Self.pendingFontHelper(item) else { return false }
                        pendingFontHelpers.append(pending)
                    }
                case "fontAccessor":
                    guard let declares = value.boolValue else { return false }
                    declaresFontAccessor = declares
                case "renderedViews":
                    guard let names = value.arrayValue.flatMap(Self.strings) else { return false }
                    renderedViews = names
                case "imageConstants":
                    for item in value.arrayValue ?? [.null] {
                        guard let pair = item.arrayValue, pair.count == 2, let name = pair[0].stringValue,
                            let asset = pair[1].stringValue
                        else { return false }
                        imageConstants.append(ImageConstants.Constant(name: name, asset: asset))
                    }
                case "pictureViews":
                    guard let names = value.arrayValue.flatMap(Self.strings) else { return false }
                    pictureViews = names
                case "publicViews":
                    guard let names = value.arrayValue.flatMap(Self.strings) else { return false }
                    publicViews = names
                case "schemeColors":
                    guard let names = value.arrayValue.flatMap(Self.strings) else { return false }
                    schemeColors = names
                case "diskHelpers":
                    for item in value.arrayValue ?? [.null] {
                        guard let fields = item.arrayValue, fields.count == 4, let name = fields[0].stringValue,
                            let isFunction = fields[1].boolValue, let reads = fields[2].stringValue,
                            let mentions = fields[3].stringValue
                        else { return false }
                        diskHelpers.append(
                            DiskReads.Helper(name: name, isFunction: isFunction, reads: reads, mentions: mentions))
                    }
                case "storedNames":
                    guard let names = value.stringValue else { return false }
                    storedNames = names.split(separator: " ").map(String.init)
                default: break
                }
            }
            return true
        }

        /// A pending font helper as the facts keep it: `[name, kind, hands...]`, each hand `[label,
        /// namesASize, "helper" or "uikit" (a helper inside `Font(...)`) or "table" or "property",
        /// name, label]`, and its parameter's default size after them when it has one.
        private static func json(_ pending: PendingFontHelper) -> JSONValue {
            let kind =
                pending.isModifierType
                ? "type" : pending.isModifier ? "view" : pending.makesUIKitFont ? "uikit" : "font"
            let hands = pending.hands.map { hand -> JSONValue in
                let (target, name, label): (String, String, String?) =
                    switch hand.target {
                    case .helper(let name, let label, let madeIntoFont):
                        (madeIntoFont ? "uikit" : "helper", name, label)
                    case .table(let table):
                        table.isProperty ? ("property", table.name, table.owner) : ("table", table.name, table.label)
                    }
                var parts: [JSONValue] = [
                    hand.label.map(JSONValue.string) ?? .null, .bool(hand.namesASize), .string(target), .string(name),
                    label.map(JSONValue.string) ?? .null,
                ]
                if let size = hand.defaultSize { parts.append(.number(size)) }
                return .array(parts)
            }
            return .array([.string(pending.name), .string(kind)] + hands)
        }

        /// What `json(_:)` wrote for a pending font helper; nil when damaged.
        private static func pendingFontHelper(_ item: JSONValue) -> PendingFontHelper? {
            guard let fields = item.arrayValue, fields.count >= 3, let name = fields[0].stringValue,
                let kind = fields[1].stringValue, ["type", "view", "uikit", "font"].contains(kind)
            else { return nil }
            var hands: [PendingFontHelper.Hand] = []
            for hand in fields.dropFirst(2) {
                guard let parts = hand.arrayValue, parts.count == 5 || parts.count == 6,
                    let namesASize = parts[1].boolValue, let target = parts[2].stringValue,
                    let targetName = parts[3].stringValue
                else { return nil }
                let label = parts[0].stringValue
                let targetLabel = parts[4].stringValue
                let defaultSize = parts.count == 6 ? parts[5].numberValue : nil
                switch target {
                case "helper", "uikit":
                    let target = PendingFontHelper.Target.helper(
                        name: targetName, label: targetLabel, madeIntoFont: target == "uikit")
                    hands.append(.init(label: label, namesASize: namesASize, target: target, defaultSize: defaultSize))
                case "table", "property":
                    // A property's label is the type it is asked of.
                    let isProperty = target == "property"
                    let table = PendingFontHelper.Table(
                        name: targetName, label: isProperty ? nil : targetLabel, isProperty: isProperty,
                        owner: isProperty ? targetLabel : nil)
                    hands.append(
                        .init(label: label, namesASize: namesASize, target: .table(table), defaultSize: defaultSize))
                default: return nil
                }
            }
            return PendingFontHelper(
                name: name, isModifier: kind == "type" || kind == "view", makesUIKitFont: kind == "uikit",
                isModifierType: kind == "type", hands: hands)
        }

        /// Every item a string, or nil.
        private static func strings(_ items: [JSONValue]) -> [String]? {
            var strings: [String] = []
            strings.reserveCapacity(items.count)
            for item in items {
                guard let string = item.stringValue else { return nil }
                strings.append(string)
            }
            return strings
        }
    }

    /// A map of sizes by name, as the facts keep it: an object of numbers.
    fileprivate static func json(_ sizes: [String: Double]) -> JSONValue {
        .object(sizes.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
    }

    /// A map `json(_:)` wrote; empty when absent, nil when damaged.
    fileprivate static func sizes(_ value: JSONValue?) -> [String: Double]? {
        guard let value else { return [:] }
        guard case .object(let members) = value else { return nil }
        var sizes: [String: Double] = [:]
        for (name, number) in members {
            guard let size = number.numberValue else { return nil }
            sizes[name] = size
        }
        return sizes
    }

    /// A UIKit font constant a file makes, with its size when that is fixed.
    struct UIKitFont: Sendable, Equatable {
        let name: String
        let size: Double?
    }
}
