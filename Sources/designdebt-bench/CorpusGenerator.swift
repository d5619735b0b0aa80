/// What a generated file mostly holds. The mix decides how much of the
/// corpus is view code (where the design-scale sites are) and how much is
/// code the scanner must lex and skip (models, networking, tests).
enum FileKind: CaseIterable {
    case view, viewModel, model, designSystem, service, test, manifest
}

/// One generated file: where it would live and its bytes.
struct GeneratedFile {
    /// The main type the file is named after.
    let typeName: String
    let kind: FileKind
    let bytes: [UInt8]
    let lines: Int
}

/// Generates realistic SwiftUI source, deterministically from a seed.
///
/// The output is meant to look like an app to the lexer and the analyzer:
/// nested stacks with modifier chains, literals on and off the design scale,
/// tokens, comments of every form, strings with interpolation, multi-line and
/// raw strings, `#Preview` blocks, `#if` blocks, models, view models and
/// tests. It does not have to type-check, but every file is lexically valid
/// Swift with balanced brackets.
enum CorpusGenerator {
    /// Generates one file of `kind` with about `targetLines` lines (a block
    /// can overshoot by a few lines).
    static func file(kind: FileKind, typeName: String, targetLines: Int, seed: UInt64) -> GeneratedFile {
        var generator = FileGenerator(seed: seed, typeName: typeName, targetLines: targetLines)
        generator.generate(kind)
        return GeneratedFile(
            typeName: typeName, kind: kind, bytes: Array(generator.out.text.utf8), lines: generator.out.lines)
    }

    /// A type name for `kind`, built from the vocabulary.
    static func typeName(kind: FileKind, rng: inout SeededGenerator) -> String {
        let noun = rng.pick(Vocabulary.nouns)
        switch kind {
        case .view: return noun + rng.pick(Vocabulary.viewSuffixes)
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
    static func corpusKind(rng: inout SeededGenerator) -> FileKind {
        rng.weighted([(50, .view), (14, .viewModel), (16, .model), (2, .designSystem), (12, .service), (6, .test)])
    }

    /// Builds an in-memory corpus of at least `minimumBytes`.
    static func corpus(minimumBytes: Int, seed: UInt64) -> [GeneratedFile] {
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
}

/// The state of generating one file.
struct FileGenerator {
    var rng: SeededGenerator
    var out = SourceWriter()
    let typeName: String
    let targetLines: Int

    init(seed: UInt64, typeName: String, targetLines: Int) {
        rng = SeededGenerator(seed: seed)
        self.typeName = typeName
        self.targetLines = targetLines
    }

    /// Lines still to write before the file reaches its target.
    var remaining: Int { targetLines - out.lines }

    mutating func generate(_ kind: FileKind) {
        switch kind {
        case .manifest:
            manifest()
            return
        case .test:
            fileHeader(imports: ["Testing", "Foundation"])
            out.line("@testable import \(rng.pick(Vocabulary.packages))")
            out.blank()
        case .view:
            fileHeader(imports: ["SwiftUI"] + optionalImports())
        case .viewModel:
            fileHeader(imports: ["Foundation", "Observation"] + optionalImports())
        case .model:
            fileHeader(imports: ["Foundation"])
        case .designSystem:
            fileHeader(imports: ["SwiftUI"])
        case .service:
            fileHeader(imports: ["Foundation"])
        }
        var first = true
        while remaining > 0 {
            topLevel(kind, first: first)
            first = false
            if remaining > 0 {
                out.blank()
            }
        }
    }

    mutating func optionalImports() -> [String] {
        var imports: [String] = []
        for module in ["Models", "Env", "DesignSystem", "NetworkClient"] where rng.chance(0.35) {
            imports.append(module)
        }
        return imports
    }

    mutating func fileHeader(imports: [String]) {
        if rng.chance(0.4) {
            out.line("//")
            out.line("//  \(typeName).swift")
            out.line("//  \(rng.pick(["IceCubesApp", "Mastodon", "Readwise", "Journal"]))")
            out.line("//")
            out.line(
                "//  Created by \(rng.pick(["Thomas Ricouard", "Jane Appleseed", "Ana Lima", "Kenji Sato"])) on \(rng.int(1...28))/\(rng.int(1...12))/20\(rng.int(19...25))."
            )
            out.line("//")
            out.blank()
        }
        for module in imports {
            out.line(rng.chance(0.05) ? "@preconcurrency import \(module)" : "import \(module)")
        }
        out.blank()
    }

    /// One top-level declaration suited to the file kind; the first is the
    /// type the file is named after.
    mutating func topLevel(_ kind: FileKind, first: Bool) {
        switch kind {
        case .view:
            if first {
                viewStruct(name: typeName, isMain: true)
            } else {
                let choice = rng.weighted([(4, 0), (3, 1), (2, 2), (1, 3), (1, 4)])
                switch choice {
                case 0:
                    viewStruct(
                        name: typeName + rng.pick(["Content", "Row", "Header", "Placeholder", "Footer"]), isMain: false)
                case 1: preview()
                case 2: viewExtension()
                case 3: viewModifier()
                default: comment(block: true)
                }
            }
        case .viewModel:
            if first || rng.chance(0.3) {
                viewModelClass(name: first ? typeName : typeName + "Helper")
            } else {
                modelExtension(name: typeName)
            }
        case .model:
            if first {
                modelStruct(name: typeName)
            } else {
                if rng.chance(0.5) {
                    modelEnum(name: typeName + rng.pick(["Kind", "Visibility", "Filter", "Sort"]))
                } else {
                    modelExtension(name: typeName)
                }
            }
        case .designSystem:
            if first {
                tokenEnum()
            } else {
                switch rng.below(3) {
                case 0: viewModifier()
                case 1: tokenEnum()
                default: viewExtension()
                }
            }
        case .service:
            if first {
                endpointEnum(name: typeName)
            } else {
                if rng.chance(0.5) {
                    viewModelClass(name: typeName + "Client")
                } else {
                    modelExtension(name: typeName)
                }
            }
        case .test:
            testSuite(name: first ? typeName : typeName + "Extra")
        case .manifest:
            break
        }
    }
}
