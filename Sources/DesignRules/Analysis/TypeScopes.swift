import BuildGraph
import SwiftLexer

/// The type declarations of a file (`struct`, `class`, `enum`, `actor`,
/// `extension`, `protocol`) with their body byte ranges, nested names
/// joined by dots (`ProfileView.Header`).
struct TypeScopes: Sendable {
    /// What a type is for, as its declaration says: the one place rules learn whether code
    /// belongs to a view.
    enum Role: Sendable {
        /// A `View`, `ViewModifier`, `App`, `Scene`, style or preview, or an extension of a type
        /// named like a view (`extension FeedView`).
        case view
        /// An `@Observable` or `ObservableObject` class, or a type named `...ViewModel`.
        case viewModel
        /// A UIKit or AppKit type (a view controller, an app delegate, a representable), a delegate
        /// or data source of any framework, or a representable's `Coordinator`.
        case platform
        case other
    }

    /// Each type's dotted name, body bytes, and role.
    private var scopes: [(name: String, bytes: Range<Int>, role: Role)] = []
    /// The bodies of style types (`ButtonStyle`, `ToggleStyle`, ...), a kind of view.
    private var styles: [Range<Int>] = []
    /// Each declaration's keyword and body brace token indices, its role, and whether it is at
    /// the file's top level, in source order.
    private var declarations: [(keyword: Int, brace: Int, role: Role, isTopLevel: Bool, isView: Bool)] = []
    /// Whether the file declares any UIKit or AppKit type: most SwiftUI files do not, and then
    /// no mention needs its scopes searched.
    private(set) var hasPlatformTypes = false

    /// The roles of the declarations `landmarks` found.
    init(_ file: SourceFile, landmarks: Landmarks) {
        for declaration in landmarks.declarations.all {
            let role = TypeScopes.role(
                file, declaration: declaration.keyword, clause: declaration.written.upperBound,
                inherits: declaration.inherits)
            hasPlatformTypes = hasPlatformTypes || role == .platform
            scopes.append((declaration.name, declaration.bytes, role))
            // A `private` or `fileprivate` view is a helper of this file's view, kept beside its only user.
            let isView = !declaration.isPrivate && declaration.namesView(in: file)
            declarations.append((declaration.keyword, declaration.brace, role, declaration.isTopLevel, isView))
            // `struct Chip: ToggleStyle`: an inherited name ending in `Style`.
            if declaration.inherits.contains(where: { TypeScopes.endsWith(file, $0, "Style") }) {
                styles.append(declaration.bytes)
            }
        }
    }

    /// SwiftUI's protocols whose conformers are view code.
    private static let viewProtocols: [StaticString] = [
        "View", "ViewModifier", "App", "Scene", "Shape", "InsettableShape", "PreviewProvider", "Layout",
        "ToolbarContent", "Commands", "DynamicProperty", "TableRowContent", "ChartContent", "Widget",
    ]

    /// The role a declaration's header gives its type: `index` is its keyword, `clause` the token
    /// after its name, `inherits` its inherited names.
    private static func role(_ file: SourceFile, declaration index: Int, clause: Int, inherits: [Int]) -> Role {
        if inherits.contains(where: { isPlatformName(file, $0) }) { return .platform }
        // A delegate or data source (`MLNMapViewDelegate`) or a representable's `Coordinator` answers
        // a UIKit or third-party view's callbacks: platform code, wherever it is nested.
        if inherits.contains(where: { endsWith(file, $0, "Delegate") || endsWith(file, $0, "DataSource") }) {
            return .platform
        }
        if file.tokenIs(clause - 1, "Coordinator"), !file.tokenIs(index, "extension") { return .platform }
        if inherits.contains(where: { name in
            endsWith(file, name, "Style") || viewProtocols.contains { file.tokenIs(name, $0) }
        }) {
            return .view
        }
        if inherits.contains(where: { file.tokenIs($0, "ObservableObject") }) { return .viewModel }
        // `@Observable final class`, `@MainActor @Observable class`.
        for before in stride(from: index - 1, through: max(0, index - 5), by: -1) {
            if file.kind(before) == .attribute, file.tokenIs(before, "@Observable") { return .viewModel }
        }
        let typeName = file.text(clause - 1)
        if typeName.hasSuffix("ViewModel") { return .viewModel }
        if file.tokenIs(index, "extension"), typeName.hasSuffix("View") { return .view }
        return .other
    }

