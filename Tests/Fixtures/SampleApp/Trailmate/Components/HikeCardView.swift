import SwiftUI

struct HikeCardView: View {
    let hike: Hike
    var unit: DistanceUnit = .kilometers

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ZStack(alignment: .topTrailing) {
                thumbnail
                if hike.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(Palette.accent)
                        .padding(Space.sm)
                }
            }

            Text(hike.name)
                .font(.headline)
                .lineLimit(1)

            Text(hike.region)
                .font(.system(size: 13))
                .foregroundStyle(.secondary)
                .lineLimit(1)

            HStack(spacing: 8) {
                Label(unit.format(hike.distanceKm), systemImage: "point.topleft.down.to.point.bottomright.curvepath")
                DifficultyPill(difficulty: hike.difficulty)
            }
            .font(Typography.caption)
            .foregroundStyle(.secondary)
        }
        // Matches the old .padding(12) inset from the v1 list rows.
        .padding(12)
        .background(Color(.systemBackground))
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .shadow(radius: 6)
        .accessibilityElement(children: .combine)
    }

    private var thumbnail: some View {
        Radii.shape(Radii.md)
            .fill(Palette.surfaceElevated)
            .frame(height: 96)
            .overlay {
                Image(systemName: "mountain.2")
                    .font(Typography.title)
                    .foregroundStyle(.tertiary)
            }
    }
}

struct DifficultyPill: View {
    let difficulty: Hike.Difficulty

    var body: some View {
        Text(difficulty.title)
            .font(.caption2)
            .padding(.horizontal, 6)
            .padding(.vertical, Space.hair)
            .foregroundStyle(difficulty.color)
            .background(difficulty.color.opacity(0.15), in: Capsule())
    }
}

#Preview {
    HikeCardView(hike: .sample)
        .padding(7)
        .frame(width: 200)
}
