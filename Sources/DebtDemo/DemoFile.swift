import DesignDebt

/// One file of the simulated app, as the history generator keeps it between commits.
///
/// Only the current version of each file is held: older versions have gone
/// into the fast-import stream and are never needed again, so memory follows
/// the size of the tip, not the length of the history.
struct DemoFile {
    /// What a file is, for choosing which edits apply to it.
    enum Role: Equatable {
        /// Hand-written Swift of a kind the corpus generator makes.
        case swift(GeneratedFile.Kind)
        /// The design-token definitions (`enum Space { ... }`): edited only to add a token.
        case tokens
        /// SwiftGen output: regenerated, never edited by hand.
        case generated
        /// README, asset catalogue JSON, configuration: not Swift.
        case other
    }

    /// The path from the repository root.
    var path: String
    let role: Role
    /// The type the file is named after (the file name without `.swift`).
    var typeName: String
    /// The contents, header first.
    var blocks: [DemoBlock]
    /// The size the file drifts back toward when edits have grown or shrunk it.
    let targetLines: Int

    /// Whether the file counts as Swift source.
    var isSwift: Bool { role != .other }

    /// The file's lines.
    var lines: Int { blocks.reduce(0) { $0 + $1.lines } }

    /// The file's size in bytes.
    var byteCount: Int { blocks.reduce(0) { $0 + $1.text.utf8.count } }

    /// Whether the literal edits (regressions and fixes) apply.
    var holdsViews: Bool {
        role == .swift(.view) || role == .swift(.designSystem)
    }

    /// The generator's kind for new blocks; nil for files that do not grow blocks.
    var blockKind: GeneratedFile.Kind? {
        if case .swift(let kind) = role, kind != .manifest { return kind }
        return nil
    }
}