    /// Whether the token at `index` ends with `suffix`, compared in place.
    private static func endsWith(_ file: SourceFile, _ index: Int, _ suffix: StaticString) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            hasSuffix(UnsafeBufferPointer(rebasing: bytes[file.tokens[index].range]), suffix)
        }
    }

    /// `UIViewController`, `UIApplicationDelegate`, `NSView`: `UI` or `NS` and a capital
    /// (`NSObject` alone says nothing).
    private static func isPlatformName(_ file: SourceFile, _ index: Int) -> Bool {
        let start = Int(file.tokens[index].start)
        guard Int(file.tokens[index].end) - start > 2, !file.tokenIs(index, "NSObject") else { return false }
        let (first, second, third) = (file.bytes[start], file.bytes[start + 1], file.bytes[start + 2])
        let prefixed =
            (first == UInt8(ascii: "U") && second == UInt8(ascii: "I"))
            || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
        return prefixed && third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    /// The body braces (token indices) of the types with `role`.
    func bodies(of role: Role) -> [Int] {
        declarations.filter { $0.role == role }.map(\.brace)
    }

    /// The body braces of the classes observation drives: `ObservableObject` conformers and
    /// `@Observable` classes (not a type that is a view model by its name alone).
    func observableClassBodies(in file: SourceFile) -> [Int] {
        declarations.filter { declaration in
            guard declaration.role == .viewModel, file.tokenIs(declaration.keyword, "class") else { return false }
            return (declaration.keyword..<declaration.brace).contains { file.tokenIs($0, "ObservableObject") }
                || stride(from: declaration.keyword - 1, through: max(0, declaration.keyword - 5), by: -1).contains {
                    file.kind($0) == .attribute && file.tokenIs($0, "@Observable")
                }
        }.map(\.brace)
    }

    /// The keywords (token indices) of the non-private types declared `: View` at the file's top level
    /// (styles, modifiers and toolbar content are helpers of a view, not views), extensions aside.
    func topLevelViewDeclarations(in file: SourceFile) -> [Int] {
        declarations.filter { $0.isTopLevel && $0.isView && !file.tokenIs($0.keyword, "extension") }.map(\.keyword)
    }

    /// Whether `offset` lies in the body of a style type.
    func isInsideStyle(_ offset: Int) -> Bool {
        styles.contains { $0.contains(offset) }
    }

    /// Whether `offset` lies in the body of a UIKit or AppKit type, at any depth: a view
    /// controller, an app delegate, a representable's coordinator. Code there is the platform's,
    /// not SwiftUI's, even in a file that imports SwiftUI.
    func isInsidePlatformType(_ offset: Int) -> Bool {
        hasPlatformTypes && scopes.contains { $0.role == .platform && $0.bytes.contains(offset) }
    }

    /// Whether `offset` lies in view code: the body of a view or a view model (at any depth), and
    /// of no UIKit or AppKit type. Free functions, models and helpers of a SwiftUI file are not.
    func isInsideViewCode(_ offset: Int, viewModels: Bool = true) -> Bool {
        var inView = false
        for scope in scopes where scope.bytes.contains(offset) {
            switch scope.role {
            case .platform: return false
            case .view: inView = true
            case .viewModel: inView = inView || viewModels
            case .other: break
            }
        }
        return inView
    }

    /// The name of the innermost type whose body holds `offset`, or "" at file scope.
    func innermost(containing offset: Int) -> String {
        var best: (name: String, size: Int)?
        for scope in scopes where scope.bytes.contains(offset) {
            if best == nil || scope.bytes.count < best?.size ?? Int.max { best = (scope.name, scope.bytes.count) }
        }
        return best?.name ?? ""
    }
}
