import DesignDebt

/// What one commit does to the app: the mix of features, literal tweaks,
/// token fixes, refactors, renames, deletions and non-Swift chores, drawn
/// per commit with weights that depend on the phase of the history.
extension DemoSimulation {
    /// The kinds of commit.
    enum Change {
        case feature, tweak, regression, fix, cleanup, refactor, rename, delete, tests, strings, tokens
        case docs, assets, config
    }

    /// Applies one commit's changes to the state; returns its message and author.
    mutating func makeChanges(_ index: Int, onBranch: Bool) -> (message: String, author: DemoAuthor) {
        let phase = phase(index)
        let deficit = targetSwiftCount(index) - swiftCount
        if indexByPath[DemoFile.swiftGenPath] == nil, index >= 2 {
            return (setUpSwiftGen(), DemoAuthor.team[1])
        }
        let change = chooseChange(phase: phase, deficit: deficit, onBranch: onBranch)
        var author = DemoAuthor.pick(rng: &rng)
        var message: String?
        switch change {
        case .feature: message = feature(deficit: deficit)
        case .tweak: message = tweak(files: rng.int(1...4), literals: 1...2)
        case .regression: message = tweak(files: rng.int(2...4), literals: 4...9)
        case .fix: message = fix(files: rng.int(1...4), literals: 1...3)
        case .cleanup: message = fix(files: rng.int(2...5), literals: 3...10)
        case .refactor: message = refactor(files: rng.int(2...5))
        case .rename: message = rename()
        case .delete: message = deleteFile()
        case .tests: message = tests()
        case .strings:
            author = DemoAuthor.bot
            message = regenerateStrings()
        case .tokens: message = addToken()
        case .docs:
            releases += 1
            update(DemoFile.readme(releases: releases))
            message = rng.pick(["Update README", "Document the release", "Add release notes for 1.\(releases / 10)"])
        case .assets:
            accentVersion += 1
            update(DemoFile.accentColor(version: accentVersion))
            message = rng.pick(["Update accent color", "Tweak the accent colour for dark mode", "Refresh brand color"])
        case .config:
            lintVersion += 1
            for file in DemoFile.configurationFiles(version: lintVersion) { update(file) }
            message = rng.pick(["Tune SwiftLint rules", "Update lint configuration", "Ignore build folders"])
        }
        if let message, !changed.isEmpty { return (message + "\n", author) }
        // Nothing applied (no candidate file): a refactor always can.
        return ((refactor(files: rng.int(1...2)) ?? annotateAny()) + "\n", author)
    }

    private mutating func chooseChange(phase: Phase, deficit: Int, onBranch: Bool) -> Change {
        var weights: [(Int, Change)] = [
            (deficit > 0 ? 30 : 3, .feature), (18, .tweak), (8, .fix), (24, .refactor), (2, .rename),
            (swiftCount > 12 ? 2 : 0, .delete), (5, .tests), (2, .strings), (1, .tokens), (2, .assets),
        ]
        if !onBranch { weights += [(3, .docs), (1, .config)] }
        switch phase {
        case .normal: break
        case .regression: weights.append((110, .regression))
        case .cleanup: weights.append((110, .cleanup))
        }
        return rng.weighted(weights.filter { $0.0 > 0 })
    }

    // MARK: - Kinds of commit

    /// A new screen or component: a planned file (or, when the app has all
    /// its files, a new declaration in a view), wired into one or two others.
    private mutating func feature(deficit: Int) -> String? {
        var subject: String
        if deficit > 0, nextPending < pending.count {
            let first = pending[nextPending].typeName
            for _ in 0..<min(3, max(1, deficit / 3)) { addNextPlanned() }
            subject = rng.pick(["Add \(first)", "Introduce \(first)", "Build \(first)", "New \(first)"])
        } else {
            guard let index = pickFile({ $0.role == .swift(.view) }) else { return nil }
            var file = files[index]
            guard file.reshape(seed: nextBlockSeed(), rng: &rng) else { return nil }
            update(index, file)
            subject = "Add a section to \(file.typeName)"
        }
        for _ in 0..<rng.int(1...3) {
            guard let index = pickFile({ $0.blockKind != nil }) else { break }
            var file = files[index]
            if file.reshape(seed: nextBlockSeed(), rng: &rng) { update(index, file) }
        }
        if rng.chance(0.3), let index = pickFile({ $0.holdsViews }) {
            var file = files[index]
            if file.addDebt(count: 1, rng: &rng) > 0 { update(index, file) }
        }
        return subject
    }

    /// Literal edits in views: `.padding(12)` becomes `.padding(10)`, a fixed
    /// `.font(.system(size: 13))` appears, a raw colour, a `repeatForever`.
    private mutating func tweak(files count: Int, literals: ClosedRange<Int>) -> String? {
        var names: [String] = []
        for _ in 0..<count {
            guard let index = pickFile({ $0.holdsViews }) else { break }
            var file = files[index]
            var changedFile = false
            if literals.upperBound <= 2, rng.chance(0.4) { changedFile = file.nudgeLiteral(rng: &rng) }
            if !changedFile { changedFile = file.addDebt(count: rng.int(literals), rng: &rng) > 0 }
            if !changedFile { continue }
            update(index, file)
            names.append(file.typeName)
        }
        guard let name = names.first else { return nil }
        if literals.lowerBound >= 4 {
            return rng.pick([
                "Polish \(name) for the launch", "Match the new mocks in \(name)", "Quick visual fixes before 2.0",
                "Tweak spacing and fonts in \(name)", "Launch polish: \(names.joined(separator: ", "))",
            ])
        }
        return rng.pick([
            "Tighten padding in \(name)", "Adjust the header font in \(name)", "Tint the badge in \(name)",
            "Animate the loading state of \(name)", "Fix alignment in \(name)", "Nudge spacing in \(name)",
        ])
    }

