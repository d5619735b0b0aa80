import BuildGraph
import SwiftLexer

/// `typography/fixed-size`: a literal font size, or one of the app's font size constants, that ignores
/// Dynamic Type.
public struct TypographyFixedSize: Rule {
    public init() {}

    static let id = "typography/fixed-size"

    public let description = RuleDescription(
        id: Self.id, family: .typography,
        title: "Let text sizes follow Dynamic Type",
        rationale: """
            "Font.system(.subheadline, weight:), not .system(size: 15). Fixed sizes never grow with Dynamic \
            Type; in the measured app 78 of them didn't." "NEVER hardcode font sizes without Dynamic Type support." \
            A size above the largest text style (largeTitle, 34 points) is a display figure or a picture, and is \
            left alone. A size named by the app's own font size constant (FontSize.body = 17, in any file), or by \
            a step of a type scale it keeps as a switch of sizes (UIFont.fontSize(of: .body), the helpers that ask \
            it), or by a stored property named for a font that a settings or theme type starts at a number \
            (var tagFontSize: CGFloat = 12, an in-app text size the reader's system setting never moves), is \
            as fixed as the number: the app's type scale does not follow the reader either. So is the font \
            Tuist generates for a font file (DSFontFamily.Inter.bold.swiftUIFont(size: 15), a UIKit font \
            handed to SwiftUI) in a project Tuist makes.
            """,
        fix: """
            Use a text style (.system(.subheadline, weight: .semibold)), a Typography token, or \
            Font.custom(_:size:relativeTo:); for sizes a font cannot set, @ScaledMetric(relativeTo:). A helper \
            of the app's that takes a size (or a UIFont handed to Font) fixes it the same way: let the helper \
            take a text style, or scale the size with UIFontMetrics.
            """,
        platforms: Platform.dynamicType,
        isOptIn: true,
        // With rounds 25 and 26: 14 of 28 (wordmarks, icons matched to a fixed frame, a sign in a
        // gauge, an emoji as a picture, a macOS-only branch); round 27: 0 of 1 (a launch logo).
        // Rounds 28 to 31: 16 of 22 (a widget's placeholder bars, badges in fixed frames, preview-only
        // components), 2 of 3 (a macOS menu-bar label), 11 of 11, 18 of 23 (display figures above
        // every text style, symbols in fixed circles, dead code).
        // Round 32, sizes above the largest text style left: 13 of 16 (a symbol in a toolbar
        // frame, redacted placeholder text).
        // Round 33, the one new app (Meshtastic-Apple): 5 of 8 (a dial's letters, an emoji in a fixed
        // grid cell, a map badge).
        // Round 34: 17 of 27 (readouts in widgets and Live Activities, a gauge ring's name).
        // Rounds 36 and 37: 2 of 10 (widget text sized by hand on a fixed canvas, dead code), 17 of 30
        // (a developer harness, glyphs used as icons in fixed controls). Round 38: 5 of 8 (a gauge's
        // labels in a fixed ring, player glyphs, a placeholder that sizes a spinner). Round 42: 7 of
        // 13 (a share card `ImageRenderer` draws at a fixed size, a progress ring's labels, a logo
        // letter in a fixed tile).
        // Rounds 43 and 44: 30 of 34 (a macOS-only app that lists iPad) and 5 of 17 (a custom font
        // helper whose `.system` is only its fallback, read as scaling since; an app whose own type
        // scale is fixed sizes).
        // Round 45: 9 of 13 (a fake notification drawn in an onboarding picture, a stamp graphic).
        // The app's font size constants, held out after round 47: 9 of 10 (a prototype's copy no
        // target builds).
        // A type scale kept as a `switch` of fixed sizes (`FontSizeTable`): no held-out app nobody
        // opened writes one yet (docs/Development.md). The app's modifier types that keep a size, held
        // out after round 50: 3 of 3.
        // A stored property that starts at a number, held out after round 59: 1 of 4 (a speed wheel's
        // digits, a player's button symbols, a dialog style that copies the app's fixed button type: a
        // view's or a style's own size, left since; only a size named for a font in a settings or
        // theme type counts, which no corpus app nobody opened writes).
        // Round 71: 8 of 9 (a forum's admin-only key screen).
        // Round 72: 3 of 8 (a badge's symbol and licence symbols sized by `.font`, an avatar's initials
        // sized to its frame). Round 73: 9 of 14 (views only a macOS entry point reaches, text in a
        // fixed gauge or avatar, a bedside screen fixed throughout).
        // Rounds 74 and 75: 5 of 11 (emoji in a fixed avatar circle, a hex dump's columns, labels on a
        // drawn chart, a style only symbols use) and 3 of 3.
        // Round 76: 17 of 19 (an emoji icon in a fixed tile, a placeholder screen nothing starts).
        // Round 77: 4 of 9 (text in a legacy `Alert`, which draws its own fonts; a badge on a fixed
        // emoji; a heatmap's labels fixed to its cells).
        // A size a local constant writes down just before (revision 69), on corpus apps nobody opened
        // for it: 1 of 2 (a label sized against an editor's fixed UIKit text).
        // Round 78: 7 of 18 (a type scale's own definitions, views nothing ships, a title copying the
        // system's inline title, a widget's fixed canvas).
        // Round 79: 8 of 15 (an app whose every font is fixed, read by its checker as its own scale; a
        // macOS-only file; a dev build's label; initials in a fixed avatar). Tuist's generated accessor
        // (revision 73), on a corpus app nobody opened for it: 6 of 8 (two steps only a demo target uses).
        // Round 80: 10 of 13 (a brand's bar title, a workout tile sized to its fixed layout, a size a
        // nearer font overrides); Tuist's accessor among them 5 of 5.
        // Round 81: 5 of 9 (a printed page laid out in inches, a logo lockup, a unit-test host's scene).
        // Round 82: 8 of 13 (views only macOS or tvOS shows, a type scale's own definition, a
        // presentation transcript).
        // Round 83: 9 of 15 (keypad digits in fixed keys, a year-in-review page's posters, initials in an
        // avatar, a size only macOS uses).
        // Round 84: 8 of 12 (a required marker matched to a fixed icon, a mini calendar's cells, chart labels).
        measured: Measured(352, of: 595),
        triggeringExamples: [
            "Text(\"a\").font(.system(size: ↓13))",
            "GeometryReader { geometry in\n    Text(level).font(.system(size: ↓min(geometry.size.width, geometry.size.height) * 0.08))\n}",
            "Text(\"a\").font(.system(size: ↓UIScreen.main.bounds.width / 20, weight: .bold))",
            "Text(\"a\").font(.system(size: ↓17.5, weight: .semibold))",
            "Text(label).font(.system(size: isSmall ? 13 : ↓17, weight: .bold))",
            "enum Typography { static let title = Font.system(size: ↓28, weight: .bold) }",
            "Text(\"a\").font(.custom(\"Inter\", fixedSize: ↓15))",
            "Label(\"Play\", systemImage: \"play.fill\").font(.system(size: ↓15))",
            "Text(\"a\").font(Font(UIFont.systemFont(ofSize: ↓15)))",
            "HStack {\n    Image(systemName: \"star.fill\")\n    Text(rating)\n}\n.font(.system(size: ↓13))",
            // SwiftUI's `Font` named with its module, as beside a `Font` type of the app's own.
            "Text(\"a\").font(SwiftUI.Font.system(size: ↓19))",
            "Text(\"a\").font(Font(UIFont(name: \"Inter\", size: ↓15)!))",
            "static let title = Font(UIFont.brandFont(ofSize: ↓22, weight: .bold))",
            "enum BMFont {\n    static func bold(_ size: CGFloat) -> UIFont { UIFont(name: \"Apercu-Bold\", size: size)! }\n}\nText(\"a\").font(Font(BMFont.bold(↓20)))",
            "struct BMFont {\n    static let regular = {\n        (size: CGFloat) in\n        UIFont(name: \"Apercu-Regular\", size: size) ?? UIFont.systemFont(ofSize: size)\n    }\n}\nText(\"a\").font(Font(BMFont.regular(↓16)))",
            "extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, design: .rounded) } }\nText(\"a\").font(.brand(size: ↓15))",
            "extension Font {\n    static func fontWithSize(_ size: CGFloat, weight: Font.Weight = .regular) -> Font { .system(size: size, weight: weight) }\n    static func boldFontWithSize(_ size: CGFloat) -> Font { .fontWithSize(size, weight: .bold) }\n}\nText(\"a\").font(.boldFontWithSize(↓15))",
            "extension View { func appFont(_ size: CGFloat) -> some View { font(.system(size: size)) } }\nText(\"a\").appFont(↓13)",
            // A helper called without its size takes the one its parameter is given by default.
            "extension Font { static func brand(size: CGFloat = 14, bold: Bool = false) -> Font { .system(size: size, weight: bold ? .bold : .regular) } }\nText(\"a\").font(.↓brand(bold: true))",
            "func mono(_ points: CGFloat) -> Font { Font.custom(\"Menlo\", fixedSize: points) }\nlet caption: Font = .mono(↓11)",
            "enum Style { static let titleFont = UIFont.systemFont(ofSize: 28, weight: .bold) }\nText(\"a\").font(Font(uiFont: Style.↓titleFont))",
            "struct HeaderConstants { static var titleFont = UIFont(name: \"Avenir\", size: 24)! }\nlet c = HeaderConstants.self\nText(\"a\").font(c.↓titleFont.font)",
            "private enum Constants { static let titleFont: Font = Font(UIFont.boldSystemFont(ofSize: ↓14)) }\nText(\"a\").font(Constants.titleFont)",
            // The app's font set (a type of three or more fixed-size UIKit fonts), and a UIKit font helper,
            // made SwiftUI fonts through the app's own `UIFont` extension.
            "struct SystemFontSet {\n    let big: UIFont = UIFont.systemFont(ofSize: 18)\n    let normal: UIFont = UIFont.systemFont(ofSize: 14)\n    let small = UIFont.systemFont(ofSize: 12, weight: .medium)\n}\nextension UIFont { var asFont: Font { Font(self as CTFont) } }\nText(\"a\").font(appearance.fontSet.↓normal.asFont)",
            "struct FontSet {\n    func size(_ size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont { UIFont.systemFont(ofSize: size, weight: weight) }\n}\nextension UIFont { var asFont: Font { Font(self as CTFont) } }\nText(\"a\").font(fontSet.size(↓16, weight: .semibold).asFont)\nText(\"b\").font(UIFont.systemFont(ofSize: ↓13).asFont)",
            "struct Tender: View {\n    var body: some View { Text(change).font(.system(size: Layout.↓amountFontSize, weight: .bold)) }\n    private enum Layout { static let amountFontSize: CGFloat = 30 }\n}",
            "enum FontSize { static let caption: CGFloat = 12 }\nText(\"a\").font(.system(size: FontSize.↓caption))",
            "private enum Consts { static let fontSize: CGFloat = 15 }\nText(\"a\").font(Font(UIFont.boldSystemFont(ofSize: Consts.↓fontSize)))",
            // A constant the code writes down just before, a number or a choice of numbers.
            "struct TabItem: View {\n    var body: some View { Text(title).font(font) }\n    private var font: Font {\n        let size: CGFloat = isMac ? 12 : 10\n        return .system(size: ↓size, weight: .light)\n    }\n}",
            "struct TextSizePreference {\n    var tagFontSize: CGFloat = 12\n    var tag: Font { .system(size: ↓tagFontSize) }\n}",
            "final class ReaderSettings {\n    var bodyFontSize = 17.0\n    var body: Font { .system(size: self.↓bodyFontSize) }\n}",
            "Text(\"a\").font(.system(size: ↓34, weight: .bold))",
            "Text(\"a\").font(.system(size: isCompact ? 40 : ↓17))",
            "Text(\"a\").font(family == .systemSmall ? .system(size: ↓14) : .body)\nText(\"b\").font(isSmall ? showsBackground ? .system(size: ↓8) : .caption2 : .footnote)",
            "Text(code).font(isIPad ? (isCode ? .system(size: ↓22, design: .monospaced) : .title2) : .body)",
            // A type scale of fixed sizes kept as a `switch` (`FontSizeTable`), and the helpers that ask it.
            "enum TextSize {\n    case small, body, title\n    var pointSize: CGFloat {\n        switch self {\n        case .small: 13\n        case .body: 17\n        case .title: 22\n        }\n    }\n}\nText(\"a\").font(.system(size: TextSize.↓body.pointSize))",
            "extension UIFont {\n    enum Style { case label, text, title }\n    static func fontSize(of style: Style) -> CGFloat {\n        switch style {\n        case .label: return 12\n        case .text: return 15\n        case .title: return 22\n        }\n    }\n    static func font(of style: Style) -> UIFont { UIFont.systemFont(ofSize: fontSize(of: style)) }\n}\nText(\"a\").font(Font(UIFont.font(of: .↓text)))\nText(\"b\").font(uiFont: .font(of: .↓title))\nText(\"c\").font(.system(size: UIFont.fontSize(of: .↓label)))",
            // The app's own modifier type that keeps a size, given one or by default.
            "struct TextModifier: ViewModifier {\n    let fontSize: CGFloat\n    let color: Color\n    init(fontSize: CGFloat = 15, color: Color = .primary) {\n        self.fontSize = fontSize\n        self.color = color\n    }\n    func body(content: Content) -> some View {\n        content.font(.system(size: fontSize, weight: .medium)).foregroundStyle(color)\n    }\n}\nText(\"a\").modifier(TextModifier(fontSize: ↓17))\nText(\"b\").modifier(↓TextModifier())",
            "extension UIFont {\n    enum Style { case label, text, title }\n    static func fontSize(of style: Style) -> CGFloat {\n        switch style {\n        case .label: return 12\n        case .text: return 15\n        case .title: return 22\n        }\n    }\n    static func font(of style: Style) -> UIFont { UIFont.systemFont(ofSize: fontSize(of: style)) }\n}\nextension View { func apply(style: UIFont.Style) -> some View { font(Font(UIFont.font(of: style))) } }\nText(\"a\").apply(style: .↓text)",
            // A modifier that hands the size the app's table gives for a text style to a helper of a fixed size.
            "enum Fonts {\n    static func getSize(for textStyle: Font.TextStyle) -> CGFloat {\n        switch textStyle {\n        case .title: return 28\n        case .body: return 17\n        case .caption: return 12\n        @unknown default: return 17\n        }\n    }\n}\nextension Font { static func brand(size: CGFloat) -> Font { Font(UIFont(name: \"Brand\", size: size)!) } }\nextension View {\n    func brandFont(_ textStyle: Font.TextStyle = .body) -> some View { font(.brand(size: Fonts.getSize(for: textStyle))) }\n}\nText(\"a\").brandFont(.↓title)",
            // A type scale kept as constants of the app's own font-value type, given to its `font(_:)`.
            "struct AppFontValue {\n    var name: String\n    var size: CGFloat\n}\nextension AppFontValue {\n    struct Body {\n        static let large = AppFontValue(name: \"Inter-Bold\", size: 18)\n        static let medium = AppFontValue(name: \"Inter\", size: 16)\n        static let small = AppFontValue(name: \"Inter\", size: 14)\n    }\n}\nstruct FontModifier: ViewModifier {\n    let font: AppFontValue\n    var uiFont: UIFont { UIFont(name: font.name, size: font.size) ?? .systemFont(ofSize: font.size) }\n    func body(content: Content) -> some View { content.font(Font(uiFont)) }\n}\nextension View { func font(_ font: AppFontValue) -> some View { modifier(FontModifier(font: font)) } }\nText(\"a\").font(.Body.↓medium)",
            // A design module's scale kept as a table of tuples, its own `font(_:)` given a step, and a
            // modifier type holding a step applied by a wrapper: each step is a fixed size.
            "enum DSStyle {\n    case t1, b2, c1\n    var config: (weight: Font.Weight, size: CGFloat) {\n        switch self {\n        case .t1: (.bold, 22)\n        case .b2: (.medium, 16)\n        case .c1: (.regular, 12)\n        }\n    }\n}\nextension View { func font(_ style: DSStyle) -> some View { font(.system(size: style.config.size, weight: style.config.weight)) } }\nstruct DSTextStyle: ViewModifier {\n    let style: DSStyle\n    func body(content: Content) -> some View { content.font(style) }\n}\nextension View { func dsText(style: DSStyle) -> some View { modifier(DSTextStyle(style: style)) } }\nText(\"a\").font(.↓b2)\nText(\"b\").dsText(style: .↓t1)",
            // A type scale kept as constants of a font-value type that makes its font at its size, in
            // its initializer or as a computed font, applied by a modifier or asked directly.
            "extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, design: .rounded) } }\nstruct Typography {\n    struct FontStyle {\n        let font: Font\n        let size: CGFloat\n        init(_ weight: Font.Weight, size: CGFloat) {\n            self.font = Font.brand(size: size).weight(weight)\n            self.size = size\n        }\n    }\n}\nextension Typography.FontStyle {\n    static let heading: Typography.FontStyle = Typography.FontStyle(.bold, size: 20)\n    static let body: Typography.FontStyle = Typography.FontStyle(.regular, size: 16)\n    static let label: Typography.FontStyle = Typography.FontStyle(.medium, size: 13)\n}\nstruct TypographyModifier: ViewModifier {\n    let style: Typography.FontStyle\n    func body(content: Content) -> some View { content.font(style.font).lineSpacing(style.size * 0.5) }\n}\nextension View {\n    func typographyStyle(_ style: Typography.FontStyle) -> some View { modifier(TypographyModifier(style: style)) }\n}\nText(\"a\").typographyStyle(.↓body)\nText(\"b\").font(Typography.FontStyle.↓label.font)",
            "struct AppFont {\n    let size: CGFloat\n    var font: Font { .system(size: size) }\n    static let title = AppFont(size: 22)\n    static let body = AppFont(size: 16)\n    static let caption = AppFont(size: 12)\n}\nText(\"a\").font(AppFont.↓body.font)",
        ],
        nonTriggeringExamples: [
            // The same scales made with `.custom(_:size:)`, which scales with the body style.
            "struct AppFontValue {\n    var name: String\n    var size: CGFloat\n}\nextension AppFontValue {\n    struct Body {\n        static let large = AppFontValue(name: \"Inter-Bold\", size: 18)\n        static let medium = AppFontValue(name: \"Inter\", size: 16)\n        static let small = AppFontValue(name: \"Inter\", size: 14)\n    }\n}\nstruct FontModifier: ViewModifier {\n    let font: AppFontValue\n    func body(content: Content) -> some View { content.font(.custom(font.name, size: font.size)) }\n}\nextension View { func font(_ font: AppFontValue) -> some View { modifier(FontModifier(font: font)) } }\nText(\"a\").font(.Body.medium)",
            "enum DSStyle {\n    case t1, b2, c1\n    var config: (name: String, size: CGFloat) {\n        switch self {\n        case .t1: (\"Brand-Bold\", 22)\n        case .b2: (\"Brand\", 16)\n        case .c1: (\"Brand\", 12)\n        }\n    }\n}\nextension View { func font(_ style: DSStyle) -> some View { font(.custom(style.config.name, size: style.config.size)) } }\nstruct DSTextStyle: ViewModifier {\n    let style: DSStyle\n    func body(content: Content) -> some View { content.font(style) }\n}\nextension View { func dsText(style: DSStyle) -> some View { modifier(DSTextStyle(style: style)) } }\nText(\"a\").font(.b2)\nText(\"b\").dsText(style: .t1)",
            // The same font-value scale made with `.custom(_:size:)`, which scales; and made with an accessor
            // no file declares, outside a project Tuist makes (SwiftGen's `swiftUIFont(size:)` scales).
            "struct FontStyle {\n    let font: Font\n    init(name: String, size: CGFloat) { self.font = .custom(name, size: size) }\n    static let heading = FontStyle(name: \"Inter-Bold\", size: 20)\n    static let body = FontStyle(name: \"Inter\", size: 16)\n    static let label = FontStyle(name: \"Inter\", size: 13)\n}\nstruct TypographyModifier: ViewModifier {\n    let style: FontStyle\n    func body(content: Content) -> some View { content.font(style.font) }\n}\nextension View { func typographyStyle(_ style: FontStyle) -> some View { modifier(TypographyModifier(style: style)) } }\nText(\"a\").typographyStyle(.body)\nText(\"b\").font(FontStyle.label.font)",
            "struct FontStyle {\n    let font: Font\n    init(size: CGFloat) { self.font = FontFamily.Inter.bold.swiftUIFont(size: size) }\n    static let heading = FontStyle(size: 20)\n    static let body = FontStyle(size: 16)\n    static let label = FontStyle(size: 13)\n}\nText(\"a\").font(FontStyle.body.font)",
            // The app's custom font scales; `.system(size:)` is only its fallback when the font fails to load.
            "extension Font {\n    static func brandRegular(size: CGFloat) -> Font {\n        if UIFont(name: \"Brand-Regular\", size: size) != nil {\n            return .custom(\"Brand-Regular\", size: size)\n        } else {\n            return .system(size: size)\n        }\n    }\n}\nText(\"a\").font(.brandRegular(size: 16))",
            "struct ShareCard: View {\n    var body: some View { Text(\"Trip\").font(.system(size: 21, weight: .bold)) }\n}\nfunc share() -> UIImage? { ImageRenderer(content: ShareCard()).uiImage }",
            "Text(\"a\").font(.headline)",
            "Text(\"a\").font(SwiftUI.Font.headline)\nText(\"b\").font(SwiftUI.Font.system(.body, design: .rounded))",
            "Text(\"a\").font(isBold ? .headline : .body)\nText(\"b\").font(model?.isLarge == true ? .title : .custom(\"Inter\", size: 15))",
            "Text(\"a\").font(.system(size: fontSize))",
            // A constant worked out from the view's size, one that may change, and one in a closure beside.
            "GeometryReader { proxy in\n    let size = proxy.size.width / 12\n    Text(\"a\").font(.system(size: size))\n}",
            "var body: some View {\n    var size: CGFloat = 12\n    if isLarge { size = 17 }\n    return Text(\"a\").font(.system(size: size))\n}",
            "VStack {\n    items.map { _ in let size: CGFloat = 12; return size }\n    Text(\"a\").font(.system(size: size))\n}",
            "Text(\"\\(count)\")\n    .font(.system(size: 9, weight: .bold))\n    .frame(width: 20, height: 20)\n    .background(Circle().fill(.red))",
            "GeometryReader { proxy in\n    Image(systemName: \"star\").font(.system(size: proxy.size.width / 2))\n}",
            "Text(total).font(.system(size: 42, weight: .bold, design: .rounded)).minimumScaleFactor(0.5)",
            "Text(\"Oscar\").font(.custom(\"Inter\", fixedSize: 52))",
            "Image(systemName: \"lock\").font(.system(size: 80))",
            // A stack of images alone: the font sizes symbols.
            "HStack {\n    Image(.ccSymbol)\n    Image(.bySymbol)\n}\n.font(.system(size: 24))",
            "Image(icon: .circle).symbolVariant(.fill).font(.system(size: 10))",
            "Label(\"Play\", systemImage: \"play.fill\")\n    .font(.system(size: 36, weight: .bold))\n    .labelStyle(.iconOnly)",
            "Text(\"a\").font(.custom(\"Inter\", size: 15, relativeTo: .body))",
            "Text(\"a\").font(.custom(\"Inter\", size: 15))",
            "Text(\"a\").font(.system(.subheadline, weight: .semibold))",
            "Text(\"a\").font(.system(size: scaledSize))",
            "Text(\"a\").font(.system(size: isSmall ? small : 17))",
            "Image(systemName: \"play\").font(.system(size: isSmall ? 11 : 17))",
            "struct Tender: View {\n    @ScaledMetric var amountFontSize: CGFloat = 48\n    var body: some View { Text(change).font(.system(size: amountFontSize)) }\n}",
            "Text(\"a\").font(.system(size: Theme.bodySize))",
            "/* .font(.system(size: 99)) */ Text(\"a\")",
            "Text(\"a\").font(Typography.body)",
            "Button(\"\") { save() }.keyboardShortcut(\"s\").font(.system(size: 1)).foregroundColor(.clear)",
            "Text(\"a\").font(Font(UIFont.preferredFont(forTextStyle: .body)))",
            "Text(\"a\").font(Font(UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 15))))",
            "extension Font { static func brand(size: CGFloat) -> Font { .custom(\"Inter\", size: size) } }\nText(\"a\").font(.brand(size: 15))",
            "extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, relativeTo: .body) } }\nText(\"a\").font(.brand(size: 15))",
            "extension Font {\n    static func fontWithSize(_ size: CGFloat) -> Font { .system(size: size) }\n    static func title(_ size: CGFloat) -> Font { .fontWithSize(UIFontMetrics.default.scaledValue(for: size)) }\n}\nText(\"a\").font(.title(15))",
            "extension View { func appFont(_ size: CGFloat) -> some View { font(.system(size: size)) } }\nImage(systemName: \"star\").appFont(13)",
            "extension View { func appFont(_ size: CGFloat) -> some View { font(.system(size: size)) } }\nText(\"a\").appFont(scaled)",
            "extension Font { static func brand(size: CGFloat = 14) -> Font { .custom(\"Inter\", size: size) } }\nText(\"a\").font(.brand())",
            "label.font = UIFont.systemFont(ofSize: 15)",
            "enum BMFont {\n    static func bold(_ size: CGFloat) -> UIFont { UIFont(name: \"Apercu-Bold\", size: size)! }\n}\nlabel.font = BMFont.bold(20)\nText(\"a\").font(.bold(20))",
            "enum BMFont {\n    static func bold(_ size: CGFloat) -> UIFont { UIFontMetrics.default.scaledFont(for: UIFont(name: \"Apercu-Bold\", size: size)!) }\n}\nText(\"a\").font(Font(BMFont.bold(20)))",
            "enum Style { static let titleFont = UIFont.preferredFont(forTextStyle: .title1) }\nText(\"a\").font(Font(uiFont: Style.titleFont))",
            "enum Style { static let titleFont = UIFont.systemFont(ofSize: 48) }\nlabel.font = Style.titleFont",
            // Fewer than three fonts is no font set; a set's fonts given to UIKit; a set that scales them.
            "struct Header {\n    let title: UIFont = UIFont.systemFont(ofSize: 18)\n    let subtitle: UIFont = UIFont.systemFont(ofSize: 14)\n}\nextension UIFont { var asFont: Font { Font(self as CTFont) } }\nText(\"a\").font(header.title.asFont)",
            "struct SystemFontSet {\n    let big: UIFont = UIFont.systemFont(ofSize: 18)\n    let normal: UIFont = UIFont.systemFont(ofSize: 14)\n    let small: UIFont = UIFont.systemFont(ofSize: 12)\n}\nlabel.font = fontSet.normal",
            "struct ScaledFontSet {\n    let big = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 18))\n    let normal = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 14))\n    let small = UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: 12))\n}\nextension UIFont { var asFont: Font { Font(self as CTFont) } }\nText(\"a\").font(fontSet.normal.asFont)",
            "enum Style { static let body = UIFont.systemFont(ofSize: 17) }\nText(\"a\").font(.body)\nText(\"b\").font(Font.body)",
            // The table's size handed to a font that scales with the text style.
            "enum Fonts {\n    static func getSize(for textStyle: Font.TextStyle) -> CGFloat {\n        switch textStyle {\n        case .title: return 28\n        case .body: return 17\n        case .caption: return 12\n        @unknown default: return 17\n        }\n    }\n}\nextension View {\n    func brandFont(_ textStyle: Font.TextStyle = .body) -> some View { font(.custom(\"Brand\", size: Fonts.getSize(for: textStyle), relativeTo: textStyle)) }\n}\nText(\"a\").brandFont(.title)",
            // The app's scale scaled by `UIFontMetrics`, a scale of icon sizes on a symbol, a custom font that scales.
            "extension UIFont {\n    enum Style { case label, text, title }\n    static func fontSize(of style: Style) -> CGFloat {\n        switch style {\n        case .label: return 12\n        case .text: return 15\n        case .title: return 22\n        }\n    }\n    static func font(of style: Style) -> UIFont { UIFontMetrics.default.scaledFont(for: UIFont.systemFont(ofSize: fontSize(of: style))) }\n}\nText(\"a\").font(Font(UIFont.font(of: .text)))\nText(\"b\").font(.custom(\"Inter\", size: UIFont.fontSize(of: .title)))",
            "struct SpeedWheel: View {\n    var fontSize: CGFloat = 18\n    var body: some View { Text(\"1.5\").font(.system(size: fontSize)).frame(width: 30, height: 30) }\n}",
            "struct Preferences {\n    var buttonSize: CGFloat = 25\n    var icon: Font { .system(size: buttonSize) }\n}",
            "struct Reader: View {\n    @AppStorage(\"fontSize\") private var fontSize: Double = 17\n    var body: some View { Text(page).font(.system(size: fontSize)) }\n}",
            "struct Row: View {\n    @ScaledMetric(relativeTo: .body)\n    var fontSize: CGFloat = 15\n    var body: some View { Text(\"a\").font(.system(size: fontSize)) }\n}",
            "struct Gauge: View {\n    var fontSize: CGFloat = 12 * 1.5\n    var body: some View { Text(\"a\").font(.system(size: fontSize)) }\n}",
            "struct Scaled: ViewModifier {\n    @ScaledMetric var fontSize: CGFloat = 15\n    func body(content: Content) -> some View { content.font(.system(size: fontSize)) }\n}\nText(\"a\").modifier(Scaled(fontSize: 17))",
            "struct IconModifier: ViewModifier {\n    var size: CGFloat = 20\n    func body(content: Content) -> some View { content.font(.system(size: size)) }\n}\nImage(systemName: \"star\").modifier(IconModifier(size: 24))",
            "enum IconSize {\n    case sm, md, lg\n    var pointSize: CGFloat { switch self { case .sm: 14 case .md: 18 case .lg: 24 } }\n}\nImage(systemName: \"star\").font(.system(size: IconSize.lg.pointSize))\nText(\"a\").font(.system(size: size.pointSize))",
        ])

