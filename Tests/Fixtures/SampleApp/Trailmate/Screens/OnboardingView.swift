import SwiftUI

struct OnboardingView: View {
    var onFinish: () -> Void
    @State private var page = 0

    private let pages: [OnboardingPage] = [
        OnboardingPage(symbol: "figure.hiking", title: "Log every trail",
                       message: "Distance, elevation and time for every hike, even without signal."),
        OnboardingPage(symbol: "map", title: "Remember the route",
                       message: "Keep notes on trail conditions, parking and the views worth the climb."),
        OnboardingPage(symbol: "heart.circle", title: "Build your list",
                       message: "Favourite the hikes you want to repeat and share them with friends."),
    ]

    private var isLastPage: Bool { page == pages.count - 1 }

    var body: some View {
        ZStack {
            Color.black.ignoresSafeArea()

            VStack(spacing: Space.xl) {
                TabView(selection: $page) {
                    ForEach(pages.indices, id: \.self) { index in
                        OnboardingPageView(page: pages[index])
                            .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .never))
                .animation(.spring(duration: 0.4, bounce: 0.2), value: page)

                pageIndicator

                Button(isLastPage ? "Get started" : "Continue") {
                    if isLastPage {
                        onFinish()
                    } else {
                        withAnimation(Motion.page) { page += 1 }
                    }
                }
                .buttonStyle(PrimaryButtonStyle())
                .padding(.horizontal, Space.xl)
                .padding(.bottom, Space.xxl)
            }
        }
    }

    private var pageIndicator: some View {
        HStack(spacing: Space.sm) {
            ForEach(pages.indices, id: \.self) { index in
                Capsule()
                    .fill(index == page ? Palette.accent : Palette.accentMuted)
                    .frame(width: index == page ? 20 : 8, height: 8)
            }
        }
        .animation(Motion.standard, value: page)
        .accessibilityHidden(true)
    }
}

struct OnboardingPage {
    let symbol: String
    let title: String
    let message: String
}

private struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: Space.lg) {
            Image(systemName: page.symbol)
                .font(Typography.largeTitle)
                .foregroundStyle(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)))
                .padding(.bottom, Space.sm)
            Text(page.title)
                .font(Typography.title)
                .bold()
                .foregroundStyle(.white)
            Text(page.message)
                .font(.custom("Inter", size: 15, relativeTo: .body))
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, Space.xxl)
    }
}

#Preview {
    OnboardingView(onFinish: {})
}
