import DesignDebt
import Foundation

/// A generated app laid out like a mid-size open-source SwiftUI app
/// (IceCubesApp: an app target, a few extensions, and a dozen local Swift
/// packages each with `Package.swift`, `Sources/<Name>/<Folder>/` and `Tests/`).
public struct AppTree: Sendable {
    /// One planned file: its path under the root, what it holds, how long.
    struct Entry: Sendable {
        let path: String
        let kind: GeneratedFile.Kind
        let typeName: String
        let seed: UInt64
        /// A uniform draw in `0..<1` that becomes the line count once the
        /// size exponent is known.
        let sizeDraw: Double
    }

    /// The files, bytes included, with their paths under the root.
    public private(set) var files: [(path: String, file: GeneratedFile)] = []

    /// Total bytes of all files.
    public var byteCount: Int { files.reduce(0) { $0 + $1.file.bytes.count } }
    /// Total lines of all files.
    public var lineCount: Int { files.reduce(0) { $0 + $1.file.lines } }
    /// Distinct folders holding files.
    public var folderCount: Int { Set(files.map { ($0.path as NSString).deletingLastPathComponent }).count }

    /// Plans `fileCount` files and sizes them so the total comes within a
    /// fraction of a percent of `targetBytes`.
    ///
    /// Line counts are `50 + 550 * u^k` for a per-file uniform `u`: most files
    /// short, a long tail to 600 lines. The exponent `k` is found by bisection
    /// (the total falls as `k` grows), which keeps the output deterministic.
    public init(fileCount: Int, targetBytes: Int, seed: UInt64) {
        let plan = AppTree.plan(fileCount: fileCount, seed: seed)
        var low = 0.5
        var high = 64.0
        var best = AppTree.generate(plan, exponent: low)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            let candidate = AppTree.generate(plan, exponent: middle)
            let size = candidate.reduce(0) { $0 + $1.file.bytes.count }
            if abs(size - targetBytes) < abs(best.reduce(0) { $0 + $1.file.bytes.count } - targetBytes) {
                best = candidate
            }
            if size > targetBytes { low = middle } else { high = middle }
            if abs(size - targetBytes) < targetBytes / 500 { break }
        }
        files = best
    }

    private static func generate(_ plan: [Entry], exponent: Double) -> [(path: String, file: GeneratedFile)] {
        plan.map { entry in
            let lines = entry.kind == .manifest ? 0 : 50 + Int(550 * pow(entry.sizeDraw, exponent))
            return (
                entry.path,
                CorpusGenerator.file(kind: entry.kind, typeName: entry.typeName, targetLines: lines, seed: entry.seed)
            )
        }
    }

    /// Decides folders, names and kinds; independent of the sizes.
    static func plan(fileCount: Int, seed: UInt64) -> [Entry] {
        var rng = SeededGenerator(seed: seed)
        // (folder, kind mix, weight): where a file can land.
        var folders: [(path: String, kinds: [(Int, GeneratedFile.Kind)], weight: Int)] = []
        let viewMix: [(Int, GeneratedFile.Kind)] = [(6, .view), (3, .viewModel), (2, .model)]
        for folder in ["App", "App/Tabs", "App/Tabs/Settings", "App/Router", "App/Main", "App/Sheets"] {
            folders.append(("IceFloeApp/\(folder)", viewMix, 6))
        }
        folders.append(("IceFloeWidgets", viewMix, 4))
        folders.append(("IceFloeWidgets/Providers", [(1, .service), (1, .model)], 2))
        folders.append(("IceFloeNotifications", [(1, .service)], 1))
        folders.append(("IceFloeShareExtension", viewMix, 1))
        folders.append(("IceFloeAppIntents", [(1, .service), (1, .model)], 3))
        var manifests: [String] = []
        for package in DemoVocabulary.packages {
            manifests.append(package)
            let base = "Packages/\(package)"
            let mix: [(Int, GeneratedFile.Kind)]
            switch package {
            case "Models": mix = [(1, .model)]
            case "NetworkClient": mix = [(3, .service), (1, .model)]
            case "Env": mix = [(2, .viewModel), (1, .model), (1, .view)]
            case "DesignSystem": mix = [(2, .designSystem), (3, .view)]
            default: mix = viewMix
            }
            folders.append(("\(base)/Sources/\(package)", mix, 5))
            var subfolders = DemoVocabulary.subfolders
            for _ in 0..<rng.int(2...5) {
                let index = rng.below(subfolders.count)
                let sub = subfolders.remove(at: index)
                folders.append(("\(base)/Sources/\(package)/\(sub)", mix, 5))
                if rng.chance(0.3) {
                    folders.append(
                        ("\(base)/Sources/\(package)/\(sub)/\(rng.pick(["Components", "Rows", "Shared"]))", mix, 3))
                }
            }
            folders.append(("\(base)/Tests/\(package)Tests", [(1, .test)], 1))
        }
        var entries: [Entry] = []
        var used = Set<String>()
        for package in manifests where entries.count < fileCount {
            let path = "Packages/\(package)/Package.swift"
            used.insert(path)
            entries.append(
                Entry(
                    path: path, kind: .manifest, typeName: package, seed: SeededGenerator.derive(seed, entries.count),
                    sizeDraw: 0))
        }
        let weighted = folders.map { ($0.weight, $0) }
        while entries.count < fileCount {
            let folder = rng.weighted(weighted)
            let kind = rng.weighted(folder.kinds)
            var name = CorpusGenerator.typeName(kind: kind, rng: &rng)
            var suffix = 2
            while used.contains("\(folder.path)/\(name).swift") || used.contains(name) {
                name = CorpusGenerator.typeName(kind: kind, rng: &rng)
                if suffix > 4 { name += String(suffix) }
                suffix += 1
            }
            used.insert(name)
            used.insert("\(folder.path)/\(name).swift")
            entries.append(
                Entry(
                    path: "\(folder.path)/\(name).swift", kind: kind, typeName: name,
                    seed: SeededGenerator.derive(seed, entries.count), sizeDraw: rng.unit()))
        }
        return entries
    }

    /// Writes the tree under `root`, creating folders as needed.
    public func write(to root: String) throws {
        let manager = FileManager.default
        for (path, file) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }
}
