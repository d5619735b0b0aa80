import SwiftUI

/// Spacing scale in 4-point steps. `hair` is the one deliberate half step,
/// reserved for hairline gaps between stacked labels.
enum Space {
    static let hair: CGFloat = 2
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 12
    static let lg: CGFloat = 16
    static let xl: CGFloat = 24
    static let xxl: CGFloat = 32
    static let xxxl: CGFloat = 48
    static let huge: CGFloat = 64

    /// Minimum hit area for anything tappable (HIG).
    static let touchTarget: CGFloat = 44
}
