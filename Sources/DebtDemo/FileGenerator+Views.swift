import DesignDebt

/// Views: stacks, leaves and modifier chains, where the design-scale sites live.
extension FileGenerator {
    /// A `struct ...: View` with state, a body and a few helper members.
    mutating func viewStruct(name: String, isMain: Bool) {
        let noun = rng.pick(DemoVocabulary.nouns)
        if rng.chance(0.6) {
            docComment(
                "Shows \(rng.pick(["the", "one", "a compact"])) \(noun.lowercased()) \(rng.pick(["row", "list", "header", "editor", "summary"])) for the \(rng.pick(DemoVocabulary.nouns).lowercased()) screen."
            )
        }
        if rng.chance(0.1) { out.line("@available(iOS 17.0, macOS 14.0, *)") }
        if rng.chance(0.3) { out.line("@MainActor") }
        out.open("\(isMain && rng.chance(0.4) ? "public " : "")struct \(name): View {")
        let environment = [
            "@Environment(Theme.self) private var theme", "@Environment(\\.dismiss) private var dismiss",
            "@Environment(RouterPath.self) private var routerPath",
            "@Environment(\\.colorScheme) private var colorScheme",
            "@Environment(\\.accessibilityReduceMotion) private var reduceMotion",
            "@Environment(CurrentAccount.self) private var currentAccount",
        ]
        let first = rng.below(environment.count)
        for offset in 0..<rng.int(0...3) { out.line(environment[(first + offset * 2) % environment.count]) }
        out.line("@State private var isExpanded = \(rng.chance(0.5))")
        if rng.chance(0.5) { out.line("@State private var viewModel = \(noun)ViewModel()") }
        if rng.chance(0.4) { out.line("@State private var selection: \(noun).ID?") }
        if rng.chance(0.3) { out.line("@Binding var isPresented: Bool") }
        if rng.chance(0.3) {
            out.line(
                "@ScaledMetric(relativeTo: .\(rng.pick(DemoVocabulary.textStyles))) private var iconSize: CGFloat = \(rng.pick(DemoVocabulary.fontSizes))"
            )
        }
        out.line("let \(noun.lowercased()): \(noun)")
        if rng.chance(0.3) { out.line("var onSelect: ((\(noun)) -> Void)? = nil") }
        out.blank()
        let bodyBudget = max(12, min(remaining - 6, rng.int(25...90)))
        out.open("var body: some View {")
        var budget = bodyBudget
        viewElement(depth: 0, budget: &budget, isRoot: true)
        out.close()
        var helpers = 0
        while remaining > 12, helpers < 5, rng.chance(0.8) {
            out.blank()
            helpers += 1
            if rng.chance(0.3) {
                out.line("// MARK: - \(rng.pick(["Subviews", "Actions", "Helpers", "Layout"]))")
                out.blank()
            }
            var helperBudget = max(6, min(remaining - 4, rng.int(10...40)))
            if rng.chance(0.5) {
                out.open(
                    "private var \(rng.pick(["header", "footer", "avatar", "actions", "metadata", "badge", "emptyState"]))View: some View {"
                )
                viewElement(depth: 1, budget: &helperBudget, isRoot: false)
                out.close()
            } else if rng.chance(0.4) {
                out.line("@ViewBuilder")
                out.open(
                    "private func \(rng.pick(["row", "cell", "label", "button", "section"]))(for item: \(noun), index: Int) -> some View {"
                )
                ifBlock(depth: 1, budget: &helperBudget)
                out.close()
            } else {
                actionFunction(noun: noun)
            }
        }
        out.close()
    }

    /// A function a view calls from a button: async work, state changes, an animation.
    mutating func actionFunction(noun: String) {
        out.open("private func \(rng.pick(["toggle", "refresh", "select", "share", "delete", "load"]))\(noun)() {")
        if rng.chance(0.5) {
            out.open("withAnimation(\(animation())) {")
            out.line("isExpanded.toggle()")
            out.close()
        }
        out.open("Task {")
        out.open("do {")
        out.line(
            "try await viewModel.\(rng.pick(["fetch", "refresh", "delete", "follow"]))(id: \(noun.lowercased()).id)")
        out.line("HapticManager.shared.fireHaptic(.notification(.success))")
        out.reopen("} catch {")
        out.line(
            "print(\"Failed to \(rng.pick(["load", "update", "delete"])) \\(\(noun.lowercased()).id): \\(error.localizedDescription)\")"
        )
        out.close()
        out.close()
        out.close()
    }

