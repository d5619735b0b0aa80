// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
// DO NOT EDIT

import Foundation
import SwiftUI

// MARK: - Strings

internal enum L10n {
  internal enum Onboarding {
    /// Get started
    internal static let getStarted = L10n.tr("Localizable", "onboarding.get_started", fallback: "Get started")
    /// Skip
    internal static let skip = L10n.tr("Localizable", "onboarding.skip", fallback: "Skip")
  }

  internal static let allKeys: [String] = [
    "onboarding.get_started",
    "onboarding.skip",
  ]
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

#if DEBUG
internal struct L10nCatalogueView: View {
  internal var body: some View {
    List(L10n.allKeys, id: \.self) { key in
      Text(key)
        .font(.caption)
        .padding(3)
    }
  }
}
#endif

private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
