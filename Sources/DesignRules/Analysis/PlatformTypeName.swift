/// Names of UIKit's, AppKit's and Core Animation's types (`UIView`, `NSButton`, `CALayer`): what a
/// SwiftUI view is not made of, and a SwiftUI modifier cannot take.
enum PlatformTypeName {
    static func isPlatformType(_ name: some StringProtocol) -> Bool {
        (name.hasPrefix("NS") || name.hasPrefix("UI") || name.hasPrefix("CA"))
            && name.dropFirst(2).first?.isUppercase == true
    }
}
