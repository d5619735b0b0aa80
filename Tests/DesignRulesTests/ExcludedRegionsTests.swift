import Testing

@testable import DesignRules

/// Code no App Store build runs is out of the count: its findings and its sites.
@Suite struct ExcludedRegionsTests {
    static let source = """
        import SwiftUI
        struct Volume: View {
            @State private var level = 0.5
            var body: some View {
                #if targetEnvironment(simulator)
                Slider(value: $level, in: 0...1).padding(13)
                #else
                Slider(value: $level, in: 0...1).padding(14)
                #endif
            }
        }
        """

    @Test func aSimulatorOnlyBranchIsNotShipped() {
        let analysis = FileAnalyzer(config: .allRules).analyze(Array(Self.source.utf8))
        let sliders = analysis.findings.filter { $0.message.hasPrefix("This slider") }.map(\.line)
        #expect(sliders == [8])
        #expect(!analysis.sites.contains { $0.line == 6 })
        #expect(analysis.sites.contains { $0.line == 8 && $0.family == .spacing })
    }

    @Test func previewsCountedCountItToo() {
        var config = Configuration.allRules
        config.includePreviews = true
        let analysis = FileAnalyzer(config: config).analyze(Array(Self.source.utf8))
        #expect(analysis.findings.filter { $0.message.hasPrefix("This slider") }.map(\.line) == [6, 8])
    }
}
