import BuildGraph
import Foundation
import SwiftLexer
import Testing

@testable import DesignRules

/// `fix`'s decisions on one file, against tokens an app defines in another.
@Suite struct FixPlannerTests {
    static let tokens = """
        import SwiftUI

        enum Space {
            static let xs: CGFloat = 4
            static let sm: CGFloat = 8
            static let md: CGFloat = 12
            static let lg: CGFloat = 16
        }

        enum Radii {
            static let sm: CGFloat = 8
            static let md: CGFloat = 12
            static let lg: CGFloat = 16
        }

        enum Motion {
            static let press = Animation.spring(response: 0.3, dampingFraction: 0.7)
            static let bouncy: Animation = .spring(duration: 0.5, bounce: 0.3)
            static let fade = Animation.easeInOut(duration: 0.25)
        }
        """

    /// The plan for `source` (at `App/View.swift`) and the file it would become.
    func fix(
        _ source: String, tokens: String = FixPlannerTests.tokens, options: FixOptions = FixOptions(),
        config: Configuration = .referenceScales, build: BuildContext = .unknown
    ) -> (plan: FixPlan, result: String) {
        let files = [("App/Tokens.swift", tokens), ("App/View.swift", source)].map {
            (path: $0.0, file: SourceFile(bytes: Array($0.1.utf8)))
        }
        let project = ProjectTokens.discover(files, config: config)
        let facts = files.map {
            (path: $0.path, facts: ProjectTokens.facts(of: $0.file, path: $0.path, config: config))
        }
        let planner = FixPlanner(tokens: FixTokens.discover(facts, config: config), options: options, config: config)
        let file = files[1].file
        let analysis = FileAnalyzer(config: config, project: project).analyze(file, build: build)
        let plan = planner.plan(file, analysis: analysis, build: build)
        let rewritten = FixRewrite.apply(plan.edits, to: file.bytes)
        #expect(FixRewrite.isProven(original: file, edits: plan.edits, rewritten: rewritten))
        return (plan, String(decoding: rewritten, as: UTF8.self))
    }

    /// A view whose body is `lines`, one modifier chain each.
    func view(_ lines: [String]) -> String {
        "import SwiftUI\n\nstruct Card: View {\n    var body: some View {\n        VStack {\n"
            + lines.map { "            \($0)\n" }.joined() + "        }\n    }\n}\n"
    }

