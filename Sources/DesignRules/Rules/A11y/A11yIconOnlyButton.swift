import SwiftLexer

/// `a11y/icon-only-button`: a button, link, navigation link, menu or toggle whose label is only
/// an image, with no accessibility label.
public struct A11yIconOnlyButton: Rule {
    public init() {}

    static let id = "a11y/icon-only-button"

    public let description = RuleDescription(
        id: Self.id, family: .a11y,
        title: "Give icon-only buttons and controls a label VoiceOver can read",
        rationale: """
            "Every interactive element must have a text label visible to VoiceOver. \
            Button(\\"Label\\", systemImage:) not icon-only." VoiceOver reads an image's symbol or asset \
            name, or nothing, where the sighted user sees an icon: on a button, a link, a navigation link, \
            a menu or a toggle alike; a field with an empty title, and a text editor, which takes none, \
            are read as nameless ("Label always explicit ... No placeholder-as-label."), and a `.help` \
            tooltip is the hint VoiceOver reads after the name, not the name. A symbol whose \
            own label names the action (xmark reads "Close", square.and.arrow.up "Share", ellipsis \
            "More", trash "Delete") is left alone.
            """,
        fix:
            "Write Button(\"Share\", systemImage: \"square.and.arrow.up\") { } (with .labelStyle(.iconOnly) to show the icon alone), a Label in the control's label, or add .accessibilityLabel.",
        // Opt-in: 97 of 112 true held out, under the 90% a default rule needs. Symbols that name
        // their action left alone, icon views and generated asset images read as images, empty
        // titles: 37 of 40 on rounds 16, 18 and 19. With empty labels, glyph titles, tab items,
        // steppers and pickers, xmark on a remove: 15 of 15 on round 21, 18 of 21 on round 22 (an
        // image labelled where SwiftGen makes it), 20 of 29 on round 23 (an empty label a button
        // style draws, a segmented picker: both left alone since; dead code, a debug screen, a label
        // given where the view is used, a row that hides its children), 7 of 7 on round 24, 14 of 15
        // on round 25 (an asset named "Settings", which VoiceOver reads as a word in an app in
        // one language), 20 of 20 on round 26 and 20 of 20 on round 27 (the build with the pickers
        // and the app's own button wrappers). Held out: 90%, so on by default.
        // Rounds 28 to 31: 12 of 13 (a calendar-style date picker whose title is never shown), 10 of
        // 10, 18 of 18 and 14 of 16 (an icon passed only by a preview, a button that acts only in
        // debug builds); round 32, on the build with the icon-only and wordless labels: 14 of 14.
        // Round 33, the one new app (Meshtastic-Apple): 8 of 8.
        // Round 34: 50 of 60 (assets whose names say the action, in an app in one language: heard as
        // that action since; a button hidden from VoiceOver; dead code; a radio group's empty title).
        // Round 36: 52 of 62 (dead and preview-only views, out of the count since; a picker labelled
        // by the LabeledContent around it; a label set inside the app's own button; an asset image
        // whose name is its label). Round 37, on the build without views nothing ships: 46 of 55 (a
        // developer harness behind a hidden setting; asset images named "Reddit", "LibreLinkUp").
        // Pooled 375 of 423 (89%): under the 90% a default rule needs, so opt-in again.
        // Round 38, on the build that reads LabeledContent, brand links, `help:` and `x.circle`:
        // 29 of 45 (macOS `.help` giving the purpose as the hint, symbols whose own label says the
        // action beyond the list: `chevron.left`, `delete.backward`, `arrow.clockwise`; asset names
        // read as words, `CheckmarkIcon`; wheel and menu pickers whose rows name themselves). A
        // control whose `.help` says what it does is left alone since. Readers of rounds 55 and 62
        // listed such controls (`.help` is the hint, read after the image's name); reported, on eight
        // corpus apps nobody opened for it, 14 of 24 (symbols whose spoken name already says what the
        // help says: `chevron.left`, `ellipsis`, `arrow.clockwise`, `doc.on.doc`, `bold`; a placeholder;
        // an asset named `save`): left alone still.
        isOptIn: true,
        // Rounds 43 and 44: 38 of 47 (buttons with no title that only carry a keyboard shortcut, xmarks
        // that close a flow, asset names that say the action) and 38 of 42 (a disabled placeholder, a
        // toggle inside a labelled row, a grid made one element).
        // Round 45: 38 of 47 (media symbols whose own label is the action, `play` and `pause`; asset
        // names that say it, `trash`, `info`; the player's symbols are read as actions since). Pooled
        // 518 of 604 (86%). Text and secure fields with an empty title, held out after round 47: 9 of
        // 10 (a view only its preview makes). A label that is the file's own `Image` property, held out
        // after round 50: 4 of 5 (a design-system view whose one caller is commented out). A slider
        // with no label at all, held out after round 54 (which listed one): 36 of 37 over 20 apps (a
        // stand-in built for the simulator only; `#if targetEnvironment(simulator)` is out since).
        // After round 58, over corpus apps nobody opened while they were written: a label that is
        // a property drawing only images, 4 of 6 (a help symbol that names itself, a button its
        // caller hides); a picker's `label: EmptyView()`, 10 of 14 (wheels whose values carry their
        // unit, macOS radio groups whose options name themselves).
        // After round 59, over corpus apps nobody opened while they were written: a label made by the
        // app's own view that draws only images, a shape of the app's, an image tinted by a colour
        // named with a string, a symbol chosen by state, 30 of 31 (a button a `Group` around it
        // labels); with the earlier builds' rows read at the same time, 35 of 38 (a card's button
        // whose one shipped caller makes the card one element with its own label).
        // Round 65: 20 of 27 (SFSafeSymbols' `Image(systemSymbol: .ellipsis)` menus, read since; play and
        // pause picked by state in the app's button; a component every use labels; the app's icon view
        // that draws a name; a button behind a flag no caller sets). Round 66: 22 of 25 (the app's own
        // `.fiberAccessibilityLabel(...)`, read since; a field its container labels; an `info` symbol).
        // Round 67: 19 of 24 (labels a parent `Group` or a combined row gives, a checkbox only a design
        // package's catalogue builds, `gobackward.10`, a placeholder whose action is a to-do). Round 68:
        // 22 of 24 (a close button in a function nothing calls; a tvOS button the app's own
        // `.accessibilityElement(label:)` names). Round 69: 21 of 24 (`plus` adding a reaction,
        // `chevron.backward` going back, `map` opening the map: each spoken as its action).
        // Round 71: 18 of 26 (an achievement's asset named in the app's one language, `strikethrough`,
        // `gear`, `close`; a graphical date picker; a hidden `NavigationLink("")` behind a row; a
        // macOS table's cells under their column headers).
        // A `TextEditor`, which takes no title, after round 71 (read in three apps' lists): over corpus
        // apps nobody opened while it was written, 15 of 20 (an old copy of an app left in a folder of
        // its own, a vendored library, a read-only editor bound to `.constant(text)`: left out since);
        // round 72: 13 of 16 (a field of a section the app comments out, a helper nothing calls, a
        // launch argument's debug screen). Round 73: 20 of 26 (macOS table cells under their column
        // headers, `link` and `info.circle` spoken as their action, a developer settings screen).
        // After round 73, over corpus apps nobody opened while they were written: a field titled `""`
        // whose prompt is its only name, 18 of 21 (a mock settings pane, a wrapper whose one caller
        // with a prompt puts it in a `LabeledContent`); the app's view that draws images through its
        // own properties or an `AsyncImage`'s phases, 3 of 3. A control labelled by an image and a
        // `.help` alone, reported again after the readers of rounds 66 to 74 listed two dozen (its
        // help is the hint VoiceOver reads after the name, not the name): 26 of 30 over eleven corpus
        // apps nobody opened for it (a view nothing shows, a grid of symbols to pick from whose
        // names are the options, info symbols that only carry a tooltip).
        // Rounds 74 and 75: 21 of 24 (`chevron.left` and `gearshape` spoken as their action) and 16 of
        // 22 (views only a preview makes, asset images named for the action, an option view named
        // for an icon that draws its name, a `.help` symbol VoiceOver reads as its action).
        // Round 76: 24 of 27 (inline pickers titled "" whose rows and screen title name the choice).
        // Round 77: 22 of 24 (a banner's `xmark` that closes it; a checkbox inside a labelled button).
        // A stepper's one closure after its value read as its label (revision 70), on corpus apps nobody
        // opened for it: 4 of 5 (a stepper in a `LabeledContent` whose title names it).
        // Round 78: 24 of 26 (a link named by the container's label; an info symbol).
        // Round 79: 20 of 21 (a see-through overlay button its container labels). Revisions 73 and 74 on
        // corpus apps nobody opened for them: a date or colour picker's closure label 4 of 4, controls
        // in a `LabeledContent` over a group 9 of 9.
        // Round 80: 24 of 24.
        // `String("")` as an empty title (revision 76), on corpus apps nobody opened for it: 3 of 5 (an
        // app's own `LabeledContent` wrapper, an inline picker whose rows name themselves).
        // Round 81: 22 of 24 (a package's button wrapper that shows its text title beside the icon).
        // Round 82: 23 of 23. An image tapped as a button (revision 79), on corpus apps nobody opened for
        // it: 38 of 49 (an easter egg's logo, a developer panel's key, photos a chat enlarges, arrows that
        // repeat a labelled Edit button, a helper every caller labels); photos made by an app's own
        // initializer and images a control's label draws are left alone since. A label property given
        // modifiers (revision 80), on corpus apps nobody opened for it: 5 of 9 (symbols that name their
        // action through a property or a default: a play or stop choice read since; a row that hides the
        // icon and labels itself).
        // Round 83: 24 of 24. A slider whose one closure takes a value, its `onEditingChanged` (revision
        // 81), on corpus apps nobody opened for it: 11 of 11.
        // Round 84: 26 of 27 (an empty navigation link that draws a disclosure arrow inside a labelled button).
        measured: Measured(1153, of: 1338),
        // An image tapped as a button is this rule's row, not also `a11y/tap-gesture`'s.
        supersedes: ["a11y/tap-gesture"],
        triggeringExamples: [
            // A property drawing only an image, given modifiers where the button draws it.
            "struct Bar: View {\n    var icon: some View { Image(\"navigationbar-back\") }\n    var body: some View {\n        ↓Button(action: back) {\n            icon\n                .fixedSize()\n                .frame(width: 44, height: 44)\n        }\n    }\n}",
            // An image tapped as a button: VoiceOver neither names it nor presses it.
            "Image(leftImage)\n    .resizable()\n    .frame(width: 32, height: 32)\n    .↓onTapGesture { leftAction?() }",
            "Image(systemName: isDone ? \"checkmark.circle.fill\" : \"circle\").↓onTapGesture(perform: toggle)",
            "enum Constants {\n    enum Images { static let arrowSmall = Image(\"arrow_small\") }\n}\n↓Button { previousMonth() } label: {\n    Constants.Images.arrowSmall\n        .resizable()\n        .frame(width: 5, height: 9)\n}",
            "↓Button(action: send) {\n    Image(systemName: \"paperplane\")\n}",
            "↓Button(action: send) {\n    Image(systemSymbol: .paperplaneFill)\n}",
            "struct MenuItem: View {\n    var imageName: String\n    var body: some View {\n        Image(imageName).resizable().frame(width: 40, height: 40)\n    }\n}\n↓Button(action: call) {\n    MenuItem(imageName: R.image.profileCall.name)\n}",
            "↓Button(action: route) {\n    HStack {\n        Image(viewModel.audioRouteImage)\n            .resizable()\n            .onReceive(timer) { _ in\n                self.refreshRoute()\n            }\n    }\n}",
            "↓Button(action: { manager.toggle(poi) }) {\n    manager.isCollected(poi: item.poi) ? Image(systemName: \"trophy.fill\") : Image(systemName: \"trophy\")\n}",
            "↓Button(action: toggle) {\n    ZStack {\n        Circle().fill(isChecked ? Color.blue : Color.gray)\n        CheckmarkShape().stroke(Color.white, lineWidth: 2)\n    }\n}",
            "↓Button(action: { group.favorite.toggle() }) {\n    Image(systemName: group.favorite ? \"star.fill\" : \"star\")\n        .foregroundColor(Color(hex: areaColors[group.area ?? \"ietf\"] ?? 0xF6C844))\n#if os(macOS)\n        .overlay { Image(systemName: \"star\").foregroundColor(.black) }\n#endif\n}",
            "struct Thumbnail: View {\n    let thumbnail: UIImage\n    var body: some View {\n        ↓Button(action: open) { thumbnailView }\n    }\n    var thumbnailView: some View {\n        ZStack(alignment: .bottomTrailing) {\n            Image(uiImage: thumbnail).resizable().scaledToFill()\n            Image(\"video-badge\")\n        }\n    }\n}",
            "struct PasswordField: View {\n    @State var isSecure = true\n    var body: some View {\n        ↓Button(action: { isSecure.toggle() }, label: { revealIcon })\n        ↓Button(action: cycle) { layout.nextImage.resizable().frame(width: 16, height: 16) }\n        ↓Button(action: dismiss) { Assets.crossBlack.image }\n    }\n    var revealIcon: Image { isSecure ? Icons.eye : Icons.eyeSlash }\n}\nenum Layout {\n    case grid, list\n    var nextImage: Image { self == .grid ? Icons.list : Icons.grid }\n}",
            "↓Button {\n    toggleSidebar()\n} label: {\n    Image(systemName: \"sidebar.left\").font(.title2)\n}",
            "↓Button(action: { close() }, label: { Image(\"icon-x\") })",
            "Text(\"title\".localized)\n↓Button(action: { isPresented = false }) { Image(\"close\") }",
            "↓Button(action: removeAction) { ThemeImage(.remove) }",
            "↓Menu {\n    Button(\"Rename\", action: rename)\n} label: {\n    Image(systemName: \"slider.horizontal.3\")\n}",
            "↓Button(action: showQRCode) {\n    IconView(icon: .qrCode)\n        .frame(width: 24, height: 24)\n}",
            "↓Button(action: generate) { Image(.passwordGenerator) }",
            "↓Button {\n    showCard = true\n} label: {\n    MailResourcesAsset.qrCode.swiftUIImage\n        .iconSize(.large)\n}",
            "↓Button(action: pick) { IconPreview(url: iconURL) }",
            "↓Toggle(\"\", isOn: $includeFees)\n    .labelsHidden()",
            "↓Link(destination: helpURL) {\n    Image(systemName: \"questionmark.circle\")\n}",
            "↓Link(destination: profileURL) {\n    Image(\"social_icon_1\")\n}",
            "↓Button(action: openReddit) {\n    Image(\"Reddit\")\n}",
            "↓Button(action: { tags.remove(tag) }, label: { Image(systemName: \"x.circle.fill\") })",
            "HStack {\n    Text(\"Model\")\n    ↓Picker(\"\", selection: $model) { Text(\"Small\").tag(0) }\n}",
            "↓IconButton(systemName: \"gearshape\", color: .secondary, action: openSettings)",
            "↓NavigationLink(value: Route.settings) {\n    Image(systemName: \"gear\")\n}",
            "↓NavigationLink {\n    SettingsView()\n} label: {\n    Image(systemName: \"gear\")\n}",
            "↓Toggle(isOn: $isMuted) {\n    Image(systemName: \"speaker.slash\")\n}",
            "↓Button(\"✕\") { dismiss() }",
            "↓Button(\"\") { refresh() }",
            "↓Button(action: clear) { Image(.passwordGenerator) }\n    .hidden(text.isEmpty)",
            "↓Button(action: goBack) {\n    Text(\"←\")\n        .font(.title)\n}",
            "↓Menu(content: { Button(\"Edit\", action: edit) }) {}",
            "↓Stepper(\"\", value: $fontSize, in: 10...20)",
            "↓Stepper(value: $quantity, in: 1...10, step: 1) {}.tint(.blue)",
            "↓Slider(value: $volume, in: 0...1)",
            "VStack {\n    Text(\"Line width\")\n    ↓Slider(value: $lineWidth, in: 3...10, onEditingChanged: { editing = $0 })\n}",
            "VStack {\n    Text(\"Zoom level\")\n    ↓Slider(value: $zoom, in: 1...3, step: 0.1) { isEditing in\n        if !isEditing { commit() }\n    }\n}",
            // A text editor takes no title: a placeholder drawn over it is no name VoiceOver reads with it.
            "ZStack(alignment: .topLeading) {\n    ↓TextEditor(text: $bio)\n    if bio.isEmpty { Text(\"About you\").foregroundStyle(.secondary) }\n}",
            "Section(\"Notes\") {\n    ↓TextEditor(text: $notes)\n}",
            "↓Picker(\"\", selection: $theme) {\n    Text(\"Light\").tag(Theme.light)\n}\n.labelsHidden()",
            "↓ColorPicker(\"\", selection: $customColour, supportsOpacity: false)\n    .labelsHidden()",
            "↓Picker(String(\"\"), selection: $position) {\n    Text(\"Top\").tag(0)\n}\n.labelsHidden()",
            "↓DatePicker(\"\", selection: $reminder, displayedComponents: .hourAndMinute)",
            "↓DatePicker(selection: $reminder, displayedComponents: .hourAndMinute, label: { Text(\"\") })",
            // A label over a group of controls names the group, not the stepper beside the field.
            "LabeledContent(\"History\") {\n    HStack {\n        TextField(\"Days\", value: $days, format: .number).labelsHidden()\n        ↓Stepper(value: $days, in: 1...365) { EmptyView() }.labelsHidden()\n    }\n}",
            // A date picker's one closure after its selection is its label.
            "↓DatePicker(selection: $birthday, in: ...Date(), displayedComponents: .date) {}\n    .labelsHidden()",
            "↓Picker(selection: $digits, content: {\n    Text(\"6\").tag(6)\n}, label: { Text(verbatim: \"\") })",
            "↓Picker(selection: $count) {\n    Text(\"1\").tag(1)\n} label: {\n}",
            "↓TextField(\"\", text: $title)",
            "↓ColorPicker(selection: $trail.color, label: { EmptyView() }).labelsHidden()",
            "↓Picker(selection: $hour, label: EmptyView()) {\n    ForEach(0..<24, id: \\.self) { Text(\"\\($0)\") }\n}\n.pickerStyle(.wheel)",
            "List { rows }\n    .navigationBarItems(trailing: ↓Button(action: { trail.isFav.toggle() }) {\n        trail.isFav ? Image(systemName: \"heart.fill\") : Image(systemName: \"heart\")\n    })",
            "struct Actions: View {\n    var body: some View { ↓actionButton(\"bubble.right\") { reply() } }\n    func actionButton(_ image: String, action: @escaping () -> Void) -> some View {\n        Button { action() } label: { Image(systemName: image).font(.title3) }\n    }\n}",
            "↓Button(action: { showCamera() }, label: {\n    ZStack {\n        Rectangle().fill(Camera.isRunning() ? Color.green : .gray)\n        Image(\"camera\")\n    }\n})",
            "↓SecureField(\"\", text: $password)",
            "↓PhotosPicker(selection: $photos, maxSelectionCount: 1, matching: .images) {\n    Image(systemName: \"person.crop.circle\")\n}",
            "↓Button(action: { items.remove(at: index) }, label: { Image(systemName: \"xmark\") })",
            "↓Button(action: { showingQueue.toggle() }) {\n    resizableImage(name: \"list.bullet\")\n}",
            "↓Button(action: openProfile) { AsyncImage(url: avatarURL) }",
            "↓SimpleButton(action: {\n    text = \"\"\n}) {\n    Image(systemName: \"xmark.circle.fill\")\n}",
            "↓IconButton(iconName: \"clock\", iconColor: .blue, action: showHistory)",
            "MarketsView()\n    .↓tabItem { Label(\"\", image: \"market_filled\") }",
            "↓Button(action: share) {\n    Label(\"\", systemImage: \"paperplane\")\n}",
            "↓IconButton(icon: \"filter\", textColor: .white, action: showFilters)",
            "↓ToolbarButton(systemImage: \"line.3.horizontal.decrease\") {\n    showFilters = true\n}",
            "↓Button(action: dismissSnackbar) {\n    Image.crossWhite\n        .resizable()\n        .frame(width: 14, height: 14)\n}",
            "↓Button(action: { selection = type }) {\n    type.image\n        .resizable()\n        .aspectRatio(contentMode: .fit)\n}",
            "↓Button(action: { query = \"\" }) {\n    Image(systemName: \"xmark.circle.fill\")\n}",
            "↓Button(action: { select(index) }, label: {\n    ZStack {\n        Circle().foregroundColor(.clear).frame(width: 16, height: 16)\n        Circle().fill().frame(width: 8, height: 8)\n    }\n})",
            "↓Button {\n    accent = swatch\n} label: {\n    Circle()\n        .fill(swatch)\n        .frame(width: 24, height: 24)\n        .overlay(Circle().stroke(isSelected ? Color.primary : .clear, lineWidth: 2))\n}",
            "↓Button(action: follow, label: {\n    if state == .error {\n        Image(systemName: \"exclamationmark.triangle\").resizable()\n    } else {\n        Image(isFollowing ? \"heart-filled\" : \"heart-stroked\").resizable()\n    }\n})",
            "↓Button(action: {\n    toggleFlashlight()\n}) {\n    if flashOn {\n        Image(systemName: \"bolt\")\n    } else {\n        Image(systemName: \"bolt.slash\")\n    }\n}",
            "↓Button {\n    player.toggle()\n} label: {\n    ZStack {\n        if player.isPlaying {\n            Image(\"circle-stop\")\n        } else {\n            Image(\"circle-play\")\n        }\n        if player.isBuffering { ProgressView() }\n    }\n}",
            "FeedView()\n    .↓tabItem {\n        Image(systemName: \"newspaper.fill\")\n    }",
            "↓Button(action: onToggleBookmark, label: {\n    if isFavorited {\n        Assets.Icons.bookmark.swiftUIImage\n    } else {\n        Assets.Icons.bookmarkBorder.swiftUIImage\n    }\n})",
            "↓Menu {\n    Button(\"Delete\", role: .destructive, action: remove)\n} label: {\n    switch record.status {\n    case .downloading:\n        Image(systemName: \"arrow.down.circle\").font(.title3)\n    case .failed(let error) where error.isRetryable:\n        Image(systemName: \"exclamationmark.triangle.fill\")\n    default:\n        Image(systemName: \"checkmark.circle.fill\")\n    }\n}",
            "↓TextField(\"\", text: $serverURL, prompt: nil)",
            // `.help` is the tooltip: VoiceOver reads it as the hint, after the image's name.
            "↓Button {\n    NSWorkspace.shared.open(folder)\n} label: {\n    Image(systemName: \"folder\")\n}\n.help(\"Open the containers folder\")",
            // A prompt is a placeholder: it names the field only while it is empty.
            "↓TextField(\"\", text: $endpoint, prompt: Text(\"https://api.day.app\"))",
            "HStack {\n    Text(\"Password\")\n    ↓SecureField(\"\", text: $password, prompt: Text(\"Required\"))\n}",
            "↓Button(action: { showFullImage = true }) {\n    CircleImageView(imageUrl: character.image, size: 80)\n}",
            // The app's view draws only images through its own properties and an image's loading phases.
            "struct ProfileAvatar: View {\n    let url: URL?\n    var body: some View {\n        Group {\n            if url != nil { remoteAvatar } else { self.fallback }\n        }\n        .clipShape(Circle())\n    }\n    private var remoteAvatar: some View {\n        AsyncImage(url: url) { phase in\n            if let image = phase.image { image.resizable() } else { Image(systemName: \"person\") }\n        }\n    }\n    private var fallback: some View { Image(systemName: \"person\").resizable() }\n}\n↓Button(action: openProfile) { ProfileAvatar(url: author.avatarURL) }",
        ],
        nonTriggeringExamples: [
            // A computed image whose every choice is a symbol that names its action.
            "struct Player: View {\n    var playOrStop: Image { isPlaying ? Image(systemName: \"stop.circle\") : Image(systemName: \"play.circle\") }\n    var body: some View {\n        Button(action: toggle) { playOrStop.resizable().frame(width: 32, height: 32) }\n    }\n}",
            // A symbol whose label says the action, a photo, a named image, a double tap.
            "Image(systemName: \"xmark\").onTapGesture { close() }",
            "Image(platformImage: photo).resizable().onTapGesture { onPreviewImage(photo) }",
            "Button {} label: {\n    Image(icon: icon).frame(width: 44, height: 44).onTapGesture { onShortPress() }\n}\n.accessibilityLabel(\"Jump\")",
            "Image(\"nav_arrow\").onTapGesture { back() }.accessibilityLabel(\"Back\").accessibilityAddTraits(.isButton)",
            "Image(\"logo\").onTapGesture(count: 2) { showCredits() }",
            "Button(action: viewModel.resume) { Image(systemName: \"play.fill\") }",
            "struct ProfileAvatar: View {\n    let user: User\n    var body: some View { ZStack { Circle().fill(.gray); initials } }\n    private var initials: some View { Text(user.initials) }\n}\nButton(action: openProfile) { ProfileAvatar(user: author) }",
            "Button(action: open) {\n    AsyncImage(url: coverURL) { image in image.resizable() } placeholder: { Text(\"Loading\") }\n}",
            "Button(action: resume) {\n    HStack {\n        self.button.icon\n        self.button.title\n    }\n    .background(Capsule().fill(isLight ? Color.orange : .black))\n}",
            "Button(action: toggleTimer) {\n    Image(systemName: isRunning ? \"stop.fill\" : \"play.fill\")\n#if os(iOS)\n        .padding()\n        .background(Color.accentColor)\n        .clipShape(Circle())\n#endif\n}",
            "struct Avatar: View {\n    let name: String\n    var body: some View { Image(name).accessibilityLabel(name) }\n}\nButton(action: open) { Avatar(name: user.name) }",
            "struct Badge: View {\n    var imageName: String\n    var body: some View { HStack { Image(imageName); Text(\"New\") } }\n}\nButton(action: open) { Badge(imageName: \"star\") }",
            "struct Tile: View {\n    var body: some View { Image(\"tile\").resizable() }\n}\nButton(action: open) { Tile(title: \"Beach\") }",
            "Button(action: toggle) {\n    ZStack {\n        CheckmarkShape().stroke(Color.white, lineWidth: 2)\n        Text(\"Done\")\n    }\n}",
            "struct Thumbnail: View {\n    var body: some View {\n        Button(action: open) { thumbnailView }\n        Button(action: share) { caption }\n    }\n    var thumbnailView: some View {\n        ZStack { Image(\"cover\"); Text(title) }\n    }\n    var caption: some View { HStack { Image(systemName: \"doc\"); Badge(count: 3) } }\n}",
            "struct HelpButton: View {\n    var body: some View {\n        Link(destination: helpURL) { image }\n    }\n    var image: some View {\n        Image(systemName: \"trash\").foregroundStyle(.secondary)\n    }\n}",
            "struct Row: View {\n    var body: some View {\n        Button(action: reveal) { revealIcon }\n        Button(action: open) { details }\n        Button(action: reveal) { revealIcon.accessibilityLabel(\"Show password\") }\n    }\n    var revealIcon: Image? { nil }\n    var details: some View { Text(\"Details\") }\n}",
            "ZStack {\n    Button(\"\") { close() }\n        .keyboardShortcut(.escape, modifiers: [])\n}\n.hidden()",
            "Button(action: {}) {\n    Image(systemName: \"chevron.left\").foregroundColor(.clear)\n}\n.disabled(true)",
            "Button(action: toggleSidebar) { Image(systemName: \"sidebar.left\") }\n    .hidden()",
            "enum Icons { static let close = Image(systemName: \"xmark\") }\nButton { dismiss() } label: { Icons.close }",
            "enum Constants {\n    enum Images { static let arrowSmall = Image(\"arrow_small\") }\n}\nButton { previousMonth() } label: {\n    Constants.Images.arrowSmall\n        .resizable()\n        .accessibilityLabel(\"Previous month\")\n}",
            "Button(\"Share\", systemImage: \"square.and.arrow.up\", action: share)",
            "Button(action: share) { Label(\"Share\", systemImage: \"square.and.arrow.up\") }",
            "Button(action: share) {\n    Image(systemName: \"square.and.arrow.up\")\n}\n.accessibilityLabel(\"Share\")",
            "Button(action: share) { Image(systemName: \"square.and.arrow.up\").accessibilityLabel(\"Share\") }",
            "Button(action: toggle) { Image(systemName: \"chevron.down\") }\n    .fiberAccessibilityLabel(Text(isExpanded ? \"Collapse\" : \"Expand\"))",
            "Button(action: share) {\n    Image(systemName: \"star\")\n    Text(\"Favourite\")\n}",
            "Button { } label: { HStack { Image(systemName: \"plus\"); Text(\"Add\") } }",
            "Button(role: .destructive) {\n    delete()\n}",
            "Menu(\"More\", systemImage: \"ellipsis.circle\") {\n    Button(\"Rename\", action: rename)\n}",
            "Menu {\n    Button(\"Rename\", action: rename)\n} label: {\n    Label(\"More\", systemImage: \"ellipsis.circle\")\n}",
            "Menu {\n    Button(\"Rename\", action: rename)\n} label: {\n    Image(systemSymbol: .ellipsisCircle)\n}",
            "Button(action: share) { Image(systemSymbol: SFSymbol.squareAndArrowUp) }",
            "Link(\"Help\", destination: helpURL)",
            "Link(destination: redditURL) {\n    Image(\"Reddit\")\n        .resizable()\n        .frame(width: 24, height: 24)\n}",
            "Button {\n    dismiss()\n} label: {\n    Image(systemName: \"x.circle.fill\")\n}",
            "LabeledContent {\n    Picker(\"\", selection: $model) { Text(\"Small\").tag(0) }\n} label: {\n    Label(\"Model\", systemImage: \"cpu\")\n}",
            "LabeledContent(\"Password\") {\n    Picker(\"\", selection: $password) { Text(\"None\").tag(0) }\n}",
            "IconButton(systemName: \"gearshape\", help: \"Settings\", action: openSettings)",
            "NavigationLink(value: Route.settings) {\n    Image(systemName: \"gear\")\n}\n.accessibilityLabel(\"Settings\")",
            "NavigationLink {\n    Image(systemName: \"gear\")\n} label: {\n    Text(\"Settings\")\n}",
            "Toggle(\"Mute\", isOn: $isMuted)",
            "Toggle(isOn: $isMuted) { Label(\"Mute\", systemImage: \"speaker.slash\") }",
            "Button(action: share) {\n    Image(systemName: \"square.and.arrow.up\")\n}",
            "Button {\n    dismiss()\n} label: {\n    Image(systemName: \"xmark.circle.fill\").font(.title2)\n}",
            "Menu {\n    Button(\"Rename\", action: rename)\n} label: {\n    Image(systemName: \"ellipsis.circle\")\n}",
            "Button(action: delete) { Image(systemName: \"trash\") }",
            "Button(action: showProfile) { AvatarView(user: user) }",
            "Button(action: pick) { IconLabel(title: \"Pick\", icon: .photo) }",
            "Toggle(\"\", isOn: $includeFees)\n    .labelsHidden()\n    .accessibilityLabel(\"Include fees\")",
            "Toggle(\"Include fees\", isOn: $includeFees).labelsHidden()",
            "Button {\n    showCard = true\n} label: {\n    MailResourcesAsset.qrCode.swiftUIImage\n        .accessibilityLabel(\"Contact card\")\n}",
            "Button { } label: { MailResourcesStrings.Localizable.buttonSave }",
            "Button(\"×\") { apply(.multiply) }",
            "Button(action: play) { Text(\"Play\") }",
            "Button {\n    showSettings = false\n} label: {\n    Image(systemName: \"xmark\")\n}",
            "Stepper(\"Font size\", value: $fontSize, in: 10...20)",
            "Stepper(value: $guests, in: 1...10) { Text(\"Guests: \\(guests)\") }",
            "Slider(value: $volume, in: 0...1) { Text(\"Volume\") }\n    .labelsHidden()",
            "Slider(value: $speed, in: 0.5...2, step: 0.25, label: { Text(\"Speed\") }, minimumValueLabel: { Text(\"0.5×\") }, maximumValueLabel: { Text(\"2×\") })",
            "Slider(value: $volume, in: 0...1)\n    .accessibilityLabel(\"Volume\")",
            "LabeledContent(\"Volume\") { Slider(value: $volume, in: 0...1) }",
            "TextEditor(text: $notes)\n    .accessibilityLabel(\"Notes\")",
            "LabeledContent(\"Notes\") { TextEditor(text: $notes) }",
            "TextEditor(text: .constant(licence))\n    .font(.caption.monospaced())",
            "TextEditor(text: Binding.constant(log))",
            "VStack {\n    Text(\"Notes\")\n    TextEditor(text: $notes)\n}\n.accessibilityElement(children: .combine)",
            "ColorPicker(\"Accent\", selection: $accent)",
            "DatePicker(selection: $birthday, displayedComponents: .date) { Text(\"Birthday\") }",
            "LabeledContent(\"Birthday\") {\n    DatePicker(selection: $birthday, displayedComponents: .date) {}\n        .labelsHidden()\n}",
            "SimpleButton(action: clear) {\n    Label(\"Clear\", systemImage: \"xmark.circle.fill\")\n}",
            "IconButton(title: \"Clear\", action: clear) {\n    Image(systemName: \"xmark.circle.fill\")\n}",
            "IconButton(iconName: \"clock\", title: \"History\", action: showHistory)",
            "IconButton(iconName: \"clock\", action: showHistory)\n    .accessibilityLabel(\"History\")",
            "IconButton(iconName: \"trash\", action: delete)",
            "MenuButton(icon: .add) {\n    Text(\"Add\")\n}",
            "Button(action: next) {\n    RoundedRectangle(cornerRadius: 8).overlay(Text(\"Next\"))\n}",
            "Button {\n    accent = swatch\n} label: {\n    Circle().fill(swatch)\n}\n.accessibilityLabel(swatchName)",
            "Button(action: open) {\n    ZStack {\n        Circle().fill(Color.blue)\n        badge(count)\n    }\n}",
            "Button(action: toggle) {\n    if isOn {\n        Image(systemName: \"xmark\")\n    } else {\n        Image(systemName: \"star\")\n    }\n}",
            "Button(action: toggle) {\n    HStack {\n        Image(systemName: \"star\")\n        if showsTitle { Text(\"Favourite\") }\n    }\n}",
            "Button(action: open) {\n    HStack {\n        Image(systemName: \"doc\")\n        title\n    }\n}",
            "Button(action: play) {\n    ZStack {\n        Image(\"circle-play\")\n    }\n    .accessibilityLabel(\"Play\")\n}",
            "Button(action: add) {\n    AppImage.plus.asImage\n}",
            "Button(action: open) {\n    item.image\n        .accessibilityLabel(item.title)\n}",
            "Button(action: open) {\n    store.current.image.resizable()\n}",
            "Button(action: tap) {\n    item.image.resizable()\n    ItemCaption(item)\n}",
            "Button(action: close) {\n    Asset.Icons.close.image.resizable()\n    TitleView(title: title)\n}",
            "Button(action: showProfile) {\n    Circle().fill(.blue).overlay(initials)\n}",
            "IconButton(icon: .trash, action: delete)",
            "TokenButton(icon: \"star\", name: tokenName, action: pick)",
            "Button(action: pickPayment) {\n    HStack {\n        TokenIcon(url: imageURL, name: paymentName)\n        Image(systemName: \"chevron.down\")\n    }\n}",
            "Button(action: showInfo) {\n    CircleButton(icon: \"info.circle\")\n}\n.accessibilityLabel(\"About\")",
            "TabButton(action: { tab = .emoji }, imageName: \"LaughterIcon\", secondaryText: \"3h\")",
            "let button = NSButton(image: icon, target: self, action: #selector(pick))",
            "struct SimpleButton<Label: View>: View {\n    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}\n}",
            "DatePicker(\"\", selection: $reminder).labelsHidden().accessibilityLabel(\"Reminder\")",
            "Picker(selection: $count) {\n    Text(\"1\").tag(1)\n} label: {\n    Text(\"Count\")\n}",
            "Picker(selection: $hour, label: Text(\"Hour\")) { ForEach(0..<24, id: \\.self) { Text(\"\\($0)\") } }",
            "Picker(selection: $hour, label: EmptyView()) { Text(\"1\").tag(1) }.accessibilityLabel(\"Hour\")",
            "TextField(\"Title\", text: $title)",
            "struct Actions: View {\n    var body: some View { actionButton(\"trash\") { delete() } }\n    func actionButton(_ image: String, action: @escaping () -> Void) -> some View {\n        Button { action() } label: { Image(systemName: image) }\n    }\n}",
            "struct Actions: View {\n    var body: some View { actionButton(\"bubble.right\") { reply() } }\n    func actionButton(_ image: String, action: @escaping () -> Void) -> some View {\n        Button { action() } label: { Label(\"Reply\", systemImage: image) }\n    }\n}",
            "TextField(\"Title\", text: $title, prompt: Text(\"Required\"))",
            "Button(action: action) {\n    Image(icon)\n        .frame(width: 68)\n        .accessibilityElement(label: accessibilityLabel, hint: accessibilityHint, traits: .isButton)\n}",
            "Button(action: onToggleBookmark, label: {\n    if isFavorited {\n        Assets.Icons.bookmark.swiftUIImage\n    } else {\n        Text(\"Bookmark\")\n    }\n})",
            "Menu {\n    Button(\"Delete\", role: .destructive, action: remove)\n} label: {\n    switch record.status {\n    case .downloading:\n        Image(systemName: \"stop.circle.fill\")\n    default:\n        Text(record.title)\n    }\n}",
            "LabeledContent(\"Title\") {\n    TextField(\"\", text: $title)\n}",
            "TextField(\"\", text: $title).accessibilityLabel(\"Title\")",
            "PhotosPicker(selection: $photos, matching: .images) {\n    Label(\"Choose a photo\", systemImage: \"photo\")\n}",
            "NavigationLink(destination: DetailView(), isActive: $showDetail) {}",
            "Button(action: restore) {}\n    .buttonStyle(RestoreButtonStyle())",
            "Menu {\n    Picker(\"\", selection: $sort) { Text(\"Name\").tag(0) }\n} label: {\n    Label(\"Sort\", systemImage: \"arrow.up.arrow.down\")\n}",
            "Picker(\"\", selection: $mode) { Text(\"Day\").tag(0) }\n    .pickerStyle(.segmented)",
            "Picker(\"\", selection: $mode) { Text(\"Day\").tag(0) }\n    .pickerStyle(SegmentedPickerStyle())",
            "HStack {\n    Text(\"Include fees\")\n    Toggle(isOn: $includeFees) {}\n}\n.accessibilityElement(children: .combine)",
            "Button(action: onRemove) {\n    Image(systemName: \"xmark.circle\")\n        .accessibility(label: Text(\"Remove\"))\n}",
            "Button(action: action) { Image(systemName: \"xmark\") }",
            "Button(action: dismissSnackbar) {\n    Image.closeWhite\n        .accessibilityLabel(\"Dismiss\")\n}",
            "Button(action: showOptions) {\n    Image(asset: Asset.Images.ellipsis, label: Text(Localizations.options))\n}",
            "Picker(\"\", selection: $theme) {\n    Text(\"Light\").tag(Theme.light)\n}\n.labelsHidden()\n.accessibilityLabel(\"Theme\")",
            "FeedView()\n    .tabItem {\n        Label(\"Feed\", systemImage: \"newspaper.fill\")\n    }",
            "FeedView()\n    .tabItem { Label(\"\", image: \"feed\").accessibilityLabel(\"Feed\") }",
            "Button {\n    showDetails = true\n} label: {\n    Image(systemName: \"info.circle\")\n}\n.accessibilityHidden(true)",
            "Button(action: goBack) { Image(\"back-arrow\") }",
            "Button(action: toggleSave) { Image(.bookmarkFilled) }",
            "Button {\n    dismiss()\n} label: {\n    Image.volume.backArrow\n        .foregroundColor(.black)\n}",
            "Button {\n    dismiss()\n} label: {\n    Image.volume.backArrow\n}",
        ])

