import JSONSupport

/// A colour the app names in an asset catalogue (`Assets.xcassets/Brand.colorset/Contents.json`):
/// part of its palette as much as a `static let` in code is, and the place Apple's guidance
/// keeps colours, with their dark variant beside them.
public struct AssetColor: Sendable, Equatable {
    /// The colour set's name, as code asks for it (`Color("Brand")`).
    public var name: String
    /// Its light (or only) appearance, when written as components; nil for a system colour or
    /// a file that does not say.
    var color: LiteralColor?

    /// Whether a root-relative path is a colour set's description.
    public static func isColorSet(_ path: String) -> Bool {
        path.hasSuffix(".colorset/Contents.json")
    }

    /// The colour a colour set's `Contents.json` at `path` describes, nil when it is not one.
    /// `AccentColor` and `WidgetBackground`, the sets Xcode's templates start with, are the
    /// system's tint and a widget's background, not a palette; a file that does not parse is none.
    public static func read(_ contents: [UInt8], path: String) -> AssetColor? {
        guard isColorSet(path) else { return nil }
        let folder = path.dropLast("/Contents.json".count).split(separator: "/").last ?? ""
        let name = String(folder.dropLast(".colorset".count))
        guard !name.isEmpty, !templateSets.contains(name), let json = try? JSONParser.parse(contents) else {
            return nil
        }
        // The entry with no `appearances` is the light one (or the only one).
        let light = json["colors"]?.arrayValue?.first { $0["appearances"] == nil }
        return AssetColor(name: name, color: light?["color"]?["components"].flatMap(components))
    }

    private static let templateSets: Set<String> = ["AccentColor", "WidgetBackground"]

    /// `{"red": "0xFF", "green": "0.004", "blue": "117", ...}`: Xcode writes a channel as a hex
    /// byte, a fraction with a decimal point ("1.000"), or a whole number of 255ths ("1" is 1/255).
    private static func components(_ value: JSONValue) -> LiteralColor? {
        func channel(_ key: String) -> Double? {
            guard let text = value[key]?.stringValue else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            guard let number = Double(text), number >= 0 else { return nil }
            return text.contains(".") ? min(number, 1) : min(number, 255) / 255
        }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return LiteralColor(red: red, green: green, blue: blue)
    }
}
