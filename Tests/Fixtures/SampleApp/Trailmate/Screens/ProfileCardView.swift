import SwiftUI

struct HikerProfile {
    var name: String
    var handle: String
    var homeRegion: String
    var memberSince: Date
    var isPro: Bool

    static let current = HikerProfile(name: "Alex Rivera", handle: "@alexhikes", homeRegion: "Cascades, WA",
                                      memberSince: Date(timeIntervalSince1970: 1_672_531_200), isPro: true)

    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map { String($0) }.joined()
    }
}

struct ProfileView: View {
    @Environment(HikeStore.self) private var store

    var body: some View {
        NavigationStack {
            ScrollView {
                ProfileCardView(profile: .current, hikeCount: store.hikes.count)
                    .padding(.horizontal, Space.lg)
            }
            .navigationTitle("Profile")
        }
    }
}

struct ProfileCardView: View {
    let profile: HikerProfile
    let hikeCount: Int
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: Space.md) {
            HStack(spacing: Space.md) {
                avatar
                VStack(alignment: .leading, spacing: Space.hair) {
                    HStack(spacing: Space.xs) {
                        Text(profile.name)
                            .font(Typography.headline)
                        if profile.isPro {
                            proBadge
                        }
                    }
                    Text(profile.handle)
                        .font(.system(size: 13))
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    isExpanded.toggle()
                } label: {
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
                .buttonStyle(.plain)
                .accessibilityLabel(isExpanded ? "Hide details" : "Show details")
            }

            if isExpanded {
                Divider()
                LabeledContent("Home region", value: profile.homeRegion)
                LabeledContent("Member since") {
                    Text(profile.memberSince, format: .dateTime.year().month())
                }
                LabeledContent("Hikes logged", value: "\(hikeCount)")
            }
        }
        .font(Typography.callout)
        .padding(12)
        .background(.white)
        .clipShape(.rect(cornerRadius: 12))
        .animation(.easeInOut(duration: 0.25), value: isExpanded)
    }

    private var avatar: some View {
        Text(profile.initials)
            .font(Typography.headline)
            .foregroundStyle(Palette.textOnAccent)
            .frame(width: 52, height: 52)
            .background(Palette.accent, in: Circle())
            .overlay {
                Circle()
                    .stroke(lineWidth: 1.5)
                    .foregroundStyle(Palette.accentMuted)
            }
    }

    private var proBadge: some View {
        Text("PRO")
            .font(.caption2)
            .padding(.horizontal, Space.xs)
            .foregroundStyle(Palette.textOnAccent)
            .background(Color.black)
            .clipShape(Capsule())
    }
}

struct ProfileCardView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCardView(profile: .current, hikeCount: 42)
            .padding(7)
            .background(Color.gray.opacity(0.2))
            .previewLayout(.sizeThatFits)
    }
}