    /// Each control, what it is called in a message, and the argument labels after which a single
    /// trailing closure is its label (`Button(action:) { label }`; `Button(role:) { action }` is not).
    /// A picker's closures are its content, so only its title is read; a stepper's one closure
    /// after its value (`Stepper(value: $n, in: 1...10) { Text("Guests") }`), a date or colour
    /// picker's after its selection (`DatePicker(selection: $day) { Text("Birthday") }`) and a
    /// photos picker's are their labels.
    private typealias Control = (name: WatchedName, noun: String, labelFollows: Set<String>?)
    private static let button: Control = (.button, "button", ["action"])
    private static let controls: [Control] = [
        button, (.link, "link", ["destination"]),
        (.navigationLink, "navigation link", ["destination", "value"]), (.menu, "menu", ["content"]),
        (.toggle, "toggle", ["isOn", "sources"]),
        (.stepper, "stepper", ["value", "in", "step", "onEditingChanged", "onIncrement", "onDecrement"]),
        (.slider, "slider", nil),
        (.picker, "picker", nil),
        (.colorPicker, "colour picker", ["selection", "supportsOpacity"]),
        (.datePicker, "date picker", ["selection", "in", "displayedComponents"]),
        (.photosPicker, "photos picker", ["selection"]), (.textField, "text field", nil),
        (.secureField, "secure field", nil), (.textEditor, "text editor", nil),
    ]