    @Test func lengthsBecomeTheNearestTokenWithTiesGoingUp() {
        let cases: [(String, String)] = [
            (#"Text("a").padding(6)"#, #"Text("a").padding(Space.sm)"#),  // 4 and 8 tie: up
            (#"Text("a").padding(10)"#, #"Text("a").padding(Space.md)"#),  // 8 and 12 tie: up
            (#"Text("a").padding(.horizontal, 12)"#, #"Text("a").padding(.horizontal, Space.md)"#),  // on the scale
            ("HStack(spacing: 5) {}", "HStack(spacing: Space.xs) {}"),  // nearer 4
            (#"Text("a").padding(17.5)"#, #"Text("a").padding(Space.lg)"#),
            ("LazyVGrid(columns: [], spacing: 14) {}", "LazyVGrid(columns: [], spacing: Space.lg) {}"),
            (
                "Text(\"a\").padding(EdgeInsets(top: 4, leading: 9, bottom: 4, trailing: 9))",
                "Text(\"a\").padding(EdgeInsets(top: Space.xs, leading: Space.sm, bottom: Space.xs, trailing: Space.sm))"
            ),
            (
                "RoundedRectangle(cornerRadius: 10, style: .continuous)",
                "RoundedRectangle(cornerRadius: Radii.md, style: .continuous)"
            ),
            (#"Text("a").clipShape(.rect(cornerRadius: 7))"#, #"Text("a").clipShape(.rect(cornerRadius: Radii.sm))"#),
            (#"Text("a").cornerRadius(12)"#, #"Text("a").cornerRadius(Radii.md)"#),
        ]
        for (before, after) in cases {
            let (plan, result) = fix(view([before]))
            #expect(result == view([after]), "\(before)")
            #expect(plan.left.isEmpty)
        }
        let (plan, _) = fix(view([#"Text("a").padding(6)"#, #"Text("b").padding(12)"#]))
        #expect(plan.edits.map(\.rule) == ["spacing/off-scale", "spacing/raw-literal"])
        #expect(plan.edits.map(\.before) == ["6", "12"])
    }

    @Test func zeroStaysAndFarLiteralsAreLeftForAPerson() {
        let (plan, result) = fix(view([#"Text("a").padding(0)"#, #"Text("b").padding(30)"#]))
        #expect(result == view([#"Text("a").padding(0)"#, #"Text("b").padding(30)"#]))
        #expect(plan.left.map(\.reason) == ["14 pt from the nearest token, Space.lg (16); the limit is 4 pt"])
        #expect(plan.left.map(\.line) == [7])
        // The limit is the team's to set.
        let wide = fix(view([#"Text("b").padding(30)"#]), options: FixOptions(limit: 20))
        #expect(wide.result == view([#"Text("b").padding(Space.lg)"#]))
    }

    @Test func neverTouchesWhatIsNotASpacingOrRadiusOfLayout() {
        let untouched = view([
            #"Text("a").frame(width: 13, height: 13)"#,
            #"Text("a").offset(x: 3, y: 5)"#,
            "Circle().stroke(lineWidth: 3)",
            #"Text("a").shadow(radius: 3)"#,
            #"Text("a") // .padding(13) in a comment"#,
            #"Text(".padding(13) in a string")"#,
            "/* HStack(spacing: 6) */ Text(\"a\")",
            #"Text("a").padding(-6)"#,
            "Circle().padding(6)",  // insets a drawing, not a layout
            "RoundedRectangle(cornerRadius: 100)",  // a capsule, said with a number
            #"Text("a").cardStyle(spacing: 13)"#,  // the app's own parameter
        ])
        let source =
            untouched
                + """

                enum Layout { static let gutter: CGFloat = 13 }

                #Preview { Text("a").padding(13) }

                struct Card_Previews: PreviewProvider {
                    static var previews: some View { Text("a").padding(13).font(.system(size: 13)) }
                }

                #if DEBUG
                    let debugPadding = Text("a").padding(13)
                #endif

                """
        let (plan, result) = fix(source)
        #expect(result == source)
        #expect(plan.edits.isEmpty)
        // The app's own call is named as left, with why.
        #expect(plan.left.map(\.text) == ["13"])
        #expect(plan.left.first?.reason.contains("the app's own call") == true)
    }

    @Test func fixedFontSizesBecomeTextStyles() {
        let cases: [(String, String)] = [
            (#"Text("a").font(.system(size: 13))"#, #"Text("a").font(.footnote)"#),
            (#"Text("a").font(.system(size: 14))"#, #"Text("a").font(.subheadline)"#),  // 13 and 15 tie: up
            (
                #"Text("a").font(.system(size: 15, weight: .semibold))"#,
                #"Text("a").font(.system(.subheadline, weight: .semibold))"#
            ),
            (
                #"Text("a").font(.system(size: 13, weight: .bold, design: .rounded))"#,
                #"Text("a").font(.system(.footnote, design: .rounded, weight: .bold))"#
            ),
            ("let font = Font.system(size: 17)", "let font = Font.body"),
            (#"Text("a").font(.system(size: 11).monospacedDigit())"#, #"Text("a").font(.caption2.monospacedDigit())"#),
            // No type scale is imposed: every platform style is a candidate until the app names its own.
            (#"Text("a").font(.system(size: 16))"#, #"Text("a").font(.callout)"#),
            (#"Text("a").font(.system(size: 21))"#, #"Text("a").font(.title2)"#),  // 20 and 22 tie: up
        ]
        for (before, after) in cases {
            let (plan, result) = fix(view([before]))
            #expect(result == view([after]), "\(before)")
            #expect(plan.edits.allSatisfy { $0.rule == "typography/fixed-size" })
        }
        let left = view([
            #"Text("a").font(.system(size: 30))"#,  // a large size outside the sizes fix rewrites
            #"Text("a").font(.system(size: 40))"#,  // above every text style: no finding, nothing to fix
            #"Image(systemName: "star").font(.system(size: 14))"#,  // a symbol: no finding, nothing to fix
            #"Image(systemSymbol: .star).font(.system(size: 9, weight: .semibold))"#,  // SFSafeSymbols' spelling
            #"Text("a").font(.custom("Inter", size: 15, relativeTo: .body))"#,  // scales already
            #"Text("a").font(.custom("Inter", fixedSize: 15))"#,  // fixed on purpose
            #"Text("a").font(.system(size: size))"#,  // not a literal
            #"Text("a").font(.system(size: 25))"#,  // no style within a point: the look would move
            #"Text("3").font(.system(size: 12)).frame(width: 20, height: 20)"#,  // sized for its badge: no finding
            #"Text("3").font(.system(size: 12)).frame(height: 20)"#,  // sized for a row of fixed height
            #"Text("EN").minimumScaleFactor(0.5).font(.system(size: 11))"#,  // shrunk to fit its slot
        ])
        let (plan, result) = fix(left)
        #expect(result == left)
        #expect(
            plan.left.map(\.reason) == [
                "30 pt is outside the text sizes fix rewrites (9 to 26 pt)",
                "a custom font fix cannot read",
                "3 pt from the nearest text style on the scale, .title (28)",
                "the text is sized for a frame 20 pt high",
                "the text is sized for a space it shrinks to fit (.minimumScaleFactor)",
            ])
    }

    /// A size written through an app's helper or a UIKit font is reported, but the helper's face
    /// and weight are the app's: only a person can say which text style keeps them.
    @Test func aSizeThroughAHelperOrAUIKitFontIsLeftAsItIs() {
        let source =
            "extension Font { static func brand(size: CGFloat) -> Font { .system(size: size, design: .serif) } }\n"
            + view([#"Text("a").font(.brand(size: 15))"#, #"Text("b").font(Font(UIFont.systemFont(ofSize: 13)))"#])
        let (plan, result) = fix(source)
        #expect(result == source)
        #expect(plan.edits.isEmpty)
    }

    /// The size table is iOS's: on the Mac, the watch and the TV a text style has other sizes, so
    /// code built for them too keeps its size.
    @Test func aSizeBecomesAStyleOnlyInCodeBuiltForIOSAlone() {
        let found = DeploymentTargets.Found(version: OSVersion(17), file: "App.xcodeproj/project.pbxproj")
        let iOS = BuildContext(platforms: [.iOS], minimums: [.iOS: found])
        let shared = BuildContext(platforms: [.iOS, .macOS], minimums: [.iOS: found, .macOS: found])
        let line = #"Text("a").font(.system(size: 13))"#
        #expect(fix(view([line]), build: iOS).result == view([#"Text("a").font(.footnote)"#]))
        let (plan, result) = fix(view([line]), build: shared)
        #expect(result == view([line]))
        #expect(plan.left.map(\.reason) == ["it also builds for macOS, where text styles have other sizes"])
        // A comment that says why the size is fixed is the team's decision.
        let commented = view(["// Dynamic text cuts the value off here", line])
        #expect(fix(commented, build: iOS).plan.left.map(\.reason) == ["a comment says why the size is fixed"])
        // A widget's text is sized for the space the system gives it.
        var options = FixOptions()
        options.drawsInExtension = true
        #expect(
            fix(view([line]), options: options, build: iOS).plan.left.map(\.reason) == [
                "the text is sized for an app extension's space"
            ])
        // An `#if os(iOS)` branch of shared code is iOS's alone.
        let branch = "#if os(iOS)\n" + line + "\n#endif"
        #expect(fix(view([branch]), build: shared).plan.edits.count == 1)
    }

    /// docs/fix.md prints the table `fix` uses: it must be the one in the code.
    @Test func theDocumentedSizeTableIsTheOneUsed() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/fix.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let rows = TextStyleSizes.table.map { entry in "| \(entry.style) | \(formatScaleValue(entry.size)) |" }
        #expect(rows.allSatisfy { text.contains($0 + "\n") }, "\(rows)")
    }

    /// An app that supports a system older than `Font.system(_:design:weight:)` gets the weight
    /// as a modifier, which every system runs.
    @Test func aWeightIsAModifierForOlderSystems() {
        var options = FixOptions()
        options.writesSystemFontWithWeight = false
        let cases: [(String, String)] = [
            (
                #"Text("a").font(.system(size: 15, weight: .semibold))"#,
                #"Text("a").font(.subheadline.weight(.semibold))"#
            ),
            (
                #"Text("a").font(.system(size: 13, weight: .bold, design: .rounded))"#,
                #"Text("a").font(.system(.footnote, design: .rounded).weight(.bold))"#
            ),
            (#"Text("a").font(.system(size: 13))"#, #"Text("a").font(.footnote)"#),
        ]
        for (before, after) in cases {
            #expect(fix(view([before]), options: options).result == view([after]), "\(before)")
        }
    }

    @Test func deploymentTargetsAreReadFromProjectsSettingsAndPackages() {
        var graph = BuildGraph()
        graph.read(
            "buildSettings = {\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n"
                + "\t\t\t\tMACOSX_DEPLOYMENT_TARGET = \"$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)\";\n",
            path: "App.xcodeproj/project.pbxproj")
        graph.read(
            "WATCHOS_DEPLOYMENT_TARGET = 9.0\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 12\n", path: "Base.xcconfig")
        graph.read(#"platforms: [.iOS(.v15), .macOS(.v10_15)],"#, path: "Tools/Package.swift")
        graph.read(#"platforms: [.iOS("16.0")]"#, path: "Packages/DesignSystem/Package.swift")
        // The app's files: the projects' settings; every target has the initializer.
        #expect(graph.deployment(for: "App/Views/Card.swift").withoutSystemFontWeight == nil)
        #expect(graph.deployment(for: "App/Views/Card.swift").lowest[.iOS]?.version == OSVersion(16, 4))
        // A package's own sources: its platforms.
        #expect(
            graph.deployment(for: "Packages/DesignSystem/Sources/Button.swift").lowest[.iOS]?.version
                == OSVersion(16, 0))
        let tools = graph.deployment(for: "Tools/Sources/Lint/main.swift").withoutSystemFontWeight
        #expect(tools?.platform == .iOS)
        #expect(tools?.version == "15")
        #expect(tools?.file == "Tools/Package.swift")
        // A package at the root sets the minimum of a platform the projects name without one.
        graph.read(#"platforms: [.macOS(.v12)]"#, path: "Package.swift")
        #expect(graph.deployment(for: "App/Views/Card.swift").withoutSystemFontWeight?.platform == .macOS)
    }

    @Test func aTypographyTokenSpelledAsTheStyleIsWrittenInstead() {
        let tokens =
            Self.tokens + "\nenum Typography {\n    static let caption = Font.footnote\n"
            + "    static let label: Font = .system(.subheadline, weight: .semibold)\n"
            + "    private static let hidden = Font.body\n}\n"
        let (_, result) = fix(
            view([
                #"Text("a").font(.system(size: 13))"#, #"Text("a").font(Font.system(size: 15, weight: .semibold))"#,
                #"Text("a").font(.system(size: 17))"#,
            ]), tokens: tokens)
        #expect(
            result
                == view([
                    #"Text("a").font(Typography.caption)"#, #"Text("a").font(Typography.label)"#,
                    #"Text("a").font(.body)"#,
                ]))
    }

    @Test func literalCurvesBecomeMotionTokensWithinTheTolerance() {
        let cases: [(String, String)] = [
            (
                #"Text("a").animation(.spring(response: 0.32, dampingFraction: 0.72), value: on)"#,
                #"Text("a").animation(Motion.press, value: on)"#
            ),
            // `.spring(duration: 0.5, bounce: 0.3)` is this spring, spelled the other way.
            (
                #"Text("a").animation(.spring(response: 0.5, dampingFraction: 0.7), value: on)"#,
                #"Text("a").animation(Motion.bouncy, value: on)"#
            ),
            (
                "Button(\"a\") { withAnimation(Animation.easeInOut(duration: 0.25)) { on.toggle() } }",
                "Button(\"a\") { withAnimation(Motion.fade) { on.toggle() } }"
            ),
            (
                #"Text("a").animation(.easeInOut(duration: 0.27).delay(0.1), value: on)"#,
                #"Text("a").animation(Motion.fade.delay(0.1), value: on)"#
            ),
        ]
        for (before, after) in cases {
            let (plan, result) = fix(view([before]))
            #expect(result == view([after]), "\(before)")
            #expect(plan.edits.map(\.rule) == ["motion/raw-curve"])
        }
        let far = view([
            #"Text("a").animation(.spring(response: 0.8, dampingFraction: 0.5), value: on)"#,
            #"Text("a").animation(.linear(duration: 1), value: on)"#,
        ])
        let (plan, result) = fix(far)
        #expect(result == far)
        #expect(
            plan.left.map(\.reason) == [
                "the nearest Motion token, Motion.bouncy, differs by 0.3; the tolerance is 0.05",
                "no Motion token is a curve of its shape (linear)",
            ])
        // No tolerance: only the exact curve.
        let exact = fix(view([cases[0].0]), options: FixOptions(motionTolerance: 0))
        #expect(exact.plan.edits.isEmpty)
        #expect(exact.plan.left.count == 1)
    }

    @Test func aFamilyWithNoTokensIsLeftAloneAndCounted() {
        let source = view([
            #"Text("a").padding(10)"#, "RoundedRectangle(cornerRadius: 10)",
            #"Text("a").animation(.spring(response: 0.3, dampingFraction: 0.7), value: on)"#,
        ])
        let (plan, result) = fix(
            source,
            tokens:
                "enum Radii { static let sm: CGFloat = 8; static let md: CGFloat = 12; static let lg: CGFloat = 16 }")
        #expect(result == source.replacingOccurrences(of: "cornerRadius: 10", with: "cornerRadius: Radii.md"))
        // A literal on the scale is no finding while the app has no token to ask for: nothing to count.
        #expect(fix(view([#"Text("a").padding(12)"#]), tokens: "").plan == FixPlan())
        // A curve is raw only against the app's named curves: with none, nothing is reported to fix.
        #expect(plan.withoutTokens == [.spacing: 1])
        // Tokens the file cannot use are none: an `Int`, a private one, a component's own curve.
        let unusable = """
            enum Space { static let md = 12 }
            enum ListRowPadding { static let vertical: CGFloat = 13; static let horizontal: CGFloat = 16 }
            private enum Spacing { static let lg: CGFloat = 16 }
            struct Splash { enum Constants { static let fade = Animation.easeOut(duration: 0.3) } }
            """
        let none = fix(source, tokens: unusable)
        #expect(none.result == source)
        #expect(none.plan.withoutTokens == [.spacing: 1, .radius: 1])
    }

    /// A substitution pays a finding: what the rules leave alone, `fix` leaves alone.
    @Test func whatNoRuleReportsIsNotRewritten() {
        let source = view([
            #"Text("a").padding(6) // designdebt:disable:this spacing/off-scale a hairline on purpose"#,
            #"Text("a").font(.system(size: 13)) // designdebt:disable:this typography/fixed-size"#,
        ])
        #expect(fix(source).result == source)
        var config = Configuration.referenceScales
        config.rules["spacing/raw-literal"] = RuleSetting(enabled: false, severity: nil)
        let off = view([#"Text("a").padding(12)"#, #"Text("b").padding(6)"#])
        #expect(fix(off, config: config).result == view([#"Text("a").padding(12)"#, #"Text("b").padding(Space.sm)"#]))
        // An app icon picker's corners follow the system's icon mask, not the app's scale.
        let icons = """
            import SwiftUI

            struct IconPicker: View {
                var body: some View {
                    Button("Icon") { UIApplication.shared.setAlternateIconName("Dark") }
                        .clipShape(RoundedRectangle(cornerRadius: 14))
                }
            }

            """
        #expect(fix(icons).result == icons)
    }

    /// `designdebt.json` may name the scale's tokens itself: they come first.
    @Test func theConfigurationsTokenMapIsTheAppsToo() throws {
        let config = try Configuration.parse(
            Array(#"{"spacing": {"tokens": {"Metrics.gap": 12, "Metrics.wide": 24}}, "enableAllRules": true}"#.utf8),
            file: "designdebt.json")
        let (_, result) = fix(view([#"Text("a").padding(10)"#, #"Text("b").padding(22)"#]), tokens: "", config: config)
        #expect(result == view([#"Text("a").padding(Metrics.gap)"#, #"Text("b").padding(Metrics.wide)"#]))
    }

    @Test func familiesAndRulesNarrowTheRun() {
        let source = view([
            #"Text("a").padding(6).font(.system(size: 13))"#, #"Text("a").padding(12)"#,
            "RoundedRectangle(cornerRadius: 10)",
        ])
        let radius = fix(source, options: FixOptions(families: [.radius]))
        #expect(radius.plan.edits.map(\.after) == ["Radii.md"])
        let offScale = fix(source, options: FixOptions(rules: ["spacing/off-scale"]))
        #expect(offScale.plan.edits.map(\.after) == ["Space.sm"])
        let fonts = fix(source, options: FixOptions(rules: ["typography/fixed-size"]))
        #expect(fonts.plan.edits.map(\.after) == [".footnote"])
    }

    @Test func aSecondRunFindsNothingToDo() {
        let source = view([
            #"Text("a").padding(6).font(.system(size: 15, weight: .semibold))"#,
            #"Text("a").font(.system(size: 13))"#, "RoundedRectangle(cornerRadius: 10)",
            #"Text("a").animation(.spring(response: 0.3, dampingFraction: 0.7), value: on)"#,
        ])
        let first = fix(source)
        #expect(first.plan.edits.count == 5)
        let second = fix(first.result)
        #expect(second.plan.edits.isEmpty)
        #expect(second.result == first.result)
    }

    @Test func theLexerCheckRefusesARewriteItCannotProve() {
        let file = SourceFile(bytes: Array("let a = x+12 // done\nlet b = 2\n".utf8))
        func edit(_ bytes: Range<Int>, _ after: String) -> FixEdit {
            FixEdit(
                family: .spacing, rule: "spacing/off-scale", site: "padding", line: 1, column: 1, bytes: bytes,
                before: file.text(bytes: bytes), after: after)
        }
        func proven(_ edits: [FixEdit]) -> Bool {
            FixRewrite.isProven(original: file, edits: edits, rewritten: FixRewrite.apply(edits, to: file.bytes))
        }
        #expect(proven([edit(10..<12, "Space.md")]))
        #expect(proven([edit(10..<12, "Space.md"), edit(29..<30, "Space.xs")]))
        #expect(!proven([edit(10..<12, "+y")]))  // `x++y`: the operator merges with its neighbour
        #expect(!proven([edit(10..<12, "Space.md /*")]))  // opens a comment over the rest
        #expect(!proven([edit(10..<12, "\"12")]))  // opens a string
        #expect(!proven([edit(11..<12, "4")]))  // cuts a token in two
        #expect(!proven([edit(10..<12, "")]))  // removes a token with nothing in its place
        // A file that does not come out as proven is no file with the edits made.
        #expect(!FixRewrite.isProven(original: file, edits: [edit(10..<12, "Space.md")], rewritten: file.bytes))
    }
}

/// Which files can name a design system's public tokens without an import `fix` would have to add.
@Suite struct FixReachTests {
    static let designSystem = """
        import SwiftUI

        public enum DesignSystem {
            public enum Spaces {
                public static let half: CGFloat = 4
                public static let one: CGFloat = 8
                public static let two: CGFloat = 16
            }
            public enum Font { public static let caption: SwiftUI.Font = .caption }
        }

        """

    func plan(
        _ files: [(String, String)], designSystem: String = FixReachTests.designSystem,
        at designSystemPath: String = "Packages/DesignSystem/Tokens.swift", graph: BuildGraph = .unknown
    ) -> [String: FixPlan] {
        let all = [(designSystemPath, designSystem)] + files
        let lexed = all.map { (path: $0.0, file: SourceFile(bytes: Array($0.1.utf8))) }
        let config = Configuration.referenceScales
        let project = ProjectTokens.discover(lexed, config: config)
        let facts = lexed.map {
            (path: $0.path, facts: ProjectTokens.facts(of: $0.file, path: $0.path, config: config))
        }
        let tokens = FixTokens.discover(facts, config: config)
        let markers = FixReach.markers(of: tokens)
        let modules: Set<String> = ["Packages", "DesignSystem", "App", "Shared", "Widgets"]
        let uses = lexed.map {
            FixReach.use(of: $0.file, path: $0.path, facts: nil, markers: markers, ownModules: modules)
        }
        let planner = FixPlanner(
            tokens: tokens, options: FixOptions(), config: config,
            reach: FixReach(uses: uses, markers: markers, graph: graph))
        let analyzer = FileAnalyzer(config: config, project: project)
        var plans: [String: FixPlan] = [:]
        for (index, file) in lexed.enumerated() {
            plans[file.path] = planner.plan(file.file, analysis: analyzer.analyze(file.file), use: uses[index])
        }
        return plans
    }

    static func view(_ imports: String, _ line: String) -> String {
        "\(imports)\n\nstruct V: View {\n    var body: some View { \(line) }\n}\n"
    }

    @Test func aPublicTokenIsWrittenOnlyWhereItsModuleIsImported() {
        let plans = plan([
            (
                "App/Settings.swift",
                Self.view("import Shared\nimport SwiftUI", #"Text("a").padding(DesignSystem.Spaces.one)"#)
            ),
            (
                "App/Card.swift",
                Self.view("import Shared\nimport SwiftUI", #"Text("a").padding(6).font(.system(size: 12))"#)
            ),
            ("Widgets/Chart.swift", Self.view("import SwiftUI", #"Text("a").padding(6).font(.system(size: 12))"#)),
            ("Packages/DesignSystem/Button.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#)),
        ])
        // Imports what the files that use the tokens import.
        #expect(
            plans["App/Card.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one", "DesignSystem.Font.caption"])
        // Imports nothing of the app's: the length is left, with the import to add; the font is the platform's.
        #expect(plans["Widgets/Chart.swift"]?.edits.map(\.after) == [".caption"])
        #expect(
            plans["Widgets/Chart.swift"]?.left.map(\.reason) == [
                "this file cannot name DesignSystem.Spaces.one without an import fix does not write: add `import Shared`, as the files that use it do"
            ])
        // Beside the tokens, in their module.
        #expect(plans["Packages/DesignSystem/Button.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
    }

    @Test func tokensNamedWithoutAnImportReachEveryFile() {
        // A file outside the tokens' folder names them and imports none of the app's modules: one module.
        let plans = plan([
            ("App/Settings.swift", Self.view("import SwiftUI", #"Text("a").padding(DesignSystem.Spaces.one)"#)),
            ("Widgets/Chart.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#)),
        ])
        #expect(plans["Widgets/Chart.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
        // So do tokens that are not public: they live in the module of the code that uses them.
        let sameModule = plan(
            [("Widgets/Chart.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#))],
            designSystem: Self.designSystem.replacingOccurrences(of: "public ", with: ""))
        #expect(sameModule["Widgets/Chart.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
    }

    /// An app whose tokens live in `Kit/`, built by the `Kit` framework the app links (or, with
    /// `kitInApp`, by the app target itself), and a widget extension linking nothing.
    static func project(kitInApp: Bool) -> BuildGraph {
        let kit =
            kitInApp
            ? ""
            : "K = {isa = PBXNativeTarget; name = Kit; buildPhases = (); fileSystemSynchronizedGroups = (KS, ); productType = \"com.apple.product-type.framework\"; };"
        let appGroups = kitInApp ? "(AS, KS, )" : "(AS, )"
        let appDependencies = kitInApp ? "()" : "(D, )"
        let text = """
            {
                objects = {
                    P = {isa = PBXProject; mainGroup = G; };
                    G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    AS = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                    KS = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                    WS = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                    A = {isa = PBXNativeTarget; name = App; buildPhases = (); dependencies = \(appDependencies); fileSystemSynchronizedGroups = \(appGroups); productType = "com.apple.product-type.application"; };
                    D = {isa = PBXTargetDependency; target = K; };
                    \(kit)
                    W = {isa = PBXNativeTarget; name = Widget; buildPhases = (); fileSystemSynchronizedGroups = (WS, ); productType = "com.apple.product-type.app-extension"; };
                };
            }
            """
        var graph = BuildGraph()
        graph.read(text, path: "App.xcodeproj/project.pbxproj")
        return graph
    }

    /// A token is written only where a target that builds the file sees it: an extension cannot
    /// name its app's constants.
    @Test func aTokenIsWrittenOnlyWhereATargetOfTheFileSeesIt() {
        let files = [
            ("App/Card.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#)),
            ("Widget/Panel.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#)),
        ]
        let appOwn = Self.designSystem.replacingOccurrences(of: "public ", with: "")
        let inApp = plan(files, designSystem: appOwn, at: "Kit/Tokens.swift", graph: Self.project(kitInApp: true))
        #expect(inApp["App/Card.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
        #expect(inApp["Widget/Panel.swift"]?.edits.isEmpty == true)
        #expect(
            inApp["Widget/Panel.swift"]?.left.map(\.reason) == [
                "the Widget target that builds this file does not build DesignSystem.Spaces.one"
            ])
        // The app links the Kit framework that builds the tokens: the app's file sees them.
        let linked = plan(files, designSystem: appOwn, at: "Kit/Tokens.swift", graph: Self.project(kitInApp: false))
        #expect(linked["App/Card.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
        #expect(linked["Widget/Panel.swift"]?.edits.isEmpty == true)
    }

    /// A package module's internal tokens are its own files' alone: no import brings them.
    @Test func aPackagesInternalTokenStaysInItsModule() {
        let plans = plan(
            [
                ("App/Card.swift", Self.view("import Kit\nimport SwiftUI", #"Text("a").padding(6)"#)),
                ("Packages/Kit/Sources/Kit/Button.swift", Self.view("import SwiftUI", #"Text("a").padding(6)"#)),
            ],
            designSystem: Self.designSystem.replacingOccurrences(of: "public ", with: ""),
            at: "Packages/Kit/Sources/Kit/Tokens.swift")
        #expect(plans["App/Card.swift"]?.edits.isEmpty == true)
        #expect(
            plans["App/Card.swift"]?.left.map(\.reason) == [
                "DesignSystem.Spaces.one is internal to the Kit module: this file cannot name it"
            ])
        #expect(plans["Packages/Kit/Sources/Kit/Button.swift"]?.edits.map(\.after) == ["DesignSystem.Spaces.one"])
    }
}