    /// An `if`/`else` of two elements, as `@ViewBuilder` helpers often are.
    mutating func ifBlock(depth: Int, budget: inout Int) {
        out.open(
            "if \(rng.pick(["isExpanded", "item.isPinned", "index.isMultiple(of: 2)", "!item.\(rng.pick(DemoVocabulary.properties)).isEmpty", "let url = item.url"]) ) {"
        )
        var half = budget / 2
        viewElement(depth: depth + 1, budget: &half, isRoot: false)
        out.reopen("} else {")
        var rest = max(2, budget - budget / 2)
        viewElement(depth: depth + 1, budget: &rest, isRoot: false)
        out.close()
        budget = 0
    }

    /// One view, recursing into containers while the line budget lasts, then
    /// its modifier chain.
    mutating func viewElement(depth: Int, budget: inout Int, isRoot: Bool) {
        let start = out.lines
        let canNest = depth < 5 && budget > 6
        let count = isRoot ? rng.int(2...5) : rng.weighted([(4, 0), (5, 1), (3, 2), (1, 3)])
        if isRoot || (canNest && rng.chance(0.55)) {
            // A container's chain follows its closing brace at the same indentation.
            container(depth: depth, budget: &budget)
            modifiers(count: count, isRoot: isRoot)
        } else {
            leaf()
            out.indent()
            modifiers(count: count, isRoot: isRoot)
            out.outdent()
        }
        budget -= out.lines - start
    }

    mutating func container(depth: Int, budget: inout Int) {
        let spacing = rng.chance(0.7) ? ", spacing: \(spacingValue())" : ""
        let kind = rng.weighted([(5, 0), (5, 1), (1, 2), (2, 3), (1, 4), (1, 5), (1, 6), (1, 7), (1, 8), (1, 9)])
        let closer: String
        switch kind {
        case 0:
            out.open("VStack(alignment: .\(rng.pick(["leading", "center", "trailing"]))\(spacing)) {")
            closer = "}"
        case 1:
            out.open(spacing.isEmpty ? "HStack {" : "HStack(\(spacing.dropFirst(2))) {")
            closer = "}"
        case 2:
            out.open("ZStack(alignment: .\(rng.pick(["topLeading", "bottomTrailing", "center"]))) {")
            closer = "}"
        case 3:
            out.open("ForEach(viewModel.\(rng.pick(["items", "statuses", "accounts", "tags"]))) { item in")
            closer = "}"
        case 4:
            out.open("ScrollView(.\(rng.pick(["vertical", "horizontal"]))) {")
            closer = "}"
        case 5:
            out.open("LazyVStack(alignment: .leading, spacing: \(spacingValue())) {")
            closer = "}"
        case 6:
            out.open("List(selection: $selection) {")
            closer = "}"
        case 7:
            out.open("Button {")
            out.line("onSelect?(item)")
            out.line(
                "routerPath.navigate(to: .\(rng.pick(["accountDetail", "statusDetail", "hashtag", "list"]))(id: item.id))"
            )
            out.reopen("} label: {")
            closer = "}"
        case 8:
            out.open("Section {")
            closer = "} header: {\n" + "Text(\"\(rng.pick(DemoVocabulary.keys))\")\n}"
        default:
            out.open(
                "LazyVGrid(columns: [GridItem(.adaptive(minimum: \(rng.int(8...20) * 10)))], spacing: \(spacingValue())) {"
            )
            closer = "}"
        }
        var children = rng.int(1...4)
        while children > 0, budget > 0 {
            if rng.chance(0.08) { comment(block: false) }
            if rng.chance(0.1), depth < 4, budget > 8 {
                ifBlock(depth: depth, budget: &budget)
            } else {
                var share = max(3, budget / children)
                let before = share
                viewElement(depth: depth + 1, budget: &share, isRoot: false)
                budget -= before - share
            }
            children -= 1
        }
        if closer.contains("\n") {
            let parts = closer.split(separator: "\n").map(String.init)
            out.reopen(parts[0])
            out.line(parts[1])
            out.close(parts[2])
        } else {
            out.close(closer)
        }
    }

