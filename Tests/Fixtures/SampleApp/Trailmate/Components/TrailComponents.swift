import SwiftUI

struct StatBadge: View {
    let value: String
    let label: String
    var systemImage: String?

    var body: some View {
        VStack(spacing: Space.xs) {
            if let systemImage {
                Image(systemName: systemImage)
                    .foregroundStyle(Palette.accent)
            }
            Text(value)
                .font(Typography.headline)
                .monospacedDigit()
            Text(label.uppercased())
                .font(.system(size: 12.5))
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, Space.md)
        .background(Palette.surfaceElevated, in: Radii.shape(Radii.lg))
    }
}

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .frame(maxWidth: .infinity, minHeight: Space.touchTarget)
            .padding(EdgeInsets(top: 8, leading: 14, bottom: 8, trailing: 14))
            .foregroundStyle(.white)
            .background(Palette.accent, in: Radii.shape(Radii.lg))
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let isPressed = configuration.isPressed
        return configuration.label
            .scaleEffect(isPressed ? 0.97 : 1)
            .animation(Motion.press, value: isPressed)
    }
}

struct LoadingSpinner: View {
    @State private var isSpinning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Palette.accent, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            .frame(width: 20, height: 20)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
            .accessibilityLabel("Loading")
    }
}

#Preview {
    VStack(spacing: 20) {
        StatBadge(value: "12.4 km", label: "Distance", systemImage: "figure.hiking")
        Button("Start a hike") {}
            .buttonStyle(PrimaryButtonStyle())
        LoadingSpinner()
    }
    .padding(7)
}
