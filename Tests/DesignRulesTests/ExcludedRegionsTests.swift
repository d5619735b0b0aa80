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

    /// A settings screen whose privacy sheet lost its button: the flag is only ever cleared.
    static func settings(setting: String) -> String {
        """
        import SwiftUI
        struct Settings: View {
            @State private var showsPrivacy = false
            var body: some View {
                List { Text("About").padding(13) }
                    .sheet(isPresented: $showsPrivacy, onDismiss: { showsPrivacy = false }) {
                        Text("Privacy").padding(14).foregroundColor(.secondary)
                    }
                    .onAppear { \(setting) }
            }
        }
        """
    }

    @Test func aSheetWhoseFlagNothingSetsIsNotShipped() {
        let analysis = FileAnalyzer(config: .allRules).analyze(
            Array(Self.settings(setting: "print(showsPrivacy)").utf8))
        #expect(!analysis.findings.contains { $0.line == 7 })
        #expect(!analysis.sites.contains { $0.line == 7 })
        #expect(analysis.sites.contains { $0.line == 5 && $0.family == .spacing })
    }

    @Test(arguments: [
        "showsPrivacy = true", "showsPrivacy.toggle()", "self.showsPrivacy = !showsPrivacy",
        "Toggle(\"Privacy\", isOn: $showsPrivacy)", "_showsPrivacy = State(initialValue: true)",
    ])
    func aSheetWhoseFlagIsSetShips(setting: String) {
        let analysis = FileAnalyzer(config: .allRules).analyze(Array(Self.settings(setting: setting).utf8))
        #expect(analysis.findings.contains { $0.line == 7 && $0.ruleID == "api/foreground-color" })
        #expect(analysis.sites.contains { $0.line == 7 && $0.family == .spacing })
    }

    @Test func aBoundFlagMayBeSetByItsOwner() {
        let source = """
            import SwiftUI
            struct Settings: View {
                @Binding var showsPrivacy: Bool
                var body: some View {
                    Text("About").sheet(isPresented: $showsPrivacy) { Text("Privacy").foregroundColor(.secondary) }
                }
            }
            """
        let analysis = FileAnalyzer(config: .allRules).analyze(Array(source.utf8))
        #expect(analysis.findings.contains { $0.line == 5 && $0.ruleID == "api/foreground-color" })
    }
}
