import DesignDebt

/// Generates realistic SwiftUI source, deterministically from a seed.
///
/// The output is meant to look like an app to the lexer and the analyzer:
/// nested stacks with modifier chains, literals on and off the design scale,
/// tokens, comments of every form, strings with interpolation, multi-line and
/// raw strings, `#Preview` blocks, `#if` blocks, models, view models and
/// tests. It does not have to type-check, but every file is lexically valid
/// Swift with balanced brackets.
public enum CorpusGenerator {
    /// Generates one file of `kind` with about `targetLines` lines (a block
    /// can overshoot by a few lines).
    public static func file(kind: GeneratedFile.Kind, typeName: String, targetLines: Int, seed: UInt64)
        -> GeneratedFile
    {
        var generator = FileGenerator(seed: seed, typeName: typeName, targetLines: targetLines)
        generator.generate(kind)
        return GeneratedFile(
            typeName: typeName, kind: kind, bytes: Array(generator.out.text.utf8), lines: generator.out.lines)
    }

    /// A type name for `kind`, built from the vocabulary.
    static func typeName(kind: GeneratedFile.Kind, rng: inout SeededGenerator) -> String {
        let noun = rng.pick(DemoVocabulary.nouns)
        switch kind {
        case .view: return noun + rng.pick(DemoVocabulary.viewSuffixes)
        case .viewModel: return noun + rng.pick(["ViewModel", "Store", "Controller"])
        case .model: return noun + rng.pick(["", "Info", "Entity", "Kind", "Response"])
        case .designSystem:
            return rng.pick(["Space", "Radii", "Typography", "Motion", "Palette", "Surface"])
                + rng.pick(["", "Tokens", "+Styles", "+Modifiers"])
        case .service: return noun + rng.pick(["Endpoint", "Client", "Service", "Cache", "Manager"])
        case .test: return noun + rng.pick(["Tests", "ViewModelTests", "DecodingTests"])
        case .manifest: return "Package"
        }
    }

    /// Draws a line count for the big corpus: 50-600 lines, weighted toward
    /// the short end the way a real app's files are.
    static func corpusLineCount(rng: inout SeededGenerator) -> Int {
        let u = rng.unit()
        return 50 + Int(550 * u * u)
    }

    /// Draws a file kind in roughly an app's proportions.
    static func corpusKind(rng: inout SeededGenerator) -> GeneratedFile.Kind {
        rng.weighted([(50, .view), (14, .viewModel), (16, .model), (2, .designSystem), (12, .service), (6, .test)])
    }

    /// Builds an in-memory corpus of at least `minimumBytes`: files of every
    /// kind in an app's proportions, 50-600 lines each.
    public static func corpus(minimumBytes: Int, seed: UInt64) -> [GeneratedFile] {
        var rng = SeededGenerator(seed: seed)
        var files: [GeneratedFile] = []
        var total = 0
        while total < minimumBytes {
            let kind = corpusKind(rng: &rng)
            let name = typeName(kind: kind, rng: &rng)
            let lines = corpusLineCount(rng: &rng)
            let file = file(
                kind: kind, typeName: name, targetLines: lines, seed: SeededGenerator.derive(seed, files.count))
            total += file.bytes.count
            files.append(file)
        }
        return files
    }

    /// The same file as ``file(kind:typeName:targetLines:seed:)``, cut into
    /// blocks (the header, then each top-level declaration) for editing.
    static func blocks(kind: GeneratedFile.Kind, typeName: String, targetLines: Int, seed: UInt64) -> [DemoBlock] {
        var generator = FileGenerator(seed: seed, typeName: typeName, targetLines: targetLines)
        generator.generate(kind)
        return generator.blocks
    }

    /// One more top-level declaration for a file of `kind` (a helper view, a
    /// preview, an extension), about `targetLines` long, with a blank line after it.
    static func extraBlock(kind: GeneratedFile.Kind, typeName: String, targetLines: Int, seed: UInt64) -> DemoBlock {
        var generator = FileGenerator(seed: seed, typeName: typeName, targetLines: targetLines)
        generator.topLevel(kind == .manifest ? .model : kind, first: false)
        generator.out.blank()
        return DemoBlock(generator.out.text)
    }
}
