import SwiftLexer

/// The app's own images kept as constants (`enum Images { static let arrowLeft =
/// Image("arrow_left") }`), by name, with the asset each shows (`systemName:xmark` for a
/// symbol, "" when it is not a literal):
/// a control labelled only by one (`Constants.Images.arrowLeft.resizable()`) is labelled by an
/// image, which VoiceOver names by its asset. `a11y/icon-only-button` reads them.
enum ImageConstants {
    /// A constant and the asset it shows.
    struct Constant: Sendable, Equatable {
        let name: String
        let asset: String
    }

    /// Whether `bytes` may declare one. Read without lexing, as the token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "static") && containsBytes(bytes, "Image")
    }

    /// `static let name = Image("asset")`, `static let name: Image = ...`, `static var name: Image {
    /// Image("asset") }`, `static let name: Image = Asset.Images.name.swiftUIImage`: the constants
    /// `file` declares.
    static func declared(in file: SourceFile, landmarks: Landmarks) -> [Constant] {
        var found: [Constant] = []
        for index in landmarks.indices where file.tokenIs(index, "static") {
            guard file.tokenIs(index + 1, "let") || file.tokenIs(index + 1, "var"), file.kind(index + 2) == .identifier
            else { continue }
            var image = index + 3
            if file.kind(image) == .colon {
                guard file.tokenIs(image + 1, "Image") else { continue }
                image += 2
                guard file.tokenIs(image, "=") || file.kind(image) == .leftBrace else { continue }
                image += 1
                if file.tokenIs(image, "return") { image += 1 }
            } else {
                guard file.tokenIs(image, "=") else { continue }
                image += 1
            }
            if let accessor = generatedAccessor(at: image, in: file) {
                found.append(Constant(name: file.text(index + 2), asset: file.text(accessor - 2)))
                continue
            }
            guard file.tokenIs(image, "Image"), file.kind(image + 1) == .leftParen else { continue }
            var asset = ""
            if file.kind(image + 2) == .stringLiteral, file.kind(image + 3) == .rightParen {
                asset = String(file.text(image + 2).dropFirst().dropLast())
            } else if file.tokenIs(image + 2, "systemName"), file.kind(image + 3) == .colon,
                file.kind(image + 4) == .stringLiteral, file.kind(image + 5) == .rightParen
            {
                asset = "systemName:" + file.text(image + 4).dropFirst().dropLast()
            }
            found.append(Constant(name: file.text(index + 2), asset: asset))
        }
        return found
    }

    /// The `swiftUIImage` token of `Asset.Images.iconEdit.swiftUIImage` starting at `start`, the whole
    /// value: an asset image through the accessors Tuist or SwiftGen generate.
    private static func generatedAccessor(at start: Int, in file: SourceFile) -> Int? {
        var cursor = start
        while file.kind(cursor) == .identifier, file.kind(cursor + 1) == .period { cursor += 2 }
        guard cursor > start + 2, file.tokenIs(cursor, "swiftUIImage"), file.kind(cursor - 2) == .identifier,
            file.kind(cursor + 1) != .period, file.kind(cursor + 1) != .leftParen
        else { return nil }
        return cursor
    }
}