    public func check(_ context: RuleContext) -> [RuleHit] {
        guard context.isSwiftUICode else { return [] }
        // The button inside the app's own symbol-button function is reported where it is called,
        // with the symbol it is given.
        let symbolButtons = Self.symbolButtonFunctions(in: context.file)
        return Self.controls.flatMap { control in
            context.initializerCalls(of: control.name).compactMap { index, call in
                symbolButtons.contains(where: { $0.body.contains(index) })
                    ? nil : hit(control, at: index, call, context: context)
            }
        } + tabItemsWithOnlyAnImage(context) + ownButtonsWithOnlyAnImage(context)
            + symbolButtonCalls(context, symbolButtons) + tappedImages(context)
    }

    /// `Image(leftImage).resizable().frame(width: 32, height: 32).onTapGesture { back() }`: an image
    /// tapped as a button. VoiceOver neither names it (it reads the asset's name, or nothing) nor
    /// presses it as one. Only an icon (an asset or a symbol by name): a photo's (`Image(uiImage:)`,
    /// an app's `Image(platformImage:)`) and a decorative image's tap is on content. A double tap is
    /// a second gesture, a symbol or asset whose name says the action is heard as it, and an image
    /// a control's label draws is that control's, read as its label. Reported at the tap, where
    /// `a11y/tap-gesture` says the trait is missing: one row.
    private func tappedImages(_ context: RuleContext) -> [RuleHit] {
        let file = context.file
        return context.memberCalls(of: .onTapGesture).compactMap { call in
            guard let action = call.trailingClosures.first ?? call.arguments.last?.value.lowerBound,
                file.kind(action) != .leftBrace || file.match(action) != action + 1
            else { return nil }
            if let count = file.argument(call, labeled: "count"), !file.tokenIs(count.value.lowerBound, "1") {
                return nil
            }
            let before = context.chain(before: call.name)
            guard let head = before.head, file.tokenIs(head, "Image"), let image = file.call(at: head),
                image.arguments.first.map({ $0.label.map { Self.iconImageLabels.contains(file.text($0)) } ?? true })
                    ?? false,
                !isControlLabel(head, context: context), case .image = Self.label(of: image, in: file),
                !Self.isLabelledOrHidden(
                    before.modifiers + context.modifiers(after: call).map(\.name), context: context),
                !context.isInsideStyle(call.name), !isSpokenFor(head, context: context)
            else { return nil }
            return context.hit(
                at: call.name,
                "This image is tapped as a button, but VoiceOver can neither name it nor press it: make it a "
                    + "Button with a title VoiceOver can read (or add .accessibilityLabel and the .isButton trait).")
        }
    }

