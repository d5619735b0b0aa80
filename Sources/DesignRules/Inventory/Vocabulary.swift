/// The SwiftUI names the inventory reacts to, and what each one is.
enum Callee: Sendable {
    // Spacing
    case padding, safeAreaPadding, contentMargins, edgeInsets
    case stack, lazyGrid, gridItem, grid
    /// `spacing:`, `horizontalSpacing:`, `verticalSpacing:` as an argument label of any call.
    case spacingLabel
    // Radius
    case roundedRectangle, unevenRoundedRectangle, rect, buttonRoundedRectangle, rectangleCornerRadii, cornerRadius
    // Typography
    case font, fontWeight, fontType
    /// `.system(size:)`, `.custom(_:size:)` written as an implicit member outside `.font(...)`.
    case fontFactory
    /// `.dynamicTypeSize(.large)`: one text size for a whole subtree.
    case dynamicTypeSize
    // Motion
    case springCurve, easingCurve, repeatForever, animation, withAnimation
    // Colour
    case color, uiColor, colorLiteral, colorModifier, backgroundModifier
    /// `.mask(...)`: its content is an alpha channel, not a colour anyone sees.
    case maskModifier
    /// `.hex(0xE06050)`, `Color.hex("#E06050")`: an app's hex helper called as a member.
    case hexColor
}

/// What an identifier means to the scanner.
enum Word: Sendable {
    case callee(Callee)
    /// A colour name reachable as `Color.name` or `.name` in a colour context.
    case colorName(ColorName)
    /// A namespace of the app's tokens (`Palette`, `Radii`) and the family of its members.
    case namespace(Family)
    /// The app's fixed-size font helpers of one name (`ProjectTokens.fixedFontHelpers`), its
    /// overloads apart (`brand(size:)`, `brand(_ style:)`): a call is read as the one it names.
    case fontHelper([FixedFontHelper])
}

/// A named colour and how the design system treats it.
struct ColorName: Sendable {
    /// System colours are raw (`red`); semantic ones are tokens (`primary`).
    let isSystem: Bool
}

enum Vocabulary {
    static let table = NameTable<Word>(entries)

    /// Every name and what it is; an analyzer adds the app's namespaces to these (`ScannerTables`).
    static let entries: [(String, Word)] =
        [
            ("padding", .callee(.padding)), ("safeAreaPadding", .callee(.safeAreaPadding)),
            ("contentMargins", .callee(.contentMargins)), ("EdgeInsets", .callee(.edgeInsets)),
            ("HStack", .callee(.stack)), ("VStack", .callee(.stack)), ("LazyHStack", .callee(.stack)),
            ("LazyVStack", .callee(.stack)), ("HStackLayout", .callee(.stack)), ("VStackLayout", .callee(.stack)),
            ("LazyVGrid", .callee(.lazyGrid)), ("LazyHGrid", .callee(.lazyGrid)), ("GridItem", .callee(.gridItem)),
            ("Grid", .callee(.grid)), ("spacing", .callee(.spacingLabel)),
            ("horizontalSpacing", .callee(.spacingLabel)), ("verticalSpacing", .callee(.spacingLabel)),
            ("RoundedRectangle", .callee(.roundedRectangle)),
            ("UnevenRoundedRectangle", .callee(.unevenRoundedRectangle)), ("rect", .callee(.rect)),
            ("roundedRectangle", .callee(.buttonRoundedRectangle)),
            ("RectangleCornerRadii", .callee(.rectangleCornerRadii)), ("cornerRadius", .callee(.cornerRadius)),
            ("font", .callee(.font)), ("fontWeight", .callee(.fontWeight)), ("Font", .callee(.fontType)),
            ("system", .callee(.fontFactory)), ("custom", .callee(.fontFactory)),
            ("dynamicTypeSize", .callee(.dynamicTypeSize)),
            ("spring", .callee(.springCurve)), ("interpolatingSpring", .callee(.springCurve)),
            ("interactiveSpring", .callee(.springCurve)), ("bouncy", .callee(.springCurve)),
            ("smooth", .callee(.springCurve)), ("snappy", .callee(.springCurve)),
            ("easeIn", .callee(.easingCurve)), ("easeOut", .callee(.easingCurve)),
            ("easeInOut", .callee(.easingCurve)), ("linear", .callee(.easingCurve)),
            ("timingCurve", .callee(.easingCurve)), ("repeatForever", .callee(.repeatForever)),
            ("animation", .callee(.animation)), ("withAnimation", .callee(.withAnimation)),
            ("Color", .callee(.color)), ("UIColor", .callee(.uiColor)), ("#colorLiteral", .callee(.colorLiteral)),
            ("foregroundStyle", .callee(.colorModifier)), ("foregroundColor", .callee(.colorModifier)),
            ("tint", .callee(.colorModifier)), ("accentColor", .callee(.colorModifier)),
            ("fill", .callee(.colorModifier)), ("stroke", .callee(.colorModifier)),
            ("strokeBorder", .callee(.colorModifier)), ("border", .callee(.colorModifier)),
            ("shadow", .callee(.colorModifier)), ("listRowSeparatorTint", .callee(.colorModifier)),
            ("background", .callee(.backgroundModifier)), ("listRowBackground", .callee(.backgroundModifier)),
            ("containerBackground", .callee(.backgroundModifier)),
            ("presentationBackground", .callee(.backgroundModifier)),
            ("scrollContentBackground", .callee(.backgroundModifier)), ("mask", .callee(.maskModifier)),
            ("hex", .callee(.hexColor)), ("hexString", .callee(.hexColor)),
        ] + systemColors.map { ($0, Word.colorName(ColorName(isSystem: true))) }
        + semanticColors.map { ($0, Word.colorName(ColorName(isSystem: false))) }

    /// SwiftUI's fixed system colours: "NO raw system colors (Color.red, Color.blue) for UI elements".
    static let systemColors = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "gray", "black", "white",
    ]

    /// Colours that adapt to context and appearance: tokens of the platform.
    static let semanticColors = ["primary", "secondary", "tertiary", "quaternary", "quinary", "clear"]

    /// Edges accepted by `padding`, `safeAreaPadding` and `contentMargins`.
    static let edges: [StaticString] = ["all", "horizontal", "vertical", "top", "bottom", "leading", "trailing"]
}