    /// A leaf view: text (often interpolated), images, shapes, controls.
    mutating func leaf() {
        let property = rng.pick(DemoVocabulary.properties)
        switch rng.weighted([(6, 0), (3, 1), (3, 2), (2, 3), (1, 4), (1, 5), (1, 6), (1, 7), (1, 8), (1, 9), (1, 10)]) {
        case 0:
            switch rng.below(4) {
            case 0: out.line("Text(\"\(rng.pick(DemoVocabulary.phrases))\")")
            case 1: out.line("Text(item.\(property))")
            case 2:
                out.line(
                    "Text(\"\\(item.\(property).count) \(rng.pick(["posts", "replies", "boosts", "followers"]))\")")
            default:
                out.line(
                    "Text(\"@\\(item.username)@\\(item.\(rng.pick(["instance", "server", "host"])) ?? \"local\")\")")
            }
        case 1: out.line("Image(systemName: \"\(rng.pick(DemoVocabulary.symbols))\")")
        case 2:
            out.line(
                "Label(\"\(rng.pick(DemoVocabulary.phrases))\", systemImage: \"\(rng.pick(DemoVocabulary.symbols))\")")
        case 3: out.line("Spacer(\(rng.chance(0.3) ? "minLength: \(spacingValue())" : ""))")
        case 4: out.line("Divider()")
        case 5: out.line("RoundedRectangle(cornerRadius: \(radiusValue()), style: .continuous)")
        case 6: out.line("Toggle(\"\(rng.pick(DemoVocabulary.keys))\", isOn: $isExpanded)")
        case 7: out.line("ProgressView(value: Double(item.score), total: \(rng.int(1...10) * 10).0)")
        case 8:
            out.line(
                "AsyncImage(url: item.avatarURL) { $0.resizable().scaledToFill() } placeholder: { Color.gray.opacity(0.2) }"
            )
        case 9: out.line("Circle()")
        default: out.line("Text(item.createdAt, style: .relative)")
        }
    }

    /// A modifier chain of `count` links; the root also gets navigation,
    /// task and sheet modifiers.
    mutating func modifiers(count: Int, isRoot: Bool) {
        for _ in 0..<count {
            modifier()
        }
        guard isRoot else { return }
        if rng.chance(0.5) { out.line(".navigationTitle(\"\(rng.pick(DemoVocabulary.phrases))\")") }
        if rng.chance(0.4) {
            out.open(".toolbar {")
            out.open("ToolbarItem(placement: .\(rng.pick(["topBarTrailing", "topBarLeading", "primaryAction"]))) {")
            out.open("Button(\"\(rng.pick(DemoVocabulary.phrases))\") {")
            out.line(rng.pick(["dismiss()", "isPresented = false", "Task { await viewModel.save() }"]))
            out.close()
            out.close()
            out.close()
        }
        if rng.chance(0.5) {
            out.open(".task {")
            out.line("await viewModel.fetch()")
            out.close()
        }
        if rng.chance(0.2) {
            out.open(".refreshable {")
            out.line("try? await viewModel.refresh()")
            out.close()
        }
        if rng.chance(0.2) {
            out.open(".sheet(isPresented: $isExpanded) {")
            out.line(
                "\(rng.pick(DemoVocabulary.nouns))EditorView(\(rng.pick(DemoVocabulary.nouns).lowercased()): .placeholder())"
            )
            out.line("    .presentationDetents([.medium, .large])")
            out.close()
        }
        if rng.chance(0.2) {
            out.open(".onChange(of: selection) { oldValue, newValue in")
            out.line("guard oldValue != newValue else { return }")
            out.line("viewModel.select(newValue)")
            out.close()
        }
    }