    /// How an icon is made by name: `Image(systemName:)`, SFSafeSymbols' `Image(systemSymbol:)`, an
    /// app's `Image(icon:)`, SwiftGen's `Image(asset:)`; or `Image("back")`, `Image(.back)` unlabelled.
    private static let iconImageLabels: Set<String> = ["systemName", "systemSymbol", "icon", "asset"]

    /// Whether the closure right around token `index` is a control's label (`Button {} label: { Image
    /// ... }`, `Button(action: jump) { Image ... }`): the control is what VoiceOver reads.
    private func isControlLabel(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let brace = context.enclosingBrace(of: index, where: { _ in true }),
            let callee = file.callee(ofClosureAt: brace)
        else { return false }
        return file.tokenIs(callee, "label")
            || Self.controls.contains { file.text(callee) == $0.name.spelling }
    }

    /// The finding on the control called at `index`, unless nothing is wrong with its label or
    /// a modifier after it or a container around it names it.
    private func hit(_ control: Control, at index: Int, _ call: CallSite, context: RuleContext) -> RuleHit? {
        let modifiers = context.modifiers(after: call).map(\.name)
        guard let message = problem(control: control, call, context: context),
            !Self.isLabelledOrHidden(modifiers, context: context),
            !Self.isPlaceholder(call, modifiers: modifiers, context: context),
            !isSpokenFor(index, context: context)
        else { return nil }
        return context.hit(at: index, message + Self.helpIsAHint(modifiers, context: context))
    }

    /// What the message adds for a control given only `.help`: a hint, not a name.
    private static func helpIsAHint(_ modifiers: [Int], context: RuleContext) -> String {
        context.chain(modifiers, has: "help")
            ? " Its .help is a tooltip, which VoiceOver reads as a hint, not as its name." : ""
    }

    /// `Button(action: {}) { Image(systemName: "chevron.left").foregroundColor(.clear) }.disabled(true)`:
    /// a button that does nothing and is switched off holds a place in a layout; it is no control
    /// to name.
    private static func isPlaceholder(_ call: CallSite, modifiers: [Int], context: RuleContext) -> Bool {
        let file = context.file
        guard let disabled = modifiers.first(where: { file.tokenIs($0, "disabled") }),
            file.tokenIs(disabled + 2, "true"),
            let action = file.argument(call, labeled: "action") ?? call.arguments.first(where: { $0.label == nil })
        else { return false }
        return action.value.count == 2 && file.kind(action.value.lowerBound) == .leftBrace
            && file.kind(action.value.lowerBound + 1) == .rightBrace
    }

    /// `CircleButton(action: close) { Image(systemName: "xmark.circle.fill") }`: the app's own
    /// button (a type named `...Button` called with an `action:` and a label closure), which draws
    /// its label in a `Button`, shows only an image. So does one given only an icon to draw
    /// (`IconButton(iconName: "clock", action: showHistory)`). A wrapper also given a title (a
    /// string, a `title:` or `label:`) may name it inside, and is left alone.
    private func ownButtonsWithOnlyAnImage(_ context: RuleContext) -> [RuleHit] {
        let file = context.file
        // Named `...Button` and called: found where the bytes say `Button`, the few places a
        // name can end so, rather than by reading every token of the file.
        var candidates: [Int] = []
        file.bytes.withUnsafeBufferPointer { source in
            var from = 0
            while let offset = firstOffset(of: "Button", in: source, from: from) {
                from = offset + 6
                guard let index = file.tokenIndex(endingAt: offset + 6) else { continue }
                let token = file.tokens[index]
                guard token.kind == .identifier, token.end - token.start > 6, file.kind(index + 1) == .leftParen,
                    source[Int(token.start)] >= UInt8(ascii: "A"), source[Int(token.start)] <= UInt8(ascii: "Z")
                else { continue }
                candidates.append(index)
            }
        }
        return candidates.compactMap { index in
            guard file.kind(index - 1) != .period, !context.isDeclaredName(index),
                !context.excluded.contains(where: { $0.contains(index) }),
                let call = file.call(at: index),
                !call.arguments.contains(where: { argument in
                    argument.label.map { Self.handsOverWords(file.text($0)) }
                        ?? (argument.value.count == 1 && file.kind(argument.value.lowerBound) == .stringLiteral)
                })
            else { return nil }
            let givenAction = file.argument(call, labeled: "action") != nil
            if call.trailingClosures.count == 1, givenAction {
                return hit(Self.button, at: index, call, context: context)
            }
            // Only an icon and an action (given, or the one closure, with no text in it): nothing
            // else it could be named by. Without an action it is a view drawn inside a control;
            // AppKit's and UIKit's buttons (`NSButton(image:target:action:)`) are not the app's own.
            guard call.trailingClosures.count == (givenAction ? 0 : 1),
                call.trailingClosures.allSatisfy({ !Self.showsText(closureAt: $0, in: file) }),
                !PlatformTypeName.isPlatformType(file.text(index)),
                let icon = call.arguments.first(where: {
                    $0.label.map { Self.iconLabels.contains(file.text($0)) } ?? false
                }),
                !Self.iconNamesItsAction(icon.value, in: file),
                !Self.isLabelledOrHidden(context.modifiers(after: call).map(\.name), context: context),
                !isSpokenFor(index, context: context)
            else { return nil }
            return context.hit(
                at: index,
                "This button shows only the icon it is given: give it a title VoiceOver can read."
                    + Self.helpIsAHint(context.modifiers(after: call).map(\.name), context: context))
        }
    }

    /// `actionButton("bubble.right") { reply() }`, where this file declares `func actionButton(_ image:
    /// String, action: ...) -> some View` as a `Button` labelled by `Image(systemName: image)` alone (or
    /// as a call of such a function handing it `image`): the app's own button made of a symbol's name,
    /// called with a symbol that does not name its action.
    private func symbolButtonCalls(_ context: RuleContext, _ symbolButtons: [SymbolButton]) -> [RuleHit] {
        guard !symbolButtons.isEmpty else { return [] }
        let file = context.file
        let names = Set(symbolButtons.map(\.name))
        return file.tokens.indices.compactMap { index in
            guard file.kind(index) == .identifier, file.kind(index + 1) == .leftParen, !file.tokenIs(index - 1, "func"),
                file.kind(index - 1) != .period || file.tokenIs(index - 2, "self"),
                names.contains(file.text(index)), let call = file.call(at: index),
                let first = call.arguments.first, first.label == nil,
                !context.excluded.contains(where: { $0.contains(index) })
            else { return nil }
            // The symbol written, or either of two chosen by state (`isOn ? "bolt.fill" : "bolt"`).
            let symbols = first.value.filter { file.kind($0) == .stringLiteral }.map {
                Self.symbol(literalAt: $0, in: file)
            }
            guard !symbols.isEmpty, first.value.allSatisfy({ file.kind($0) != .identifier || symbols.count == 2 }),
                !symbols.contains(where: Self.namesItsAction),
                !Self.isLabelledOrHidden(context.modifiers(after: call).map(\.name), context: context),
                !isSpokenFor(index, context: context)
            else { return nil }
            return context.hit(
                at: index,
                "This button shows only the symbol \(symbols[0]): give it a title VoiceOver can read."
                    + Self.helpIsAHint(context.modifiers(after: call).map(\.name), context: context))
        }
    }

