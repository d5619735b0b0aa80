import SwiftLexer

/// The tokens where the analysis's structural passes can start something:
/// type declarations (`struct`, `class`, `enum`, `extension`, `protocol`,
/// `actor`), `import`, `static` (token definitions), `switch` (a type's colour per case),
/// `#if` and `#Preview`.
///
/// Found in one pass over the file, so type scopes, token definitions,
/// excluded regions and the SwiftUI import check each visit a few dozen
/// tokens instead of every token of the file. The list is a superset: each
/// pass still applies its own test to the tokens it visits.
struct Landmarks {
    /// Token indices, in source order.
    let indices: [Int]
    /// The file calls `blur` somewhere: most files do not, and then no stack or radius needs
    /// its surroundings searched for a glow.
    let mentionsBlur: Bool
    /// The file names `ConcentricRectangle` or `.concentric`: else no radius needs its
    /// surroundings searched for the concentric shape it would be a fallback of.
    let mentionsConcentric: Bool
    /// The file calls `setAlternateIconName`: see `FileContext.picksAppIcon`.
    let mentionsAppIcon: Bool
    /// The names rules start from (`WatchedName`), where they occur, in source order: found in
    /// this pass, which already looks every token up, so each rule reads a handful of places
    /// instead of every token again.
    let watchedNames: [(name: WatchedName, index: Int)]
    /// The identifiers that start with an upper-case letter, the type names, in source order: what
    /// `ShippedViews.used(in:landmarks:excluded:)` reads instead of every token again.
    let typeNames: [Int]
    /// An `@main` attribute: the file starts the app.
    let declaresMain: Bool
    /// The file's type declarations and its imports, read once from the landmarks for every pass.
    let declarations: Declarations
    let imports: Imports

    private enum Word {
        /// A landmark, when its token has this kind.
        case landmark(TokenKind)
        case blur
        case concentric
        case appIcon
        case main
        /// A name a rule starts from, when its token has this kind.
        case watched(WatchedName, TokenKind)
    }

    private static let words = NameTable<Word>(
        [
            ("struct", .landmark(.keyword)), ("class", .landmark(.keyword)), ("enum", .landmark(.keyword)),
            ("extension", .landmark(.keyword)), ("protocol", .landmark(.keyword)), ("import", .landmark(.keyword)),
            ("static", .landmark(.keyword)), ("switch", .landmark(.keyword)), ("actor", .landmark(.identifier)),
            ("#if", .landmark(.poundDirective)),
            ("#Preview", .landmark(.poundKeyword)), ("blur", .blur), ("ConcentricRectangle", .concentric),
            ("concentric", .concentric), ("setAlternateIconName", .appIcon), ("@main", .main),
        ] + WatchedName.allCases.map { ($0.spelling, Word.watched($0, $0.kind)) })

    init(_ file: SourceFile) {
        var found: [Int] = []
        var mentionsBlur = false
        var mentionsConcentric = false
        var mentionsAppIcon = false
        var watchedNames: [(name: WatchedName, index: Int)] = []
        var typeNames: [Int] = []
        var declaresMain = false
        let tokens = file.tokens
        // About one token in ten names a type in SwiftUI code: room for them up front spares each
        // file the array's copies as it grows.
        typeNames.reserveCapacity(tokens.count / 8)
        watchedNames.reserveCapacity(tokens.count / 20)
        // Read once: a global `static let` pays a lazy-initialization check per access.
        let words = Landmarks.words
        // Every token is visited: through pointers, without a bounds check per token.
        file.bytes.withUnsafeBufferPointer { source in
            tokens.withUnsafeBufferPointer { tokens in
                // No test of the kind first: tokens of other kinds (operators, literals,
                // punctuation) never start like a landmark word, so the lookup's first-byte
                // and length test rejects them anyway, and one rarely taken branch per token
                // costs less than a switch on kinds that alternate unpredictably.
                for index in tokens.indices {
                    let token = tokens[index]
                    if token.kind == .identifier, source[Int(token.start)] &- 0x41 < 26 { typeNames.append(index) }
                    switch words.lookup(token, in: source) {
                    case .landmark(let kind)? where kind == token.kind: found.append(index)
                    case .blur? where token.kind == .identifier: mentionsBlur = true
                    case .concentric? where token.kind == .identifier: mentionsConcentric = true
                    case .appIcon? where token.kind == .identifier: mentionsAppIcon = true
                    case .main? where token.kind == .attribute: declaresMain = true
                    case .watched(let name, let kind)? where kind == token.kind: watchedNames.append((name, index))
                    default: break
                    }
                }
            }
        }
        indices = found
        self.mentionsBlur = mentionsBlur
        self.mentionsConcentric = mentionsConcentric
        self.mentionsAppIcon = mentionsAppIcon
        self.watchedNames = watchedNames
        self.typeNames = typeNames
        self.declaresMain = declaresMain
        declarations = Declarations(file, landmarks: found)
        imports = Imports(file, landmarks: found)
    }
}
