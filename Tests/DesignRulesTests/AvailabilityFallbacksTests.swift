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

    @Test func aFileWithoutAvailabilityChecksHasNoFallback() {
        #expect(AvailabilityFallbacks(SourceFile(bytes: Array("if a { b() } else { c() }".utf8))).isEmpty)
    }
}
