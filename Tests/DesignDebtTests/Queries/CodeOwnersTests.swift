import Testing

@testable import DesignDebt

@Suite struct CodeOwnersTests {
    @Test(arguments: [
        ("*", "App/Home.swift", true),
        ("*.swift", "Packages/Feed/Sources/Row.swift", true),
        ("/App/", "App/Screens/Home.swift", true),
        ("/App/", "Packages/App/Home.swift", false),
        ("App/", "Packages/App/Home.swift", true),
        ("docs/*", "docs/intro.md", true),
        ("docs/*", "docs/guides/intro.md", false),
        ("/Packages/Feed", "Packages/Feed/Sources/Row.swift", true),
        ("Packages/**/Row.swift", "Packages/Feed/Sources/Row.swift", true),
        ("Packages/**/Row.swift", "Packages/Feed/Sources/Cell.swift", false),
        ("Home.swift", "App/Screens/Home.swift", true),
        ("/Home.swift", "App/Screens/Home.swift", false),
    ])
    func patternsMatchAsGitHubDocumentsThem(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(CodeOwners.matches(pattern, path) == expected)
    }

    @Test func theLastMatchingRuleWins() {
        let owners = CodeOwners(
            """
            # Everything, then the feed
            *                       @acme/ios
            /Packages/Feed/         @acme/feed @dana
            /Packages/Feed/Legacy/
            """)
        #expect(owners.owners(of: "App/Home.swift") == ["@acme/ios"])
        #expect(owners.owners(of: "Packages/Feed/Row.swift") == ["@acme/feed", "@dana"])
        // A rule without owners takes the path back from everyone.
        #expect(owners.owners(of: "Packages/Feed/Legacy/Old.swift") == [])
    }

    @Test func gitLabSectionsLendTheirDefaultOwners() {
        let owners = CodeOwners(
            """
            [Design system] @acme/design
            /Packages/DesignSystem/
            ^[Docs]
            /docs/ @writers
            """)
        #expect(owners.owners(of: "Packages/DesignSystem/Tokens.swift") == ["@acme/design"])
        #expect(owners.owners(of: "docs/index.md") == ["@writers"])
    }
}
