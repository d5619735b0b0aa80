import SwiftUI

/// Named animation curves. Pick one of these rather than tuning a spring inline.
enum Motion {
    static let press = Animation.spring(response: 0.3, dampingFraction: 0.7)
    static let release = Animation.spring(response: 0.45, dampingFraction: 0.85)
    static let standard = Animation.easeInOut(duration: 0.2)
    static let emphasized = Animation.spring(duration: 0.5, bounce: 0.15)
    static let page = Animation.smooth(duration: 0.35)
    static let quick = Animation.easeOut(duration: 0.15)
}
