import SwiftLexer

/// Facts about a whole file that change what a colour or a text style means in it.
/// Each reads the tokens once, and only when a rule has a site to judge.
enum FileContext {
    /// `import Charts`: the colours of a chart convey meaning ("System colors are acceptable
    /// for data visualization where the color itself conveys meaning").
    static func drawsCharts(_ file: SourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].kind == .keyword && file.tokenIs(index, "import") {
            if file.tokenIs(index + 1, "Charts") { return true }
        }
        return false
    }

    /// `.preferredColorScheme(.dark)` or `.environment(\.colorScheme, .dark)`: the view is dark by
    /// design, so a black background is its surface, not a colour that fails to adapt.
    static func forcesDarkAppearance(_ file: SourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].kind == .identifier && file.tokenIs(index, "dark") {
            guard file.kind(index - 1) == .period else { continue }
            for back in max(0, index - 6)..<index
            where file.tokenIs(back, "colorScheme") || file.tokenIs(back, "preferredColorScheme") {
                return true
            }
        }
        return false
    }

    /// The file shows video or a camera (`VideoPlayer`, `AVPlayerLayer`, `CameraPickerView`): black
    /// behind media is the platform's convention, as in Photos and Camera.
    static func showsMedia(_ file: SourceFile) -> Bool {
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            let token = file.tokens[index]
            guard token.end - token.start >= 6 else { continue }
            let name = file.text(index)
            if name.hasPrefix("AVPlayer") || name.hasPrefix("AVCapture") || name.contains("VideoPlayer")
                || name.hasPrefix("Camera")
            {
                return true
            }
        }
        return false
    }
}
