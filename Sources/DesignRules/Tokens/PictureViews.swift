import SwiftLexer

/// The app's views that draw only images and are handed no words (`struct MenuItem: View { var
/// imageName: String; var body: some View { Image(imageName).resizable() } }`): a control labelled
/// only by one (`Button(action: call) { MenuItem(imageName: "profile-call") }`) shows only an image,
/// which VoiceOver names by its asset or not at all. `a11y/icon-only-button` reads them.
enum PictureViews {
    /// Whether `bytes` may declare one. Read without lexing, as the token pass reads every file.
    static func mayBeDeclared(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        containsBytes(bytes, "Image") && containsBytes(bytes, "body")
    }

    /// The views `file` declares whose `body` draws images and nothing VoiceOver could read
    /// (`A11yIconOnlyButton.wordlessDrawing`): no text, no label, no view or call of the app's,
    /// through the view's own `some View` properties too (`var body: some View { simpleAvatar
    /// .clipShape(Circle()) }`).
    static func declared(in file: SourceFile, landmarks: Landmarks) -> [String] {
        landmarks.declarations.all.compactMap { declaration in
            guard file.tokenIs(declaration.keyword, "struct"), file.startsUppercase(declaration.simpleName),
                declaration.inherits.contains(where: { file.tokenIs($0, "View") })
            else { return nil }
            var properties = viewProperties(in: declaration, of: file)
            guard let body = properties.removeValue(forKey: "body"),
                A11yIconOnlyButton.wordlessDrawing(closureAt: body, in: file, properties: properties) == .images
            else { return nil }
            return file.text(declaration.simpleName)
        }
    }

    /// The braces of `var name: some View {` among the declaration's own members (not a nested
    /// type's), by name: `body` and the properties it may draw.
    private static func viewProperties(in declaration: Declarations.Declaration, of file: SourceFile) -> [String: Int] {
        var properties: [String: Int] = [:]
        var index = declaration.brace + 1
        while index < declaration.close {
            if file.tokenIs(index, "var"), file.kind(index + 1) == .identifier, file.kind(index + 2) == .colon,
                file.tokenIs(index + 3, "some"), file.tokenIs(index + 4, "View"), file.kind(index + 5) == .leftBrace
            {
                properties[file.text(index + 1)] = index + 5
            }
            if file.kind(index) == .leftBrace, let close = file.match(index) {
                index = close
            }
            index += 1
        }
        return properties
    }
}