    /// A function of the file's that makes a button of a symbol's name alone, and its body.
    private typealias SymbolButton = (name: String, body: ClosedRange<Int>)

    /// The file's `func ...Button(_ image: String, ...) -> some View` that make a `Button` labelled by
    /// `Image(systemName: image)` alone, or hand `image` on to one that does.
    private static func symbolButtonFunctions(in file: SourceFile) -> [SymbolButton] {
        // `func ...Button(_ name: String`: found where the bytes say so, not by reading every token.
        // Each with the token of its symbol parameter's name.
        var declared: [(function: SymbolButton, parameter: Int)] = []
        file.bytes.withUnsafeBufferPointer { source in
            var from = 0
            while let offset = firstOffset(of: "Button(_ ", in: source, from: from) {
                from = offset + 9
                guard let name = file.tokenIndex(endingAt: offset + 6), file.tokenIs(name - 1, "func"),
                    file.kind(name + 1) == .leftParen, let close = file.match(name + 1),
                    file.kind(name + 3) == .identifier, file.kind(name + 4) == .colon, file.tokenIs(name + 5, "String"),
                    let open = (close..<min(close + 12, file.tokens.count)).first(where: { file.kind($0) == .leftBrace }
                    ),
                    let end = file.match(open)
                else { continue }
                declared.append(((file.text(name), open...end), name + 3))
            }
        }
        guard !declared.isEmpty else { return [] }
        func showsSymbolAlone(_ function: SymbolButton, parameter: Int) -> Bool {
            !showsText(closureAt: function.body.lowerBound, in: file)
                && function.body.contains { index in
                    file.tokenIs(index, "systemName") && file.kind(index + 1) == .colon
                        && file.sameTokens(index + 2..<(index + 3), parameter..<(parameter + 1))
                        && file.kind(index + 3) == .rightParen
                } && function.body.contains { file.tokenIs($0, "Button") }
        }
        var symbolButtons = Set(
            declared.filter { showsSymbolAlone($0.function, parameter: $0.parameter) }.map(\.function.name))
        // One that hands its symbol on to such a function (`asyncActionButton(image, color: .label, ...)`).
        for (function, parameter) in declared where !symbolButtons.contains(function.name) {
            let delegates = function.body.contains { index in
                symbolButtons.contains(file.text(index)) && file.kind(index + 1) == .leftParen
                    && file.sameTokens(index + 2..<(index + 3), parameter..<(parameter + 1))
            }
            if delegates { symbolButtons.insert(function.name) }
        }
        return declared.map(\.function).filter { symbolButtons.contains($0.name) }
    }

    /// Whether the closure at `brace` holds text (a `Text`, a `Label`, a string): a label, not an action.
    private static func showsText(closureAt brace: Int, in file: SourceFile) -> Bool {
        guard let close = file.match(brace) else { return true }
        return (brace..<close).contains { index in
            file.kind(index) == .stringLiteral || file.tokenIs(index, "Text") || file.tokenIs(index, "Label")
        }
    }

    /// The argument labels that hand the app's own button the icon it draws.
    private static let iconLabels: Set<String> = [
        "icon", "iconName", "image", "imageName", "systemName", "systemImage", "symbolName",
    ]

    /// An argument label that hands a view words to show or read: `title:`, `name:`,
    /// `secondaryText:`, `buttonTitle:`, `help:` (a tooltip the app's own button may also make its
    /// accessibility label); not `textColor:` or `context:`.
    private static func handsOverWords(_ label: String) -> Bool {
        wordLabels.contains(label) || ["Title", "Text", "Label", "Caption", "Help"].contains { label.hasSuffix($0) }
    }

    private static let wordLabels: Set<String> = [
        "title", "label", "text", "name", "caption", "subtitle", "accessibilityLabel", "help", "tooltip",
    ]

    /// An icon given as `"xmark"` or `.trash`, whose name says the action (`namesItsAction`).
    private static func iconNamesItsAction(_ value: Range<Int>, in file: SourceFile) -> Bool {
        if value.count == 1, file.kind(value.lowerBound) == .stringLiteral {
            return namesItsAction(symbol(literalAt: value.lowerBound, in: file))
        }
        return value.count == 2 && file.kind(value.lowerBound) == .period
            && namesItsAction(file.text(value.lowerBound + 1))
    }

    /// A symbol's name from its string literal (`"xmark"`, `#"xmark"#`).
    private static func symbol(literalAt index: Int, in file: SourceFile) -> String {
        String(file.text(index).drop { $0 == "#" }.dropFirst().reversed().drop { $0 == "#" }.dropFirst().reversed())
    }

    /// The SF Symbol an SFSafeSymbols case names: its parts joined by dots, each capital starting
    /// one (`squareAndArrowUp` is `square.and.arrow.up`; a leading `_` marks a name that starts with
    /// a digit).
    private static func symbolName(safeSymbolCase name: String) -> String {
        var symbol = ""
        for character in name.drop(while: { $0 == "_" }) {
            if character.isUppercase {
                symbol += "." + character.lowercased()
            } else {
                symbol.append(character)
            }
        }
        return symbol
    }

    /// `.accessibilityLabel(...)`, or the older `.accessibility(label: ...)`.
    /// Or the app's own wrapper of it, named for it (`.fiberAccessibilityLabel(...)`), or given a
    /// label (`.accessibilityElement(label: title, hint: hint)`: SwiftUI's own takes `children:`).
    private static func isLabelled(_ modifiers: [Int], context: RuleContext) -> Bool {
        let file = context.file
        return context.chain(modifiers, has: "accessibilityLabel") || context.chain(modifiers, has: "accessibility")
            || modifiers.contains { modifier in
                file.text(modifier).hasSuffix("AccessibilityLabel")
                    || (file.tokenIs(modifier, "accessibilityElement")
                        && file.call(at: modifier).flatMap { file.argument($0, labeled: "label") } != nil)
            }
    }

    /// A control's own modifiers label it or hide it from VoiceOver (`.accessibilityHidden(true)`,
    /// its action offered another way, as `.accessibilityActions` on its row): either way VoiceOver
    /// never reads its image alone as its name. `.help("Open the folder")` does not: it is the
    /// tooltip, which VoiceOver reads as the hint, after the image's name and only when hints are on.
    private static func isLabelledOrHidden(_ modifiers: [Int], context: RuleContext) -> Bool {
        isLabelled(modifiers, context: context) || context.chain(modifiers, has: "accessibilityHidden")
            // `.hidden()`, never shown; not an app's own `.hidden(text.isEmpty)`, shown at times.
            || modifiers.contains { context.file.tokenIs($0, "hidden") && context.file.kind($0 + 2) == .rightParen }
    }

    /// Whether what encloses the control names it: a container made one accessibility element
    /// (`HStack { Text("Fees"); Toggle("", isOn: $on) }.accessibilityElement(children: .combine)`)
    /// or hidden, or a menu, whose pickers and toggles are shown as its items.
    private func isSpokenFor(_ index: Int, context: RuleContext) -> Bool {
        let file = context.file
        let inMenu =
            context.enclosingBrace(of: index) { brace in
                guard let callee = context.file.callee(ofClosureAt: brace) else { return false }
                return file.tokenIs(callee, "Menu")
                    || (file.tokenIs(callee, "content") && file.tokenIs(callee - 2, "Menu"))
            } != nil
        return inMenu
            || context.containerModifiers(around: index).contains { modifiers in
                context.chain(modifiers, has: "accessibilityElement")
                    || context.chain(modifiers, has: "accessibilityHidden")
            }
    }

    /// Whether the control at `index` is the content of a `LabeledContent` (`LabeledContent { Picker("",
    /// ...) } label: { Text("Model") }`, `LabeledContent("Model") { ... }`), which pairs its label
    /// with the content for VoiceOver: an empty title there is the design, not a missing name.
    private static func isLabeledContent(around index: Int, context: RuleContext) -> Bool {
        let file = context.file
        return context.enclosingBrace(of: index) { brace in
            guard let callee = context.file.callee(ofClosureAt: brace),
                file.tokenIs(callee, "LabeledContent")
                    || (file.tokenIs(callee, "content") && file.tokenIs(callee - 2, "LabeledContent"))
            else { return false }
            // A label over a group of controls (a field and its stepper, a toggle and what it enables)
            // names the group, not each of them.
            return controlCount(inClosureAt: brace, in: file) == 1
        } != nil
    }

    /// How many controls (`Stepper(`, `TextField(`, `Toggle {`) the closure at `brace` makes.
    private static func controlCount(inClosureAt brace: Int, in file: SourceFile) -> Int {
        guard let close = file.match(brace) else { return 0 }
        return ((brace + 1)..<close).count { index in
            file.kind(index) == .identifier && file.kind(index - 1) != .period
                && (file.kind(index + 1) == .leftParen || file.kind(index + 1) == .leftBrace)
                && controls.contains { file.text(index) == $0.name.spelling }
        }
    }

    /// Whether a control with an empty title or label is read by other means: a segmented picker's
    /// segments read their own titles (reported again after round 74, over corpus apps nobody opened
    /// for it: 6 of 24, most of them tab bars and filters whose segments name the pages, or under a
    /// header VoiceOver reads just before); a control in a `LabeledContent`'s content is read with that
    /// label. A button with no title that carries a keyboard shortcut (`Button("") {
    /// close() }.keyboardShortcut(.escape)`, kept out of sight) is the shortcut's, not a control
    /// anyone sees or VoiceOver visits.
    private func isNamedElsewhere(_ control: Control, _ call: CallSite, context: RuleContext) -> Bool {
        let file = context.file
        return context.modifiers(after: call).contains(where: {
            (file.tokenIs($0.name, "pickerStyle") && isSegmented($0, in: file))
                || (control.name == .button && file.tokenIs($0.name, "keyboardShortcut"))
        }) || Self.isLabeledContent(around: call.name, context: context)
    }

    /// Whether the closure at `brace` is given a value: `{ isEditing in`, `{ _ in`.
    private static func takesAValue(closureAt brace: Int, in file: SourceFile) -> Bool {
        (file.kind(brace + 1) == .identifier || file.tokenIs(brace + 1, "_")) && file.tokenIs(brace + 2, "in")
    }

    /// Whether a field is given a `prompt:` that shows something (`prompt: nil` shows nothing).
    private static func hasPrompt(_ call: CallSite, in file: SourceFile) -> Bool {
        guard let prompt = file.argument(call, labeled: "prompt") else { return false }
        return !(prompt.value.count == 1 && file.tokenIs(prompt.value.lowerBound, "nil"))
    }

    /// `{ }`, `{ Text("") }` or `{ EmptyView() }`: a label closure that shows nothing.
    private static func isEmptyLabel(closureAt open: Int, in file: SourceFile) -> Bool {
        guard file.kind(open) == .leftBrace, let close = file.match(open) else { return false }
        return close == open + 1 || isEmptyLabel(view: (open + 1)..<close, in: file)
    }

    /// `EmptyView()`, `Text("")` or `Text(verbatim: "")`, given as a label's value or as all its
    /// closure holds: a view that shows nothing.
    private static func isEmptyLabel(view value: Range<Int>, in file: SourceFile) -> Bool {
        let start = value.lowerBound
        if value.count == 3, file.tokenIs(start, "EmptyView"), file.kind(start + 1) == .leftParen,
            file.kind(start + 2) == .rightParen
        {
            return true
        }
        guard file.tokenIs(start, "Text"), file.kind(start + 1) == .leftParen else { return false }
        let verbatim = file.tokenIs(start + 2, "verbatim") && file.kind(start + 3) == .colon ? 2 : 0
        return value.count == 4 + verbatim && file.text(start + 2 + verbatim) == "\"\""
            && file.kind(start + 3 + verbatim) == .rightParen
    }

