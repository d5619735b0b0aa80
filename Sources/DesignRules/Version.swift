/// The tool's name and version, as reports and SARIF logs print them.
public enum DesignDebtTool {
    public static let name = "designdebt"
    public static let version = "0.1.0"
    /// Bumped whenever the same bytes would give other findings or inventory (a rule or scanner
    /// fix): every stored history then measures its next commit again (a rebaseline), so a report
    /// can tell the fix from the code. 2: binary and octal literals (`0b101`, `0o17`) read right.
    /// 3: `.animation(_:body:)` and a binding in a name (`isOn: isVisible.animation()`) are not
    /// the deprecated `.animation(_:)`; a see-through black or white is not a pure background.
    /// 4: tokens are what the app defines; colours are judged in SwiftUI code only; wrappers'
    /// `spacing:`/`cornerRadius:` are sites; capsule radii; transitions' animations.
    /// 5: the app's own radii join the radius scale; padding that insets a bare shape and
    /// spacing in a blurred drawing are not layout; a type's colour per case is its meaning.
    /// 6: an app icon picker is known by a call of `setAlternateIconName`, not the words in a
    /// comment or a string.
    /// 7: the catalogue's precision fixes of the hand checks on five apps (bindings that mirror a
    /// stored value, lazy stacks, AnyView, GeometryReader, taps, packages' observable stores,
    /// availability fallbacks); a blob's suppressed findings are stored with it.
    /// 8: `Image(systemSymbol:)` (SFSafeSymbols) sizes a symbol, as `Image(systemName:)` does.
    /// 9: the app's own context: no scale imposed (a family's scale is its tokens of three steps
    /// or more, or designdebt.json's); rules know their platforms and the systems their advice
    /// needs (blocked findings apart); a font on any symbol image sizes a glyph; colours are judged
    /// against the app's palette; opt-in rules.
    /// 10: each file is judged by the targets that build it (an extension's own minimum and
    /// platforms), not by every target of the app at once.
    /// 11: fonts sized through the app's own helpers or a UIKit font (a call, or a fixed-size constant),
    /// colour components written as arithmetic, hex helpers called as members and Dynamic Type
    /// pinned to one size are sites; a type holding three colours is the app's palette; the recall
    /// rules read icon views, generated asset images, long moving curves and any type's file reads.
    /// 12: a control named by nothing VoiceOver reads well (an empty label, a glyph title, a tab
    /// item's lone image, a stepper's or picker's empty title, `xmark` on a button that removes);
    /// light and dark picked by hand among system colours or by UIKit's trait; a shadow copied three
    /// times in a file of an app with no shadow of its own; a local package's module judged for
    /// the targets that link it; fonts through a chain of helpers; `Previews` folders are debug code.
    /// 13: a font size chosen between two literals (`isCompact ? 13 : 17`) is a literal site; colour,
    /// date and photos pickers, and the app's own `...Button(action:)` wrappers, are controls
    /// VoiceOver must name; light and dark picked in an `if`/`else`, or with UIKit's `alpha:`, by
    /// hand (an app's dynamic colour constant is its palette), or between two of the app's colours
    /// named for the appearances (`accDark : accLight`); a colour function that takes the colour
    /// scheme is the app's adaptive colour.
    /// 14: the app's own button given only an icon (`IconButton(iconName:action:)`), and a control
    /// whose label is drawn without a word (shapes, images chosen by state) or is a value's own
    /// image (`type.image`), are controls
    /// VoiceOver must name; a `Text` whose chain draws no fill is no `.cornerRadius` finding; the
    /// colours an asset catalogue names are the app's palette; a font size above the largest text
    /// style is a display size, not a fixed font.
    /// 15: light and dark picked by hand under the view's own name for the colour scheme
    /// (`@Environment(\.colorScheme) var cs`), across a line break after `:`, or as two lists of
    /// gradient stops; a `Label` with an empty title is an image alone; a font sized from a view's
    /// or the screen's geometry is fixed; a synchronized folder's membership exceptions decide which
    /// files a target builds (the unbuilt files join the identity on their own). Light and dark
    /// named for the appearances counts where the value is a colour (not a theme's or a logo's),
    /// two levels of the foreground (`.primary : .secondary`) and a shadow switched on in one
    /// appearance are no hand-made pair, the app's colours swapped between two places are, as are
    /// two literals handed to a hex helper; a font helper that hands its size to a view modifier
    /// of the app's is not fixed; colours in the app's own `ViewModifier` or `ShapeStyle` define
    /// it; phases and keyframes that only fade are no large motion; text sized to a small box its
    /// chain fixes on both sides is no fixed font; an asset image whose name says the action, in a
    /// file that translates none of its words, and a control hidden from VoiceOver are no
    /// unlabelled control; a widget's view reads its files once per entry; `.cornerRadius` on a stack
    /// of text and symbols, or of views clipped on their own, clips nothing; a repeat a condition
    /// switches on and off loops while work runs; the app's own dark-mode flag (`isDark`,
    /// `theme.useDarkVariant`) picking two colours is a hand-made pair, and a function given the
    /// colour scheme that makes a palette or theme defines it; a shadow inside the app's own button,
    /// label or toggle style or view modifier is that style's.
    /// 16: reduce-motion-ignored counts transitions that slide, push or zoom a view in (`.move(edge:)`,
    /// `.slide`, `.push(from:)`, `.offset`, a `.scale` from half size or less) and springs that can
    /// bounce (`.spring`, `.bouncy`, `.interpolatingSpring`) where views move or where one animates
    /// every change of a view, but not a press's, a hover's or a drag's; raw-shadow counts a shadow
    /// written out three times or more across the app's files (`ProjectTokens.repeatedShadows`).
    /// 17: a view nothing ships (only a preview or debug code makes it, or nothing) is left out of
    /// the count as previews are (`ProjectTokens.unshippedViews`).
    /// 18: icon-only-button leaves a control with an empty title inside a `LabeledContent`'s
    /// content, a link whose asset is named as a proper noun (`Image("Reddit")`), the app's own
    /// button handed `help:` words, and reads `x.circle` as the older name of `xmark.circle`.
    /// 19: a deprecated modifier the app declares again on `View` with the same labels
    /// (`ProjectTokens.ownModifiers`) is the app's own, not SwiftUI's; `AttributeContainer`'s
    /// `foregroundColor` is no view modifier.
    /// 20: a view only views nothing ships make does not ship either (`ShippedViews`, the names
    /// each type writes kept by type).
    /// 21: a `foregroundColor` in a body typed `Text?`, or in a branch of an `if` or `switch` in a
    /// body typed `Text`, needs the `foregroundStyle` that returns `Text`.
    /// 22: icon-only-button leaves a control whose `.help` says what it does.
    /// 23: io-in-body counts `FileManager`'s existence and attribute checks, and the app's own
    /// functions and computed properties that go to the disk, up to four calls away
    /// (`ProjectTokens.diskReaders`), where a view's code calls them; not in a closure that runs
    /// later (a task, a handler, an action the app's own button or function is given).
    /// 24: fixed-size reads a UIKit font the app's own function or closure constant makes at the
    /// size it is given, handed to `Font(...)` (`Font(BMFont.bold(20))`); hand-made-appearance
    /// reads `self == .dark ?` in the app's own `extension ColorScheme` and each use of a colour it
    /// picks so (`colorScheme.textColor`, `ProjectTokens.schemeColors`).
    /// 25: a field's `prompt:` `Text` needs the `foregroundStyle` that returns `Text`; io-in-body
    /// leaves a view's initializer.
    /// 26: icon-only-button reads an image the app keeps as a constant (`static let arrowLeft =
    /// Image("arrow_left")`, `ProjectTokens.imageConstants`) as the image it shows.
    /// 27: fixed-size leaves the views the app draws to an image (`ImageRenderer(content:)`,
    /// `ProjectTokens.renderedViews`); icon-only-button reads an image constant made of a symbol by
    /// the symbol's own label.
    /// 28: a function named for a shadow that applies a modifier named for one (`upliftShadow(_:)`
    /// applying `ShadowModifier`) is the app's shadow style.
    /// 29: a `private` declaration nothing in its file uses is left out of the report as a view
    /// nothing ships is (`DeadDeclarations`); io-in-body counts `isWritableFile` and the other
    /// `FileManager` checks, a URL's `resourceValues(forKeys:)` and `NSWorkspace.shared.icon(forFile:)`;
    /// reduce-motion-ignored counts a `TimelineView(.animation)` whose content moves;
    /// icon-only-button leaves a button with no title that carries a keyboard shortcut.
    /// 30: fixed-size reads a font helper that makes `.custom(_:size:)` as scaling (its `.system` is a
    /// fallback); `#Preview(body:)` is a preview; a `Text` constant joined with `+` later needs the
    /// `foregroundStyle` that returns `Text`; raw-shadow leaves a shadow whose radius is the app's own
    /// value; icon-only-button leaves a disabled button that does nothing and one `.hidden()`.
    /// 31: hand-made-appearance reads `switch colorScheme { case .dark: ... case .light: ... }` whose
    /// cases are two colours, and a function given the scheme that returns the app's own colour
    /// type (`-> UXColor`) as the app's adaptive colour.
    /// 32: foreground-color tells a colour chosen between a value and `nil` (`isScanner ? .accentColor :
    /// nil`) as optional, which `.foregroundStyle` does not take; icon-only-button reads a player's
    /// `play`, `pause`, `stop`, `forward` and `backward` symbols as naming their action.
    /// 33: a font size named by the app's own font size constant in any file (`.system(size:
    /// FontSize.body)`, `ProjectTokens.fontSizeConstants`) is a token site with its value, and as
    /// fixed as the number; `Color(hexadecimal:)` and an unlabelled hex string (`UIColor("#3BCAD7")`)
    /// are colour literals; icon-only-button reads text and secure fields with an empty title, and a
    /// picker's or date picker's `label:` given empty (`{ }`, `{ Text("") }`), and a type or call in a
    /// modifier's value (`.fill(Camera.isOn() ? ...)`) as drawing no words; reduce-motion-ignored
    /// counts a particle emitter (`CAEmitterLayer`, `SKEmitterNode`); `Color(#colorLiteral(...))` is the
    /// literal's site; a block only the app's debug switch shows (`if settings.enableDebug { }`) is
    /// debug code; a call of the file's own symbol-button function (`actionButton("bubble.right") { }`)
    /// is an icon-only button where it is called; a choice's condition draws nothing and `{ EmptyView() }`
    /// is an empty label; foreground-color leaves a labelled `foregroundColor(for:)` (the app's own) and
    /// needs iOS 17 for a `Text` a `Canvas`'s graphics context draws, and `.foregroundColor(nil)`;
    /// corner-radius leaves a `Circle`, `Capsule` or `Ellipse` given a radius (nothing to clip).
    /// 34: a type scale kept as a `switch` of fixed sizes over the app's own style enum
    /// (`FontSizeTable`: `fontSize(of:)`, `var pointSize`) is read where a font is made at one of its
    /// steps (`.system(size: UIFont.fontSize(of: .title2))`, `TextSize.body.pointSize`) and through the
    /// app's helpers that ask it (`UIFont.font(of: .text3)`, `.apply(style: .text4)`), as a token site
    /// with the step's size; the app's `.font(uiFont:)` modifier is a font site as `Font(_:)` is.
    /// 35: the app's own `ViewModifier` that keeps the size it is made with (`.modifier(TextModifier(
    /// fontSize: 17))`, or its default) is a fixed-size helper; hand-made-appearance reads a colour
    /// given in one appearance and `nil` in the other, and a fixed colour's opacity picked by
    /// `colorScheme` (`Color.white.opacity(colorScheme == .dark ? 0.15 : 0.55)`); icon-only-button reads
    /// a label that is a property the file declares as an `Image` (`{ revealIcon }`, `{ layout.nextImage }`)
    /// and SwiftGen's `Assets.name.image`.
    /// 36: reduce-motion-ignored reads a curve's duration given by a constant of the file (`let duration
    /// = 5.0`, then `.easeOut(duration: duration)`).
    /// 37: a module imported only inside `#if` (`#if canImport(AppKit) import AppKit #endif`) narrows
    /// no file to its platform: the file builds for the app's other platforms too.
    /// 38: a `.font(...)` given a choice between fonts reads the branch that is a fixed size
    /// (`family == .systemSmall ? .system(size: 14) : .body`).
    /// 39: hand-made-appearance reads the app's palette colours written as literals as fixed colours.
    /// 40: icon-only-button reads a `Slider` with no label; `#if targetEnvironment(simulator)` code is
    /// excluded as debug code is.
    /// 41: io-in-body reads a store queried in a view's update (`viewContext.fetch(request)`,
    /// `modelContext.fetchCount(descriptor)`), and the app's helpers that do.
    /// 42: a sheet, full-screen cover, popover or navigation destination whose `@State` flag nothing
    /// sets (`UnsetPresentations`) is code no user meets, and a view only it makes does not ship.
    /// 43: icon-only-button reads a label that is a property the file declares as a view drawing
    /// images and no words, as a label closure may (`{ thumbnailView }`, `{ pasteLabel }`).
    /// 44: foreground-color reads a choice of `Text`s in parentheses that are joined (`text + (isGap ?
    /// Text("-").foregroundColor(.gray) : Text(letter))`) as needing the `foregroundStyle` that
    /// returns `Text`.
    /// 45: icon-only-button reads a picker's `label:` given as an empty view (`label: EmptyView()`,
    /// `label: Text("")`), as it reads `label: { EmptyView() }`.
    /// 46: icon-only-button reads a label made by the app's own view that draws only images
    /// (`PictureViews`: `MenuItem(imageName:)`), a shape of the app's named as shapes are
    /// (`CheckmarkShape()`), and a string that names a colour or a font as no words; the inventory
    /// reads `.system(size: tagFontSize)` as the number a stored property of the type around it
    /// starts at (`var tagFontSize: CGFloat = 12`), a literal size.
    /// 47: that size only when named for a font in a type that is no view, style or modifier;
    /// icon-only-button reads a symbol chosen by state (`Image(systemName: on ? "stop" : "play")`) as
    /// an image and `Text(verbatim: "")` as an empty label; raw-shadow reads a modifier named for a
    /// glow as a shadow style, and beside one made for any colour (`.neonGlow(color:)`) reports
    /// shadows written by hand in the app's colours too.
    /// 48: no rule reports code in the fallback of an `#available` check that every platform the
    /// code builds for has outgrown (`if #available(iOS 16, *) { } else { here }` at iOS 17.6).
    /// 49: the inventory reads the fonts of the app's font set (a type of three or more UIKit fonts
    /// made at fixed sizes, `let normal: UIFont = UIFont.systemFont(ofSize: 14)`) as fixed UIKit font
    /// constants, and a UIKit font made at a fixed size (`fontSet.size(10)`, an app helper) as a
    /// fixed size however the app makes a SwiftUI font of it (`.asFont`, its own extension).
    /// 50: the inventory reads SwiftUI's `Font` and `Animation` named with their module
    /// (`SwiftUI.Font.system(size: 19)`, as beside an app's own `Font`) as it reads them bare.
    /// 51: io-in-body reads a keychain search (`SecItemCopyMatching`), directly or through the app's
    /// helpers, as a read that goes to the disk.
    /// 52: a helper that hands the size an app's table of text-style sizes gives for its parameter
    /// to a fixed-size helper is itself a helper of that scale (`.brandFont(.title)`); a table's
    /// `@unknown default:` ends the case before it.
    /// 53: icon-only-button reads SFSafeSymbols' `Image(systemSymbol: .ellipsisCircle)` as the
    /// symbol it names, whose own label may say the action.
    /// 54: raw-shadow reads a type named for shadows that keeps static members or cases (`enum Shadow
    /// { static func card(for:) }`) as the app's shadow tokens; io-in-body reads a helper that fills a
    /// dictionary its own body declares as building its result, not keeping what it read.
    /// 55: a shadow modifier of a `private extension` is its file's, no style of the app's;
    /// icon-only-button reads the app's own wrapper of `accessibilityLabel`
    /// (`.fiberAccessibilityLabel(...)`) as a label.
    /// 56: raw-shadow no longer counts a shadow whose radius is a name (`radius:
    /// model.titleShadow.radius`) among the copies written by hand.
    /// 57: icon-only-button reads a label that picks its images with `switch`, and SwiftGen's asset
    /// images (`Assets.Icons.bookmark.swiftUIImage`) picked by `if`, as images alone; a field's
    /// `prompt: nil` names nothing.
    /// 58: icon-only-button reads the app's own `.accessibilityElement(label:)` as a label.
    /// 59: a file named for a debug screen inside its name (`PreferencesDebugPane.swift`,
    /// `CacheDebugView.swift`) is debug code, as one whose name starts with "Debug" is.
    /// 60: raw-shadow leaves out a shadow type inside a UIKit or AppKit type (`extension UIView {
    /// enum ShadowStyle }`), a layer's; icon-only-button reads the app's `...ImageView` as an image.
    /// 61: icon-only-button reports a `TextEditor` with no label (it takes no title), unless bound to
    /// `.constant(...)`; raw-shadow leaves out a `PreviewProvider` named for a shadow.
    /// 62: a font set on a container that draws images alone (`HStack { Image(...) }.font(...)`, a
    /// button whose label is a symbol) sizes symbols, not text.
    /// 63: a form section titled for debugging alone (`Section(header: Text("Debug"))`,
    /// `"DEBUG_SECTION"`) is debug code, as a debug switch's block is, and so is a private view
    /// property only excluded code shows, in a file with such debug code.
    /// 64: icon-only-button reports a field whose title is empty and whose prompt is its only name
    /// (a placeholder, read only while the field is empty), and reads the app's views that draw
    /// images through their own properties and an `AsyncImage`'s phases, and a control whose only
    /// words are its `.help` (a hint, not a name); a `public` view an app's own target builds is
    /// no package's API, and ships only if shipped code makes it.
    /// 65: a static constant initialized by a closure called where it is written (`static let
    /// light: ColorPalette = { let primary = Color(hex: 0x002048) ... }()`) is a definition, as one
    /// initialized by a call is: the palette's own colours are no literals used.
    /// 66: copies of one shadow are counted however each was typed (`Color.black` or `.black`, an
    /// offset of `0` written or left out, `0.20` or `0.2`).
    /// 67: the app's font helpers are settled across its files (a design module's table of
    /// tuples, UIKit font, `Font` helper, view extension and modifier type holding a step, each in
    /// a file of its own), a style enum's table of tuples is a type scale (`var config: (weight:
    /// W, size: CGFloat) { switch self { case .b2: (.medium, 16) } }`), the app's own `font(_:)`
    /// given a step is a fixed size (`.font(.b2)`), and a helper that asks the scale for a
    /// `.custom(_:size:)` font scales.
    /// 68: a member after a keyword that begins an expression is an implicit member (`return
    /// .system(size: 24)`, `in .red`), not a member of the keyword (a `case` pattern aside): a font or a colour a
    /// computed property returns is read as one written anywhere else; raw-shadow reports copies of
    /// one shadow in the app's own shadow colour with its size written by hand.
    /// 69: a font sized by a constant the code writes down just before (`let size: CGFloat = isMac
    /// ? 12 : 10`, then `.system(size: size)`) is as fixed as one sized in place.
    /// 70: icon-only-button reads a stepper's one closure after its value as its label (`Stepper(value:
    /// $n, in: 1...10) {}` is named by nothing).
    /// 71: a UIKit font made at a number the file writes down (`UIFont.boldSystemFont(ofSize:
    /// Consts.fontSize)`, or through the app's own fixed UIKit helper) is as fixed as the literal.
    /// 72: a type scale kept as constants of the app's own font-value type (`struct Body { static
    /// let medium = ExtendedUIFont(name: n, size: 16) }`) is a table the app's helpers ask
    /// (`font.size`), keyed as callers name each constant (`.font(.Body.medium)`); a modifier type's
    /// computed properties are read with its body.
    /// 73: in a project Tuist makes, whose tree keeps no font accessor of its own, Tuist's generated
    /// `swiftUIFont(size:)` is a fixed size (`SwiftUI.Font(UIFont)` on iOS), asked directly or through
    /// the app's helper; a file manager's disk method asked of a value (`fileManager.fileExists(atPath:)`)
    /// is a read; a date or colour picker's one closure after its selection is its label, and an empty
    /// label closure inside a `LabeledContent` (or a hidden shortcut's button) is named elsewhere.
    /// 74: a font helper called without its size takes its parameter's default (`static func
    /// brand(size: CGFloat = 14)`, then `.brand()`); a `LabeledContent` names a control only when
    /// the control is all its content (a label over a field and its stepper names the group).
    /// 75: a light and a dark colour picked after a comparison in parentheses (`(colorScheme ==
    /// .dark) ? Color.black : Color.white`) are a hand-made pair; an image constant made of a generated
    /// asset accessor (`static let edit: Image = Asset.Images.edit.swiftUIImage`) is an image.
    /// 76: a button's closure is its label, not its action, when the action is an argument
    /// (`Button(action: open) { Image(nsImage: NSWorkspace.shared.icon(forFile: path)) }` reads the
    /// disk while the view updates); `String("")` is an empty title.
    /// 77: color/uicolor leaves UIKit's own named colours alone (`Color(UIColor.systemGray5)` is
    /// `Color(.systemGray5)` spelled otherwise): only a UIColor built here or kept by the app is reported.
    /// 78: a file the scope leaves out as debug code for its folder's name alone (`DebugMode/`) that
    /// declares the view the app's entry shows is the app's root: the views it makes ship.
    /// 79: a type scale kept as constants of a font-value type whose font is made at the value's size
    /// (`self.font = weight.font.swiftUIFont(size: size)` in its initializer, or `var font: Font {
    /// .system(size: size) }`) is a scale of fonts: `.font(style.font)` in the app's modifier, and
    /// `.font(Typography.FontStyle.body.font)`, are its steps, as fixed as their sizes; a nested type
    /// is read by its own name (`Typography.FontStyle`). icon-only-button reports an image tapped as
    /// a button (`Image(icon).onTapGesture { back() }`), in place of tap-gesture's row there. Xcode's
    /// colour literals picked by appearance (`colorScheme == .dark ? Color(#colorLiteral(...)) : ...`)
    /// are a hand-made pair; a colour made by the app's own maker given its components
    /// (`Color.getColorWithRGB(red: 246, green: 246, blue: 246, opacity: 1)`) is a literal.
    /// 80: a context's `count(for:)`, and a store asked through an optional
    /// (`managedObjectContext?.count(for: request)`), query the store on disk; a label property given
    /// modifiers (`{ icon.fixedSize() }`) is read as the property; the app's hex initializer given a
    /// colour written out (`Color(hex: 0x333333)`) is one colour in both appearances, and a theme
    /// type made for the appearance it is given and keeps (`struct Theme { let colorScheme:
    /// ColorScheme }`) is the app's adaptive palette; a fixed size in a choice nested in parentheses
    /// (`isIPad ? (isCode ? .system(size: 22) : .title2) : .body`) is read as one not nested.
    /// 81: a public view in a local package the tree's project links is the app's, shipped only when
    /// the app makes it (a package no project links stays API others may make); a slider whose one
    /// closure takes a value (`{ isEditing in }`, its `onEditingChanged`) has no label.
    /// 82: a repeating animation picked by a condition (`.animation(isBusy ? .linear.repeatForever() :
    /// .default, value: x)`) ends with the state it shows; an animation of a `private` value nothing
    /// changes never runs, and `.repeatCount(1)` plays once: none is motion Reduce Motion asks about.
    /// 83: a method named by its labels alone and handed on as a value (`action: vm.save(_:)`) is
    /// not called while the view updates.
    public static let analysisRevision = 83
    public static let informationURI = "https://github.com/designdebt/designdebt"

    /// The rule's section of docs/rules.md, as the repository's web view anchors a `## id`
    /// heading (lower case, the `/` dropped): `.../rules.md#spacingoff-scale`.
    public static func rulesDocumentationURI(_ ruleID: String) -> String {
        informationURI + "/blob/main/docs/rules.md#" + ruleID.lowercased().filter { $0 != "/" }
    }
}
