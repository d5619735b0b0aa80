import SwiftUI

/// Semantic colours, backed by the asset catalogue (light + dark variants).
enum Palette {
    static let accent = Color("BrandPrimary")
    static let accentMuted = Color("BrandPrimaryMuted")
    static let surface = Color("Surface")
    static let surfaceElevated = Color("SurfaceElevated")
    static let textPrimary = Color("TextPrimary")
    static let textSecondary = Color("TextSecondary")
    static let textOnAccent = Color("TextOnAccent")
    static let trailEasy = Color("TrailEasy")
    static let trailModerate = Color("TrailModerate")
}

extension Color {
    /// Accepts "#RRGGBB" or "RRGGBB" (as handed over from the brand guide).
    init(hex: String) {
        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var value: UInt64 = 0
        Scanner(string: cleaned).scanHexInt64(&value)
        let r = Double((value >> 16) & 0xFF) / 255
        let g = Double((value >> 8) & 0xFF) / 255
        let b = Double(value & 0xFF) / 255
        self.init(.sRGB, red: r, green: g, blue: b, opacity: 1)
    }
}