    /// What VoiceOver would read wrong on this control, before any `.accessibilityLabel` after it.
    private func problem(control: Control, _ call: CallSite, context: RuleContext) -> String? {
        let file = context.file
        // `Slider(value: $volume, in: 0...1)`: no label at all. Apple: "Not all slider styles show the
        // label, but even in those cases, SwiftUI uses the label for accessibility." A closure after
        // it may be the label (or the older `onEditingChanged`): left alone.
        if control.name == .slider {
            // `Slider(value: $zoom, in: 1...3) { isEditing in ... }`: a closure given a value is the
            // older `onEditingChanged`; a label's takes none.
            guard file.argument(call, labeled: "label") == nil,
                call.trailingClosures.allSatisfy({ Self.takesAValue(closureAt: $0, in: file) }),
                !isNamedElsewhere(control, call, context: context)
            else { return nil }
            return
                "This slider has no label: give it one VoiceOver can read (Slider(value:in:label:), with .labelsHidden() where it must not show)."
        }
        // `TextEditor(text: $notes)` takes no title at all: VoiceOver reads "Text view" and no name,
        // however the screen shows one (a placeholder `Text` drawn over it, a caption beside it). One
        // bound to `.constant(text)` shows text no one edits, which VoiceOver reads as it is.
        if control.name == .textEditor {
            // `.constant(text)` or `Binding.constant(text)`.
            let isConstant = file.argument(call, labeled: "text").map { text in
                let start = text.value.lowerBound + (file.tokenIs(text.value.lowerBound, "Binding") ? 1 : 0)
                return file.kind(start) == .period && file.tokenIs(start + 1, "constant")
            }
            guard isConstant != true,
                !isNamedElsewhere(control, call, context: context)
            else { return nil }
            return
                "This text editor has no label: give it one VoiceOver can read (.accessibilityLabel, or a LabeledContent around it)."
        }
        // A title string or a localized key as the first argument: there is a label, unless it is
        // empty (`Toggle("", isOn: $on).labelsHidden()`), which VoiceOver reads as nothing, or a
        // glyph (`Button("✕")`), which it reads by the character's name.
        if let first = call.arguments.first, first.label == nil {
            // `String("")` is the empty title too, written to pick the initializer that takes a string.
            var literal = first.value.lowerBound
            if first.value.count == 4, file.tokenIs(literal, "String"), file.kind(literal + 1) == .leftParen,
                file.kind(literal + 3) == .rightParen
            {
                literal += 2
            } else if first.value.count != 1 {
                return nil
            }
            guard file.kind(literal) == .stringLiteral else { return nil }
            let title = file.text(literal)
            if title == "\"\"" {
                guard !isNamedElsewhere(control, call, context: context) else { return nil }
                // `TextField("", text: $url, prompt: Text("Endpoint"))`: the prompt is a placeholder,
                // read only while the field is empty ("No placeholder-as-label").
                if Self.hasPrompt(call, in: file) {
                    return
                        "This \(control.noun)'s title is empty and its prompt is a placeholder, which VoiceOver stops reading once the field holds text: give it a title (with .labelsHidden() where it must not show)."
                }
                return "This \(control.noun)'s title is empty: give it one VoiceOver can read."
            }
            guard Self.isGlyph(literal: title) else { return nil }
            return
                "This \(control.noun)'s title is the glyph \(title), which VoiceOver reads by the character's name: give it a title VoiceOver can read."
        }
        guard let labelFollows = control.labelFollows else {
            // A picker's or a field's closures are its content; a `label:` given empty
            // (`Picker(selection: $n) { ... } label: { }`, `DatePicker(selection: $d, label: { Text("") })`)
            // names it no more than an empty title.
            // `Picker(selection: $hour, label: EmptyView())`: the label given as a view, not a closure.
            let argument = file.argument(call, labeled: "label")
            let label =
                argument.map(\.value.lowerBound) ?? (call.trailingClosures.count >= 2 ? call.trailingClosures[1] : nil)
            guard let label,
                Self.isEmptyLabel(closureAt: label, in: file)
                    || argument.map({ Self.isEmptyLabel(view: $0.value, in: file) }) ?? false,
                !isNamedElsewhere(control, call, context: context)
            else { return nil }
            return "This \(control.noun)'s label is empty: give it a title VoiceOver can read."
        }
        let singleIsLabel = call.arguments.contains { $0.label.map(file.text).map(labelFollows.contains) ?? false }
        let label: Int? =
            file.argument(call, labeled: "label").map(\.value.lowerBound)
            ?? (call.trailingClosures.count >= 2 ? call.trailingClosures[1] : nil)
            ?? (singleIsLabel ? call.trailingClosures.first : nil)
        guard let label, file.kind(label) == .leftBrace, file.match(label) != nil else { return nil }
        // An empty navigation link is the hidden one programmatic navigation drives (`isActive:`);
        // a button styled by the app's own style is drawn, title and all, by that style.
        if Self.isEmptyLabel(closureAt: label, in: file), control.name != .navigationLink,
            !(control.name == .button && hasOwnButtonStyle(call, context: context)),
            !isNamedElsewhere(control, call, context: context)
        {
            return "This \(control.noun)'s label is empty: give it a title VoiceOver can read."
        }
        if let glyph = onlyAGlyphText(closureAt: label, context: context) {
            return
                "This \(control.noun) shows only the glyph \(glyph), which VoiceOver reads by the character's name: give it a title VoiceOver can read."
        }
        switch unlabeledImage(closureAt: label, opensAPlace: control.name == .link, context: context) {
        case .none:
            switch Self.wordlessDrawing(closureAt: label, in: file, pictures: context.project.pictureViews) {
            case .images?: return "This \(control.noun) shows only images: give it a title VoiceOver can read."
            case .shapes?: return "This \(control.noun) shows only a shape: give it a title VoiceOver can read."
            case nil: return nil
            }
        case .image: break
        case .selfNaming(let symbol):
            // `xmark` reads "Close": a name only for a control that closes something.
            guard control.name == .button, symbol.hasPrefix("xmark") || symbol.hasPrefix("x."),
                let action = action(of: call, label: label, in: file),
                Self.removes(action, in: file)
            else { return nil }
            return
                "This button shows only \(symbol), which VoiceOver reads as \"Close\", but it does not close: give it a title VoiceOver can read."
        }
        return "This \(control.noun) shows only an image: give it a title VoiceOver can read."
    }

    /// `.tabItem { Image(systemName: "house") }`: a tab named by nothing VoiceOver can read.
    private func tabItemsWithOnlyAnImage(_ context: RuleContext) -> [RuleHit] {
        context.memberCalls(of: .tabItem).compactMap { call in
            guard call.arguments.isEmpty, let brace = call.trailingClosures.first,
                case .image = unlabeledImage(closureAt: brace, context: context)
            else { return nil }
            return context.hit(at: call.name, "This tab item shows only an image: give it a title VoiceOver can read.")
        }
    }

    /// SF Symbols whose own accessibility label names the action a control with them takes:
    /// VoiceOver reads `xmark` as "Close", `square.and.arrow.up` as "Share", `ellipsis` as "More",
    /// a player's `play`, `pause` and `stop` as themselves.
    /// Their filled, circled and squared variants (`xmark.circle.fill`) read the same.
    /// `x.circle` and `x.square` are the older names of `xmark.circle` and `xmark.square`, read alike.
    static let selfNamingSymbols: Set<String> = [
        "xmark", "x", "square.and.arrow.up", "ellipsis", "plus", "trash", "magnifyingglass", "square.and.pencil",
        "pencil", "minus", "play", "pause", "stop", "playpause", "forward", "backward",
    ]

    /// Whether the symbol named by `Image(systemName: "...")` reads as an action by itself.
    static func namesItsAction(_ symbol: String) -> Bool {
        var name = Substring(symbol)
        while !selfNamingSymbols.contains(String(name)) {
            guard let dot = name.lastIndex(of: "."),
                ["fill", "circle", "square"].contains(name[name.index(after: dot)...])
            else { return false }
            name = name[..<dot]
        }
        return true
    }

    /// An image of the app's own: a view named for an icon (`IconView(icon: .qrCode)`, `AppIcon`,
    /// `IconPreview`, `SymbolView`) or an image (`RemoteImage(url:)`, `AsyncImage`,
    /// `CircleImageView(imageUrl:)`, a function `resizableImage(name:)`), which draws an image and
    /// takes no title.
    private static func isImageView(_ name: String) -> Bool {
        guard
            name.contains("Icon") || name.hasSuffix("SymbolView") || name.hasSuffix("Image")
                || name.hasSuffix("ImageView")
        else { return false }
        return !["Label", "Text", "Title", "Button", "Row", "Cell"].contains { name.contains($0) }
    }

    /// `MailResourcesAsset.qrCode.swiftUIImage`, `Asset.Icons.close.image`: an asset image through the
    /// accessors SwiftGen generates, or a value's own image (`type.image`), then only modifiers
    /// without an accessibility label, up to `close`.
    private func isAssetImage(from first: Int, to close: Int, context: RuleContext) -> Bool {
        let file = context.file
        guard let cursor = Self.assetImageEnd(at: first, in: file, orValueImage: true) else { return false }
        // Then modifiers only, none of them a label, up to the closure's end: a view beside it may name it.
        let modifiers = context.modifiers(afterToken: cursor)
        guard (modifiers.last?.end ?? cursor) + 1 == close else { return false }
        return !modifiers.contains {
            file.tokenIs($0.name, "accessibilityLabel") || file.tokenIs($0.name, "accessibilityHidden")
        }
            && !((cursor + 1)..<close).contains { file.tokenIs($0, "Text") || file.tokenIs($0, "Label") }
    }

    /// The last token of an asset image reached through SwiftGen's accessors from `first`
    /// (`Assets.Icons.bookmark.swiftUIImage`, `Asset.Icons.close.image`), or with `orValueImage` of a
    /// value's own image one member deep (`type.image`, a tab's or a category's; `self` is the view).
    private static func assetImageEnd(at first: Int, in file: SourceFile, orValueImage: Bool = false) -> Int? {
        var cursor = first
        while file.kind(cursor + 1) == .period, file.kind(cursor + 2) == .identifier,
            !file.tokenIs(cursor, "swiftUIImage"), !(file.tokenIs(cursor, "image") && cursor > first)
        {
            cursor += 2
        }
        guard cursor > first else { return nil }
        if file.tokenIs(cursor, "swiftUIImage") { return cursor }
        guard file.tokenIs(cursor, "image") else { return nil }
        let owner = file.text(first)
        if owner.hasSuffix("Asset") || owner.hasSuffix("Assets") { return cursor }
        let isValueImage = cursor == first + 2 && owner.first?.isLowercase == true && !file.tokenIs(first, "self")
        return orValueImage && isValueImage ? cursor : nil
    }

    /// What a label closure holding only an image is.
    private enum ImageLabel {
        /// Not only an image, or one with an accessibility label.
        case none
        /// An image VoiceOver names by its file or symbol name, or not at all.
        case image
        /// An SF Symbol whose own label names an action (`xmark` reads "Close"), or an asset whose
        /// name does (`back-arrow`).
        case selfNaming(String)
    }

    /// `{ Image(...).modifiers }` (or an image view of the app's) and nothing else, with no
    /// accessibility label on it. A link (`opensAPlace`) whose asset is named as a proper noun
    /// (`Image("Reddit")`) is heard as the place it opens.
    private func unlabeledImage(closureAt brace: Int, opensAPlace: Bool = false, context: RuleContext) -> ImageLabel {
        let file = context.file
        guard let first = context.firstStatement(inClosureAt: brace), let close = file.match(brace) else {
            return .none
        }
        if isAssetImage(from: first, to: close, context: context) { return .image }
        // `Label("", image: "market")`: a label whose title is empty shows only its image.
        if file.tokenIs(first, "Label"), let label = file.call(at: first), let title = label.arguments.first,
            title.label == nil, title.value.count == 1, file.tokenIs(title.value.lowerBound, "\"\"")
        {
            return onlyUnlabelledModifiers(after: label.end, to: close, context: context) ? .image : .none
        }
        // `Image.closeWhite`: an asset the app names as a static member of `Image`.
        if file.tokenIs(first, "Image"), file.kind(first + 1) == .period, file.kind(first + 2) == .identifier,
            !file.tokenIs(first + 2, "init"), file.kind(first + 3) != .leftParen
        {
            // `Image.volume.backArrow`: the last member names the asset, whose name VoiceOver reads.
            var last = first + 2
            while file.kind(last + 1) == .period, file.kind(last + 2) == .identifier, file.kind(last + 3) != .leftParen
            {
                last += 2
            }
            guard onlyUnlabelledModifiers(after: last, to: close, context: context) else { return .none }
            return Self.assetLabel(file.text(last), in: file)
        }
        // `Constants.Images.arrowLeft`: an image the app keeps as a constant (`ImageConstants`).
        if let last = imageConstant(at: first, context: context) {
            guard onlyUnlabelledModifiers(after: last, to: close, context: context) else { return .none }
            let asset = context.project.imageConstants[file.text(last)] ?? ""
            // A symbol's own label (`xmark` reads "Close").
            if asset.hasPrefix("systemName:") {
                let symbol = String(asset.dropFirst("systemName:".count))
                return Self.namesItsAction(symbol) ? .selfNaming(symbol) : .image
            }
            return Self.assetLabel(asset, in: file)
        }
        // `{ textFieldIcon }`, `{ layout.nextImage }`: a property this file declares as an `Image`,
        // or as a view that draws images and no words (`{ thumbnailView }`).
        if let last = imagePropertyName(at: first, in: file),
            onlyUnlabelledModifiers(after: last, to: close, context: context)
        {
            let name = file.text(last)
            if let property = imageProperty(named: name, in: file) {
                return Self.symbolsNamingTheirAction(inPropertyAt: property, in: file).map(ImageLabel.selfNaming)
                    ?? .image
            }
            return declaresWordlessView(named: name, in: file, pictures: context.project.pictureViews) ? .image : .none
        }
        guard file.tokenIs(first, "Image") || Self.isImageView(file.text(first)), let image = file.call(at: first)
        else { return .none }
        guard onlyUnlabelledModifiers(after: image.end, to: close, context: context) else { return .none }
        return Self.label(of: image, opensAPlace: opensAPlace, in: file)
    }

