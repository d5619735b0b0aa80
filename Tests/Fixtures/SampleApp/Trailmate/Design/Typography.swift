import SwiftUI

/// Type scale. Every step is anchored to a text style so it follows Dynamic Type.
enum Typography {
    static let largeTitle = Font.largeTitle.weight(.bold)
    static let title = Font.title2.weight(.semibold)
    static let headline = Font.headline
    static let body = Font.body
    static let brandBody = Font.custom("Inter", size: 17, relativeTo: .body)
    static let callout = Font.callout
    static let footnote = Font.footnote
    static let caption = Font.caption
}