    /// One modifier, drawn from the ones the design-system families cover
    /// plus the everyday ones they do not.
    mutating func modifier() {
        // Weighted so the density of design-scale sites lands between
        // IceCubesApp's (about 0.8 per KB) and a debt-heavy app's: most
        // modifiers in real code are layout, behaviour and accessibility.
        switch rng.weighted([
            (6, 0), (3, 1), (3, 2), (2, 3), (5, 4), (2, 5), (1, 6), (1, 7), (4, 8), (3, 9), (1, 10), (1, 11), (1, 12),
            (1, 13),
            (1, 14), (1, 15), (12, 16),
        ]) {
        case 0: out.line(padding())
        case 1: out.line(".font(\(font()))")
        case 2: out.line(".foregroundStyle(\(color()))")
        case 3: out.line(cornerModifier())
        case 4:
            out.line(
                ".frame(\(rng.pick(["maxWidth: .infinity, alignment: .leading", "width: \(rng.int(2...12) * 4), height: \(rng.int(2...12) * 4)", "minHeight: 44", "maxWidth: .infinity"])))"
            )
        case 5: out.line(".background(\(background()))")
        case 6:
            out.open(".onTapGesture {")
            out.open("withAnimation(\(animation())) {")
            out.line(rng.pick(["isExpanded.toggle()", "selection = item.id", "viewModel.isLoading = false"]))
            out.close()
            out.close()
        case 7:
            out.line(".animation(\(animation()), value: \(rng.pick(["isExpanded", "selection", "viewModel.state"])))")
        case 8: out.line(".lineLimit(\(rng.int(1...4)))")
        case 9: out.line(".accessibilityLabel(\"\(rng.pick(DemoVocabulary.phrases))\")")
        case 10:
            out.line(
                ".shadow(color: .black.opacity(0.\(rng.int(1...3))), radius: \(rng.int(2...12)), x: 0, y: \(rng.int(1...4)))"
            )
        case 11:
            out.open(".overlay(alignment: .\(rng.pick(["topTrailing", "bottom", "center"]))) {")
            out.line("\(rng.pick(["Circle()", "Capsule()"])).fill(\(color())).frame(width: 8, height: 8)")
            out.close()
        case 12:
            out.line(
                ".transition(.\(rng.pick(["opacity", "move(edge: .bottom).combined(with: .opacity)", "scale", "push(from: .trailing)"])))"
            )
        case 13: out.line(".animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isExpanded)")
        case 14: out.line(".fontWeight(.\(rng.pick(DemoVocabulary.weights)))")
        case 16:
            out.line(
                rng.pick([
                    ".buttonStyle(.plain)", ".disabled(viewModel.isLoading)", ".id(item.id)", ".tag(item.id)",
                    ".contentShape(Rectangle())", ".multilineTextAlignment(.leading)", ".labelStyle(.iconOnly)",
                    ".symbolRenderingMode(.hierarchical)", ".accessibilityHidden(true)",
                    ".fixedSize(horizontal: false, vertical: true)",
                    ".onAppear { viewModel.track(.\(rng.pick(["appear", "impression"]))) }",
                    ".listRowSeparator(.hidden)",
                    ".scrollDismissesKeyboard(.interactively)", ".textSelection(.enabled)",
                    ".allowsHitTesting(!isExpanded)",
                    ".accessibilityAddTraits(.isButton)",
                    ".environment(\\.openURL, OpenURLAction { url in routerPath.handle(url: url) })",
                ]))
        default:
            out.open(".contextMenu {")
            out.open("Button(role: .destructive) {")
            out.line("viewModel.delete(item)")
            out.reopen("} label: {")
            out.line("Label(\"\(rng.pick(DemoVocabulary.phrases))\", systemImage: \"trash\")")
            out.close()
            out.close()
        }
    }

    /// A spacing value: a token about a third of the time, else a literal,
    /// mostly on the scale.
    mutating func spacingValue() -> String {
        switch rng.weighted([(35, 0), (45, 1), (20, 2)]) {
        case 0: return rng.pick(DemoVocabulary.spaceTokens)
        case 1: return rng.pick(DemoVocabulary.onScaleSpacing)
        default: return rng.pick(DemoVocabulary.offScaleSpacing)
        }
    }

    /// A corner radius: token or literal.
    mutating func radiusValue() -> String {
        rng.chance(0.35) ? rng.pick(DemoVocabulary.radiusTokens) : rng.pick(DemoVocabulary.radii)
    }

