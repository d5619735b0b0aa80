import BuildGraph
import SwiftLexer

/// Facts about a whole file that change what a colour or a radius means in it. Those read from
/// its landmarks are worked out when it is analyzed; the rarely needed one, a pass over the
/// tokens, only when a rule has a site to judge.
struct FileContext: Sendable {
    /// `import Charts`: the colours of a chart convey meaning ("System colors are acceptable
    /// for data visualization where the color itself conveys meaning").
    let drawsCharts: Bool
    /// The line ranges of `switch self { ... }` bodies: a type mapping each of its own cases to a
    /// colour (`case .favourite: .yellow`) makes the colour the case's meaning, the data
    /// visualization the reference allows system colours for (a series, a tag, a category).
    let caseColorLines: [ClosedRange<Int>]
    /// `import WidgetKit`: the file's views are drawn once per timeline entry into a snapshot the
    /// system shows, not redrawn on the app's main thread at every change.
    let drawsWidget: Bool

    init(_ file: SourceFile, landmarks: Landmarks) {
        var caseColorLines: [ClosedRange<Int>] = []
        for index in landmarks.indices where file.kind(index) == .keyword {
            if file.tokenIs(index, "switch"), file.tokenIs(index + 1, "self"),
                file.kind(index + 2) == .leftBrace, let close = file.match(index + 2)
            {
                caseColorLines.append(Int(file.tokens[index].line)...Int(file.tokens[close].line))
            }
        }
        self.drawsCharts = landmarks.imports.contains("Charts")
        self.drawsWidget = landmarks.imports.contains("WidgetKit")
        self.caseColorLines = caseColorLines
        picksAppIcon = landmarks.mentionsAppIcon
    }

    /// The file sets the app's icon (`setAlternateIconName`): it previews app icons, and their
    /// corners imitate the system's icon mask (a fixed share of the icon's size), which no scale
    /// of the app's radii holds.
    let picksAppIcon: Bool

    /// Whether black is the file's design rather than a colour that fails to adapt: it forces
    /// the dark appearance (`.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`),
    /// or it shows video or a camera (`VideoPlayer`, `AVPlayerLayer`, `CameraPickerView`,
    /// `WebRTCVideoPlayer`), where black behind media is the platform's convention, as in Photos
    /// and Camera. One pass over the identifiers, through pointers.
    static func isDarkByDesign(_ file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer { source in
            file.tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices where tokens[index].kind == .identifier {
                    let token = tokens[index]
                    let name = UnsafeBufferPointer(rebasing: source[Int(token.start)..<Int(token.end)])
                    if name.count == 4, hasPrefix(name, "dark"), index > 0, tokens[index - 1].kind == .period,
                        (max(0, index - 6)..<index).contains(where: {
                            file.tokenIs($0, "colorScheme") || file.tokenIs($0, "preferredColorScheme")
                        })
                    {
                        return true
                    }
                    if name.count >= 6,
                        hasPrefix(name, "AVPlayer") || hasPrefix(name, "AVCapture") || hasPrefix(name, "Camera")
                            || hasPrefix(name, "VideoPlayer") || hasSuffix(name, "VideoPlayer")
                    {
                        return true
                    }
                }
                return false
            }
        }
    }
}
