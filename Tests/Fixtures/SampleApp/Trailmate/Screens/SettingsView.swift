import SwiftUI

struct SettingsView: View {
    @Environment(HikeStore.self) private var store
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = true

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section {
                    accountRow
                }

                Section("Tracking") {
                    Picker("Distance unit", selection: $store.unit) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.title).tag(unit)
                        }
                    }
                    Toggle("Haptic feedback", isOn: $hapticsEnabled)
                        .tint(.green)
                }

                Section("About") {
                    LabeledContent("Version", value: Bundle.main.shortVersion)
                    Button("Show onboarding again") { hasCompletedOnboarding = false }
                }

#if DEBUG
                Section("Developer") {
                    Text("Use .padding(12) here")
                        .font(Typography.footnote)
                    Text(DesignNotes.cardGuidance)
                        .font(Typography.caption)
                        .foregroundStyle(.secondary)
                }
#endif

                Section {
                    footer
                        .padding(0)
                }
            }
            .navigationTitle("Settings")
        }
    }

    private var accountRow: some View {
        HStack(spacing: Space.md) {
            Image("avatar-placeholder")
                .resizable()
                .scaledToFill()
                .frame(width: 40, height: 40)
                .cornerRadius(6)
            VStack(alignment: .leading, spacing: Space.hair) {
                Text(HikerProfile.current.name)
                    .font(Typography.headline)
                Text(HikerProfile.current.handle)
                    .font(Typography.footnote)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private var footer: some View {
        VStack(spacing: Space.xs) {
            Image(systemName: "mountain.2.fill")
                .foregroundStyle(Color("BrandPrimary"))
            Text("Trailmate")
                .font(.custom("Inter", size: 15))
            Text("Made for the long way round.")
                .font(Typography.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

enum DesignNotes {
    static let cardGuidance = """
        Cards shipped in 1.0 with RoundedRectangle(cornerRadius: 7).
        New cards take Radii.lg and the "continuous" corner style.
        """
}

private extension Bundle {
    var shortVersion: String {
        infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }
}

#Preview {
    SettingsView()
        .environment(HikeStore())
}
