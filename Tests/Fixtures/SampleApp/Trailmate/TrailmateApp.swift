import SwiftUI

@main
struct TrailmateApp: App {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var store = HikeStore()

    init() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
    }

    var body: some Scene {
        WindowGroup {
            RootView(hasCompletedOnboarding: $hasCompletedOnboarding)
                .environment(store)
                .tint(Palette.accent)
        }
    }
}

struct RootView: View {
    @Binding var hasCompletedOnboarding: Bool

    var body: some View {
        if hasCompletedOnboarding {
            TabView {
                HikeListView()
                    .tabItem { Label("Hikes", systemImage: "figure.hiking") }
                ProfileView()
                    .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gearshape") }
            }
        } else {
            OnboardingView {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                    hasCompletedOnboarding = true
                }
            }
        }
    }
}