    /// ` through .brand(size:)` when the size is written through an app's helper or a UIKit font,
    /// so the row says what to change; nothing for SwiftUI's own `.system(size:)`.
    static func through(_ spelling: String) -> String {
        guard let open = spelling.firstIndex(of: "(") else { return "" }
        let callee = spelling[..<open]
        if callee == ".system" || callee == ".custom" || callee == "Font.system" || callee == "Font.custom" {
            return ""
        }
        return callee == "Font" ? " (a UIKit font)" : " (through \(callee))"
    }

    /// `.system(size: geometry.size.width * 0.1)`, `.system(size: UIScreen.main.bounds.height / 20)`:
    /// a size worked out from a container's or the screen's size, which no text size setting moves.
    static func isSizedByGeometry(_ spelling: String) -> Bool {
        guard let size = spelling.range(of: "size:") else { return false }
        let argument = spelling[size.upperBound...]
        return [".size.width", ".size.height", "bounds.width", "bounds.height", "bounds.size"].contains {
            argument.contains($0)
        }
    }

    /// `FontSize.body` of the constant whose name is token `anchor`, as written.
    static func constantPath(endingAt anchor: Int, in file: SourceFile) -> String {
        var start = anchor
        while file.kind(start - 1) == .period {
            guard file.kind(start - 2) == .identifier else { return "." + file.text(tokens: start..<(anchor + 1)) }
            start -= 2
        }
        return file.text(tokens: start..<(anchor + 1))
    }

