import DesignDebt

/// The files of the simulated app that are written by hand once rather than
/// drawn from the corpus generator: the design tokens, the SwiftGen output and
/// the non-Swift files around them.
extension DemoFile {
    /// Where the design system's tokens live.
    static let tokenFolder = "Packages/DesignSystem/Sources/DesignSystem/Tokens"

    /// The five token files of the first commit: the scales the later commits
    /// either use or go around.
    static func tokenFiles() -> [DemoFile] {
        let space = """
            import SwiftUI

            /// Spacing on the 4-point grid, with one half step.
            public enum Space {
                public static let hair: CGFloat = 2
                public static let xs: CGFloat = 4
                public static let sm: CGFloat = 8
                public static let md: CGFloat = 12
                public static let lg: CGFloat = 16
                public static let xl: CGFloat = 24
                public static let xxl: CGFloat = 32
                public static let touchTarget: CGFloat = 44
            }

            """
        let radii = """
            import SwiftUI

            /// Corner radii; shapes use continuous corners.
            public enum Radii {
                public static let sm: CGFloat = 4
                public static let md: CGFloat = 8
                public static let lg: CGFloat = 12
                public static let card: CGFloat = 16
                public static let sheet: CGFloat = 24

                public static func shape(_ radius: CGFloat) -> RoundedRectangle {
                    RoundedRectangle(cornerRadius: radius, style: .continuous)
                }
            }

            """
        let typography = """
            import SwiftUI

            /// Text styles; every size follows Dynamic Type.
            public enum Typography {
                public static let largeTitle = Font.largeTitle.weight(.bold)
                public static let title = Font.title2.weight(.semibold)
                public static let headline = Font.headline
                public static let body = Font.body
                public static let callout = Font.callout
                public static let caption = Font.caption
            }

            """
        let motion = """
            import SwiftUI

            /// Animation curves; nothing repeats forever.
            public enum Motion {
                public static let snappy = Animation.spring(response: 0.3, dampingFraction: 0.85)
                public static let press = Animation.spring(response: 0.2, dampingFraction: 0.9)
                public static let release = Animation.spring(response: 0.35, dampingFraction: 0.7)
                public static let gentle = Animation.easeInOut(duration: 0.25)
            }

            """
        let palette = """
            import SwiftUI

            /// Semantic colours; views never name a raw colour.
            public enum Palette {
                public static let surface = Color("Surface")
                public static let accent = Color.accentColor
                public static let textPrimary = Color.primary
                public static let textSecondary = Color.secondary
                public static let separator = Color(.separator)
            }

            """
        return [
            ("Space", space), ("Radii", radii), ("Typography", typography), ("Motion", motion), ("Palette", palette),
        ]
        .map { name, text in
            DemoFile(
                path: "\(tokenFolder)/\(name).swift", role: .tokens, typeName: name, blocks: [DemoBlock(text)],
                targetLines: 20)
        }
    }

    /// Adds one token to a token file, the way a design system grows.
    mutating func addToken(number: Int) {
        guard role == .tokens, var last = blocks.last else { return }
        var lines = last.lineArray
        guard let closing = lines.lastIndex(where: { $0 == "}" }) else { return }
        let name = "added\(number)"
        let definition: String
        switch typeName {
        case "Space": definition = "public static let \(name): CGFloat = \(4 * (number % 12 + 1))"
        case "Radii": definition = "public static let \(name): CGFloat = \(4 * (number % 6 + 1))"
        case "Typography": definition = "public static let \(name) = Font.subheadline.weight(.medium)"
        case "Motion": definition = "public static let \(name) = Animation.snappy(duration: 0.3)"
        default: definition = "public static let \(name) = Color(\"Brand\(number)\")"
        }
        lines.insert(Substring("    " + definition), at: closing)
        last.setLines(lines)
        blocks[blocks.count - 1] = last
    }

    /// Where the SwiftGen output lives.
    static let swiftGenPath = "IceFloeApp/Generated/Strings+Generated.swift"