    /// What VoiceOver names the image `image` makes (`Image(...)` or an image view of the app's) by.
    private static func label(of image: CallSite, opensAPlace: Bool = false, in file: SourceFile) -> ImageLabel {
        let first = image.name
        // `Image("close", label: Text("Close"))`, SwiftGen's `Image(asset:label:)`: labelled where made.
        if file.argument(image, labeled: "label") != nil { return .none }
        if let symbol = file.argument(image, labeled: "systemName"), symbol.value.count == 1,
            file.kind(symbol.value.lowerBound) == .stringLiteral
        {
            let name = Self.symbol(literalAt: symbol.value.lowerBound, in: file)
            if Self.namesItsAction(name) { return .selfNaming(name) }
        }
        // SFSafeSymbols' `Image(systemSymbol: .ellipsisCircle)` (or `SFSymbol.ellipsisCircle`) is the
        // symbol `ellipsis.circle`, read by VoiceOver with the same label.
        if let symbol = file.argument(image, labeled: "systemSymbol"), let last = symbol.value.last,
            file.kind(last) == .identifier, file.kind(last - 1) == .period,
            symbol.value.count == 2 || (symbol.value.count == 3 && file.tokenIs(symbol.value.lowerBound, "SFSymbol"))
        {
            let name = Self.symbolName(safeSymbolCase: file.text(last))
            if Self.namesItsAction(name) { return .selfNaming(name) }
        }
        // `Image("back-arrow")`, `Image(.closeIcon)`: VoiceOver reads an asset image by its name, in
        // the one language the name is written in; a file that localizes its words speaks others.
        // (Only SwiftUI's `Image`: the app's own icon view, `ThemeImage(.remove)`, maps its case to
        // an image whose name VoiceOver reads instead.)
        if file.tokenIs(first, "Image"), let asset = image.arguments.first, asset.label == nil,
            asset.value.count <= 2
        {
            let at = asset.value.upperBound - 1
            let name =
                file.kind(at) == .stringLiteral
                ? Self.symbol(literalAt: at, in: file)
                : (asset.value.count == 2 && file.kind(asset.value.lowerBound) == .period ? file.text(at) : "")
            // The name first: the file's bytes are searched only for a name that says an action.
            if Self.assetNamesItsAction(name), !Self.localizesItsWords(file.bytes) { return .selfNaming(name) }
            if opensAPlace, Self.isProperNoun(name) { return .selfNaming(name) }
        }
        return .image
    }

    /// The name's token when `first` starts `name` or `value.name` and nothing but modifiers
    /// follow: a property, perhaps an image (`imageProperty(named:in:)`).
    private func imagePropertyName(at first: Int, in file: SourceFile) -> Int? {
        guard file.kind(first) == .identifier, file.text(first).first?.isLowercase == true,
            !file.tokenIs(first, "self")
        else { return nil }
        // `layout.nextImage`, or `icon.fixedSize()`: a modifier after the name is no member of it.
        let last =
            file.kind(first + 1) == .period && file.kind(first + 2) == .identifier && file.kind(first + 3) != .leftParen
            ? first + 2 : first
        guard file.kind(last + 1) != .leftParen, file.kind(last + 1) != .period || file.kind(last + 3) == .leftParen
        else { return nil }
        return last
    }

    /// The `var` of a property `name` this file declares with the type `Image` (`var textFieldIcon:
    /// Image { isSecure ? .eye : .eyeSlash }`): an image however it is chosen.
    private func imageProperty(named name: String, in file: SourceFile) -> Int? {
        file.tokens.indices.first { index in
            file.tokenIs(index + 3, "Image") && file.kind(index + 2) == .colon
                && (file.tokenIs(index, "var") || file.tokenIs(index, "let")) && file.kind(index + 1) == .identifier
                && file.kind(index + 4) != .period && !file.tokenIs(index + 4, "?") && file.text(index + 1) == name
        }
    }

    /// `var playOrStop: Image { isPlaying ? Image(systemName: "stop.circle") : Image(systemName:
    /// "play.circle") }`: a computed image whose every choice is a symbol that names its action,
    /// heard as it (the first); nil when any choice is another image or none is a symbol.
    private static func symbolsNamingTheirAction(inPropertyAt property: Int, in file: SourceFile) -> String? {
        guard file.kind(property + 4) == .leftBrace, let close = file.match(property + 4) else { return nil }
        var symbols: [String] = []
        for index in (property + 5)..<close where file.tokenIs(index, "Image") {
            guard file.kind(index + 1) == .leftParen, file.tokenIs(index + 2, "systemName"),
                file.kind(index + 4) == .stringLiteral, file.kind(index + 5) == .rightParen
            else { return nil }
            symbols.append(symbol(literalAt: index + 4, in: file))
        }
        guard let first = symbols.first, symbols.allSatisfy(namesItsAction) else { return nil }
        return first
    }

    /// Whether this file declares `var name: some View { ... }` that draws images and no words, as
    /// a label closure may (`wordlessDrawing`): `{ thumbnailView }` is that view's images.
    private func declaresWordlessView(named name: String, in file: SourceFile, pictures: Set<String>) -> Bool {
        guard
            let declaration = file.tokens.indices.first(where: { index in
                file.tokenIs(index, "var") && file.kind(index + 1) == .identifier && file.kind(index + 2) == .colon
                    && file.tokenIs(index + 3, "some") && file.tokenIs(index + 4, "View")
                    && file.kind(index + 5) == .leftBrace && file.text(index + 1) == name
            })
        else { return false }
        return Self.wordlessDrawing(closureAt: declaration + 5, in: file, pictures: pictures) == .images
    }

    /// Whether only modifiers follow token `last` up to the label closure's `close`, and none of
    /// them gives the image a label or hides it.
    private func onlyUnlabelledModifiers(after last: Int, to close: Int, context: RuleContext) -> Bool {
        let modifiers = context.modifiers(afterToken: last)
        return (modifiers.last?.end ?? last) + 1 == close && !Self.isLabelled(modifiers.map(\.name), context: context)
    }

    /// An asset image VoiceOver names by `name`: heard as the action when the name says one and
    /// the file speaks the one language the name is written in.
    private static func assetLabel(_ name: String, in file: SourceFile) -> ImageLabel {
        assetNamesItsAction(name) && !localizesItsWords(file.bytes) ? .selfNaming(name) : .image
    }

    /// The last name of a member path from a type (`Constants.Images.arrowLeft`) that is one of the
    /// app's image constants, when `first` starts one.
    private func imageConstant(at first: Int, context: RuleContext) -> Int? {
        let file = context.file
        guard !context.project.imageConstants.isEmpty, file.startsUppercase(first), file.kind(first + 1) == .period
        else { return nil }
        var last = first
        while file.kind(last + 1) == .period, file.kind(last + 2) == .identifier, file.kind(last + 3) != .leftParen {
            last += 2
        }
        return last > first && context.project.imageConstants[file.text(last)] != nil ? last : nil
    }

    /// `Reddit`, `LinkedIn`: letters only, the first a capital. A brand's or a site's name reads
    /// the same in every language, so the file's localizing does not matter.
    static func isProperNoun(_ name: String) -> Bool {
        name.utf8.count >= 3 && name.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true
            && name.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
    }

    /// Words an asset's name may hold that say what a control does: VoiceOver reads an asset
    /// image by its name (`back-arrow` as "back arrow"), so a name with one of them is heard as
    /// the action, as `xmark` is heard as "Close".
    static let actionWords: Set<String> = [
        "back", "close", "dismiss", "share", "bookmark", "settings", "search", "add", "delete", "remove", "trash",
        "edit", "menu", "more", "play", "pause", "stop", "next", "previous", "forward", "rewind", "skip", "info",
        "help", "done", "cancel", "send", "filter", "sort", "refresh", "reload", "favorite", "favourite", "like",
        "download", "upload", "copy", "save", "scan", "mute", "unmute", "shuffle", "expand", "collapse",
    ]

