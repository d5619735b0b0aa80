import BuildGraph
import SwiftLexer
import Testing

@testable import DesignRules

/// The code kept for older systems, where the `api` rules do not report the old API it must use.
@Suite struct AvailabilityFallbacksTests {
    /// The statement lines of `source` (closing braces aside) inside a fallback, by their text.
    func fallbackLines(_ source: String) -> [String] {
        let file = SourceFile(bytes: Array(source.utf8))
        let fallbacks = AvailabilityFallbacks(file)
        return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.trimmingCharacters(in: .whitespaces).hasPrefix("}") else { return nil }
            let column = (line.firstIndex { $0 != " " }.map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
            return fallbacks.contains(line: index + 1, column: column) ? line.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    @Test func theElseOfAvailableTheElseOfGuardAndTheBodyOfUnavailable() {
        let source = """
            if #available(iOS 17, *) {
                newer()
            } else if isCatalyst {
                catalyst()
            } else {
                older()
            }
            guard #available(iOS 16, *) else {
                legacy()
                return
            }
            if #unavailable(iOS 18) {
                before18()
            }
            if #available(iOS 15, *), isReady { onlyNewer() }
            if ready { plain() } else { other() }
            """
        #expect(fallbackLines(source) == ["catalyst()", "older()", "legacy()", "return", "before18()"])
    }

    /// A declaration the app marks deprecated forwards to the old API by design.
    @Test func theBodyOfADeprecatedDeclaration() {
        let source = """
            extension AnyText {
                @available(*, deprecated, message: "use foregroundStyle")
                func foregroundColor(_ color: Color) -> Text {
                    text.foregroundColor(color)
                }
                @available(iOS 15, *)
                func styled() -> Text {
                    text.bold()
                }
            }
            """
        #expect(fallbackLines(source) == ["text.foregroundColor(color)"])
    }

    /// A fallback every platform the code builds for has outgrown never runs: nothing in it is
    /// reported, by any rule. Below the minimum, or on a platform the check does not name without
    /// `*`, it runs and stays in the count.
    @Test func aFallbackTheMinimumsOutgrewIsNotReported() {
        let source = """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    if #available(iOS 16, macOS 13, *) {
                        Text("a").font(.body)
                    } else {
                        Text("a").font(.system(size: 13))
                    }
                }
            }
            """
        func found(_ minimums: [Platform: String], platforms: Set<Platform>) -> [Int] {
            let build = BuildContext(
                platforms: platforms,
                minimums: minimums.mapValues { DeploymentTargets.Found(version: OSVersion($0)!, file: "p") })
            let file = SourceFile(bytes: Array(source.utf8))
            return FileAnalyzer(config: .allRules).analyze(file, build: build).findings
                .filter { $0.ruleID == "typography/fixed-size" }.map(\.line)
        }
        #expect(found([.iOS: "17.6"], platforms: [.iOS]) == [])
        #expect(found([.iOS: "16"], platforms: [.iOS]) == [])
        #expect(found([.iOS: "15"], platforms: [.iOS]) == [7])
        #expect(found([.iOS: "17", .macOS: "12"], platforms: [.iOS, .macOS]) == [7])
        #expect(found([.iOS: "17", .tvOS: "15"], platforms: [.iOS, .tvOS]) == [])
        #expect(found([:], platforms: [.iOS]) == [7])
        let condition = AvailabilityFallbacks(
            SourceFile(bytes: Array("if #available(iOS 16.4) { a() } else { b() }".utf8))
        )
        .condition(line: 1, column: 40)
        #expect(condition?.versions == [.iOS: OSVersion(16, 4)])
        #expect(condition?.othersPass == false)
    }

    @Test func aFileWithoutAvailabilityChecksHasNoFallback() {
        #expect(AvailabilityFallbacks(SourceFile(bytes: Array("if a { b() } else { c() }".utf8))).isEmpty)
    }
}