    mutating func padding() -> String {
        switch rng.weighted([(2, 0), (5, 1), (6, 2), (1, 3), (1, 4)]) {
        case 0: return ".padding()"
        case 1: return ".padding(\(spacingValue()))"
        case 2: return ".padding(\(rng.pick(DemoVocabulary.edges)), \(spacingValue()))"
        case 3: return ".padding([.top, .bottom], \(spacingValue()))"
        default:
            return
                ".padding(EdgeInsets(top: \(spacingValue()), leading: \(spacingValue()), bottom: \(spacingValue()), trailing: \(spacingValue())))"
        }
    }

    mutating func font() -> String {
        switch rng.weighted([(8, 0), (4, 1), (2, 2), (2, 3), (2, 4), (1, 5), (1, 6)]) {
        case 0: return ".\(rng.pick(DemoVocabulary.textStyles))"
        case 1:
            return
                ".system(size: \(rng.pick(DemoVocabulary.fontSizes))\(rng.chance(0.5) ? ", weight: .\(rng.pick(DemoVocabulary.weights))" : ""))"
        case 2: return ".system(.\(rng.pick(DemoVocabulary.textStyles)), weight: .\(rng.pick(DemoVocabulary.weights)))"
        case 3: return rng.pick(DemoVocabulary.fontTokens)
        case 4: return ".\(rng.pick(DemoVocabulary.textStyles)).weight(.\(rng.pick(DemoVocabulary.weights)))"
        case 5: return ".scaledBody"
        default:
            return
                ".custom(\"\(rng.pick(["Inter", "SF Mono", "Georgia"]))\", size: \(rng.pick(DemoVocabulary.fontSizes)), relativeTo: .body)"
        }
    }

    mutating func color() -> String {
        switch rng.weighted([(4, 0), (3, 1), (2, 2), (1, 3), (1, 4), (1, 5), (1, 6)]) {
        case 0: return ".\(rng.pick(["secondary", "primary", "tertiary", "tint"]))"
        case 1: return rng.pick(DemoVocabulary.colorTokens)
        case 2: return "Color.\(rng.pick(DemoVocabulary.systemColors))"
        case 3:
            return
                "Color(red: \(rng.pick(DemoVocabulary.components)), green: \(rng.pick(DemoVocabulary.components)), blue: \(rng.pick(DemoVocabulary.components)))"
        case 4:
            return "Color(.\(rng.pick(["systemGroupedBackground", "secondaryLabel", "separator", "systemBackground"])))"
        case 5: return "Color(uiColor: UIColor.\(rng.pick(["label", "tertiaryLabel", "systemFill"])))"
        default: return ".\(rng.pick(DemoVocabulary.systemColors)).opacity(0.\(rng.int(1...9)))"
        }
    }

    mutating func background() -> String {
        switch rng.below(4) {
        case 0: return color()
        case 1:
            return
                ".\(rng.pick(["thinMaterial", "regularMaterial", "ultraThinMaterial"])), in: .rect(cornerRadius: \(radiusValue()))"
        case 2: return "\(color()), in: RoundedRectangle(cornerRadius: \(radiusValue()), style: .continuous)"
        default: return "Color.black"
        }
    }

    mutating func cornerModifier() -> String {
        switch rng.weighted([(4, 0), (2, 1), (2, 2), (1, 3), (1, 4)]) {
        case 0: return ".clipShape(.rect(cornerRadius: \(radiusValue())))"
        case 1: return ".clipShape(RoundedRectangle(cornerRadius: \(radiusValue()), style: .continuous))"
        case 2: return ".cornerRadius(\(radiusValue()))"
        case 3: return ".clipShape(Circle())"
        default: return ".clipShape(.capsule)"
        }
    }

    /// An animation curve: springs with literal parameters (what the
    /// reference's grep counts), the newer spellings, and tokens.
    mutating func animation() -> String {
        switch rng.weighted([(5, 0), (2, 1), (2, 2), (2, 3), (2, 4), (1, 5)]) {
        case 0:
            return
                ".spring(response: \(rng.pick(DemoVocabulary.responses)), dampingFraction: \(rng.pick(DemoVocabulary.dampings)))"
        case 1: return ".spring(duration: \(rng.pick(DemoVocabulary.responses)), bounce: 0.\(rng.int(0...4)))"
        case 2: return ".easeInOut(duration: \(rng.pick(["0.2", "0.25", "0.3"])))"
        case 3: return rng.pick(DemoVocabulary.motionTokens)
        case 4: return ".\(rng.pick(["snappy", "bouncy", "smooth", "default"]))"
        default:
            return
                ".interactiveSpring(response: \(rng.pick(DemoVocabulary.responses)), dampingFraction: \(rng.pick(DemoVocabulary.dampings)), blendDuration: 0.25)"
        }
    }

