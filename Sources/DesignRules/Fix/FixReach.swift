import BuildGraph
import SwiftLexer

/// Where a token is defined, for deciding which files can name it without an import `fix`
/// does not write.
public struct TokenHome: Sendable, Equatable {
    /// The name a file that uses the token mentions: the namespace's outermost type
    /// (`DesignSystem` of `DesignSystem.Spaces.one`), or the member of an extension (`layoutPadding`).
    public var marker: String
    /// The defining file's folder, to its second level (`Sources/HADesignSystem`): code beside
    /// it is taken to be in its module.
    public var folder: String
    /// `public`: the token may live in a module of its own, which a file must import.
    public var isPublic: Bool
    /// The package module only whose own files can write it: an `internal` token of `Sources/<Module>`.
    public var module: String?
    /// The defining file, root-relative: the targets that build it are the ones that see it.
    public var path: String

    init(_ token: TokenDefinition, path: String, isPublic: Bool) {
        let reference = token.reference
        marker =
            reference.hasPrefix(".")
            ? String(reference.dropFirst()) : String(reference.prefix { $0 != "." })
        folder = TokenHome.folder(of: path)
        self.path = path
        self.isPublic = isPublic
        module = isPublic ? nil : ProjectTokens.moduleName(of: path)
    }

    static func folder(of path: String) -> String {
        let components = path.split(separator: "/").dropLast()
        return components.prefix(2).joined(separator: "/")
    }
}

/// Which files can name which tokens. A token the app keeps in its own module (`internal`) is
/// named anywhere in it. A `public` one lives in a module of its own (a design-system package
/// re-exported by `Shared`); a file outside that module names it only when it already does, or
/// when it imports one of the app's own modules that the files naming it import. `fix` adds no
/// import: such a file is left, with the import to add.
public struct FixReach: Sendable {
    /// A file's imports (the app's own modules only) and the markers it names.
    public struct FileUse: Sendable {
        let path: String
        let imports: Set<String>
        let names: Set<String>
    }

    /// Per marker of a public token: the app's modules imported by the files (outside its folder)
    /// that name it; nil when one of those files imports none and names it anyway.
    private var modules: [String: Set<String>?] = [:]

    /// The marker of every public token, read from `tokens`.
    public static func markers(of tokens: FixTokens) -> [String: String] {
        var homes: [TokenHome] = tokens.steps.values.flatMap { $0.compactMap(\.home) }
        homes += tokens.fonts.values.compactMap(\.home) + tokens.curves.compactMap(\.home)
        var folders: [String: String] = [:]
        for home in homes where home.isPublic { folders[home.marker] = home.folder }
        return folders
    }

    /// What a file imports of the app's own modules (`ownModules`: the folder names of the tree)
    /// and which `markers` it names; `facts` are the file's, when it was read for its tokens.
    public static func use(
        of file: SourceFile, path: String, facts: ProjectTokens.FileFacts?, markers: [String: String],
        ownModules: Set<String>
    ) -> FileUse {
        guard !markers.isEmpty else { return FileUse(path: path, imports: [], names: []) }
        let imports = (facts?.landmarks.imports ?? Imports(file)).all.map(\.module).filter(ownModules.contains)
        var names = Set<String>()
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            if markers[file.text(index)] != nil { names.insert(file.text(index)) }
        }
        return FileUse(path: path, imports: Set(imports), names: names)
    }

    /// What builds which file, when the project says: a token is written only where a target
    /// that builds the file builds the token's file too, or links a framework that does.
    private var graph = BuildGraph.unknown

    public init(uses: [FileUse], markers: [String: String], graph: BuildGraph = .unknown) {
        self.graph = graph
        for (marker, folder) in markers {
            var found: Set<String>? = []
            for use in uses where use.names.contains(marker) && TokenHome.folder(of: use.path) != folder {
                if use.imports.isEmpty {
                    found = nil
                    break
                }
                found?.formUnion(use.imports)
            }
            modules[marker] = found
        }
    }

    /// Whether `use`'s file lies outside the package module an internal token at `home` belongs to:
    /// no import brings it.
    static func isOutsideModule(_ home: TokenHome?, _ use: FileUse?) -> Bool {
        guard let module = home?.module, let use else { return false }
        return ProjectTokens.moduleName(of: use.path) != module
    }

    /// The target that builds `use`'s file and cannot see the token at `home`: no target builds
    /// both files, and none of the file's targets depends on one that builds the token (a widget
    /// extension cannot name its app's constants). Nil when it can, or the project does not say.
    func targetWithout(_ home: TokenHome?, in use: FileUse?) -> String? {
        guard let home, let use else { return nil }
        let owners = Set(graph.targets(building: home.path).map(\.name))
        guard !BuildGraph.reaches(graph.reach(of: use.path), owners) else { return nil }
        return graph.targets(building: use.path).map(\.name).sorted().first
    }

    /// Nil when `use`'s file can name a token living at `home`; else the imports that would
    /// bring it, for the person who adds one.
    func missingImport(_ home: TokenHome?, in use: FileUse?) -> [String]? {
        guard let home, home.isPublic, let use, TokenHome.folder(of: use.path) != home.folder,
            !use.names.contains(home.marker), case let modules?? = self.modules[home.marker],
            use.imports.isDisjoint(with: modules)
        else { return nil }
        return modules.sorted()
    }
}
