import Testing

@testable import GitHistory

@Suite struct PathspecMatcherTests {
    private func matches(_ pathspecs: [String], _ path: String) -> Bool {
        let bytes = Array(path.utf8)
        return bytes.withUnsafeBufferPointer { PathspecMatcher(pathspecs).matches($0) }
    }

    @Test func followsGitsDefaultPathspecRules() {
        #expect(matches(["*.swift"], "View.swift"))
        #expect(matches(["*.swift"], "Sources/App/View.swift"))
        #expect(!matches(["*.swift"], "View.swiftinterface"))
        #expect(!matches(["*.swift"], "swift"))
        #expect(matches(["Sources"], "Sources/App/View.swift"))
        #expect(matches(["Sources/"], "Sources/App/View.swift"))
        #expect(!matches(["Sources"], "SourcesExtra/View.swift"))
        #expect(matches(["README.md"], "README.md"))
        #expect(matches(["Sources/*/View.swift"], "Sources/App/Deep/View.swift"))
        #expect(matches(["Sources/?.swift"], "Sources/A.swift"))
        #expect(!matches(["Sources/?.swift"], "Sources/AB.swift"))
        #expect(matches([], "anything"))
        #expect(matches(["."], "anything"))
        #expect(matches(["*.h", "*.swift"], "a.swift"))
    }
}