    /// A `#Preview` macro or a `PreviewProvider`.
    mutating func preview() {
        let noun = rng.pick(DemoVocabulary.nouns)
        if rng.chance(0.8) {
            out.open(
                rng.chance(0.5)
                    ? "#Preview {"
                    : "#Preview(\"\(rng.pick(["Dark", "Loading", "Empty", "Long text"]))\", traits: .sizeThatFitsLayout) {"
            )
            out.line("\(typeName)(\(noun.lowercased()): .placeholder())")
            out.line("    .environment(Theme.shared)")
            if rng.chance(0.5) { out.line("    .padding(\(spacingValue()))") }
            if rng.chance(0.4) { out.line("    .preferredColorScheme(.dark)") }
            out.close()
        } else {
            out.open("struct \(typeName)_Previews: PreviewProvider {")
            out.open("static var previews: some View {")
            out.open("Group {")
            out.line("\(typeName)(\(noun.lowercased()): .placeholder())")
            out.line("\(typeName)(\(noun.lowercased()): .placeholder())")
            out.line("    .environment(\\.sizeCategory, .accessibilityExtraLarge)")
            out.close()
            out.line(".padding(\(spacingValue()))")
            out.close()
            out.close()
        }
    }

    /// `extension View` helpers that wrap a modifier chain.
    mutating func viewExtension() {
        if rng.chance(0.5) {
            docComment("Applies the \(rng.pick(["card", "pill", "inset", "row"])) look used across the app.")
        }
        out.open("extension View {")
        for _ in 0..<rng.int(1...3) {
            out.open(
                "func \(rng.pick(["card", "pill", "inset", "row", "chip", "glass"]))Style\(rng.int(1...9))(isHighlighted: Bool = false) -> some View {"
            )
            out.line("self")
            out.indent()
            modifiers(count: rng.int(2...5), isRoot: false)
            out.outdent()
            out.close()
            if remaining < 4 { break }
            out.blank()
        }
        out.close()
    }

    /// A `ViewModifier` with its `body(content:)`.
    mutating func viewModifier() {
        let name = rng.pick(["Card", "Pill", "Surface", "Highlight", "Shimmer", "Pressable"]) + "Modifier"
        out.open("struct \(name)\(rng.int(1...99)): ViewModifier {")
        out.line("var isEnabled = true")
        out.blank()
        out.open("func body(content: Content) -> some View {")
        out.line("content")
        out.indent()
        modifiers(count: rng.int(2...5), isRoot: false)
        out.outdent()
        out.close()
        out.close()
    }

    /// A comment: line, `MARK`, `TODO`, or a (sometimes nested) block.
    mutating func comment(block: Bool) {
        if block {
            out.line("/*")
            out.line(
                " * \(rng.pick(["Kept for the legacy timeline; remove once", "Layout notes:", "The server returns"])) \(rng.pick(DemoVocabulary.nouns).lowercased()) /* nested: \(rng.pick(DemoVocabulary.phrases)) */ data."
            )
            out.line(" */")
        } else {
            out.line(
                rng.pick([
                    "// TODO: use the design token once \(rng.pick(DemoVocabulary.nouns)) adopts it",
                    "// MARK: - \(rng.pick(DemoVocabulary.nouns))",
                    "// swiftlint:disable:next line_length", "// FIXME: .padding(13) looked better on iPad, revisit",
                    "/* spacing: 6 is intentional here */",
                ]))
        }
    }

    /// A `///` comment, sometimes with a parameter list.
    mutating func docComment(_ summary: String) {
        out.line("/// \(summary)")
        if rng.chance(0.2) {
            out.line("///")
            out.line(
                "/// - Parameter \(rng.pick(DemoVocabulary.properties)): The value shown in `\(rng.pick(DemoVocabulary.nouns))`."
            )
        }
    }
}
