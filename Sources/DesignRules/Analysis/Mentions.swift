import SwiftLexer

/// Where each watched name occurs in a file's shipped code, and the calls made there, parsed
/// once: a dozen rules ask about `Button`, `Text` or `.frame`, and each asking again parsed
/// every call again.
///
/// A class so the calls can be filled in as rules first ask for them. One analysis owns it
/// and runs its rules on one thread, so it is never shared between threads.
final class Mentions: @unchecked Sendable {
    /// Mention token indices, grouped by name: name `n`'s are `indices[starts[n]..<starts[n + 1]]`.
    private let indices: [Int]
    private let starts: [Int]
    private var memberCalls: [[CallSite]?]
    private var initializerCalls: [[(index: Int, call: CallSite)]?]
    let file: SourceFile

    /// The mentions outside `excluded` (previews, `#if DEBUG`; a `PreviewProvider`'s own name
    /// aside: its declaration is the preview) and outside UIKit and AppKit types.
    init(
        _ watched: [(name: WatchedName, index: Int)], file: SourceFile, excluded: [Range<Int>],
        typeScopes: TypeScopes
    ) {
        self.file = file
        let count = WatchedName.allCases.count
        let hasPlatformTypes = typeScopes.hasPlatformTypes
        let kept = watched.filter { mention in
            if !excluded.isEmpty, mention.name != .previewProvider,
                excluded.contains(where: { $0.contains(mention.index) })
            {
                return false
            }
            return !(hasPlatformTypes && typeScopes.isInsidePlatformType(Int(file.tokens[mention.index].start)))
        }
        // Counted, then placed: one array for every name, in source order within each.
        var starts = [Int](repeating: 0, count: count + 1)
        for mention in kept { starts[mention.name.rawValue + 1] += 1 }
        for name in 0..<count { starts[name + 1] += starts[name] }
        var next = starts
        var indices = [Int](repeating: 0, count: kept.count)
        for mention in kept {
            indices[next[mention.name.rawValue]] = mention.index
            next[mention.name.rawValue] += 1
        }
        self.indices = indices
        self.starts = starts
        memberCalls = [[CallSite]?](repeating: nil, count: count)
        initializerCalls = [[(index: Int, call: CallSite)]?](repeating: nil, count: count)
    }

    /// The token indices where `name` occurs, in source order.
    func of(_ name: WatchedName) -> ArraySlice<Int> {
        indices[starts[name.rawValue]..<starts[name.rawValue + 1]]
    }

    /// `.name(...)` or `.name { }` (see `RuleContext.memberCalls(of:)`), parsed on first use.
    func memberCalls(of name: WatchedName) -> [CallSite] {
        if let known = memberCalls[name.rawValue] { return known }
        let found = of(name).compactMap { index in file.kind(index - 1) == .period ? file.call(at: index) : nil }
        memberCalls[name.rawValue] = found
        return found
    }

    /// `Name(...)`, `Name { }`, `Name<T>(...)` (see `RuleContext.initializerCalls(of:)`), parsed on first use.
    func initializerCalls(of name: WatchedName, parse: (Int) -> CallSite?) -> [(index: Int, call: CallSite)] {
        if let known = initializerCalls[name.rawValue] { return known }
        let found = of(name).compactMap { index in parse(index).map { (index, $0) } }
        initializerCalls[name.rawValue] = found
        return found
    }
}