    /// The SwiftGen strings file with `keys` entries (it grows as the app
    /// gains copy). Its header marks it generated, so the scanner skips it.
    static func swiftGenStrings(keys: Int) -> DemoFile {
        var entries = ""
        for index in 0..<keys {
            let phrase = DemoVocabulary.phrases[index % DemoVocabulary.phrases.count]
            let words = phrase.split(separator: " ").map { String($0).filter { $0.isLetter } }
            let camel = words.enumerated().map { $0 == 0 ? $1.lowercased() : $1.capitalized }.joined()
            let name = index < DemoVocabulary.phrases.count ? camel : "\(camel)\(index / DemoVocabulary.phrases.count)"
            entries += "  /// \(phrase)\n"
            entries +=
                "  internal static let \(name) = L10n.tr(\"Localizable\", \"\(name)\", fallback: \"\(phrase)\")\n"
        }
        let text = """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

            import Foundation

            // swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references

            // MARK: - Strings

            // swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
            // swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
            internal enum L10n {
            \(entries)}
            // swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
            // swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

            // MARK: - Implementation Details

            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }

            // swiftlint:disable convenience_type
            private final class BundleToken {
              static let bundle: Bundle = {
                #if SWIFT_PACKAGE
                return Bundle.module
                #else
                return Bundle(for: BundleToken.self)
                #endif
              }()
            }
            // swiftlint:enable convenience_type

            """
        return DemoFile(
            path: swiftGenPath, role: .generated, typeName: "Strings+Generated",
            blocks: [DemoBlock(text)], targetLines: 0)
    }

    /// The `Localizable.strings` the SwiftGen file is generated from.
    static func localizableStrings(keys: Int) -> DemoFile {
        var text = "/* Localizable.strings: IceFloe */\n\n"
        for index in 0..<keys {
            let phrase = DemoVocabulary.phrases[index % DemoVocabulary.phrases.count]
            text += "\"key\(index)\" = \"\(phrase)\";\n"
        }
        return other("IceFloeApp/Resources/en.lproj/Localizable.strings", text)
    }

    /// The README, one changelog line per release so far.
    static func readme(releases: Int) -> DemoFile {
        var text = """
            # IceFloe

            A SwiftUI client for the fediverse. Open `IceFloe.xcodeproj`, pick the
            IceFloe scheme and run. Design tokens live in `Packages/DesignSystem`:
            use `Space`, `Radii`, `Typography`, `Motion` and `Palette` instead of literals.

            ## Changelog

            """
        for release in 0..<releases {
            text +=
                "- 1.\(release / 10).\(release % 10): \(DemoVocabulary.phrases[release % DemoVocabulary.phrases.count])"
            text += " for \(DemoVocabulary.nouns[(release * 7) % DemoVocabulary.nouns.count].lowercased()) screens.\n"
        }
        return other("README.md", text)
    }

    /// The accent colour of the asset catalogue; `version` shifts its components.
    static func accentColor(version: Int) -> DemoFile {
        let red = DemoVocabulary.components[version % DemoVocabulary.components.count]
        let green = DemoVocabulary.components[(version * 3 + 4) % DemoVocabulary.components.count]
        let text = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : {
                      "alpha" : "1.000",
                      "blue" : "0.950",
                      "green" : "\(green)",
                      "red" : "\(red)"
                    }
                  },
                  "idiom" : "universal"
                }
              ],
              "info" : {
                "author" : "xcode",
                "version" : 1
              }
            }

            """
        return other("IceFloeApp/Assets.xcassets/AccentColor.colorset/Contents.json", text)
    }

    /// `.gitignore` and `.swiftlint.yml`; `version` adds lines to the latter.
    static func configurationFiles(version: Int) -> [DemoFile] {
        var lint = "disabled_rules:\n  - trailing_whitespace\nexcluded:\n  - IceFloeApp/Generated\nline_length: 140\n"
        for index in 0..<version { lint += "# rule review \(index + 1)\n" }
        return [
            other(".gitignore", ".DS_Store\n.build/\nxcuserdata/\nDerivedData/\n*.xcuserstate\n"),
            other(".swiftlint.yml", lint),
            // The team adopted the reference's scales and turned their rules on: the history's
            // literals are judged against them.
            other(
                "designdebt.json",
                #"{"spacing": {"grid": 4, "values": [0, 2]}, "radius": {"values": [0, 4, 8, 12, 16, 24], "appSteps": true}, "#
                    + #""rules": {"spacing/off-scale": "warning", "spacing/raw-literal": "note", "#
                    + #""radius/off-scale": "warning", "radius/raw-literal": "note", "typography/fixed-size": "warning", "#
                    + #""motion/raw-curve": "warning", "motion/repeat-forever": "warning"}}"# + "\n"),
        ]
    }

    private static func other(_ path: String, _ text: String) -> DemoFile {
        DemoFile(path: path, role: .other, typeName: "", blocks: [DemoBlock(text)], targetLines: 0)
    }
}
