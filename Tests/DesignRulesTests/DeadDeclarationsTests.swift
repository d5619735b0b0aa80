import SwiftLexer
import Testing

@testable import DesignRules

/// A `private` declaration nothing in its file uses never runs: findings in it are not reported,
/// and everything reachable (used by name, `$name`, `_name`, a selector, a preview) still is.
@Suite struct DeadDeclarationsTests {
    func lines(_ source: String) -> [Int] {
        FileAnalyzer(config: .defaults).analyze(Array(source.utf8)).findings
            .filter { $0.ruleID == "api/foreground-color" }.map(\.line)
    }

    @Test func anUnusedPrivatePropertyIsNotReported() {
        let source = """
            import SwiftUI
            struct Row: View {
                private var badge: some View {
                    Text("a").foregroundColor(.red)
                }
                var body: some View { Text("b").foregroundColor(.blue) }
            }
            """
        #expect(lines(source) == [6])
    }

    @Test func aUsedPrivatePropertyIsReported() {
        let source = """
            import SwiftUI
            struct Row: View {
                private var badge: some View {
                    Text("a").foregroundColor(.red)
                }
                var body: some View { badge }
            }
            """
        #expect(lines(source) == [4])
    }

    @Test func unusedPrivateTypesAndFunctionsAreNotReported() {
        let source = """
            import SwiftUI
            private struct OldBadge: View {
                var body: some View { Text("a").foregroundColor(.red) }
            }
            struct Row: View {
                private func legacyLabel(_ title: String) -> some View {
                    Text(title)
                        .foregroundColor(.gray)
                }
                // legacyLabel("x") is only named in a comment.
                var body: some View { Text("b") }
            }
            """
        #expect(lines(source).isEmpty)
    }

    @Test func aUseOnlyUnusedCodeMakesIsNone() {
        let source = """
            import SwiftUI
            private struct FitFont: ViewModifier {
                func body(content: Content) -> some View { content.foregroundColor(.red) }
            }
            extension View {
                private func fitFont() -> some View { modifier(FitFont()) }
                private func countdown(_ n: Int) -> some View { n > 0 ? countdown(n - 1) : Text("0").foregroundColor(.red) }
            }
            """
        #expect(lines(source).isEmpty)
        let called = source + "\nstruct Row: View { var body: some View { Text(\"a\").fitFont() } }"
        #expect(lines(called) == [3])
    }

    @Test func aBindingOrAStorageUseIsAUse() {
        let source = """
            import SwiftUI
            struct Form: View {
                @State private var tint = Color.red
                private let note = Text("a").foregroundColor(.red)
                init() { _tint = State(initialValue: .blue) }
                var body: some View { ColorPicker("Tint", selection: $tint) }
            }
            """
        // `note` is never used: its colour goes; `tint` is used through `$tint` and `_tint`.
        #expect(lines(source).isEmpty)
        let used = source.replacingOccurrences(of: "ColorPicker(\"Tint\", selection: $tint)", with: "note")
        #expect(lines(used) == [4])
    }

    @Test func whatTheRuntimeOrXcodeReachesIsKept() {
        let source = """
            import SwiftUI
            @Observable final class Host {
                @objc private func refresh() { DispatchQueue.main.async { self.reload() } }
            }
            private struct Row_Previews: PreviewProvider {
                static var previews: some View { Text("a") }
            }
            """
        let findings = FileAnalyzer(config: .allRules).analyze(Array(source.utf8)).findings
        #expect(findings.contains { $0.ruleID == "api/dispatch-queue-main" && $0.line == 3 })
        #expect(findings.contains { $0.ruleID == "api/preview-provider" && $0.line == 5 })
    }

    @Test func anOverloadedNameIsLeft() {
        let source = """
            import SwiftUI
            struct Row: View {
                private func title() -> some View { Text("a").foregroundColor(.red) }
                private func title(_ text: String) -> some View { Text(text).foregroundColor(.red) }
                var body: some View { Text("b") }
            }
            """
        #expect(lines(source) == [3, 4])
    }

    @Test func aUseInAnInterpolationIsAUse() {
        let source = """
            import SwiftUI
            struct Row: View {
                private var badge: String { Text("a").foregroundColor(.red); return "b" }
                var body: some View { Text("\\(badge) items") }
            }
            """
        #expect(lines(source) == [3])
    }

    @Test func aPropertyWithNoValueOrTypeOnItsLineIsRead() {
        let source = """
            import SwiftUI
            struct Row: View {
                private var spare
                private var empty = 0 }
            let late = Text("a").foregroundColor(.red)
            """
        #expect(lines(source) == [5])
    }

    @Test func privateSetIsNotTheDeclarationsAccess() {
        let source = """
            import SwiftUI
            struct Row: View {
                private(set) var accent: some View = Text("a").foregroundColor(.red)
                var body: some View { Text("b") }
            }
            """
        #expect(lines(source) == [3])
    }
}