    /// Token fixes: literals become `Space`, `Radii`, `Typography`, `Palette`, `Motion`.
    private mutating func fix(files count: Int, literals: ClosedRange<Int>) -> String? {
        var names: [String] = []
        for _ in 0..<count {
            guard let index = pickFile({ $0.holdsViews }) else { break }
            var file = files[index]
            guard file.fixDebt(count: rng.int(literals), rng: &rng) > 0 else { continue }
            update(index, file)
            names.append(file.typeName)
        }
        guard let name = names.first else { return nil }
        return rng.pick([
            "Use design tokens in \(name)", "Replace magic numbers in \(name) with Space tokens",
            "Adopt Typography and Palette in \(name)", "Pay down design debt in \(name)",
            "Move \(name) onto the spacing scale",
        ])
    }

    /// Structural edits: declarations added, replaced or removed.
    private mutating func refactor(files count: Int) -> String? {
        var names: [String] = []
        for _ in 0..<count {
            guard let index = pickFile({ $0.blockKind != nil }) else { break }
            var file = files[index]
            guard file.reshape(seed: nextBlockSeed(), rng: &rng) else { continue }
            update(index, file)
            names.append(file.typeName)
        }
        guard let name = names.first else { return nil }
        return rng.pick([
            "Refactor \(name)", "Extract subviews from \(name)", "Clean up \(name)", "Simplify \(name)",
            "Split \(name) into smaller pieces", "Fix a crash in \(name)", "Handle empty state in \(name)",
        ])
    }

    private mutating func rename() -> String? {
        guard
            let index = pickFile({
                $0.role == .swift(.view) || $0.role == .swift(.viewModel) || $0.role == .swift(.model)
            })
        else { return nil }
        var file = files[index]
        guard case .swift(let kind) = file.role else { return nil }
        let oldName = file.typeName
        var newName = CorpusGenerator.typeName(kind: kind, rng: &rng)
        let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
        while newName == oldName || indexByPath[folder + "/" + newName + ".swift"] != nil {
            newName += "2"
        }
        remove(index)
        file.rename(to: newName)
        add(file)
        return "Rename \(oldName) to \(newName)"
    }

    private mutating func deleteFile() -> String? {
        guard
            let index = pickFile({
                $0.role == .swift(.view) || $0.role == .swift(.viewModel) || $0.role == .swift(.service)
            })
        else { return nil }
        let name = files[index].typeName
        remove(index)
        if rng.chance(0.5), let other = pickFile({ $0.blockKind != nil }) {
            var file = files[other]
            if file.reshape(seed: nextBlockSeed(), rng: &rng) { update(other, file) }
        }
        return rng.pick(["Remove unused \(name)", "Delete \(name)", "Drop the old \(name)"])
    }

    private mutating func tests() -> String? {
        guard let index = pickFile({ $0.role == .swift(.test) }) else { return nil }
        var file = files[index]
        guard file.reshape(seed: nextBlockSeed(), rng: &rng) else { return nil }
        update(index, file)
        return rng.pick(["Add tests for \(file.typeName)", "Fix a flaky test in \(file.typeName)", "Cover edge cases"])
    }

    private mutating func setUpSwiftGen() -> String {
        add(DemoFile.swiftGenStrings(keys: stringKeys))
        update(DemoFile.localizableStrings(keys: stringKeys))
        return "Generate strings with SwiftGen\n"
    }

    private mutating func regenerateStrings() -> String? {
        guard indexByPath[DemoFile.swiftGenPath] != nil else { return nil }
        stringKeys += rng.int(1...4)
        update(DemoFile.swiftGenStrings(keys: stringKeys))
        update(DemoFile.localizableStrings(keys: stringKeys))
        return "Regenerate strings"
    }

    private mutating func addToken() -> String? {
        guard let index = pickFile({ $0.role == .tokens }) else { return nil }
        var file = files[index]
        tokensAdded += 1
        file.addToken(number: tokensAdded)
        update(index, file)
        return "Add a \(file.typeName) token"
    }

    /// The last resort: a comment in some Swift file.
    private mutating func annotateAny() -> String {
        let index = pickFile({ $0.isSwift && $0.role != .generated }) ?? 0
        var file = files[index]
        file.annotate(rng: &rng)
        update(index, file)
        return "Leave a note in \(file.typeName)"
    }

    /// Puts `file` in place of the file at its path (or adds it) and records the change.
    private mutating func update(_ file: DemoFile) {
        if let index = indexByPath[file.path] {
            update(index, file)
        } else {
            add(file)
        }
    }
}