    /// The file translates what it shows (`"key".localized`, `NSLocalizedString`, `String(localized:)`,
    /// SwiftGen's `L10n.`): an asset's name, never translated, is not a name for every reader.
    static func localizesItsWords(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            containsBytes(buffer, "ocalized") || containsBytes(buffer, "L10n.")
        }
    }

    /// Whether an asset image's name (`back-arrow`, `icon_close_24`, `bookmarkFilled`) holds a word
    /// that names an action.
    static func assetNamesItsAction(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isLetter {
                if character.isUppercase, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(Character(character.lowercased()))
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.contains { actionWords.contains($0) }
    }

    /// What a label draws when it has no words at all: images, or only shapes.
    enum Wordless { case images, shapes }

    /// A label drawn without a word VoiceOver could read: `{ Circle().fill(color).frame(width: 8,
    /// height: 8) }` (a page dot, a colour swatch), or images chosen by state and stacked with
    /// shapes and a spinner (`ZStack { if playing { Image("stop") } else { Image("play") } }`).
    /// Stacks, groups, `if`/`else`, `switch`, colours and gradients hold them (and SwiftGen's asset
    /// images, `Assets.Icons.bookmark.swiftUIImage`); any other view, a call of
    /// the app's (which may draw text), a string that is not an image's name, a symbol that names
    /// its action (`xmark`) or an accessibility label inside means it may have a name.
    /// `pictures` are the app's views that draw only images (`PictureViews`): one made with its
    /// arguments (`MenuItem(imageName: "call")`) is an image, unless it is handed words.
    /// `properties` are the `some View` properties of the view being read (name to brace): one
    /// drawn by name (`simpleAvatar`, `self.badge`) draws what its own closure does.
    static func wordlessDrawing(
        closureAt brace: Int, in file: SourceFile, pictures: Set<String> = [], properties: [String: Int] = [:]
    ) -> Wordless? {
        guard let close = file.match(brace) else { return nil }
        // `if` conditions read values (`if model.isPlaying {`): their names draw nothing. So does a
        // choice's condition (`trail.isFav ? Image(systemName: "heart.fill") : Image(systemName: "heart")`).
        var conditions: [Range<Int>] = ternaryConditions(in: brace, close, of: file)
        var drawsAShape = false
        var drawsAnImage = false
        var index = brace + 1
        while index < close {
            defer { index += 1 }
            let kind = file.kind(index)
            // `#if os(macOS)`: a build condition reads the platform and draws nothing.
            if kind == .poundDirective {
                while index + 1 < close, !file.tokens[index + 1].flags.contains(.newlineBefore) { index += 1 }
                continue
            }
            // `switch record.status {` reads a value, and each `case .downloading:` matches one: the
            // branches after them draw.
            if kind == .keyword,
                file.tokenIs(index, "if") || file.tokenIs(index, "switch") || file.tokenIs(index, "case")
            {
                let opensBody = !file.tokenIs(index, "case")
                var end = index + 1
                while end < close, opensBody ? file.kind(end) != .leftBrace : file.kind(end) != .colon {
                    if let kind = file.kind(end), kind == .leftParen || kind == .leftBracket,
                        let match = file.match(end)
                    {
                        end = match
                    }
                    end += 1
                }
                conditions.append(index..<end)
                continue
            }
            if kind == .stringLiteral {
                // Only an image's name (`Image("circle-play")`, `Image(systemName: "heart")`), or a
                // colour's or a font's (`Color(hex: palette["ietf"] ?? 0xF6C844)`, `.custom("Inter", size: 14)`).
                guard let callee = enclosingCallee(of: index, after: brace, in: file) else { return nil }
                if namesAColourOrFont(callee, after: brace, in: file) { continue }
                guard file.tokenIs(callee, "Image") else { return nil }
                // A symbol, alone or one of a choice (`systemName: isRunning ? "stop.fill" : "play.fill"`).
                if let call = file.call(at: callee),
                    file.argument(call, labeled: "systemName")?.value.contains(index) == true,
                    namesItsAction(symbol(literalAt: index, in: file))
                {
                    return nil
                }
                continue
            }
            // `simpleAvatar` or `self.simpleAvatar`: the view's own property, drawn by name.
            let propertyName =
                kind == .keyword && file.tokenIs(index, "self") && file.kind(index + 1) == .period ? index + 2 : index
            if !properties.isEmpty, file.kind(propertyName) == .identifier,
                propertyName != index || file.kind(index - 1) != .period,
                let property = properties[file.text(propertyName)],
                file.kind(propertyName + 1) != .leftParen, file.kind(propertyName + 1) != .colon,
                !conditions.contains(where: { $0.contains(index) })
            {
                var others = properties
                others[file.text(propertyName)] = nil
                switch wordlessDrawing(closureAt: property, in: file, pictures: pictures, properties: others) {
                case .images?: drawsAnImage = true
                case .shapes?: drawsAShape = true
                case nil: return nil
                }
                index = propertyName
                continue
            }
            // `self.button.title`: a property of the view's handed over to be drawn, which may be words
            // (a value read in a condition or a modifier's argument draws nothing).
            if kind == .keyword, file.tokenIs(index, "self"), file.kind(index + 1) == .period,
                !conditions.contains(where: { $0.contains(index) }),
                enclosingCallee(of: index, after: brace, in: file) == nil,
                !isInModifierClosure(index, after: brace, in: file)
            {
                return nil
            }
            guard kind == .identifier else { continue }
            let name = file.text(index)
            if file.kind(index - 1) == .period {
                // A label, or an image of the app's named for its action (`AppImage.plus`).
                if ["accessibilityLabel", "accessibility"].contains(name) || namesItsAction(name) {
                    return nil
                }
                continue
            }
            // A condition's names read values (`if isOn {` is no call of `isOn`).
            if conditions.contains(where: { $0.contains(index) }) { continue }
            // `Assets.Icons.bookmark.swiftUIImage`: an asset image through SwiftGen's accessors.
            if let last = assetImageEnd(at: index, in: file) {
                drawsAnImage = true
                index = last
                continue
            }
            // An argument label (`width:`) names nothing drawn, unless it hands over words
            // (`TokenIcon(url: url, name: name)`).
            if file.kind(index + 1) == .colon {
                if handsOverWords(name) { return nil }
                continue
            }
            if pictures.contains(name), file.kind(index + 1) == .leftParen, let end = file.match(index + 1) {
                // Its arguments choose the picture; one that hands over words (`title:`) may name it.
                let labels = ((index + 2)..<end).filter { file.kind($0) == .identifier && file.kind($0 + 1) == .colon }
                if labels.contains(where: { handsOverWords(file.text($0)) }) { return nil }
                drawsAnImage = true
                index = end
                continue
            }
            // `CheckmarkShape()`: a shape of the app's, named as `Shape`s are.
            if shapes.contains(name) || (name.hasSuffix("Shape") && name.first?.isUppercase == true) {
                drawsAShape = true
            } else if name == "Image" || (isImageView(name) && name.first?.isUppercase == true) {
                drawsAnImage = true
                // `AsyncImage(url: url) { phase in ... }`: the closures that draw the loaded image and
                // its placeholder are the image's, when they hold no words.
                if let call = file.call(at: index), !call.trailingClosures.isEmpty,
                    call.trailingClosures.allSatisfy({ drawsNoWords(closureAt: $0, in: file) })
                {
                    index = call.end
                }
            } else if !shapeCompanions.contains(name) {
                // A value read where one is given may pass (`fill(color)`), but not a view handed
                // to be drawn (`overlay(initials)`); a view or a call of the app's may draw words.
                let callee = enclosingCallee(of: index, after: brace, in: file)
                let isValue = callee.map { !["overlay", "background", "mask"].contains(file.text($0)) } ?? false
                // A modifier's value (`.fill(SCContext.isRunning() ? Color.green : .gray)`) is a colour,
                // a size or a flag, whatever type or call gives it: it draws no words.
                if isValue, let callee, file.kind(callee - 1) == .period, !file.tokenIs(callee, "modifier") { continue }
                if name.first?.isUppercase == true || !isValue || file.kind(index + 1) == .leftParen
                    || file.kind(index + 1) == .leftBrace
                {
                    return nil
                }
            }
        }
        return drawsAnImage ? .images : drawsAShape ? .shapes : nil
    }

    /// Whether a closure holds no text, label or string but an image's name (`{ phase in if let
    /// image = phase.image { image.resizable() } else { Image(systemName: "person") } }`).
    private static func drawsNoWords(closureAt brace: Int, in file: SourceFile) -> Bool {
        guard let close = file.match(brace) else { return false }
        return !((brace + 1)..<close).contains { index in
            switch file.kind(index) {
            case .stringLiteral?:
                return enclosingCallee(of: index, after: brace, in: file).map { !file.tokenIs($0, "Image") } ?? true
            case .identifier?:
                let name = file.text(index)
                return name.hasSuffix("Text") || name.hasSuffix("Label") || name == "accessibilityLabel"
            default:
                return false
            }
        }
    }

    /// The conditions of the choices (`a ? b : c`) written in the closure from `brace` to `close`: from
    /// the start of the choice's line to its `?`, spaced as a choice's is (not `value?.member`).
    private static func ternaryConditions(in brace: Int, _ close: Int, of file: SourceFile) -> [Range<Int>] {
        var conditions: [Range<Int>] = []
        for index in (brace + 1)..<close where file.kind(index) == .operator && file.tokenIs(index, "?") {
            guard file.tokens[index].start > file.tokens[index - 1].end else { continue }
            // Back to the line's start, or to the parenthesis or argument label the choice is inside
            // (`Image(systemName: isOn ? "stop" : "play")`: the condition is `isOn`, not the `Image`).
            var start = index - 1
            var depth = 0
            while true {
                let kind = file.kind(start)
                if kind == .rightParen || kind == .rightBracket { depth += 1 }
                if kind == .leftParen || kind == .leftBracket { depth -= 1 }
                if depth < 0 || (depth == 0 && (kind == .comma || kind == .colon)) {
                    start += 1
                    break
                }
                if start <= brace + 1 || file.tokens[start].flags.contains(.newlineBefore) { break }
                start -= 1
            }
            conditions.append(start..<index)
        }
        return conditions
    }

    /// Whether `index` is inside a modifier's closure (`.onReceive(timer) { _ in self.refresh() }`,
    /// `.onAppear { ... }`): an action, drawing nothing.
    private static func isInModifierClosure(_ index: Int, after brace: Int, in file: SourceFile) -> Bool {
        guard let open = innermostOpening(around: index, after: brace, in: file), file.kind(open) == .leftBrace,
            let callee = file.callee(ofClosureAt: open)
        else { return false }
        return file.kind(callee - 1) == .period
    }

    /// Whether the call at `callee`, or one it is an argument of, makes a colour or a font: a string
    /// there names an asset or a typeface, not words drawn.
    private static func namesAColourOrFont(_ callee: Int, after brace: Int, in file: SourceFile) -> Bool {
        var cursor: Int? = callee
        while let call = cursor {
            if ["Color", "UIColor", "NSColor", "Font", "UIFont", "NSFont", "custom"].contains(file.text(call)) {
                return true
            }
            cursor = enclosingCallee(of: call, after: brace, in: file)
        }
        return false
    }

    /// The name called by the innermost parentheses around token `index` within the closure at
    /// `brace` (`Image` for a literal in `Image("a")`), nil when none encloses it there.
    private static func enclosingCallee(of index: Int, after brace: Int, in file: SourceFile) -> Int? {
        guard let open = innermostOpening(around: index, after: brace, in: file), file.kind(open) == .leftParen,
            file.kind(open - 1) == .identifier
        else { return nil }
        return open - 1
    }

    /// The innermost `(` or `{` around token `index` inside the closure at `brace`.
    private static func innermostOpening(around index: Int, after brace: Int, in file: SourceFile) -> Int? {
        file.enclosingOpening(of: index) { file.kind($0) == .leftParen || file.kind($0) == .leftBrace }
            .flatMap { $0 > brace ? $0 : nil }
    }

    private static let shapes: Set<String> = [
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
    ]

    /// What a wordless drawing is made with besides shapes and images: stacks, colours, gradients,
    /// strokes, a spinner.
    private static let shapeCompanions: Set<String> = [
        "ZStack", "HStack", "VStack", "Group", "Spacer", "Color", "Gradient", "LinearGradient", "RadialGradient",
        "AngularGradient", "StrokeStyle", "CGSize", "CGFloat", "CGPoint", "UnitPoint", "ProgressView",
    ]

    /// `{ Text("✕") }` (or `Text(verbatim:)`) and nothing but modifiers: the glyph's literal.
    private func onlyAGlyphText(closureAt brace: Int, context: RuleContext) -> String? {
        let file = context.file
        guard let first = context.firstStatement(inClosureAt: brace), file.tokenIs(first, "Text"),
            let text = file.call(at: first), text.arguments.count == 1,
            text.arguments[0].label.map({ file.tokenIs($0, "verbatim") }) ?? true,
            text.arguments[0].value.count == 1, file.kind(text.arguments[0].value.lowerBound) == .stringLiteral,
            let close = file.match(brace)
        else { return nil }
        let modifiers = context.modifiers(after: text)
        guard (modifiers.last?.end ?? text.end) + 1 == close else { return nil }
        let literal = file.text(text.arguments[0].value.lowerBound)
        return Self.isGlyph(literal: literal) ? literal : nil
    }

    /// A title that is a glyph standing for an icon: `"x"`, `"✕"`, an arrow (`"←"`, `"↹"`), a
    /// technical symbol (`"⌫"`, `"⏎"`) or a geometric shape (`"▶"`). Mathematical signs a
    /// calculator's keys show (`"+"`, `"×"`, `"="`) read as what they are, and so do emoji.
    static func isGlyph(literal: String) -> Bool {
        guard literal.count >= 3, literal.first == "\"", literal.last == "\"" else { return false }
        var body = String(literal.dropFirst().dropLast())
        // `"\u{2715}"`: the escape's character.
        if body.hasPrefix("\\u{"), body.hasSuffix("}"), let value = UInt32(body.dropFirst(3).dropLast(), radix: 16),
            let scalar = Unicode.Scalar(value)
        {
            body = String(Character(scalar))
        }
        if body == "x" || body == "X" { return true }
        return !body.isEmpty
            && body.unicodeScalars.allSatisfy { scalar in
                glyphBlocks.contains { $0.contains(scalar.value) } || scalar == " "
            } && body.unicodeScalars.contains { $0 != " " }
    }

    /// Arrows, Miscellaneous Technical, Geometric Shapes, the dingbat crosses and ticks,
    /// Supplemental Arrows-A and -B, and Miscellaneous Symbols and Arrows.
    private static let glyphBlocks: [ClosedRange<UInt32>] = [
        0x2190...0x21FF, 0x2300...0x23FF, 0x25A0...0x25FF, 0x2713...0x2718, 0x27F0...0x27FF, 0x2900...0x297F,
        0x2B00...0x2BFF, 0x2039...0x203A, 0x00AB...0x00AB, 0x00BB...0x00BB,
    ]

    /// The code a button runs: its `action:` argument, or the trailing closure before its label.
    private func action(of call: CallSite, label: Int, in file: SourceFile) -> Range<Int>? {
        if let action = file.argument(call, labeled: "action") { return action.value }
        guard let first = call.trailingClosures.first, first != label, let close = file.match(first) else { return nil }
        return first..<(close + 1)
    }

    /// Whether the action removes, clears, resets or stops something (`items.remove(at:)`,
    /// `onRemove`, `text = ""`, `reset()`), which `xmark`'s "Close" misnames. An action that
    /// dismisses, or one whose name says nothing (`action`), is left alone.
    static func removes(_ action: Range<Int>, in file: SourceFile) -> Bool {
        action.contains { index in
            if file.tokenIs(index, "="), file.tokenIs(index + 1, "\"\"") { return true }
            guard file.kind(index) == .identifier else { return false }
            let name = file.text(index).lowercased()
            return ["remove", "delete", "clear", "reset", "stop", "unset", "erase"].contains { name.contains($0) }
        }
    }

    /// `.buttonStyle(PurchaseButtonStyle(product))`: a style of the app's, not one of SwiftUI's.
    private func hasOwnButtonStyle(_ call: CallSite, context: RuleContext) -> Bool {
        let file = context.file
        return context.modifiers(after: call).contains { modifier in
            guard file.tokenIs(modifier.name, "buttonStyle"), let style = modifier.arguments.first?.value,
                let first = style.first(where: { file.kind($0) == .identifier })
            else { return false }
            return !Self.systemButtonStyles.contains(file.text(first))
        }
    }

    /// SwiftUI's button styles, as members (`.plain`) and as types (`PlainButtonStyle()`).
    static let systemButtonStyles: Set<String> = [
        "plain", "borderless", "bordered", "borderedProminent", "automatic", "link", "glass", "glassProminent",
        "PlainButtonStyle", "BorderlessButtonStyle", "BorderedButtonStyle", "BorderedProminentButtonStyle",
        "DefaultButtonStyle", "LinkButtonStyle",
    ]

    /// `.pickerStyle(.segmented)`, or the older `.pickerStyle(SegmentedPickerStyle())`.
    private func isSegmented(_ call: CallSite, in file: SourceFile) -> Bool {
        call.arguments.first.map { argument in
            argument.value.contains { file.tokenIs($0, "segmented") || file.tokenIs($0, "SegmentedPickerStyle") }
        } ?? false
    }
}
