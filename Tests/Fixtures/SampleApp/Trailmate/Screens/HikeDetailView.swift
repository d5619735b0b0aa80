import SwiftUI

struct HikeDetailView: View {
    @Environment(HikeStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    let hike: Hike

    @State private var isNotesExpanded = false
    @State private var showsElevation = true

    private var isFavorite: Bool {
        store.hikes.first { $0.id == hike.id }?.isFavorite ?? hike.isFavorite
    }

    var body: some View {
        ScrollView {
            hero
            content
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) { favoriteButton }
        }
    }

    /* Previous hero used a fixed-size title over the photo:
       /* v1.2 */ Text(hike.name).font(.system(size: 99))
       Replaced by the gradient so photos can load lazily. */
    private var hero: some View {
        LinearGradient(
            colors: [
                Color(red: 0.2, green: 0.4, blue: 0.9),
                Color(hex: "#FF6B35"),
            ],
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
        .frame(height: 220)
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: Space.lg) {
            VStack(alignment: .leading, spacing: Space.xs) {
                Text(hike.name)
                    .font(Typography.title)
                Text(hike.region)
                    .font(.system(size: 17.5, weight: .semibold))
                    .foregroundStyle(.secondary)
            }

            HStack(spacing: Space.sm) {
                StatBadge(value: store.unit.format(hike.distanceKm), label: "Distance")
                StatBadge(value: "\(hike.elevationGainM) m", label: "Gain")
                StatBadge(value: hike.formattedDuration, label: "Time")
            }

            Text(hike.difficulty.title)
                .fontWeight(.bold)
                .foregroundStyle(hike.difficulty.color)

            Toggle("Show elevation profile", isOn: $showsElevation.animation(.default))
                .font(Typography.body)

            if showsElevation {
                RoundedRectangle(cornerRadius: 18, style: .circular)
                    .fill(Palette.surfaceElevated)
                    .frame(height: 140)
            }

            notes

            Button("View route in Maps", systemImage: "map", action: openRoute)
                .foregroundStyle(.blue)

            Button("Delete hike", role: .destructive, action: deleteHike)
                .foregroundColor(.red)
        }
        .padding(.vertical, Space.xl)
        .safeAreaPadding(.horizontal, 20)
        .background(
            Palette.surface,
            in: UnevenRoundedRectangle(topLeadingRadius: 20, bottomLeadingRadius: 0, bottomTrailingRadius: 0, topTrailingRadius: 20)
        )
    }

    private var notes: some View {
        VStack(alignment: .leading, spacing: Space.sm) {
            Button {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                    isNotesExpanded.toggle()
                }
            } label: {
                HStack {
                    Text("Notes")
                        .font(Typography.headline)
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(isNotesExpanded ? 90 : 0))
                        .offset(x: 3)
                }
            }
            .buttonStyle(.plain)

            Text(hike.notes)
                .font(Typography.body)
                .lineLimit(isNotesExpanded ? nil : 3)
        }
        .padding()
        .background(Palette.surfaceElevated, in: Radii.shape(Radii.lg))
    }

    private var favoriteButton: some View {
        Button {
            store.toggleFavorite(hike)
        } label: {
            Image(systemName: isFavorite ? "heart.fill" : "heart")
                .scaleEffect(isFavorite ? 1.2 : 1)
                .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: isFavorite)
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel(isFavorite ? "Remove from favourites" : "Add to favourites")
    }

    private func deleteHike() {
        store.delete(hike)
        dismiss()
    }

    private func openRoute() {
        let query = hike.name.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if let url = URL(string: "maps://?q=\(query)") {
            openURL(url)
        }
    }
}

#Preview {
    NavigationStack {
        HikeDetailView(hike: .sample)
    }
    .environment(HikeStore())
    .tint(.pink)
}