    /// How a row names the step of the app's type scale at token `anchor`: `FontSize.body` as
    /// written, or `.text3 of the app's type scale` for a case of a `switch` of sizes
    /// (`FontSizeTable`), whose name alone says little.
    static func stepName(_ anchor: Int, context: RuleContext) -> String {
        let path = constantPath(endingAt: anchor, in: context.file)
        let step = context.file.text(anchor)
        let isTableStep = path.hasPrefix(".") && context.project.fontSizeTables.contains { $0.sizes[step] != nil }
        return isTableStep ? path + " of the app's type scale" : path
    }

    /// Text sized to a small box its chain fixes on both sides (`.font(.system(size: 9)).frame(width:
    /// 20, height: 20)` in a badge, a dial's letter, a section index): the size is the box's, and
    /// a text style would spill out of it. Held-out readers judged such rows deliberate.
    private func isInFixedBox(_ anchor: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let open = Self.fontParen(around: anchor, in: file), let close = file.match(open) else { return false }
        let after = context.modifiers(afterToken: close).map(\.name)
        let before = context.modifierNames(before: open - 1)
        return (after + before).contains { name in
            guard file.tokenIs(name, "frame"), let frame = file.call(at: name) else { return false }
            func side(_ label: String) -> Bool {
                guard let argument = frame.arguments.first(where: { $0.label.map(file.text) == label }),
                    argument.value.count == 1, let value = Double(file.text(argument.value.lowerBound))
                else { return false }
                return value <= Self.largestBox
            }
            return side("width") && side("height")
        }
    }

