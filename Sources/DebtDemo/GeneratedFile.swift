import DesignDebt

/// One generated Swift file: the type it is named after, what it holds, and its bytes.
///
/// Made by ``CorpusGenerator`` and ``AppTree``; `designdebt demo` and the
/// benchmark both read these, so a figure in one matches the other.
public struct GeneratedFile: Sendable {
    /// What a generated file mostly holds. The mix decides how much of the
    /// corpus is view code (where the design-scale sites are) and how much is
    /// code the scanner must lex and skip (models, networking, tests).
    public enum Kind: CaseIterable, Sendable {
        /// A SwiftUI view with a modifier chain: where the scale sites are.
        case view
        /// An `@Observable` view model.
        case viewModel
        /// A `Codable` model.
        case model
        /// Design tokens, view modifiers and `View` extensions.
        case designSystem
        /// Networking: endpoints and clients.
        case service
        /// A Swift Testing suite.
        case test
        /// A `Package.swift` manifest.
        case manifest
    }

    /// The main type the file is named after.
    public let typeName: String
    /// What the file mostly holds.
    public let kind: Kind
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    /// The number of lines (every line ends in a newline).
    public let lines: Int
}
