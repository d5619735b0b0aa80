import DesignDebt

/// The state of generating one file.
struct FileGenerator {
    var rng: SeededGenerator
    var out = SourceWriter()
    let typeName: String
    let targetLines: Int
    /// UTF-8 offsets in `out.text` where each block ends: the header, then
    /// each top-level declaration with the blank line after it. The history
    /// generator edits a file block by block.
    private(set) var blockEnds: [Int] = []

    init(seed: UInt64, typeName: String, targetLines: Int) {
        rng = SeededGenerator(seed: seed)
        self.typeName = typeName
        self.targetLines = targetLines
    }

    /// Lines still to write before the file reaches its target.
    var remaining: Int { targetLines - out.lines }

    mutating func generate(_ kind: GeneratedFile.Kind) {
        switch kind {
        case .manifest:
            manifest()
            markBlock()
            return
        case .test:
            fileHeader(imports: ["Testing", "Foundation"])
            out.line("@testable import \(rng.pick(DemoVocabulary.packages))")
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
        markBlock()
        var first = true
        while remaining > 0 {
            topLevel(kind, first: first)
            first = false
            if remaining > 0 {
                out.blank()
            }
            markBlock()
        }
    }

    /// Ends the current block at the end of the text written so far.
    mutating func markBlock() {
        blockEnds.append(out.text.utf8.count)
    }

    /// The text split at `blockEnds`, each block with its line count.
    var blocks: [DemoBlock] {
        var result: [DemoBlock] = []
        let utf8 = out.text.utf8
        var start = utf8.startIndex
        for end in blockEnds {
            let endIndex = utf8.index(utf8.startIndex, offsetBy: end)
            if endIndex > start { result.append(DemoBlock(Substring(utf8[start..<endIndex]))) }
            start = endIndex
        }
        return result
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
    mutating func topLevel(_ kind: GeneratedFile.Kind, first: Bool) {
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
