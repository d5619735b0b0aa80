import BuildGraph
import SwiftLexer

/// Where in one file the code builds for fewer platforms than the app: a file that imports
/// AppKit (and not UIKit) is macOS code, one that imports WatchKit is watchOS code, and the
/// branches of `#if os(macOS)` / `#elseif os(iOS)` / `#else` build for the platforms their
/// conditions name. Read from the file's own text, so a blob's results stay its own.
struct PlatformRegions {
    /// The whole file's platforms, when its imports narrow them.
    private var filePlatforms: Set<Platform>?
    /// Line ranges of `#if os(...)` branches and the platforms each builds for.
    private var regions: [(lines: ClosedRange<Int>, platforms: Set<Platform>)] = []

    /// `imports` are the file's (`Landmarks.imports`).
    init(_ file: SourceFile, imports: Imports) {
        // A chain per open `#if`: the platforms its branches so far named (nil once one is not
        // an `os(...)` test), the current branch's platforms and the line it started on.
        var chains: [(named: Set<Platform>?, current: Set<Platform>?, start: Int)] = []
        // `#if canImport(AppKit) import AppKit #endif`: a module imported only where it exists
        // says the file builds elsewhere too, and narrows nothing.
        var conditionalImports = Set<String>()
        for index in file.tokens.indices {
            let token = file.tokens[index]
            if token.kind == .keyword, !chains.isEmpty, file.tokenIs(index, "import"),
                file.kind(index + 1) == .identifier
            {
                conditionalImports.insert(file.text(index + 1))
            }
            guard token.kind == .poundDirective else { continue }
            let line = Int(token.line)
            if file.tokenIs(index, "#if") {
                let platforms = Self.condition(file, after: index)
                chains.append((platforms, platforms, line))
            } else if file.tokenIs(index, "#elseif") || file.tokenIs(index, "#else"), var chain = chains.popLast() {
                close(chain, at: line - 1)
                let platforms = file.tokenIs(index, "#else") ? nil : Self.condition(file, after: index)
                if let named = chain.named {
                    let rest = Set(Platform.allCases).subtracting(named)
                    chain.current =
                        platforms.map { $0.intersection(rest) } ?? (file.tokenIs(index, "#else") ? rest : nil)
                    chain.named = platforms.map { named.union($0) }
                } else {
                    chain.current = nil
                }
                chain.start = line
                chains.append(chain)
            } else if file.tokenIs(index, "#endif"), let chain = chains.popLast() {
                close(chain, at: line)
            }
        }
        func narrows(_ module: String) -> Bool { imports.contains(module) && !conditionalImports.contains(module) }
        let importsAppKit = narrows("AppKit") || narrows("Cocoa")
        let importsUIKit = imports.contains("UIKit")
        let importsWatchKit = narrows("WatchKit")
        if importsAppKit && !importsUIKit { filePlatforms = [.macOS] }
        if importsWatchKit && !importsUIKit { filePlatforms = [.watchOS] }
    }

    /// Records a finished branch; a nested one is intersected with its parents' when asked.
    private mutating func close(_ chain: (named: Set<Platform>?, current: Set<Platform>?, start: Int), at end: Int) {
        guard let platforms = chain.current, chain.start <= end else { return }
        regions.append((chain.start...end, platforms))
    }

    /// The platforms an `os(...)` condition names: `os(iOS) || os(visionOS)`, `!os(macOS)`;
    /// nil for any other condition (`DEBUG`, `canImport(UIKit)`, `&&`).
    private static func condition(_ file: SourceFile, after directive: Int) -> Set<Platform>? {
        var result = Set<Platform>()
        var cursor = directive + 1
        while cursor < file.tokens.count, !file.tokens[cursor].flags.contains(.newlineBefore) {
            var negated = false
            if file.kind(cursor) == .operator, file.tokenIs(cursor, "!") {
                negated = true
                cursor += 1
            }
            guard file.tokenIs(cursor, "os"), file.kind(cursor + 1) == .leftParen, file.kind(cursor + 3) == .rightParen,
                let platform = Self.platform(named: file.text(cursor + 2))
            else { return nil }
            result.formUnion(negated ? Set(Platform.allCases).subtracting([platform]) : [platform])
            cursor += 4
            guard cursor < file.tokens.count, !file.tokens[cursor].flags.contains(.newlineBefore) else { break }
            guard file.kind(cursor) == .operator, file.tokenIs(cursor, "||") else { return nil }
            cursor += 1
        }
        return result
    }

    /// The platform `os(...)` names: `iOS`, `macOS`, `visionOS` (or `xrOS`), ...
    private static func platform(named name: String) -> Platform? {
        name == "xrOS" ? .visionOS : Platform.allCases.first { $0.packageName == name }
    }

    /// The platforms the code on `line` builds for, within `app`'s.
    func platforms(atLine line: Int, in app: Set<Platform>) -> Set<Platform> {
        var result = app
        if let filePlatforms { result.formIntersection(filePlatforms) }
        for region in regions where region.lines.contains(line) { result.formIntersection(region.platforms) }
        return result
    }
}
