import DebtReports
import Testing

/// The remote URL forms a report's links are made from, and the pages they link to.
@Suite struct RemoteLinksTests {
    @Test(arguments: [
        ("git@github.com:ada/app.git", "https://github.com/ada/app"),
        ("https://github.com/ada/app", "https://github.com/ada/app"),
        ("https://token@github.com/ada/app.git/", "https://github.com/ada/app"),
        ("ssh://git@github.com:22/ada/app.git", "https://github.com/ada/app"),
        ("https://gitlab.com/group/sub/app.git", "https://gitlab.com/group/sub/app"),
        ("git@bitbucket.org:team/app.git", "https://bitbucket.org/team/app"),
    ])
    func aRemoteURLGivesTheRepositorysPage(url: String, page: String) {
        #expect(RemoteLinks(remoteURL: url)?.base == page)
    }

    @Test(arguments: ["/srv/git/app.git", "file:///srv/git/app.git", "git@example.com:ada/app.git", "C:/repos/app", ""])
    func aLocalPathOrAnUnknownHostGivesNoLinks(url: String) {
        #expect(RemoteLinks(remoteURL: url) == nil)
    }

    @Test func eachHostHasItsOwnForms() throws {
        let sha = "0123456789abcdef0123456789abcdef01234567"
        let github = try #require(RemoteLinks(remoteURL: "git@github.com:ada/app.git"))
        #expect(github.commit(sha) == "https://github.com/ada/app/commit/\(sha)")
        #expect(github.pullRequest("#12") == "https://github.com/ada/app/pull/12")
        #expect(github.pullRequest("!12") == nil)
        #expect(
            github.file("App/My Views/Card.swift", at: sha, line: 7)
                == "https://github.com/ada/app/blob/\(sha)/App/My%20Views/Card.swift#L7")

        let gitlab = try #require(RemoteLinks(remoteURL: "https://gitlab.com/group/app"))
        #expect(gitlab.commit(sha) == "https://gitlab.com/group/app/-/commit/\(sha)")
        #expect(gitlab.pullRequest("!4") == "https://gitlab.com/group/app/-/merge_requests/4")
        // On GitLab `#4` is an issue.
        #expect(gitlab.pullRequest("#4") == nil)
        #expect(gitlab.file("A.swift", at: sha, line: 3) == "https://gitlab.com/group/app/-/blob/\(sha)/A.swift#L3")

        let bitbucket = try #require(RemoteLinks(remoteURL: "https://bitbucket.org/team/app.git"))
        #expect(bitbucket.commit(sha) == "https://bitbucket.org/team/app/commits/\(sha)")
        #expect(bitbucket.pullRequest("#9") == "https://bitbucket.org/team/app/pull-requests/9")
        #expect(bitbucket.file("A.swift", at: sha) == "https://bitbucket.org/team/app/src/\(sha)/A.swift")
        #expect(
            bitbucket.file("A.swift", at: sha, line: 2) == "https://bitbucket.org/team/app/src/\(sha)/A.swift#lines-2")
    }
}