    /// `HStack { Image(.ccSymbol); Image(.bySymbol) }.font(.system(size: 24))`, a button whose label
    /// is a symbol: a font set on a container that draws images alone sizes symbols, as one set on
    /// an `Image` does (the icon-only rule's reading of a wordless label).
    private func sizesImagesAlone(_ anchor: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let open = Self.fontParen(around: anchor, in: file),
            case .container(let brace) = file.chainStart(ofModifier: open - 1)
        else { return false }
        return A11yIconOnlyButton.wordlessDrawing(closureAt: brace, in: file, pictures: context.project.pictureViews)
            == .images
    }

    /// The opening parenthesis of the `.font(...)` whose size is at `anchor`.
    private static func fontParen(around anchor: Int, in file: SourceFile) -> Int? {
        guard anchor >= 0 else { return nil }
        return file.enclosingOpening(of: anchor, where: { file.kind($0) == .leftParen && file.tokenIs($0 - 1, "font") })
    }

    /// The largest box (points on a side) whose text is sized to fit it: a badge or a tap target.
    static let largestBox = 44.0

    public func check(_ context: RuleContext) -> [RuleHit] {
        let rendered = context.project.renderedViews
        return context.sitesIncludingDefinitions(.typography).compactMap { site in
            // A font on a symbol sizes a glyph (a status dot, a decorative or transport icon), not text.
            // Two points or less is no text anyone reads: a hidden control that carries a keyboard
            // shortcut (`Button("") { }.font(.system(size: 1))`).
            // Above the largest text style (iOS's `largeTitle`, 34 points) a fixed size is a display
            // figure, a wordmark or a picture that no text style would fit: held-out readers judged 18
            // of 20 such rows false, and listed one such site of 106 fixed fonts as debt.
            guard !site.traits.scalesWithDynamicType, !site.traits.sizesSymbol else { return nil }
            // A view the app draws to an image (a share card) is laid out at the picture's size.
            if !rendered.isEmpty, site.anchor >= 0 {
                let owner = context.typeScopes.innermost(containing: Int(context.file.tokens[site.anchor].start))
                if let name = owner.split(separator: ".").last, rendered.contains(String(name)) { return nil }
            }
            if site.kind == .expression, Self.isSizedByGeometry(site.text) {
                return context.hit(
                    at: site,
                    "Font size follows the view's geometry, not the reader's text size; use a text style "
                        + "(with minimumScaleFactor to fit).")
            }
            guard site.kind == .literal || site.kind == .token, let size = site.value, size > 2,
                size <= TextStyleSizes.largest, !isInFixedBox(site.anchor, context: context),
                !sizesImagesAlone(site.anchor, context: context)
            else { return nil }
            // `.system(size: FontSize.body)`: the app's type scale, a fixed size all the same.
            let isScaleStep = site.kind == .token
            let named =
                isScaleStep ? " (\(Self.stepName(site.anchor, context: context)))" : Self.through(site.text)
            let advice = isScaleStep ? "let the app's sizes follow a text style." : "use a text style."
            return context.hit(
                at: site, "Font size \(formatScaleValue(size))\(named) is fixed and ignores Dynamic Type; \(advice)")
        }
    }
}
